package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/**
 * Prints and throws from {@code estimate} a message that stops GitHub's command processing (so that the grader's own
 * notice would be ignored), then forges the notice at the start of a line, then a GitLab section.
 */
public class ForgingEstimateHeuristic implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        System.out.println(ForgedCommands.NOTICE);
        throw new IllegalStateException(ForgedCommands.LEGACY_STOP + "\n" + ForgedCommands.NOTICE + "\n"
                + ForgedCommands.GITLAB_SECTION);
    }
}
