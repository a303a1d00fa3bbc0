package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The states a worker evaluates, in the order it evaluates them: written by the parent into the fork's work
 * directory, read by {@link WorkerMain} before any student code runs. The worker learns nothing of the puzzle
 * beyond these states: no enumeration, no distances.
 *
 * <p>Format: UTF-8 text, one state per line in the compact text form its domain formats and its state type's
 * parser reads, each line ended by a line feed. A state's number is its line,
 * counted from 0; results, the live status and the determinism sample use those numbers. The worker keeps the
 * file's bytes and makes each state's text when it needs it.
 */
public final class StatesFile {

    private static final byte LINE_FEED = '\n';

    private final byte[] content;
    /** Where each line starts, and one more entry: the content's length. */
    private final int[] starts;
    private volatile Long checksum;

    private StatesFile(byte[] content, int[] starts) {
        this.content = content;
        this.starts = starts;
    }

    /** The file's content for {@code states}, in that order. */
    public static byte[] encode(List<String> states) {
        return encode(states.size(), states::get);
    }

    /**
     * The file's content for {@code count} states, the text of state {@code i} being {@code textOf.apply(i)}: each
     * text is asked for, written and dropped in turn, so that the texts of all the states are never held at once
     * (hundreds of thousands of strings, which the collector would otherwise copy).
     */
    public static byte[] encode(int count, IntFunction<String> textOf) {
        byte[] content = new byte[0];
        int length = 0;
        for (int i = 0; i < count; i++) {
            String state = textOf.apply(i);
            if (state.indexOf(LINE_FEED) >= 0) {
                throw new IllegalArgumentException("a state's text holds a line feed: " + state);
            }
            byte[] bytes = state.getBytes(StandardCharsets.UTF_8);
            if (length + bytes.length + 1 > content.length) {
                // The first text's length times the count, the usual case of texts of one length, then doubling.
                long wanted = Math.max((long) (bytes.length + 1) * count, 2L * content.length);
                content = Arrays.copyOf(content, (int) Math.min(Integer.MAX_VALUE - 8,
                        Math.max(wanted, (long) length + bytes.length + 1)));
            }
            System.arraycopy(bytes, 0, content, length, bytes.length);
            length += bytes.length;
            content[length++] = LINE_FEED;
        }
        return length == content.length ? content : Arrays.copyOf(content, length);
    }

    /**
     * The most bytes one read or write of a fork's files moves. The JDK copies a read into a byte array, and a write
     * from one, through a native buffer of the whole length: one read of a states file of half a gigabyte would take
     * half a gigabyte of native memory beside the heap, past the fork's memory limit (heap + a fixed margin); the
     * parent's write of it would leave such a buffer cached for its thread.
     */
    static final int PIECE_BYTES = 1 << 20;

    /** Writes {@code bytes} to {@code out} {@link #PIECE_BYTES} at a time. */
    static void writeInPieces(OutputStream out, byte[] bytes) throws IOException {
        for (int at = 0; at < bytes.length; at += PIECE_BYTES) {
            out.write(bytes, at, Math.min(PIECE_BYTES, bytes.length - at));
        }
    }

    /**
     * Writes {@code content}, as {@link #encode} made it, to {@code file} (created, or replaced) in pieces: the
     * parent's side of the file, written without a native buffer of its whole length.
     *
     * @return {@code file}
     */
    public static Path write(Path file, byte[] content) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            writeInPieces(out, content);
        }
        return file;
    }

    /** The bytes of {@code file}, read {@link #PIECE_BYTES} at a time into one array. */
    static byte[] readInPieces(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            long size = Files.size(file);
            if (size > Integer.MAX_VALUE - 8) {
                throw new IOException(file + " has " + size + " bytes, more than an array holds");
            }
            byte[] content = new byte[(int) size];
            int length = 0;
            while (length < content.length) {
                int read = in.read(content, length, Math.min(PIECE_BYTES, content.length - length));
                if (read < 0) {
                    return Arrays.copyOf(content, length);
                }
                length += read;
            }
            if (in.read() >= 0) {
                throw new IOException(file + " grew while it was read");
            }
            return content;
        }
    }

    /**
     * Reads a file {@link #encode} wrote.
     *
     * @throws IOException when it cannot be read or its last line has no line feed
     */
    static StatesFile read(Path file) throws IOException {
        byte[] content = readInPieces(file);
        if (content.length > 0 && content[content.length - 1] != LINE_FEED) {
            throw new IOException(file + " does not end with a line feed: it is truncated");
        }
        int[] starts = new int[1024];
        int lines = 0;
        starts[0] = 0;
        for (int i = 0; i < content.length; i++) {
            if (content[i] == LINE_FEED) {
                if (++lines == starts.length) {
                    starts = Arrays.copyOf(starts, 2 * starts.length);
                }
                starts[lines] = i + 1;
            }
        }
        return new StatesFile(content, Arrays.copyOf(starts, lines + 1));
    }

    /** How many states there are. */
    int size() {
        return starts.length - 1;
    }

    /** The text of state {@code number}, from 0. */
    String state(int number) {
        return new String(content, starts[number], starts[number + 1] - starts[number] - 1, StandardCharsets.UTF_8);
    }

    /** {@link #checksum(byte[])} of this file's content, computed once for every heuristic of the JVM. */
    long checksum() {
        Long known = checksum;
        if (known == null) {
            known = checksum(content);
            checksum = known;
        }
        return known;
    }

    /**
     * A checksum of a states file's content, for the parent to check that the worker evaluated exactly the states
     * it sent, in that order: the parent computes it over what it wrote, the worker over what it read.
     */
    public static long checksum(byte[] content) {
        long checksum = 0;
        long line = 0;
        for (byte b : content) {
            if (b == LINE_FEED) {
                checksum = mix(checksum * 31 + mix(line));
                line = 0;
            } else {
                line = line * 31 + (b & 0xFF) + 1;
            }
        }
        return mix(checksum ^ content.length);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
