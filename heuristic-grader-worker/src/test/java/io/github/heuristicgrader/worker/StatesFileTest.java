package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    void writesAndReadsAFileOfSeveralPiecesWhole() throws IOException {
        byte[] bytes = new byte[StatesFile.PIECE_BYTES * 5 / 2 + 7];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31 + i / StatesFile.PIECE_BYTES);
        }
        Path file = StatesFile.write(directory.resolve("large.bin"), bytes);

        assertArrayEquals(bytes, Files.readAllBytes(file));
        assertArrayEquals(bytes, StatesFile.readInPieces(file));
        assertArrayEquals(new byte[0], StatesFile.readInPieces(Files.write(directory.resolve("empty"), new byte[0])));
    }

    @Test
    void readsWhatTheParentWroteInItsOrder() throws IOException {
        byte[] sent = StatesFile.encode(STATES);
        Path file = Files.write(directory.resolve("states.txt"), sent);

        StatesFile read = StatesFile.read(file);

        assertEquals(STATES.size(), read.size());
        for (int state = 0; state < STATES.size(); state++) {
            assertEquals(STATES.get(state), read.state(state));
        }
        assertEquals(StatesFile.checksum(sent), read.checksum());
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
    void refusesATruncatedFile() throws IOException {
        byte[] whole = StatesFile.encode(STATES);
        Path file = Files.write(directory.resolve("states.txt"), Arrays.copyOf(whole, whole.length - 3));

        assertThrows(IOException.class, () -> StatesFile.read(file));
    }
}
