package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The columns the 2×2 piece is away from the exit. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN);
    }
}
