package io.github.heuristicgrader.api.huarongdao;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable Huarongdao (Klotski) layout: which piece covers each cell of the 5×4 board.
 *
 * <p>Row 0 is the top row and column 0 the left column; a piece's position is its top-left cell. Pieces of the
 * same shape are interchangeable, so two boards are equal exactly when every cell shows the same glyph. The goal is
 * reached when the 2×2 piece's top-left cell is at ({@link #GOAL_ROW}, {@link #GOAL_COLUMN}), the bottom centre.
 *
 * <p>Layout text has one glyph per cell, row by row: {@code 1} the 2×2 piece, {@code <} {@code >} a horizontal
 * piece, {@code ^} {@code v} a vertical piece, {@code 2} a single, {@code .} an empty cell. The classic 横刀立马 is
 * {@code "^11^ v11v ^<>^ v22v 2..2"}.
 */
public final class Board {

    /** Rows of the board. */
    public static final int ROWS = 5;
    /** Columns of the board. */
    public static final int COLUMNS = 4;
    /** The row of the 2×2 piece's top-left cell in a goal layout. */
    public static final int GOAL_ROW = 3;
    /** The column of the 2×2 piece's top-left cell in a goal layout. */
    public static final int GOAL_COLUMN = 1;

    private static final int CELLS = ROWS * COLUMNS;
    private static final int[][] DIRECTIONS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private final String glyphs;
    private final List<Piece> pieces;
    private final Piece goalPiece;
    private final byte[] pieceIndexAt;

    private Board(String glyphs, List<Piece> pieces) {
        this.glyphs = glyphs;
        this.pieces = pieces;
        this.pieceIndexAt = new byte[CELLS];
        Arrays.fill(pieceIndexAt, (byte) -1);
        Piece goal = null;
        for (int i = 0; i < pieces.size(); i++) {
            Piece piece = pieces.get(i);
            if (piece.shape() == Shape.GOAL) {
                goal = piece;
            }
            for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
                for (int c = piece.column(); c < piece.column() + piece.width(); c++) {
                    pieceIndexAt[r * COLUMNS + c] = (byte) i;
                }
            }
        }
        this.goalPiece = goal;
    }

    /**
     * Reads layout text: five rows of four glyphs, separated by newlines or any white space, or the twenty glyphs
     * in one run.
     *
     * @throws BoardFormatException naming the row and column when the text has the wrong size, an unknown glyph, a
     *     piece cut off, no 2×2 piece or more than one
     */
    public static Board parse(String text) {
        if (text.length() == CELLS && isRun(text)) {
            char[] grid = text.toCharArray();
            return new Board(text, readPieces(grid));
        }
        String[] rows = text.strip().split("\\s+");
        if (rows.length == 1 && rows[0].length() == CELLS) {
            String run = rows[0];
            rows = new String[ROWS];
            for (int r = 0; r < ROWS; r++) {
                rows[r] = run.substring(r * COLUMNS, (r + 1) * COLUMNS);
            }
        }
        if (rows.length != ROWS || rows[0].isEmpty()) {
            int found = rows[0].isEmpty() ? 0 : rows.length;
            throw new BoardFormatException(
                    "a layout has " + ROWS + " rows of " + COLUMNS + " glyphs, found " + found + " rows", -1, -1);
        }
        char[] grid = new char[CELLS];
        for (int r = 0; r < ROWS; r++) {
            if (rows[r].length() != COLUMNS) {
                throw new BoardFormatException("row " + r + " has " + rows[r].length() + " glyphs, expected "
                        + COLUMNS + ": \"" + rows[r] + "\"", r, Math.min(rows[r].length(), COLUMNS));
            }
            rows[r].getChars(0, COLUMNS, grid, r * COLUMNS);
        }
        return new Board(new String(grid), readPieces(grid));
    }

    /** Whether {@code text} holds no white space: the twenty glyphs in one run, as layouts are sent around. */
    private static boolean isRun(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static List<Piece> readPieces(char[] grid) {
        List<Piece> pieces = new ArrayList<>(12);
        boolean[] covered = new boolean[CELLS];
        boolean goalSeen = false;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                int cell = r * COLUMNS + c;
                char glyph = grid[cell];
                if (covered[cell] || glyph == Shape.EMPTY_GLYPH) {
                    continue;
                }
                Shape shape = Shape.startingWith(glyph);
                if (shape == null) {
                    throw new BoardFormatException(describe(glyph, r, c) + " "
                            + (isKnownGlyph(glyph) ? "is cut off: the rest of its piece is missing"
                                    : "is not a glyph; use 1 < > ^ v 2 ."), r, c);
                }
                if (shape == Shape.GOAL && goalSeen) {
                    throw new BoardFormatException("a second 2×2 piece starts at row " + r + ", column " + c, r, c);
                }
                for (int dr = 0; dr < shape.height(); dr++) {
                    for (int dc = 0; dc < shape.width(); dc++) {
                        int rr = r + dr;
                        int cc = c + dc;
                        if (rr >= ROWS || cc >= COLUMNS || covered[rr * COLUMNS + cc]
                                || grid[rr * COLUMNS + cc] != shape.glyph(dr, dc)) {
                            throw new BoardFormatException(describe(glyph, r, c) + " starts a " + describeShape(shape)
                                    + " that is cut off at row " + rr + ", column " + cc, r, c);
                        }
                        covered[rr * COLUMNS + cc] = true;
                    }
                }
                goalSeen |= shape == Shape.GOAL;
                pieces.add(new Piece(shape, r, c));
            }
        }
        if (!goalSeen) {
            throw new BoardFormatException("the layout has no 2×2 piece (glyph 1)", -1, -1);
        }
        return Collections.unmodifiableList(pieces);
    }

    private static boolean isKnownGlyph(char glyph) {
        return "1<>^v2".indexOf(glyph) >= 0;
    }

    private static String describe(char glyph, int row, int column) {
        return "'" + glyph + "' at row " + row + ", column " + column;
    }

    private static String describeShape(Shape shape) {
        return switch (shape) {
            case GOAL -> "2×2 piece";
            case HORIZONTAL -> "horizontal piece";
            case VERTICAL -> "vertical piece";
            case SINGLE -> "single";
        };
    }

    /** The 2×2 piece. */
    public Piece goalPiece() {
        return goalPiece;
    }

    /** Every piece, the 2×2 included, in reading order of their top-left cells; unmodifiable. */
    public List<Piece> pieces() {
        return pieces;
    }

    /** The empty cells in reading order; unmodifiable. */
    public List<Cell> emptyCells() {
        List<Cell> empty = new ArrayList<>(2);
        for (int cell = 0; cell < CELLS; cell++) {
            if (pieceIndexAt[cell] < 0) {
                empty.add(new Cell(cell / COLUMNS, cell % COLUMNS));
            }
        }
        return Collections.unmodifiableList(empty);
    }

    /** Whether no piece covers the cell; false outside the board. */
    public boolean isEmpty(int row, int column) {
        return inside(row, column) && pieceIndexAt[row * COLUMNS + column] < 0;
    }

    /** The piece covering the cell, or null when the cell is empty or outside the board. */
    public Piece pieceAt(int row, int column) {
        if (!inside(row, column)) {
            return null;
        }
        int index = pieceIndexAt[row * COLUMNS + column];
        return index < 0 ? null : pieces.get(index);
    }

    /** The glyph drawn at the cell, as in layout text. */
    public char glyphAt(int row, int column) {
        if (!inside(row, column)) {
            throw new IndexOutOfBoundsException("no cell at row " + row + ", column " + column);
        }
        return glyphs.charAt(row * COLUMNS + column);
    }

    /** Whether the 2×2 piece is at the exit: its top-left cell at ({@link #GOAL_ROW}, {@link #GOAL_COLUMN}). */
    public boolean isGoal() {
        return goalPiece.row() == GOAL_ROW && goalPiece.column() == GOAL_COLUMN;
    }

    /**
     * The layouts one move away: one piece slid one cell into empty cells. One board per legal move, ordered by
     * piece (reading order) and then up, down, left, right.
     */
    public List<Board> successors() {
        List<Board> next = new ArrayList<>(8);
        for (Piece piece : pieces) {
            for (int[] direction : DIRECTIONS) {
                if (canMove(piece, direction[0], direction[1])) {
                    next.add(moved(piece, direction[0], direction[1]));
                }
            }
        }
        return Collections.unmodifiableList(next);
    }

    private boolean canMove(Piece piece, int dRow, int dColumn) {
        for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
            for (int c = piece.column(); c < piece.column() + piece.width(); c++) {
                int rr = r + dRow;
                int cc = c + dColumn;
                if (!piece.covers(rr, cc) && !isEmpty(rr, cc)) {
                    return false;
                }
            }
        }
        return true;
    }

    private Board moved(Piece piece, int dRow, int dColumn) {
        char[] grid = glyphs.toCharArray();
        for (int r = piece.row(); r < piece.row() + piece.height(); r++) {
            for (int c = piece.column(); c < piece.column() + piece.width(); c++) {
                grid[r * COLUMNS + c] = Shape.EMPTY_GLYPH;
            }
        }
        Shape shape = piece.shape();
        for (int dr = 0; dr < shape.height(); dr++) {
            for (int dc = 0; dc < shape.width(); dc++) {
                grid[(piece.row() + dRow + dr) * COLUMNS + piece.column() + dColumn + dc] = shape.glyph(dr, dc);
            }
        }
        return new Board(new String(grid), readPieces(grid));
    }

    private static boolean inside(int row, int column) {
        return row >= 0 && row < ROWS && column >= 0 && column < COLUMNS;
    }

    /** The layout text: five lines of four glyphs, separated by {@code '\n'}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(CELLS + ROWS);
        for (int r = 0; r < ROWS; r++) {
            if (r > 0) {
                text.append('\n');
            }
            text.append(glyphs, r * COLUMNS, (r + 1) * COLUMNS);
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board board && glyphs.equals(board.glyphs);
    }

    @Override
    public int hashCode() {
        return glyphs.hashCode();
    }
}
