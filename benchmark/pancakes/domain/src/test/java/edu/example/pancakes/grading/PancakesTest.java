package edu.example.pancakes.grading;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.engine.StateSpace;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import org.junit.jupiter.api.Test;

class PancakesTest {

    @Test
    void statesAreEveryStackOnceInAscendingKeyOrder() {
        Pancakes five = new Pancakes(5);
        long[] keys = five.states();
        assertEquals(120, keys.length);
        for (int i = 1; i < keys.length; i++) {
            assertTrue(keys[i - 1] < keys[i]);
            assertTrue(five.format(keys[i - 1]).compareTo(five.format(keys[i])) < 0);
        }
        assertEquals("12345", five.format(keys[0]));
        assertEquals("54321", five.format(keys[keys.length - 1]));
    }

    @Test
    void aStacksRankIsItsNumberAmongTheStates() {
        Pancakes pancakes = new Pancakes(8);
        long[] states = pancakes.states();
        for (int state = 0; state < states.length; state++) {
            assertEquals(state, pancakes.rank(states[state]));
        }
    }

    @Test
    void flipTurnsTheTopOverAndUndoesItself() {
        Pancakes six = new Pancakes(6);
        long start = six.parse("321654");
        assertEquals("456123", six.format(six.flip(start, 6)));
        assertEquals("231654", six.format(six.flip(start, 2)));
        for (int k = 2; k <= 6; k++) {
            assertEquals(start, six.flip(six.flip(start, k), k));
        }
    }

    /** The grader's distances against a plain Dijkstra of the stacks' texts: every stack of 8, count by distance. */
    @Test
    void graderDistancesAreThoseOfAPlainDijkstra() {
        Pancakes eight = new Pancakes(8);
        StateSpace space = StateSpace.of(eight);
        assertEquals(40_320, space.size());
        assertEquals(40_320 * 7, space.moveCount());
        Map<String, Integer> plain = plainDijkstra(8);
        assertEquals(40_320, plain.size());
        int[] byGrader = new int[space.maxDistance() + 1];
        for (int state = 0; state < space.size(); state++) {
            assertEquals(plain.get(space.text(state)), space.distance(state), space.text(state));
            byGrader[space.distance(state)]++;
        }
        int[] byPlain = new int[plain.values().stream().mapToInt(Integer::intValue).max().orElseThrow() + 1];
        plain.values().forEach(distance -> byPlain[distance]++);
        assertArrayEquals(byPlain, byGrader);
    }

    /**
     * Ten pancakes: 10! stacks, the farthest 62 away, by a plain Dijkstra that knows nothing of the grader: stacks
     * numbered by their rank among the permutations (Lehmer code), a list of stacks per distance.
     */
    @Test
    void tenPancakesAreTenFactorialStacksTheFarthestSixtyTwoAway() {
        int n = 10;
        int count = 3_628_800;
        int[] distance = new int[count];
        Arrays.fill(distance, -1);
        int[][] buckets = new int[128][];
        int[] filled = new int[128];
        int[] sorted = new int[n];
        Arrays.setAll(sorted, i -> i + 1);
        push(buckets, filled, 0, rank(sorted));
        int settled = 0;
        int farthest = 0;
        for (int cost = 0; cost < buckets.length; cost++) {
            for (int i = 0; i < filled[cost]; i++) {
                int state = buckets[cost][i];
                if (distance[state] >= 0) {
                    continue;
                }
                distance[state] = cost;
                settled++;
                farthest = cost;
                int[] stack = unrank(state, n);
                for (int k = 2; k <= n; k++) {
                    int[] flipped = stack.clone();
                    for (int j = 0; j < k; j++) {
                        flipped[j] = stack[k - 1 - j];
                    }
                    int next = rank(flipped);
                    if (distance[next] < 0) {
                        push(buckets, filled, cost + k, next);
                    }
                }
            }
            buckets[cost] = null;
        }
        assertEquals(count, settled);
        assertEquals(62, farthest);
        assertEquals(count, new Pancakes(n).states().length);
    }

    private static void push(int[][] buckets, int[] filled, int cost, int state) {
        if (buckets[cost] == null) {
            buckets[cost] = new int[1024];
        } else if (filled[cost] == buckets[cost].length) {
            buckets[cost] = Arrays.copyOf(buckets[cost], filled[cost] * 2);
        }
        buckets[cost][filled[cost]++] = state;
    }

    /** The permutation's number in lexicographic order. */
    private static int rank(int[] permutation) {
        int rank = 0;
        for (int i = 0; i < permutation.length; i++) {
            int smallerAfter = 0;
            for (int j = i + 1; j < permutation.length; j++) {
                smallerAfter += permutation[j] < permutation[i] ? 1 : 0;
            }
            rank = rank * (permutation.length - i) + smallerAfter;
        }
        return rank;
    }

    /** The permutation of 1 to {@code n} with that number in lexicographic order. */
    private static int[] unrank(int rank, int n) {
        int[] digits = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            digits[i] = rank % (n - i);
            rank /= n - i;
        }
        boolean[] used = new boolean[n + 1];
        int[] permutation = new int[n];
        for (int i = 0; i < n; i++) {
            int size = 0;
            for (int skip = digits[i]; ; size++) {
                if (!used[size + 1] && skip-- == 0) {
                    break;
                }
            }
            used[size + 1] = true;
            permutation[i] = size + 1;
        }
        return permutation;
    }

    /** Every stack of {@code n} by its least cost to the sorted one, on texts and flips of strings alone. */
    private static Map<String, Integer> plainDijkstra(int n) {
        StringBuilder sorted = new StringBuilder();
        for (int size = 1; size <= n; size++) {
            sorted.append(Character.toUpperCase(Character.forDigit(size, 16)));
        }
        Map<String, Integer> distance = new HashMap<>();
        PriorityQueue<Map.Entry<String, Integer>> open = new PriorityQueue<>(Map.Entry.comparingByValue());
        open.add(Map.entry(sorted.toString(), 0));
        while (!open.isEmpty()) {
            Map.Entry<String, Integer> entry = open.poll();
            if (distance.containsKey(entry.getKey())) {
                continue;
            }
            distance.put(entry.getKey(), entry.getValue());
            char[] stack = entry.getKey().toCharArray();
            for (int k = 2; k <= n; k++) {
                char[] flipped = Arrays.copyOf(stack, n);
                for (int i = 0; i < k; i++) {
                    flipped[i] = stack[k - 1 - i];
                }
                String next = new String(flipped);
                if (!distance.containsKey(next)) {
                    open.add(Map.entry(next, entry.getValue() + k));
                }
            }
        }
        return distance;
    }
}
