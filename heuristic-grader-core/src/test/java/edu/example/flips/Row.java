package edu.example.flips;

/** A row of the flips test domain as a student's heuristic sees it: its items, first on top, as digits. */
public record Row(String items) {

    /** The row whose text is {@code text}, such as {@code 2130}. */
    public static Row parse(String text) {
        if (text == null || !text.matches("\\d{1,9}")) {
            throw new IllegalArgumentException("a row is 1 to 9 digits, not " + text);
        }
        return new Row(text);
    }
}
