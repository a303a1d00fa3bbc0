package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live status file, written and read in this JVM. */
class LiveStatusTest {

    @TempDir
    Path directory;

    @Test
    void keepsTheLastBytesPrintedWhateverTheChunkSizes() throws IOException {
        Path file = directory.resolve("status.bin");
        LiveStatus status = LiveStatus.create(file);
        OutputStream output = status.output();
        StringBuilder printed = new StringBuilder();
        for (int line = 0; printed.length() < 3 * LiveStatus.OUTPUT_CAPACITY; line++) {
            String text = "line " + line + " " + "x".repeat(line % 97) + "\n";
            printed.append(text);
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            int half = bytes.length / 2;
            output.write(bytes, 0, half);
            output.write(bytes, half, bytes.length - half);
        }
        byte[] huge = "y".repeat(LiveStatus.OUTPUT_CAPACITY + 10).concat("end\n").getBytes(StandardCharsets.UTF_8);
        output.write(huge);
        printed.append(new String(huge, StandardCharsets.UTF_8));
        output.write('!');
        printed.append('!');

        Snapshot snapshot = LiveStatus.read(file);

        assertEquals(printed.substring(printed.length() - LiveStatus.OUTPUT_CAPACITY), snapshot.output());
    }

    @Test
    void recordsPhaseWhenItWasEnteredAndLayout() throws IOException {
        Path file = directory.resolve("status.bin");
        LiveStatus status = LiveStatus.create(file);
        long before = System.currentTimeMillis();
        status.phase(Phase.EVALUATING);
        long after = System.currentTimeMillis();
        status.state(123_456_789L);

        Snapshot snapshot = LiveStatus.read(file);

        assertEquals(Phase.EVALUATING, snapshot.phase());
        assertEquals(123_456_789L, snapshot.state());
        assertEquals("", snapshot.output());
        assertTrue(snapshot.phaseSinceMillis() >= before && snapshot.phaseSinceMillis() <= after,
                snapshot.phaseSinceMillis() + " not in [" + before + ", " + after + "]");
        assertEquals(Phase.EVALUATING, status.phase());
        assertEquals(123_456_789L, status.state());
    }

    @Test
    void readsNothingFromAMissingOrEmptyFile() throws IOException {
        assertNull(LiveStatus.read(directory.resolve("missing.bin")));
        assertNull(LiveStatus.read(Files.createFile(directory.resolve("empty.bin"))));
    }

    @Test
    void refusesAFileOfAnotherSizeOrWithoutTheMagic() throws IOException {
        Path longer = Files.write(directory.resolve("longer.bin"), new byte[LiveStatus.OUTPUT_CAPACITY + 64]);
        assertTrue(assertThrows(TamperedFileException.class, () -> LiveStatus.read(longer)).getMessage()
                .startsWith("the live status file holds " + (LiveStatus.OUTPUT_CAPACITY + 64) + " bytes, more"));
        Path shorter = Files.write(directory.resolve("shorter.bin"), new byte[100]);
        assertTrue(assertThrows(TamperedFileException.class, () -> LiveStatus.read(shorter)).getMessage()
                .startsWith("the live status file has 100 bytes, not " + LiveStatus.FILE_SIZE));
        byte[] foreign = new byte[LiveStatus.FILE_SIZE];
        foreign[0] = 'X';
        Path other = Files.write(directory.resolve("foreign.bin"), foreign);
        assertTrue(assertThrows(TamperedFileException.class, () -> LiveStatus.read(other)).getMessage()
                .startsWith("the live status file does not start as one"));
        // The worker writes the magic as soon as it has mapped the file: zeros were written over it.
        Path zeroed = Files.write(directory.resolve("zeroed.bin"), new byte[LiveStatus.FILE_SIZE]);
        assertTrue(assertThrows(TamperedFileException.class, () -> LiveStatus.read(zeroed)).getMessage()
                .startsWith("the live status file does not start as one"));
    }

    @Test
    void refusesAnUnknownPhaseAndANegativeCountOfBytesPrinted() throws IOException {
        Path file = directory.resolve("status.bin");
        LiveStatus.create(file);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate(4).putInt(0, 99), 4);
        }
        assertTrue(assertThrows(TamperedFileException.class, () -> LiveStatus.read(file)).getMessage()
                .contains("names phase 99"));
        LiveStatus.create(file);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate(8).putLong(0, -5), 16);
        }
        assertTrue(assertThrows(TamperedFileException.class, () -> LiveStatus.read(file)).getMessage()
                .contains("counts -5 bytes printed"));
    }

    @Test
    void refusesALinkToDevZeroWithoutReadingIt() throws IOException {
        Path file = Files.createSymbolicLink(directory.resolve("status.bin"), Path.of("/dev/zero"));

        TamperedFileException refused = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(TamperedFileException.class, () -> LiveStatus.read(file)));

        assertTrue(refused.getMessage().startsWith("the live status file is a symbolic link"), refused::getMessage);
    }
}
