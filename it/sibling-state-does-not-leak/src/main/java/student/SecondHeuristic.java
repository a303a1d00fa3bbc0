package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Admissible (0 everywhere), but sets a static field and a system property its sibling reads to 7. */
public class SecondHeuristic implements Heuristic<Board> {

    /** Sets both. */
    public SecondHeuristic() {
        Shared.bias = 7;
        System.setProperty(Shared.PROPERTY, "7");
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
