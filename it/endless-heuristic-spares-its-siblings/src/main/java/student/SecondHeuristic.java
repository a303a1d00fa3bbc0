package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Never returns from its first call. */
public class SecondHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        while (true) {
            try {
                Thread.sleep(1_000);
            } catch (InterruptedException e) {
                // keep looping: the time limit must stop it
            }
        }
    }
}
