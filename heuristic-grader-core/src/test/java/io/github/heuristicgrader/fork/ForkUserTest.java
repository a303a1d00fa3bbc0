package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static io.github.heuristicgrader.fork.ForkTestSupport.assertNoProcessLeft;
import static io.github.heuristicgrader.fork.ForkTestSupport.attackResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fixtures.AttackingHeuristic;
import io.github.heuristicgrader.fixtures.ExitingHeuristic;
import io.github.heuristicgrader.fixtures.NeverReturningHeuristic;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.sandbox.ForkUsers;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Student code attacking the grader from a worker that runs as an unprivileged user of its own
 * ({@code sandbox = user}), one attack per test, each failing; and the same attacks without isolation, where they
 * work, so that each test can fail. Skipped where the tests do not run as root, except on CI ({@code CI=true}).
 */
class ForkUserTest {

    private static Sandbox sandbox;

    @TempDir
    Path temporary;

    private Path students;
    private Path work;
    private Path workerJar;

    @BeforeAll
    static void detect() {
        sandbox = Sandbox.detect(Sandbox.Mode.USER, ForkTestSupport.java(), System.getenv("PATH"));
        System.out.println(sandbox.describe());
        if (!"true".equals(System.getenv("CI"))) {
            assumeTrue(sandbox.active(), sandbox::describe);
        }
        assertEquals(Sandbox.Isolation.USER, sandbox.isolation(), sandbox::describe);
    }

    @BeforeEach
    void layOutARun() throws IOException {
        // As a project's directory is: the grader's, open to every user for reading.
        Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rwxr-xr-x"));
        students = Files.createDirectories(temporary.resolve("student-classes"));
        ForkTestSupport.copyClasses(students, AttackingHeuristic.class);
        work = temporary.resolve("grade").resolve("work");
        workerJar = WorkerClasspath.build(List.of(ForkTestSupport.graderClasses()),
                work.resolve(WorkerClasspath.DIRECTORY));
    }

    @AfterEach
    void leavesNoProcessBehind() throws InterruptedException {
        assertNoProcessLeft();
    }

    private Evaluation attack(Sandbox where, String... attacks) throws IOException {
        return ForkTestSupport.attack(where, List.of(workerJar), work, students, attacks);
    }

    private Path forkDirectory() throws IOException {
        try (Stream<Path> forks = Files.list(work)) {
            List<Path> directories = forks.filter(path -> !path.getFileName().toString()
                    .equals(WorkerClasspath.DIRECTORY)).toList();
            assertEquals(1, directories.size(), directories::toString);
            return directories.get(0);
        }
    }

    private List<String> writeAttacks() throws IOException {
        Path report = temporary.resolve("grade").resolve("grade.json");
        Files.writeString(report, "the grader's");
        return List.of("write " + report, "write " + workerJar, "write " + work.resolve("results.json"),
                "write " + students.resolve("forged.txt"));
    }

    @Test
    void findsNoneOfTheGradersEnvironmentAndHasItsOwnDirectoryForHome() throws IOException {
        assertEquals("canary-3b1f9e", System.getenv(ForkEnvironmentTest.CANARY_NAME));
        String canary = "getenv " + ForkEnvironmentTest.CANARY_NAME;

        Evaluation evaluation = attack(sandbox, "environment", canary, "getenv HOME", "property user.home");

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals("null", attackResult(evaluation, canary));
        assertFalse(evaluation.outputTail().contains("canary-3b1f9e"), evaluation::outputTail);
        for (String name : attackResult(evaluation, "environment").split(",")) {
            // PWD, the working directory, set where the fork is given one.
            assertTrue(List.of("PATH", "HOME", "LANG", "TZ", "PWD").contains(name) || name.startsWith("LC_"), name);
        }
        String own = forkDirectory().toAbsolutePath().normalize().toString();
        assertEquals(own, attackResult(evaluation, "getenv HOME"));
        assertEquals(own, attackResult(evaluation, "property user.home"));
    }

    @Test
    void writesNeitherTheReportsNorTheWorkerJarNorItsClassPath() throws IOException {
        byte[] jar = Files.readAllBytes(workerJar);
        List<String> attacks = writeAttacks();

        Evaluation evaluation = attack(sandbox, Stream.concat(attacks.stream(), Stream.of("write own.txt"))
                .toArray(String[]::new));

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        for (String write : attacks) {
            assertTrue(attackResult(evaluation, write).startsWith("refused: java.nio.file.AccessDeniedException"),
                    write + ": " + attackResult(evaluation, write));
        }
        assertEquals("the grader's", Files.readString(temporary.resolve("grade").resolve("grade.json")));
        assertTrue(java.util.Arrays.equals(jar, Files.readAllBytes(workerJar)), "the worker jar changed");
        assertEquals("written", attackResult(evaluation, "write own.txt"), "its own directory stays writable");
        assertEquals("forged", Files.readString(forkDirectory().resolve("own.txt")));
        // Taken back once it ended, so that a later fork given the same id cannot read it.
        assertEquals(0, Files.getAttribute(forkDirectory(), "unix:uid"));
        assertEquals(0, Files.getAttribute(forkDirectory().resolve("own.txt"), "unix:uid"));
    }

    @Test
    void withoutIsolationTheSameWritesSucceedSoTheTestCanFail() throws IOException {
        List<String> attacks = writeAttacks();

        Evaluation evaluation = attack(Sandbox.off(), attacks.toArray(String[]::new));

        for (String write : attacks) {
            assertEquals("written", attackResult(evaluation, write), write);
        }
        assertEquals("forged", Files.readString(temporary.resolve("grade").resolve("grade.json")));
    }

    @Test
    void cannotSignalItsParentNorTheGrader() throws IOException, InterruptedException {
        Process victim = new ProcessBuilder("sleep", "60").start();
        try {
            String killVictim = "kill " + victim.pid();

            Evaluation evaluation = attack(sandbox, "kill-ancestors", killVictim,
                    "kill " + ProcessHandle.current().pid());

            assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
            assertTrue(evaluation.outputTail().contains(AttackingHeuristic.FINISHED), evaluation::outputTail);
            assertEquals("no such process", attackResult(evaluation, killVictim), "it signalled a process of root");
            assertTrue(victim.isAlive(), "the worker killed a process of the grader");
        } finally {
            victim.destroyForcibly().waitFor();
        }
    }

    @Test
    void leavesNoOrphanBehindEvenWithoutACgroupToEmpty() throws IOException, InterruptedException {
        // Open to the fork's user, so that only the kill can keep the orphan from writing there.
        Path open = Files.createDirectories(temporary.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path openMarker = open.resolve("orphan-marker");

        Evaluation evaluation = attack(sandbox.withoutLimits(), "orphan " + openMarker);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals("started", attackResult(evaluation, "orphan " + openMarker), evaluation::outputTail);
        List<String> left = ProcessHandle.allProcesses()
                .filter(process -> process.info().commandLine().orElse("").contains("orphan-marker"))
                .map(process -> process.pid() + " " + process.info().commandLine().orElse("")).toList();
        assertEquals(List.of(), left, "processes outlived the fork");
        Thread.sleep(4000);
        assertFalse(Files.exists(openMarker), "an orphan ran on after the fork");
    }

    @Test
    void stopsANativeMemoryHogAtTheMemoryLimit() throws IOException {
        assumeTrue(sandbox.enforced().contains(Sandbox.MEMORY_LIMIT), sandbox::describe);

        Evaluation evaluation = attack(sandbox, "native-hog");

        assertEquals(Status.MEMORY_LIMIT, evaluation.status(), () -> evaluation.message(SMALL));
    }

    @Test
    void keepsTheExitCodeAndTheTimeoutOfAForkRunningAsItsOwnUser() throws IOException {
        ForkTestSupport.copyClasses(students, ExitingHeuristic.class, NeverReturningHeuristic.class);
        WorkerLauncher launcher = new WorkerLauncher(sandbox, ForkTestSupport.java(), List.of(workerJar),
                ForkTestSupport.HEAP_MEGABYTES, Duration.ofSeconds(2), work);

        Evaluation exited = launcher.evaluate(ExitingHeuristic.class.getName(), List.of(students), SMALL);
        Evaluation endless = launcher.evaluate(NeverReturningHeuristic.class.getName(), List.of(students), SMALL);

        assertEquals(Status.EXITED, exited.status(), () -> exited.message(SMALL));
        assertEquals(ExitingHeuristic.EXIT_CODE, exited.exitCode());
        assertEquals(Status.TIMED_OUT, endless.status(), () -> endless.message(SMALL));
    }

    @Test
    void forksAtTheSameTimeRunAsDifferentUsersAndNeitherAsRoot() throws IOException {
        ForkUsers users = ForkUsers.of("61000-61001", Path.of("/usr/bin/setsid"), Path.of("/usr/bin/setpriv"));
        try (ForkUsers.Lease first = users.lease(); ForkUsers.Lease second = users.lease()) {
            assertNotEquals(first.id(), second.id());
            assertTrue(first.id() >= 61000 && second.id() <= 61001);
            IOException none = assertThrows(IOException.class, users::lease);
            assertTrue(none.getMessage().startsWith("every user id of 61000-61001 is in use"), none::getMessage);
        }
    }

    @Test
    void refusesARunWhoseOutputDirectoryEveryUserMayWrite() throws IOException {
        Files.setPosixFilePermissions(temporary.resolve("grade"), PosixFilePermissions.fromString("rwxrwxrwx"));

        IOException refused = assertThrows(IOException.class, () -> attack(sandbox, "write own.txt"));

        assertTrue(refused.getMessage().contains(temporary.resolve("grade") + " is rwxrwxrwx, writable by every"
                + " user"), refused::getMessage);
    }

    @Test
    void namesWhatTheForksUserCannotReach() throws IOException {
        Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rwx------"));

        IOException refused = assertThrows(IOException.class, () -> attack(sandbox, "write own.txt"));

        assertTrue(refused.getMessage().contains(temporary + " is rwx------, closed to other users"),
                refused::getMessage);
    }

    @Test
    void refusesRangesWithoutIdsOrWithRoot() {
        assertEquals("60000-60999", ForkUsers.of(Sandbox.DEFAULT_USER_IDS, Path.of("s"), Path.of("p")).range());
        for (String wrong : List.of("0-10", "10-5", "abc", "1-2-3", "")) {
            assertThrows(IllegalArgumentException.class, () -> Sandbox.checkUserIds(wrong), wrong);
        }
    }
}
