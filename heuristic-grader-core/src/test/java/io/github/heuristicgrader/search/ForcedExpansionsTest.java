package io.github.heuristicgrader.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ForcedExpansionsTest {

    /** Counts layout by layout over the whole space what {@link ForcedExpansions} counts from its search's queue. */
    private static long bruteForce(StateSpace space, int start, int[] estimates, int slack) {
        int[] fromStart = space.distancesFrom(start);
        long count = 0;
        for (int t = 0; t < space.size(); t++) {
            if (fromStart[t] >= 0 && (long) fromStart[t] + estimates[t] < (long) space.distance(start) + slack) {
                count++;
            }
        }
        return count;
    }

    @Test
    void countsWhatTheExactDistancesFromEveryStartSayForAnyEstimatesWithOneSearcherForAllStarts() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(3, 0)));
        Random random = new Random(11);
        int[] exact = new int[space.size()];
        int[] noisy = new int[space.size()];
        int[] extreme = new int[space.size()];
        for (int state = 0; state < space.size(); state++) {
            exact[state] = Math.max(0, space.distance(state));
            noisy[state] = exact[state] + random.nextInt(7) - 3;
            extreme[state] = random.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        List<int[]> tables = List.of(new int[space.size()], exact, noisy, extreme);
        // One searcher for every start: each search must begin from nothing reached, whatever came before.
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(space);
        for (int start = 0; start < space.size(); start++) {
            ForcedExpansions forced = searcher.from(start);
            int[] fromStart = space.distancesFrom(start);
            int reachable = 0;
            for (int distance : fromStart) {
                reachable += distance >= 0 ? 1 : 0;
            }
            assertEquals(reachable, forced.reachable(), space.text(start));
            assertEquals(space.distance(start), forced.optimum(), space.text(start));
            for (int[] estimates : tables) {
                assertEquals(bruteForce(space, start, estimates, 0), forced.below(estimates), space.text(start));
                assertEquals(bruteForce(space, start, estimates, 1), forced.atMost(estimates), space.text(start));
            }
        }
    }

    @Test
    void withinTheOptimumCountsWhatTheExactDistancesSayForEstimatesThatAreNeverNegativeWithSearchesInterleaved() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(3, 0)));
        Random random = new Random(13);
        int[] exact = new int[space.size()];
        int[] noisy = new int[space.size()];
        int[] extreme = new int[space.size()];
        for (int state = 0; state < space.size(); state++) {
            exact[state] = Math.max(0, space.distance(state));
            noisy[state] = Math.max(0, exact[state] + random.nextInt(7) - 3);
            extreme[state] = random.nextBoolean() ? 0 : Integer.MAX_VALUE;
        }
        List<int[]> tables = List.of(new int[space.size()], exact, noisy, extreme);
        int cut = 0;
        // Cut and full searches take turns on one searcher, as the effort suite's do for a negative baseline.
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(space);
        for (int start = 0; start < space.size(); start++) {
            if (!space.isSolvable(start)) {
                continue;
            }
            ForcedExpansions within = searcher.withinOptimum(start);
            assertEquals(space.distance(start), within.optimum(), space.text(start));
            for (int[] estimates : tables) {
                assertEquals(bruteForce(space, start, estimates, 0), within.below(estimates), space.text(start));
                assertEquals(bruteForce(space, start, estimates, 1), within.atMost(estimates), space.text(start));
            }
            if (within.nearerThan(space.distance(start) + 1) < searcher.from(start).reachable()) {
                cut++;
                assertThrows(IllegalStateException.class, within::reachable, space.text(start));
            }
        }
        assertTrue(cut > 0, "no start has layouts beyond its optimum");
    }
}
