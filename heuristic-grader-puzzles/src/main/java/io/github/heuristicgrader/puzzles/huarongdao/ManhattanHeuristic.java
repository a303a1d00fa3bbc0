package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.spi.StateHeuristic;

/**
 * Manhattan distance of the 2×2 piece: |row − 3| + |column − 1| of its top-left cell. Admissible and consistent,
 * since every move shifts that cell by one row or one column at most.
 */
public final class ManhattanHeuristic implements StateHeuristic {

    /** The one instance. */
    public static final ManhattanHeuristic INSTANCE = new ManhattanHeuristic();

    private ManhattanHeuristic() {
    }

    @Override
    public String name() {
        return "manhattan";
    }

    @Override
    public int estimate(long layout) {
        for (int cell = 0; cell < Layout.CELLS; cell++) {
            if (Layout.codeAt(layout, cell) == Layout.GOAL) {
                return Math.abs(cell / Board.COLUMNS - Board.GOAL_ROW) + Math.abs(cell % Board.COLUMNS - Board.GOAL_COLUMN);
            }
        }
        throw new IllegalArgumentException("layout has no 2×2 piece: " + Layout.text(layout));
    }
}
