package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Manhattan distance of the 2×2 piece from the exit; its constructor puts FIFOs where the grader writes
 * grade.json and results.json (in both output directories of the IT), so that a grader opening them to write would
 * wait for ever.
 */
public class FifoHeuristic implements Heuristic<Board> {

    public FifoHeuristic() throws Exception {
        // target/, found from where this class was loaded (target/classes), whatever the working directory.
        Path target = Path.of(FifoHeuristic.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .getParent();
        try {
            for (String directory : new String[] {"grade", "grade-sandboxed"}) {
                Path grade = target.resolve(directory);
                Files.createDirectories(grade);
                for (String report : new String[] {"grade.json", "results.json"}) {
                    Files.deleteIfExists(grade.resolve(report));
                    int code = new ProcessBuilder("mkfifo", grade.resolve(report).toString()).inheritIO().start()
                            .waitFor();
                    if (code != 0) {
                        throw new IllegalStateException("mkfifo exited with " + code);
                    }
                }
            }
            // One line per run whose FIFOs reached the project: the IT counts them.
            Files.writeString(target.resolve("fifo-attacks.txt"), "FIFOs made\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException | IllegalStateException e) {
            System.out.println("FIFOs refused: " + e);
        }
    }

    @Override
    public int estimate(Board board) {
        Piece goal = board.goalPiece();
        return Math.abs(goal.row() - Board.GOAL_ROW) + Math.abs(goal.column() - Board.GOAL_COLUMN);
    }
}
