package edu.example.token;

import java.util.ArrayList;
import java.util.List;

/**
 * The student API of a tiny puzzle that exists only in the tests, to show that a domain needs nothing of Huarongdao:
 * two interchangeable tokens on a strip of cells; a move slides one token one cell left or right into an empty cell;
 * the goal has the tokens in the two leftmost cells. Immutable. It lies outside the grader's packages, as an
 * instructor's state type would, and reaches the worker because {@code TokenDomain} declares its package.
 */
public final class Strip {

    /** The glyph of a token. */
    public static final char TOKEN = 'x';
    /** The glyph of an empty cell. */
    public static final char EMPTY = '.';

    private final String cells;

    private Strip(String cells) {
        this.cells = cells;
    }

    /**
     * Reads a strip from its compact text, one glyph per cell, {@value #TOKEN} a token, {@value #EMPTY} empty.
     *
     * @throws IllegalArgumentException when the text has other glyphs or not exactly two tokens
     */
    public static Strip parse(String text) {
        String cells = text.strip();
        if (!cells.matches("[x.]*") || cells.chars().filter(glyph -> glyph == TOKEN).count() != 2) {
            throw new IllegalArgumentException("not a strip of two tokens: \"" + text + "\"");
        }
        return new Strip(cells);
    }

    /** The number of cells. */
    public int length() {
        return cells.length();
    }

    /** The cell of the left token (0 is the leftmost cell). */
    public int left() {
        return cells.indexOf(TOKEN);
    }

    /** The cell of the right token. */
    public int right() {
        return cells.lastIndexOf(TOKEN);
    }

    /** Whether the tokens are in the two leftmost cells. */
    public boolean isGoal() {
        return left() == 0 && right() == 1;
    }

    /** The strips one move away, in the order of the cells moved from and then left before right. */
    public List<Strip> successors() {
        List<Strip> successors = new ArrayList<>();
        for (int cell = 0; cell < cells.length(); cell++) {
            if (cells.charAt(cell) != TOKEN) {
                continue;
            }
            for (int to : new int[] {cell - 1, cell + 1}) {
                if (to >= 0 && to < cells.length() && cells.charAt(to) == EMPTY) {
                    char[] moved = cells.toCharArray();
                    moved[cell] = EMPTY;
                    moved[to] = TOKEN;
                    successors.add(new Strip(new String(moved)));
                }
            }
        }
        return successors;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Strip strip && strip.cells.equals(cells);
    }

    @Override
    public int hashCode() {
        return cells.hashCode();
    }

    /** The compact text, which {@link #parse} reads. */
    @Override
    public String toString() {
        return cells;
    }
}
