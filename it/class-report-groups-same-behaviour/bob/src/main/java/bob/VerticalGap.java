package bob;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;

/** Counts, one by one, the steps down from the big piece to the exit row. */
public class VerticalGap implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        Piece big = board.goalPiece();
        int steps = 0;
        for (int row = big.row(); row < Board.GOAL_ROW; row++) {
            steps++;
        }
        return steps;
    }
}
