package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.BoardFormatException;
import io.github.heuristicgrader.api.huarongdao.Piece;
import io.github.heuristicgrader.api.huarongdao.Shape;
import io.github.heuristicgrader.spi.Svg;
import java.util.List;
import java.util.Locale;

/**
 * Draws a layout as inline SVG: the frame with its exit at the bottom centre, the goal square dashed, and each piece
 * a rounded rectangle over the cells it spans. Colours come from the page's CSS through the classes {@code pc} and
 * the shape's name ({@code goal}, {@code horizontal}, {@code vertical}, {@code single}).
 *
 * <p>Huarongdao's drawing for the reports ({@code Domain#svg}): the page's player shows a solution's steps as these
 * drawings, each made by {@link #drawMove} from the step before.
 */
public final class BoardSvg {

    /** Side of a cell, in SVG units. */
    private static final int CELL = 20;
    /** Width of the frame around the cells. */
    private static final int PAD = 3;
    /** Gap between a piece's edge and its cells' edges, so neighbouring pieces stay apart. */
    private static final int INSET = 1;
    /** Corner radius of a piece. */
    private static final int RADIUS = 3;
    private static final int WIDTH = Board.COLUMNS * CELL + 2 * PAD;
    private static final int HEIGHT = Board.ROWS * CELL + 2 * PAD;

    private BoardSvg() {
    }

    /**
     * The layout as an {@code <svg>} element with class {@code board} and {@code extraClass}, or, when the text is
     * not a layout, the text itself in a {@code <code class="bad-layout">}.
     *
     * @param layout glyph text, 20 glyphs or rows separated by white space; may be null
     * @param extraClass further CSS classes, such as {@code small}; may be empty
     */
    public static String draw(String layout, String extraClass) {
        return drawMove(null, layout, extraClass);
    }

    /**
     * The layout after a move from {@code previous}: as {@link #draw}, with each piece that is not where it was in
     * {@code previous} marked {@code moved} and the place it left drawn as a dashed {@code ghost}. Without a
     * previous layout, or when it is no layout, nothing is marked.
     *
     * @param previous the layout before the move; may be null
     * @param layout the layout after it; may be null
     * @param extraClass further CSS classes, such as {@code small}; may be empty
     */
    public static String drawMove(String previous, String layout, String extraClass) {
        Board board;
        try {
            board = Board.parse(layout == null ? "" : layout);
        } catch (BoardFormatException e) {
            return Svg.notAState(layout, "bad-layout", "not a layout: " + e.getMessage());
        }
        List<Piece> before = previousPieces(previous);
        String label = "layout " + rows(layout);
        Svg svg = Svg.start(extraClass.isEmpty() ? "board" : "board " + extraClass, WIDTH, HEIGHT, label).title(label)
                .rect("frame", 0, 0, WIDTH, HEIGHT, RADIUS + 1)
                .rect("floor", PAD, PAD, Board.COLUMNS * CELL, Board.ROWS * CELL, 0)
                .rect("exit", PAD + Board.GOAL_COLUMN * CELL, HEIGHT - PAD, Shape.GOAL.width() * CELL, PAD, 0)
                .rect("target", PAD + Board.GOAL_COLUMN * CELL + INSET, PAD + Board.GOAL_ROW * CELL + INSET,
                        Shape.GOAL.width() * CELL - 2 * INSET, Shape.GOAL.height() * CELL - 2 * INSET, RADIUS)
                .group("pieces");
        List<Piece> pieces = board.pieces();
        for (Piece left : before) {
            if (!pieces.contains(left)) {
                piece(svg, "ghost", left);
            }
        }
        for (Piece piece : pieces) {
            boolean moved = !before.isEmpty() && !before.contains(piece);
            piece(svg, "pc " + shapeClass(piece.shape()) + (moved ? " moved" : ""), piece);
        }
        return svg.endGroup().end();
    }

    private static List<Piece> previousPieces(String previous) {
        if (previous == null) {
            return List.of();
        }
        try {
            return Board.parse(previous).pieces();
        } catch (BoardFormatException e) {
            return List.of();
        }
    }

    private static void piece(Svg svg, String cssClass, Piece piece) {
        svg.rect(cssClass, PAD + piece.column() * CELL + INSET, PAD + piece.row() * CELL + INSET,
                piece.width() * CELL - 2 * INSET, piece.height() * CELL - 2 * INSET, RADIUS);
    }

    /** The 20 glyphs as five rows separated by spaces, as people type layouts; other text unchanged. */
    public static String rows(String layout) {
        if (layout == null || layout.length() != Board.ROWS * Board.COLUMNS) {
            return layout == null ? "" : layout;
        }
        StringBuilder rows = new StringBuilder(layout.length() + Board.ROWS);
        for (int row = 0; row < Board.ROWS; row++) {
            rows.append(row == 0 ? "" : " ").append(layout, row * Board.COLUMNS, (row + 1) * Board.COLUMNS);
        }
        return rows.toString();
    }

    private static String shapeClass(Shape shape) {
        return shape.name().toLowerCase(Locale.ROOT);
    }
}
