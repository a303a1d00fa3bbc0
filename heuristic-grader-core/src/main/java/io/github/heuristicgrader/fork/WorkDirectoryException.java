package io.github.heuristicgrader.fork;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A fork's directory cannot be written: the disk is full or read-only, or a file stands where a directory must be. A
 * problem of the machine the grader runs on, never of the student's code, so the grade cannot go on.
 *
 * <p>The worker's exit code alone cannot prove it: student code can halt with any code, and can fill or block its
 * own directory. So the parent checks the claim itself, by writing as much as the worker had to in the same
 * directory ({@link #unwritable}); only when that fails too is the fork's failure blamed on the disk.
 */
public final class WorkDirectoryException extends IOException {

    private static final long serialVersionUID = 1L;
    private static final int CHUNK = 64 * 1024;

    /** {@code message} names the directory and the cause, e.g. {@code ...: No space left on device}. */
    WorkDirectoryException(String message, IOException cause) {
        super(message, cause);
    }

    /**
     * Why this JVM cannot write {@code bytes} bytes into a new file in {@code directory}, in a few words such as
     * {@code No space left on device}; null when it can. The file is deleted again.
     */
    static String unwritable(Path directory, long bytes) {
        Path probe = null;
        try {
            probe = Files.createTempFile(directory, "disk-check-", ".tmp");
            try (OutputStream out = Files.newOutputStream(probe)) {
                byte[] zeros = new byte[CHUNK];
                for (long written = 0; written < bytes; written += CHUNK) {
                    out.write(zeros, 0, (int) Math.min(CHUNK, bytes - written));
                }
            }
            return null;
        } catch (IOException e) {
            return reason(e);
        } finally {
            if (probe != null) {
                try {
                    Files.deleteIfExists(probe);
                } catch (IOException e) {
                    // the probe failed already, or the disk went away: nothing more to learn from it
                }
            }
        }
    }

    /**
     * The operating system's words for {@code e}, without the path that the message around it names already:
     * {@code No space left on device}, {@code Read-only file system}; the exception's name when it has no words.
     */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException fileSystem) {
            String reason = fileSystem.getReason();
            return reason != null ? reason : e.getClass().getSimpleName() + " " + fileSystem.getFile();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
