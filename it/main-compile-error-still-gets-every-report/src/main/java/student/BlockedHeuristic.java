package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Does not compile: a misspelt class name and a method never written, as students leave them. */
public class BlockedHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        return new ManhatanHeuristic().estimate(board) + blockers(board);
    }
}
