package io.github.heuristicgrader.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.checks.Checks;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.Layout;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AStarTest {

    private static Estimates table(StateSpace space, java.util.function.IntUnaryOperator estimateOfState) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = estimateOfState.applyAsInt(state);
        }
        return Estimates.of(values);
    }

    @Test
    void findsOptimalSolutionsFromEverySolvableLayoutWithAdmissibleHeuristics() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(3, 0)));
        AStar search = new AStar(space);
        List<Estimates> admissible = List.of(table(space, state -> 0), Estimates.of(space, space.domain().baseline()),
                table(space, state -> Math.max(0, space.distance(state))),
                table(space, state -> space.distance(state) % 2 == 0 ? Math.max(0, space.distance(state)) : 0));
        for (int start = 0; start < space.size(); start += 3) {
            if (!space.isSolvable(start)) {
                continue;
            }
            ForcedExpansions forced = ForcedExpansions.from(space, start);
            for (Estimates estimates : admissible) {
                SearchEffort effort = search.search(start, estimates, forced);
                assertTrue(effort.optimal(), space.text(start));
                assertEquals(space.distance(start), effort.cost());
            }
        }
    }

    @Test
    void exactDistanceExpandsOnlyTheSolutionPath() {
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        int start = space.stateOf(space.domain().parse("^11^ v11v ^<>^ v22v 2..2"));
        Estimates exact = table(space, state -> Math.max(0, space.distance(state)));
        SearchEffort effort = new AStar(space).search(start, exact, ForcedExpansions.from(space, start));
        assertEquals(116, effort.cost());
        assertEquals(116, effort.expanded());
        assertEquals(0, effort.fBelowOptimal());
    }

    @Test
    void zeroHeuristicCountsEveryLayoutWithinTheOptimumAndRepeatsExactly() {
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        int start = space.stateOf(space.domain().parse("^11^ v11v ^<>^ v22v 2..2"));
        int[] fromStart = space.distancesFrom(start);
        long below = 0;
        long atMost = 0;
        for (int distance : fromStart) {
            below += distance >= 0 && distance < 116 ? 1 : 0;
            atMost += distance >= 0 && distance <= 116 ? 1 : 0;
        }
        Estimates zero = table(space, state -> 0);
        SearchEffort effort = new AStar(space).search(start, zero, ForcedExpansions.from(space, start));
        assertEquals(below, effort.fBelowOptimal());
        assertEquals(atMost, effort.fAtMostOptimal());
        assertTrue(effort.expanded() >= below && effort.expanded() <= atMost, String.valueOf(effort));
        assertEquals(effort, new AStar(space).search(start, zero, ForcedExpansions.from(space, start)));
    }

    @Test
    void hugeEstimatesDoNotOverflowTheOpenList() {
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        int start = space.stateOf(space.domain().parse("^11^ v11v ^<>^ v22v 2..2"));
        Estimates huge = table(space, state -> space.isGoal(state) ? 0 : Integer.MAX_VALUE);
        SearchEffort effort = new AStar(space).search(start, huge, ForcedExpansions.from(space, start));
        assertTrue(effort.solved());
        assertTrue(effort.cost() >= 116);
        assertEquals(0, effort.fBelowOptimal());
    }

    /**
     * The exact distance lowered by the layout's number modulo {@code modulus}: admissible (never above the exact
     * distance, never negative), and inconsistent wherever a layout's number modulo {@code modulus} is larger than
     * its neighbour's by 2 or more along a move that does not bring it closer to a goal.
     */
    private static Estimates exactLoweredByNumberModulo(StateSpace space, int modulus) {
        return table(space, state -> Math.max(0, space.distance(state) - state % modulus));
    }

    private static void assertAdmissibleButInconsistent(StateSpace space, Estimates estimates) {
        for (int state = 0; state < space.size(); state++) {
            if (space.isSolvable(state)) {
                assertTrue(estimates.values()[state] <= space.distance(state), space.text(state));
            }
        }
        assertFalse(Checks.consistent(space, estimates).passed());
    }

    /**
     * Why: from {@code ..11..11...2........} (d 4) an optimal path goes through {@code .11..11....2........} (g 1,
     * h 3, f 4) to {@code .....11..112........} (g 2, d 2, h 0). The latter is reached first by a detour and expanded
     * at g 4 (f 4, and larger g first) while the former still waits on the open list; when the former is expanded, the
     * cheaper g 2 is ignored, and the goal is taken off the open list at g 5. Reopening fixes exactly that.
     */
    @Test
    void withoutReopeningFindsALongerPathWithAnAdmissibleButInconsistentHeuristic() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(0, 1)));
        Estimates lowered = exactLoweredByNumberModulo(space, 4);
        assertAdmissibleButInconsistent(space, lowered);
        int start = space.stateOf(space.domain().parse("..11..11...2........"));
        ForcedExpansions forced = ForcedExpansions.from(space, start);

        SearchEffort closedSet = new AStar(space).searchWithoutReopening(start, lowered, forced);

        assertEquals(4, space.distance(start));
        assertEquals(5, closedSet.cost());
        assertFalse(closedSet.optimal());
        assertEquals(5, textbookClosedSetCost(space, lowered, start), "an independent closed-set A* agrees");
        assertEquals(4, new AStar(space).search(start, lowered, forced).cost(), "reopening finds the optimum");
    }

    @Test
    void theZeroHeuristicsCountedEffortIsWhatItsSearchFindsFromEverySolvableStart() {
        // Every start of the two smallest sets, every eleventh of one with singles.
        for (PieceSet pieces : List.of(new PieceSet(2, 0), new PieceSet(3, 0), new PieceSet(1, 2))) {
            StateSpace space = StateSpace.of(new HuarongdaoPuzzle(pieces));
            AStar search = new AStar(space);
            Estimates zero = table(space, state -> 0);
            for (int start = 0; start < space.size(); start += pieces.singles() == 0 ? 1 : 11) {
                if (space.isSolvable(start)) {
                    ForcedExpansions forced = ForcedExpansions.from(space, start);
                    assertEquals(search.search(start, zero, forced), search.searchWithZero(start, forced),
                            space.text(start));
                }
            }
        }
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        AStar search = new AStar(space);
        Estimates zero = table(space, state -> 0);
        for (String layout : space.domain().classicStates().values()) {
            int start = space.stateOf(space.domain().parse(layout));
            ForcedExpansions forced = ForcedExpansions.from(space, start);
            assertEquals(search.search(start, zero, forced), search.searchWithZero(start, forced), layout);
        }
    }

    @Test
    void oneInstanceSearchesAsAFreshOneAfterAnyEarlierSearch() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(3, 0)));
        AStar reused = new AStar(space);
        List<Estimates> tables = List.of(table(space, state -> 0),
                table(space, state -> space.distance(state) % 3 == 0 ? Math.max(0, space.distance(state) - 2) : 0),
                table(space, state -> Math.max(0, space.distance(state))));
        for (int start = 0; start < space.size(); start += 7) {
            if (!space.isSolvable(start)) {
                continue;
            }
            ForcedExpansions forced = ForcedExpansions.from(space, start);
            for (Estimates estimates : tables) {
                assertEquals(new AStar(space).search(start, estimates, forced), reused.search(start, estimates, forced),
                        space.text(start));
                assertEquals(new AStar(space).searchWithoutReopening(start, estimates, forced),
                        reused.searchWithoutReopening(start, estimates, forced), space.text(start));
            }
        }
    }

    @Test
    void withoutReopeningIsOptimalFromEveryStartWithConsistentHeuristics() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(2, 0)));
        AStar search = new AStar(space);
        Map<String, Estimates> consistent = new LinkedHashMap<>();
        consistent.put("zero", table(space, state -> 0));
        consistent.put("Manhattan", Estimates.of(space, space.domain().baseline()));
        consistent.put("exact", table(space, state -> Math.max(0, space.distance(state))));
        consistent.put("half the exact", table(space, state -> Math.max(0, space.distance(state)) / 2));
        consistent.put("exact less 3", table(space, state -> Math.max(0, space.distance(state) - 3)));
        consistent.put("exact up to 4", table(space, state -> Math.min(4, Math.max(0, space.distance(state)))));
        consistent.forEach((name, estimates) -> assertTrue(Checks.consistent(space, estimates).passed(), name));
        for (int start = 0; start < space.size(); start++) {
            if (!space.isSolvable(start)) {
                continue;
            }
            ForcedExpansions forced = ForcedExpansions.from(space, start);
            for (Map.Entry<String, Estimates> named : consistent.entrySet()) {
                SearchEffort effort = search.searchWithoutReopening(start, named.getValue(), forced);
                assertEquals(space.distance(start), effort.cost(), named.getKey() + " from " + space.text(start));
            }
        }
    }

    @Test
    void reopeningIsOptimalFromEveryStartWhereWithoutReopeningIsNot() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(2, 0)));
        AStar search = new AStar(space);
        int longer = 0;
        for (int modulus = 2; modulus <= 7; modulus++) {
            Estimates lowered = exactLoweredByNumberModulo(space, modulus);
            assertAdmissibleButInconsistent(space, lowered);
            for (int start = 0; start < space.size(); start++) {
                if (!space.isSolvable(start)) {
                    continue;
                }
                ForcedExpansions forced = ForcedExpansions.from(space, start);
                assertEquals(space.distance(start), search.search(start, lowered, forced).cost());
                longer += search.searchWithoutReopening(start, lowered, forced).optimal() ? 0 : 1;
            }
        }
        assertTrue(longer > 0, "some start must show the difference, or this test shows nothing");
    }

    @Test
    void withoutReopeningFindsLongerPathsOnTheClassicPuzzlesWithTheExactDistanceLoweredModuloSeven() {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = StateSpace.of(puzzle);
        Estimates lowered = exactLoweredByNumberModulo(space, 7);
        Map<String, Integer> found = new LinkedHashMap<>();
        Map<String, Integer> independent = new LinkedHashMap<>();
        Map<String, Integer> reopening = new LinkedHashMap<>();
        puzzle.classicStates().forEach((name, text) -> {
            int start = space.stateOf(puzzle.parse(text));
            ForcedExpansions forced = ForcedExpansions.from(space, start);
            found.put(name, new AStar(space).searchWithoutReopening(start, lowered, forced).cost());
            independent.put(name, textbookClosedSetCost(space, lowered, start));
            reopening.put(name, new AStar(space).search(start, lowered, forced).cost());
        });

        assertEquals(Map.of("横刀立马", 120, "指挥若定", 104, "将拥曹营", 103, "齐头并进", 87, "兵分三路", 94,
                "峰回路转", 183, "层层设防", 140, "近在咫尺", 128, "水泄不通", 115, "插翅难飞", 77), found);
        assertEquals(found, independent, "an independent closed-set A* agrees");
        assertEquals(Map.of("横刀立马", 116, "指挥若定", 100, "将拥曹营", 101, "齐头并进", 85, "兵分三路", 92,
                "峰回路转", 179, "层层设防", 138, "近在咫尺", 124, "水泄不通", 114, "插翅难飞", 77), reopening);
    }

    /**
     * A* with a closed set as a textbook writes it, on {@link Board}s and their own moves, with java.util's
     * collections, sharing nothing with {@link AStar} but the estimates and the order (f, then larger g, then smaller
     * layout number): an entry is skipped when its board is closed; a board's g is lowered only while it is not.
     */
    private static int textbookClosedSetCost(StateSpace space, Estimates estimates, int start) {
        record Entry(Board board, int number, int g, long f) {
        }
        PriorityQueue<Entry> open = new PriorityQueue<>(Comparator.comparingLong(Entry::f)
                .thenComparing(Comparator.comparingInt(Entry::g).reversed()).thenComparingInt(Entry::number));
        Map<Board, Integer> cheapest = new HashMap<>();
        Set<Board> closed = new HashSet<>();
        Board first = Layout.toBoard(space.key(start));
        cheapest.put(first, 0);
        open.add(new Entry(first, start, 0, estimates.values()[start]));
        while (!open.isEmpty()) {
            Entry entry = open.poll();
            if (closed.contains(entry.board()) || entry.g() > cheapest.get(entry.board())) {
                continue;
            }
            if (entry.board().isGoal()) {
                return entry.g();
            }
            closed.add(entry.board());
            for (Board next : entry.board().successors()) {
                int g = entry.g() + 1;
                if (!closed.contains(next) && g < cheapest.getOrDefault(next, Integer.MAX_VALUE)) {
                    cheapest.put(next, g);
                    int number = space.stateOf(Layout.of(next));
                    open.add(new Entry(next, number, g, g + (long) estimates.values()[number]));
                }
            }
        }
        return -1;
    }
}
