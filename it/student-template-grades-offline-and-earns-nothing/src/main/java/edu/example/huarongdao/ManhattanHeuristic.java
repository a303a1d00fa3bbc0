package edu.example.huarongdao;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;

/**
 * Manhattan distance of the 2×2 piece's top-left cell from the exit position ({@link Board#GOAL_ROW},
 * {@link Board#GOAL_COLUMN}).
 *
 * <p>Admissible: each move slides the 2×2 piece by at most one cell, so reaching the exit takes at least this many
 * moves. Consistent: one move changes the value by at most one.
 */
public class ManhattanHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return distanceToExit(board.goalPiece());
    }

    /** Rows plus columns between the 2×2 piece's top-left cell and its place at the exit. */
    static int distanceToExit(Piece goalPiece) {
        return Math.abs(goalPiece.row() - Board.GOAL_ROW) + Math.abs(goalPiece.column() - Board.GOAL_COLUMN);
    }
}
