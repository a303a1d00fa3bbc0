package io.github.heuristicgrader.worker;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.BitSet;

/**
 * What the worker found, as it travels from the worker to the parent in the binary result file.
 *
 * <p>File format, big-endian ({@link DataOutputStream}): int magic, string status name, int layout count, long
 * layout checksum, boolean whether values follow, then that many ints of values and an int count of longs of the
 * failed set ({@link BitSet#toLongArray()}), then string first failed layout, string first failure, double nanos
 * per evaluation, int determinism sample, int nondeterministic layouts, string nondeterministic example, string
 * layout in progress, long worker nanos, long constructor nanos. A string is an int byte length, −1 for null, then
 * UTF-8 bytes. Layouts are states' texts as the {@link StatesFile} gave them.
 *
 * @param status the worker's verdict
 * @param layoutCount states the worker read from its {@link StatesFile}
 * @param layoutChecksum {@link StatesFile#checksum} of those states, in order
 * @param values the estimates by state number, or null unless {@link Status#COMPLETED}
 * @param failed the states on which the heuristic threw, or null unless {@link Status#COMPLETED}
 * @param firstFailedLayout the first layout it threw on, compact text, or null; also when it stopped later
 * @param firstFailure the first exception and the student's stack frames: on a layout (also when it stopped
 *     later), in the constructor, or the worker's own failure; or null
 * @param nanosPerEvaluation mean wall time of one call, NaN unless completed
 * @param determinismSample layouts evaluated a second time
 * @param nondeterministicLayouts of those, the layouts whose value or failure changed
 * @param nondeterministicExample the first such layout, compact text, or null
 * @param layoutInProgress the layout being evaluated when the worker stopped, compact text, or null
 * @param workerNanos wall time in the worker from the start of {@code main} to this result, in nanoseconds
 * @param constructorNanos wall time of the heuristic's constructor, in nanoseconds; −1 when it did not return
 */
public record WorkerResult(Status status, int layoutCount, long layoutChecksum, int[] values, BitSet failed,
        String firstFailedLayout, String firstFailure, double nanosPerEvaluation, int determinismSample,
        int nondeterministicLayouts, String nondeterministicExample, String layoutInProgress, long workerNanos,
        long constructorNanos) {

    private static final int MAGIC = 0x48475752;

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
    static WorkerResult stopped(Status status, String firstFailedLayout, String firstFailure,
            String layoutInProgress, long workerNanos, long constructorNanos) {
        return new WorkerResult(status, 0, 0, null, null, firstFailedLayout, firstFailure, Double.NaN, 0, 0, null,
                layoutInProgress, workerNanos, constructorNanos);
    }

    /** Writes the result to a temporary file beside {@code file}, then moves it to {@code file}. */
    void write(Path file) throws IOException {
        Path temporary = temporaryFileOf(file);
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary)))) {
            out.writeInt(MAGIC);
            writeString(out, status.name());
            out.writeInt(layoutCount);
            out.writeLong(layoutChecksum);
            out.writeBoolean(values != null);
            if (values != null) {
                for (int value : values) {
                    out.writeInt(value);
                }
                long[] words = failed.toLongArray();
                out.writeInt(words.length);
                for (long word : words) {
                    out.writeLong(word);
                }
            }
            writeString(out, firstFailedLayout);
            writeString(out, firstFailure);
            out.writeDouble(nanosPerEvaluation);
            out.writeInt(determinismSample);
            out.writeInt(nondeterministicLayouts);
            writeString(out, nondeterministicExample);
            writeString(out, layoutInProgress);
            out.writeLong(workerNanos);
            out.writeLong(constructorNanos);
        }
        try {
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Reads a result file.
     *
     * @return the result, or null when there is no file
     * @throws IOException when the file cannot be read or is not a result file
     */
    public static WorkerResult read(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            if (in.readInt() != MAGIC) {
                throw new IOException(file + " is not a worker result file");
            }
            Status status = Status.valueOf(readString(in));
            int layoutCount = in.readInt();
            long layoutChecksum = in.readLong();
            int[] values = null;
            BitSet failed = null;
            if (in.readBoolean()) {
                values = new int[layoutCount];
                for (int i = 0; i < layoutCount; i++) {
                    values[i] = in.readInt();
                }
                long[] words = new long[in.readInt()];
                for (int i = 0; i < words.length; i++) {
                    words[i] = in.readLong();
                }
                failed = BitSet.valueOf(words);
            }
            return new WorkerResult(status, layoutCount, layoutChecksum, values, failed, readString(in),
                    readString(in), in.readDouble(), in.readInt(), in.readInt(), readString(in), readString(in),
                    in.readLong(), in.readLong());
        } catch (NoSuchFileException e) {
            return null;
        } catch (EOFException | IllegalArgumentException e) {
            throw new IOException(file + " is truncated or corrupt: " + e, e);
        }
    }

    /** Deletes a result file and the temporary file a worker stopped while writing it may have left. */
    public static void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(temporaryFileOf(file));
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

    private static String readString(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0) {
            return null;
        }
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }
}
