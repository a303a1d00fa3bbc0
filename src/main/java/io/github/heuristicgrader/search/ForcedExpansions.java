package io.github.heuristicgrader.search;

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
     * The counts from a start.
     *
     * @param fromStart exact moves from the start to each layout, −1 where unreachable
     *     ({@code StateSpace.distancesFrom})
     * @param optimum C*, the start's exact distance to the nearest goal
     */
    public static ForcedExpansions of(int[] fromStart, int optimum) {
        int deepest = -1;
        for (int depth : fromStart) {
            deepest = Math.max(deepest, depth);
        }
        int[] depthStart = new int[deepest + 2];
        for (int depth : fromStart) {
            if (depth >= 0) {
                depthStart[depth + 1]++;
            }
        }
        for (int depth = 0; depth <= deepest; depth++) {
            depthStart[depth + 1] += depthStart[depth];
        }
        int[] next = Arrays.copyOf(depthStart, depthStart.length);
        int[] layouts = new int[depthStart[deepest + 1]];
        for (int layout = 0; layout < fromStart.length; layout++) {
            if (fromStart[layout] >= 0) {
                layouts[next[fromStart[layout]]++] = layout;
            }
        }
        return new ForcedExpansions(optimum, layouts, depthStart);
    }

    /** C*, the start's exact distance to the nearest goal. */
    public int optimum() {
        return optimum;
    }

    /** Layouts reachable from the start, the start included. */
    public int reachable() {
        return layouts.length;
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
