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
 * heuristics without searching again: all of them ({@link #from}), or only those within C* moves, which are all
 * that count for estimates that are never negative ({@link Searcher#withinOptimum}).
 */
public final class ForcedExpansions {

    private final int optimum;
    private final int[] layouts;
    private final int[] depthStart;
    /** Whether the search stopped at depth C* with layouts left beyond it, which this instance does not hold. */
    private final boolean cutAtOptimum;

    private ForcedExpansions(int optimum, int[] layouts, int[] depthStart, boolean cutAtOptimum) {
        this.optimum = optimum;
        this.layouts = layouts;
        this.depthStart = depthStart;
        this.cutAtOptimum = cutAtOptimum;
    }

    /**
     * The counts from {@code start} by {@link Searcher#from}, on a searcher of its own: for one start; many starts
     * share a {@link Searcher}.
     *
     * @param start a layout number of {@code space}
     */
    public static ForcedExpansions from(StateSpace space, int start) {
        return new Searcher(space).from(start);
    }

    /**
     * Makes {@link ForcedExpansions} from many starts of one state space, reusing its working arrays (a queue and
     * a mark per state) from one search to the next instead of allocating them each time: the effort suite makes
     * fifty. Not safe for use by several threads at once.
     */
    public static final class Searcher {

        private final StateSpace space;
        private final int[] queue;
        private final boolean[] reached;

        /** A searcher over {@code space}. */
        public Searcher(StateSpace space) {
            this.space = space;
            this.queue = new int[space.size()];
            this.reached = new boolean[space.size()];
        }

        /**
         * The counts from {@code start}, by one breadth-first search: its queue holds the reachable layouts in
         * order of g* already, so they are kept as it leaves them.
         *
         * @param start a layout number of the space
         */
        public ForcedExpansions from(int start) {
            return search(start, Integer.MAX_VALUE);
        }

        /**
         * The counts from {@code start} for estimates that are never negative, by a breadth-first search that
         * stops once it holds every layout within C* moves of the start: with h(t) ≥ 0, a layout t with
         * g*(t) &gt; C* has g*(t) + h(t) &gt; C* and counts in neither figure. The effort suite's starts are mostly
         * near a goal, so this reaches a small part of what {@link #from} does.
         *
         * <p>{@link ForcedExpansions#below} and {@link ForcedExpansions#atMost} are exact only for estimates that
         * are nowhere negative, which the caller must know (a table with a negative value needs {@link #from});
         * {@link ForcedExpansions#reachable}, and layouts beyond C*, are not known to it.
         *
         * @param start a solvable layout number of the space
         */
        public ForcedExpansions withinOptimum(int start) {
            int optimum = space.distance(start);
            if (optimum < 0) {
                throw new IllegalArgumentException("no goal is reachable from " + space.text(start));
            }
            return search(start, optimum);
        }

        /** A breadth-first search from {@code start} that expands no layout at depth {@code lastDepth} or beyond. */
        private ForcedExpansions search(int start, int lastDepth) {
            int[] depthStart = new int[64];
            int depth = 0;
            queue[0] = start;
            reached[start] = true;
            int tail = 1;
            int depthEnd = 1;
            boolean cut = false;
            for (int head = 0; head < tail; head++) {
                if (head == depthEnd) {
                    depth++;
                    if (depth + 1 >= depthStart.length) {
                        depthStart = Arrays.copyOf(depthStart, depthStart.length * 2);
                    }
                    depthStart[depth] = head;
                    depthEnd = tail;
                }
                if (depth == lastDepth) {
                    // Every layout at this depth is queued already; what lies beyond is not wanted.
                    cut = true;
                    break;
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
            int[] layouts = Arrays.copyOf(queue, tail);
            // Only what this search marked is cleared, so that the next one starts from nothing reached.
            for (int layout : layouts) {
                reached[layout] = false;
            }
            return new ForcedExpansions(space.distance(start), layouts, Arrays.copyOf(depthStart, depth + 2), cut);
        }
    }

    /** C*, the start's exact distance to the nearest goal. */
    public int optimum() {
        return optimum;
    }

    /**
     * Layouts reachable from the start, the start included.
     *
     * @throws IllegalStateException when made by {@link Searcher#withinOptimum} and its search stopped at C*
     */
    public int reachable() {
        if (cutAtOptimum) {
            throw new IllegalStateException("only the states within " + optimum + " moves of the start were searched");
        }
        return layouts.length;
    }

    /** The reachable layouts exactly {@code depth} moves from the start; none beyond the deepest. */
    int[] atDepth(int depth) {
        beforeCut(depth);
        if (depth < 0 || depth + 1 >= depthStart.length) {
            return new int[0];
        }
        return Arrays.copyOfRange(layouts, depthStart[depth], depthStart[depth + 1]);
    }

    /** How many reachable layouts are fewer than {@code depth} moves from the start. */
    long nearerThan(int depth) {
        beforeCut(depth - 1);
        return depthStart[Math.max(0, Math.min(depth, depthStart.length - 1))];
    }

    /** Throws when {@code depth} lies beyond a search that stopped at C* ({@link Searcher#withinOptimum}). */
    private void beforeCut(int depth) {
        if (cutAtOptimum && depth > optimum) {
            throw new IllegalStateException("only the states within " + optimum + " moves of the start were searched,"
                    + " not those at " + depth);
        }
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
