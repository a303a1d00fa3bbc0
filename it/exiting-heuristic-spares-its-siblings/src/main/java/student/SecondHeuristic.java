package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Calls {@code System.exit} once the 2×2 piece reaches the bottom row, taking its JVM with it. */
public class SecondHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        if (board.goalPiece().row() == 3) {
            System.out.println("I give up");
            System.exit(3);
        }
        return 0;
    }
}
