package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A heuristic's values as they travel from the worker to the parent: written by {@link WorkerMain} a batch at a time
 * while it evaluates, beside the heuristic's {@link WorkerResult}, which gives their {@link Writer#checksum()
 * checksum}; read by the parent a piece at a time straight into the one array the grade keeps. Neither side holds
 * them twice.
 *
 * <p>Format: one big-endian int per state, in the states file's order, nothing else: a file of exactly four bytes a
 * state. The worker creates it before any student code runs and writes it through the channel it opened then; the
 * parent reads it as hostile input ({@link ForkFiles#readInts}): a link, a FIFO, a file of another size, or values
 * other than those the result's checksum was computed over are refused.
 */
public final class EstimatesFile {

    /** What the file is, in messages: "the worker's values file". */
    public static final String WHAT = "the worker's values file";

    /** Values written at a time: 64 KiB of them, so that no write needs a native buffer beyond that. */
    private static final int PIECE_VALUES = 1 << 14;

    private EstimatesFile() {
    }

    /** Where the values of the result {@code resultFile} go: beside it, its name and {@code .values}. */
    public static Path of(Path resultFile) {
        return resultFile.resolveSibling(resultFile.getFileName() + ".values");
    }

    /** The bytes of the values of {@code states} states. */
    public static long bytes(int states) {
        return (long) Integer.BYTES * states;
    }

    /**
     * Reads the values of {@code states} states from {@code file} as hostile input, and checks them against the
     * checksum the worker's result gives.
     *
     * @return the values, by state number
     * @throws TamperedFileException when there is no regular file at {@code file} (none, a link, a FIFO), it holds
     *     more or fewer bytes than {@code states} values, cannot be read, or its values are not those of
     *     {@code checksum}
     */
    public static int[] read(Path file, int states, long checksum) throws TamperedFileException {
        int[] values = new int[states];
        if (!ForkFiles.readInts(file, WHAT, values)) {
            throw new TamperedFileException(file, WHAT + " was removed");
        }
        Checksum read = new Checksum();
        read.add(values, 0, values.length);
        if (read.value() != checksum) {
            throw new TamperedFileException(file, WHAT + " holds other values than the worker wrote");
        }
        return values;
    }

    /** The checksum of the values given so far, in order. */
    private static final class Checksum {
        private long hash;
        private long count;

        void add(int[] values, int from, int to) {
            long h = hash;
            for (int i = from; i < to; i++) {
                h = (h ^ (values[i] & 0xFFFFFFFFL)) * 0x9E3779B97F4A7C15L;
                h ^= h >>> 29;
            }
            hash = h;
            count += to - from;
        }

        long value() {
            long z = hash ^ count;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }

    /** The worker's side: the values of one heuristic, written as they come, and checksummed. */
    static final class Writer implements AutoCloseable {
        private final FileChannel channel;
        private final ByteBuffer piece = ByteBuffer.allocateDirect(PIECE_VALUES * Integer.BYTES);
        private final Checksum checksum = new Checksum();
        private long position;

        private Writer(FileChannel channel) {
            this.channel = channel;
        }

        /**
         * Creates the file, which must not exist yet (a link or FIFO at its name makes this fail without opening it):
         * before any student code runs, so that the channel is the worker's own whatever is later put at the name.
         */
        static Writer create(Path file) throws IOException {
            return new Writer(FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS));
        }

        /** Writes {@code values[0 … count - 1]}, the next states' values, at the end of what was written. */
        void write(int[] values, int count) throws IOException {
            checksum.add(values, 0, count);
            for (int at = 0; at < count; ) {
                int n = Math.min(count - at, piece.remaining() / Integer.BYTES);
                piece.asIntBuffer().put(values, at, n);
                piece.position(piece.position() + n * Integer.BYTES);
                at += n;
                if (!piece.hasRemaining()) {
                    flush();
                }
            }
        }

        /** Writes what is buffered, at its place in the file whatever a student did to the channel's position. */
        void flush() throws IOException {
            piece.flip();
            while (piece.hasRemaining()) {
                position += channel.write(piece, position);
            }
            piece.clear();
        }

        /** The {@link EstimatesFile#read checksum} of every value written. */
        long checksum() {
            return checksum.value();
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
