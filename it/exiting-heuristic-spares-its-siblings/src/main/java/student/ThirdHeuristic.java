package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The 2×2 piece's row distance alone: admissible and weaker than the first; graded after its sibling at fault. */
public class ThirdHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return Math.abs(board.goalPiece().row() - Board.GOAL_ROW);
    }
}
