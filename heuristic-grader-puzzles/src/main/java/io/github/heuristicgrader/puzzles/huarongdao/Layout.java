package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Shape;

/**
 * The compact key of a Huarongdao layout: three bits per cell, the top-left cell in the most significant bits.
 *
 * <p>Glyph codes follow the glyphs' character order ({@code . 1 2 < > ^ v} are 0 to 6), so comparing two keys
 * compares the layouts' row-major text. A key always fits in 60 bits and is positive; 0 is never a layout.
 */
public final class Layout {

    /** Cells on the board. */
    public static final int CELLS = Board.ROWS * Board.COLUMNS;
    static final int BITS_PER_CELL = 3;
    static final long CELL_MASK = (1L << BITS_PER_CELL) - 1;

    /** The glyphs by code: a glyph's code is its index here. */
    static final String GLYPHS = "" + Shape.EMPTY_GLYPH + Shape.GOAL.topLeftGlyph() + Shape.SINGLE.topLeftGlyph()
            + Shape.HORIZONTAL.glyph(0, 0) + Shape.HORIZONTAL.glyph(0, 1)
            + Shape.VERTICAL.glyph(0, 0) + Shape.VERTICAL.glyph(1, 0);

    static final int EMPTY = GLYPHS.indexOf(Shape.EMPTY_GLYPH);
    static final int GOAL = GLYPHS.indexOf(Shape.GOAL.topLeftGlyph());
    static final int SINGLE = GLYPHS.indexOf(Shape.SINGLE.topLeftGlyph());
    static final int LEFT = GLYPHS.indexOf(Shape.HORIZONTAL.glyph(0, 0));
    static final int RIGHT = GLYPHS.indexOf(Shape.HORIZONTAL.glyph(0, 1));
    static final int TOP = GLYPHS.indexOf(Shape.VERTICAL.glyph(0, 0));
    static final int BOTTOM = GLYPHS.indexOf(Shape.VERTICAL.glyph(1, 0));

    private Layout() {
    }

    /** The bit position of a cell's code; cell = row × columns + column. */
    static int shift(int cell) {
        return (CELLS - 1 - cell) * BITS_PER_CELL;
    }

    /** The glyph code of a cell. */
    static int codeAt(long layout, int cell) {
        return (int) (layout >>> shift(cell) & CELL_MASK);
    }

    /** The key with {@code code} set at {@code cell}, which must have held code 0. */
    static long with(long layout, int cell, int code) {
        return layout | (long) code << shift(cell);
    }

    /** The layout's 20 glyphs, row-major, no separators. */
    public static String text(long layout) {
        char[] text = new char[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            text[cell] = GLYPHS.charAt(codeAt(layout, cell));
        }
        return new String(text);
    }

    /** The key of a board. */
    public static long of(Board board) {
        long layout = 0;
        for (int cell = 0; cell < CELLS; cell++) {
            layout = with(layout, cell, GLYPHS.indexOf(board.glyphAt(cell / Board.COLUMNS, cell % Board.COLUMNS)));
        }
        return layout;
    }

    /** The board of a key. */
    public static Board toBoard(long layout) {
        return Board.parse(text(layout));
    }
}
