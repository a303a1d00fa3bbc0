package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The determinism sample: the first steps of a seeded Fisher-Yates shuffle of every state number. */
class DeterminismSampleTest {

    @Test
    void isThePrefixOfTheSeededShuffleOfEveryState() {
        int[][] cases = {{1, 1}, {2, 2}, {10, 3}, {10, 10}, {2000, 2000}, {363_480, 2000}, {54_180, 2000}, {7, 0}};
        for (int[] c : cases) {
            assertArrayEquals(fullShuffle(c[0], c[1]), WorkerMain.sample(c[0], c[1]), c[0] + " states, " + c[1]);
        }
    }

    @Test
    void drawsDistinctStatesBelowTheCount() {
        int[] sample = WorkerMain.sample(5_000, 5_000);
        int[] sorted = sample.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            assertEquals(i, sorted[i]);
        }
    }

    /** The shuffle as a table of every state number, swapped in place. */
    private static int[] fullShuffle(int count, int size) {
        int[] states = new int[count];
        for (int state = 0; state < count; state++) {
            states[state] = state;
        }
        Random random = new Random(WorkerMain.DETERMINISM_SEED);
        int[] sample = new int[size];
        for (int i = 0; i < size; i++) {
            int pick = i + random.nextInt(count - i);
            int chosen = states[pick];
            states[pick] = states[i];
            states[i] = chosen;
            sample[i] = chosen;
        }
        return sample;
    }
}
