package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.fork.ForkTestSupport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.token.Strip;
import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.fork.TestFixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What student code sees through a {@link StudentClassLoader}, in this JVM. */
class StudentClassLoaderTest {

    private static final ClassLoader GRADER = StudentClassLoaderTest.class.getClassLoader();
    private static final List<String> BOARD = List.of(Board.class.getPackageName());
    /** The package an instructor's domain declares, as the test domain {@code token} does. */
    private static final List<String> STRIP = List.of(Strip.class.getPackageName());
    private static final List<java.nio.file.Path> STUDENT_CLASSES = List.of(ForkTestSupport.studentClasses());

    @Test
    void sharesTheApiSoThatStudentHeuristicsAreHeuristics() throws Exception {
        try (StudentClassLoader loader = new StudentClassLoader(STUDENT_CLASSES, GRADER, BOARD)) {
            Class<?> zero = loader.loadClass(ZeroHeuristic.class.getName());
            Object heuristic = zero.getConstructor().newInstance();

            assertSame(loader, zero.getClassLoader());
            assertTrue(heuristic instanceof Heuristic<?>);
            assertSame(Board.class, loader.loadClass(Board.class.getName()));
        }
    }

    @Test
    void hidesTheGradersOtherClassesAndResources() throws Exception {
        try (StudentClassLoader loader = new StudentClassLoader(STUDENT_CLASSES, GRADER, BOARD)) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(StateSpace.class.getName(), false, loader));
            assertThrows(ClassNotFoundException.class, () -> loader.loadClass(WorkerMain.class.getName()));
            assertThrows(ClassNotFoundException.class, () -> loader.loadClass("org.junit.jupiter.api.Test"));
            assertNull(loader.getResource(StateSpace.class.getName().replace('.', '/') + ".class"));
            assertNotNull(loader.loadClass(java.sql.Connection.class.getName()), "the platform stays visible");
        }
    }

    @Test
    void prefersTheGradersApiOverACopyOnTheStudentsClasspath() throws Exception {
        List<java.nio.file.Path> classpath = List.of(ForkTestSupport.graderClasses(),
                ForkTestSupport.studentClasses());
        try (StudentClassLoader loader = new StudentClassLoader(classpath, GRADER, BOARD)) {
            assertSame(Heuristic.class, loader.loadClass(Heuristic.class.getName()));
            assertEquals(loader, loader.loadClass(StateSpace.class.getName()).getClassLoader(),
                    "a copy of the engine on the student's own class path is the student's");
        }
    }

    @Test
    void sharesAnInstructorsDeclaredPackageSoThatStudentsGetTheGradersStates(@TempDir Path student)
            throws Exception {
        // The student's class path holds its own Strip, as a copy of the instructor's jar would.
        TestFixtures.compile(student, Map.of(Strip.class.getName(), "package edu.example.token;"
                + " public final class Strip { public static Strip parse(String text) { return new Strip(); } }"));
        try (StudentClassLoader loader = new StudentClassLoader(List.of(student), GRADER, STRIP)) {
            assertSame(Strip.class, loader.loadClass(Strip.class.getName()));
        }
    }

    @Test
    void refusesAStudentClassInADeclaredPackage(@TempDir Path student) throws Exception {
        // A class of the student's own in the instructor's package would reach the package-private members of the
        // state type, were it loaded by the loader that defined them.
        TestFixtures.compile(student, Map.of("edu.example.token.Forged", "package edu.example.token;"
                + " public final class Forged { public static String cells(Strip strip) { return strip.toString(); } }"),
                STUDENT_CLASSES);
        try (StudentClassLoader loader = new StudentClassLoader(List.of(student), GRADER, STRIP);
                StudentClassLoader undeclared = new StudentClassLoader(List.of(student), GRADER, List.of())) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName("edu.example.token.Forged", true, loader));
            assertSame(undeclared, undeclared.loadClass("edu.example.token.Forged").getClassLoader(),
                    "undeclared, the package is the student's to fill");
        }
    }

    @Test
    void refusesToShareTheGradersOrTheJdksPackages() {
        for (String refused : List.of(StateSpace.class.getPackageName(), WorkerMain.class.getPackageName(),
                "io.github.heuristicgrader", "java.lang", "javax.tools", "jdk.internal.misc", "sun.misc", "")) {
            assertThrows(IllegalArgumentException.class,
                    () -> new StudentClassLoader(List.of(), GRADER, List.of(refused)), refused);
        }
    }

    @Test
    void sharesExactlyTheApiPackageAndTheStateTypesPackages() throws Exception {
        try (StudentClassLoader loader = new StudentClassLoader(List.of(), GRADER, BOARD);
                StudentClassLoader apiOnly = new StudentClassLoader(List.of(), GRADER, List.of())) {
            assertTrue(loader.isShared(Heuristic.class.getName()));
            assertTrue(loader.isShared(Board.class.getName()));
            assertTrue(loader.isShared(Board.class.getName() + "$Inner"));
            assertTrue(!loader.isShared("io.github.heuristicgrader.api.huarongdao.more.Thing"));
            assertTrue(!loader.isShared("io.github.heuristicgrader.api.rtg.Facility"), "a state type not given");
            assertTrue(!loader.isShared(StateSpace.class.getName()));
            assertTrue(!loader.isShared("Heuristic"));
            assertTrue(apiOnly.isShared(Heuristic.class.getName()));
            assertTrue(!apiOnly.isShared(Board.class.getName()));
        }
    }
}
