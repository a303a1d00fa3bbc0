package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    void recordsPhaseAndLayout() throws IOException {
        Path file = directory.resolve("status.bin");
        LiveStatus status = LiveStatus.create(file);
        status.phase(Phase.EVALUATING);
        status.layout(123_456_789L);

        Snapshot snapshot = LiveStatus.read(file);

        assertEquals(new Snapshot(Phase.EVALUATING, 123_456_789L, ""), snapshot);
        assertEquals(Phase.EVALUATING, status.phase());
        assertEquals(123_456_789L, status.layout());
    }

    @Test
    void readsNothingFromAMissingOrForeignFile() throws IOException {
        assertNull(LiveStatus.read(directory.resolve("missing.bin")));
        Path foreign = Files.write(directory.resolve("foreign.bin"), new byte[LiveStatus.OUTPUT_CAPACITY + 64]);
        assertNull(LiveStatus.read(foreign));
    }
}
