package io.github.heuristicgrader.engine;

import java.util.Arrays;

/**
 * Dial's bucket queue for Dijkstra's algorithm with small integer move costs: a ring of {@code maxCost + 1} lists of
 * states, one per cost still to come, so that a push and a pop take constant time instead of a binary heap's
 * logarithm. States come out in ascending cost; among equal costs, in the order pushed (a caller that needs a fixed
 * order within a cost sorts what it settled). A state may be pushed again at a smaller cost; the
 * caller skips the stale entry when it comes out, as with {@link CostQueue}.
 */
public final class BucketQueue implements StateQueue {

    /** The largest move cost for which a bucket queue is used rather than {@link CostQueue}. */
    public static final int MAX_COST = 4096;

    private final int[][] buckets;
    private final int[] filled;
    /** Where the current bucket has been read to. */
    private int read;
    private long cost;
    private long pending;

    /**
     * A queue for moves that cost 1 to {@code maxCost}.
     *
     * @throws IllegalArgumentException when {@code maxCost} is not 1 to {@link #MAX_COST}
     */
    public BucketQueue(int maxCost) {
        if (maxCost < 1 || maxCost > MAX_COST) {
            throw new IllegalArgumentException("a bucket queue is for move costs 1 to " + MAX_COST + ", not "
                    + maxCost);
        }
        this.buckets = new int[maxCost + 1][];
        this.filled = new int[maxCost + 1];
        for (int i = 0; i < buckets.length; i++) {
            buckets[i] = new int[16];
        }
    }

    @Override
    public boolean isEmpty() {
        return pending == 0;
    }

    /** {@inheritDoc} The next push may be at any cost from 0 to the largest move cost. */
    @Override
    public void clear() {
        Arrays.fill(filled, 0);
        read = 0;
        cost = 0;
        pending = 0;
    }

    /**
     * Adds {@code state} at {@code entryCost}, which lies from the cost last popped (or 0) to that plus the largest
     * move cost.
     */
    @Override
    public void push(long entryCost, int state) {
        int slot = (int) (entryCost % buckets.length);
        if (filled[slot] == buckets[slot].length) {
            buckets[slot] = Arrays.copyOf(buckets[slot], filled[slot] * 2);
        }
        buckets[slot][filled[slot]++] = state;
        pending++;
    }

    @Override
    public long peekCost() {
        advance();
        return cost;
    }

    @Override
    public int popState() {
        advance();
        pending--;
        return buckets[(int) (cost % buckets.length)][read++];
    }

    /** Moves to the first bucket with an entry left, emptying those passed. */
    private void advance() {
        int slot = (int) (cost % buckets.length);
        while (read == filled[slot]) {
            filled[slot] = 0;
            read = 0;
            cost++;
            slot = (int) (cost % buckets.length);
        }
    }
}
