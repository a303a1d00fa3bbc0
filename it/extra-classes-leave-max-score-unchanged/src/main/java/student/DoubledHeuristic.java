package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Twice Manhattan: inadmissible. Not in a slot, so it is checked and shown but neither scores nor fails the grade. */
public class DoubledHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return 2 * new ManhattanHeuristic().estimate(board);
    }
}
