package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.flips.WeightedFlips;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import org.junit.jupiter.api.Test;

/**
 * A state space built on a domain's perfect rank instead of a key index, and moves whose costs are held in a byte or
 * in an int: the same space as without the rank, distances those of a plain Dijkstra over the rows, and a wrong rank
 * refused.
 */
class RankedStateSpaceTest {

    @Test
    void aSpaceOnTheDomainsRankIsTheSpaceOnAKeyIndex() {
        StateSpace ranked = StateSpace.of(new WeightedFlips(7, 1, true));
        StateSpace indexed = StateSpace.of(new WeightedFlips(7, 1, false));
        assertEquals(5_040, ranked.size());
        assertEquals(indexed.size(), ranked.size());
        assertEquals(indexed.moveCount(), ranked.moveCount());
        for (int state = 0; state < ranked.size(); state++) {
            assertEquals(indexed.key(state), ranked.key(state));
            assertEquals(state, ranked.stateOf(ranked.key(state)));
            assertEquals(indexed.distance(state), ranked.distance(state));
            for (int move = ranked.firstMove(state); move < ranked.endMove(state); move++) {
                assertEquals(indexed.moveTarget(move), ranked.moveTarget(move));
                assertEquals(indexed.moveCost(move), ranked.moveCost(move));
            }
        }
        long notARow = WeightedFlips.keyOf(new int[] {1, 1, 2, 3, 4, 5, 6});
        assertEquals(-1, ranked.stateOf(notARow));
        assertEquals(-1, indexed.stateOf(notARow));
    }

    /** Costs of 2 to 7 held a byte each, and of 200 to 1,400 an int each, against a Dijkstra of the test's own. */
    @Test
    void distancesAreThoseOfAPlainDijkstraWhetherCostsFitAByteOrNot() {
        for (int scale : new int[] {1, 200}) {
            WeightedFlips flips = new WeightedFlips(6, scale, true);
            StateSpace space = StateSpace.of(flips);
            Map<Long, Integer> plain = plainDijkstra(flips);
            assertEquals(720, plain.size());
            int farthest = 0;
            for (int state = 0; state < space.size(); state++) {
                assertEquals(plain.get(space.key(state)), space.distance(state), flips.format(space.key(state)));
                farthest = Math.max(farthest, space.distance(state));
            }
            assertEquals(farthest, space.maxDistance());
            assertEquals(6 * scale, space.maxMoveCost());
            assertTrue(scale == 1 || space.maxMoveCost() > MoveCosts.MAX_BYTE_COST);
        }
    }

    @Test
    void refusesARankThatIsNotTheStatesNumber() {
        WeightedFlips swapped = new WeightedFlips(5, 1, true) {
            @Override
            public long rank(long state) {
                long rank = super.rank(state);
                return rank == 7 ? 8 : rank == 8 ? 7 : rank;
            }
        };
        DomainContractException e = assertThrows(DomainContractException.class, () -> StateSpace.of(swapped));
        assertTrue(e.getMessage().contains("ranks 02143 8, but it is state 7 of states()"), e.getMessage());
    }

    @Test
    void aRankSavesTheKeyIndexInTheHeapNeeded() {
        WeightedFlips flips = new WeightedFlips(9, 1, true);
        long states = 362_880;
        long moves = states * 8;
        assertEquals(states * StateSpace.KEY_INDEX_BYTES_PER_STATE,
                StateSpace.heapNeeded(flips, states, false, moves, 9)
                        - StateSpace.heapNeeded(flips, states, true, moves, 9));
        assertEquals(moves * 3, StateSpace.heapNeeded(flips, states, true, moves, 256)
                - StateSpace.heapNeeded(flips, states, true, moves, 255), "an int a cost past 255, else a byte");
    }

    private static Map<Long, Integer> plainDijkstra(WeightedFlips flips) {
        Map<Long, Integer> distance = new HashMap<>();
        PriorityQueue<long[]> open = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        long goal = flips.goalStates()[0];
        open.add(new long[] {0, goal});
        long[] into = new long[flips.maxMoves()];
        int[] costs = new int[flips.maxMoves()];
        while (!open.isEmpty()) {
            long[] next = open.poll();
            if (distance.containsKey(next[1])) {
                continue;
            }
            distance.put(next[1], (int) next[0]);
            int moves = flips.successors(next[1], into, costs);
            for (int move = 0; move < moves; move++) {
                if (!distance.containsKey(into[move])) {
                    open.add(new long[] {next[0] + costs[move], into[move]});
                }
            }
        }
        return distance;
    }
}
