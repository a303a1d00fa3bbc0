package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
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
    void refusesATruncatedFile() throws IOException {
        byte[] whole = StatesFile.encode(STATES);
        Path file = Files.write(directory.resolve("states.txt"), Arrays.copyOf(whole, whole.length - 3));

        assertThrows(IOException.class, () -> StatesFile.read(file));
    }
}
