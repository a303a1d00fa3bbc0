package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The rows the 2×2 piece is away from the exit, and twice its columns. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return Math.abs(board.goalPiece().row() - Board.GOAL_ROW)
                + 2 * Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN);
    }
}
