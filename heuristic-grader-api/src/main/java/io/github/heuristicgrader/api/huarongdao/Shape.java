package io.github.heuristicgrader.api.huarongdao;

/** The four piece shapes of Huarongdao, with their size and the glyphs that draw them in layout text. */
public enum Shape {
    /** The 2×2 piece (曹操) that must reach the exit; drawn {@code 1} on all four cells. */
    GOAL(2, 2, "1111"),
    /** A 1×2 piece lying flat; drawn {@code <>}. */
    HORIZONTAL(1, 2, "<>"),
    /** A 2×1 piece standing up; drawn {@code ^} over {@code v}. */
    VERTICAL(2, 1, "^v"),
    /** A 1×1 piece (兵); drawn {@code 2}. */
    SINGLE(1, 1, "2");

    /** The glyph of an empty cell in layout text. */
    public static final char EMPTY_GLYPH = '.';

    private final int height;
    private final int width;
    private final String glyphs;

    Shape(int height, int width, String glyphs) {
        this.height = height;
        this.width = width;
        this.glyphs = glyphs;
    }

    /** Rows the shape spans: 1 or 2. */
    public int height() {
        return height;
    }

    /** Columns the shape spans: 1 or 2. */
    public int width() {
        return width;
    }

    /** Number of cells the shape covers. */
    public int area() {
        return height * width;
    }

    /**
     * The glyph drawn at an offset inside the shape.
     *
     * @param rowOffset 0 ≤ rowOffset &lt; {@link #height()}
     * @param columnOffset 0 ≤ columnOffset &lt; {@link #width()}
     */
    public char glyph(int rowOffset, int columnOffset) {
        return glyphs.charAt(rowOffset * width + columnOffset);
    }

    /** The glyph of the shape's top-left cell, which is where a piece of this shape starts in reading order. */
    public char topLeftGlyph() {
        return glyphs.charAt(0);
    }

    private static final Shape[] SHAPES = values();

    /** The shape whose top-left glyph is {@code glyph}, or null when {@code glyph} starts no piece. */
    public static Shape startingWith(char glyph) {
        for (Shape shape : SHAPES) {
            if (shape.topLeftGlyph() == glyph) {
                return shape;
            }
        }
        return null;
    }
}
