package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.util.Optional;

/** Kills its parent, its parent's parent and every ancestor it can see, Maven included; 0 everywhere otherwise. */
public class ParentKillingHeuristic implements Heuristic<Board> {

    /** Kills the ancestors, printing each. */
    public ParentKillingHeuristic() {
        for (Optional<ProcessHandle> parent = ProcessHandle.current().parent(); parent.isPresent();
                parent = parent.get().parent()) {
            System.out.println("killing " + parent.get().pid() + ": " + parent.get().destroyForcibly());
        }
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
