package io.github.heuristicgrader.engine;

import java.util.Arrays;

/**
 * A binary min-heap of (cost, state) entries, each packed in one {@code long} (cost in the high half, state in the
 * low), so that smaller costs come first and, among equal costs, smaller state numbers: Dijkstra's algorithm's
 * queue with a fixed order and no boxing. Costs are 0 to {@link Integer#MAX_VALUE}, states non-negative ints.
 */
public final class CostQueue implements StateQueue {

    private long[] entries = new long[1024];
    private int size;

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public void clear() {
        size = 0;
    }

    @Override
    public void push(long cost, int state) {
        long entry = cost << 32 | state;
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (entries[parent] <= entry) {
                break;
            }
            entries[i] = entries[parent];
            i = parent;
        }
        entries[i] = entry;
    }

    @Override
    public long peekCost() {
        return cost(entries[0]);
    }

    @Override
    public int popState() {
        return state(pop());
    }

    /** Removes and returns the first entry, whose parts {@link #cost} and {@link #state} read. */
    public long pop() {
        long top = entries[0];
        long last = entries[--size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && entries[child + 1] < entries[child]) {
                child++;
            }
            if (last <= entries[child]) {
                break;
            }
            entries[i] = entries[child];
            i = child;
        }
        if (size > 0) {
            entries[i] = last;
        }
        return top;
    }

    /** The cost of a popped entry. */
    public static long cost(long entry) {
        return entry >>> 32;
    }

    /** The state of a popped entry. */
    public static int state(long entry) {
        return (int) entry;
    }
}
