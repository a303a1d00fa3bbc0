package io.github.heuristicgrader.engine;

/**
 * Maps state keys to their positions in a sorted key array: open addressing over primitive arrays, no boxing.
 */
final class KeyIndex {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long[] keys;
    private final int[] positions;
    private final int shift;
    private final int mask;

    /** Indexes {@code states}, whose keys are non-zero and distinct. */
    KeyIndex(long[] states) {
        int capacity = Integer.highestOneBit(Math.max(4, states.length * 3 - 1)) << 1;
        keys = new long[capacity];
        positions = new int[capacity];
        shift = Long.SIZE - Integer.numberOfTrailingZeros(capacity);
        mask = capacity - 1;
        for (int position = 0; position < states.length; position++) {
            int slot = slot(states[position]);
            while (keys[slot] != 0) {
                slot = slot + 1 & mask;
            }
            keys[slot] = states[position];
            positions[slot] = position;
        }
    }

    private int slot(long state) {
        return (int) (state * GOLDEN >>> shift);
    }

    /** The position of {@code state}, or −1 when it is not indexed. */
    int positionOf(long state) {
        int slot = slot(state);
        long key;
        while ((key = keys[slot]) != 0) {
            if (key == state) {
                return positions[slot];
            }
            slot = slot + 1 & mask;
        }
        return -1;
    }
}
