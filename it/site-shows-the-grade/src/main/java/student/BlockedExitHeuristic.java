package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;
import java.util.HashSet;
import java.util.Set;

/** Manhattan distance of the 2×2 piece plus the pieces standing on the exit: admissible, consistent, dominant. */
public class BlockedExitHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        Set<Piece> blockers = new HashSet<>();
        for (int row = Board.GOAL_ROW; row < Board.ROWS; row++) {
            for (int column = Board.GOAL_COLUMN; column < Board.GOAL_COLUMN + 2; column++) {
                Piece piece = board.pieceAt(row, column);
                if (piece != null && !piece.equals(board.goalPiece())) {
                    blockers.add(piece);
                }
            }
        }
        return HastyHeuristic.manhattan(board) + blockers.size();
    }
}
