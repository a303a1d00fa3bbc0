package io.github.heuristicgrader.worker;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Writing a file without opening what stands at its name, where forked student code may have been: the one way the
 * grader's own files are written (every report, the worker's result, the worker jar, a class run's values files).
 * The content goes to a temporary file created new beside the target (never an existing file, FIFO or link:
 * creation fails instead), which is then renamed over the target, atomically where the file system can. Whatever stood at the name (a file, a FIFO,
 * a link) is replaced without being opened, and a reader sees the old file or the new one, never half of one. The
 * temporary file is removed when writing it fails.
 */
public final class FileReplacer {

    /** What goes into a file. */
    @FunctionalInterface
    public interface Content {

        /** Writes the content to {@code out}, which the caller closes. */
        void writeTo(OutputStream out) throws IOException;
    }

    private FileReplacer() {
    }

    /**
     * Replaces {@code file} by {@code content}, through a temporary file of a fresh random name beside it, created
     * with the usual permissions (the umask's).
     *
     * @return {@code file}
     * @throws IOException when the temporary file cannot be created or written, or not renamed over {@code file}
     *     (a directory at the name, say)
     */
    public static Path replace(Path file, Content content) throws IOException {
        return replace(file, file.resolveSibling("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp"),
                content);
    }

    /**
     * Replaces {@code file} by {@code content} through {@code temporary}, a name of the caller's, which must be
     * free: whatever stands there (a file left behind, a FIFO or link someone put there) makes this fail without
     * being opened or removed.
     *
     * @return {@code file}
     * @throws FileAlreadyExistsException when something stands at {@code temporary}
     * @throws IOException when the temporary file cannot be written, or not renamed over {@code file}
     */
    public static Path replace(Path file, Path temporary, Content content) throws IOException {
        OutputStream created = Files.newOutputStream(temporary, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);
        try {
            try (OutputStream out = new BufferedOutputStream(created)) {
                content.writeTo(out);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            ForkFiles.delete(temporary);
            throw e;
        }
        return file;
    }
}
