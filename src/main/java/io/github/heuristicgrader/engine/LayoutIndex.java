package io.github.heuristicgrader.engine;

/**
 * Maps layout keys to their positions in a sorted key array: open addressing over primitive arrays, no boxing.
 */
final class LayoutIndex {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long[] keys;
    private final int[] positions;
    private final int shift;
    private final int mask;

    /** Indexes {@code layouts}, whose keys are non-zero and distinct. */
    LayoutIndex(long[] layouts) {
        int capacity = Integer.highestOneBit(Math.max(4, layouts.length * 3 - 1)) << 1;
        keys = new long[capacity];
        positions = new int[capacity];
        shift = Long.SIZE - Integer.numberOfTrailingZeros(capacity);
        mask = capacity - 1;
        for (int position = 0; position < layouts.length; position++) {
            int slot = slot(layouts[position]);
            while (keys[slot] != 0) {
                slot = slot + 1 & mask;
            }
            keys[slot] = layouts[position];
            positions[slot] = position;
        }
    }

    private int slot(long layout) {
        return (int) (layout * GOLDEN >>> shift);
    }

    /** The position of {@code layout}, or −1 when it is not indexed. */
    int positionOf(long layout) {
        int slot = slot(layout);
        long key;
        while ((key = keys[slot]) != 0) {
            if (key == layout) {
                return positions[slot];
            }
            slot = slot + 1 & mask;
        }
        return -1;
    }
}
