package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.text.Numbers;

/**
 * The heap a grade within a radius of the goals ({@link StateRegion}) takes in Maven's JVM, phase by phase, as upper
 * bounds in bytes: the search back from the goals, the build of the region's moves, and the grade on the region (its
 * database, estimates, searches, suites and what is sent to the forks, as {@link StateSpace} counts them); with the
 * texts that say how much heap a region needs and what would hold it.
 */
final class RegionHeap {

    /**
     * Heap a state known to the search takes: a slot of its table (a key 8 and a distance 4) at most three quarters
     * full, so up to 32 bytes just after the table doubled, and while it doubles the old table's 16 beside them.
     */
    static final long SEARCH_BYTES_PER_STATE = 48;

    /** Heap a state waiting in the search's buckets takes: its key 8, in arrays that grow by doubling. */
    static final long SEARCH_BYTES_PER_QUEUED = 16;

    /**
     * Heap a state of the region takes while its moves are built: its key 8, distance 4 and first move 4, and its
     * slot in the key index, up to 16.
     */
    static final long BUILD_BYTES_PER_STATE = 32;

    /**
     * Heap a state's moves take while they are built, per state and per move, doubled when moves have costs: each
     * range's moves are gathered in an array made for 3 a state (12 bytes) that grows by half (up to 6 a move), then
     * joined into the region's array (4 a move).
     */
    static final long BUILD_BYTES_PER_GATHERED_STATE = 12;

    /** See {@link #BUILD_BYTES_PER_GATHERED_STATE}. */
    static final long BUILD_BYTES_PER_MOVE = 10;

    /** Heap a move of the region takes once built: its target 4, and its cost 4 when moves have costs. */
    static final long BYTES_PER_REGION_MOVE = 4;

    private final Domain domain;
    private final long availableHeap;
    private final long maxHeap;

    /**
     * The heap of {@code domain}'s region in a JVM whose heap is {@code maxHeap}, {@code availableHeap} of it free.
     */
    RegionHeap(Domain domain, long availableHeap, long maxHeap) {
        this.domain = domain;
        this.availableHeap = Math.max(0, availableHeap);
        this.maxHeap = maxHeap;
    }

    /** The heap free when the grade began, in bytes. */
    long available() {
        return availableHeap;
    }

    /** The search's heap holding {@code known} states, {@code queued} of them waiting in its buckets. */
    static long searchBytes(long known, long queued) {
        return known * SEARCH_BYTES_PER_STATE + queued * SEARCH_BYTES_PER_QUEUED;
    }

    /**
     * The heap a region of {@code states} states and at most {@code moves} moves needs at the most, in bytes: while its
     * moves are built, or while it is graded, whichever takes more.
     */
    long neededBytes(long states, long moves) {
        return Math.max(states * buildBytesPerState() + moves * buildBytesPerMove(),
                states * gradeBytesPerState() + moves * gradeBytesPerMove());
    }

    private long costs() {
        return domain.unitCosts() ? 1 : 2;
    }

    private long buildBytesPerState() {
        return BUILD_BYTES_PER_STATE + costs() * BUILD_BYTES_PER_GATHERED_STATE;
    }

    private long buildBytesPerMove() {
        return costs() * BUILD_BYTES_PER_MOVE;
    }

    /** What a state of the region takes while it is graded: as {@link StateSpace} counts it (its text goes to disk). */
    long gradeBytesPerState() {
        return StateSpace.BYTES_PER_STATE;
    }

    private long gradeBytesPerMove() {
        return costs() * BYTES_PER_REGION_MOVE;
    }

    /**
     * Whether a region of {@code states} states and at most {@code moves} moves fits the heap free: its search, the
     * build of its moves, its grade.
     */
    boolean holds(long states, long moves) {
        return searchBytes(states, states) <= availableHeap && neededBytes(states, moves) <= availableHeap;
    }

    /**
     * What a grade of {@code states} states and at most {@code moves} moves needs, in words: "5,412 MiB of heap (118
     * bytes a state and 4 a move, 93,270,648 moves at most)".
     */
    String needs(long states, long moves) {
        boolean build = states * buildBytesPerState() + moves * buildBytesPerMove()
                > states * gradeBytesPerState() + moves * gradeBytesPerMove();
        return Numbers.grouped(HeapFigures.mebibytes(neededBytes(states, moves))) + " MiB of heap ("
                + (build ? buildBytesPerState() : gradeBytesPerState()) + " bytes a state and "
                + (build ? buildBytesPerMove() : gradeBytesPerMove()) + " a move, " + Numbers.grouped(moves)
                + " moves at most" + (build ? ", while its moves are built" : "") + ")";
    }

    /** What a grade of more than {@code states} states needs at the least, in words, its moves not counted. */
    String needsAtLeast(long states) {
        return Numbers.grouped(HeapFigures.mebibytes(states * gradeBytesPerState())) + " MiB of heap ("
                + gradeBytesPerState() + " bytes a state, its moves beside)";
    }

    /** The -Xmx figure, in whole gibibytes, below which a region of more than {@code states} states cannot fit. */
    long gibibytesAtLeast(long states) {
        return HeapFigures.gibibytesHolding(states * gradeBytesPerState(), availableHeap, maxHeap);
    }

    /** The heap free, in words: "5,987 MiB". */
    String free() {
        return Numbers.grouped(HeapFigures.mebibytes(availableHeap)) + " MiB";
    }

    /**
     * The {@code -Xmx} figure, in whole gibibytes, of a JVM that would hold a region of {@code states} states and at
     * most {@code moves} moves beside what this one holds already ({@link HeapFigures#gibibytesHolding}).
     */
    long gibibytesHolding(long states, long moves) {
        return HeapFigures.gibibytesHolding(Math.max(neededBytes(states, moves), searchBytes(states, states)),
                availableHeap, maxHeap);
    }
}
