package edu.example.huarongdao;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Never returns: the grade waits on its fork until the container is killed (step 8 of verify.groovy). */
public class BlockedExitHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        while (!Thread.currentThread().isInterrupted()) {
            Thread.onSpinWait();
        }
        return 0;
    }
}
