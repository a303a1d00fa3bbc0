package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Shape;

/**
 * Huarongdao move generation on layout keys: every piece slid one cell up, down, left or right into empty cells.
 *
 * <p>Only a piece beside an empty cell can move, so moves are found from the empty cells. Per shape, top-left cell
 * and direction a table holds the mask of the cells a move newly covers; a move is legal when those cells are empty
 * (code 0), and the moved layout is the piece's bits shifted by one row or column.
 */
final class Moves {

    /** The most moves any layout has: each of at most 16 pieces in 4 directions. */
    static final int MAX_MOVES = 64;

    private static final int DIRECTIONS = 4;
    private static final int[] ROW_STEP = {-1, 1, 0, 0};
    private static final int[] COLUMN_STEP = {0, 0, -1, 1};
    /** The bit shift that moves a piece's bits one cell up, down, left, right. */
    private static final int[] SHIFT = {
        Layout.BITS_PER_CELL * Board.COLUMNS, -Layout.BITS_PER_CELL * Board.COLUMNS, Layout.BITS_PER_CELL,
        -Layout.BITS_PER_CELL};
    private static final Shape[] SHAPE_OF_CODE = new Shape[Layout.GLYPHS.length()];
    /** Per empty cell and direction, the cell whose piece would move into it that way, or −1 off the board. */
    private static final int[] MOVER_CELL = new int[Layout.CELLS * DIRECTIONS];
    private static final long LOWEST_BIT_OF_EVERY_CELL = lowestBitOfEveryCell();
    private static final long[][] PIECE_MASK = new long[Shape.values().length][Layout.CELLS];
    /** Cells newly covered by a move, or −1 when the move leaves the board (−1 is never free). */
    private static final long[][] TARGET_MASK = new long[Shape.values().length][Layout.CELLS * DIRECTIONS];

    static {
        for (Shape shape : Shape.values()) {
            for (int dr = 0; dr < shape.height(); dr++) {
                for (int dc = 0; dc < shape.width(); dc++) {
                    SHAPE_OF_CODE[Layout.GLYPHS.indexOf(shape.glyph(dr, dc))] = shape;
                }
            }
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

    static {
        for (int cell = 0; cell < Layout.CELLS; cell++) {
            int row = cell / Board.COLUMNS;
            int column = cell % Board.COLUMNS;
            for (int direction = 0; direction < DIRECTIONS; direction++) {
                int moverRow = row - ROW_STEP[direction];
                int moverColumn = column - COLUMN_STEP[direction];
                boolean inside = moverRow >= 0 && moverRow < Board.ROWS && moverColumn >= 0
                        && moverColumn < Board.COLUMNS;
                MOVER_CELL[cell * DIRECTIONS + direction] = inside ? moverRow * Board.COLUMNS + moverColumn : -1;
            }
        }
    }

    private static long lowestBitOfEveryCell() {
        long mask = 0;
        for (int cell = 0; cell < Layout.CELLS; cell++) {
            mask |= 1L << Layout.shift(cell);
        }
        return mask;
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
     * Writes every layout one move away into {@code into}: the pieces beside each empty cell that can slide into it.
     *
     * @return how many were written
     */
    static int successors(long layout, long[] into) {
        int count = 0;
        long seen = 0;
        long seenHigh = 0;
        long spread = layout | layout >>> 1 | layout >>> 2;
        long emptyCells = ~spread & LOWEST_BIT_OF_EVERY_CELL;
        while (emptyCells != 0) {
            int bit = Long.numberOfTrailingZeros(emptyCells);
            emptyCells &= emptyCells - 1;
            int empty = Layout.CELLS - 1 - bit / Layout.BITS_PER_CELL;
            for (int direction = 0; direction < DIRECTIONS; direction++) {
                int neighbour = MOVER_CELL[empty * DIRECTIONS + direction];
                if (neighbour < 0) {
                    continue;
                }
                int code = Layout.codeAt(layout, neighbour);
                if (code == Layout.EMPTY) {
                    continue;
                }
                Shape shape = SHAPE_OF_CODE[code];
                int topLeft = topLeftOf(layout, neighbour, code);
                int move = topLeft * DIRECTIONS + direction;
                if (move < Long.SIZE) {
                    if ((seen & 1L << move) != 0) {
                        continue;
                    }
                    seen |= 1L << move;
                } else {
                    if ((seenHigh & 1L << move - Long.SIZE) != 0) {
                        continue;
                    }
                    seenHigh |= 1L << move - Long.SIZE;
                }
                if ((layout & TARGET_MASK[shape.ordinal()][move]) == 0) {
                    long pieceMask = PIECE_MASK[shape.ordinal()][topLeft];
                    long pieceBits = layout & pieceMask;
                    int step = SHIFT[direction];
                    into[count++] = layout & ~pieceMask | (step > 0 ? pieceBits << step : pieceBits >>> -step);
                }
            }
        }
        return count;
    }

    /** The top-left cell of the piece covering {@code cell}, whose glyph code is {@code code}. */
    private static int topLeftOf(long layout, int cell, int code) {
        if (code == Layout.RIGHT) {
            return cell - 1;
        }
        if (code == Layout.BOTTOM) {
            return cell - Board.COLUMNS;
        }
        if (code == Layout.GOAL) {
            // One 2×2 piece only: a goal glyph above or to the left is the same piece.
            if (cell >= Board.COLUMNS && Layout.codeAt(layout, cell - Board.COLUMNS) == Layout.GOAL) {
                cell -= Board.COLUMNS;
            }
            if (cell % Board.COLUMNS > 0 && Layout.codeAt(layout, cell - 1) == Layout.GOAL) {
                cell -= 1;
            }
        }
        return cell;
    }
}
