package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** The columns the 2×2 piece is away from the exit: a function many find on their own (way 4). */
public class MyHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        int columns = board.goalPiece().column() - Board.GOAL_COLUMN;
        return (int) Math.sqrt((double) columns * columns);
    }
}
