package edu.example.oneway;

/** A node of the one-way graph as a student's heuristic sees it: its number, 1 up, and its text {@code n007}. */
public record Node(int number) {

    /** The node whose text is {@code text}, such as {@code n007}. */
    public static Node parse(String text) {
        if (text == null || !text.matches("n\\d{3}")) {
            throw new IllegalArgumentException("a node is n and three digits, not " + text);
        }
        return new Node(Integer.parseInt(text.substring(1)));
    }
}
