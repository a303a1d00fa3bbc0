package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/**
 * The 2×2 piece's row distance plus the static field and the system property its sibling sets: admissible alone,
 * overestimating by 14 if either reached it.
 */
public class ThirdHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return Math.abs(board.goalPiece().row() - Board.GOAL_ROW) + Shared.bias
                + Integer.getInteger(Shared.PROPERTY, 0);
    }
}
