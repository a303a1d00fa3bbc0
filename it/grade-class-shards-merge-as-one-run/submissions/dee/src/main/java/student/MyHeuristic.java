package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The template kept, written otherwise. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        int rows = Board.GOAL_ROW - board.goalPiece().row();
        return rows >= 0 ? rows : -rows;
    }
}
