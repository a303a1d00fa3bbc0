package io.github.heuristicgrader.engine;

/**
 * The heap figures the size checks of a whole space ({@link StateSpace}) and of a region ({@link RegionHeap}) share:
 * the heap free now, the {@code -Xmx} that would hold a grade, and how their messages say it.
 */
final class HeapFigures {

    /** Heap kept free beyond what a grade counts (the report, the collector's room), in the heap suggested. */
    static final long MARGIN = 512L << 20;

    private HeapFigures() {
    }

    /**
     * The heap free in this JVM for {@code needed} bytes: what is free now, or, when that looks too little, what is
     * free once the collector has run, since the heap free counts garbage not yet collected as taken (what the grade's
     * start or the key order check left) and a check on it would refuse a grade that fits.
     */
    static long freeFor(long needed) {
        long free = free();
        if (needed > free) {
            System.gc();
            free = free();
        }
        return free;
    }

    /** The heap free in this JVM now, uncollected garbage counted as taken: its maximum less what it holds. */
    static long free() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
    }

    /**
     * The {@code -Xmx} figure, in whole gibibytes, of a JVM that would hold {@code needed} bytes beside what this one
     * holds already ({@code maxHeap} less {@code availableHeap}), with {@link #MARGIN} to spare.
     */
    static long gibibytesHolding(long needed, long availableHeap, long maxHeap) {
        long inUse = Math.max(0, maxHeap - availableHeap);
        return (needed + inUse + MARGIN + (1L << 30) - 1) >> 30;
    }

    /** Where the heap is given: "-Xmx6g in MAVEN_OPTS or .mvn/jvm.config". */
    static String mavenHeap(long gibibytes) {
        return "-Xmx" + gibibytes + "g in MAVEN_OPTS or .mvn/jvm.config";
    }

    /** {@code bytes} in mebibytes, rounded up. */
    static long mebibytes(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }
}
