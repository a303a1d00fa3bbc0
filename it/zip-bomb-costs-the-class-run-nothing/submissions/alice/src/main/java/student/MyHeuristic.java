package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The rows the 2×2 piece still has to go down. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return Board.GOAL_ROW - board.goalPiece().row();
    }
}
