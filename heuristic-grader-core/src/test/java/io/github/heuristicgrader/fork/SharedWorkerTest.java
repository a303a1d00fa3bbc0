package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static io.github.heuristicgrader.fork.ForkTestSupport.assertNoProcessLeft;
import static io.github.heuristicgrader.fork.ForkTestSupport.studentClasses;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fixtures.ExitingHeuristic;
import io.github.heuristicgrader.fixtures.FailingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fixtures.MemoryHogHeuristic;
import io.github.heuristicgrader.fixtures.NeverReturningHeuristic;
import io.github.heuristicgrader.fixtures.OverestimatingHeuristic;
import io.github.heuristicgrader.fixtures.SiblingInfluence;
import io.github.heuristicgrader.fixtures.StreamedFilePoisoners;
import io.github.heuristicgrader.fixtures.ThreadSpawningHeuristic;
import io.github.heuristicgrader.fixtures.ThrowingHeuristic;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Several heuristics of one submission in one real worker JVM, and what ends it for those after the culprit. */
class SharedWorkerTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final Duration WHOLE = Duration.ofMinutes(5);

    @TempDir
    Path work;

    @AfterEach
    void leavesNoProcessBehind() throws InterruptedException {
        assertNoProcessLeft();
    }

    private WorkerLauncher.Together together(Duration timeout, Class<?>... heuristics) throws IOException {
        WorkerLauncher.Together together = ForkTestSupport.launcher(work, timeout).evaluateTogether(
                Stream.of(heuristics).map(Class::getName).toList(), List.of(studentClasses()), SMALL, WHOLE);
        System.out.println("completed " + together.completed().keySet() + ", incomplete " + together.incomplete()
                + ": " + together.reason());
        return together;
    }

    private Evaluation alone(Class<?> heuristic) throws IOException {
        return ForkTestSupport.launcher(work, TIMEOUT).evaluate(heuristic.getName(), List.of(studentClasses()),
                SMALL);
    }

    private static void assertSameAsAlone(Evaluation alone, Evaluation shared) {
        assertEquals(alone.status(), shared.status(), shared.className());
        assertArrayEquals(alone.estimates().values(), shared.estimates().values(), shared.className());
        assertEquals(alone.estimates().failed(), shared.estimates().failed(), shared.className());
        assertEquals(alone.firstFailedState(), shared.firstFailedState(), shared.className());
        assertEquals(alone.firstFailure(), shared.firstFailure(), shared.className());
        assertEquals(alone.determinismSample(), shared.determinismSample(), shared.className());
        assertEquals(alone.nondeterministicStates(), shared.nondeterministicStates(), shared.className());
    }

    @Test
    void evaluatesEveryHeuristicInOneJvmExactlyAsAlone() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, ManhattanDistanceHeuristic.class,
                ThrowingHeuristic.class, OverestimatingHeuristic.class);

        assertEquals(List.of(), together.incomplete());
        for (Class<?> heuristic : List.of(ManhattanDistanceHeuristic.class, ThrowingHeuristic.class,
                OverestimatingHeuristic.class)) {
            assertSameAsAlone(alone(heuristic), together.completed().get(heuristic.getName()));
        }
    }

    @Test
    void keepsStaticsOfEachHeuristicApart() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, SiblingInfluence.StaticWriter.class,
                SiblingInfluence.Reader.class);

        assertEquals(List.of(), together.incomplete());
        assertSameAsAlone(alone(SiblingInfluence.Reader.class),
                together.completed().get(SiblingInfluence.Reader.class.getName()));
    }

    @Test
    void leavesTheHeuristicThatSetASystemPropertyAndTheRestToJvmsOfTheirOwn() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, ZeroHeuristic.class, SiblingInfluence.Writer.class,
                SiblingInfluence.Reader.class);

        assertEquals(Set.of(ZeroHeuristic.class.getName()), together.completed().keySet());
        assertEquals(List.of(SiblingInfluence.Writer.class.getName(), SiblingInfluence.Reader.class.getName()),
                together.incomplete());
        assertTrue(together.reason().startsWith(SiblingInfluence.Writer.class.getName() + " changed the system"
                + " properties " + SiblingInfluence.PROPERTY + " ("), together.reason());
    }

    @Test
    void leavesTheHeuristicThatLeftAThreadRunningAndTheRestToJvmsOfTheirOwn() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, ThreadSpawningHeuristic.class, ZeroHeuristic.class);

        assertEquals(Set.of(), together.completed().keySet());
        assertEquals(List.of(ThreadSpawningHeuristic.class.getName(), ZeroHeuristic.class.getName()),
                together.incomplete());
        assertTrue(together.reason().startsWith(ThreadSpawningHeuristic.class.getName()
                + " left threads running (\"student-sleeper\")"), together.reason());
    }

    @Test
    void leavesTheHeuristicThatLeftAProcessRunningAndTheRestToJvmsOfTheirOwn() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, SiblingInfluence.ProcessLeaver.class,
                ZeroHeuristic.class);

        assertEquals(List.of(SiblingInfluence.ProcessLeaver.class.getName(), ZeroHeuristic.class.getName()),
                together.incomplete());
        assertTrue(together.reason().contains("left processes running (1)"), together.reason());
    }

    @Test
    void leavesTheExitingHeuristicAndTheRestIncomplete() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, ZeroHeuristic.class, ExitingHeuristic.class,
                ManhattanDistanceHeuristic.class);

        assertEquals(List.of(ZeroHeuristic.class.getName()), List.copyOf(together.completed().keySet()));
        assertEquals(Status.COMPLETED, together.completed().get(ZeroHeuristic.class.getName()).status());
        assertEquals(List.of(ExitingHeuristic.class.getName(), ManhattanDistanceHeuristic.class.getName()),
                together.incomplete());
        assertEquals(ExitingHeuristic.class.getName() + " called System.exit", together.reason());
    }

    @Test
    void leavesTheHeuristicOutOfMemoryAndTheRestIncomplete() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, ZeroHeuristic.class, MemoryHogHeuristic.class,
                ManhattanDistanceHeuristic.class);

        assertEquals(List.of(ZeroHeuristic.class.getName()), List.copyOf(together.completed().keySet()));
        assertEquals(MemoryHogHeuristic.class.getName() + " ran out of memory", together.reason());
    }

    @Test
    void leavesTheHeuristicPastItsLimitAndTheRestIncomplete() throws IOException {
        WorkerLauncher.Together together = together(Duration.ofSeconds(3), ZeroHeuristic.class,
                NeverReturningHeuristic.class, ManhattanDistanceHeuristic.class);

        assertEquals(List.of(ZeroHeuristic.class.getName()), List.copyOf(together.completed().keySet()));
        assertEquals(List.of(NeverReturningHeuristic.class.getName(), ManhattanDistanceHeuristic.class.getName()),
                together.incomplete());
        assertEquals(NeverReturningHeuristic.class.getName() + " ran past its time limit of 3 s", together.reason());
    }

    @Test
    void sharesASandboxedJvmUntilAHeuristicLeavesAFileInItsPrivateTmp() throws IOException {
        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), System.getenv("PATH"));
        assumeTrue(sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP, sandbox::describe);
        Path students = work.resolve("student-classes");
        ForkTestSupport.copyClasses(students, ManhattanDistanceHeuristic.class, ZeroHeuristic.class,
                SiblingInfluence.NoteWriter.class);
        WorkerLauncher launcher = new WorkerLauncher(sandbox, ForkTestSupport.java(),
                List.of(ForkTestSupport.graderClasses()), ForkTestSupport.HEAP_MEGABYTES, TIMEOUT,
                work.resolve("grade").resolve("work"));

        WorkerLauncher.Together honest = launcher.evaluateTogether(List.of(ManhattanDistanceHeuristic.class.getName(),
                ZeroHeuristic.class.getName()), List.of(students), SMALL, WHOLE);
        WorkerLauncher.Together noted = launcher.evaluateTogether(List.of(SiblingInfluence.NoteWriter.class.getName(),
                ZeroHeuristic.class.getName()), List.of(students), SMALL, WHOLE);

        assertEquals(List.of(), honest.incomplete(), honest::reason);
        assertEquals(List.of(SiblingInfluence.NoteWriter.class.getName(), ZeroHeuristic.class.getName()),
                noted.incomplete());
        assertTrue(noted.reason().startsWith(SiblingInfluence.NoteWriter.class.getName() + " created, changed or"
                + " deleted files where the fork may write (/tmp/sibling-note.txt)"), noted.reason());
    }

    /**
     * A sibling that cuts, grows, rewrites or links the first heuristic's values file, written and closed with its
     * result before the sibling was loaded, gets that result refused (it is then evaluated alone): the file's size
     * against the states sent, and its values against the checksum the result gives.
     */
    @Test
    void valuesASiblingChangedAfterTheResultWasWrittenAreRefused() throws IOException {
        Map<Class<?>, String> refusals = Map.of(
                StreamedFilePoisoners.TruncatesItsSiblings.class, "the worker's values file holds "
                        + 2L * SMALL.states().length + " bytes, not the " + 4L * SMALL.states().length + " of "
                        + SMALL.states().length + " values",
                StreamedFilePoisoners.GrowsItsSiblings.class, "the worker's values file holds "
                        + (4L * SMALL.states().length + 4) + " bytes, not the " + 4L * SMALL.states().length,
                StreamedFilePoisoners.RewritesItsSiblings.class, "the worker's values file holds other values than the"
                        + " worker wrote",
                StreamedFilePoisoners.LinksItsSiblings.class, "the worker's values file is a symbolic link, not a"
                        + " regular file");
        for (Map.Entry<Class<?>, String> attack : refusals.entrySet()) {
            WorkerLauncher.Together together = together(TIMEOUT, ZeroHeuristic.class, attack.getKey());

            assertFalse(together.completed().containsKey(ZeroHeuristic.class.getName()), attack.getKey().getName());
            assertEquals(ZeroHeuristic.class.getName(), together.incomplete().get(0));
            assertTrue(together.reason().startsWith("the result of " + ZeroHeuristic.class.getName() + " was"
                    + " refused: "), together.reason());
            assertTrue(together.reason().contains(attack.getValue()), together.reason());
        }
    }

    @Test
    void evaluatesAHeuristicThatCannotBeLoadedThereAloneAndKeepsTheOthers() throws IOException {
        WorkerLauncher.Together together = together(TIMEOUT, ZeroHeuristic.class, FailingConstructorHeuristic.class,
                ManhattanDistanceHeuristic.class);

        assertEquals(Set.of(ZeroHeuristic.class.getName(), ManhattanDistanceHeuristic.class.getName()),
                together.completed().keySet());
        assertEquals(List.of(FailingConstructorHeuristic.class.getName()), together.incomplete());
        assertEquals(FailingConstructorHeuristic.class.getName() + " could not be loaded or constructed there",
                together.reason());
    }
}
