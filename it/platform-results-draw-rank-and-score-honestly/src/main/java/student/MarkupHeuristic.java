package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/**
 * Prints markup (once) and throws it when the 2×2 piece is in the top row: a student's text that a platform rendering
 * HTML or Markdown would run, were it not escaped.
 */
public class MarkupHeuristic implements Heuristic<Board> {

    private boolean printed;

    /** What it prints and throws: an image whose error handler runs script, a script, a Markdown image and link. */
    static final String MARKUP = "<img src=x onerror=\"document.title='pwned'\"><script>document.title='pwned'"
            + "</script>![x](javascript:alert(1)) [y](javascript:alert(2)) **bold** &amp;";

    @Override
    public int estimate(Board board) {
        if (board.goalPiece().row() == 0) {
            if (!printed) {
                System.out.println(MARKUP);
                printed = true;
            }
            throw new IllegalStateException(MARKUP);
        }
        return 0;
    }
}
