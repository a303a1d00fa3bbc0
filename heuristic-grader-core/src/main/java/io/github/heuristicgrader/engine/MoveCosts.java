package io.github.heuristicgrader.engine;

/**
 * Each stored move's cost, a positive whole number, in as little heap as the costs allow: a byte a move while no
 * cost passes {@value #MAX_BYTE_COST} (weighted pancakes, most weighted puzzles), four bytes otherwise. Which one is
 * chosen from the largest cost before any is stored, so that costs are never held twice.
 */
final class MoveCosts {

    /** The largest cost a byte holds. */
    static final int MAX_BYTE_COST = 255;

    private final byte[] small;
    private final int[] large;
    private final int length;
    /** The largest cost, once asked for after every cost was set; 0 before. */
    private int knownMax;

    private MoveCosts(int moves, int maxCost) {
        if (maxCost < 1) {
            throw new IllegalArgumentException("a move costs at least 1, not " + maxCost);
        }
        this.small = maxCost <= MAX_BYTE_COST ? new byte[moves] : null;
        this.large = small == null ? new int[moves] : null;
        this.length = moves;
    }

    /** Room for the costs of {@code moves} moves, none of which costs more than {@code maxCost}. */
    static MoveCosts forMoves(int moves, int maxCost) {
        return new MoveCosts(moves, maxCost);
    }

    /** The costs {@code costs}, each positive, held in as little heap as they allow. */
    static MoveCosts of(int[] costs) {
        MoveCosts held = new MoveCosts(costs.length, maxOf(costs));
        for (int move = 0; move < costs.length; move++) {
            held.set(move, costs[move]);
        }
        return held;
    }

    /** The largest of {@code costs}, at least 1. */
    static int maxOf(int[] costs) {
        int max = 1;
        for (int cost : costs) {
            max = Math.max(max, cost);
        }
        return max;
    }

    /** The heap a move's cost takes when no cost passes {@code maxCost}, in bytes. */
    static int bytesPerMove(int maxCost) {
        return maxCost <= MAX_BYTE_COST ? Byte.BYTES : Integer.BYTES;
    }

    /** The cost of move {@code move}. */
    int cost(int move) {
        return small != null ? small[move] & 0xFF : large[move];
    }

    /**
     * Sets the cost of move {@code move}.
     *
     * @throws IllegalArgumentException when {@code cost} is not positive or past the largest this holds
     */
    void set(int move, int cost) {
        if (cost < 1 || small != null && cost > MAX_BYTE_COST) {
            throw new IllegalArgumentException("a move's cost of " + cost + " is not between 1 and "
                    + (small != null ? MAX_BYTE_COST : Integer.MAX_VALUE));
        }
        if (small != null) {
            small[move] = (byte) cost;
        } else {
            large[move] = cost;
        }
    }

    /** The largest cost {@link #set} takes. */
    int maxSettable() {
        return small != null ? MAX_BYTE_COST : Integer.MAX_VALUE;
    }

    /** How many moves' costs this holds. */
    int length() {
        return length;
    }

    /**
     * The largest cost held, at least 1: found once, on the first call, which comes after every cost was set (the
     * holder's arrays are complete before anything searches them).
     */
    int max() {
        int max = knownMax;
        if (max == 0) {
            max = 1;
            for (int move = 0; move < length; move++) {
                max = Math.max(max, cost(move));
            }
            knownMax = max;
        }
        return max;
    }
}
