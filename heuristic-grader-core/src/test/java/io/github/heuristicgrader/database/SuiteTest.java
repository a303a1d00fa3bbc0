package io.github.heuristicgrader.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.GradeReport.UnreadPuzzleFile;
import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class SuiteTest {

    @Test
    void estimatesEqualToTheBaselineGetWhatTheirOwnSearchWouldFind() throws StateDatabaseException {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = StateSpace.of(puzzle);
        Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(puzzle), List.of(), List.of()).of(puzzle);
        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);
        // The same values in another table, as a student's Manhattan heuristic gives them.
        Estimates copy = Estimates.of(suite.baseline().values().clone());
        List<PuzzleEffort> efforts = suite.effort(copy);
        int i = 0;
        for (SuiteStarts.Start layout : starts.values()) {
            int start = space.stateOf(layout.state());
            SearchEffort own = new AStar(space).search(start, copy, ForcedExpansions.from(space, start));
            PuzzleEffort effort = efforts.get(i++);
            assertEquals(own, new SearchEffort(true, effort.cost(), effort.optimal(), effort.expanded(),
                    effort.generated(), effort.fBelowOptimal(), effort.fAtMostOptimal()), effort.puzzle());
        }
        assertEquals(starts.size(), i);
    }

    @Test
    void givesGradesOnSeveralThreadsAtOnceWhatEachGetsAlone() throws Exception {
        // A class run shares one suite between the students graded at once.
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = StateSpace.of(puzzle);
        Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(puzzle), List.of(), List.of()).of(puzzle);
        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);
        int[] halved = suite.baseline().values().clone();
        for (int state = 0; state < halved.length; state++) {
            halved[state] /= 2;
        }
        Estimates weaker = Estimates.of(halved);
        List<PuzzleEffort> alone = suite.effort(weaker);
        List<Suite.Start> suiteStarts = suite.starts();
        var aloneWithoutReopening = suite.withoutReopening(weaker, suiteStarts);

        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> together = new ArrayList<>();
            for (int grade = 0; grade < 16; grade++) {
                together.add(threads.submit(() -> alone.equals(suite.effort(weaker))
                        && aloneWithoutReopening.equals(suite.withoutReopening(weaker, suiteStarts))));
            }
            for (Future<Boolean> each : together) {
                assertTrue(each.get(), "a search disturbed by another thread's");
            }
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void leavesOutAPuzzleFileWithoutSolutionAndKeepsTheRest() throws StateDatabaseException {
        ElevatorPuzzle puzzle = ElevatorPuzzle.withMaxPairs(1);
        StateSpace space = StateSpace.of(puzzle);
        // Every item on the top floor, the elevator on an empty floor below: it cannot move, so it never gets there.
        Map<String, SuiteStarts.Start> starts = new LinkedHashMap<>();
        starts.put("stuck", new SuiteStarts.Start(puzzle.parse("1:44"), "stuck.txt", null));
        starts.put("one pair", new SuiteStarts.Start(puzzle.parse("1:11"), "one-pair.txt", "made up"));

        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);

        assertEquals(List.of("one pair"), suite.puzzles().stream().map(SuitePuzzle::puzzle).toList());
        assertEquals("one-pair.txt", suite.puzzles().get(0).file());
        assertEquals("made up", suite.puzzles().get(0).source());
        assertEquals(1, suite.unsolvable().size());
        UnreadPuzzleFile stuck = suite.unsolvable().get(0);
        assertEquals("stuck.txt", stuck.file());
        assertTrue(stuck.reason().contains("has no solution"), stuck.reason());
        starts.put("stuck classic", new SuiteStarts.Start(puzzle.parse("2:44"), null, null));
        assertThrows(StateDatabaseException.class,
                () -> Suite.of(space, Estimates.of(space, puzzle.baseline()), starts),
                "a classic state without solution is the domain's fault, not the instructor's");
    }

    @Test
    void exactReferenceNeverCountsNorExpandsAStateFromWhichNoGoalIsReachable() throws StateDatabaseException {
        int deadEndsNearerThanTheOptimum = 0;
        for (long seed : new long[] {22, 23, 24}) {
            OneWayGraph graph = new OneWayGraph(seed);
            StateSpace space = StateSpace.of(graph);
            // Every node as a puzzle file: those without solution are left out, as the suite does with any file.
            Map<String, SuiteStarts.Start> starts = new LinkedHashMap<>();
            for (int node = 1; node <= OneWayGraph.NODES; node++) {
                starts.put("n" + node, new SuiteStarts.Start(node, "n" + node + ".txt", null));
            }
            Suite suite = Suite.of(space, Estimates.of(space, graph.baseline()), starts);

            // An independent count: Dijkstra from the start over the moves, and to the goals over the moves reversed.
            long[] toGoal = distancesToGoal(graph);
            int puzzles = 0;
            for (SuitePuzzle puzzle : suite.puzzles()) {
                int start = Integer.parseInt(puzzle.puzzle().substring(1));
                long[] fromStart = distancesFrom(graph, start);
                long optimum = toGoal[start];
                long below = 0;
                long atMost = 0;
                for (int node = 1; node <= OneWayGraph.NODES; node++) {
                    if (fromStart[node] == Long.MAX_VALUE) {
                        continue;
                    }
                    if (toGoal[node] == Long.MAX_VALUE) {
                        deadEndsNearerThanTheOptimum += fromStart[node] < optimum ? 1 : 0;
                        continue;
                    }
                    below += fromStart[node] + toGoal[node] < optimum ? 1 : 0;
                    atMost += fromStart[node] + toGoal[node] <= optimum ? 1 : 0;
                }
                SearchEffort exact = puzzle.exact();
                String where = "seed " + seed + ", " + puzzle.puzzle();
                assertEquals(optimum, puzzle.optimum(), where);
                assertEquals(below, exact.fBelowOptimal(), where);
                assertEquals(atMost, exact.fAtMostOptimal(), where);
                assertTrue(exact.optimal(), where);
                // Every A* with a consistent heuristic expands at least the first figure, at most the second less
                // the goal it stops at.
                assertTrue(below <= exact.expanded() && exact.expanded() <= atMost - 1, where + ": expanded "
                        + exact.expanded() + ", bounds " + below + " and " + (atMost - 1));
                puzzles++;
            }
            assertTrue(puzzles > 100, "seed " + seed + ": " + puzzles + " solvable puzzles");
        }
        assertTrue(deadEndsNearerThanTheOptimum > 0, "the graphs lead no start near a dead end: the test proves nothing");
    }

    /** Least costs from {@code start} to every node of {@code graph}, {@link Long#MAX_VALUE} where none reaches. */
    private static long[] distancesFrom(OneWayGraph graph, int start) {
        List<List<long[]>> moves = new ArrayList<>();
        for (int node = 0; node <= OneWayGraph.NODES; node++) {
            moves.add(new ArrayList<>());
        }
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            int[] targets = graph.targetsOf(node);
            int[] costs = graph.costsOf(node);
            for (int i = 0; i < targets.length; i++) {
                moves.get(node).add(new long[] {targets[i], costs[i]});
            }
        }
        return dijkstra(moves, List.of(start));
    }

    /** Least costs from every node of {@code graph} to its nearest goal, {@link Long#MAX_VALUE} where none. */
    private static long[] distancesToGoal(OneWayGraph graph) {
        List<List<long[]>> reversed = new ArrayList<>();
        for (int node = 0; node <= OneWayGraph.NODES; node++) {
            reversed.add(new ArrayList<>());
        }
        List<Integer> goals = new ArrayList<>();
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            if (graph.isGoal(node)) {
                goals.add(node);
            }
            int[] targets = graph.targetsOf(node);
            int[] costs = graph.costsOf(node);
            for (int i = 0; i < targets.length; i++) {
                reversed.get(targets[i]).add(new long[] {node, costs[i]});
            }
        }
        return dijkstra(reversed, goals);
    }

    /** Plain Dijkstra from {@code sources} over moves given as {target, cost} per node. */
    private static long[] dijkstra(List<List<long[]>> moves, List<Integer> sources) {
        long[] cost = new long[moves.size()];
        Arrays.fill(cost, Long.MAX_VALUE);
        PriorityQueue<long[]> open = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        for (int source : sources) {
            cost[source] = 0;
            open.add(new long[] {0, source});
        }
        while (!open.isEmpty()) {
            long[] entry = open.poll();
            int node = (int) entry[1];
            if (entry[0] > cost[node]) {
                continue;
            }
            for (long[] move : moves.get(node)) {
                int target = (int) move[0];
                if (entry[0] + move[1] < cost[target]) {
                    cost[target] = entry[0] + move[1];
                    open.add(new long[] {cost[target], target});
                }
            }
        }
        return cost;
    }

    /**
     * With no full search allowed, every puzzle's counts come from a search within C* + 1 and its reachable states
     * are counted apart: the figures are those of full searches, on a reversible puzzle (components counted once)
     * and on one-way graphs with weighted moves and dead ends, and for estimates with negative values too.
     */
    @Test
    void boundedSearchesGiveTheFiguresOfFullOnes() throws StateDatabaseException {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace huarongdao = StateSpace.of(puzzle);
        assertSameFigures(huarongdao, Estimates.of(huarongdao, puzzle.baseline()),
                SuiteStarts.read(List.of(puzzle), List.of(), List.of()).of(puzzle));
        for (long seed : new long[] {22, 23}) {
            OneWayGraph graph = new OneWayGraph(seed);
            StateSpace space = StateSpace.of(graph);
            Map<String, SuiteStarts.Start> starts = new LinkedHashMap<>();
            for (int node = 1; node <= OneWayGraph.NODES; node += 7) {
                starts.put("n" + node, new SuiteStarts.Start(node, "n" + node + ".txt", null));
            }
            assertSameFigures(space, Estimates.of(space, graph.baseline()), starts);
        }
    }

    private static void assertSameFigures(StateSpace space, Estimates baseline, Map<String, SuiteStarts.Start> starts)
            throws StateDatabaseException {
        Suite full = Suite.of(space, baseline, starts, Long.MAX_VALUE);
        Suite bounded = Suite.of(space, baseline, starts, 0);
        assertTrue(full.references().stream().noneMatch(reference -> reference.forced().cutAtOptimum()));
        assertTrue(bounded.references().stream().allMatch(reference -> reference.forced().cutAtOptimum()),
                "every search cut short");
        assertEquals(full.puzzles(), bounded.puzzles());
        int[] shifted = baseline.values().clone();
        for (int state = 0; state < shifted.length; state++) {
            shifted[state] = shifted[state] - 3 + state % 5;
        }
        for (Estimates estimates : List.of(baseline, Estimates.of(shifted))) {
            assertEquals(full.effort(estimates), bounded.effort(estimates));
            assertEquals(full.withoutReopening(estimates, full.starts()),
                    bounded.withoutReopening(estimates, bounded.starts()));
        }
    }
}
