package io.github.heuristicgrader.api.huarongdao;

/**
 * A piece on the board, placed by its top-left cell.
 *
 * @param shape the piece's shape, never null
 * @param row the row of its top-left cell, 0 at the top
 * @param column the column of its top-left cell, 0 at the left
 */
public record Piece(Shape shape, int row, int column) {

    /** Rows the piece spans. */
    public int height() {
        return shape.height();
    }

    /** Columns the piece spans. */
    public int width() {
        return shape.width();
    }

    /** Whether the piece covers the cell at {@code row}, {@code column}. */
    public boolean covers(int row, int column) {
        return row >= this.row && row < this.row + height() && column >= this.column && column < this.column + width();
    }
}
