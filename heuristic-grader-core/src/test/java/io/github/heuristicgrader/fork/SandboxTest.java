package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static io.github.heuristicgrader.fork.ForkTestSupport.assertNoProcessLeft;
import static io.github.heuristicgrader.fork.ForkTestSupport.attackResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fixtures.AttackingHeuristic;
import io.github.heuristicgrader.fixtures.NeverReturningHeuristic;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Student code attacking the grader from a sandboxed worker, one attack per test, each failing. The attacks are
 * {@link AttackingHeuristic}'s, told what to do by an {@code attack.txt} beside it on the student class path.
 * Where the machine has no sandbox these tests are skipped, except on CI ({@code CI=true}), which must have one.
 */
class SandboxTest {

    private static Sandbox sandbox;

    @TempDir
    Path temporary;

    private Path students;
    private Path work;
    private final List<Path> detours = new ArrayList<>();

    @BeforeAll
    static void detect() {
        sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), System.getenv("PATH"));
        System.out.println(sandbox.describe());
        if (!"true".equals(System.getenv("CI"))) {
            assumeTrue(sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP, sandbox::describe);
        }
        assertEquals(Sandbox.Isolation.BUBBLEWRAP, sandbox.isolation(), sandbox::describe);
    }

    @BeforeEach
    void copyTheAttacker() throws IOException {
        students = Files.createDirectories(temporary.resolve("student-classes"));
        ForkTestSupport.copyClasses(students, AttackingHeuristic.class, NeverReturningHeuristic.class);
        work = temporary.resolve("grade").resolve("work");
    }

    @AfterEach
    void leavesNoProcessBehind() throws InterruptedException {
        assertNoProcessLeft();
    }

    private Evaluation attack(Sandbox where, String... attacks) throws IOException {
        return ForkTestSupport.attack(where, List.of(ForkTestSupport.graderClasses()), work, students, attacks);
    }

    private Path forkDirectory() throws IOException {
        return ForkTestSupport.onlyForkDirectory(work);
    }

    @Test
    void writesNowhereButInItsOwnDirectory() throws IOException {
        Files.createDirectories(work);
        Path report = temporary.resolve("grade").resolve("grade.json");
        Files.writeString(report, "the grader's");
        Path besideTheForks = work.resolve("results.json");
        Path inItsClassPath = students.resolve("forged.txt");
        Path graderClasses = ForkTestSupport.graderClasses().resolve("forged.txt");

        Evaluation evaluation = attack(sandbox, "write " + report, "write " + besideTheForks,
                "write " + inItsClassPath, "write " + graderClasses, "write own.txt");

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals("the grader's", Files.readString(report));
        assertFalse(Files.exists(besideTheForks), "written beside the forks' directories");
        assertFalse(Files.exists(inItsClassPath), "written into its class path");
        assertFalse(Files.exists(graderClasses), "written into the grader's classes");
        assertTrue(attackResult(evaluation, "write " + graderClasses).startsWith("refused"), evaluation::outputTail);
        assertEquals("written", attackResult(evaluation, "write own.txt"), "its own directory stays writable");
        assertEquals("forged", Files.readString(forkDirectory().resolve("own.txt")));
    }

    @Test
    void readsNeitherTheLocalRepositoryNorTheGradersWorkDirectory() throws IOException {
        Files.createDirectories(work);
        Files.writeString(work.resolve("secret.txt"), "exact distances");
        Path repository = Path.of(System.getProperty("user.home"), ".m2", "repository");
        assumeTrue(Files.isDirectory(repository), "no local Maven repository to hide");

        Evaluation evaluation = attack(sandbox, "read " + repository, "read " + work.resolve("secret.txt"),
                "read " + work, "read " + temporary);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(attackResult(evaluation, "read " + repository).startsWith("refused"), evaluation::outputTail);
        assertTrue(attackResult(evaluation, "read " + work.resolve("secret.txt")).startsWith("refused"),
                evaluation::outputTail);
        String forks = attackResult(evaluation, "read " + work);
        assertEquals("entries " + forkDirectory().getFileName(), forks, "sees its own directory alone");
        assertFalse(evaluation.outputTail().contains("exact distances"));
    }

    @Test
    void opensNoNetworkConnection() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String connect = "connect 127.0.0.1 " + server.getLocalPort();

            Evaluation evaluation = attack(sandbox, connect);

            assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
            assertTrue(attackResult(evaluation, connect).startsWith("refused"), evaluation::outputTail);
            server.setSoTimeout(200);
            assertThrows(SocketTimeoutException.class, server::accept, "the sandbox let a connection through");
        }
    }

    @Test
    void connectsWithoutTheSandboxSoTheNetworkTestCanFail() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String connect = "connect 127.0.0.1 " + server.getLocalPort();

            Evaluation evaluation = attack(Sandbox.off(), connect);

            assertEquals("connected", attackResult(evaluation, connect), evaluation::outputTail);
            server.setSoTimeout(5000);
            server.accept().close();
        }
    }

    @Test
    void cannotSignalItsParentNorTheGrader() throws IOException, InterruptedException {
        Process victim = new ProcessBuilder("sleep", "60").start();
        try {
            String killGrader = "kill " + ProcessHandle.current().pid();
            String killVictim = "kill " + victim.pid();

            Evaluation evaluation = attack(sandbox, "kill-ancestors", killVictim, killGrader);

            assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
            assertTrue(evaluation.outputTail().contains(AttackingHeuristic.FINISHED), evaluation::outputTail);
            assertTrue(victim.isAlive(), "the sandboxed worker killed a process of the grader");
        } finally {
            victim.destroyForcibly().waitFor();
        }
    }

    @Test
    void leavesNoDetachedProcessAndNoMarkerBehind() throws IOException, InterruptedException {
        Path marker = temporary.resolve("marker");
        String ownMarker = "own-marker";

        Evaluation evaluation = attack(sandbox, "detach " + marker, "detach " + ownMarker);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals("started", attackResult(evaluation, "detach " + ownMarker), evaluation::outputTail);
        List<String> detached = ProcessHandle.allProcesses()
                .filter(process -> process.info().commandLine().orElse("").contains("sleep 3; touch"))
                .map(process -> process.pid() + " " + process.info().commandLine().orElse("")).toList();
        assertEquals(List.of(), detached, "detached processes outlived the fork");
        Thread.sleep(4000);
        assertFalse(Files.exists(marker));
        assertFalse(Files.exists(forkDirectory().resolve(ownMarker)), "a detached process ran on after the fork");
    }

    @Test
    void stopsANativeMemoryHogAtTheMemoryLimitAndSaysSo() throws IOException {
        assumeTrue(sandbox.enforced().contains(Sandbox.MEMORY_LIMIT), sandbox::describe);

        Evaluation evaluation = attack(sandbox, "native-hog");

        assertEquals(Status.MEMORY_LIMIT, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(AttackingHeuristic.class.getName() + " went over the memory limit (heap and native memory"
                + " together) and was killed", evaluation.message(SMALL));
    }

    private TestRun runTests(String className, String source) throws IOException {
        Path project = Files.createDirectories(temporary.resolve("project"));
        Path classes = TestFixtures.compile(project.resolve("test-classes"), Map.of(className, source));
        List<Path> classpath = new ArrayList<>();
        classpath.add(ForkTestSupport.graderClasses());
        classpath.addAll(TestFixtures.junitJars());
        classpath.add(classes);
        TestLauncher launcher = new TestLauncher(sandbox, ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(30), Duration.ofSeconds(120), work);
        TestRun run = launcher.runProjectTests(classpath, List.of(classes), project);
        System.out.println(run.outcome() + ": " + run.message() + "\n" + run.outputTail());
        return run;
    }

    @Test
    void aTestCanNeitherWriteIntoTheProjectNorReachTheNetwork() throws IOException {
        TestRun run = runTests("sample.EscapeTest", """
                package sample;

                import java.net.InetSocketAddress;
                import java.net.Socket;
                import java.nio.file.Files;
                import java.nio.file.Path;
                import org.junit.jupiter.api.Test;

                class EscapeTest {
                    @Test void writesIntoTheProject() throws Exception {
                        Files.writeString(Path.of("forged.txt"), "forged");
                    }
                    @Test void readsTheProject() throws Exception {
                        Files.list(Path.of(".")).forEach(System.out::println);
                    }
                    @Test void connects() throws Exception {
                        try (Socket socket = new Socket()) {
                            socket.connect(new InetSocketAddress("127.0.0.1", 9), 2000);
                        }
                    }
                }
                """);

        assertEquals(TestRun.Outcome.COMPLETED, run.outcome(), run::message);
        Map<String, TestRun.Status> statuses = new TreeMap<>();
        run.tests().forEach(test -> statuses.put(test.methodName(), test.status()));
        assertEquals(Map.of("writesIntoTheProject", TestRun.Status.FAILED, "readsTheProject",
                TestRun.Status.SUCCESSFUL, "connects", TestRun.Status.FAILED), statuses);
        assertFalse(Files.exists(temporary.resolve("project").resolve("forged.txt")));
    }

    @Test
    void stopsATestHoggingNativeMemoryAtTheMemoryLimitAndSaysSo() throws IOException {
        assumeTrue(sandbox.enforced().contains(Sandbox.MEMORY_LIMIT), sandbox::describe);

        TestRun run = runTests("sample.HogTest", """
                package sample;

                import java.lang.reflect.Field;
                import org.junit.jupiter.api.Test;
                import sun.misc.Unsafe;

                class HogTest {
                    @Test void hogs() throws Exception {
                        Field field = Unsafe.class.getDeclaredField("theUnsafe");
                        field.setAccessible(true);
                        Unsafe unsafe = (Unsafe) field.get(null);
                        while (true) {
                            long address = unsafe.allocateMemory(16 << 20);
                            unsafe.setMemory(address, 16 << 20, (byte) 1);
                        }
                    }
                }
                """);

        assertEquals(TestRun.Outcome.MEMORY_LIMIT, run.outcome(), run::message);
        assertEquals("the test JVM went over the memory limit of " + (ForkTestSupport.HEAP_MEGABYTES + 256)
                + " MiB (heap and native memory together) and was killed during sample.HogTest#hogs", run.message());
    }

    /**
     * {@code path} as a user may name it, through a directory that exists here but is not mounted in the sandbox:
     * {@code …/detour-name/../name}.
     */
    private Path throughDotDot(Path path) throws IOException {
        Path detour = Files.createDirectories(path.toAbsolutePath().getParent().resolve("detour-"
                + path.getFileName()));
        detours.add(detour);
        return detour.resolve("..").resolve(path.getFileName());
    }

    @AfterEach
    void removeTheDetours() throws IOException {
        for (Path detour : detours) {
            Files.deleteIfExists(detour);
        }
    }

    @Test
    void evaluatesAHeuristicWhosePathsGoThroughDotDot() throws IOException {
        Files.writeString(students.resolve("attack.txt"), "write own.txt\n");
        WorkerLauncher launcher = new WorkerLauncher(sandbox, ForkTestSupport.java(),
                List.of(throughDotDot(ForkTestSupport.graderClasses())), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(60), throughDotDot(temporary.resolve("grade")).resolve("work"));

        Evaluation evaluation = launcher.evaluate(AttackingHeuristic.class.getName(),
                List.of(throughDotDot(students)), SMALL);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals("written", attackResult(evaluation, "write own.txt"), evaluation::outputTail);
    }

    @Test
    void runsTestsWhosePathsGoThroughDotDot() throws IOException {
        Path project = Files.createDirectories(temporary.resolve("project"));
        String source = """
                package sample;

                import org.junit.jupiter.api.Test;

                class %sTest {
                    @Test void passes() {
                    }
                }
                """;
        Path classes = throughDotDot(TestFixtures.compile(project.resolve("test-classes"),
                Map.of("sample.OwnTest", source.formatted("Own"))));
        Path hiddenJar = throughDotDot(TestFixtures.jar(TestFixtures.compile(temporary.resolve("hidden"),
                Map.of("sample.HiddenTest", source.formatted("Hidden"))), temporary.resolve("hidden-tests.jar")));
        List<Path> trusted = new ArrayList<>();
        trusted.add(throughDotDot(ForkTestSupport.graderClasses()));
        trusted.addAll(TestFixtures.junitJars());
        TestLauncher launcher = new TestLauncher(sandbox, ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(30), Duration.ofSeconds(120), throughDotDot(temporary.resolve("grade"))
                .resolve("work"));
        List<Path> projectClasspath = new ArrayList<>(trusted);
        projectClasspath.add(classes);
        List<Path> instructorClasspath = new ArrayList<>(trusted);
        instructorClasspath.add(hiddenJar);

        TestRun own = launcher.runProjectTests(projectClasspath, List.of(classes), throughDotDot(project));
        TestRun hidden = launcher.runInstructorTests(instructorClasspath, List.of(), List.of(hiddenJar),
                throughDotDot(project));

        assertEquals(TestRun.Outcome.COMPLETED, own.outcome(), own::message);
        assertEquals(List.of("sample.OwnTest#passes SUCCESSFUL"), own.tests().stream()
                .map(test -> test.name() + " " + test.status()).toList());
        assertEquals(TestRun.Outcome.COMPLETED, hidden.outcome(), hidden::message);
        assertEquals(List.of("sample.HiddenTest#passes SUCCESSFUL"), hidden.tests().stream()
                .map(test -> test.name() + " " + test.status()).toList());
    }
}
