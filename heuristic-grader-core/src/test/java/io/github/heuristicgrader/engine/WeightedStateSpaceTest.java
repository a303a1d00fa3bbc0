package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.domain.oneway.PlainDijkstra;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The state space of a graph whose moves are one-way and cost 1 to 5, against a plain forward Dijkstra from every
 * node that shares no code with the engine; and the limits on a state database's size.
 */
class WeightedStateSpaceTest {

    private static final OneWayGraph GRAPH = new OneWayGraph(22);
    private static final StateSpace SPACE = StateSpace.of(GRAPH);
    private static final PlainDijkstra PLAIN = new PlainDijkstra(GRAPH);

    @Test
    void givesEveryStateTheLeastCostToAGoalAlongOneWayMoves() {
        long[] expected = PLAIN.toNearestGoal();
        int unsolvable = 0;
        long farthest = 0;
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            int state = SPACE.stateOf(node);
            if (expected[node] == PlainDijkstra.UNREACHABLE) {
                assertFalse(SPACE.isSolvable(state), "no goal is reachable from node " + node);
                unsolvable++;
            } else {
                assertEquals(expected[node], SPACE.distance(state), "node " + node);
                farthest = Math.max(farthest, expected[node]);
            }
        }
        assertTrue(unsolvable > OneWayGraph.NODES - OneWayGraph.TRAP, "the trap and the dead ends are unsolvable");
        assertEquals(OneWayGraph.NODES - unsolvable, SPACE.solvableCount());
        assertEquals(3, SPACE.goalCount());
        assertEquals(farthest, SPACE.maxDistance());
        assertFalse(SPACE.unitCosts());
    }

    @Test
    void findsTheLeastCostFromAStartToEveryState() {
        for (int node : new int[] {4, 57, 200, 399}) {
            long[] expected = PLAIN.from(node);
            int[] found = SPACE.distancesFrom(SPACE.stateOf(node));
            for (int target = 1; target <= OneWayGraph.NODES; target++) {
                long want = expected[target] == PlainDijkstra.UNREACHABLE ? -1 : expected[target];
                assertEquals(want, found[SPACE.stateOf(target)], "from node " + node + " to node " + target);
            }
        }
    }

    @Test
    void optimalPathsFollowMovesAndCostTheDistance() {
        for (int state = 0; state < SPACE.size(); state++) {
            if (!SPACE.isSolvable(state)) {
                int unsolvable = state;
                assertThrows(IllegalArgumentException.class, () -> SPACE.optimalPath(unsolvable));
                continue;
            }
            int[] path = SPACE.optimalPath(state);
            long cost = 0;
            for (int step = 1; step < path.length; step++) {
                cost += cheapestMove(path[step - 1], path[step]);
            }
            assertEquals(SPACE.distance(state), cost, SPACE.text(state));
            assertTrue(SPACE.isGoal(path[path.length - 1]));
        }
    }

    /** The cheapest move between two nodes by the graph's own lists; fails when there is none. */
    private static long cheapestMove(int from, int to) {
        int[] targets = GRAPH.targetsOf((int) SPACE.key(from));
        int[] costs = GRAPH.costsOf((int) SPACE.key(from));
        long cheapest = Long.MAX_VALUE;
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] == SPACE.key(to)) {
                cheapest = Math.min(cheapest, costs[i]);
            }
        }
        assertTrue(cheapest < Long.MAX_VALUE, "no move from " + SPACE.text(from) + " to " + SPACE.text(to));
        return cheapest;
    }

    @Test
    void rejectsAMoveThatCostsNothing() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> StateSpace.of(new OneWayGraph(22, 0)));
        assertTrue(e.getMessage().startsWith("a move costs 0, not a positive number: n"), e.getMessage());
    }

    @Test
    void rejectsADatabaseOverTheLimitNamingTheCountAndTheSetting() {
        StateSpaceTooLargeException e = assertThrows(StateSpaceTooLargeException.class,
                () -> StateSpace.of(GRAPH, 399));
        assertTrue(e.getMessage().contains("has 400 nodes, more than the limit of 399 states"), e.getMessage());
        assertTrue(e.getMessage().contains("raise maxStates in the rubric file to 400 or more"), e.getMessage());
    }

    /** Past maxStates and the heap: the count to raise it to, the heap as an -Xmx figure, and the radius. */
    @Test
    void rejectsADatabaseOverTheLimitSayingToWhatAndTheHeapItWouldNeed() {
        StateSpaceTooLargeException e = assertThrows(StateSpaceTooLargeException.class,
                () -> StateSpace.checkSize(GRAPH, 39_916_800, 20_000_000, 3987L << 20, 4L << 30));
        assertTrue(e.getMessage().startsWith("the " + GRAPH.title() + " (domain " + GRAPH.name() + ") has 39,916,800"
                + " nodes, more than the limit of 20,000,000 states; raise maxStates in the rubric file to 39,916,800"
                + " or more (its grade then needs "), e.getMessage());
        assertTrue(e.getMessage().contains(" MiB free: give Maven's JVM -Xmx"), e.getMessage());
        assertTrue(e.getMessage().endsWith("or grade the states within a radius of the goals (grade.radius), or"
                + " choose smaller domain settings"), e.getMessage());
    }

    /** The heap message's -Xmx figure, read back from the text, is a heap the same grade passes with. */
    @Test
    void rejectsADatabaseTheHeapCannotHoldGivingAHeapThatHoldsIt() {
        long inUse = 300L << 20;
        StateSpaceTooLargeException e = assertThrows(StateSpaceTooLargeException.class,
                () -> StateSpace.checkSize(GRAPH, 400_000_000, Long.MAX_VALUE, (1L << 30) - inUse, 1L << 30));
        assertTrue(e.getMessage().contains("has 400,000,000 nodes, which need "), e.getMessage());
        assertTrue(e.getMessage().contains("724 MiB are free"), e.getMessage());
        Matcher figure = Pattern.compile("-Xmx(\\d+)g").matcher(e.getMessage());
        assertTrue(figure.find(), e.getMessage());
        long suggested = Long.parseLong(figure.group(1)) << 30;
        StateSpace.checkSize(GRAPH, 400_000_000, Long.MAX_VALUE, suggested - inUse, suggested);
        assertThrows(StateSpaceTooLargeException.class, () -> StateSpace.checkSize(GRAPH, 400_000_000,
                Long.MAX_VALUE, suggested - inUse - HeapFigures.MARGIN - (1L << 30), suggested - (1L << 30)),
                "a gibibyte less would not do");
        StateSpace.checkSize(GRAPH, 400, Long.MAX_VALUE, 1L << 30);
    }
}
