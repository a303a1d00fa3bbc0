package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.StatesFile;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The states file the grader writes once per domain, and the states it reads back from it. */
class StatesOnDiskTest {

    @TempDir
    Path directory;

    @Test
    void writesEveryStateInOrderWithItsCountAndChecksumAndReadsAnyBack() throws IOException {
        long[] keys = SMALL.states();
        Path copy = directory.resolve("states.txt");
        StatesOnDisk states = StatesOnDisk.copy(SMALL, copy);
        byte[] expected = StatesFile.encode(Arrays.stream(keys).mapToObj(SMALL::format).toList());

        assertArrayEquals(expected, Files.readAllBytes(copy));
        assertEquals(keys.length, states.count());
        assertEquals(StatesFile.checksum(expected), states.checksum());
        // Each side of every mark, and a state in every stretch between two.
        int marks = StatesOnDisk.LINES_PER_MARK;
        List<Integer> probed = IntStream.range(0, keys.length)
                .filter(state -> state % marks <= 1 || state % marks == marks - 1 || state % 997 == 0
                        || state == keys.length - 1)
                .boxed().toList();
        for (int state : probed) {
            assertEquals(SMALL.format(keys[state]), states.text(state, SMALL), "state " + state);
        }
        assertNull(states.text(-1, SMALL));
        assertNull(states.text(keys.length, SMALL));
    }

    @Test
    void equalDomainsShareOneFileAndOtherStatesHaveTheirOwn() throws IOException {
        StatesOnDisk small = StatesOnDisk.of(SMALL);

        assertSame(small, StatesOnDisk.of(new HuarongdaoPuzzle(new PieceSet(2, 1))));
        assertNotSame(small, StatesOnDisk.of(region(SMALL, new long[] {SMALL.states()[5]})));
    }

    /**
     * A region's states are taken from it by number, never from {@link Domain#states()} (which here fails): the file
     * holds them in the region's order.
     */
    @Test
    void aRegionsStatesComeFromItsOwnKeys() throws IOException {
        long[] all = SMALL.states();
        long[] chosen = {all[3], all[10], all[4_100], all[all.length - 1]};

        Path copy = directory.resolve("region.txt");
        StatesOnDisk states = StatesOnDisk.copy(region(SMALL, chosen), copy);

        assertEquals(chosen.length, states.count());
        assertArrayEquals(StatesFile.encode(Arrays.stream(chosen).mapToObj(SMALL::format).toList()),
                Files.readAllBytes(copy));
        assertEquals(SMALL.format(all[4_100]), states.text(2, SMALL));
    }

    /** {@code domain} whose forks are sent {@code keys}, and whose {@link Domain#states()} fails. */
    private static Domain region(Domain domain, long[] keys) {
        return (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(),
                new Class<?>[] {Domain.class, SentStates.class}, (proxy, method, arguments) -> switch (
                        method.getName()) {
                    case "sentStateCount" -> keys.length;
                    case "sentStateKey" -> keys[(Integer) arguments[0]];
                    case "states" -> throw new AssertionError("states() called for a region");
                    case "equals" -> proxy == arguments[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> method.invoke(domain, arguments);
                });
    }
}
