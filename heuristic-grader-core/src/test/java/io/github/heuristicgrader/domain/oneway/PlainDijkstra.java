package io.github.heuristicgrader.domain.oneway;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * Least costs on a {@link OneWayGraph} by the textbook Dijkstra, one search forward from each node, written apart
 * from the grader's engine (no reversed graph, no shared code), so that tests check the engine against it. Indices
 * are node numbers; index 0 is unused.
 */
public final class PlainDijkstra {

    /** What a node cannot reach. */
    public static final long UNREACHABLE = Long.MAX_VALUE;

    private final OneWayGraph graph;

    /** Searches on {@code graph}. */
    public PlainDijkstra(OneWayGraph graph) {
        this.graph = graph;
    }

    /** The least cost from {@code start} to every node along the moves; {@link #UNREACHABLE} where none. */
    public long[] from(int start) {
        long[] cost = new long[OneWayGraph.NODES + 1];
        Arrays.fill(cost, UNREACHABLE);
        cost[start] = 0;
        PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        queue.add(new long[] {0, start});
        while (!queue.isEmpty()) {
            long[] entry = queue.remove();
            int node = (int) entry[1];
            if (entry[0] > cost[node]) {
                continue;
            }
            int[] targets = graph.targetsOf(node);
            int[] costs = graph.costsOf(node);
            for (int i = 0; i < targets.length; i++) {
                if (cost[node] + costs[i] < cost[targets[i]]) {
                    cost[targets[i]] = cost[node] + costs[i];
                    queue.add(new long[] {cost[targets[i]], targets[i]});
                }
            }
        }
        return cost;
    }

    /** The least cost from each node to its nearest goal; {@link #UNREACHABLE} where no goal is reachable. */
    public long[] toNearestGoal() {
        long[] distance = new long[OneWayGraph.NODES + 1];
        for (int node = 1; node <= OneWayGraph.NODES; node++) {
            long[] from = from(node);
            distance[node] = Math.min(from[1], Math.min(from[2], from[3]));
        }
        return distance;
    }
}
