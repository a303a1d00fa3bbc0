package edu.example.streets;

/**
 * Where the car stands: a corner of the city's grid, row 0 at the top, column 0 at the left; the goal is the corner
 * at row 0, column 0. Its text is {@code r07c12}: {@code r}, the row in two digits, {@code c}, the column in two.
 *
 * @param row 0 to 29
 * @param column 0 to 29
 */
public record Corner(int row, int column) {

    /** The rows and the columns of the grid. */
    public static final int SIZE = 30;

    /** Checks the corner lies on the grid. */
    public Corner {
        if (row < 0 || row >= SIZE || column < 0 || column >= SIZE) {
            throw new IllegalArgumentException("no corner at row " + row + ", column " + column);
        }
    }

    /**
     * The corner whose text is {@code text}, such as {@code r07c12}.
     *
     * @throws IllegalArgumentException when the text is no corner
     */
    public static Corner parse(String text) {
        if (text == null || !text.matches("r\\d\\dc\\d\\d")) {
            throw new IllegalArgumentException("a corner is r, two digits, c, two digits, such as r07c12, not "
                    + text);
        }
        return new Corner(Integer.parseInt(text.substring(1, 3)), Integer.parseInt(text.substring(4, 6)));
    }

    /** The corner's text, such as {@code r07c12}. */
    @Override
    public String toString() {
        return String.format("r%02dc%02d", row, column);
    }
}
