package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The template the instructor hands out: replace the estimate with your own. */
public class SnoopingHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
