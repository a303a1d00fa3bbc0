package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * How the parent reads and removes every file a forked JVM wrote or could have touched (the worker's result and
 * live status, the test runner's live status, the JVM's output log): as hostile input.
 *
 * <p>A file is looked at without following links and must be a regular file before it is opened, so that a
 * symbolic link (to {@code /dev/zero}, say), a FIFO, a socket, a device or a directory is refused without ever
 * blocking; it is read into memory only up to a cap its caller derives from what a legitimate file can hold, and a
 * larger file is refused; a file that cannot be read at all (a fork can break the path to it) is refused too.
 * Every refusal is a {@link TamperedFileException} naming the file and what was wrong. The forks are over when the
 * parent reads: nothing of theirs should be left to swap a file between the look and the open (with the sandbox,
 * nothing can). The parent's side of the wire formats: it lives beside them so that they read themselves
 * ({@link WorkerResult#read}, {@link LiveStatus#read}). The test journal comes by a socket, not a file, and is
 * parsed as hostile input all the same ({@link TestJournal#parse}).
 */
public final class ForkFiles {

    private ForkFiles() {
    }

    /**
     * The whole content of a file a fork wrote.
     *
     * @param what what the file is, for messages ("the worker's result file")
     * @param maxBytes the most a legitimate file of this kind holds
     * @return the bytes, or null when there is no file
     * @throws TamperedFileException when something other than a regular file is at {@code file}, it holds more
     *     than {@code maxBytes}, or it cannot be read
     */
    public static byte[] read(Path file, String what, long maxBytes) throws TamperedFileException {
        try {
            return readWithin(file, what, maxBytes);
        } catch (TamperedFileException e) {
            throw e;
        } catch (IOException e) {
            throw unreadable(file, what, e);
        }
    }

    private static byte[] readWithin(Path file, String what, long maxBytes) throws IOException {
        BasicFileAttributes attributes = regularFile(file, what);
        if (attributes == null) {
            return null;
        }
        if (attributes.size() > maxBytes) {
            throw new TamperedFileException(file, what + " holds " + attributes.size() + " bytes, more than the "
                    + maxBytes + " a genuine one can");
        }
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS, StandardOpenOption.READ)) {
            // One byte past the cap tells a file that grew since it was looked at.
            byte[] bytes = in.readNBytes((int) maxBytes + 1);
            if (bytes.length > maxBytes) {
                throw new TamperedFileException(file, what + " grew past the " + maxBytes + " bytes a genuine one"
                        + " can hold while it was read");
            }
            return bytes;
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /**
     * The last {@code maxBytes} of a file a fork wrote, however long it is: the JVM's output log.
     *
     * @return the bytes, empty when there is no file
     * @throws TamperedFileException when something other than a regular file is at {@code file}, or it cannot be
     *     read
     */
    public static byte[] readTail(Path file, String what, int maxBytes) throws TamperedFileException {
        try {
            return readTailOf(file, what, maxBytes);
        } catch (TamperedFileException e) {
            throw e;
        } catch (IOException e) {
            throw unreadable(file, what, e);
        }
    }

    private static byte[] readTailOf(Path file, String what, int maxBytes) throws IOException {
        if (regularFile(file, what) == null) {
            return new byte[0];
        }
        try (SeekableByteChannel channel = Files.newByteChannel(file, LinkOption.NOFOLLOW_LINKS,
                StandardOpenOption.READ)) {
            long size = channel.size();
            channel.position(Math.max(0, size - maxBytes));
            ByteBuffer tail = ByteBuffer.allocate((int) Math.min(size, maxBytes));
            while (tail.hasRemaining() && channel.read(tail) >= 0) {
                // a file the JVM wrote shrinks only when tampered with; read what is there
            }
            byte[] bytes = new byte[tail.position()];
            tail.flip().get(bytes);
            return bytes;
        } catch (NoSuchFileException e) {
            return new byte[0];
        }
    }

    /**
     * A file the fork's files cannot be read through: a fork can make a path unreadable (a file where a directory
     * of the path belongs, say), and that must fail the fork, not the run.
     */
    private static TamperedFileException unreadable(Path file, String what, IOException e) {
        return new TamperedFileException(file, what + " cannot be read: " + e);
    }

    /**
     * Creates the grader's work directory {@code directory} where forks may have been: whatever else a fork put at
     * its name (a file, a FIFO, a link) is removed first, so that the next fork still gets a directory.
     *
     * @throws IOException when the directory cannot be created
     */
    public static void createWorkDirectory(Path directory) throws IOException {
        if (Files.exists(directory, LinkOption.NOFOLLOW_LINKS)
                && !Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
            Files.delete(directory);
        }
        Files.createDirectories(directory);
    }

    /**
     * Refuses a file the parent created before starting the fork that is gone now: only the fork can have removed it.
     *
     * @param what what the file is, for the message ("the test journal")
     * @throws TamperedFileException saying {@code what} was removed
     */
    public static void requirePresent(Path file, String what) throws TamperedFileException {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new TamperedFileException(file, what + " was removed");
        }
    }

    /**
     * Removes whatever is at {@code file}, and everything under it when it is a directory, without following
     * links; never fails: what cannot be removed stays, in a work directory no later run reads.
     */
    public static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (DirectoryNotEmptyException e) {
            deleteTree(file);
        } catch (IOException e) {
            // see above
        }
    }

    private static void deleteTree(Path directory) {
        try {
            // walkFileTree follows no link unless told to: a link in the tree is removed, not what it points to.
            Files.walkFileTree(directory, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // what cannot be removed stays
        }
    }

    /** The attributes of the regular file at {@code file}, read without following links; null when none is there. */
    private static BasicFileAttributes regularFile(Path file, String what) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (!attributes.isRegularFile()) {
            throw new TamperedFileException(file, what + " is " + kind(attributes) + ", not a regular file");
        }
        return attributes;
    }

    private static String kind(BasicFileAttributes attributes) {
        if (attributes.isSymbolicLink()) {
            return "a symbolic link";
        }
        if (attributes.isDirectory()) {
            return "a directory";
        }
        return "a FIFO, socket or device";
    }
}
