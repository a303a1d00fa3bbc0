package io.github.heuristicgrader.behaviour;

import io.github.heuristicgrader.worker.FileReplacer;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The values of one submission's heuristics, kept on disk for the run's same-behaviour grouping: a class of a
 * thousand submissions holds more values than memory (the example's database has 363,480 states, 1.4 MB a
 * heuristic), and a run started again needs the values of the submissions it skips.
 *
 * <p>Format (gzip): the int {@value #MAGIC}, the number of heuristics, then for each its domain and class name
 * ({@link DataOutputStream#writeUTF}), the number of states and one big-endian int per state. Written aside and moved
 * into place, so that a file is whole or absent; the folder is made readable by its owner alone (the grader), never a
 * fork's.
 */
public final class ValuesFile {

    /** The file's first int. */
    static final int MAGIC = 0x48475631;
    /** The most heuristics in one file. */
    static final int MAX_HEURISTICS = 1_000;
    /** The most states of one heuristic. */
    static final int MAX_STATES = 100_000_000;

    /**
     * How many ints are converted at once: the values go through a byte array in bulk, since an int at a time through
     * a data stream costs a grade-class run more than the gzip does.
     */
    private static final int CHUNK_INTS = 1 << 14;

    private ValuesFile() {
    }

    /** Writes {@code values} to {@code out} as big-endian ints, as {@link DataOutputStream#writeInt} each would. */
    private static void writeInts(DataOutputStream out, int[] values, byte[] chunk) throws IOException {
        IntBuffer ints = ByteBuffer.wrap(chunk).asIntBuffer();
        for (int from = 0; from < values.length; from += CHUNK_INTS) {
            int count = Math.min(CHUNK_INTS, values.length - from);
            ints.clear();
            ints.put(values, from, count);
            out.write(chunk, 0, count * Integer.BYTES);
        }
    }

    /** Fills {@code values} with big-endian ints from {@code in}, as {@link DataInputStream#readInt} each would. */
    private static void readInts(DataInputStream in, int[] values, byte[] chunk) throws IOException {
        IntBuffer ints = ByteBuffer.wrap(chunk).asIntBuffer();
        for (int from = 0; from < values.length; from += CHUNK_INTS) {
            int count = Math.min(CHUNK_INTS, values.length - from);
            in.readFully(chunk, 0, count * Integer.BYTES);
            ints.clear();
            ints.get(values, from, count);
        }
    }

    /** Creates {@code folder} when missing, closed to every user but its owner. */
    public static void createFolder(Path folder) throws IOException {
        Files.createDirectories(folder);
        try {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: nothing to close.
        }
    }

    /** Writes {@code heuristics} to {@code file}, replacing it whole. */
    public static void write(Path file, List<HeuristicValues> heuristics) throws IOException {
        if (heuristics.size() > MAX_HEURISTICS) {
            throw new IOException("more than " + MAX_HEURISTICS + " heuristics for one values file");
        }
        byte[] chunk = new byte[CHUNK_INTS * Integer.BYTES];
        FileReplacer.replace(file, out -> {
            GZIPOutputStream compressed = new GZIPOutputStream(out, 1 << 16);
            DataOutputStream data = new DataOutputStream(new BufferedOutputStream(compressed, 1 << 16));
            data.writeInt(MAGIC);
            data.writeInt(heuristics.size());
            for (HeuristicValues heuristic : heuristics) {
                data.writeUTF(heuristic.domain());
                data.writeUTF(heuristic.heuristic());
                data.writeInt(heuristic.values().length);
                writeInts(data, heuristic.values(), chunk);
            }
            data.flush();
            compressed.finish();
        });
    }

    /** Removes {@code file} when it is there (a link is removed, never followed). */
    public static void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }

    /**
     * The heuristics of {@code file}.
     *
     * @throws IOException when the file is missing, not a regular file, or not a whole values file
     */
    public static List<HeuristicValues> read(Path file) throws IOException {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + " is not a values file");
        }
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS);
                DataInputStream data = new DataInputStream(new BufferedInputStream(new GZIPInputStream(in,
                        1 << 16), 1 << 16))) {
            if (data.readInt() != MAGIC) {
                throw new IOException(file + " is not a values file");
            }
            int count = data.readInt();
            if (count < 0 || count > MAX_HEURISTICS) {
                throw new IOException(file + " holds " + count + " heuristics");
            }
            List<HeuristicValues> heuristics = new ArrayList<>(count);
            byte[] chunk = new byte[CHUNK_INTS * Integer.BYTES];
            for (int i = 0; i < count; i++) {
                String domain = data.readUTF();
                String heuristic = data.readUTF();
                int states = data.readInt();
                if (states < 0 || states > MAX_STATES) {
                    throw new IOException(file + " gives " + states + " states");
                }
                int[] values = new int[states];
                readInts(data, values, chunk);
                heuristics.add(new HeuristicValues(domain, heuristic, values));
            }
            return heuristics;
        } catch (EOFException e) {
            throw new IOException(file + " ends early", e);
        }
    }
}
