package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A file a forked JVM wrote is not what the grader's own code there writes: not a regular file, too large,
 * malformed. It fails that fork with the status {@code TAMPERED}, never the run. The parsers of the wire formats
 * ({@link WorkerResult}, {@link LiveStatus}, {@link TestJournal}) throw it; the parent reads the bytes they parse.
 */
public final class TamperedFileException extends IOException {

    private static final long serialVersionUID = 1L;

    /** {@code problem} says what the file is and what was wrong, as in "the test journal is a FIFO, …". */
    public TamperedFileException(Path file, String problem) {
        super(problem + " (" + file + ")");
    }

    /**
     * {@code bytes} decoded as UTF-8, strictly.
     *
     * @param what the file or field, as in "the test journal"
     * @throws TamperedFileException when the bytes are not UTF-8
     */
    public static String utf8(byte[] bytes, Path file, String what) throws TamperedFileException {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new TamperedFileException(file, what + " is not UTF-8 text: " + e.getMessage());
        }
    }
}
