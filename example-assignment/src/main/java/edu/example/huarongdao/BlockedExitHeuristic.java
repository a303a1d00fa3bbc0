package edu.example.huarongdao;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;
import io.github.heuristicgrader.api.huarongdao.Shape;
import java.util.HashSet;
import java.util.Set;

/**
 * Your heuristic: never above the number of moves left (admissible), dropping by at most one across a move
 * (consistent), 0 at every goal, never below {@link ManhattanHeuristic} and above it somewhere. The fewer layouts A*
 * must expand with it, the more of the effort points it earns. Replace this paragraph by your heuristic's definition
 * and the proof that it is admissible and consistent.
 */
public class BlockedExitHeuristic implements Heuristic<Board> {

    /*
     * The worked answer; heuristic-grader:student-template leaves it out of the students' stub.
     *
     * h(s) = M(s) + B(s), where M is the Manhattan distance of the 2×2 piece's top-left cell from (3, 1) and B the
     * number of distinct pieces other than the 2×2 piece that cover at least one of the four exit cells (3, 1),
     * (3, 2), (4, 1), (4, 2).
     *
     * Admissible (h(s) ≤ d(s)). At a goal the 2×2 piece covers all four exit cells, so each of the B pieces on them
     * must move at least once; and the 2×2 piece must move at least M times, since a move slides it by one cell. Those
     * are moves of different pieces, so every solution has at least M + B moves.
     *
     * Consistent (h(s) ≤ 1 + h(t) for every move s → t). A move slides one piece by one cell. If that is the 2×2
     * piece, M changes by one and B stays, since no other piece moved. Otherwise M stays and B changes by at most one,
     * since only the moved piece can start or stop covering an exit cell. Either way h changes by at most one.
     * Consistency and h = 0 at the goals (M = 0, and the 2×2 piece covers the exit) give admissibility a second time.
     *
     * Dominates Manhattan: B ≥ 0 everywhere, and B > 0 whenever a piece stands on the exit, as in the classic start
     * 横刀立马.
     */

    @Override
    public int estimate(Board board) {
        return ManhattanHeuristic.distanceToExit(board.goalPiece()) + blockers(board);
    }

    /** Distinct pieces other than the 2×2 piece that cover an exit cell: the cells the 2×2 piece covers at a goal. */
    static int blockers(Board board) {
        Set<Piece> blocking = new HashSet<>();
        for (int row = Board.GOAL_ROW; row < Board.GOAL_ROW + Shape.GOAL.height(); row++) {
            for (int column = Board.GOAL_COLUMN; column < Board.GOAL_COLUMN + Shape.GOAL.width(); column++) {
                Piece piece = board.pieceAt(row, column);
                if (piece != null && !piece.equals(board.goalPiece())) {
                    blocking.add(piece);
                }
            }
        }
        return blocking.size();
    }
}
