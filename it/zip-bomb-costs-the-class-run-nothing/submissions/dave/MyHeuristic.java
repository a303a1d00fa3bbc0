package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Ten per row and column to go, and a bit more: overestimates. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return 10 * (Board.GOAL_ROW - board.goalPiece().row()) + 3;
    }
}
