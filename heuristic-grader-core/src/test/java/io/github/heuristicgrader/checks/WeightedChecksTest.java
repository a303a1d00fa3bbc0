package io.github.heuristicgrader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.domain.oneway.PlainDijkstra;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Admissibility against the least cost to a goal and consistency as h(s) ≤ c(s, t) + h(t), on a graph whose moves
 * are one-way and cost 1 to 5, each count set against a brute-force count over the graph's own move lists and a
 * plain Dijkstra's distances; states from which no goal is reachable are left out.
 */
class WeightedChecksTest {

    private static final OneWayGraph GRAPH = new OneWayGraph(22);
    private static final StateSpace SPACE = StateSpace.of(GRAPH);
    private static final long[] DISTANCE = new PlainDijkstra(GRAPH).toNearestGoal();
    /** What every heuristic here says where no goal is reachable: far too much, and never counted. */
    private static final int ON_UNSOLVABLE = 1_000_000;

    @Test
    void passesTheExactCostsOnBothChecks() {
        Estimates exact = estimates(node -> (int) DISTANCE[node]);
        assertTrue(Checks.admissible(SPACE, exact).passed());
        assertTrue(Checks.consistent(SPACE, exact).passed());
        assertTrue(Checks.exactDistance(SPACE, exact));
    }

    @Test
    void countsMovesWhereTheEstimateDropsByMoreThanTheMoveCosts() {
        // Admissible but not consistent: the exact cost on every third node, 0 elsewhere.
        Estimates patchy = estimates(node -> node % 3 == 0 ? (int) DISTANCE[node] : 0);
        assertTrue(Checks.admissible(SPACE, patchy).passed());
        Consistency consistency = Checks.consistent(SPACE, patchy);
        assertFalse(consistency.passed());
        assertEquals(bruteInconsistentMoves(patchy), consistency.violations());
    }

    @Test
    void showsTheFirstInconsistentMoveWithItsOwnCost() {
        Random random = new Random(8);
        int shown = 0;
        for (int draw = 0; draw < 20; draw++) {
            int[] drawn = new int[OneWayGraph.NODES + 1];
            for (int node = 4; node <= OneWayGraph.NODES; node++) {
                drawn[node] = random.nextInt(30);
            }
            Estimates estimates = estimates(node -> drawn[node]);
            MoveExample example = Checks.consistent(SPACE, estimates).example();
            // By brute force: the first state in the database's order with a move that breaks h(s) <= c + h(t),
            // its first such target in that order, and the cheapest such move between the two.
            MoveExample expected = null;
            for (int state = 0; state < SPACE.size() && expected == null; state++) {
                int node = (int) SPACE.key(state);
                if (DISTANCE[node] == PlainDijkstra.UNREACHABLE) {
                    continue;
                }
                int[] targets = GRAPH.targetsOf(node);
                int[] costs = GRAPH.costsOf(node);
                int bestTarget = -1;
                int bestCost = 0;
                for (int i = 0; i < targets.length; i++) {
                    int target = SPACE.stateOf(targets[i]);
                    if (value(estimates, node) > costs[i] + value(estimates, targets[i]) && (bestTarget < 0
                            || target < bestTarget || target == bestTarget && costs[i] < bestCost)) {
                        bestTarget = target;
                        bestCost = costs[i];
                    }
                }
                if (bestTarget >= 0) {
                    expected = new MoveExample(SPACE.text(state), drawn[node], SPACE.text(bestTarget),
                            estimates.values()[bestTarget], bestCost);
                }
            }
            assertEquals(expected, example, "draw " + draw);
            if (example != null && example.cost() > 1) {
                shown++;
            }
        }
        assertTrue(shown > 0, "some example's move costs more than 1");
    }

    @Test
    void countsTheStatesWhoseEstimateExceedsTheLeastCost() {
        Random random = new Random(5);
        for (int draw = 0; draw < 20; draw++) {
            int[] drawn = new int[OneWayGraph.NODES + 1];
            for (int node = 4; node <= OneWayGraph.NODES; node++) {
                drawn[node] = random.nextInt(40);
            }
            Estimates estimates = estimates(node -> drawn[node]);
            Admissibility admissibility = Checks.admissible(SPACE, estimates);
            long violations = 0;
            long maxExcess = 0;
            long smallestOverestimated = Long.MAX_VALUE;
            for (int node = 1; node <= OneWayGraph.NODES; node++) {
                if (DISTANCE[node] != PlainDijkstra.UNREACHABLE && drawn[node] > DISTANCE[node]) {
                    violations++;
                    maxExcess = Math.max(maxExcess, drawn[node] - DISTANCE[node]);
                    smallestOverestimated = Math.min(smallestOverestimated, DISTANCE[node]);
                }
            }
            assertEquals(violations, admissibility.violations(), "draw " + draw);
            assertEquals(maxExcess, admissibility.maxExcess(), "draw " + draw);
            assertEquals(bruteInconsistentMoves(estimates), Checks.consistent(SPACE, estimates).violations());
            if (violations > 0) {
                Counterexample counterexample = admissibility.counterexample();
                assertEquals(smallestOverestimated, counterexample.distance());
                assertEquals(counterexample.distance(), DISTANCE[(int) GRAPH.parse(counterexample.state())]);
                assertEquals(SPACE.text(SPACE.stateOf(GRAPH.parse(counterexample.solution().get(0)))),
                        counterexample.state());
            }
        }
    }

    @Test
    void tabulatesEstimatesAgainstDistancesThatAreLargeSumsOfCosts() {
        OneWayGraph dear = new OneWayGraph(22, 100_000);
        StateSpace space = StateSpace.of(dear);
        long[] distance = new PlainDijkstra(dear).toNearestGoal();
        int cap = space.maxDistance() + 1;
        assertTrue((long) cap * cap > Checks.DENSE_HISTOGRAM_CELLS, "a table too large for an array");
        int[] values = new int[space.size()];
        Map<List<Integer>, Integer> expected = new TreeMap<>(Comparator.<List<Integer>>comparingInt(cell -> cell.get(1))
                .thenComparingInt(cell -> cell.get(0)));
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            values[space.stateOf(node)] = node * 997 % 300_000 - 10;
            if (distance[node] != PlainDijkstra.UNREACHABLE) {
                int estimate = Math.max(-1, Math.min(cap, values[space.stateOf(node)]));
                expected.merge(List.of(estimate, (int) distance[node]), 1, Integer::sum);
            }
        }
        List<HistogramCell> histogram = Checks.informedness(space, Estimates.of(values)).histogram();
        List<List<Integer>> found = histogram.stream().map(cell -> List.of(cell.estimate(), cell.distance(),
                cell.states())).toList();
        List<List<Integer>> wanted = expected.entrySet().stream().map(entry -> List.of(entry.getKey().get(0),
                entry.getKey().get(1), entry.getValue())).toList();
        assertEquals(wanted, found);
    }

    /** Moves (s, t) from a node s with a goal reachable, each move of the graph's lists once, with h(s) > c + h(t). */
    private static long bruteInconsistentMoves(Estimates estimates) {
        long violations = 0;
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            if (DISTANCE[node] == PlainDijkstra.UNREACHABLE) {
                continue;
            }
            int[] targets = GRAPH.targetsOf(node);
            int[] costs = GRAPH.costsOf(node);
            for (int i = 0; i < targets.length; i++) {
                if (value(estimates, node) > costs[i] + value(estimates, targets[i])) {
                    violations++;
                }
            }
        }
        return violations;
    }

    private static long value(Estimates estimates, int node) {
        return estimates.values()[SPACE.stateOf(node)];
    }

    /** The estimates of {@code byNode} on the nodes a goal is reachable from, {@link #ON_UNSOLVABLE} elsewhere. */
    private static Estimates estimates(java.util.function.IntUnaryOperator byNode) {
        int[] values = new int[SPACE.size()];
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            values[SPACE.stateOf(node)] = DISTANCE[node] == PlainDijkstra.UNREACHABLE ? ON_UNSOLVABLE
                    : byNode.applyAsInt(node);
        }
        return Estimates.of(values);
    }
}
