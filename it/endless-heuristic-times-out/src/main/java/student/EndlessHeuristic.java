package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Never returns: the grader must kill its JVM and carry on. */
public class EndlessHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        while (true) {
            Thread.onSpinWait();
        }
    }
}
