package io.github.heuristicgrader.worker;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.OptionalLong;

/**
 * The states a worker evaluates, in the order it evaluates them: written by the parent, a piece at a time, into a
 * file of its own and copied into each fork's work directory; read by {@link WorkerMain} a batch of lines at a time.
 * Neither side ever holds the whole file. The worker learns nothing of the puzzle beyond these states: no
 * enumeration, no distances.
 *
 * <p>Format: UTF-8 text, one state per line in the compact text form its domain formats and its state type's
 * parser reads, each line ended by a line feed. A state's number is its line, counted from 0; results, the live
 * status and the determinism sample use those numbers. Both sides compute its {@link #checksum(byte[]) checksum} as
 * they go: the parent over what it wrote, the worker over what it read.
 */
public final class StatesFile {

    /**
     * The most bytes one read or write of a fork's files moves. The JDK copies a read into a byte array, and a write
     * from one, through a native buffer of the whole length: one read of a states file of half a gigabyte would take
     * half a gigabyte of native memory beside the heap, past the fork's memory limit (heap + a fixed margin).
     */
    static final int PIECE_BYTES = 1 << 20;

    private static final byte LINE_FEED = '\n';

    private StatesFile() {
    }

    /** The file's content for {@code states}, in that order, whole: for tests and small files. */
    public static byte[] encode(List<String> states) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Writer writer = new Writer(bytes)) {
            for (String state : states) {
                writer.write(state);
            }
        } catch (IOException e) {
            throw new IllegalStateException("a byte array cannot fail to be written", e);
        }
        return bytes.toByteArray();
    }

    /**
     * A checksum of a states file's content, for the parent to check that the worker evaluated exactly the states
     * it sent, in that order: what {@link Writer#checksum()} and {@link Reader#checksum()} compute as they go.
     */
    public static long checksum(byte[] content) {
        Checksum checksum = new Checksum();
        checksum.add(content, 0, content.length);
        return checksum.value();
    }

    /** The checksum of the bytes given so far, computed a piece at a time. */
    private static final class Checksum {
        private long lines;
        private long line;
        private long length;

        void add(byte[] bytes, int from, int to) {
            long checksum = lines;
            long current = line;
            for (int i = from; i < to; i++) {
                byte b = bytes[i];
                if (b == LINE_FEED) {
                    checksum = mix(checksum * 31 + mix(current));
                    current = 0;
                } else {
                    current = current * 31 + (b & 0xFF) + 1;
                }
            }
            lines = checksum;
            line = current;
            length += to - from;
        }

        long value() {
            return mix(lines ^ length);
        }
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The parent's side: states written one at a time, through a buffer of {@link #PIECE_BYTES}, so that the texts
     * of all the states are never held at once, and counted and checksummed as they go.
     */
    public static final class Writer implements AutoCloseable {
        private final OutputStream out;
        private final byte[] piece = new byte[PIECE_BYTES];
        private final Checksum checksum = new Checksum();
        private int filled;
        private long count;
        private long bytes;

        /** A writer to {@code out}, which {@link #close} closes. */
        public Writer(OutputStream out) {
            this.out = out;
        }

        /**
         * Writes the next state's text and its line feed.
         *
         * @throws IllegalArgumentException when the text holds a line feed
         */
        public void write(String text) throws IOException {
            if (text.indexOf(LINE_FEED) >= 0) {
                throw new IllegalArgumentException("a state's text holds a line feed: " + text);
            }
            byte[] encoded = text.getBytes(StandardCharsets.UTF_8);
            if (filled + encoded.length + 1 > piece.length) {
                flush();
            }
            if (encoded.length + 1 > piece.length) {
                checksum.add(encoded, 0, encoded.length);
                out.write(encoded);
                bytes += encoded.length;
            } else {
                System.arraycopy(encoded, 0, piece, filled, encoded.length);
                filled += encoded.length;
            }
            piece[filled++] = LINE_FEED;
            count++;
        }

        private void flush() throws IOException {
            checksum.add(piece, 0, filled);
            out.write(piece, 0, filled);
            bytes += filled;
            filled = 0;
        }

        /** How many states were written. */
        public long count() {
            return count;
        }

        /** Where the next state's line starts: the bytes written so far. */
        public long position() {
            return bytes + filled;
        }

        /** The {@link StatesFile#checksum} of what was written, once closed. */
        public long checksum() {
            return checksum.value();
        }

        /** Writes what is left and closes the stream. */
        @Override
        public void close() throws IOException {
            try (out) {
                flush();
            }
        }
    }

    /**
     * The worker's side: the states of a file read a batch of lines at a time, from its start, through a channel the
     * worker opened before any student code ran, counted and checksummed as they go. Holds one piece of the file and
     * the batch's texts, never the whole file.
     */
    static final class Reader {
        private final FileChannel channel;
        private final Path file;
        private final Checksum checksum = new Checksum();
        private ByteBuffer piece = ByteBuffer.allocate(PIECE_BYTES);
        private long position;
        private int count;
        private boolean ended;

        /** A reader of {@code channel} (of {@code file}, for messages) from its first byte. */
        Reader(FileChannel channel, Path file) {
            this.channel = channel;
            this.file = file;
            piece.flip();
        }

        /**
         * Reads the next states into {@code texts}, from its first slot, as many as it holds or as are left.
         *
         * @return how many were read; 0 at the end of the file
         * @throws IOException when the file cannot be read, or its last line has no line feed
         */
        int read(String[] texts) throws IOException {
            int read = 0;
            while (read < texts.length) {
                byte[] bytes = piece.array();
                int start = piece.position();
                int end = piece.limit();
                int lineFeed = start;
                while (lineFeed < end && bytes[lineFeed] != LINE_FEED) {
                    lineFeed++;
                }
                if (lineFeed < end) {
                    texts[read++] = new String(bytes, start, lineFeed - start, StandardCharsets.UTF_8);
                    checksum.add(bytes, start, lineFeed + 1);
                    piece.position(lineFeed + 1);
                    count++;
                } else if (!fill()) {
                    break;
                }
            }
            return read;
        }

        /**
         * Moves the unread rest of the piece to its start and reads more after it, growing the piece for a line
         * longer than it; false at the end of the file.
         */
        private boolean fill() throws IOException {
            if (ended) {
                return false;
            }
            piece.compact();
            if (!piece.hasRemaining()) {
                piece = ByteBuffer.allocate(piece.capacity() * 2).put(piece.flip());
            }
            int read = channel.read(piece, position);
            piece.flip();
            if (read < 0) {
                ended = true;
                if (piece.hasRemaining()) {
                    throw new IOException(file + " does not end with a line feed: it is truncated");
                }
                return false;
            }
            position += read;
            return true;
        }

        /** How many states were read so far. */
        int count() {
            return count;
        }

        /** The {@link StatesFile#checksum} of what was read so far: of the whole file once it is read to its end. */
        long checksum() {
            return checksum.value();
        }
    }

    /**
     * Copies {@code from} to {@code to}, which is created and must not exist, a piece at a time, when {@code from} is
     * still a regular file of {@code length} bytes (read without following a link), and gives the
     * {@link #checksum(byte[]) checksum} of what it copied: what the parent compares with the one it computed while
     * writing, before it sends a fork a file that may have been changed since.
     *
     * @return the checksum of the bytes copied; empty, and nothing copied, when {@code from} is missing, is no regular
     *     file, or is not {@code length} bytes long
     * @throws IOException when {@code to} cannot be written, or {@code from} changes its length while it is copied
     */
    public static OptionalLong copy(Path from, Path to, long length) throws IOException {
        FileChannel source;
        try {
            source = FileChannel.open(from, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return OptionalLong.empty();
        }
        try (source) {
            if (!Files.isRegularFile(from, LinkOption.NOFOLLOW_LINKS) || source.size() != length) {
                return OptionalLong.empty();
            }
            Checksum checksum = new Checksum();
            ByteBuffer piece = ByteBuffer.allocate(PIECE_BYTES);
            try (OutputStream out = Files.newOutputStream(to, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
                long copied = 0;
                while (copied < length) {
                    piece.clear().limit((int) Math.min(PIECE_BYTES, length - copied));
                    int read = source.read(piece, copied);
                    if (read < 0) {
                        throw new IOException(from + " shrank while it was copied");
                    }
                    checksum.add(piece.array(), 0, read);
                    out.write(piece.array(), 0, read);
                    copied += read;
                }
            }
            return OptionalLong.of(checksum.value());
        }
    }

    /** How many states {@code file}, open as {@code channel}, holds, counted a piece at a time from its start. */
    static int count(FileChannel channel, Path file) throws IOException {
        ByteBuffer piece = ByteBuffer.allocate(PIECE_BYTES);
        long position = 0;
        long lines = 0;
        byte last = LINE_FEED;
        int read;
        while ((read = channel.read(piece.clear(), position)) >= 0) {
            byte[] bytes = piece.array();
            for (int i = 0; i < read; i++) {
                lines += bytes[i] == LINE_FEED ? 1 : 0;
            }
            if (read > 0) {
                last = bytes[read - 1];
            }
            position += read;
        }
        if (last != LINE_FEED) {
            throw new IOException(file + " does not end with a line feed: it is truncated");
        }
        if (lines > Integer.MAX_VALUE - 8) {
            throw new IOException(file + " holds " + lines + " states, more than a worker evaluates");
        }
        return (int) lines;
    }
}
