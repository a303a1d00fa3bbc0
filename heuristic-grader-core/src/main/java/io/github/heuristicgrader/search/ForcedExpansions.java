package io.github.heuristicgrader.search;

import io.github.heuristicgrader.engine.StateQueue;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.Arrays;

/**
 * The tie-independent counts of a heuristic from one start: the states t reachable from the start with
 * g*(t) + h(t) &lt; C* (every A* with a consistent h expands them, however it breaks ties) and with
 * g*(t) + h(t) ≤ C* (the most it can expand), where g*(t) is the least cost of moves from the start to t (their
 * number, when every move costs 1) and C* the start's exact distance to the nearest goal.
 *
 * <p>The states reachable from the start are kept in order of g*, so one instance answers for any number of
 * heuristics without searching again: all of them ({@link #from}), or only those within C* of it, which are all
 * that count for estimates that are never negative ({@link Searcher#withinOptimum}).
 */
public final class ForcedExpansions {

    private final int optimum;
    /** The reachable states in order of g*. */
    private final int[] states;
    /** Where each level (the states of one g*) starts in {@code states}, and one past the last level. */
    private final int[] levelStart;
    /** The g* of each level, ascending. */
    private final int[] levelCost;
    /** Whether the search stopped at {@link #lastCost} with states left beyond, which this instance does not hold. */
    private final boolean cutAtOptimum;
    /** The largest g* held when the search was cut: C* for {@link Searcher#withinOptimum}. */
    private final int lastCost;
    /** The states reachable from the start, known apart from this search's; −1 when only the search says. */
    private final long reachableCount;

    private ForcedExpansions(int optimum, int[] states, int[] levelStart, int[] levelCost, boolean cutAtOptimum) {
        this(optimum, states, levelStart, levelCost, cutAtOptimum, cutAtOptimum ? optimum : Integer.MAX_VALUE, -1);
    }

    private ForcedExpansions(int optimum, int[] states, int[] levelStart, int[] levelCost, boolean cut, int lastCost,
            long reachableCount) {
        this.optimum = optimum;
        this.states = states;
        this.levelStart = levelStart;
        this.levelCost = levelCost;
        this.cutAtOptimum = cut;
        this.lastCost = lastCost;
        this.reachableCount = reachableCount;
    }

    /**
     * These counts with the number of states reachable from the start counted apart ({@link #reachable}), for a
     * search cut short of them all.
     */
    public ForcedExpansions withReachable(long count) {
        return new ForcedExpansions(optimum, states, levelStart, levelCost, cutAtOptimum, lastCost, count);
    }

    /** The states this instance holds: what it costs, in ints, and what its search settled. */
    public int held() {
        return states.length;
    }

    /** Whether this instance holds every state with g* up to {@code cost}: those are all that count below it. */
    public boolean holdsUpTo(long cost) {
        return !cutAtOptimum || cost <= lastCost;
    }

    /**
     * Counts made before, from the parts {@link #reachedStates}, {@link #levelStarts}, {@link #levelCosts} and
     * {@link #cutAtOptimum} gave, as prepared data keeps them; the arrays are kept, not copied.
     *
     * @throws IllegalArgumentException when the parts do not fit together
     */
    public static ForcedExpansions restore(int optimum, int[] states, int[] levelStart, int[] levelCost,
            boolean cutAtOptimum) {
        boolean fits = levelStart.length == levelCost.length + 1 && levelStart[0] == 0
                && levelStart[levelCost.length] == states.length;
        for (int level = 0; fits && level < levelCost.length; level++) {
            fits = levelStart[level] <= levelStart[level + 1]
                    && (level == 0 || levelCost[level - 1] < levelCost[level]);
        }
        if (!fits) {
            throw new IllegalArgumentException("the levels of forced expansions do not fit their states");
        }
        return new ForcedExpansions(optimum, states, levelStart, levelCost, cutAtOptimum);
    }

    /** The reachable states in order of g*, a copy: a part {@link #restore} takes back. */
    public int[] reachedStates() {
        return states.clone();
    }

    /** Where each level (the states of one g*) starts in {@link #reachedStates}, and one past the last level. */
    public int[] levelStarts() {
        return levelStart.clone();
    }

    /** The g* of each level, ascending. */
    public int[] levelCosts() {
        return levelCost.clone();
    }

    /** Whether the search stopped at C* with states left beyond it ({@link Searcher#withinOptimum}). */
    public boolean cutAtOptimum() {
        return cutAtOptimum;
    }

    /**
     * The counts from {@code start} by {@link Searcher#from}, on a searcher of its own: for one start; many starts
     * share a {@link Searcher}.
     *
     * @param start a state number of {@code space}
     */
    public static ForcedExpansions from(StateSpace space, int start) {
        return new Searcher(space).from(start);
    }

    /**
     * Makes {@link ForcedExpansions} from many starts of one state space, reusing its working arrays (a queue and
     * a mark per state, and a cost per state when moves cost more than 1) from one search to the next instead of
     * allocating them each time: the effort suite makes fifty. Not safe for use by several threads at once.
     */
    public static final class Searcher {

        private final StateSpace space;
        private final int[] queue;
        private final boolean[] reached;
        /** With costs: the least cost found so far to each state, −1 where none. */
        private final int[] cost;
        /** With costs: the states whose cost the current search set, to reset them when it ends. */
        private final int[] touched;
        /** With costs: Dial's bucket queue when moves cost little, else a binary heap. */
        private final StateQueue open;

        /** A searcher over {@code space}. */
        public Searcher(StateSpace space) {
            this.space = space;
            this.queue = new int[space.size()];
            this.reached = new boolean[space.size()];
            boolean unit = space.unitCosts();
            this.cost = unit ? null : new int[space.size()];
            this.touched = unit ? null : new int[space.size()];
            this.open = unit ? null : StateQueue.of(space.maxMoveCost());
            if (cost != null) {
                Arrays.fill(cost, -1);
            }
        }

        /**
         * The counts from {@code start}, by one breadth-first search (Dijkstra's algorithm when moves cost more than
         * 1): the order in which it settles the reachable states is the order of g* already, so they are kept as it
         * leaves them.
         *
         * @param start a state number of the space
         */
        public ForcedExpansions from(int start) {
            return search(start, Integer.MAX_VALUE, Long.MAX_VALUE);
        }

        /**
         * The counts from {@code start} by {@link #from}, unless the search would hold more than {@code maxStates}
         * states: then null, having settled at most that many.
         */
        public ForcedExpansions from(int start, long maxStates) {
            return search(start, Integer.MAX_VALUE, maxStates);
        }

        /**
         * The counts from {@code start} over the states with g* up to {@code lastCost}, expanding none at it: exact
         * for {@link ForcedExpansions#below} of estimates of at least C* − {@code lastCost} (for
         * {@link ForcedExpansions#atMost}, C* + 1 − {@code lastCost}); null when the search would hold more than
         * {@code maxStates} states.
         *
         * @param start a solvable state number of the space
         */
        public ForcedExpansions upTo(int start, int lastCost, long maxStates) {
            if (space.distance(start) < 0) {
                throw new IllegalArgumentException("no goal is reachable from " + space.text(start));
            }
            return search(start, lastCost, maxStates);
        }

        /**
         * The counts from {@code start} for estimates that are never negative, by a search that stops once it holds
         * every state within cost C* of the start: with h(t) ≥ 0, a state t with g*(t) &gt; C* has
         * g*(t) + h(t) &gt; C* and counts in neither figure. The effort suite's starts are mostly near a goal, so
         * this reaches a small part of what {@link #from} does.
         *
         * <p>{@link ForcedExpansions#below} and {@link ForcedExpansions#atMost} are exact only for estimates that
         * are nowhere negative, which the caller must know (a table with a negative value needs {@link #from});
         * {@link ForcedExpansions#reachable}, and states beyond C*, are not known to it.
         *
         * @param start a solvable state number of the space
         */
        public ForcedExpansions withinOptimum(int start) {
            int optimum = space.distance(start);
            if (optimum < 0) {
                throw new IllegalArgumentException("no goal is reachable from " + space.text(start));
            }
            return search(start, optimum, Long.MAX_VALUE);
        }

        /**
         * The counts from {@code start} by {@link #withinOptimum}, unless the search would hold more than
         * {@code maxStates} states: then null, having settled at most that many.
         */
        public ForcedExpansions withinOptimum(int start, long maxStates) {
            int optimum = space.distance(start);
            if (optimum < 0) {
                throw new IllegalArgumentException("no goal is reachable from " + space.text(start));
            }
            return search(start, optimum, maxStates);
        }

        private ForcedExpansions search(int start, int lastDepth, long maxStates) {
            return space.unitCosts() ? breadthFirst(start, lastDepth, maxStates)
                    : dijkstra(start, lastDepth, maxStates);
        }

        /**
         * A breadth-first search from {@code start} that expands no state at depth {@code lastDepth} or beyond;
         * null once it holds more than {@code maxStates} states.
         */
        private ForcedExpansions breadthFirst(int start, int lastDepth, long maxStates) {
            int[] depthStart = new int[64];
            int depth = 0;
            queue[0] = start;
            reached[start] = true;
            int tail = 1;
            int depthEnd = 1;
            boolean cut = false;
            boolean over = false;
            for (int head = 0; head < tail && !over; head++) {
                if (head == depthEnd) {
                    depth++;
                    if (depth + 1 >= depthStart.length) {
                        depthStart = Arrays.copyOf(depthStart, depthStart.length * 2);
                    }
                    depthStart[depth] = head;
                    depthEnd = tail;
                }
                if (depth == lastDepth) {
                    // Every state at this depth is queued already; what lies beyond is not wanted.
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
                over = tail > maxStates;
            }
            // Only what this search marked is cleared, so that the next one starts from nothing reached.
            for (int i = 0; i < tail; i++) {
                reached[queue[i]] = false;
            }
            if (over) {
                return null;
            }
            depthStart[depth + 1] = tail;
            int[] found = Arrays.copyOf(queue, tail);
            int[] levelCost = new int[depth + 1];
            Arrays.setAll(levelCost, level -> level);
            return new ForcedExpansions(space.distance(start), found, Arrays.copyOf(depthStart, depth + 2), levelCost,
                    cut, lastDepth, -1);
        }

        /**
         * Dijkstra's algorithm from {@code start}, each level (the states of one g*) in state order, that settles
         * no state beyond cost {@code lastCost} and expands none at it; null once it has settled more than
         * {@code maxStates} states. On Dial's bucket queue when moves cost little, else on a binary heap: the same
         * states, levels and order.
         */
        private ForcedExpansions dijkstra(int start, int lastCost, long maxStates) {
            int settledCount = 0;
            int touchedCount = 0;
            int[] levelStart = new int[64];
            int[] levelCost = new int[64];
            int levels = 0;
            boolean cut = false;
            boolean over = false;
            open.clear();
            cost[start] = 0;
            touched[touchedCount++] = start;
            open.push(0, start);
            while (!open.isEmpty()) {
                int g = (int) open.peekCost();
                int state = open.popState();
                if (reached[state] || g > cost[state]) {
                    continue;
                }
                if (g > lastCost) {
                    cut = true;
                    break;
                }
                if (settledCount == maxStates) {
                    over = true;
                    break;
                }
                reached[state] = true;
                if (levels == 0 || levelCost[levels - 1] != g) {
                    if (levels + 1 >= levelStart.length) {
                        levelStart = Arrays.copyOf(levelStart, levels * 2);
                        levelCost = Arrays.copyOf(levelCost, levels * 2);
                    }
                    levelStart[levels] = settledCount;
                    levelCost[levels++] = g;
                }
                queue[settledCount++] = state;
                if (g == lastCost) {
                    // What lies beyond the last cost is not wanted; states at it are all settled before any beyond.
                    cut = true;
                    continue;
                }
                for (int move = space.firstMove(state), end = space.endMove(state); move < end; move++) {
                    int target = space.moveTarget(move);
                    long next = (long) g + space.moveCost(move);
                    if (!reached[target] && (cost[target] < 0 || next < cost[target])) {
                        if (cost[target] < 0) {
                            touched[touchedCount++] = target;
                        }
                        cost[target] = (int) next;
                        open.push(next, target);
                    }
                }
            }
            levelStart[levels] = settledCount;
            for (int i = 0; i < touchedCount; i++) {
                reached[touched[i]] = false;
                cost[touched[i]] = -1;
            }
            if (over) {
                return null;
            }
            // The bucket queue settles a level in the order pushed, the heap in state order: each level in state order.
            for (int level = 0; level < levels; level++) {
                Arrays.sort(queue, levelStart[level], levelStart[level + 1]);
            }
            return new ForcedExpansions(space.distance(start), Arrays.copyOf(queue, settledCount),
                    Arrays.copyOf(levelStart, levels + 1), Arrays.copyOf(levelCost, levels), cut, lastCost, -1);
        }
    }

    /** C*, the start's exact distance to the nearest goal. */
    public int optimum() {
        return optimum;
    }

    /**
     * States reachable from the start, the start included.
     *
     * @throws IllegalStateException when made by {@link Searcher#withinOptimum} and its search stopped at C*
     */
    public int reachable() {
        if (reachableCount >= 0) {
            return (int) reachableCount;
        }
        if (cutAtOptimum) {
            throw new IllegalStateException("only the states within " + lastCost + " of the start were searched");
        }
        return states.length;
    }

    /** The reachable states at exactly g* = {@code depth} from the start; none where no state is. */
    int[] atDepth(int depth) {
        beforeCut(depth);
        int level = Arrays.binarySearch(levelCost, depth);
        if (level < 0) {
            return new int[0];
        }
        return Arrays.copyOfRange(states, levelStart[level], levelStart[level + 1]);
    }

    /** How many reachable states have g* &lt; {@code depth}. */
    long nearerThan(int depth) {
        beforeCut(depth - 1);
        int level = Arrays.binarySearch(levelCost, depth);
        return levelStart[level >= 0 ? level : -level - 1];
    }

    /** Throws when {@code depth} lies beyond a search that stopped at C* ({@link Searcher#withinOptimum}). */
    private void beforeCut(int depth) {
        if (cutAtOptimum && depth > lastCost) {
            throw new IllegalStateException("only the states within " + lastCost + " of the start were searched,"
                    + " not those at " + depth);
        }
    }

    /** F: reachable states with g*(t) + h(t) &lt; C*, {@code estimates} indexed by state number. */
    public long below(int[] estimates) {
        return count(estimates, 0);
    }

    /** Reachable states with g*(t) + h(t) ≤ C*, {@code estimates} indexed by state number. */
    public long atMost(int[] estimates) {
        return count(estimates, 1);
    }

    /** States with g*(t) + h(t) &lt; C* + {@code slack}, exact for any int estimate, negative ones included. */
    private long count(int[] estimates, int slack) {
        long counted = 0;
        for (int level = 0; level < levelCost.length; level++) {
            long bound = (long) optimum + slack - levelCost[level];
            for (int i = levelStart[level]; i < levelStart[level + 1]; i++) {
                counted += estimates[states[i]] < bound ? 1 : 0;
            }
        }
        return counted;
    }
}
