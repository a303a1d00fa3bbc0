package io.github.heuristicgrader.spi;

import java.util.Arrays;

/**
 * The states a domain's moves reach from some starts, the starts included: the default of {@link Domain#states}, for
 * a domain that declares where its states begin ({@link Domain#startStates}) rather than enumerating them. One
 * breadth-first search over {@link Domain#successors(long, long[])}, with the states seen kept in an open-addressing
 * table of {@code long} keys (no boxing), so that millions of states fit.
 */
public final class ReachableStates {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private ReachableStates() {
    }

    /**
     * Every state reachable from {@code starts} by {@code domain}'s moves, ascending, without duplicates.
     *
     * @throws IllegalArgumentException when a start or a state a move gives is 0, which no state key is
     */
    public static long[] from(DomainRules domain, long[] starts) {
        return from(domain, starts, Long.MAX_VALUE);
    }

    /**
     * Every state reachable from {@code starts} by {@code domain}'s moves, ascending, without duplicates, when there
     * are at most {@code atMost}; null, the search stopped, as soon as it has seen more: so that a domain whose moves
     * reach far more states than can be graded costs a bounded search, not the heap.
     *
     * @throws IllegalArgumentException when a start or a state a move gives is 0, which no state key is
     */
    public static long[] from(DomainRules domain, long[] starts, long atMost) {
        long[] queue = new long[Math.max(16, starts.length)];
        long[] seen = new long[64];
        int seenCount = 0;
        int size = 0;
        long[] next = new long[domain.maxMoves()];
        for (long start : starts) {
            if (add(seen, start)) {
                if (seenCount == atMost) {
                    return null;
                }
                queue = room(queue, size);
                queue[size++] = start;
                if (++seenCount * 2 > seen.length) {
                    seen = grown(seen);
                }
            }
        }
        for (int head = 0; head < size; head++) {
            int moves = domain.successors(queue[head], next);
            for (int i = 0; i < moves; i++) {
                if (add(seen, next[i])) {
                    if (seenCount == atMost) {
                        return null;
                    }
                    queue = room(queue, size);
                    queue[size++] = next[i];
                    if (++seenCount * 2 > seen.length) {
                        seen = grown(seen);
                    }
                }
            }
        }
        long[] states = Arrays.copyOf(queue, size);
        Arrays.sort(states);
        return states;
    }

    /** Adds {@code key} to the table {@code seen}, at most half full: whether it was not there yet. */
    private static boolean add(long[] seen, long key) {
        if (key == 0) {
            throw new IllegalArgumentException("a state key is 0, which marks a free slot: keys are non-zero");
        }
        int mask = seen.length - 1;
        int shift = Long.numberOfLeadingZeros(mask);
        for (int slot = (int) (key * GOLDEN >>> shift) & mask; ; slot = slot + 1 & mask) {
            if (seen[slot] == key) {
                return false;
            }
            if (seen[slot] == 0) {
                seen[slot] = key;
                return true;
            }
        }
    }

    private static long[] grown(long[] seen) {
        if (seen.length > 1 << 29) {
            throw new IllegalStateException("more than " + (1 << 28) + " states reachable");
        }
        long[] larger = new long[seen.length * 2];
        for (long key : seen) {
            if (key != 0) {
                add(larger, key);
            }
        }
        return larger;
    }

    private static long[] room(long[] queue, int size) {
        return size < queue.length ? queue : Arrays.copyOf(queue, queue.length * 2);
    }
}
