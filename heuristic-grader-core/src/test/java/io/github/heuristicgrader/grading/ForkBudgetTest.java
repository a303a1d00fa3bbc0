package io.github.heuristicgrader.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.fork.AvailableMemory;
import org.junit.jupiter.api.Test;

class ForkBudgetTest {

    private static final long MIB = 1L << 20;
    private static final AvailableMemory GRADESCOPE = new AvailableMemory(768 * MIB,
            "cgroup v1 memory.limit_in_bytes of /sys/fs/cgroup/memory/memory.limit_in_bytes");
    /** The JVM's default maximum heap in a 768 MB container: a quarter of it. */
    private static final long GRADER_HEAP_IN_GRADESCOPE = 192 * MIB;

    @Test
    void givesEachForkWhatIsLeftAfterMavenInAGradescopeContainer() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 2, true, 1, GRADESCOPE,
                GRADER_HEAP_IN_GRADESCOPE);

        // 768 − (192 + 128) = 448 MiB for a worker and the test JVM: 224 each, 96 of it not heap.
        assertEquals(320, budget.graderReserveMegabytes());
        assertEquals(128, budget.forkMaxHeapMegabytes());
        assertEquals(1, budget.parallelForks());
        assertFalse(budget.heapConfigured());
    }

    @Test
    void runsHeuristicsOneAfterAnotherWhenTwoProcessorsShareTooLittleMemory() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 2, true, 2, GRADESCOPE,
                GRADER_HEAP_IN_GRADESCOPE);

        // Side by side, three JVMs would get 448 / 3 − 96 = 53 MB each.
        assertEquals(1, budget.parallelForks());
        assertEquals(128, budget.forkMaxHeapMegabytes());
    }

    @Test
    void keepsTheFormerDefaultOnALargeMachine() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 2, true, 2,
                new AvailableMemory(24L << 30, "the machine's memory"), 6L << 30);

        assertEquals(1024, budget.forkMaxHeapMegabytes());
        assertEquals(2, budget.parallelForks());
    }

    @Test
    void runsAsManyAtOnceAsProcessorsAndMemoryAllow() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 6, false, 4,
                new AvailableMemory(4L << 30, "cgroup v2 memory.max of /sys/fs/cgroup/memory.max"), 1L << 30);

        // 4096 − 1152 = 2944 MiB for four workers: 736 each.
        assertEquals(4, budget.parallelForks());
        assertEquals(640, budget.forkMaxHeapMegabytes());
    }

    @Test
    void neverRunsMoreAtOnceThanThereAreHeuristics() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 1, false, 8,
                new AvailableMemory(32L << 30, "the machine's memory"), 1L << 30);

        assertEquals(1, budget.parallelForks());
    }

    @Test
    void keepsAConfiguredHeapAndRunsFewerAtOnceToFitIt() {
        ForkBudget budget = ForkBudget.plan(512, 2, true, 2, new AvailableMemory(2L << 30, "a limit"), 512 * MIB);

        // Side by side, 2048 − 640 = 1408 MiB would give three JVMs 373 MB each, less than the 512 asked for.
        assertEquals(512, budget.forkMaxHeapMegabytes());
        assertTrue(budget.heapConfigured());
        assertEquals(1, budget.parallelForks());
    }

    @Test
    void givesTheSmallestHeapWhenMemoryIsShortOfIt() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 3, true, 2,
                new AvailableMemory(384 * MIB, "a limit"), 128 * MIB);

        assertEquals(ForkBudget.MINIMUM_HEAP_MEGABYTES, budget.forkMaxHeapMegabytes());
        assertEquals(1, budget.parallelForks());
    }

    @Test
    void saysWhatItChoseAndWhy() {
        ForkBudget budget = ForkBudget.plan(GradeRequest.HEAP_FROM_MEMORY, 2, true, 1, GRADESCOPE,
                GRADER_HEAP_IN_GRADESCOPE);

        assertEquals("Forks: 128 MB heap each (from memory), 1 worker JVM at a time; 1 processor, 768 MiB of memory"
                + " (cgroup v1 memory.limit_in_bytes of /sys/fs/cgroup/memory/memory.limit_in_bytes), 320 MiB of it"
                + " kept for the grader's own JVM", budget.describe());
    }

    @Test
    void groupsItsFiguresAsEveryOtherCountIs() {
        ForkBudget budget = ForkBudget.plan(2048, 2, true, 2, new AvailableMemory(24_105 * MIB, "the machine's memory"),
                6_028 * MIB);

        assertEquals("Forks: 2,048 MB heap each (forkMaxHeapMegabytes), 2 worker JVMs at a time; 2 processors, 24,105"
                + " MiB of memory (the machine's memory), 6,156 MiB of it kept for the grader's own JVM",
                budget.describe());
    }
}
