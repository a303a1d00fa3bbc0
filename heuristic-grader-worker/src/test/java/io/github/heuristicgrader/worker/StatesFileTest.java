package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The states file, written by the parent and read by the worker, and the checksum both compute. */
class StatesFileTest {

    private static final List<String> STATES = List.of("^11^v11v^<>^v22v2..2", "^11^v11v2<>2^22^v..v",
            ".11.^11^v^^v2vv2<>22");

    @TempDir
    Path directory;

    @Test
    void streamsAFileOfSeveralPiecesAndALineLongerThanOneAsWrittenWithTheSameCountAndChecksum() throws IOException {
        // About 3.5 pieces of texts of every length from 0 to 24, one text of 1.5 pieces among them.
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 300_000; i++) {
            texts.add(i == 123_456 ? "x".repeat(StatesFile.PIECE_BYTES * 3 / 2) : Integer.toString(i * 7919, 36)
                    .repeat(i % 5));
        }
        Path file = directory.resolve("states.txt");
        long[] positions = new long[texts.size()];
        StatesFile.Writer writer = new StatesFile.Writer(Files.newOutputStream(file));
        try (writer) {
            for (int i = 0; i < texts.size(); i++) {
                positions[i] = writer.position();
                writer.write(texts.get(i));
            }
        }
        byte[] bytes = Files.readAllBytes(file);

        assertEquals(texts.size(), writer.count());
        assertEquals(bytes.length, writer.position());
        assertEquals(plainChecksum(bytes), writer.checksum());
        assertEquals(plainChecksum(bytes), StatesFile.checksum(bytes));
        assertArrayEquals((String.join("\n", texts) + "\n").getBytes(StandardCharsets.UTF_8), bytes);
        long position = 0;
        for (int i = 0; i < texts.size(); i++) {
            assertEquals(position, positions[i]);
            position += texts.get(i).getBytes(StandardCharsets.UTF_8).length + 1;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            assertEquals(texts.size(), StatesFile.count(channel, file));
            StatesFile.Reader reader = new StatesFile.Reader(channel, file);
            String[] batch = new String[4096];
            int at = 0;
            int read;
            while ((read = reader.read(batch)) > 0) {
                for (int i = 0; i < read; i++) {
                    assertEquals(texts.get(at + i), batch[i], "state " + (at + i));
                }
                at += read;
            }
            assertEquals(texts.size(), at);
            assertEquals(texts.size(), reader.count());
            assertEquals(plainChecksum(bytes), reader.checksum());
        }
    }

    /** The checksum as the format defines it, over the whole content at once. */
    private static long plainChecksum(byte[] content) {
        long checksum = 0;
        long line = 0;
        for (byte b : content) {
            if (b == '\n') {
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

    @Test
    void checksumTellsAnotherOrderAndAMissingOrChangedState() {
        long sent = StatesFile.checksum(StatesFile.encode(STATES));

        assertNotEquals(sent, checksum(STATES.get(1), STATES.get(0), STATES.get(2)));
        assertNotEquals(sent, checksum(STATES.get(0), STATES.get(1)));
        assertNotEquals(sent, checksum(STATES.get(0), STATES.get(1), "^11^v11v^<>^v22v22.."));
        assertNotEquals(sent, checksum(STATES.get(0) + STATES.get(1), STATES.get(2)));
    }

    private static long checksum(String... states) {
        return StatesFile.checksum(StatesFile.encode(List.of(states)));
    }

    @Test
    void encodesTextsOfAnyLengthAndScriptAsTheirUtf8LinesOneAfterAnother() {
        // Lengths that shrink and grow past the first text's, which sizes the buffer, and characters of 2-4 bytes.
        List<String> texts = List.of("abc", "", "a much longer text than the first", "é", "電車", "😀 x", "z");
        StringBuilder lines = new StringBuilder();
        for (String text : texts) {
            lines.append(text).append('\n');
        }

        assertArrayEquals(lines.toString().getBytes(StandardCharsets.UTF_8), StatesFile.encode(texts));
        assertArrayEquals(new byte[0], StatesFile.encode(List.of()));
        assertArrayEquals("\n\n".getBytes(StandardCharsets.UTF_8), StatesFile.encode(List.of("", "")));
    }

    @Test
    void refusesAStateWhoseTextHoldsALineFeed() {
        assertThrows(IllegalArgumentException.class, () -> StatesFile.encode(List.of("ab", "c\nd")));
    }

    @Test
    void refusesATruncatedFileWhenCountingAndWhenReading() throws IOException {
        byte[] whole = StatesFile.encode(STATES);
        Path file = Files.write(directory.resolve("states.txt"), Arrays.copyOf(whole, whole.length - 3));

        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            assertThrows(IOException.class, () -> StatesFile.count(channel, file));
            StatesFile.Reader reader = new StatesFile.Reader(channel, file);
            assertThrows(IOException.class, () -> reader.read(new String[10]));
        }
    }
}
