package io.github.heuristicgrader.search;

import io.github.heuristicgrader.engine.StateSpace;
import java.util.Arrays;

/**
 * The tie-independent counts of a heuristic from one start: the layouts t reachable from the start with
 * g*(t) + h(t) &lt; C* (every A* with a consistent h expands them, however it breaks ties) and with
 * g*(t) + h(t) ≤ C* (the most it can expand), where g*(t) is the exact number of moves from the start to t and C*
 * the start's exact distance to the nearest goal.
 *
 * <p>The layouts reachable from the start are kept in order of g*, so one instance answers for any number of
 * heuristics without searching again.
 */
public final class ForcedExpansions {

    private final int optimum;
    private final int[] layouts;
    private final int[] depthStart;

    private ForcedExpansions(int optimum, int[] layouts, int[] depthStart) {
        this.optimum = optimum;
        this.layouts = layouts;
        this.depthStart = depthStart;
    }

    /**
     * The counts from {@code start}, by one breadth-first search over {@code space}: its queue holds the reachable
     * layouts in order of g* already, so they are kept as it leaves them.
     *
     * @param start a layout number of {@code space}
     */
    public static ForcedExpansions from(StateSpace space, int start) {
        int[] queue = new int[space.size()];
        boolean[] reached = new boolean[space.size()];
        int[] depthStart = new int[64];
        int depth = 0;
        queue[0] = start;
        reached[start] = true;
        int tail = 1;
        int depthEnd = 1;
        for (int head = 0; head < tail; head++) {
            if (head == depthEnd) {
                depth++;
                if (depth + 1 >= depthStart.length) {
                    depthStart = Arrays.copyOf(depthStart, depthStart.length * 2);
                }
                depthStart[depth] = head;
                depthEnd = tail;
            }
            int state = queue[head];
            for (int move = space.firstMove(state), end = space.endMove(state); move < end; move++) {
                int target = space.moveTarget(move);
                if (!reached[target]) {
                    reached[target] = true;
                    queue[tail++] = target;
                }
            }
        }
        depthStart[depth + 1] = tail;
        return new ForcedExpansions(space.distance(start), Arrays.copyOf(queue, tail),
                Arrays.copyOf(depthStart, depth + 2));
    }

    /** C*, the start's exact distance to the nearest goal. */
    public int optimum() {
        return optimum;
    }

    /** Layouts reachable from the start, the start included. */
    public int reachable() {
        return layouts.length;
    }

    /** The reachable layouts exactly {@code depth} moves from the start; none beyond the deepest. */
    int[] atDepth(int depth) {
        if (depth < 0 || depth + 1 >= depthStart.length) {
            return new int[0];
        }
        return Arrays.copyOfRange(layouts, depthStart[depth], depthStart[depth + 1]);
    }

    /** How many reachable layouts are fewer than {@code depth} moves from the start. */
    long nearerThan(int depth) {
        return depthStart[Math.max(0, Math.min(depth, depthStart.length - 1))];
    }

    /** F: reachable layouts with g*(t) + h(t) &lt; C*, {@code estimates} indexed by layout number. */
    public long below(int[] estimates) {
        return count(estimates, 0);
    }

    /** Reachable layouts with g*(t) + h(t) ≤ C*, {@code estimates} indexed by layout number. */
    public long atMost(int[] estimates) {
        return count(estimates, 1);
    }

    /** Layouts with g*(t) + h(t) &lt; C* + {@code slack}, exact for any int estimate, negative ones included. */
    private long count(int[] estimates, int slack) {
        long counted = 0;
        for (int depth = 0; depth + 1 < depthStart.length; depth++) {
            long bound = (long) optimum + slack - depth;
            for (int i = depthStart[depth]; i < depthStart[depth + 1]; i++) {
                counted += estimates[layouts[i]] < bound ? 1 : 0;
            }
        }
        return counted;
    }
}
