package io.github.heuristicgrader.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.domain.oneway.PlainDijkstra;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * A* and the tie-independent counts on a graph whose moves are one-way and cost 1 to 5: g sums the moves' costs,
 * and every count is set against a plain Dijkstra's g* from the start, sharing no code with the search.
 */
class WeightedSearchTest {

    private static final OneWayGraph GRAPH = new OneWayGraph(22);
    private static final StateSpace SPACE = StateSpace.of(GRAPH);
    private static final PlainDijkstra PLAIN = new PlainDijkstra(GRAPH);
    private static final long[] DISTANCE = PLAIN.toNearestGoal();
    private static final int ON_UNSOLVABLE = 100_000;

    @Test
    void findsTheLeastCostFromEverySolvableStartWithAdmissibleEstimates() {
        AStar search = new AStar(SPACE);
        Estimates zero = estimates(node -> 0);
        Estimates exact = estimates(node -> (int) DISTANCE[node]);
        // Admissible, not consistent: reopening keeps it optimal.
        Estimates patchy = estimates(node -> node % 3 == 0 ? (int) DISTANCE[node] : 0);
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(SPACE);
        int starts = 0;
        for (int node = 4; node <= OneWayGraph.NODES; node++) {
            if (DISTANCE[node] == PlainDijkstra.UNREACHABLE) {
                continue;
            }
            starts++;
            int start = SPACE.stateOf(node);
            ForcedExpansions forced = searcher.from(start);
            for (Estimates estimates : new Estimates[] {zero, exact, patchy}) {
                SearchEffort effort = search.search(start, estimates, forced);
                assertTrue(effort.solved() && effort.optimal(), "from node " + node);
                assertEquals(DISTANCE[node], effort.cost(), "from node " + node);
                assertTrue(search.searchWithoutReopening(start, estimates, null).cost() >= DISTANCE[node]);
            }
            SearchEffort withZero = search.searchWithZero(start, forced);
            assertEquals(DISTANCE[node], withZero.cost());
            assertEquals(search.search(start, Estimates.of(new int[SPACE.size()]), forced), withZero);
        }
        assertTrue(starts > 100, "solvable starts searched: " + starts);
    }

    @Test
    void countsTheStatesBelowAndAtTheOptimumByTheLeastCostFromTheStart() {
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(SPACE);
        AStar search = new AStar(SPACE);
        Estimates exact = estimates(node -> (int) DISTANCE[node]);
        Estimates halves = estimates(node -> (int) DISTANCE[node] / 2);
        // The counts within the optimum hold for estimates that are never negative.
        Estimates over = estimates(node -> Math.max(0, (int) DISTANCE[node] * 2 - node % 5));
        for (int node = 4; node <= OneWayGraph.NODES; node += 7) {
            if (DISTANCE[node] == PlainDijkstra.UNREACHABLE) {
                continue;
            }
            int start = SPACE.stateOf(node);
            long[] g = PLAIN.from(node);
            ForcedExpansions all = searcher.from(start);
            ForcedExpansions within = searcher.withinOptimum(start);
            long reachable = 0;
            for (int target = 1; target <= OneWayGraph.NODES; target++) {
                reachable += g[target] == PlainDijkstra.UNREACHABLE ? 0 : 1;
            }
            assertEquals(reachable, all.reachable(), "from node " + node);
            for (Estimates estimates : new Estimates[] {exact, halves, over}) {
                long below = 0;
                long atMost = 0;
                for (int target = 1; target <= OneWayGraph.NODES; target++) {
                    if (g[target] != PlainDijkstra.UNREACHABLE) {
                        long f = g[target] + estimates.values()[SPACE.stateOf(target)];
                        below += f < DISTANCE[node] ? 1 : 0;
                        atMost += f <= DISTANCE[node] ? 1 : 0;
                    }
                }
                assertEquals(below, all.below(estimates.values()), "from node " + node);
                assertEquals(atMost, all.atMost(estimates.values()), "from node " + node);
                assertEquals(below, within.below(estimates.values()), "from node " + node);
                assertEquals(atMost, within.atMost(estimates.values()), "from node " + node);
            }
            for (Estimates consistent : new Estimates[] {exact, estimates(n -> 0)}) {
                SearchEffort effort = search.search(start, consistent, all);
                assertTrue(effort.fBelowOptimal() <= effort.expanded() && effort.expanded() <= effort.fAtMostOptimal(),
                        "a consistent heuristic expands within its counts: " + effort);
            }
        }
    }

    private static Estimates estimates(IntUnaryOperator byNode) {
        int[] values = new int[SPACE.size()];
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            values[SPACE.stateOf(node)] = DISTANCE[node] == PlainDijkstra.UNREACHABLE ? ON_UNSOLVABLE
                    : byNode.applyAsInt(node);
        }
        return Estimates.of(values);
    }
}
