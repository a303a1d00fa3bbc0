package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The values file: written by the worker a batch at a time, read by the parent as hostile input. */
class EstimatesFileTest {

    /** More than two of the parent's read pieces (a mebibyte each), and not a whole number of the worker's. */
    private static final int STATES = 700_001;

    @TempDir
    Path directory;

    private Path file() {
        return directory.resolve("result.bin.values");
    }

    private int[] values() {
        int[] values = new int[STATES];
        Random random = new Random(31);
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt() >> random.nextInt(32);
        }
        return values;
    }

    /** Writes {@code values} in batches of {@code batch}, as the worker does, and returns the checksum it gives. */
    private long write(int[] values, int batch) throws IOException {
        try (EstimatesFile.Writer writer = EstimatesFile.Writer.create(file())) {
            int[] buffer = new int[batch];
            for (int at = 0; at < values.length; at += batch) {
                int n = Math.min(batch, values.length - at);
                System.arraycopy(values, at, buffer, 0, n);
                writer.write(buffer, n);
            }
            writer.flush();
            return writer.checksum();
        }
    }

    @Test
    void readsBackEveryValueAsBigEndianIntsInTheOrderWritten() throws IOException {
        int[] values = values();
        long checksum = write(values, 4096);

        assertEquals(4L * STATES, Files.size(file()));
        try (DataInputStream in = new DataInputStream(Files.newInputStream(file()))) {
            for (int i = 0; i < STATES; i++) {
                assertEquals(values[i], in.readInt(), "value " + i);
            }
        }
        assertArrayEquals(values, EstimatesFile.read(file(), STATES, checksum));
        assertEquals(checksum, write(values, 977, directory.resolve("other")));
    }

    private long write(int[] values, int batch, Path other) throws IOException {
        Files.createDirectories(other);
        Path kept = directory;
        directory = other;
        try {
            return write(values, batch);
        } finally {
            directory = kept;
        }
    }

    @Test
    void refusesAFileCutShortOrGrown() throws IOException {
        long checksum = write(values(), 4096);
        try (RandomAccessFile cut = new RandomAccessFile(file().toFile(), "rw")) {
            cut.setLength(4L * STATES - 1);
        }
        assertRefused(checksum, "the worker's values file holds " + (4L * STATES - 1) + " bytes, not the "
                + 4L * STATES + " of " + STATES + " values");

        try (RandomAccessFile grown = new RandomAccessFile(file().toFile(), "rw")) {
            grown.setLength(4L * STATES + 4);
        }
        assertRefused(checksum, "the worker's values file holds " + (4L * STATES + 4) + " bytes");
    }

    @Test
    void refusesOtherValuesOfTheRightLength() throws IOException {
        int[] values = values();
        long checksum = write(values, 4096);
        try (RandomAccessFile file = new RandomAccessFile(file().toFile(), "rw")) {
            file.seek(4L * 123_456);
            file.writeInt(values[123_456] + 1);
        }

        assertRefused(checksum, "the worker's values file holds other values than the worker wrote");
    }

    @Test
    void refusesALinkAFifoAndNoFileWithoutBlocking() throws IOException, InterruptedException {
        Path zeros = Files.write(directory.resolve("zeros"), new byte[4 * STATES]);
        Files.createSymbolicLink(file(), zeros);
        assertRefused(0, "the worker's values file is a symbolic link, not a regular file");

        Files.delete(file());
        assertEquals(0, new ProcessBuilder("mkfifo", file().toString()).start().waitFor());
        assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertRefused(0, "the worker's values file is a FIFO, socket or device, not a regular file"));

        Files.delete(file());
        assertRefused(0, "the worker's values file was removed");
    }

    @Test
    void theWorkerNeverOpensWhatStandsAtTheNameAlready() throws IOException {
        Files.createSymbolicLink(file(), directory.resolve("elsewhere"));

        assertThrows(FileAlreadyExistsException.class, () -> EstimatesFile.Writer.create(file()).close());
        assertTrue(Files.notExists(directory.resolve("elsewhere")));
    }

    private void assertRefused(long checksum, String message) {
        TamperedFileException refused = assertThrows(TamperedFileException.class,
                () -> EstimatesFile.read(file(), STATES, checksum));
        assertTrue(refused.getMessage().contains(message), refused.getMessage());
    }
}
