package edu.example.huarongdao;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Loose, and line 10 does not compile. */
public class BlockedExitHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) { return ManhattanHeuristic.distanceToExit(board.goalPiece()) + ; }
}
