package io.github.heuristicgrader.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** How reports write numbers, held to what the JDK's formatter writes for the same pattern. */
class NumbersTest {

    @Test
    void groupsThousandsAsTheFormatterDoes() {
        long[] edges = {0, 1, -1, 9, 10, 99, 100, 999, 1_000, -999, -1_000, 9_999, 10_000, 99_999, 100_000, 363_480,
            999_999, 1_000_000, -1_000_000, 1_234_567_890L, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE,
            Long.MIN_VALUE, Long.MIN_VALUE + 1};
        for (long value : edges) {
            assertEquals(String.format(Locale.ROOT, "%,d", value), Numbers.grouped(value), "value " + value);
        }
        Random random = new Random(7);
        for (int draw = 0; draw < 100_000; draw++) {
            long value = random.nextLong() >> random.nextInt(64);
            assertEquals(String.format(Locale.ROOT, "%,d", value), Numbers.grouped(value), "value " + value);
        }
    }
}
