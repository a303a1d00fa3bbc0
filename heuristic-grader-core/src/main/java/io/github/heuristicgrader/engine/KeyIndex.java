package io.github.heuristicgrader.engine;

/**
 * Maps state keys to their positions in a key array: open addressing over one {@code int} table of positions, the
 * keys themselves read from the indexed array, no boxing. At most half the slots are taken, so a lookup probes
 * about 1.5 slots; the table is 4 bytes a slot (4 MiB for 363,480 keys) rather than a copy of every key beside its
 * position, so that it stays in the processor's caches and costs the collector little to copy.
 */
final class KeyIndex {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long[] keys;
    /** Each slot: the position of a key plus 1, or 0 when the slot is free. */
    private final int[] slots;
    private final int shift;
    private final int mask;

    /** Indexes {@code keys}, which are distinct; the array is kept, not copied, and must not change. */
    KeyIndex(long[] keys) {
        if (keys.length > 1 << 29) {
            throw new IllegalArgumentException("too many keys to index: " + keys.length);
        }
        int capacity = Integer.highestOneBit(Math.max(2, keys.length * 2 - 1)) << 1;
        this.keys = keys;
        this.slots = new int[capacity];
        this.shift = Long.SIZE - Integer.numberOfTrailingZeros(capacity);
        this.mask = capacity - 1;
        for (int position = 0; position < keys.length; position++) {
            int slot = slot(keys[position]);
            while (slots[slot] != 0) {
                slot = slot + 1 & mask;
            }
            slots[slot] = position + 1;
        }
    }

    private int slot(long key) {
        return (int) (key * GOLDEN >>> shift);
    }

    /** The position of {@code key}, or −1 when it is not indexed. */
    int positionOf(long key) {
        int slot = slot(key);
        int taken;
        while ((taken = slots[slot]) != 0) {
            if (keys[taken - 1] == key) {
                return taken - 1;
            }
            slot = slot + 1 & mask;
        }
        return -1;
    }
}
