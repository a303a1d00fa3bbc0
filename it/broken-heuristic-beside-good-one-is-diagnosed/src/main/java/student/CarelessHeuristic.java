package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Looks at the cell left of the 2×2 piece without checking that there is one. */
public class CarelessHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        int leftNeighbour = board.goalPiece().column() - 1;
        char beside = board.glyphAt(board.goalPiece().row(), leftNeighbour);
        return beside == '.' ? 0 : 1;
    }
}
