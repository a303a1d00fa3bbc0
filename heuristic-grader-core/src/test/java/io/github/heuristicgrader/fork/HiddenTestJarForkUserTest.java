package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.assertNoProcessLeft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fork.TestRun.Outcome;
import io.github.heuristicgrader.fork.TestRun.Status;
import io.github.heuristicgrader.sandbox.ForkUsers;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The instructor's hidden test jar kept {@code rw-------} in a directory closed to other users, as the Gradescope kit
 * keeps it in its local repository, while forks run as users of their own ({@code sandbox = user}): the
 * instructor's tests run on a copy only their fork's user can read, and a student test in the project's run that
 * reads the jar, where it is or where the copy is, is refused; without isolation the same reads succeed, so that the
 * test can fail. Skipped where the tests do not run as root, except on CI ({@code CI=true}).
 */
class HiddenTestJarForkUserTest {

    private static final String CALCULATOR = """
            package student;

            public class Calculator {
                public static int twice(int x) { return 2 * x; }
            }
            """;

    private static final String HIDDEN = """
            package hidden;

            import static org.junit.jupiter.api.Assertions.assertEquals;

            import org.junit.jupiter.api.Test;

            class HiddenTest {
                @Test void computesTwice() { assertEquals(4, student.Calculator.twice(2)); }
                @Test void computesTwiceOfZero() { assertEquals(0, student.Calculator.twice(0)); }
            }
            """;

    /** Reads the files named in its resource {@code steal.txt}, one a line: passes when it could. */
    private static final String STEALING = """
            package student;

            import java.nio.charset.StandardCharsets;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import java.util.List;
            import org.junit.jupiter.api.Test;

            class StealingTest {
                private static Path target(int line) throws Exception {
                    try (var in = StealingTest.class.getResourceAsStream("/steal.txt")) {
                        List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
                        return Path.of(lines.get(line));
                    }
                }

                @Test void readsTheHiddenJar() throws Exception { Files.readAllBytes(target(0)); }
                @Test void readsItsCopy() throws Exception { Files.readAllBytes(target(1)); }
            }
            """;

    @TempDir
    Path temporary;

    private Path studentClasses;
    private Path studentTestClasses;
    private Path hiddenJar;
    private List<Path> junit;
    private Path work;

    @BeforeEach
    void layOutTheKitsRepositoryAndTheProject() throws IOException {
        // As the kit's project and repository are: the grader's, open to every user for reading.
        Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rwxr-xr-x"));
        junit = new ArrayList<>();
        Path lib = Files.createDirectories(temporary.resolve("repository").resolve("junit"));
        for (Path jar : TestFixtures.junitJars()) {
            // ~/.m2 is under /root, which other users cannot enter: the project's run needs JUnit where they can.
            junit.add(Files.copy(jar, lib.resolve(jar.getFileName())));
        }
        studentClasses = TestFixtures.compile(temporary.resolve("classes"), Map.of("student.Calculator",
                CALCULATOR));
        studentTestClasses = TestFixtures.compile(temporary.resolve("test-classes"), Map.of("student.StealingTest",
                STEALING), List.of(studentClasses));
        // The kit's `chmod -R go=` on the jar's version directory in its repository.
        Path version = Files.createDirectories(temporary.resolve("repository").resolve("course").resolve("hidden"));
        hiddenJar = TestFixtures.jar(TestFixtures.compile(temporary.resolve("hidden"), Map.of("hidden.HiddenTest",
                HIDDEN), List.of(studentClasses)), version.resolve("hidden-tests.jar"));
        Files.setPosixFilePermissions(hiddenJar, PosixFilePermissions.fromString("rw-------"));
        Files.setPosixFilePermissions(version, PosixFilePermissions.fromString("rwx------"));
        work = temporary.resolve("grade").resolve("work");
    }

    @AfterEach
    void leavesNoProcessBehind() throws InterruptedException {
        assertNoProcessLeft();
    }

    @Test
    void theHiddenTestsRunOnACopyTheStudentsTestsCannotRead() throws IOException {
        Sandbox sandbox = userSandbox();
        assertFalse(ForkUsers.readableByAll(hiddenJar), "the fixture's jar is open to other users");

        TestRun instructor = launcher(sandbox).runInstructorTests(trusted(hiddenJar), List.of(studentClasses),
                List.of(hiddenJar), temporary);

        assertEquals(Outcome.COMPLETED, instructor.outcome(), instructor.message() + "\n" + instructor.outputTail());
        assertEquals(Map.of("hidden.HiddenTest#computesTwice", Status.SUCCESSFUL,
                "hidden.HiddenTest#computesTwiceOfZero", Status.SUCCESSFUL), statuses(instructor));
        Path copy = onlyCopy();
        Path run = copy.getParent().getParent();
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(copy)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(copy.getParent())));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(run)));
        assertEquals(0, Files.getAttribute(run, "unix:uid"), "the run's directory was not taken back");
        assertTrue(Files.readString(run.resolve("java.args")).contains(copy.toString()));
        assertFalse(Files.readString(run.resolve("java.args")).contains(hiddenJar.toString()),
                "the fork was handed the jar it cannot read");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(hiddenJar)));

        TestRun project = steal(sandbox, copy);

        assertEquals(Outcome.COMPLETED, project.outcome(), project.message() + "\n" + project.outputTail());
        for (TestRun.Test test : project.tests()) {
            assertEquals(Status.FAILED, test.status(), test.name() + " read the hidden tests");
            assertTrue(test.failure().contains("AccessDeniedException"), test.name() + ": " + test.failure());
        }
        assertEquals(2, project.tests().size(), project.tests()::toString);
        Path projectRun = runDirectories().stream().filter(path -> !path.equals(run)).findFirst().orElseThrow();
        assertFalse(Files.exists(projectRun.resolve("instructor-classpath")), "the project's run got the copies");
        assertFalse(Files.readString(projectRun.resolve("java.args")).contains("hidden-tests.jar"));
    }

    @Test
    void withoutIsolationTheStudentsTestsReadTheJarAndItsCopySoTheTestCanFail() throws IOException {
        TestRun instructor = launcher(userSandbox()).runInstructorTests(trusted(hiddenJar), List.of(studentClasses),
                List.of(hiddenJar), temporary);
        assertEquals(Outcome.COMPLETED, instructor.outcome(), instructor.message());

        TestRun project = steal(Sandbox.off(), onlyCopy());

        assertEquals(Map.of("student.StealingTest#readsItsCopy", Status.SUCCESSFUL,
                "student.StealingTest#readsTheHiddenJar", Status.SUCCESSFUL), statuses(project));
    }

    @Test
    void inBubblewrapAsRootTheClosedJarIsReadWhereItIs() throws IOException {
        Sandbox bubblewrap = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), System.getenv("PATH"));
        assumeTrue(bubblewrap.isolation() == Sandbox.Isolation.BUBBLEWRAP && ForkUsers.currentUid() == 0,
                bubblewrap::describe);

        TestRun instructor = launcher(bubblewrap).runInstructorTests(trusted(hiddenJar), List.of(studentClasses),
                List.of(hiddenJar), temporary);

        assertEquals(Outcome.COMPLETED, instructor.outcome(), instructor.message() + "\n" + instructor.outputTail());
        assertEquals(Map.of("hidden.HiddenTest#computesTwice", Status.SUCCESSFUL,
                "hidden.HiddenTest#computesTwiceOfZero", Status.SUCCESSFUL), statuses(instructor));
        assertTrue(runDirectories().stream().noneMatch(run -> Files.exists(run.resolve("instructor-classpath"))),
                "bubblewrap binds the jar itself, read-only: no copy");
    }

    private static Sandbox userSandbox() {
        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.USER, ForkTestSupport.java(), System.getenv("PATH"));
        if (!"true".equals(System.getenv("CI"))) {
            assumeTrue(sandbox.active(), sandbox::describe);
        }
        assertEquals(Sandbox.Isolation.USER, sandbox.isolation(), sandbox::describe);
        return sandbox;
    }

    /** The student's test run, told to read the hidden jar and {@code copy}. */
    private TestRun steal(Sandbox sandbox, Path copy) throws IOException {
        Files.writeString(studentTestClasses.resolve("steal.txt"), hiddenJar + "\n" + copy + "\n");
        List<Path> classpath = trusted(studentTestClasses);
        classpath.add(studentClasses);
        TestRun project = launcher(sandbox).runProjectTests(classpath, List.of(studentTestClasses), temporary);
        System.out.println(project.outcome() + ": " + project.tests());
        return project;
    }

    private TestLauncher launcher(Sandbox sandbox) {
        return new TestLauncher(sandbox, ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(20), Duration.ofSeconds(120), work);
    }

    /** The grader's classes, the JUnit jars, then {@code entry}. */
    private List<Path> trusted(Path entry) {
        List<Path> classpath = new ArrayList<>();
        classpath.add(ForkTestSupport.graderClasses());
        classpath.addAll(junit);
        classpath.add(entry);
        return classpath;
    }

    private List<Path> runDirectories() throws IOException {
        try (Stream<Path> runs = Files.list(work)) {
            return runs.filter(path -> path.getFileName().toString().startsWith("tests-")).toList();
        }
    }

    /** The one copy the instructor's run made. */
    private Path onlyCopy() throws IOException {
        List<Path> copies = new ArrayList<>();
        for (Path run : runDirectories()) {
            Path directory = run.resolve("instructor-classpath");
            if (Files.isDirectory(directory)) {
                try (Stream<Path> files = Files.list(directory)) {
                    files.forEach(copies::add);
                }
            }
        }
        assertEquals(1, copies.size(), copies::toString);
        return copies.get(0);
    }

    private static Map<String, Status> statuses(TestRun run) {
        Map<String, Status> statuses = new TreeMap<>();
        run.tests().forEach(test -> statuses.put(test.name(), test.status()));
        return statuses;
    }
}
