package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Zero at the goals, 1000 everywhere else: well-formed, dominating Manhattan, and wrong almost everywhere. */
public class HugeHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return board.isGoal() ? 0 : 1000;
    }
}
