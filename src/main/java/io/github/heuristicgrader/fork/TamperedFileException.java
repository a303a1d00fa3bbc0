package io.github.heuristicgrader.fork;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file a forked JVM wrote is not what the grader's own code there writes: not a regular file, too large,
 * malformed. It fails that fork with the status {@code TAMPERED}, never the run.
 */
final class TamperedFileException extends IOException {

    private static final long serialVersionUID = 1L;

    /** {@code problem} says what the file is and what was wrong, as in "the test journal is a FIFO, …". */
    TamperedFileException(Path file, String problem) {
        super(problem + " (" + file + ")");
    }
}
