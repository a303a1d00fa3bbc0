package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Shape;

/**
 * Huarongdao move generation on layout keys: every piece slid one cell up, down, left or right into empty cells.
 *
 * <p>Per shape, top-left cell and direction a table holds the mask of the cells a move newly covers; a move is legal
 * when those cells are empty (code 0), and the moved layout is the piece's bits shifted by one row or column.
 */
final class Moves {

    /** The most moves any layout has: each of at most 16 pieces in 4 directions. */
    static final int MAX_MOVES = 64;

    private static final int DIRECTIONS = 4;
    private static final int[] ROW_STEP = {-1, 1, 0, 0};
    private static final int[] COLUMN_STEP = {0, 0, -1, 1};
    private static final Shape[] SHAPE_BY_CODE = new Shape[Layout.GLYPHS.length()];
    private static final long[][] PIECE_MASK = new long[Shape.values().length][Layout.CELLS];
    /** Cells newly covered by a move, or −1 when the move leaves the board (−1 is never free). */
    private static final long[][] TARGET_MASK = new long[Shape.values().length][Layout.CELLS * DIRECTIONS];

    static {
        for (Shape shape : Shape.values()) {
            SHAPE_BY_CODE[Layout.GLYPHS.indexOf(shape.topLeftGlyph())] = shape;
            for (int cell = 0; cell < Layout.CELLS; cell++) {
                int row = cell / Board.COLUMNS;
                int column = cell % Board.COLUMNS;
                PIECE_MASK[shape.ordinal()][cell] = cellsMask(shape, row, column);
                for (int direction = 0; direction < DIRECTIONS; direction++) {
                    long before = cellsMask(shape, row, column);
                    long after = cellsMask(shape, row + ROW_STEP[direction], column + COLUMN_STEP[direction]);
                    TARGET_MASK[shape.ordinal()][cell * DIRECTIONS + direction] =
                            before == -1 || after == -1 ? -1 : after & ~before;
                }
            }
        }
    }

    private Moves() {
    }

    /** The mask of every cell a piece covers, or −1 when it does not fit on the board there. */
    private static long cellsMask(Shape shape, int row, int column) {
        if (row < 0 || column < 0 || row + shape.height() > Board.ROWS || column + shape.width() > Board.COLUMNS) {
            return -1;
        }
        long mask = 0;
        for (int r = row; r < row + shape.height(); r++) {
            for (int c = column; c < column + shape.width(); c++) {
                mask |= Layout.CELL_MASK << Layout.shift(r * Board.COLUMNS + c);
            }
        }
        return mask;
    }

    /**
     * Writes every layout one move away into {@code into}, ordered by piece (reading order of top-left cells), then
     * up, down, left, right, as {@link Board#successors()} does.
     *
     * @return how many were written
     */
    static int successors(long layout, long[] into) {
        int count = 0;
        boolean goalSeen = false;
        for (int cell = 0; cell < Layout.CELLS; cell++) {
            Shape shape = SHAPE_BY_CODE[Layout.codeAt(layout, cell)];
            if (shape == null || shape == Shape.GOAL && goalSeen) {
                continue;
            }
            goalSeen |= shape == Shape.GOAL;
            long pieceMask = PIECE_MASK[shape.ordinal()][cell];
            long pieceBits = layout & pieceMask;
            long others = layout & ~pieceMask;
            long[] targets = TARGET_MASK[shape.ordinal()];
            int base = cell * DIRECTIONS;
            if ((layout & targets[base]) == 0) {
                into[count++] = others | pieceBits << Layout.BITS_PER_CELL * Board.COLUMNS;
            }
            if ((layout & targets[base + 1]) == 0) {
                into[count++] = others | pieceBits >>> Layout.BITS_PER_CELL * Board.COLUMNS;
            }
            if ((layout & targets[base + 2]) == 0) {
                into[count++] = others | pieceBits << Layout.BITS_PER_CELL;
            }
            if ((layout & targets[base + 3]) == 0) {
                into[count++] = others | pieceBits >>> Layout.BITS_PER_CELL;
            }
        }
        return count;
    }
}
