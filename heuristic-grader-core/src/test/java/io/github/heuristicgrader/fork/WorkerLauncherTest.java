package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.ExitCode;
import io.github.heuristicgrader.worker.LiveStatus;
import io.github.heuristicgrader.worker.WorkerMain;
import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static io.github.heuristicgrader.fork.ForkTestSupport.assertNoProcessLeft;
import static io.github.heuristicgrader.fork.ForkTestSupport.studentClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fixtures.ChattyHeuristic;
import io.github.heuristicgrader.fixtures.DiskFullPretendingHeuristic;
import io.github.heuristicgrader.fixtures.EngineThiefHeuristic;
import io.github.heuristicgrader.fixtures.ExitingHeuristic;
import io.github.heuristicgrader.fixtures.FailingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.HaltingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.HaltingHeuristic;
import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fixtures.MemoryHogHeuristic;
import io.github.heuristicgrader.fixtures.NegativeHeuristic;
import io.github.heuristicgrader.fixtures.NeverReturningHeuristic;
import io.github.heuristicgrader.fixtures.OrphanMakingHeuristic;
import io.github.heuristicgrader.fixtures.OverestimatingHeuristic;
import io.github.heuristicgrader.fixtures.ProcessSpawningHeuristic;
import io.github.heuristicgrader.fixtures.RandomHeuristic;
import io.github.heuristicgrader.fixtures.SlowConstructorHeuristic;
import io.github.heuristicgrader.fixtures.SneakyHeuristic;
import io.github.heuristicgrader.fixtures.StreamedFilePoisoners;
import io.github.heuristicgrader.fixtures.ThreadSpawningHeuristic;
import io.github.heuristicgrader.fixtures.ThrowingHeuristic;
import io.github.heuristicgrader.fixtures.TinyDisk;
import io.github.heuristicgrader.fixtures.WorkFilePoisoners;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.Layout;
import io.github.heuristicgrader.puzzles.huarongdao.ManhattanHeuristic;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real worker JVMs evaluating the fixtures. */
class WorkerLauncherTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private static long[] smallLayouts;

    @TempDir
    Path work;

    private WorkerLauncher launcher;

    @BeforeAll
    static void enumerate() {
        smallLayouts = SMALL.states();
    }

    @BeforeEach
    void createLauncher() {
        launcher = ForkTestSupport.launcher(work, TIMEOUT);
    }

    @AfterEach
    void leavesNoProcessBehind() throws InterruptedException {
        assertNoProcessLeft();
    }

    private Evaluation evaluate(Class<?> heuristic) throws IOException {
        return evaluate(launcher, heuristic.getName(), SMALL);
    }

    private static Evaluation evaluate(WorkerLauncher launcher, String className, Domain domain)
            throws IOException {
        Evaluation evaluation = launcher.evaluate(className, List.of(studentClasses()), domain);
        System.out.println(evaluation.status() + " in " + evaluation.elapsed().toMillis() + " ms: "
                + evaluation.message(SMALL));
        return evaluation;
    }

    private static String small(int state) {
        return Layout.text(smallLayouts[state]);
    }

    /**
     * The heap follows what a worker holds beyond a batch and a piece of each file: a bit a state, the failed set.
     * Huarongdao's 363,480 layouts and eleven pancakes' 39,916,800 stacks (a failed set of 5 MB) keep the heap
     * given; a billion states (119.2 MiB of failed set, 120 MB rounded up) add 120 − 32 MB.
     */
    @Test
    void heapGrowsWithTheFailedSetBeyondWhatTheGivenHeapHolds() {
        assertEquals(1024, WorkerLauncher.heapFor(1024, 363_480));
        assertEquals(64, WorkerLauncher.heapFor(64, 39_916_800));
        assertEquals(1024, WorkerLauncher.heapFor(1024, 32L * 8 * (1 << 20)));
        assertEquals(1024 + 1, WorkerLauncher.heapFor(1024, 32L * 8 * (1 << 20) + 1));
        assertEquals(1024 + 120 - 32, WorkerLauncher.heapFor(1024, 1_000_000_000L));
    }

    /**
     * A worker in the smallest heap (16 MB) evaluates 4,000,000 layouts, whose states file takes 84 MB and whose
     * values take 16 MB: it streams both, holding neither; the parent reads the values back in the order sent (the
     * standard layouts over and over, so that each value must be its layout's).
     */
    @Test
    void aWorkerStreamsStatesAndValuesFarLargerThanItsHeap() throws IOException {
        Domain standard = HuarongdaoPuzzle.standard();
        long[] layouts = standard.states();
        int count = 4_000_000;
        Domain repeated = (Domain) java.lang.reflect.Proxy.newProxyInstance(Domain.class.getClassLoader(),
                new Class<?>[] {Domain.class, SentStates.class}, (proxy, method, arguments) -> switch (
                        method.getName()) {
                    case "sentStateCount" -> count;
                    case "sentStateKey" -> layouts[(Integer) arguments[0] % layouts.length];
                    case "equals" -> proxy == arguments[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> method.invoke(standard, arguments);
                });
        WorkerLauncher small = new WorkerLauncher(ForkTestSupport.java(), ForkTestSupport.workerClasspath(), 16,
                Duration.ofSeconds(120), work);
        assertEquals(16, WorkerLauncher.heapFor(16, count));

        Evaluation evaluation = evaluate(small, ManhattanDistanceHeuristic.class.getName(), repeated);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        int[] values = evaluation.estimates().values();
        assertEquals(count, values.length);
        for (int state = 0; state < count; state += 997) {
            assertEquals(ManhattanHeuristic.INSTANCE.estimate(layouts[state % layouts.length]), values[state],
                    "state " + state);
        }
    }

    @Test
    void evaluatesTrivialHeuristicOnAllStandardLayoutsWellUnderASecond() throws IOException {
        Evaluation evaluation = evaluate(launcher, ZeroHeuristic.class.getName(), HuarongdaoPuzzle.standard());

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(363_480, evaluation.estimates().values().length);
        assertTrue(Arrays.stream(evaluation.estimates().values()).allMatch(value -> value == 0));
        double evaluationSeconds = evaluation.nanosPerEvaluation() * 363_480 / 1e9;
        System.out.printf(Locale.ROOT, "standard set, ZeroHeuristic: %.1f ns per evaluation, %.0f ms in estimate"
                + " calls, %d ms in the worker after JVM start, %d ms for the whole forked JVM%n",
                evaluation.nanosPerEvaluation(), evaluationSeconds * 1000, evaluation.workerTime().toMillis(),
                evaluation.elapsed().toMillis());
        assertTrue(evaluationSeconds < 1, () -> evaluationSeconds + " s");
        assertTrue(evaluation.workerTime().compareTo(evaluation.elapsed()) < 0);
        assertEquals(0, evaluation.exitCode());
        assertNull(evaluation.stateInProgress());
    }

    @Test
    void numbersValuesAsTheStateSpaceDoes() throws IOException {
        Evaluation evaluation = evaluate(ManhattanDistanceHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        StateSpace space = StateSpace.of(SMALL);
        int[] values = evaluation.estimates().values();
        assertEquals(space.size(), values.length);
        for (int state = 0; state < space.size(); state++) {
            assertEquals(ManhattanHeuristic.INSTANCE.estimate(space.key(state)), values[state], space.text(state));
        }
        assertTrue(evaluation.estimates().failed().isEmpty());
        assertEquals(0, evaluation.failedStates());
        assertEquals(WorkerLauncher.DETERMINISM_SAMPLE, evaluation.determinismSample());
        assertEquals(0, evaluation.nondeterministicStates());
        assertNull(evaluation.firstFailure());
        assertTrue(evaluation.message(SMALL).startsWith(ManhattanDistanceHeuristic.class.getName()
                + " evaluated 25,656 layouts, "), evaluation.message(SMALL));
    }

    @Test
    void returnsOverestimatesAtGoalsAsTheyAre() throws IOException {
        Evaluation evaluation = evaluate(OverestimatingHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        HuarongdaoPuzzle puzzle = SMALL;
        int goals = 0;
        for (int state = 0; state < smallLayouts.length; state++) {
            if (puzzle.isGoal(smallLayouts[state])) {
                goals++;
                assertEquals(1, evaluation.estimates().values()[state], small(state));
            }
        }
        assertTrue(goals > 0);
    }

    @Test
    void recordsEveryLayoutTheHeuristicThrowsOnWithTheStudentsFrames() throws IOException {
        Evaluation evaluation = evaluate(ThrowingHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        BitSet expected = new BitSet();
        for (int state = 0; state < smallLayouts.length; state++) {
            if (ThrowingHeuristic.throwsOn(Layout.toBoard(smallLayouts[state]))) {
                expected.set(state);
            }
        }
        assertEquals(expected, evaluation.estimates().failed());
        assertEquals(small(expected.nextSetBit(0)), evaluation.firstFailedState());
        List<String> trace = evaluation.firstFailure().lines().toList();
        assertEquals(StackOverflowError.class.getName(), trace.get(0), "the first failure overflows");
        assertTrue(trace.get(1).startsWith("\tat " + ThrowingHeuristic.class.getName() + ".descend("), trace::toString);
        assertTrue(trace.get(2).matches("\t\\.\\.\\. the frame above \\d+ more times"), trace::toString);
        assertEquals(3, trace.size(), trace::toString);
        assertTrue(evaluation.message(SMALL).contains("threw on " + String.format(Locale.ROOT, "%,d",
                expected.cardinality()) + " of them"), evaluation.message(SMALL));
    }

    @Test
    void stopsHeuristicThatNeverReturnsAndNamesTheLayout() throws IOException {
        Duration timeout = Duration.ofSeconds(4);
        Evaluation evaluation = evaluate(ForkTestSupport.launcher(work, timeout),
                NeverReturningHeuristic.class.getName(), SMALL);

        assertEquals(Status.TIMED_OUT, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(ExitCode.TIMED_OUT.code(), evaluation.exitCode(), "stopped by the worker's own watchdog");
        assertEquals(small(9), evaluation.stateInProgress());
        assertNull(evaluation.estimates());
        assertTrue(evaluation.elapsed().compareTo(timeout.plus(WorkerLauncher.DEFAULT_GRACE)) < 0);
        assertTrue(evaluation.message(SMALL).contains("did not finish"), evaluation.message(SMALL));
    }

    @Test
    void killsWorkerAndTheProcessesItStartedWhenTheWatchdogDoesNot() throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sleep")) || Files.isExecutable(Path.of("/usr/bin/sleep")));
        WorkerLauncher withoutWatchdog = new WorkerLauncher(Sandbox.off(), ForkTestSupport.java(),
                ForkTestSupport.workerClasspath(), ForkTestSupport.HEAP_MEGABYTES, Duration.ofSeconds(2),
                work, false, Duration.ofSeconds(1));

        Evaluation evaluation = evaluate(withoutWatchdog, ProcessSpawningHeuristic.class.getName(), SMALL);

        assertEquals(Status.TIMED_OUT, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(small(0), evaluation.stateInProgress(), "read from the live status file");
        assertSpawnedProcessEnded(evaluation);
    }

    @Test
    void killsProcessesLeftBehindByAHaltedWorker() throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sleep")) || Files.isExecutable(Path.of("/usr/bin/sleep")));

        Evaluation evaluation = evaluate(OrphanMakingHeuristic.class);

        assertEquals(Status.EXITED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(OrphanMakingHeuristic.EXIT_CODE, evaluation.exitCode());
        assertSpawnedProcessEnded(evaluation);
    }

    private static void assertSpawnedProcessEnded(Evaluation evaluation) throws InterruptedException {
        String pidLine = evaluation.outputTail().lines()
                .filter(line -> line.startsWith(ProcessSpawningHeuristic.PID_PREFIX)).findFirst().orElseThrow();
        long pid = Long.parseLong(pidLine.substring(ProcessSpawningHeuristic.PID_PREFIX.length()).strip());
        Thread.sleep(100);
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "sleep " + pid + " survived");
    }

    @Test
    void aStatusFileLinkedToDevZeroIsTamperedWithoutReadingIt() throws IOException {
        Evaluation evaluation = evaluate(WorkFilePoisoners.StatusLinkedToDevZero.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertNull(evaluation.estimates());
        assertTrue(evaluation.firstFailure().contains("the live status file is a symbolic link"),
                evaluation.firstFailure());
        assertTrue(evaluation.message(SMALL).contains("left a file the grader refuses"), evaluation.message(SMALL));
    }

    @Test
    void garbageInTheResultFileBesideADirectoryAtItsTemporaryNameIsTampered() throws IOException {
        Evaluation evaluation = evaluate(WorkFilePoisoners.GarbageResult.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.firstFailure().startsWith("the worker's result file gives its status a length of"),
                evaluation.firstFailure());
        assertWorkFilesRemoved();
    }

    @Test
    void aWellFormedResultNamingALayoutThatIsNoLayoutIsTampered() throws IOException {
        Evaluation evaluation = evaluate(WorkFilePoisoners.ForgedLayoutResult.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.firstFailure().startsWith("the worker's result file gives a layout that is no layout: \""
                + WorkFilePoisoners.ForgedLayoutResult.LAYOUT + "\""), evaluation.firstFailure());
        assertNull(evaluation.stateInProgress());
    }

    @Test
    void aFileInPlaceOfTheWorkDirectoryTampersThatForkAndTheNextOneRuns() throws IOException {
        Evaluation evaluation = evaluate(WorkFilePoisoners.FileInPlaceOfTheWorkDirectory.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.firstFailure().contains("the live status file was removed"), evaluation.firstFailure());
        assertTrue(Files.isRegularFile(work), "the attack replaced the work directory");
        assertEquals(Status.COMPLETED, evaluate(ZeroHeuristic.class).status());
    }

    @Test
    void aZeroedStatusFileIsTamperedNotAJvmThatNeverStarted() throws IOException {
        Evaluation evaluation = evaluate(WorkFilePoisoners.ZeroedStatusThenHalt.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.firstFailure().startsWith("the live status file does not start as one"),
                evaluation.firstFailure());
    }

    @Test
    void aDirectoryAtTheResultsTemporaryNameEndsTheEvaluationNotTheRun() throws IOException {
        Evaluation evaluation = evaluate(WorkFilePoisoners.DirectoryAtTheResultsTemporaryFile.class);

        assertEquals(Status.CRASHED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(ExitCode.CANNOT_WRITE_RESULT.code(), evaluation.exitCode());
        assertWorkFilesRemoved();
    }

    @Test
    void aFifoInPlaceOfTheOutputLogIsReplacedWithoutBlocking() throws IOException {
        Evaluation evaluation = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> evaluate(WorkFilePoisoners.FifoForTheOutputLog.class));

        // The parent writes the log itself once the JVM has ended, over whatever the fork left at its name.
        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        try (Stream<Path> logs = Files.walk(work).filter(file -> file.getFileName().toString().equals("output.log"))) {
            assertTrue(logs.allMatch(log -> Files.isRegularFile(log, LinkOption.NOFOLLOW_LINKS)));
        }
    }

    @Test
    void statesRewrittenWhileTheWorkerStreamsThemAreTampered() throws IOException {
        Evaluation evaluation = evaluate(StreamedFilePoisoners.StatesRewrittenInPlace.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertNull(evaluation.estimates());
        assertTrue(evaluation.firstFailure().contains("the worker's result file is for " + smallLayouts.length
                + " layouts, not the " + smallLayouts.length + " it was sent, or for others, or in another order"),
                evaluation.firstFailure());
    }

    /**
     * With the sandbox off a fork runs as the grader's user: one that rewrote the grader's own states file (two lines
     * swapped) gets every later fork's result refused, which evaluated other states than were counted and
     * checksummed when the file was written.
     */
    @Test
    void theGradersStatesFileRewrittenBetweenForksIsWrittenAgainForTheForksAfter() throws IOException {
        long[] keys = SMALL.states();
        Domain own = (Domain) java.lang.reflect.Proxy.newProxyInstance(Domain.class.getClassLoader(),
                new Class<?>[] {Domain.class, SentStates.class}, (proxy, method, arguments) -> switch (
                        method.getName()) {
                    case "sentStateCount" -> keys.length;
                    case "sentStateKey" -> keys[(Integer) arguments[0]];
                    case "equals" -> proxy == arguments[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> method.invoke(SMALL, arguments);
                });
        assertEquals(Status.COMPLETED, evaluate(launcher, ZeroHeuristic.class.getName(), own).status());
        Path file = StatesOnDisk.of(own).file();
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
        java.util.Collections.swap(lines, 0, 1);
        Files.write(file, lines);

        Evaluation evaluation = evaluate(launcher, ZeroHeuristic.class.getName(), own);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(keys.length, evaluation.estimates().values().length);
        Path rewritten = StatesOnDisk.of(own).file();
        assertNotEquals(file, rewritten, "the states are written anew, not sent as changed");
        assertEquals(SMALL.format(keys[0]), Files.readAllLines(rewritten).get(0));
        Files.delete(rewritten);
        Files.createSymbolicLink(rewritten, Path.of("/dev/zero"));

        Evaluation linked = evaluate(launcher, ZeroHeuristic.class.getName(), own);

        assertEquals(Status.COMPLETED, linked.status(), () -> linked.message(SMALL));
        assertEquals(keys.length, linked.estimates().values().length);
    }

    @Test
    void aValuesFileLinkedToDevZeroIsTamperedWithoutReadingIt() throws IOException {
        Evaluation evaluation = evaluate(StreamedFilePoisoners.OwnLinkedToDevZero.class);

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertNull(evaluation.estimates());
        assertTrue(evaluation.firstFailure().contains("the worker's values file is a symbolic link, not a regular"
                + " file"), evaluation.firstFailure());
        assertWorkFilesRemoved();
    }

    @Test
    void aFifoInPlaceOfTheValuesFileIsTamperedWithoutBlocking() throws IOException {
        Evaluation evaluation = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> evaluate(StreamedFilePoisoners.OwnReplacedByAFifo.class));

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.firstFailure().contains("the worker's values file is a FIFO, socket or device, not a"
                + " regular file"), evaluation.firstFailure());
        assertWorkFilesRemoved();
    }

    /** Neither the result file nor whatever stood at its temporary name is left in the work directory. */
    private void assertWorkFilesRemoved() throws IOException {
        try (Stream<Path> files = Files.walk(work)) {
            assertEquals(List.of(), files.filter(file -> file.getFileName().toString().startsWith("result"))
                    .toList());
        }
    }

    @Test
    void reportsSystemExitWithTheStudentsCodeAndLayout() throws IOException {
        Evaluation evaluation = evaluate(ExitingHeuristic.class);

        assertEquals(Status.EXITED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(ExitingHeuristic.EXIT_CODE, evaluation.exitCode());
        assertEquals(small(0), evaluation.stateInProgress());
        assertTrue(evaluation.message(SMALL).contains("exit code 42"), evaluation.message(SMALL));
    }

    @Test
    void reportsHaltWithTheStudentsCodeAndTheLayoutFromTheLiveStatus() throws IOException {
        Evaluation evaluation = evaluate(HaltingHeuristic.class);

        assertEquals(Status.EXITED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(HaltingHeuristic.EXIT_CODE, evaluation.exitCode());
        assertEquals(small(HaltingHeuristic.HALTING_CALL - 1), evaluation.stateInProgress());
    }

    @Test
    void reportsHaltInConstructorWithoutLayout() throws IOException {
        Evaluation evaluation = evaluate(HaltingConstructorHeuristic.class);

        assertEquals(Status.EXITED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(HaltingConstructorHeuristic.EXIT_CODE, evaluation.exitCode());
        assertNull(evaluation.stateInProgress());
    }

    @Test
    void reportsConstructorThatThrowsAsNotLoadableWithTheStudentsFrames() throws IOException {
        Evaluation evaluation = evaluate(FailingConstructorHeuristic.class);

        assertEquals(Status.NOT_LOADABLE, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(ExitCode.NOT_LOADABLE.code(), evaluation.exitCode());
        String trace = evaluation.firstFailure();
        assertTrue(trace.startsWith(IllegalStateException.class.getName()
                + ": pattern database patterns.bin not found"), trace);
        assertTrue(trace.contains(FailingConstructorHeuristic.class.getName() + ".loadPatternDatabase("), trace);
        assertFalse(trace.contains("reflect"), trace);
        assertFalse(trace.contains("WorkerMain"), trace);
        assertTrue(evaluation.message(SMALL).contains("pattern database patterns.bin not found"),
                evaluation.message(SMALL));
    }

    @Test
    void reportsMissingClassAsNotLoadable() throws IOException {
        Evaluation evaluation = evaluate(launcher, "x.MissingHeuristic", SMALL);

        assertEquals(Status.NOT_LOADABLE, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.message(SMALL).contains("x.MissingHeuristic is not on the class path"),
                evaluation.message(SMALL));
    }

    @Test
    void reportsMemoryHogAsOutOfMemoryWithTheLayout() throws IOException {
        WorkerLauncher smallHeap = new WorkerLauncher(ForkTestSupport.java(),
                ForkTestSupport.workerClasspath(), 64, TIMEOUT, work);

        Evaluation evaluation = evaluate(smallHeap, MemoryHogHeuristic.class.getName(), SMALL);

        assertEquals(Status.OUT_OF_MEMORY, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(3, evaluation.exitCode());
        assertNotNull(evaluation.stateInProgress());
        assertTrue(evaluation.outputTail().contains("OutOfMemoryError"), evaluation.outputTail());
    }

    @Test
    void countsLayoutsWhoseValueChangesWhenEvaluatedAgain() throws IOException {
        Evaluation evaluation = evaluate(RandomHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(WorkerLauncher.DETERMINISM_SAMPLE, evaluation.determinismSample());
        assertTrue(evaluation.nondeterministicStates() > WorkerLauncher.DETERMINISM_SAMPLE / 2,
                () -> evaluation.message(SMALL));
        assertEquals(Layout.CELLS, evaluation.nondeterministicExample().length());
        assertTrue(evaluation.message(SMALL).contains("layouts evaluated again changed value"),
                evaluation.message(SMALL));
    }

    @Test
    void passesNegativeValuesThroughForTheChecks() throws IOException {
        Evaluation evaluation = evaluate(NegativeHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(Arrays.stream(evaluation.estimates().values()).allMatch(value -> value == -1));
    }

    @Test
    void keepsOnlyTheTailOfWhatTheHeuristicPrints() throws IOException {
        Evaluation evaluation = evaluate(ChattyHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        String tail = evaluation.outputTail();
        List<String> lines = tail.lines().toList();
        assertTrue(lines.size() <= Evaluation.OUTPUT_TAIL_LINES, tail);
        assertTrue(tail.length() <= Evaluation.OUTPUT_TAIL_CHARS, tail);
        int calls = smallLayouts.length + WorkerLauncher.DETERMINISM_SAMPLE;
        assertEquals(ChattyHeuristic.CALL_PREFIX + calls, lines.get(lines.size() - 1));
        long bytesOnDisk;
        try (Stream<Path> files = Files.walk(work)) {
            bytesOnDisk = files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
        assertTrue(bytesOnDisk < 2 * LiveStatus.OUTPUT_CAPACITY, bytesOnDisk + " bytes in " + work);
    }

    @Test
    void endsDespiteNonDaemonThreadsOfTheStudent() throws IOException {
        Evaluation evaluation = evaluate(ThreadSpawningHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.elapsed().compareTo(TIMEOUT) < 0);
    }

    @Test
    void hidesTheGradersInternalsFromStudentCode() throws IOException {
        Evaluation evaluation = evaluate(SneakyHeuristic.class);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(Arrays.stream(evaluation.estimates().values()).allMatch(value -> value == SneakyHeuristic.HIDDEN));
    }

    @Test
    void keepsTheEngineOutOfReachOfEveryClassLoaderStudentCodeCanUse() throws IOException {
        Evaluation evaluation = evaluate(EngineThiefHeuristic.class);

        assertEquals(Status.NOT_LOADABLE, evaluation.status(), () -> evaluation.message(SMALL));
        String trace = evaluation.firstFailure();
        assertTrue(trace.startsWith(IllegalStateException.class.getName() + ": " + EngineThiefHeuristic.OUT_OF_REACH),
                trace);
        for (String loader : List.of("Heuristic.class.getClassLoader()", "context loader", "system loader",
                "own loader, parent 0", "own loader, parent 1")) {
            assertTrue(trace.contains(loader + ": ClassNotFoundException for every class, no resource"), trace);
        }
        assertFalse(trace.contains(": found"), trace);
    }

    @Test
    void measuresTheConstructorsWallTimeInTheWorker() throws IOException {
        Evaluation slow = evaluate(SlowConstructorHeuristic.class);
        Evaluation zero = evaluate(ZeroHeuristic.class);

        assertEquals(Status.COMPLETED, slow.status(), () -> slow.message(SMALL));
        assertTrue(slow.constructorTime().toMillis() >= SlowConstructorHeuristic.CONSTRUCTOR_MILLIS,
                slow.constructorTime()::toString);
        assertTrue(slow.constructorTime().compareTo(slow.workerTime()) < 0, slow.constructorTime()::toString);
        assertTrue(zero.constructorTime().toMillis() < SlowConstructorHeuristic.CONSTRUCTOR_MILLIS,
                zero.constructorTime()::toString);
        assertNull(evaluate(FailingConstructorHeuristic.class).constructorTime(), "a constructor that threw");
    }

    @Test
    void evaluatesTwoHeuristicsAtOnce() {
        CompletableFuture<Evaluation> zero = CompletableFuture.supplyAsync(() -> evaluateUnchecked(ZeroHeuristic.class));
        CompletableFuture<Evaluation> manhattan = CompletableFuture.supplyAsync(
                () -> evaluateUnchecked(ManhattanDistanceHeuristic.class));

        assertEquals(Status.COMPLETED, zero.join().status(), () -> zero.join().message(SMALL));
        assertEquals(Status.COMPLETED, manhattan.join().status(), () -> manhattan.join().message(SMALL));
        assertTrue(Arrays.stream(zero.join().estimates().values()).allMatch(value -> value == 0));
        assertEquals(ManhattanHeuristic.INSTANCE.estimate(smallLayouts[smallLayouts.length - 1]),
                manhattan.join().estimates().values()[smallLayouts.length - 1]);
    }

    private Evaluation evaluateUnchecked(Class<?> heuristic) {
        try {
            return evaluate(heuristic);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void handlesPathsWithSpacesAndQuotes() throws IOException {
        Path students = work.resolve("student \"classes\" dir");
        ForkTestSupport.copyClasses(students, ZeroHeuristic.class);
        WorkerLauncher spaced = ForkTestSupport.launcher(work.resolve("work dir"), TIMEOUT);

        Evaluation evaluation = spaced.evaluate(ZeroHeuristic.class.getName(), List.of(students), SMALL);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
    }

    @Test
    void aFullDiskIsTheGradersProblemNamedAsSuchNotTheStudentsCrash() throws Exception {
        Path disk = work.resolve("tiny-disk");
        try (TinyDisk tiny = TinyDisk.mount(disk, 256)) {
            WorkerLauncher onTinyDisk = ForkTestSupport.launcher(disk, TIMEOUT);

            WorkDirectoryException thrown = assertThrows(WorkDirectoryException.class,
                    () -> onTinyDisk.evaluate(ZeroHeuristic.class.getName(), List.of(studentClasses()),
                            HuarongdaoPuzzle.standard()));

                // The layouts the worker is sent no longer fit: the grader's disk is full before the fork starts.
            assertTrue(thrown.getMessage().matches("cannot create the fork's directory in "
                    + Pattern.quote(disk.toString()) + ": No space left on device"), thrown.getMessage());
        }
    }

    @Test
    void aHeuristicThatHaltsWithTheCodeForAFullDiskCrashesOnItsOwn() throws IOException {
        Evaluation evaluation = evaluate(DiskFullPretendingHeuristic.class);

        assertEquals(Status.CRASHED, evaluation.status(), () -> evaluation.message(SMALL));
        assertEquals(ExitCode.CANNOT_WRITE_RESULT.code(), evaluation.exitCode());
        assertTrue(evaluation.message(SMALL).startsWith("the JVM evaluating "
                + DiskFullPretendingHeuristic.class.getName() + " crashed with exit code 74"),
                evaluation.message(SMALL));
    }

    @Test
    void aFileWhereTheWorkDirectoryMustBeIsNamedAsTheGradersProblem() throws IOException {
        // A file where a directory of the work directory's path must be: a fork cannot put it there, the grader's
        // own directory is, and a file at the work directory's own name is a fork's doing, removed.
        Path file = Files.writeString(work.resolve("output"), "not a directory");
        WorkerLauncher blocked = ForkTestSupport.launcher(file.resolve("work"), TIMEOUT);

        WorkDirectoryException thrown = assertThrows(WorkDirectoryException.class,
                () -> blocked.evaluate(ZeroHeuristic.class.getName(), List.of(studentClasses()), SMALL));

        assertTrue(thrown.getMessage().startsWith("cannot create the fork's directory in " + file.resolve("work")
                + ": "), thrown.getMessage());
    }

    @Test
    void failsWhenJavaCannotBeStarted() {
        WorkerLauncher broken = new WorkerLauncher(work.resolve("no-such-java"),
                ForkTestSupport.workerClasspath(), ForkTestSupport.HEAP_MEGABYTES, TIMEOUT, work);

        IOException thrown = assertThrows(IOException.class,
                () -> broken.evaluate(ZeroHeuristic.class.getName(), List.of(studentClasses()), SMALL));
        assertTrue(thrown.getMessage().startsWith("cannot start the forked JVM"), thrown.getMessage());
    }

    @Test
    void failsWhenTheGraderClasspathLacksTheWorker() throws IOException {
        Path empty = Files.createDirectories(work.resolve("empty"));
        WorkerLauncher broken = new WorkerLauncher(ForkTestSupport.java(), List.of(empty),
                ForkTestSupport.HEAP_MEGABYTES, TIMEOUT, work);

        IOException thrown = assertThrows(IOException.class,
                () -> broken.evaluate(ZeroHeuristic.class.getName(), List.of(studentClasses()), SMALL));
        assertTrue(thrown.getMessage().contains("before running the worker"), thrown.getMessage());
        assertTrue(thrown.getMessage().contains(WorkerMain.class.getName()), thrown.getMessage());
    }

    @Test
    void quotesArgumentFileLinesForTheJavaLauncher() {
        assertEquals("\"C:\\\\Program Files\\\\x \\\"y\\\"\"", WorkerLauncher.quote("C:\\Program Files\\x \"y\""));
        assertEquals("\"\"", WorkerLauncher.quote(""));
    }

    @Test
    void keepsTheLastFortyLinesOfOutputAtMost4KiB() {
        StringBuilder text = new StringBuilder();
        for (int line = 1; line <= 100; line++) {
            text.append("line ").append(line).append('\n');
        }
        List<String> lines = WorkerLauncher.tail(text.toString()).lines().toList();
        assertEquals(Evaluation.OUTPUT_TAIL_LINES, lines.size());
        assertEquals("line 61", lines.get(0));
        assertEquals("line 100", lines.get(lines.size() - 1));

        String wide = WorkerLauncher.tail("z".repeat(10_000) + "\nlast");
        assertEquals(Evaluation.OUTPUT_TAIL_CHARS, wide.length());
        assertTrue(wide.endsWith("\nlast"));
        assertEquals("only", WorkerLauncher.tail("only\n\n"));
        assertEquals("", WorkerLauncher.tail(""));
    }
}
