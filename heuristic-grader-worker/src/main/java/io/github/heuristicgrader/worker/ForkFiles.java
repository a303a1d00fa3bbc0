package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * How the parent reads and removes every file a forked JVM wrote or could have touched (the worker's result, values
 * and live status, the test runner's live status, the JVM's output log): as hostile input.
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

    /** The deepest directory {@link #deleteTree} removes, below the one it is given. */
    public static final int MAX_TREE_DEPTH = 128;

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
     * Fills {@code into} with the big-endian ints of a file a fork wrote, which must hold exactly that many, read a
     * piece of {@link StatesFile#PIECE_BYTES} at a time straight into the array: no copy of the whole file is made.
     *
     * @param what what the file is, for messages ("the worker's values file")
     * @return false when there is no file
     * @throws TamperedFileException when something other than a regular file is at {@code file}, it holds more or
     *     fewer bytes than {@code into} takes (also when it grew or shrank while read), or it cannot be read
     */
    public static boolean readInts(Path file, String what, int[] into) throws TamperedFileException {
        try {
            return readIntsWithin(file, what, into);
        } catch (TamperedFileException e) {
            throw e;
        } catch (IOException e) {
            throw unreadable(file, what, e);
        }
    }

    private static boolean readIntsWithin(Path file, String what, int[] into) throws IOException {
        BasicFileAttributes attributes = regularFile(file, what);
        if (attributes == null) {
            return false;
        }
        long expected = (long) Integer.BYTES * into.length;
        if (attributes.size() != expected) {
            throw new TamperedFileException(file, what + " holds " + attributes.size() + " bytes, not the "
                    + expected + " of " + into.length + " values");
        }
        try (SeekableByteChannel channel = Files.newByteChannel(file, LinkOption.NOFOLLOW_LINKS,
                StandardOpenOption.READ)) {
            ByteBuffer piece = ByteBuffer.allocate((int) Math.min(StatesFile.PIECE_BYTES, Math.max(expected, 4)));
            int filled = 0;
            while (filled < into.length) {
                piece.clear().limit((int) Math.min(piece.capacity(), (long) Integer.BYTES * (into.length - filled)));
                while (piece.hasRemaining()) {
                    if (channel.read(piece) < 0) {
                        throw new TamperedFileException(file, what + " shrank while it was read");
                    }
                }
                piece.flip().asIntBuffer().get(into, filled, piece.remaining() / Integer.BYTES);
                filled += piece.remaining() / Integer.BYTES;
            }
            if (channel.read(piece.clear()) > 0) {
                throw new TamperedFileException(file, what + " grew while it was read");
            }
            return true;
        } catch (NoSuchFileException e) {
            return false;
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
     * links ({@link #deleteTree}); never fails: what cannot be removed stays, in a work directory no later run reads.
     */
    public static void delete(Path file) {
        try {
            deleteTree(file);
        } catch (IOException e) {
            // see above
        }
    }

    /**
     * Removes whatever is at {@code path}: a file, a FIFO, a link (never what it points to), or a directory with
     * everything under it; nothing when nothing is there. The one routine the grader removes trees with, in its
     * work directory and its output directory, where forks may have been.
     *
     * <p>No link is ever followed out of the tree, even when one takes a directory's place while the tree is being
     * removed (another fork may still run): each directory is opened relative to its parent's open descriptor,
     * refusing a link ({@link SecureDirectoryStream}, which Linux and macOS give), and each entry is removed
     * relative to its directory's. Where the platform has no such stream, the tree is walked by path without
     * following links. A tree deeper than {@link #MAX_TREE_DEPTH} is removed no deeper. Removal goes on past what
     * cannot be removed, then throws the first failure.
     *
     * @throws IOException when something could not be removed
     */
    public static void deleteTree(Path path) throws IOException {
        Path absolute = path.toAbsolutePath();
        Path parent = absolute.getParent();
        String name = absolute.getFileName() == null ? "" : absolute.getFileName().toString();
        if (parent == null || name.equals(".") || name.equals("..")) {
            throw new IOException("refusing to remove " + path + ": name the file itself, not the root, . or ..");
        }
        DirectoryStream<Path> directory;
        try {
            directory = Files.newDirectoryStream(parent);
        } catch (NoSuchFileException | NotDirectoryException e) {
            return;
        }
        List<IOException> failures = new ArrayList<>();
        try (directory) {
            if (directory instanceof SecureDirectoryStream<Path> secure) {
                deleteEntry(secure, absolute.getFileName(), absolute, 0, failures);
            } else {
                deleteByPath(absolute, failures);
            }
        }
        if (!failures.isEmpty()) {
            IOException first = failures.get(0);
            failures.subList(1, failures.size()).forEach(first::addSuppressed);
            throw first;
        }
    }

    /**
     * Removes the entry {@code name} of the open {@code directory}, and everything under it when it is a directory;
     * {@code shown} is its path, for messages only.
     */
    private static void deleteEntry(SecureDirectoryStream<Path> directory, Path name, Path shown, int depth,
            List<IOException> failures) {
        BasicFileAttributes attributes;
        try {
            attributes = directory.getFileAttributeView(name, BasicFileAttributeView.class,
                    LinkOption.NOFOLLOW_LINKS).readAttributes();
        } catch (NoSuchFileException e) {
            return;
        } catch (IOException e) {
            failures.add(e);
            return;
        }
        try {
            if (!attributes.isDirectory()) {
                // Should a directory have taken its place since, unlinking refuses it.
                directory.deleteFile(name);
                return;
            }
            if (depth >= MAX_TREE_DEPTH) {
                failures.add(new IOException("cannot remove " + shown + ": deeper than " + MAX_TREE_DEPTH
                        + " directories"));
                return;
            }
            // Opening refuses a link that has taken the directory's place since: nothing outside is ever entered.
            try (SecureDirectoryStream<Path> inside = directory.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
                List<Path> names = new ArrayList<>();
                for (Path entry : inside) {
                    names.add(entry.getFileName());
                }
                for (Path entry : names) {
                    deleteEntry(inside, entry, shown.resolve(entry), depth + 1, failures);
                }
            }
            directory.deleteDirectory(name);
        } catch (NoSuchFileException e) {
            // removed meanwhile
        } catch (IOException e) {
            failures.add(e);
        } catch (DirectoryIteratorException e) {
            failures.add(e.getCause());
        }
    }

    /** Removes the tree at {@code path} by path, for a platform without {@link SecureDirectoryStream}. */
    private static void deleteByPath(Path path, List<IOException> failures) throws IOException {
        // walkFileTree follows no link unless told to: a link in the tree is removed, not what it points to.
        Files.walkFileTree(path, Set.of(), MAX_TREE_DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                remove(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                if (!(e instanceof NoSuchFileException)) {
                    failures.add(e);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path directory, IOException e) {
                if (e != null) {
                    failures.add(e);
                }
                remove(directory);
                return FileVisitResult.CONTINUE;
            }

            private void remove(Path file) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    failures.add(e);
                }
            }
        });
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
