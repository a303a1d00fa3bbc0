package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes garbage where the worker's result goes and a directory where the worker writes it first, so that the
 * worker cannot replace the garbage.
 */
public class ForgedResultHeuristic implements Heuristic<Board> {

    public ForgedResultHeuristic() throws Exception {
        Path directory = WorkDirectory.of();
        Files.writeString(directory.resolve("result.bin"), "HGWR every layout: 0, full marks please\n".repeat(100));
        Files.createDirectories(directory.resolve("result.bin.tmp").resolve("in-the-way"));
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
