package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The template the instructor hands out: the rows the 2×2 piece is away from the exit. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return Math.abs(board.goalPiece().row() - Board.GOAL_ROW);
    }
}
