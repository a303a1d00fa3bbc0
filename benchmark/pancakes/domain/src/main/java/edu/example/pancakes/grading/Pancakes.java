package edu.example.pancakes.grading;

import edu.example.pancakes.Stack;
import edu.example.pancakes.StackParser;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Weighted pancake sorting behind the grader's domain seam: a stack of n pancakes of sizes 1 to n, a move flips the
 * top k pancakes (2 ≤ k ≤ n) and costs k, the goal has them in order, the smallest on top. Every one of the n!
 * stacks is a state, each with n − 1 moves, every move its own reverse.
 *
 * <p>A key holds one pancake in each 4 bits, the top pancake highest, so keys compare as the compact texts do.
 */
public final class Pancakes implements Domain {

    /** The domain's name, as rubrics and reports give it. */
    public static final String NAME = "pancakes";
    /** The one setting: the number of pancakes. */
    public static final String SETTING = "pancakes";
    /** The number of pancakes when the rubric gives none. */
    public static final int DEFAULT_PANCAKES = 10;

    private final int pancakes;
    private final long goal;

    /**
     * The domain of {@code pancakes} pancakes.
     *
     * @throws IllegalArgumentException when {@code pancakes} is not 2 to 12
     */
    public Pancakes(int pancakes) {
        if (pancakes < 2 || pancakes > 12) {
            throw new IllegalArgumentException(SETTING + " is 2 to 12, not " + pancakes);
        }
        this.pancakes = pancakes;
        long key = 0;
        for (int size = 1; size <= pancakes; size++) {
            key = key << 4 | size;
        }
        this.goal = key;
    }

    /** The number of pancakes. */
    public int pancakes() {
        return pancakes;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "pancake stack";
    }

    @Override
    public String stateNoun() {
        return "stack";
    }

    @Override
    public String stateNounPlural() {
        return "stacks";
    }

    @Override
    public Map<String, String> settings() {
        return Map.of(SETTING, Integer.toString(pancakes));
    }

    @Override
    public String description() {
        return "every stack of " + pancakes + " pancakes; flipping the top k costs k";
    }

    /** Every stack, in ascending key order: the permutations of the sizes in lexicographic order. */
    @Override
    public long[] states() {
        int count = 1;
        for (int i = 2; i <= pancakes; i++) {
            count *= i;
        }
        long[] keys = new long[count];
        int[] sizes = new int[pancakes];
        for (int i = 0; i < pancakes; i++) {
            sizes[i] = i + 1;
        }
        for (int state = 0; state < count; state++) {
            long key = 0;
            for (int size : sizes) {
                key = key << 4 | size;
            }
            keys[state] = key;
            nextPermutation(sizes);
        }
        return keys;
    }

    /** Steps {@code sizes} to the next permutation in lexicographic order; the last wraps round to the first. */
    static void nextPermutation(int[] sizes) {
        int i = sizes.length - 2;
        while (i >= 0 && sizes[i] > sizes[i + 1]) {
            i--;
        }
        if (i >= 0) {
            int j = sizes.length - 1;
            while (sizes[j] < sizes[i]) {
                j--;
            }
            int swap = sizes[i];
            sizes[i] = sizes[j];
            sizes[j] = swap;
        }
        for (int left = i + 1, right = sizes.length - 1; left < right; left++, right--) {
            int swap = sizes[left];
            sizes[left] = sizes[right];
            sizes[right] = swap;
        }
    }

    /**
     * A stack's number among {@link #states}: its permutation's rank in lexicographic order, which is the stacks'
     * ascending key order (its Lehmer code read as a number of mixed radix). Saves the grader its key index.
     */
    @Override
    public long rank(long state) {
        long rank = 0;
        long factorial = 1;
        int below = 0;
        // From the bottom up: each pancake counts the smaller ones below it, weighted by the factorial of its depth.
        for (int position = pancakes - 1; position >= 0; position--) {
            int size = sizeAt(state, position);
            int depth = pancakes - 1 - position;
            rank += Integer.bitCount(below & (1 << size) - 1) * factorial;
            below |= 1 << size;
            factorial *= depth + 1;
        }
        return rank;
    }

    @Override
    public long[] startStates() {
        return new long[] {goal};
    }

    @Override
    public int maxMoves() {
        return pancakes - 1;
    }

    @Override
    public int successors(long state, long[] into) {
        for (int k = 2; k <= pancakes; k++) {
            into[k - 2] = flip(state, k);
        }
        return pancakes - 1;
    }

    @Override
    public boolean unitCosts() {
        return false;
    }

    @Override
    public int successors(long state, long[] into, int[] costs) {
        for (int k = 2; k <= pancakes; k++) {
            into[k - 2] = flip(state, k);
            costs[k - 2] = k;
        }
        return pancakes - 1;
    }

    /** A flip undoes itself at the same cost. */
    @Override
    public boolean reversibleMoves() {
        return true;
    }

    /** The stack with its top {@code k} pancakes flipped. */
    long flip(long state, int k) {
        int shift = 4 * (pancakes - k);
        long top = state >>> shift;
        long flipped = 0;
        for (int i = 0; i < k; i++) {
            flipped = flipped << 4 | top & 0xF;
            top >>>= 4;
        }
        return flipped << shift | state & (1L << shift) - 1;
    }

    /** The size of the pancake at {@code position} of {@code state}, 0 the top. */
    int sizeAt(long state, int position) {
        return (int) (state >>> 4 * (pancakes - 1 - position)) & 0xF;
    }

    @Override
    public boolean isGoal(long state) {
        return state == goal;
    }

    @Override
    public String format(long state) {
        char[] text = new char[pancakes];
        for (int position = 0; position < pancakes; position++) {
            text[position] = Stack.glyph(sizeAt(state, position));
        }
        return new String(text);
    }

    @Override
    public long parse(String text) {
        Stack stack = Stack.parse(text);
        if (stack.count() != pancakes) {
            throw new IllegalArgumentException("\"" + text + "\" has " + stack.count() + " pancakes, not "
                    + pancakes);
        }
        long key = 0;
        for (int position = 0; position < pancakes; position++) {
            key = key << 4 | stack.sizeAt(position);
        }
        return key;
    }

    @Override
    public Map<String, String> classicStates() {
        Map<String, String> classics = new LinkedHashMap<>();
        long oneFlip = flip(goal, 2);
        classics.put("one flip", format(oneFlip));
        classics.put("upside down", format(flip(goal, pancakes)));
        return classics;
    }

    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Stack.class, StackParser.class);
    }

    @Override
    public Stack studentState(long state) {
        return Stack.parse(format(state));
    }

    /**
     * The gap count: the neighbours (the plate counting as size n + 1 under the bottom pancake) whose sizes are not
     * consecutive. A flip changes one neighbourhood and costs at least 2, so the count never overestimates.
     */
    @Override
    public StateHeuristic baseline() {
        return new StateHeuristic() {
            @Override
            public String name() {
                return "gaps";
            }

            @Override
            public int estimate(long state) {
                int gaps = 0;
                int below = pancakes + 1;
                for (int position = pancakes - 1; position >= 0; position--) {
                    int size = sizeAt(state, position);
                    gaps += Math.abs(size - below) != 1 ? 1 : 0;
                    below = size;
                }
                return gaps;
            }
        };
    }
}
