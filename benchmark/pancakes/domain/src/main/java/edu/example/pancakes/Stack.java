package edu.example.pancakes;

import java.util.Arrays;

/**
 * One stack of pancakes as a student's heuristic sees it: sizes 1 to n from the top of the stack to the plate.
 * Immutable.
 *
 * <p>Its compact text gives the sizes from the top, one character each: {@code 1}–{@code 9}, then {@code A}–{@code F}
 * for 10 to 15; the goal of n pancakes is {@code 123…n}, the smallest on top.
 */
public final class Stack {

    /** The most pancakes a stack holds. */
    public static final int MAX_PANCAKES = 15;

    private final int[] sizes;

    private Stack(int[] sizes) {
        this.sizes = sizes;
    }

    /**
     * Reads the compact text, such as {@code 3142}.
     *
     * @throws IllegalArgumentException when the text is not the sizes 1 to n, each once
     */
    public static Stack parse(String text) {
        String compact = text.strip();
        int n = compact.length();
        if (n < 2 || n > MAX_PANCAKES) {
            throw new IllegalArgumentException("\"" + text + "\" is no stack of 2 to " + MAX_PANCAKES + " pancakes");
        }
        int[] sizes = new int[n];
        boolean[] seen = new boolean[n + 1];
        for (int i = 0; i < n; i++) {
            int size = Character.digit(compact.charAt(i), 16);
            if (size < 1 || size > n || seen[size]) {
                throw new IllegalArgumentException("\"" + text + "\" is no stack of the sizes 1 to " + n
                        + ", each once: '" + compact.charAt(i) + "' at " + (i + 1));
            }
            seen[size] = true;
            sizes[i] = size;
        }
        return new Stack(sizes);
    }

    /** The number of pancakes. */
    public int count() {
        return sizes.length;
    }

    /** The size of the pancake at {@code position}, 0 the top, {@code count() - 1} the one on the plate. */
    public int sizeAt(int position) {
        return sizes[position];
    }

    /** The glyph of a size in the compact text. */
    public static char glyph(int size) {
        return Character.toUpperCase(Character.forDigit(size, 16));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Stack stack && Arrays.equals(sizes, stack.sizes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sizes);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(sizes.length);
        for (int size : sizes) {
            text.append(glyph(size));
        }
        return text.toString();
    }
}
