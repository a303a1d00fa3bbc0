package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;

/** Twice the Manhattan distance plus one off the goal: 3 where one move of the 2×2 piece would do. */
public class DoubledManhattanHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        Piece goal = board.goalPiece();
        int manhattan = Math.abs(goal.row() - Board.GOAL_ROW) + Math.abs(goal.column() - Board.GOAL_COLUMN);
        return manhattan == 0 ? 0 : 2 * manhattan + 1;
    }
}
