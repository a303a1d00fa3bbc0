package io.github.heuristicgrader.api.huarongdao;

/**
 * Layout text that is not a legal board; the message names the row and column at fault.
 *
 * <p>Rows and columns are counted from 0 at the top left, as everywhere in the API; {@link #row()} and
 * {@link #column()} are −1 when the fault is not at one cell (for example a missing row).
 */
public final class BoardFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int row;
    private final int column;

    /** A fault at one cell, or −1/−1 for a fault of the whole text. */
    public BoardFormatException(String message, int row, int column) {
        super(message);
        this.row = row;
        this.column = column;
    }

    /** The row at fault, or −1. */
    public int row() {
        return row;
    }

    /** The column at fault, or −1. */
    public int column() {
        return column;
    }
}
