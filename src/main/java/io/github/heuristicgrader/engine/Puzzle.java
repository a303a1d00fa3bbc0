package io.github.heuristicgrader.engine;

import java.util.List;
import java.util.Map;

/**
 * A sliding-block puzzle whose every layout fits in a {@code long}: the seam between the rules of one puzzle and the
 * puzzle-independent state space, checks and search.
 *
 * <p>Layout keys compare like the layout text: of two layouts, the one with the smaller key has the smaller
 * row-major text. Every move costs 1 and moves are reversible.
 */
public interface Puzzle {

    /** The puzzle's name in reports, such as {@code huarongdao}. */
    String domain();

    /** Every layout of the state database, ascending, without duplicates. */
    long[] layouts();

    /** An upper bound on the number of moves from any layout, the size {@link #successors} needs. */
    int maxMoves();

    /**
     * Writes the layouts one move away from {@code layout} into {@code into}, in a fixed order.
     *
     * @return how many were written
     */
    int successors(long layout, long[] into);

    /** Whether {@code layout} is a goal. */
    boolean isGoal(long layout);

    /** The layout as compact text: one glyph per cell, row-major, no separators. */
    String format(long layout);

    /**
     * The layout drawn as rows of text for a console, top row first, all of one width: {@link #format} text cut into
     * the board's rows. The default, for a puzzle without rows, is the text on one row; text that is no whole layout
     * is also given on one row.
     */
    default List<String> rows(String text) {
        return List.of(text);
    }

    /**
     * Reads a layout in any text format the puzzle knows.
     *
     * @throws IllegalArgumentException with a message naming the row and column at fault
     */
    long parse(String text);

    /** The read-only state handed to a student's heuristic. */
    Object studentState(long layout);

    /** The class of {@link #studentState}, which a student's heuristic must accept. */
    Class<?> studentStateType();

    /** Named classic start layouts, in the order reports list them: name → layout text. */
    Map<String, String> classicLayouts();

    /**
     * The name of {@code name} in Latin letters, for places where a CJK font may be missing (the console, JUnit XML,
     * Gradescope): the pinyin of a classic layout's Chinese name, else {@code name} itself.
     */
    default String latinName(String name) {
        return name;
    }

    /** The baseline heuristic a student's heuristic must dominate, such as Manhattan distance. */
    LayoutHeuristic baseline();
}
