package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.ForkFiles;
import io.github.heuristicgrader.worker.StatesFile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Map;
import java.util.OptionalLong;
import java.util.WeakHashMap;
import java.util.function.IntToLongFunction;

/**
 * The states a domain's heuristics are sent, as a {@link StatesFile} the grader writes once per domain and JVM into
 * a directory of its own (readable by this user alone, which no fork is given), with their count and checksum
 * computed while writing. Each fork gets a copy, checked against what was written ({@link #copy}); Maven's JVM holds
 * neither the texts nor the keys, only where every {@value #LINES_PER_MARK}th line starts, so that the text of a state
 * a fork was evaluating when it crashed is read back from the file. The file is deleted when its domain is no longer
 * used, or when the JVM ends.
 *
 * @see SentStates for a region's states, taken from its state database without a copy
 */
final class StatesOnDisk {

    /** Lines between two positions kept: {@code count / 4096} longs, 80 KB for 40 million states. */
    static final int LINES_PER_MARK = 4096;

    private static final Map<Domain, StatesOnDisk> WRITTEN = new WeakHashMap<>();
    private static final Cleaner CLEANER = Cleaner.create();
    private static Path directory;

    private final Path file;
    private final int count;
    private final long checksum;
    private final long length;
    private final long[] marks;

    private StatesOnDisk(Path file, int count, long checksum, long length, long[] marks) {
        this.file = file;
        this.count = count;
        this.checksum = checksum;
        this.length = length;
        this.marks = marks;
    }

    /**
     * The states of {@code domain} as its forks are sent them, written the first time it is asked for: those
     * {@link SentStates} gives when it implements it, else {@link Domain#states()}, whose keys are dropped once their
     * texts are written. Equal domains share one file.
     *
     * @throws IOException when the file cannot be written
     */
    static StatesOnDisk of(Domain domain) throws IOException {
        // One domain's file at a time: the lock is held while it is written, so that it is written once.
        synchronized (WRITTEN) {
            StatesOnDisk known = WRITTEN.get(domain);
            if (known == null || !Files.isRegularFile(known.file)) {
                known = write(domain, Files.createTempFile(directory(), "states-", ".txt"));
                WRITTEN.put(domain, known);
            }
            return known;
        }
    }

    /** The grader's own directory for the states files, made once per JVM and removed when it ends. */
    private static Path directory() throws IOException {
        if (directory == null || !Files.isDirectory(directory)) {
            Path made = Files.createTempDirectory("heuristic-grader-states-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> ForkFiles.delete(made),
                    "heuristic-grader-states-removal"));
            directory = made;
        }
        return directory;
    }

    private static StatesOnDisk write(Domain domain, Path file) throws IOException {
        int count;
        IntToLongFunction keyOf;
        if (domain instanceof SentStates sent) {
            count = sent.sentStateCount();
            keyOf = sent::sentStateKey;
        } else {
            long[] keys = domain.states();
            count = keys.length;
            keyOf = state -> keys[state];
        }
        long[] marks = new long[(count + LINES_PER_MARK - 1) / LINES_PER_MARK];
        StatesFile.Writer writer;
        try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            writer = new StatesFile.Writer(out);
            for (int state = 0; state < count; state++) {
                if (state % LINES_PER_MARK == 0) {
                    marks[state / LINES_PER_MARK] = writer.position();
                }
                writer.write(domain.format(keyOf.applyAsLong(state)));
            }
            writer.close();
        } catch (IOException | RuntimeException e) {
            ForkFiles.delete(file);
            throw e;
        }
        StatesOnDisk written = new StatesOnDisk(file, count, writer.checksum(), writer.position(), marks);
        CLEANER.register(written, () -> ForkFiles.delete(file));
        return written;
    }

    /** Where the file is. */
    Path file() {
        return file;
    }

    /** How many states there are. */
    int count() {
        return count;
    }

    /** {@link StatesFile#checksum} of their texts, in order. */
    long checksum() {
        return checksum;
    }

    /**
     * Copies the states of {@code domain} to {@code target}, which must not exist, checking on the way that the
     * grader's file is still what it wrote (a regular file of its length and checksum): unsandboxed, a fork of
     * Maven's user can rewrite it, and every fork after would then be sent other states and its result refused as
     * tampered. A file changed since is written again from the domain and copied again, so that no later fork pays
     * for what an earlier one did.
     *
     * @return the states copied
     * @throws IOException when the file cannot be written or copied, or changes again while it is copied
     */
    static StatesOnDisk copy(Domain domain, Path target) throws IOException {
        synchronized (WRITTEN) {
            StatesOnDisk known = of(domain);
            if (known.copiedWhole(target)) {
                return known;
            }
            ForkFiles.delete(target);
            WRITTEN.remove(domain);
            StatesOnDisk again = of(domain);
            if (!again.copiedWhole(target)) {
                throw new IOException("the grader's states file " + again.file + " changed while it was copied");
            }
            return again;
        }
    }

    /** Whether the file, copied a piece at a time to {@code target}, was what was written. */
    private boolean copiedWhole(Path target) throws IOException {
        OptionalLong copied = StatesFile.copy(file, target, length);
        return copied.isPresent() && copied.getAsLong() == checksum;
    }

    /**
     * The text of state {@code state} of {@code domain}, read back from the file when it is still there and is a state
     * of the domain; null otherwise.
     */
    String text(int state, Domain domain) {
        if (state < 0 || state >= count) {
            return null;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long at = marks[state / LINES_PER_MARK];
            int skip = state % LINES_PER_MARK;
            ByteBuffer piece = ByteBuffer.allocate(1 << 16);
            byte[] line = new byte[0];
            int length = 0;
            while (channel.read(piece.clear(), at) > 0) {
                piece.flip();
                at += piece.remaining();
                while (piece.hasRemaining()) {
                    byte b = piece.get();
                    if (b == '\n') {
                        if (skip-- == 0) {
                            String text = new String(line, 0, length, StandardCharsets.UTF_8);
                            return isStateText(domain, text) ? text : null;
                        }
                        length = 0;
                    } else if (skip == 0) {
                        if (length == line.length) {
                            line = Arrays.copyOf(line, Math.max(64, 2 * length));
                        }
                        line[length++] = b;
                    }
                }
            }
            return null;
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
    }

    /** Whether {@code text} is the compact text of a state of {@code domain}. */
    static boolean isStateText(Domain domain, String text) {
        try {
            return domain.format(domain.parse(text)).equals(text);
        } catch (RuntimeException e) {
            return false;
        }
    }
}
