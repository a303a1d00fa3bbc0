package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.nio.file.Files;
import java.nio.file.Path;

/** Replaces its JVM's status file by a link to /dev/zero: a reader that follows it reads without end. */
public class DevZeroHeuristic implements Heuristic<Board> {

    public DevZeroHeuristic() throws Exception {
        Path status = WorkDirectory.of().resolve("status.bin");
        Files.delete(status);
        Files.createSymbolicLink(status, Path.of("/dev/zero"));
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
