package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Gives up, and takes the JVM with it, once the 2×2 piece reaches the bottom row. */
public class QuittingHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        if (board.goalPiece().row() == 3) {
            System.out.println("I give up");
            System.exit(3);
        }
        return 0;
    }
}
