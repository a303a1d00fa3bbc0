package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.fork.ForkTestSupport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What student code sees through a {@link StudentClassLoader}, in this JVM. */
class StudentClassLoaderTest {

    private static final ClassLoader GRADER = StudentClassLoaderTest.class.getClassLoader();

    @Test
    void sharesTheApiSoThatStudentHeuristicsAreHeuristics() throws Exception {
        try (StudentClassLoader loader = new StudentClassLoader(List.of(ForkTestSupport.studentClasses()), GRADER)) {
            Class<?> zero = loader.loadClass(ZeroHeuristic.class.getName());
            Object heuristic = zero.getConstructor().newInstance();

            assertSame(loader, zero.getClassLoader());
            assertTrue(heuristic instanceof Heuristic<?>);
            assertSame(Board.class, loader.loadClass(Board.class.getName()));
        }
    }

    @Test
    void hidesTheGradersOtherClassesAndResources() throws Exception {
        try (StudentClassLoader loader = new StudentClassLoader(List.of(ForkTestSupport.studentClasses()), GRADER)) {
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
        try (StudentClassLoader loader = new StudentClassLoader(classpath, GRADER)) {
            assertSame(Heuristic.class, loader.loadClass(Heuristic.class.getName()));
            assertEquals(loader, loader.loadClass(StateSpace.class.getName()).getClassLoader(),
                    "a copy of the engine on the student's own class path is the student's");
        }
    }

    @Test
    void sharesExactlyTheApiPackages() {
        assertTrue(StudentClassLoader.isShared(Heuristic.class.getName()));
        assertTrue(StudentClassLoader.isShared(Board.class.getName()));
        assertTrue(StudentClassLoader.isShared(Board.class.getName() + "$Inner"));
        assertTrue(!StudentClassLoader.isShared("io.github.heuristicgrader.api.huarongdao.more.Thing"));
        assertTrue(!StudentClassLoader.isShared(StateSpace.class.getName()));
        assertTrue(!StudentClassLoader.isShared("Heuristic"));
    }
}
