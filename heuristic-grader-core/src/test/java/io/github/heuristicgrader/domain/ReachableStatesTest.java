package io.github.heuristicgrader.domain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.ReachableStates;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The states a domain's moves reach from some starts: the SPI's default state database. */
class ReachableStatesTest {

    /** A plain forward search over boxed keys, sharing nothing with {@link ReachableStates} but the domain. */
    private static long[] plainSearch(Domain domain, long... starts) {
        Set<Long> seen = new HashSet<>();
        Deque<Long> queue = new ArrayDeque<>();
        for (long start : starts) {
            if (seen.add(start)) {
                queue.add(start);
            }
        }
        long[] next = new long[domain.maxMoves()];
        while (!queue.isEmpty()) {
            int moves = domain.successors(queue.poll(), next);
            for (int i = 0; i < moves; i++) {
                if (seen.add(next[i])) {
                    queue.add(next[i]);
                }
            }
        }
        return seen.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    @Test
    void findsWhatAPlainSearchFindsOverOneWayMoves() {
        for (long seed = 1; seed <= 5; seed++) {
            OneWayGraph graph = new OneWayGraph(seed);
            long[] starts = {1, 17, 17, 250};
            assertArrayEquals(plainSearch(graph, starts), ReachableStates.from(graph, starts), "seed " + seed);
        }
    }

    @Test
    void fromEveryGoalOfAPuzzleWithReversibleMovesFindsEveryStateThatCanReachOne() {
        Domain puzzle = new HuarongdaoPuzzle(new PieceSet(3, 0));
        long[] goals = Arrays.stream(puzzle.states()).filter(puzzle::isGoal).toArray();
        long[] canReachAGoal = Arrays.stream(puzzle.states())
                .filter(state -> Arrays.stream(plainSearch(puzzle, state)).anyMatch(puzzle::isGoal))
                .toArray();

        assertArrayEquals(canReachAGoal, ReachableStates.from(puzzle, goals));
    }

    @Test
    void refusesAZeroKey() {
        assertThrows(IllegalArgumentException.class, () -> ReachableStates.from(new OneWayGraph(1), new long[] {0}));
    }
}
