package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BucketQueueTest {

    @Test
    void givesStatesInAscendingCostAcrossTheRing() {
        BucketQueue queue = new BucketQueue(3);
        queue.push(0, 7);
        queue.push(2, 5);
        queue.push(1, 9);
        assertEquals(0, queue.peekCost());
        assertEquals(7, queue.popState());
        queue.push(3, 1);
        assertEquals(1, queue.peekCost());
        assertEquals(9, queue.popState());
        assertEquals(5, queue.popState());
        queue.push(5, 2);
        assertEquals(3, queue.peekCost());
        assertEquals(1, queue.popState());
        assertEquals(5, queue.peekCost());
        assertEquals(2, queue.popState());
        assertTrue(queue.isEmpty());
    }

    @Test
    void refusesCostsItHasNoRingFor() {
        assertThrows(IllegalArgumentException.class, () -> new BucketQueue(0));
        assertThrows(IllegalArgumentException.class, () -> new BucketQueue(BucketQueue.MAX_COST + 1));
    }

    /** Dial's least costs against a plain Dijkstra on a binary heap, on random graphs with costs 1 to 9. */
    @Test
    void leastCostsAreThoseOfAPlainDijkstra() {
        Random random = new Random(31);
        for (int round = 0; round < 20; round++) {
            int states = 300 + random.nextInt(300);
            int[] first = new int[states + 1];
            int[] targets = new int[states * 3];
            int[] costs = new int[targets.length];
            for (int state = 0; state < states; state++) {
                first[state + 1] = first[state] + random.nextInt(4);
                for (int move = first[state]; move < first[state + 1]; move++) {
                    targets[move] = random.nextInt(states);
                    costs[move] = 1 + random.nextInt(9);
                }
            }
            int[] usedTargets = Arrays.copyOf(targets, first[states]);
            int[] usedCosts = Arrays.copyOf(costs, first[states]);
            int[] sources = {0, states / 2};
            assertArrayEquals(plainDijkstra(states, first, usedTargets, usedCosts, sources),
                    ReversedMoves.leastCosts(states, first, usedTargets, MoveCosts.of(usedCosts), sources));
        }
    }

    private static int[] plainDijkstra(int states, int[] first, int[] targets, int[] costs, int[] sources) {
        int[] distance = new int[states];
        Arrays.fill(distance, -1);
        PriorityQueue<int[]> open = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        for (int source : sources) {
            open.add(new int[] {0, source});
        }
        while (!open.isEmpty()) {
            int[] entry = open.poll();
            if (distance[entry[1]] >= 0) {
                continue;
            }
            distance[entry[1]] = entry[0];
            for (int move = first[entry[1]]; move < first[entry[1] + 1]; move++) {
                if (distance[targets[move]] < 0) {
                    open.add(new int[] {entry[0] + costs[move], targets[move]});
                }
            }
        }
        return distance;
    }
}
