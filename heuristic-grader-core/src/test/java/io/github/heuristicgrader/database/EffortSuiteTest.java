package io.github.heuristicgrader.database;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.EffortStart;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The effort suite on the standard set: its 50 starts pinned and found a second way, and {@code saved} on small
 * hand-made heuristics checked against a brute-force count.
 */
class EffortSuiteTest {

    /** The default suite's starts: 5 per distance 10, 20, ..., 100, in layout order. */
    private static final List<String> PINNED_STARTS = List.of(
            ".<>.^2<>v<>2^211v211",
            "22^2<>v^11^v11v^..2v",
            "<>2.^2<>v22.^^11vv11",
            "^.22v.^^<>vv112^112v",
            "^<>^v^2v2v11<>1122..",
            ".<>2^11^v11v^2.^v22v",
            "2<>2^211v.11^2^^v.vv",
            "<>2^2<>v11.211^^2.vv",
            "<><><>2.11^.11v222<>",
            "^<>.v<>^211v2112<>.2",
            ".<>22.11<>11<><>22<>",
            "22<>^11.v11.^^^2vvv2",
            "<>11<>11<><>.<>2222.",
            "<><>11<>1122<>2..<>2",
            "^2<>v112211..^^^2vvv",
            ".^<>2v<>.^112v1122<>",
            "22<>2.<>^.11v211<><>",
            "<>11<>1122.2.^<>2v<>",
            "<><>2.<>222.<>11<>11",
            "^2^^v2vv..^211v211<>",
            ".<>^2<>v11.^112v<>22",
            "22<>11<>11.2.<>^<>2v",
            "<>.^2<>v22112.11<><>",
            "<><>.2112^11.v<>2<>2",
            "^2<>v..211<>112^<>2v",
            ".<>2^<>^v2.v112211<>",
            "2211<>112<>.2^<>.v<>",
            "2<>^22^v<>v2..11<>11",
            "<>222<>211^.11v^<>.v",
            "^2<>v.222<>.11<>11<>",
            ".^.2^v<>v2<><>112211",
            "2.<>^^11vv11^2.2v2<>",
            "2<>^211v^112v.<><>.2",
            "<>2211<>112^^..vv2<>",
            "^2<>v.<>11^.11v22<>2",
            ".^11.v112^<>2v<>22<>",
            "11^^11vv22.^^.2vv2<>",
            "22^^2.vv^11.v11^<>2v",
            "<>^2<>v2^.11v211<>2.",
            "^<>2v1122112^.<>v.<>",
            ".<>^11^v11v22<>^.22v",
            "11^211v.22<>^2^^v.vv",
            "22.^2<>v2.^^11vv11<>",
            "<>2211^211v2..^^<>vv",
            "^222v11..112<><><><>",
            ".^11.v112<>22^<>2v<>",
            "11^211v2<>.^.^2v2v<>",
            "211^^11vv<>22<>^2..v",
            "^.2.v11^^11vv222<><>",
            "^222v11.^11^v2.v<><>");

    private static final HuarongdaoPuzzle PUZZLE = HuarongdaoPuzzle.standard();
    private static StateSpace space;
    private static Estimates manhattan;
    private static EffortSuite suite;

    @BeforeAll
    static void buildTheSuite() throws StateDatabaseException {
        space = StateSpace.of(PUZZLE);
        manhattan = Estimates.of(space, PUZZLE.baseline());
        suite = EffortSuite.of(space, manhattan, PUZZLE.effortDistances());
    }

    @Test
    void theDefaultSuiteHasTheFiftyPinnedStarts() throws StateDatabaseException {
        List<String> starts = EffortSuite.starts(space, PUZZLE.effortDistances()).stream()
                .map(space::text).toList();
        assertEquals(PINNED_STARTS, starts);
        List<EffortStart> measured = suite.measure(manhattan).starts();
        for (int i = 0; i < measured.size(); i++) {
            assertEquals(PINNED_STARTS.get(i), measured.get(i).state());
            assertEquals(10 * (i / 5 + 1), measured.get(i).optimum());
        }
    }

    /** The starts by the definition, from a breadth-first search over Board.successors() alone, not the engine's. */
    @Test
    void theStartsFollowTheDefinitionOnDistancesFromABoardSearch() {
        Map<String, Integer> distance = new HashMap<>();
        ArrayDeque<Board> queue = new ArrayDeque<>();
        for (long layout : PUZZLE.states()) {
            Board board = PUZZLE.studentState(layout);
            if (board.isGoal()) {
                distance.put(text(board), 0);
                queue.add(board);
            }
        }
        while (!queue.isEmpty()) {
            Board board = queue.poll();
            int next = distance.get(text(board)) + 1;
            for (Board successor : board.successors()) {
                if (distance.putIfAbsent(text(successor), next) == null) {
                    queue.add(successor);
                }
            }
        }
        List<String> starts = new ArrayList<>();
        for (int d = 10; d <= 100; d += 10) {
            int exact = d;
            List<String> atDistance = distance.entrySet().stream().filter(entry -> entry.getValue() == exact)
                    .map(Map.Entry::getKey).sorted().toList();
            int n = atDistance.size();
            for (int i = 0; i < 5; i++) {
                starts.add(atDistance.get((2 * i + 1) * n / 10));
            }
        }
        assertEquals(PINNED_STARTS, starts);
    }

    @Test
    void savedIsZeroForTheBaselineAndOneForTheExactDistance() {
        assertEquals(0.0, suite.measure(manhattan).saved());
        assertEquals(1.0, suite.measure(estimates(d -> d)).saved());
        suite.measure(estimates(d -> d)).starts().forEach(start -> assertEquals(0, start.fBelowOptimal()));
    }

    @Test
    void savedMatchesABruteForceCountOnHandMadeHeuristics() {
        Map<String, Estimates> heuristics = Map.of(
                "zero", estimates(d -> 0),
                "manhattan", manhattan,
                "exact", estimates(d -> d),
                "exact capped at 5", estimates(d -> Math.min(d, 5)),
                "exact minus 3", estimates(d -> Math.max(0, d - 3)),
                // negative within a few moves of every start's goal: layouts beyond C* moves count then
                "exact minus 30", estimates(d -> d - 30));
        double zeroSaved = 0;
        for (Map.Entry<String, Estimates> heuristic : heuristics.entrySet()) {
            GradeReport.SuiteEffort measured = suite.measure(heuristic.getValue());
            double savedSum = 0;
            int counted = 0;
            for (int i = 0; i < PINNED_STARTS.size(); i++) {
                int start = space.stateOf(PUZZLE.parse(PINNED_STARTS.get(i)));
                long f = bruteForceBelow(start, heuristic.getValue());
                long baseline = bruteForceBelow(start, manhattan);
                assertEquals(f, measured.starts().get(i).fBelowOptimal(), heuristic.getKey() + " start " + i);
                assertEquals(baseline, measured.starts().get(i).baselineFBelowOptimal());
                if (baseline > 0) {
                    savedSum += 1 - (double) f / baseline;
                    counted++;
                }
            }
            assertEquals(savedSum / counted, measured.saved(), 1e-12, heuristic.getKey());
            if (heuristic.getKey().equals("zero")) {
                zeroSaved = measured.saved();
            }
        }
        assertTrue(zeroSaved < 0, "h = 0 forces more expansions than Manhattan: " + zeroSaved);
    }

    @Test
    void aDistanceWithTooFewLayoutsIsASetupErrorNamingIt() {
        StateDatabaseException error = assertThrows(StateDatabaseException.class,
                () -> EffortSuite.starts(space, List.of(10, 500)));
        assertTrue(error.getMessage().contains("needs 5 layouts at exact distance 500 but the puzzle has 0"
                + " (its largest distance is 179)"), error.getMessage());
    }

    /** #{t reachable from start : g*(t) + h(t) < C*}, layout by layout over the whole space. */
    private static long bruteForceBelow(int start, Estimates estimates) {
        int[] fromStart = space.distancesFrom(start);
        long count = 0;
        for (int t = 0; t < space.size(); t++) {
            if (fromStart[t] >= 0 && (long) fromStart[t] + estimates.values()[t] < space.distance(start)) {
                count++;
            }
        }
        return count;
    }

    private static Estimates estimates(IntUnaryOperator ofExactDistance) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = space.distance(state) < 0 ? 0 : ofExactDistance.applyAsInt(space.distance(state));
        }
        return Estimates.of(values);
    }

    private static String text(Board board) {
        return board.toString().replace("\n", "");
    }

    @Test
    void choosesDistancesSpreadOverTheSolvableStatesWhenTheDomainGivesNone() throws StateDatabaseException {
        OneWayGraph graph = new OneWayGraph(22);
        StateSpace weighted = StateSpace.of(graph);
        Map<Integer, Integer> statesAt = new TreeMap<>();
        for (int state = 0; state < weighted.size(); state++) {
            if (weighted.distance(state) > 0) {
                statesAt.merge(weighted.distance(state), 1, Integer::sum);
            }
        }
        // Every state at a distance with 5 states or more, by distance; the distances at the tenths' midpoints.
        List<Integer> eligible = new ArrayList<>();
        statesAt.forEach((distance, count) -> {
            if (count >= EffortSuite.STARTS_PER_DISTANCE) {
                eligible.addAll(Collections.nCopies(count, distance));
            }
        });
        TreeSet<Integer> expected = new TreeSet<>();
        for (int i = 0; i < 10; i++) {
            expected.add(eligible.get((2 * i + 1) * eligible.size() / 20));
        }

        List<Integer> chosen = EffortSuite.chosenDistances(weighted);
        assertEquals(List.copyOf(expected), chosen);
        assertTrue(chosen.size() >= 5, "spread over the database: " + chosen);
        DomainDatabase grading = DomainDatabase.build(graph, Map.of(), Rubric.standard());
        assertEquals(EffortSuite.STARTS_PER_DISTANCE * chosen.size(), grading.effortSuite().states().size());
    }

    /**
     * A bound that holds the first distances' searches and not the next: those are kept with the figures the
     * unbounded suite has for them, the rest left out, and the searches kept hold no more than the bound.
     */
    @Test
    void boundKeepsTheNearDistancesWithTheirExactFiguresAndLeavesOutTheRest() throws StateDatabaseException {
        List<Integer> distances = PUZZLE.effortDistances();
        EffortSuite unbounded = EffortSuite.of(space, manhattan, distances, Long.MAX_VALUE);
        assertSameStarts(suite.computed(), unbounded.computed());
        assertEquals(List.of(), suite.leftOut());
        List<EffortSuite.Start> all = unbounded.computed();
        int kept = 3 * EffortSuite.STARTS_PER_DISTANCE;
        long held = all.subList(0, kept).stream().mapToLong(start -> start.forced().held()).sum();
        long next = all.get(kept).forced().held();

        for (long bound : new long[] {held, held + next - 1}) {
            EffortSuite bounded = EffortSuite.of(space, manhattan, distances, bound);
            assertSameStarts(all.subList(0, kept), bounded.computed());
            assertEquals(distances.subList(3, distances.size()), bounded.leftOut());
            assertTrue(bounded.computed().stream().mapToLong(start -> start.forced().held()).sum() <= bound);
            int[] halved = manhattan.values().clone();
            for (int state = 0; state < halved.length; state++) {
                halved[state] = halved[state] / 2 - 1;
            }
            for (Estimates estimates : List.of(manhattan, Estimates.of(halved))) {
                assertEquals(unbounded.measure(estimates).starts().subList(0, kept),
                        bounded.measure(estimates).starts());
            }
        }
        EffortSuite oneMore = EffortSuite.of(space, manhattan, distances, held + next);
        assertTrue(oneMore.computed().size() <= kept + EffortSuite.STARTS_PER_DISTANCE);
        assertEquals(0, oneMore.computed().size() % EffortSuite.STARTS_PER_DISTANCE, "whole distances only");
    }

    /** A space of fewer than 2^22 / 3 states gets 2^22, so that its suite is whole (Huarongdao's, the 8-puzzle's). */
    @Test
    void smallSpaceIsBoundAtTwoToTheTwentySecondStates() {
        assertEquals(1L << 22, EffortSuite.bound(space));
    }

    private static void assertSameStarts(List<EffortSuite.Start> expected, List<EffortSuite.Start> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            EffortSuite.Start want = expected.get(i);
            EffortSuite.Start got = actual.get(i);
            assertEquals(want.state(), got.state());
            assertEquals(want.baselineBelow(), got.baselineBelow());
            assertTrue(java.util.Arrays.equals(want.forced().reachedStates(), got.forced().reachedStates()));
            assertTrue(java.util.Arrays.equals(want.forced().levelStarts(), got.forced().levelStarts()));
        }
    }
}
