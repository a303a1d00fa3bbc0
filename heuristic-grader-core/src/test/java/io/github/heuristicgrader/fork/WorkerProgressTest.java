package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static io.github.heuristicgrader.fork.ForkTestSupport.studentClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fixtures.ProgressFixtures;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress the parent reads from a worker's live status while it evaluates, and the figures of one that timed
 * out; timing assertions have wide slack, since other builds share the machine.
 */
class WorkerProgressTest {

    private static final int STANDARD_LAYOUTS = HuarongdaoPuzzle.standard().states().length;
    private static final int SMALL_LAYOUTS = ForkTestSupport.SMALL.states().length;

    @TempDir
    Path work;

    /** A progress report and when it came, in milliseconds since the evaluation was asked for. */
    private record Seen(long atMillis, Progress progress) {
    }

    @Test
    void reportsProgressEveryFiveSecondsWhileASlowHeuristicEvaluates() throws IOException {
        List<Seen> seen = new CopyOnWriteArrayList<>();
        long start = System.currentTimeMillis();
        Duration timeout = Duration.ofSeconds(120);
        WorkerLauncher launcher = ForkTestSupport.launcher(work, timeout).reportingProgress(
                progress -> seen.add(new Seen(System.currentTimeMillis() - start, progress)), Duration.ofSeconds(5));

        Evaluation evaluation = launcher.evaluate(ProgressFixtures.TwelveSeconds.class.getName(),
                List.of(studentClasses()), ForkTestSupport.SMALL);
        long took = System.currentTimeMillis() - start;
        System.out.println("took " + took + " ms; progress: " + seen);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(seen.size() >= 2, "a run of " + took + " ms gives a line at 5 s and at 10 s: " + seen);
        assertTrue(seen.size() <= took / 5_000 + 1, "at most one every 5 s: " + seen);
        for (int i = 0; i < seen.size(); i++) {
            Seen now = seen.get(i);
            Progress progress = now.progress();
            assertEquals(ProgressFixtures.TwelveSeconds.class.getName(), progress.className());
            assertEquals(SMALL_LAYOUTS, progress.states());
            assertTrue(now.atMillis() >= 5_000L * (i + 1) - 100, now.toString());
            assertTrue(progress.statesDone() > 0 && progress.statesDone() <= SMALL_LAYOUTS, now.toString());
            // At least the spin; at most a few times it, however loaded the machine.
            assertTrue(progress.nanosPerEvaluation() >= ProgressFixtures.TwelveSeconds.SPIN_NANOS
                    && progress.nanosPerEvaluation() < 10 * ProgressFixtures.TwelveSeconds.SPIN_NANOS,
                    now.toString());
            assertTrue(progress.timeLeft().compareTo(timeout.minusMillis(now.atMillis() - 1_000)) <= 0,
                    now.toString());
            if (i > 0) {
                assertTrue(progress.statesDone() >= seen.get(i - 1).progress().statesDone(), seen.toString());
                assertTrue(progress.timeLeft().compareTo(seen.get(i - 1).progress().timeLeft()) < 0, seen.toString());
            }
        }
    }

    @Test
    void aTimeoutReportsTheLayoutsDoneAndTheTimePerCall() throws IOException {
        Duration timeout = Duration.ofSeconds(4);
        Evaluation evaluation = ForkTestSupport.launcher(work, timeout).evaluate(
                ProgressFixtures.OneMillisecondPerCall.class.getName(), List.of(studentClasses()),
                HuarongdaoPuzzle.standard());
        System.out.println(evaluation.message(SMALL) + " " + evaluation.progress());

        assertEquals(Status.TIMED_OUT, evaluation.status(), () -> evaluation.message(SMALL));
        Progress reached = evaluation.progress();
        assertNotNull(reached);
        // 4 s less the JVM's start, at 1 ms or a little more per call.
        assertTrue(reached.statesDone() > 200 && reached.statesDone() <= 4_000, reached.toString());
        assertTrue(reached.nanosPerEvaluation() >= 1e6 && reached.nanosPerEvaluation() < 20e6, reached.toString());
        assertTrue(reached.evaluating().compareTo(timeout) <= 0, reached.toString());
        assertEquals(STANDARD_LAYOUTS, reached.states());
        assertTrue(reached.estimatedTotal().compareTo(Duration.ofSeconds(360)) >= 0, reached.toString());
    }

    @Test
    void aStatusFileThatLiesChangesOnlyTheProgressNeverTheValues() throws IOException {
        List<Progress> seen = new CopyOnWriteArrayList<>();
        long start = System.currentTimeMillis();
        WorkerLauncher launcher = ForkTestSupport.launcher(work, Duration.ofSeconds(60))
                .reportingProgress(seen::add, Duration.ofMillis(200));

        Evaluation lying = launcher.evaluate(ProgressFixtures.LyingAboutItsProgress.class.getName(),
                List.of(studentClasses()), HuarongdaoPuzzle.standard());
        long took = System.currentTimeMillis() - start;
        Evaluation honest = ForkTestSupport.launcher(work, Duration.ofSeconds(60)).evaluate(
                ManhattanDistanceHeuristic.class.getName(), List.of(studentClasses()), HuarongdaoPuzzle.standard());

        assertEquals(Status.COMPLETED, lying.status(), () -> lying.message(SMALL));
        assertTrue(Arrays.equals(values(honest.estimates()), values(lying.estimates())), "the values are its own");
        assertTrue(!seen.isEmpty(), "polled while it ran for " + took + " ms");
        for (Progress progress : seen) {
            assertTrue(progress.statesDone() <= progress.states(), progress.toString());
            assertTrue(progress.evaluating().toMillis() <= took, "kept within the JVM's life: " + progress);
        }
    }

    @Test
    void aFifoInPlaceOfTheStatusFileNeverBlocksTheProgress() {
        List<Progress> seen = new CopyOnWriteArrayList<>();
        WorkerLauncher launcher = ForkTestSupport.launcher(work, Duration.ofSeconds(60))
                .reportingProgress(seen::add, Duration.ofMillis(100));

        Evaluation evaluation = assertTimeoutPreemptively(Duration.ofSeconds(90), () -> launcher.evaluate(
                ProgressFixtures.FifoInPlaceOfTheStatus.class.getName(), List.of(studentClasses()),
                HuarongdaoPuzzle.standard()));

        assertEquals(Status.TAMPERED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(evaluation.firstFailure().contains("status"), evaluation.firstFailure());
        // Read through the channel the parent opened before the JVM started, on the file the worker still maps.
        assertTrue(!seen.isEmpty(), "progress went on being read");
        List<Integer> done = new ArrayList<>();
        seen.forEach(progress -> done.add(progress.statesDone()));
        assertTrue(done.stream().allMatch(count -> count >= 0 && count <= STANDARD_LAYOUTS), done.toString());
        assertTrue(done.get(done.size() - 1) > 0, "the counts moved on: " + done);
    }

    private static int[] values(Estimates estimates) {
        return estimates.values();
    }
}
