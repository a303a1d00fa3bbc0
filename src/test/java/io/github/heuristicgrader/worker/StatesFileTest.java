package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
    void readsWhatTheParentWroteInItsOrder() throws IOException {
        Path file = Files.write(directory.resolve("states.txt"), StatesFile.encode(STATES));

        List<String> read = StatesFile.read(file);

        assertEquals(STATES, read);
        assertEquals(StatesFile.checksum(STATES), StatesFile.checksum(read));
    }

    @Test
    void checksumTellsAnotherOrderAndAMissingOrChangedState() {
        long sent = StatesFile.checksum(STATES);

        assertNotEquals(sent, StatesFile.checksum(List.of(STATES.get(1), STATES.get(0), STATES.get(2))));
        assertNotEquals(sent, StatesFile.checksum(STATES.subList(0, 2)));
        assertNotEquals(sent, StatesFile.checksum(List.of(STATES.get(0), STATES.get(1), "^11^v11v^<>^v22v22..")));
    }

    @Test
    void refusesATruncatedFile() throws IOException {
        byte[] whole = StatesFile.encode(STATES);
        Path file = Files.write(directory.resolve("states.txt"), java.util.Arrays.copyOf(whole, whole.length - 3));

        assertThrows(IOException.class, () -> StatesFile.read(file));
    }
}
