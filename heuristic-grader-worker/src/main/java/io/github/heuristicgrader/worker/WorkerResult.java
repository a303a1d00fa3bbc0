package io.github.heuristicgrader.worker;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;

/**
 * What the worker found, as it travels from the worker to the parent in the binary result file.
 *
 * <p>File format, big-endian ({@link DataOutputStream}): int magic, string status name, int state count, long
 * state checksum, boolean whether the worker wrote values, then the long checksum of its {@link EstimatesFile} and
 * an int count of longs of the failed set ({@link BitSet#toLongArray()}), then string first failed state, string
 * first failure, double nanos per evaluation, int determinism sample, int nondeterministic states, string
 * nondeterministic example, string state in progress, long worker nanos, long constructor nanos. A string is an int
 * byte length, −1 for null, then UTF-8 bytes. States are given as their texts, as the {@link StatesFile} gave them.
 *
 * @param status the worker's verdict
 * @param stateCount states the worker read from its {@link StatesFile}
 * @param stateChecksum {@link StatesFile#checksum} of those states, in order
 * @param valuesChecksum the checksum of the values the worker wrote, by state number, to the {@link EstimatesFile}
 *     beside the result ({@link EstimatesFile#of}); 0 unless {@link Status#COMPLETED}
 * @param failed the states on which the heuristic threw, or null unless {@link Status#COMPLETED}
 * @param firstFailedState the first state it threw on, compact text, or null; also when it stopped later
 * @param firstFailure the first exception and the student's stack frames: on a state (also when it stopped
 *     later), in the constructor, or the worker's own failure; or null
 * @param nanosPerEvaluation mean wall time of one call, NaN unless completed
 * @param determinismSample states evaluated a second time
 * @param nondeterministicStates of those, the states whose value or failure changed
 * @param nondeterministicExample the first such state, compact text, or null
 * @param stateInProgress the state being evaluated when the worker stopped, compact text, or null
 * @param workerNanos wall time in the worker from the start of {@code main} to this result, in nanoseconds
 * @param constructorNanos wall time of the heuristic's constructor, in nanoseconds; −1 when it did not return
 */
public record WorkerResult(Status status, int stateCount, long stateChecksum, long valuesChecksum, BitSet failed,
        String firstFailedState, String firstFailure, double nanosPerEvaluation, int determinismSample,
        int nondeterministicStates, String nondeterministicExample, String stateInProgress, long workerNanos,
        long constructorNanos) {

    /** What the file is, in messages: "the worker's result file". */
    public static final String WHAT = "the worker's result file";
    /** Most bytes of one string: a stack trace the worker bounds ({@link StudentStackTrace}) fits many times. */
    static final int MAX_STRING_BYTES = 1 << 20;

    private static final int MAGIC = 0x48475752;
    /** Strings in the file. */
    private static final int STRINGS = 6;

    /** How the worker ended, as it says itself; the parent tells a crash, a kill or a full heap from the exit. */
    public enum Status {
        /** Every state was evaluated; some may have thrown. */
        COMPLETED,
        /** The class could not be found, loaded, initialized or constructed; see the first failure. */
        NOT_LOADABLE,
        /** The watchdog saw the deadline pass. */
        TIMED_OUT,
        /** Student code called {@code System.exit}; the JVM then exits with the student's code. */
        EXITED,
        /** The worker itself failed, not the student's code; see the first failure. */
        WORKER_FAILED
    }

    /** A result with no values: the worker stopped before or while evaluating. */
    static WorkerResult stopped(Status status, String firstFailedState, String firstFailure,
            String stateInProgress, long workerNanos, long constructorNanos) {
        return new WorkerResult(status, 0, 0, 0, null, firstFailedState, firstFailure, Double.NaN, 0, 0, null,
                stateInProgress, workerNanos, constructorNanos);
    }

    /**
     * Writes the result to a temporary file beside {@code file} that must not exist yet, then moves it to
     * {@code file} ({@link FileReplacer}): a FIFO or link a heuristic put at either name is never opened.
     */
    void write(Path file) throws IOException {
        FileReplacer.replace(file, temporaryFileOf(file), stream -> {
            DataOutputStream out = new DataOutputStream(stream);
            out.writeInt(MAGIC);
            writeString(out, status.name());
            out.writeInt(stateCount);
            out.writeLong(stateChecksum);
            out.writeBoolean(failed != null);
            if (failed != null) {
                out.writeLong(valuesChecksum);
                long[] words = failed.toLongArray();
                out.writeInt(words.length);
                for (long word : words) {
                    out.writeLong(word);
                }
            }
            writeString(out, firstFailedState);
            writeString(out, firstFailure);
            out.writeDouble(nanosPerEvaluation);
            out.writeInt(determinismSample);
            out.writeInt(nondeterministicStates);
            writeString(out, nondeterministicExample);
            writeString(out, stateInProgress);
            out.writeLong(workerNanos);
            out.writeLong(constructorNanos);
            out.flush();
        });
    }

    /**
     * Reads a result file the worker wrote, as hostile input ({@link ForkFiles}, then {@link #parse}).
     *
     * @param expectedStates how many states the worker was asked to evaluate
     * @return the result, or null when there is no file
     * @throws TamperedFileException when the file is not a regular file, is larger than a result of
     *     {@code expectedStates} states can be, cannot be read, or is not a result file
     */
    public static WorkerResult read(Path file, int expectedStates) throws TamperedFileException {
        byte[] bytes = ForkFiles.read(file, WHAT, maxBytes(expectedStates));
        return bytes == null ? null : parse(bytes, file, expectedStates);
    }

    /**
     * Parses a result file the worker wrote, as hostile input: every count and length is bounded before anything is
     * allocated, the status must be one a worker writes, values come only with {@link Status#COMPLETED} and then
     * for exactly {@code expectedStates} states, strings must be UTF-8, and nothing may follow the last field.
     * State texts are as the file gives them: the parent checks that they are states before drawing them.
     *
     * @param bytes the whole file, read by the parent within {@link #maxBytes}
     * @param file where it was read, for messages
     * @param expectedStates how many states the worker was asked to evaluate
     * @throws TamperedFileException when the bytes are not a result file
     */
    public static WorkerResult parse(byte[] bytes, Path file, int expectedStates) throws TamperedFileException {
        try {
            return parse(ByteBuffer.wrap(bytes), file, expectedStates);
        } catch (BufferUnderflowException e) {
            throw new TamperedFileException(file, WHAT + " ends in the middle of a field");
        }
    }

    private static WorkerResult parse(ByteBuffer in, Path file, int expectedStates) throws TamperedFileException {
        if (in.getInt() != MAGIC) {
            throw new TamperedFileException(file, WHAT + " does not start as one");
        }
        String name = readString(in, file, "status");
        Status status = Arrays.stream(Status.values()).filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new TamperedFileException(file, WHAT + " names the status " + shown(name)
                        + ", which no worker writes"));
        int stateCount = in.getInt();
        long stateChecksum = in.getLong();
        long valuesChecksum = 0;
        BitSet failed = null;
        byte hasValues = in.get();
        if (hasValues != 0 && hasValues != 1) {
            throw new TamperedFileException(file, WHAT + " has " + hasValues + " where a boolean belongs");
        }
        if ((hasValues == 1) != (status == Status.COMPLETED)) {
            throw new TamperedFileException(file, WHAT + (hasValues == 1 ? " has values for a worker that "
                    + status.name() : " has no values for a worker that COMPLETED"));
        }
        if (hasValues == 1) {
            if (stateCount != expectedStates) {
                throw new TamperedFileException(file, WHAT + " has values for " + stateCount + " states, not the "
                        + expectedStates + " the worker was given");
            }
            valuesChecksum = in.getLong();
            int wordCount = in.getInt();
            if (wordCount < 0 || wordCount > words(stateCount)) {
                throw new TamperedFileException(file, WHAT + " has " + wordCount + " words of failed states for "
                        + stateCount + " states");
            }
            long[] words = new long[wordCount];
            in.asLongBuffer().get(words);
            in.position(in.position() + Long.BYTES * wordCount);
            failed = BitSet.valueOf(words);
            if (failed.length() > stateCount) {
                throw new TamperedFileException(file, WHAT + " marks state " + (failed.length() - 1)
                        + " as failed, of " + stateCount);
            }
        }
        String firstFailedState = readString(in, file, "first failed state");
        String firstFailure = readString(in, file, "first failure");
        double nanosPerEvaluation = in.getDouble();
        int determinismSample = in.getInt();
        int nondeterministicStates = in.getInt();
        String nondeterministicExample = readString(in, file, "nondeterministic example");
        String stateInProgress = readString(in, file, "state in progress");
        long workerNanos = in.getLong();
        long constructorNanos = in.getLong();
        if (in.hasRemaining()) {
            throw new TamperedFileException(file, WHAT + " has " + in.remaining() + " bytes after its last field");
        }
        if (!(Double.isNaN(nanosPerEvaluation) || nanosPerEvaluation >= 0 && Double.isFinite(nanosPerEvaluation))) {
            throw new TamperedFileException(file, WHAT + " gives " + nanosPerEvaluation + " ns per evaluation");
        }
        if (determinismSample < 0 || determinismSample > expectedStates || nondeterministicStates < 0
                || nondeterministicStates > determinismSample) {
            throw new TamperedFileException(file, WHAT + " counts " + nondeterministicStates
                    + " nondeterministic states of a sample of " + determinismSample);
        }
        if (workerNanos < 0 || constructorNanos < -1) {
            throw new TamperedFileException(file, WHAT + " gives a worker time of " + workerNanos
                    + " ns and a constructor time of " + constructorNanos + " ns");
        }
        return new WorkerResult(status, stateCount, stateChecksum, valuesChecksum, failed, firstFailedState,
                firstFailure, nanosPerEvaluation, determinismSample, nondeterministicStates, nondeterministicExample,
                stateInProgress, workerNanos, constructorNanos);
    }

    /**
     * The most bytes a result for {@code states} states can take: the failed words, the strings at most; its values
     * go to a file of their own ({@link EstimatesFile}).
     */
    public static long maxBytes(int states) {
        int fixed = Integer.BYTES + Integer.BYTES + Long.BYTES + 1 + Long.BYTES + Integer.BYTES + Double.BYTES
                + 2 * Integer.BYTES + 2 * Long.BYTES;
        return fixed + (long) STRINGS * (Integer.BYTES + MAX_STRING_BYTES) + (long) Long.BYTES * words(states);
    }

    private static int words(int states) {
        return (int) ((states + 63L) / 64);
    }

    /**
     * Deletes a result file, the temporary file a worker stopped while writing it may have left and its values file,
     * without following links; never fails, also when a directory stands at any of those names.
     */
    public static void delete(Path file) {
        ForkFiles.delete(file);
        ForkFiles.delete(temporaryFileOf(file));
        ForkFiles.delete(EstimatesFile.of(file));
    }

    private static Path temporaryFileOf(Path file) {
        return file.resolveSibling(file.getFileName() + ".tmp");
    }

    private static void writeString(DataOutputStream out, String text) throws IOException {
        if (text == null) {
            out.writeInt(-1);
            return;
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static String readString(ByteBuffer in, Path file, String field) throws TamperedFileException {
        int length = in.getInt();
        if (length == -1) {
            return null;
        }
        if (length < 0 || length > MAX_STRING_BYTES || length > in.remaining()) {
            throw new TamperedFileException(file, WHAT + " gives its " + field + " a length of " + length
                    + " bytes");
        }
        byte[] bytes = new byte[length];
        in.get(bytes);
        return TamperedFileException.utf8(bytes, file, WHAT + "'s " + field);
    }

    /** At most 60 characters of a string from the file, for a message. */
    private static String shown(String text) {
        String shown = text.length() > 60 ? text.substring(0, 60) + "…" : text;
        return "\"" + shown.replaceAll("\\p{Cntrl}", "?") + "\"";
    }
}
