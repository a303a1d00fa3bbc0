package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Move costs held a byte each up to 255, an int each past it, and read back as they were set. */
class MoveCostsTest {

    @Test
    void costsUpTo255ReadBackFromABytesWidth() {
        int[] costs = {1, 2, 128, 200, 255};
        MoveCosts held = MoveCosts.of(costs);
        assertEquals(MoveCosts.MAX_BYTE_COST, held.maxSettable(), "a byte each");
        for (int move = 0; move < costs.length; move++) {
            assertEquals(costs[move], held.cost(move));
        }
        assertEquals(255, held.max());
        assertThrows(IllegalArgumentException.class, () -> held.set(0, 256));
        assertThrows(IllegalArgumentException.class, () -> held.set(0, 0));
    }

    @Test
    void costsPast255ReadBackFromAnIntsWidth() {
        int[] costs = {1, 256, 70_000, Integer.MAX_VALUE};
        MoveCosts held = MoveCosts.of(costs);
        assertEquals(Integer.MAX_VALUE, held.maxSettable());
        for (int move = 0; move < costs.length; move++) {
            assertEquals(costs[move], held.cost(move));
        }
        assertEquals(Integer.MAX_VALUE, held.max());
        assertEquals(1, MoveCosts.bytesPerMove(255));
        assertEquals(4, MoveCosts.bytesPerMove(256));
    }
}
