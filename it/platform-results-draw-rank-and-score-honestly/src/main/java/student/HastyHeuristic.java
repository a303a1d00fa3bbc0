package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/**
 * Manhattan distance of the 2×2 piece, four times over once it is two cells or more from the exit: it overestimates,
 * so its smallest counterexample is drawn on every platform that shows one.
 */
public class HastyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        int manhattan = Math.abs(board.goalPiece().row() - Board.GOAL_ROW)
                + Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN);
        return manhattan <= 1 ? manhattan : 4 * manhattan;
    }
}
