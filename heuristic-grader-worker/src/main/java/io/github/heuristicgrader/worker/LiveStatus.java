package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The worker's live status, in a memory-mapped file: the phase, the state being evaluated, and the tail of what
 * the student printed. The parent reads it after the worker ended, however it ended: stores into mapped memory
 * reach the file even when the JVM halts, runs out of memory or is killed.
 *
 * <p>File format, big-endian: int magic, int phase ordinal, long number of the state being evaluated plus one (its
 * line in the {@link StatesFile}, counted from 1; 0 when none),
 * long count of bytes printed so far, long wall-clock time (epoch milliseconds) at which the phase was entered, then
 * a ring of {@link #OUTPUT_CAPACITY} bytes holding the last bytes printed.
 *
 * <p>The parent also reads it while the worker runs, for the progress it logs: states evaluated, time per call. What
 * it reads then is the child's word, and goes only into a log line, or into the figures of a heuristic that timed
 * out anyway; never into a check.
 */
public final class LiveStatus {

    /** How many of the last bytes printed are kept. */
    public static final int OUTPUT_CAPACITY = 64 * 1024;

    private static final int MAGIC = 0x48475354;
    private static final int PHASE_OFFSET = 4;
    private static final int STATE_OFFSET = 8;
    private static final int PRINTED_OFFSET = 16;
    private static final int PHASE_SINCE_OFFSET = 24;
    private static final int HEADER_SIZE = 32;
    /** The size of a status file, which the worker maps whole. */
    public static final int FILE_SIZE = HEADER_SIZE + OUTPUT_CAPACITY;
    /** What the file is, in messages. */
    public static final String WHAT = "the live status file";

    private static final VarHandle INTS = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** What the worker is doing; the phases in which student code may run say so. */
    public enum Phase {
        /** Reading arguments and the states to evaluate; no student code has run. */
        STARTING(false),
        /** Loading, initializing and constructing the student's class. */
        LOADING(true),
        /** Evaluating every state once. */
        EVALUATING(true),
        /** Evaluating a sample of states again, to see whether the values repeat. */
        SAMPLING(true),
        /** Writing the result; the student's code is done. */
        FINISHING(false);

        private final boolean runsStudentCode;

        Phase(boolean runsStudentCode) {
            this.runsStudentCode = runsStudentCode;
        }

        /** Whether student code may be running in this phase. */
        public boolean runsStudentCode() {
            return runsStudentCode;
        }
    }

    /**
     * What the parent read from a status file.
     *
     * @param phase the last phase the worker entered
     * @param state the number of the state being evaluated plus one, 0 when none; as the child wrote it, so
     *     possibly out of range
     * @param output the last bytes printed, decoded as UTF-8; possibly starting mid-line
     * @param phaseSinceMillis when the worker entered {@code phase}, in epoch milliseconds by its clock; as the child
     *     wrote it, so possibly any value
     */
    public record Snapshot(Phase phase, long state, String output, long phaseSinceMillis) {

        /** A snapshot whose phase's start is not known. */
        public Snapshot(Phase phase, long state, String output) {
            this(phase, state, output, 0);
        }
    }

    private final MappedByteBuffer buffer;

    private LiveStatus(MappedByteBuffer buffer) {
        this.buffer = buffer;
    }

    /** Creates the status file, phase {@link Phase#STARTING}, and maps it; replaces a file already there. */
    public static LiveStatus create(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            MappedByteBuffer buffer = channel.map(FileChannel.MapMode.READ_WRITE, 0, FILE_SIZE);
            LiveStatus status = new LiveStatus(buffer);
            status.phase(Phase.STARTING);
            INTS.setRelease(buffer, 0, MAGIC);
            return status;
        }
    }

    /** Enters {@code phase}, now. */
    void phase(Phase phase) {
        LONGS.setRelease(buffer, PHASE_SINCE_OFFSET, System.currentTimeMillis());
        INTS.setRelease(buffer, PHASE_OFFSET, phase.ordinal());
    }

    /** The phase last entered. */
    Phase phase() {
        return Phase.values()[(int) INTS.getAcquire(buffer, PHASE_OFFSET)];
    }

    /** Records the number plus one of the state about to be evaluated, 0 for none. */
    void state(long state) {
        LONGS.setRelease(buffer, STATE_OFFSET, state);
    }

    /** The number plus one of the state being evaluated, 0 when none. */
    long state() {
        return (long) LONGS.getAcquire(buffer, STATE_OFFSET);
    }

    /** A stream into the output ring; thread-safe, unbuffered, never fails. */
    public OutputStream output() {
        return new OutputStream() {
            @Override
            public void write(int b) {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) {
                append(bytes, offset, length);
            }
        };
    }

    private synchronized void append(byte[] bytes, int offset, int length) {
        long printed = (long) LONGS.getAcquire(buffer, PRINTED_OFFSET);
        int skipped = Math.max(0, length - OUTPUT_CAPACITY);
        int position = (int) ((printed + skipped) % OUTPUT_CAPACITY);
        int remaining = length - skipped;
        int from = offset + skipped;
        while (remaining > 0) {
            int chunk = Math.min(remaining, OUTPUT_CAPACITY - position);
            buffer.put(HEADER_SIZE + position, bytes, from, chunk);
            from += chunk;
            remaining -= chunk;
            position = 0;
        }
        LONGS.setRelease(buffer, PRINTED_OFFSET, printed + length);
    }

    /**
     * Reads a status file a worker or test runner wrote, as hostile input ({@link ForkFiles}, then {@link #parse}).
     *
     * @return the snapshot, or null when the file is missing or empty, which means the worker did not get as far as
     *     its first step
     * @throws TamperedFileException when the file is not a regular file, cannot be read, or is not a status file
     */
    public static Snapshot read(Path file) throws TamperedFileException {
        byte[] bytes = ForkFiles.read(file, WHAT, FILE_SIZE);
        return bytes == null ? null : parse(bytes, file);
    }

    /**
     * Parses a status file a worker or test runner wrote, as hostile input: exactly the mapped size, the magic, a
     * known phase, a count of printed bytes that is not negative. The state number is as the file gives it: the
     * parent checks its range.
     *
     * @param bytes the whole file, read by the parent within {@link #FILE_SIZE} bytes
     * @param file where it was read, for messages
     * @return the snapshot, or null when the file is empty, which means the worker did not get as far as its first
     *     step; a file mapped but without the magic, which the worker writes at once, is refused
     * @throws TamperedFileException when the bytes are not a status file
     */
    public static Snapshot parse(byte[] bytes, Path file) throws TamperedFileException {
        if (bytes.length == 0) {
            return null;
        }
        if (bytes.length != FILE_SIZE) {
            throw new TamperedFileException(file, WHAT + " has " + bytes.length + " bytes, not " + FILE_SIZE);
        }
        ByteBuffer content = ByteBuffer.wrap(bytes);
        if (content.getInt(0) != MAGIC) {
            throw new TamperedFileException(file, WHAT + " does not start as one");
        }
        int phase = content.getInt(PHASE_OFFSET);
        if (phase < 0 || phase >= Phase.values().length) {
            throw new TamperedFileException(file, WHAT + " names phase " + phase + ", which does not exist");
        }
        long state = content.getLong(STATE_OFFSET);
        long printed = content.getLong(PRINTED_OFFSET);
        if (printed < 0) {
            throw new TamperedFileException(file, WHAT + " counts " + printed + " bytes printed");
        }
        byte[] tail = new byte[(int) Math.min(printed, OUTPUT_CAPACITY)];
        int start = (int) (printed <= OUTPUT_CAPACITY ? 0 : printed % OUTPUT_CAPACITY);
        for (int i = 0; i < tail.length; i++) {
            tail[i] = content.get(HEADER_SIZE + (start + i) % OUTPUT_CAPACITY);
        }
        // What the student printed is any bytes, cut anywhere: undecodable ones become U+FFFD.
        return new Snapshot(Phase.values()[phase], state, new String(tail, StandardCharsets.UTF_8),
                content.getLong(PHASE_SINCE_OFFSET));
    }
}
