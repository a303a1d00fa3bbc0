package io.github.heuristicgrader.engine;

/**
 * Dijkstra's algorithm's queue of (cost, state) entries, smallest cost first: a binary heap ({@link CostQueue}) or,
 * for small move costs, Dial's bucket queue ({@link BucketQueue}); {@link #of} picks. A state may be pushed again at
 * a smaller cost; the caller skips the stale entry when it comes out.
 */
public interface StateQueue {

    /** Whether no entry is left. */
    boolean isEmpty();

    /** Removes every entry. */
    void clear();

    /** Adds {@code state} at {@code cost}. */
    void push(long cost, int state);

    /** The cost of the entry {@link #popState} returns next; the queue must not be empty. */
    long peekCost();

    /** Removes the next entry and returns its state. */
    int popState();

    /** A queue for moves that cost 1 to {@code maxCost}: Dial's up to {@link BucketQueue#MAX_COST}, else a heap. */
    static StateQueue of(int maxCost) {
        return maxCost <= BucketQueue.MAX_COST ? new BucketQueue(maxCost) : new CostQueue();
    }
}
