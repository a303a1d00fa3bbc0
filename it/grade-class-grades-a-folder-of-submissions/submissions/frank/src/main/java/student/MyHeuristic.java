package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** One until the goal. */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return board.isGoal() ? 0 : 1;
    }
}
