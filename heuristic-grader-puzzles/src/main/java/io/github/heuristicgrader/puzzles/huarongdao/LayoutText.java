package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.BoardFormatException;
import io.github.heuristicgrader.api.huarongdao.Shape;

/**
 * Reads the two text formats instructors have: glyph text ({@code 1 < > ^ v 2 .}, see {@link Board}) and the older
 * digit text.
 *
 * <p>Digit text: {@code 0} an empty cell, {@code 1} the 2×2 piece, {@code 2} to {@code 6} two-cell pieces, each id
 * on exactly two side-by-side cells, {@code 7} a single. Text made only of digits, with at least one {@code 0} or one
 * of {@code 3} to {@code 9}, is digit text; anything else is glyph text. Either way the rows are separated by
 * newlines or white space, or all twenty cells stand in one run.
 */
public final class LayoutText {

    private static final char DIGIT_EMPTY = '0';
    private static final char DIGIT_GOAL = '1';
    private static final char DIGIT_SINGLE = '7';

    private LayoutText() {
    }

    /**
     * The board the text describes.
     *
     * @throws BoardFormatException naming the row and column at fault
     */
    public static Board parse(String text) {
        return isDigitText(text) ? Board.parse(digitsToGlyphs(text)) : Board.parse(text);
    }

    static boolean isDigitText(String text) {
        boolean distinctive = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (c < '0' || c > '9') {
                return false;
            }
            distinctive |= c != DIGIT_GOAL && c != '2';
        }
        return distinctive;
    }

    /**
     * Rewrites digit text as glyph text with the same white space, so that {@link Board#parse} reports size errors
     * and cut-off 2×2 pieces at the same rows and columns.
     */
    private static String digitsToGlyphs(String text) {
        String cells = text.replaceAll("\\s+", "");
        if (cells.length() != Layout.CELLS) {
            return text;
        }
        char[] glyphs = new char[Layout.CELLS];
        for (int cell = 0; cell < Layout.CELLS; cell++) {
            char digit = cells.charAt(cell);
            int row = cell / Board.COLUMNS;
            int column = cell % Board.COLUMNS;
            if (digit == DIGIT_EMPTY) {
                glyphs[cell] = Shape.EMPTY_GLYPH;
            } else if (digit == DIGIT_GOAL) {
                glyphs[cell] = Shape.GOAL.topLeftGlyph();
            } else if (digit == DIGIT_SINGLE) {
                glyphs[cell] = Shape.SINGLE.topLeftGlyph();
            } else if (digit >= '2' && digit <= '6') {
                placeTwoCellPiece(cells, digit, cell, glyphs);
            } else {
                throw new BoardFormatException("digit '" + digit + "' at row " + row + ", column " + column
                        + " is not a piece; digit text uses 0 (empty), 1 (2×2), 2-6 (two-cell pieces), 7 (single)",
                        row, column);
            }
        }
        StringBuilder rewritten = new StringBuilder(text.length());
        int next = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            rewritten.append(Character.isWhitespace(c) ? c : glyphs[next++]);
        }
        return rewritten.toString();
    }

    private static void placeTwoCellPiece(String cells, char id, int cell, char[] glyphs) {
        int first = cells.indexOf(id);
        int second = cells.indexOf(id, first + 1);
        int third = second < 0 ? -1 : cells.indexOf(id, second + 1);
        int row = first / Board.COLUMNS;
        int column = first % Board.COLUMNS;
        if (second < 0 || third >= 0) {
            throw new BoardFormatException("piece " + id + " starting at row " + row + ", column " + column
                    + " does not cover exactly two cells", row, column);
        }
        boolean horizontal = second == first + 1 && column + 1 < Board.COLUMNS;
        boolean vertical = second == first + Board.COLUMNS;
        if (!horizontal && !vertical) {
            throw new BoardFormatException("piece " + id + " at row " + row + ", column " + column
                    + " is cut off: its second cell is not beside or below it", row, column);
        }
        Shape shape = horizontal ? Shape.HORIZONTAL : Shape.VERTICAL;
        glyphs[cell] = cell == first ? shape.glyph(0, 0) : shape.glyph(shape.height() - 1, shape.width() - 1);
    }
}
