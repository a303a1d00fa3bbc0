package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;
import java.util.HashSet;
import java.util.Set;

/** Manhattan distance plus the pieces other than the 2×2 one that stand on the exit: each must move at least once. */
public class AdvancedHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        Piece goal = board.goalPiece();
        Set<Piece> blocking = new HashSet<>();
        for (int row = Board.GOAL_ROW; row < Board.GOAL_ROW + 2; row++) {
            for (int column = Board.GOAL_COLUMN; column < Board.GOAL_COLUMN + 2; column++) {
                Piece piece = board.pieceAt(row, column);
                if (piece != null && !piece.equals(goal)) {
                    blocking.add(piece);
                }
            }
        }
        return Math.abs(goal.row() - Board.GOAL_ROW) + Math.abs(goal.column() - Board.GOAL_COLUMN) + blocking.size();
    }
}
