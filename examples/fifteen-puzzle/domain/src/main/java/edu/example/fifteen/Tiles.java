package edu.example.fifteen;

import java.util.Arrays;

/**
 * One state of the 15-puzzle as a student's heuristic sees it: fifteen numbered tiles and the blank on a 4×4 grid.
 * Immutable.
 *
 * <p>Its compact text has the rows top to bottom, separated by {@code /}, each cell a hexadecimal digit {@code 1}–
 * {@code f} (tiles 1 to 15) or {@code _} for the blank; the goal, the blank in the bottom right corner, is
 * {@code 1234/5678/9abc/def_}.
 */
public final class Tiles {

    /** The number of rows and of columns. */
    public static final int SIZE = 4;
    /** The number of the blank in {@link #tileAt}. */
    public static final int BLANK = 0;
    /** The glyph of the blank in the compact text. */
    public static final char BLANK_GLYPH = '_';

    private static final char ROW_SEPARATOR = '/';
    private static final int CELLS = SIZE * SIZE;

    /** The tile of each cell, row by row; {@link #BLANK} for the blank. */
    private final int[] cells;

    private Tiles(int[] cells) {
        this.cells = cells;
    }

    /**
     * Reads the compact text, such as {@code 1234/5678/9abc/def_}; spaces are ignored, tiles 10 to 15 may be written
     * {@code a}–{@code f} or {@code A}–{@code F}, and {@code 0} is read as the blank.
     *
     * @throws IllegalArgumentException naming what is wrong when the text is no arrangement of the fifteen tiles and
     *     the blank
     */
    public static Tiles parse(String text) {
        int[] cells = new int[CELLS];
        int count = 0;
        boolean[] seen = new boolean[CELLS];
        for (int i = 0; i < text.length(); i++) {
            char glyph = text.charAt(i);
            if (glyph == ' ' || glyph == ROW_SEPARATOR && count % SIZE == 0 && count > 0 && count < CELLS) {
                continue;
            }
            int tile = glyph == BLANK_GLYPH ? BLANK : Character.digit(glyph, CELLS);
            if (tile < 0) {
                throw new IllegalArgumentException("'" + glyph + "' at " + (i + 1) + " of \"" + text
                        + "\" is no tile: the tiles are 1 to f and " + BLANK_GLYPH + " the blank");
            }
            if (count == CELLS) {
                throw new IllegalArgumentException("\"" + text + "\" has more than " + CELLS + " cells");
            }
            if (seen[tile]) {
                throw new IllegalArgumentException("\"" + text + "\" holds " + (tile == BLANK ? "the blank"
                        : "tile " + tile) + " twice");
            }
            seen[tile] = true;
            cells[count++] = tile;
        }
        if (count != CELLS) {
            throw new IllegalArgumentException("\"" + text + "\" has " + count + " cells, not " + CELLS);
        }
        return new Tiles(cells);
    }

    /** The tile at {@code row} and {@code column}, counted from 0 at the top left; {@link #BLANK} for the blank. */
    public int tileAt(int row, int column) {
        return cells[row * SIZE + column];
    }

    /** The row {@code tile} (1–15, or {@link #BLANK}) has in the goal {@code 1234/5678/9abc/def_}. */
    public static int goalRow(int tile) {
        return (tile == BLANK ? CELLS - 1 : tile - 1) / SIZE;
    }

    /** The column {@code tile} (1–15, or {@link #BLANK}) has in the goal {@code 1234/5678/9abc/def_}. */
    public static int goalColumn(int tile) {
        return (tile == BLANK ? CELLS - 1 : tile - 1) % SIZE;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Tiles tiles && Arrays.equals(cells, tiles.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    /** The compact text, such as {@code 1234/5678/9abc/def_}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(CELLS + SIZE - 1);
        for (int i = 0; i < CELLS; i++) {
            if (i > 0 && i % SIZE == 0) {
                text.append(ROW_SEPARATOR);
            }
            text.append(cells[i] == BLANK ? BLANK_GLYPH : Character.forDigit(cells[i], CELLS));
        }
        return text.toString();
    }
}
