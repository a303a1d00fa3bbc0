package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.AvailableMemory;
import io.github.heuristicgrader.text.Numbers;

/**
 * How the forked JVMs of a grade share the machine, or the container it runs in: the heap each gets and how many
 * worker JVMs run at once, from the processors and the memory this process may use.
 *
 * <p>The rule. The grader's own JVM (Maven's) may grow to its maximum heap and {@value #GRADER_NON_HEAP_MEGABYTES}
 * MiB more (metaspace, code, threads); what is left of the available memory is shared by the JVMs that may run at
 * once: the workers running side by side (one per domain, whose heuristics share it), plus the test JVM when tests
 * run (it runs beside them). Each is counted as its heap and {@value #FORK_NON_HEAP_MEGABYTES} MiB. Workers run side
 * by side up to the number of processors and of domains with heuristics, and fewer while that would give a JVM less than {@value #MINIMUM_PARALLEL_HEAP_MEGABYTES}
 * MB of heap. Without a configured heap, each JVM gets its share, at most {@value #MAXIMUM_HEAP_MEGABYTES} MB (more
 * buys nothing: a worker needs under 32 MB beyond the student's own data) and at least
 * {@value #MINIMUM_HEAP_MEGABYTES} MB. A configured heap is kept as it is; only how many run at once follows memory.
 *
 * <p>Measured on the example (JDK 17): Maven's JVM needs 96 MB of heap (64 MB fails) and reached 283 MiB resident
 * with a 192 MB heap, the JVM's default in a 768 MB container; a worker evaluating 363,480 states runs in a 32 MB
 * heap at 82 MiB resident, a JUnit run stays near 72 MiB resident.
 *
 * @param processors the processors this JVM may use ({@link Runtime#availableProcessors()}, which counts a
 *     container's CPU set and quota)
 * @param memory the memory this process and its forks may use together, and where that figure comes from
 * @param graderReserveMegabytes what is set aside for the grader's own JVM, in MiB
 * @param forkMaxHeapMegabytes the heap of every forked JVM ({@code -Xmx}), in MB
 * @param heapConfigured whether the heap was configured ({@code forkMaxHeapMegabytes}) rather than derived
 * @param parallelForks how many worker JVMs run at once, at least 1: one per domain with heuristics
 */
public record ForkBudget(int processors, AvailableMemory memory, long graderReserveMegabytes,
        int forkMaxHeapMegabytes, boolean heapConfigured, int parallelForks) {

    /** Memory the grader's JVM uses beyond its heap, in MiB: measured below 100 on the example. */
    static final int GRADER_NON_HEAP_MEGABYTES = 128;
    /** Memory a forked JVM uses beyond its heap, in MiB: measured near 50 for a worker and a JUnit run. */
    static final int FORK_NON_HEAP_MEGABYTES = 96;
    /** The largest derived heap, in MB: the fixed default before heaps followed the container. */
    static final int MAXIMUM_HEAP_MEGABYTES = 1024;
    /** The smallest derived heap, in MB, given even when the memory is short of it. */
    static final int MINIMUM_HEAP_MEGABYTES = 64;
    /** Below this heap, in MB, heuristics are evaluated one after another rather than side by side. */
    static final int MINIMUM_PARALLEL_HEAP_MEGABYTES = 128;

    /**
     * The budget of a grade.
     *
     * @param configuredHeapMegabytes the configured heap in MB, or {@link GradeRequest#HEAP_FROM_MEMORY} to derive it
     * @param workers how many worker JVMs there are to run: one per domain with heuristics, whose heuristics share it
     * @param tests whether a test JVM runs beside them
     * @param processors the processors this JVM may use, at least 1
     * @param memory what this process and its forks may use together
     * @param graderMaxHeapBytes the grader JVM's own maximum heap ({@link Runtime#maxMemory()})
     */
    public static ForkBudget plan(int configuredHeapMegabytes, int workers, boolean tests, int processors,
            AvailableMemory memory, long graderMaxHeapBytes) {
        long reserve = (graderMaxHeapBytes >> 20) + GRADER_NON_HEAP_MEGABYTES;
        long forForks = Math.max(0, memory.megabytes() - reserve);
        int others = tests ? 1 : 0;
        int parallel = Math.max(1, Math.min(processors, workers));
        boolean configured = configuredHeapMegabytes != GradeRequest.HEAP_FROM_MEMORY;
        while (parallel > 1 && (configured ? share(forForks, parallel + others) < configuredHeapMegabytes
                : share(forForks, parallel + others) < MINIMUM_PARALLEL_HEAP_MEGABYTES)) {
            parallel--;
        }
        int heap = configured ? configuredHeapMegabytes : (int) Math.max(MINIMUM_HEAP_MEGABYTES,
                Math.min(MAXIMUM_HEAP_MEGABYTES, share(forForks, parallel + others)));
        return new ForkBudget(processors, memory, reserve, heap, configured, parallel);
    }

    /** The heap each of {@code jvms} JVMs gets of {@code megabytes}, once their own non-heap memory is counted. */
    private static long share(long megabytes, int jvms) {
        return megabytes / jvms - FORK_NON_HEAP_MEGABYTES;
    }

    /** One line for the log: the heap, how many at once, and from what. */
    public String describe() {
        return "Forks: " + Numbers.grouped(forkMaxHeapMegabytes) + " MB heap each (" + (heapConfigured
                ? "forkMaxHeapMegabytes" : "from memory") + "), " + parallelForks + (parallelForks == 1 ? " worker JVM"
                : " worker JVMs") + " at a time; " + processors + (processors == 1 ? " processor" : " processors")
                + ", " + Numbers.grouped(memory.megabytes()) + " MiB of memory (" + memory.source() + "), "
                + Numbers.grouped(graderReserveMegabytes) + " MiB of it kept for the grader's own JVM";
    }
}
