package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** A second copy of Manhattan: in playground mode it would add 100 points to the maximum; with slots, none. */
public class CopyOfManhattanHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return new ManhattanHeuristic().estimate(board);
    }
}
