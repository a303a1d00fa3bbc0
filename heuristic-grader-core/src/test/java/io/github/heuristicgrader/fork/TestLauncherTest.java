package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.ExitCode;
import io.github.heuristicgrader.worker.TestRunnerMain;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fixtures.TinyDisk;
import io.github.heuristicgrader.fork.TestRun.Outcome;
import io.github.heuristicgrader.fork.TestRun.Status;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

/** Real JUnit tests run in a real forked JVM: outcomes, and every way a test can end the run. */
class TestLauncherTest {

    private static final String MIXED = """
            package sample;

            import static org.junit.jupiter.api.Assertions.assertEquals;
            import static org.junit.jupiter.api.Assumptions.assumeTrue;

            import org.junit.jupiter.api.Disabled;
            import org.junit.jupiter.api.RepeatedTest;
            import org.junit.jupiter.api.Tag;
            import org.junit.jupiter.api.Test;

            class MixedTest {
                @Test void passes() { System.out.println("printed by passes"); }
                @Test void fails() { assertEquals(2, 1 + 2, "sum"); }
                @Test @Disabled("not yet") void isDisabled() { }
                @Test void aborts() { assumeTrue(false, "not here"); }
                @Test @Tag("exam") @Tag("fast") void isTagged() { }
                @RepeatedTest(3) void repeats() { }
                @Test void sleeps() throws InterruptedException { Thread.sleep(60_000); }
            }
            """;

    private static final String EXITING = """
            package sample;

            import org.junit.jupiter.api.MethodOrderer;
            import org.junit.jupiter.api.Order;
            import org.junit.jupiter.api.Test;
            import org.junit.jupiter.api.TestMethodOrder;

            @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
            class ExitingTest {
                @Test @Order(1) void first() { }
                @Test @Order(2) void exits() { System.out.println("about to quit"); System.exit(3); }
                @Test @Order(3) void third() { }
            }
            """;

    private static final String SPINNING = """
            package sample;

            import org.junit.jupiter.api.MethodOrderer;
            import org.junit.jupiter.api.Order;
            import org.junit.jupiter.api.Test;
            import org.junit.jupiter.api.TestMethodOrder;

            @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
            class SpinningTest {
                static volatile long spins;
                @Test @Order(1) void first() { }
                @Test @Order(2) void spins() { while (true) { spins++; } }
                @Test @Order(3) void third() { }
            }
            """;

    private static final String BROKEN_SETUP = """
            package sample;

            import org.junit.jupiter.api.BeforeAll;
            import org.junit.jupiter.api.Test;

            class BrokenSetupTest {
                @BeforeAll static void setUp() { throw new IllegalStateException("no database"); }
                @Test void one() { }
                @Test void two() { }
            }
            """;

    private static final String HIDDEN = """
            package hidden;

            import org.junit.jupiter.api.Test;

            class HiddenTest {
                @Test void checksTheStudent() { }
            }
            """;

    /** Hidden tests that load the student's class, which does not deserve to pass them. */
    private static final String HIDDEN_LOADING_THE_STUDENT = """
            package hidden;

            import static org.junit.jupiter.api.Assertions.fail;

            import org.junit.jupiter.api.MethodOrderer;
            import org.junit.jupiter.api.Order;
            import org.junit.jupiter.api.Test;
            import org.junit.jupiter.api.TestMethodOrder;

            @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
            class HiddenTest {
                @Test @Order(1) void loadsTheStudentsClass() throws Exception {
                    Class.forName("student.Forger");
                    fail("the student's answer is wrong");
                }
                @Test @Order(2) void checksMore() { fail("wrong again"); }
            }
            """;

    /**
     * A student's class that, loaded by a hidden test, tries every way from inside the instructor's JVM to the
     * runner's results, says how each went on stdout, then halts with 0 as a finished run would.
     */
    private static final String FORGER = """
            package student;

            import java.io.FileOutputStream;
            import java.lang.reflect.Field;
            import java.net.StandardProtocolFamily;
            import java.net.UnixDomainSocketAddress;
            import java.nio.ByteBuffer;
            import java.nio.channels.SocketChannel;
            import java.nio.charset.StandardCharsets;
            import java.nio.file.DirectoryStream;
            import java.nio.file.Files;
            import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
            import java.nio.file.StandardOpenOption;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.concurrent.Callable;

            public class Forger {
                static {
                    String command = System.getProperty("sun.java.command", "");
                    List<String> words = List.of(command.split(" "));
                    String forged = forgedJournal();
                    byte[] bytes = forged.getBytes(StandardCharsets.UTF_8);
                    attack("journal", () -> {
                        int at = words.indexOf("--results");
                        Path socket = Path.of(words.get(at + 1));
                        Path link = Path.of("/tmp", "forger-" + System.nanoTime());
                        Files.createSymbolicLink(link, socket.getParent());
                        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                            channel.connect(UnixDomainSocketAddress.of(link.resolve(socket.getFileName())));
                            channel.write(ByteBuffer.wrap(bytes));
                        } finally {
                            Files.delete(link);
                        }
                        return "sent";
                    });
                    attack("journal file", () -> {
                        Path socket = Path.of(words.get(words.indexOf("--results") + 1));
                        Files.writeString(socket.resolveSibling("journal.txt"), forged);
                        return "written, read by no one";
                    });
                    attack("proc fd", () -> {
                        List<String> opened = new ArrayList<>();
                        try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
                            for (Path fd : fds) {
                                String target = String.valueOf(Files.readSymbolicLink(fd));
                                if (target.startsWith("socket:")) {
                                    try (FileOutputStream out = new FileOutputStream(fd.toFile())) {
                                        out.write(bytes);
                                        opened.add(target);
                                    }
                                }
                            }
                        }
                        return opened.isEmpty() ? "no socket" : "wrote to " + opened;
                    });
                    attack("stdout", () -> {
                        System.out.print(forged);
                        return "printed";
                    });
                    attack("reflection", () -> {
                        List<Class<?>> classes = new ArrayList<>();
                        StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                                .forEach(frame -> classes.add(frame.getDeclaringClass()));
                        Class<?> runner = classes.stream().filter(type -> type.getName().contains(".runner."))
                                .findFirst().orElseThrow();
                        Class<?> channel = runner.getClassLoader().loadClass(runner.getPackageName()
                                + ".ResultChannel");
                        for (Class<?> type : List.of(runner, channel)) {
                            for (Field field : type.getDeclaredFields()) {
                                field.setAccessible(true);
                            }
                        }
                        return "opened " + runner.getName() + " and " + channel.getName();
                    });
                    attack("unsafe", () -> {
                        Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
                        theUnsafe.setAccessible(true);
                        return "got " + theUnsafe.get(null);
                    });
                    attack("attach", () -> Class.forName("com.sun.tools.attach.VirtualMachine").getName());
                    attack("native", () -> {
                        System.load("/nonexistent/libforger.so");
                        return "loaded";
                    });
                    attack("process", () -> "started " + new ProcessBuilder("true").start().pid());
                    Runtime.getRuntime().halt(0);
                }

                private static String forgedJournal() {
                    StringBuilder journal = new StringBuilder();
                    for (String method : List.of("loadsTheStudentsClass", "checksMore")) {
                        String id = "[engine:junit-jupiter]/[class:hidden.HiddenTest]/[method:" + method + "()]";
                        journal.append("START\\t").append(id).append("\\nEND\\t").append(id)
                                .append("\\tSUCCESSFUL\\t1\\t\\n");
                    }
                    return journal.append("DONE\\n").toString();
                }

                private static void attack(String name, Callable<String> attack) {
                    String outcome;
                    try {
                        outcome = "succeeded: " + attack.call();
                    } catch (Throwable refused) {
                        outcome = "refused: " + refused;
                    }
                    System.out.println("attack " + name + " " + outcome);
                }
            }
            """;

    /** A test that passes only in a JVM whose JIT stops at C1 and whose heap is what the launcher was given. */
    private static final String JIT_PROBE = """
            package sample;

            import static org.junit.jupiter.api.Assertions.assertEquals;
            import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

            import java.lang.management.ManagementFactory;
            import org.junit.jupiter.api.Test;

            class JitTest {
                @Test void runsOnC1Alone() {
                    assertTrue(ManagementFactory.getRuntimeMXBean().getInputArguments()
                            .contains("-XX:TieredStopAtLevel=1"));
                    assertTrue(ManagementFactory.getRuntimeMXBean().getInputArguments()
                            .contains("-XX:Tier3InvocationThreshold=2000"));
                    assertEquals(128L << 20, Runtime.getRuntime().maxMemory(), 8L << 20);
                }
            }
            """;

    @TempDir
    Path directory;

    @Test
    void theTestJvmCompilesWithC1AloneWithinTheHeapGiven() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("jit"), Map.of("sample.JitTest", JIT_PROBE));

        TestRun run = launcher(Duration.ofSeconds(10)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.COMPLETED, run.outcome(), run.message() + "\n" + run.outputTail());
        assertEquals(Status.SUCCESSFUL, byName(run).get("sample.JitTest#runsOnC1Alone").status(),
                byName(run).get("sample.JitTest#runsOnC1Alone").failure());
    }

    @Test
    void recordsEachTestsOutcomeTimeAndTags() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("mixed"), Map.of("sample.MixedTest", MIXED));

        TestRun run = launcher(Duration.ofSeconds(1)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.COMPLETED, run.outcome(), run.message() + "\n" + run.outputTail());
        assertNull(run.message());
        assertEquals("1.13.4", run.platformVersion());
        Map<String, TestRun.Test> tests = byName(run);
        assertEquals(Status.SUCCESSFUL, tests.get("sample.MixedTest#passes").status());
        assertNotNull(tests.get("sample.MixedTest#passes").duration());
        TestRun.Test fails = tests.get("sample.MixedTest#fails");
        assertEquals(Status.FAILED, fails.status());
        assertTrue(fails.failure().startsWith("org.opentest4j.AssertionFailedError: sum ==> expected: <2> but was:"
                + " <3>\n\tat sample.MixedTest.fails(MixedTest.java:"), fails.failure());
        assertFalse(fails.failure().contains("org.junit."), fails.failure());
        assertEquals(Status.SKIPPED, tests.get("sample.MixedTest#isDisabled").status());
        assertEquals("not yet", tests.get("sample.MixedTest#isDisabled").failure());
        assertEquals(Status.ABORTED, tests.get("sample.MixedTest#aborts").status());
        assertEquals(List.of("exam", "fast"), tests.get("sample.MixedTest#isTagged").tags());
        assertEquals(3, run.tests().stream().filter(test -> "repeats".equals(test.methodName())).count());
        TestRun.Test sleeps = tests.get("sample.MixedTest#sleeps");
        assertEquals(Status.FAILED, sleeps.status());
        assertTrue(sleeps.failure().contains("timed out after 1000 milliseconds"), sleeps.failure());
        assertTrue(run.tests().stream().noneMatch(TestRun.Test::instructor));
    }

    @Test
    void aStudentsClassInTheInstructorsJvmCannotForgeItsResults() throws IOException, InterruptedException {
        assertForgeryFails(Sandbox.off());
    }

    /**
     * The same in bubblewrap and as a user of the fork's own, where the socket must still be the runner's to reach.
     * Skipped where the machine has neither, except on CI ({@code CI=true}), which must have both.
     */
    @ParameterizedTest
    @EnumSource(value = Sandbox.Mode.class, names = {"REQUIRED", "USER"})
    void aStudentsClassCannotForgeItsResultsInASandboxEither(Sandbox.Mode mode) throws IOException,
            InterruptedException {
        Sandbox sandbox = Sandbox.detect(mode, ForkTestSupport.java(), System.getenv("PATH"));
        Sandbox.Isolation expected = mode == Sandbox.Mode.USER ? Sandbox.Isolation.USER : Sandbox.Isolation.BUBBLEWRAP;
        if (!"true".equals(System.getenv("CI"))) {
            assumeTrue(sandbox.isolation() == expected, sandbox::describe);
        }
        assertEquals(expected, sandbox.isolation(), sandbox.describe());
        assertForgeryFails(sandbox);
    }

    private void assertForgeryFails(Sandbox sandbox) throws IOException, InterruptedException {
        Path hidden = TestFixtures.jar(TestFixtures.compile(directory.resolve("hidden"),
                Map.of("hidden.HiddenTest", HIDDEN_LOADING_THE_STUDENT)), directory.resolve("hidden-tests.jar"));
        Path student = TestFixtures.compile(directory.resolve("student"), Map.of("student.Forger", FORGER));
        // Every user may read them, as a fork's own user must.
        for (Path path : List.of(directory, hidden, student, student.resolve("student"),
                student.resolve("student/Forger.class"))) {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(Files.isDirectory(path) ? "rwxr-xr-x"
                    : "rw-r--r--"));
        }
        TestLauncher launcher = new TestLauncher(sandbox, ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(20), Duration.ofSeconds(120), directory.resolve("work"));

        TestRun run = launcher.runInstructorTests(classpath(hidden), List.of(student), List.of(hidden), directory);

        String output = run.outputTail();
        // Exit code 0 without DONE is no finished run: the grader's own code for one it never wrote.
        assertEquals(Outcome.CRASHED, run.outcome(), run.message() + "\n" + output);
        assertEquals(0, run.exitCode());
        Map<String, TestRun.Test> tests = byName(run);
        assertEquals(Status.CRASHED, tests.get("hidden.HiddenTest#loadsTheStudentsClass").status());
        assertEquals(Status.NOT_RUN, tests.get("hidden.HiddenTest#checksMore").status());
        assertTrue(output.contains("attack journal refused: java.net.SocketException: No such file or directory"),
                output);
        assertTrue(output.contains("attack journal file succeeded: written, read by no one"), output);
        assertTrue(output.contains("attack proc fd refused: java.io.FileNotFoundException: /proc/self/fd/"), output);
        assertTrue(output.contains("(No such device or address)"), output);
        assertTrue(output.contains("attack stdout succeeded: printed"), output);
        assertTrue(output.contains("attack reflection refused: java.lang.reflect.InaccessibleObjectException: Unable to"
                + " make field"), output);
        assertTrue(output.contains("does not \"opens io.github.heuristicgrader.worker.runner\" to unnamed module"),
                output);
        assertTrue(output.contains("attack unsafe refused: java.lang.ClassNotFoundException: sun.misc.Unsafe"),
                output);
        assertTrue(output.contains("attack attach refused: java.lang.ClassNotFoundException:"
                + " com.sun.tools.attach.VirtualMachine"), output);
        String nativeRefusal = Runtime.version().feature() >= ClosedJvmOptions.DENIES_NATIVE_ACCESS_FROM
                ? "attack native refused: java.lang.IllegalCallerException"
                : "attack native refused: java.lang.UnsatisfiedLinkError: Can't load library: /nonexistent/libforger.so";
        assertTrue(output.contains(nativeRefusal), output);
        assertTrue(output.contains("attack process refused: java.lang.NoClassDefFoundError: Could not initialize class"
                + " java.lang.ProcessImpl"), output);
        ForkTestSupport.assertNoProcessLeft();
    }

    @Test
    void theStudentsOwnTestJvmKeepsUnsafeAndAttachForItsMocks() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("probe"), Map.of("sample.ProbeTest", """
                package sample;

                import org.junit.jupiter.api.Test;

                class ProbeTest {
                    @Test void findsUnsafe() throws Exception { Class.forName("sun.misc.Unsafe"); }
                    @Test void findsTheAttachApi() throws Exception {
                        Class.forName("com.sun.tools.attach.VirtualMachine");
                    }
                }
                """));

        TestRun run = launcher(Duration.ofSeconds(10)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.COMPLETED, run.outcome(), run.message());
        assertTrue(run.tests().stream().allMatch(test -> test.status() == Status.SUCCESSFUL), run.tests()::toString);
    }

    /** A test that halts with the runner's code for a full disk, having filled its directory first when told to. */
    private static final String DISK_FULL_PRETENDING = """
            package sample;

            import java.io.IOException;
            import java.io.OutputStream;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import org.junit.jupiter.api.Test;

            class DiskFullTest {
                @Test void haltsWithTheCodeForAFullDisk() {
                    if (FILL) {
                        String command = System.getProperty("sun.java.command");
                        Path socket = Path.of(command.split(" --results ")[1].split(" ")[0]);
                        try (OutputStream out = Files.newOutputStream(socket.resolveSibling("filler"))) {
                            while (true) {
                                out.write(new byte[4096]);
                            }
                        } catch (IOException full) {
                            // the disk is full
                        }
                    }
                    Runtime.getRuntime().halt(74);
                }
            }
            """;

    @Test
    void aTestThatHaltsWithTheCodeForAFullDiskCrashesOnItsOwn() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("disk"), Map.of("sample.DiskFullTest",
                DISK_FULL_PRETENDING.replace("FILL", "false")));

        TestRun run = launcher(Duration.ofSeconds(10)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.CRASHED, run.outcome(), run.message());
        assertEquals(ExitCode.CANNOT_WRITE_RESULT.code(), run.exitCode());
        assertEquals(Status.CRASHED, byName(run).get("sample.DiskFullTest#haltsWithTheCodeForAFullDisk").status());
    }

    @Test
    void aFullDiskUnderTheTestRunnerIsTheGradersProblemAsForAWorker() throws Exception {
        Path classes = TestFixtures.compile(directory.resolve("disk"), Map.of("sample.DiskFullTest",
                DISK_FULL_PRETENDING.replace("FILL", "true")));
        Path disk = directory.resolve("tiny-disk");
        try (TinyDisk tiny = TinyDisk.mount(disk, 512)) {
            TestLauncher onTinyDisk = new TestLauncher(ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                    Duration.ofSeconds(10), Duration.ofSeconds(120), disk.resolve("work"));

            WorkDirectoryException thrown = assertThrows(WorkDirectoryException.class,
                    () -> onTinyDisk.runProjectTests(classpath(classes), List.of(classes), directory));

            assertTrue(thrown.getMessage().matches("the test runner cannot write in " + Pattern.quote(disk.toString())
                    + "/work/tests-\\d+: No space left on device"), thrown.getMessage());
        }
    }

    @Test
    void aTestThatExitsCrashesTheRestAreNotRun() throws IOException, InterruptedException {
        Path classes = TestFixtures.compile(directory.resolve("exiting"), Map.of("sample.ExitingTest", EXITING));

        TestRun run = launcher(Duration.ofSeconds(10)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.EXITED, run.outcome());
        assertEquals(3, run.exitCode());
        assertEquals("the test JVM ended with exit code 3 (System.exit or Runtime.halt) during"
                + " sample.ExitingTest#exits", run.message());
        Map<String, TestRun.Test> tests = byName(run);
        assertEquals(Status.SUCCESSFUL, tests.get("sample.ExitingTest#first").status());
        assertEquals(Status.CRASHED, tests.get("sample.ExitingTest#exits").status());
        assertEquals(run.message(), tests.get("sample.ExitingTest#exits").failure());
        assertEquals(Status.NOT_RUN, tests.get("sample.ExitingTest#third").status());
        assertTrue(run.outputTail().contains("about to quit"), run.outputTail());
        ForkTestSupport.assertNoProcessLeft();
    }

    @Test
    void aTestThatSpinsPastTheTimeoutTimesOutTheRestAreNotRun() throws IOException, InterruptedException {
        Path classes = TestFixtures.compile(directory.resolve("spinning"), Map.of("sample.SpinningTest", SPINNING));

        TestRun run = launcher(Duration.ofSeconds(1)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.TIMED_OUT, run.outcome());
        assertTrue(run.message().contains("nothing ended within the test timeout of 1.0 s during"
                + " sample.SpinningTest#spins"), run.message());
        Map<String, TestRun.Test> tests = byName(run);
        assertEquals(Status.SUCCESSFUL, tests.get("sample.SpinningTest#first").status());
        assertEquals(Status.TIMED_OUT, tests.get("sample.SpinningTest#spins").status());
        assertEquals(Status.NOT_RUN, tests.get("sample.SpinningTest#third").status());
        assertTrue(run.elapsed().compareTo(Duration.ofSeconds(20)) < 0, run.elapsed().toString());
        ForkTestSupport.assertNoProcessLeft();
    }

    @Test
    void theRunIsStoppedAtItsOwnLimit() throws IOException, InterruptedException {
        Path classes = TestFixtures.compile(directory.resolve("spinning"), Map.of("sample.SpinningTest", SPINNING));
        TestLauncher launcher = new TestLauncher(ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(60), Duration.ofSeconds(3), directory.resolve("work"));

        TestRun run = launcher.runProjectTests(classpath(classes), List.of(classes), directory);

        assertEquals(Outcome.TIMED_OUT, run.outcome());
        assertEquals(Status.TIMED_OUT, byName(run).get("sample.SpinningTest#spins").status());
        ForkTestSupport.assertNoProcessLeft();
    }

    @Test
    void aFailingClassSetupFailsItsTests() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("broken"), Map.of("sample.BrokenSetupTest",
                BROKEN_SETUP));

        TestRun run = launcher(Duration.ofSeconds(10)).runProjectTests(classpath(classes), List.of(classes),
                directory);

        assertEquals(Outcome.COMPLETED, run.outcome());
        for (String name : List.of("sample.BrokenSetupTest#one", "sample.BrokenSetupTest#two")) {
            TestRun.Test test = byName(run).get(name);
            assertEquals(Status.FAILED, test.status(), name);
            assertTrue(test.failure().startsWith("BrokenSetupTest failed outside its tests:"
                    + " java.lang.IllegalStateException: no database"), test.failure());
        }
        assertEquals(List.of("BrokenSetupTest: java.lang.IllegalStateException: no database"),
                run.containerFailures());
    }

    @Test
    void runsAnInstructorsJarInAJvmOfItsOwnAndMarksItsTests() throws IOException {
        Path hidden = TestFixtures.jar(TestFixtures.compile(directory.resolve("hidden"),
                Map.of("hidden.HiddenTest", HIDDEN)), directory.resolve("hidden-tests.jar"));
        List<Path> classpath = new ArrayList<>(classpath(hidden));

        TestRun run = launcher(Duration.ofSeconds(10)).runInstructorTests(classpath, List.of(), List.of(hidden),
                directory);

        assertEquals(Outcome.COMPLETED, run.outcome());
        Map<String, TestRun.Test> tests = byName(run);
        assertEquals(List.of("hidden.HiddenTest#checksTheStudent"), List.copyOf(tests.keySet()));
        assertTrue(tests.get("hidden.HiddenTest#checksTheStudent").instructor());
        assertEquals(Status.SUCCESSFUL, tests.get("hidden.HiddenTest#checksTheStudent").status());
    }

    @Test
    void aClasspathWithoutTheLauncherIsACrashNamingTheMissingClass() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("mixed"), Map.of("sample.MixedTest", MIXED));
        List<Path> withoutLauncher = new ArrayList<>(ForkTestSupport.workerClasspath());
        withoutLauncher.add(classes);

        TestRun run = launcher(Duration.ofSeconds(10)).runProjectTests(withoutLauncher, List.of(classes),
                directory);

        assertEquals(Outcome.CRASHED, run.outcome());
        assertTrue(run.message().startsWith("the test runner failed: java.lang.NoClassDefFoundError:"
                + " org/junit/platform/launcher/"), run.message());
        assertEquals(List.of(), run.tests());
    }

    @Test
    void aClasspathWithoutTheRunnerIsASetupError() throws IOException {
        Path classes = TestFixtures.compile(directory.resolve("mixed"), Map.of("sample.MixedTest", MIXED));
        List<Path> withoutGrader = new ArrayList<>(TestFixtures.junitJars());
        withoutGrader.add(classes);

        IOException error = assertThrows(IOException.class, () -> launcher(Duration.ofSeconds(10))
                .runProjectTests(withoutGrader, List.of(classes), directory));

        assertTrue(error.getMessage().startsWith("the test JVM exited with code 1 before running the tests"),
                error.getMessage());
        assertTrue(error.getMessage().contains(TestRunnerMain.class.getName()), error.getMessage());
    }

    private TestLauncher launcher(Duration testTimeout) {
        return new TestLauncher(ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES, testTimeout,
                Duration.ofSeconds(120), directory.resolve("work"));
    }

    /** The grader's classes, the JUnit jars, the fixtures. */
    private static List<Path> classpath(Path classes) {
        List<Path> classpath = new ArrayList<>();
        classpath.addAll(ForkTestSupport.workerClasspath());
        classpath.addAll(TestFixtures.junitJars());
        classpath.add(classes);
        return classpath;
    }

    private static Map<String, TestRun.Test> byName(TestRun run) {
        Map<String, TestRun.Test> tests = new LinkedHashMap<>();
        run.tests().forEach(test -> tests.putIfAbsent(test.name(), test));
        return tests;
    }
}
