package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class KeyIndexTest {

    @Test
    void findsEveryKeyAtItsPositionAndNoOtherKeyAsAHashMapWould() {
        Random random = new Random(5);
        for (int size : new int[] {0, 1, 2, 3, 100, 4097, 50_000}) {
            Map<Long, Integer> expected = new HashMap<>();
            long[] keys = new long[size];
            for (int position = 0; position < size; position++) {
                long key;
                do {
                    // Zero, negative keys and keys that differ only in their high bits included.
                    key = switch (random.nextInt(4)) {
                        case 0 -> random.nextInt(size * 4 + 1) - size;
                        case 1 -> (long) random.nextInt(64) << 58;
                        default -> random.nextLong();
                    };
                } while (expected.containsKey(key));
                expected.put(key, position);
                keys[position] = key;
            }
            KeyIndex index = new KeyIndex(keys);
            for (Map.Entry<Long, Integer> entry : expected.entrySet()) {
                assertEquals(entry.getValue(), index.positionOf(entry.getKey()), "key " + entry.getKey());
            }
            for (int probe = 0; probe < 20_000; probe++) {
                long key = probe % 2 == 0 ? random.nextLong() : random.nextInt(size * 4 + 1) - size;
                assertEquals(expected.getOrDefault(key, -1), index.positionOf(key), "key " + key);
            }
        }
    }
}
