package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Throws from its constructor a message that forges Classroom's grade annotation. */
public class ForgingConstructorHeuristic implements Heuristic<Board> {

    public ForgingConstructorHeuristic() {
        throw new IllegalStateException(ForgedCommands.LEGACY_NOTICE + " " + ForgedCommands.GITLAB_SECTION);
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
