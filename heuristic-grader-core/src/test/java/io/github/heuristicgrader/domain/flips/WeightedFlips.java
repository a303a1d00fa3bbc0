package io.github.heuristicgrader.domain.flips;

import edu.example.flips.Row;
import edu.example.flips.RowParser;
import io.github.heuristicgrader.fixtures.ZeroBaseline;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.Map;

/**
 * A test domain of permutations with a perfect rank: a row of n items 0 to n − 1, a move reverses the first k of them
 * (2 ≤ k ≤ n) and costs k times a scale, the goal is the row in order. Every one of the n! rows is a state, each
 * with n − 1 moves, every move its own reverse. A key holds an item in each 4 bits, the first highest, so keys
 * compare as the texts (the items as digits) do, and a row's rank is its permutation's rank in lexicographic order.
 * Not registered: tests open it directly.
 */
public class WeightedFlips implements Domain {

    private final int items;
    private final int scale;
    private final boolean ranked;
    private final long[] factorial;

    /**
     * The rows of {@code items} items (2 to 9), each move costing its length times {@code scale}; {@code ranked}
     * says whether the domain gives its rank ({@link #rank}) or keeps the default, none.
     */
    public WeightedFlips(int items, int scale, boolean ranked) {
        this.items = items;
        this.scale = scale;
        this.ranked = ranked;
        this.factorial = new long[items + 1];
        factorial[0] = 1;
        for (int i = 1; i <= items; i++) {
            factorial[i] = factorial[i - 1] * i;
        }
    }

    /** The items of {@code key}, first first. */
    public int[] itemsOf(long key) {
        int[] row = new int[items];
        for (int i = items - 1; i >= 0; i--) {
            row[i] = (int) (key & 0xF);
            key >>>= 4;
        }
        return row;
    }

    /** The key of {@code row}. */
    public static long keyOf(int[] row) {
        long key = 0;
        for (int item : row) {
            key = key << 4 | item;
        }
        return key;
    }

    @Override
    public String name() {
        return "flips";
    }

    @Override
    public String title() {
        return "Weighted flips";
    }

    @Override
    public String stateNoun() {
        return "row";
    }

    @Override
    public String stateNounPlural() {
        return "rows";
    }

    /** Every row, in ascending key order: the permutations in lexicographic order, unranked. */
    @Override
    public long[] states() {
        long[] keys = new long[(int) factorial[items]];
        for (int state = 0; state < keys.length; state++) {
            keys[state] = keyOf(unrank(state));
        }
        return keys;
    }

    /** The permutation of lexicographic rank {@code rank}. */
    private int[] unrank(long rank) {
        int[] row = new int[items];
        boolean[] used = new boolean[items];
        for (int i = 0; i < items; i++) {
            long digit = rank / factorial[items - 1 - i];
            rank %= factorial[items - 1 - i];
            int item = -1;
            for (long skipped = -1; skipped < digit; ) {
                if (!used[++item]) {
                    skipped++;
                }
            }
            used[item] = true;
            row[i] = item;
        }
        return row;
    }

    @Override
    public long rank(long state) {
        if (!ranked) {
            return -1;
        }
        int[] row = itemsOf(state);
        long rank = 0;
        int used = 0;
        for (int i = 0; i < items; i++) {
            int smallerUnused = row[i] - Integer.bitCount(used & ((1 << row[i]) - 1));
            rank += smallerUnused * factorial[items - 1 - i];
            used |= 1 << row[i];
        }
        return rank;
    }

    @Override
    public int maxMoves() {
        return items - 1;
    }

    @Override
    public boolean unitCosts() {
        return false;
    }

    @Override
    public boolean reversibleMoves() {
        return true;
    }

    @Override
    public int successors(long state, long[] into) {
        return successors(state, into, new int[items - 1]);
    }

    @Override
    public int successors(long state, long[] into, int[] costs) {
        int[] row = itemsOf(state);
        for (int k = 2; k <= items; k++) {
            int[] flipped = row.clone();
            for (int left = 0, right = k - 1; left < right; left++, right--) {
                flipped[left] = row[right];
                flipped[right] = row[left];
            }
            into[k - 2] = keyOf(flipped);
            costs[k - 2] = k * scale;
        }
        return items - 1;
    }

    @Override
    public long[] startStates() {
        return goalStates();
    }

    @Override
    public long[] goalStates() {
        return new long[] {keyOf(unrank(0))};
    }

    @Override
    public boolean isGoal(long state) {
        return state == keyOf(unrank(0));
    }

    @Override
    public String format(long state) {
        StringBuilder text = new StringBuilder();
        for (int item : itemsOf(state)) {
            text.append(item);
        }
        return text.toString();
    }

    @Override
    public long parse(String text) {
        if (!text.matches("\\d{" + items + "}")) {
            throw new IllegalArgumentException("a row is " + items + " digits, not " + text);
        }
        int[] row = new int[items];
        for (int i = 0; i < items; i++) {
            row[i] = text.charAt(i) - '0';
        }
        return keyOf(row);
    }

    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Row.class, RowParser.class);
    }

    @Override
    public Row studentState(long state) {
        return new Row(format(state));
    }

    @Override
    public Map<String, String> classicStates() {
        return Map.of();
    }

    /** Zero everywhere: admissible and consistent. */
    @Override
    public StateHeuristic baseline() {
        return new ZeroBaseline();
    }
}
