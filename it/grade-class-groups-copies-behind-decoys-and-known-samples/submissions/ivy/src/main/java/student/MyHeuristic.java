package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Ann's heuristic, one more on about one layout in 250 (0.4 %): past the share, a closest pair. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        int far = Math.max(Math.abs(board.goalPiece().row() - Board.GOAL_ROW),
                Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN));
        long mixed = (board.toString().hashCode() * 0x165667B19E3779F9L) >>> 40;
        return mixed % 250 == 0 ? far + 1 : far;
    }
}
