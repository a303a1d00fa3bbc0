package student;

import io.github.heuristicgrader.api.huarongdao.Board;

/** Uses the API but is no heuristic, so there is nothing to grade. */
public final class BoardPrinter {

    private BoardPrinter() {
    }

    /** The board as the grader's reports show it. */
    public static String print(Board board) {
        return board.toString();
    }
}
