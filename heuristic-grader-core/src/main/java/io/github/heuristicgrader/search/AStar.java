package io.github.heuristicgrader.search;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.Arrays;

/**
 * A* over a state space with a table of estimates, with fixed tie-breaking so that every run repeats exactly.
 *
 * <p>g is the cost of the moves so far (their number, when every move costs 1). The open list is ordered by
 * f = g + h (as {@code long}, so no estimate overflows), then by larger g (deeper
 * first), then by smaller state number (smaller text). A state is goal-tested when taken off the open list, so
 * with an admissible heuristic the cost found is optimal. A state reached again with a smaller g is put back on the
 * open list even when it was already expanded (reopening), so inconsistent but admissible heuristics stay optimal.
 *
 * <p>{@link #searchWithoutReopening} is A* as most students write it: the same order, but with a closed set, so an
 * expanded state is never expanded again even when a cheaper path to it is found later. With a consistent
 * heuristic that never matters (a state is expanded first along a cheapest path); with an inconsistent one the
 * path it finds can be longer than the optimum, even when the heuristic is admissible.
 *
 * <p>One instance keeps its per-state tables from search to search (a search resets only the states it reached),
 * so it is for one thread at a time.
 */
public final class AStar {

    private final StateSpace space;
    /** g of each state in the current search, {@link Integer#MAX_VALUE} where not reached. */
    private final int[] g;
    private final boolean[] expandedAlready;
    /** The states whose g the current search set, to reset them when it ends. */
    private final int[] reached;

    /** A* over {@code space}. */
    public AStar(StateSpace space) {
        this.space = space;
        this.g = new int[space.size()];
        this.expandedAlready = new boolean[space.size()];
        this.reached = new int[space.size()];
        Arrays.fill(g, Integer.MAX_VALUE);
    }

    /**
     * Searches from {@code start} to the nearest goal.
     *
     * @param start a state number of the space
     * @param estimates the heuristic; must have answered on every state reachable from {@code start}
     * @param forced the tie-independent counts from {@code start} ({@link ForcedExpansions#from}), made once for any
     *     number of searches from it
     */
    public SearchEffort search(int start, Estimates estimates, ForcedExpansions forced) {
        return search(start, estimates, forced, true);
    }

    /**
     * Searches from {@code start} to the nearest goal as {@link #search} does, but never expands a state twice: a
     * cheaper path found to a state already expanded is ignored, as in A* with a closed set and no reopening.
     *
     * @param start a state number of the space
     * @param estimates the heuristic; must have answered on every state reachable from {@code start}
     * @param forced the tie-independent counts from {@code start} ({@link ForcedExpansions#from}), or null when the
     *     tie-independent figures are not wanted (they are then −1)
     * @return the cost of the path found (optimal or not), its expansions, and the heuristic's tie-independent
     *     figures, which do not depend on the search
     */
    public SearchEffort searchWithoutReopening(int start, Estimates estimates, ForcedExpansions forced) {
        return search(start, estimates, forced, false);
    }

    /**
     * What {@link #search} with zero for every estimate finds from {@code start}. When every move costs 1 it is
     * counted from the states by exact moves from it rather than searched: with h = 0 the open list's order is
     * (g, state number), so the search
     * expands every state nearer than the nearest goal, then the states at its distance C* whose number is below the
     * smallest goal's there, each reached once along a shortest path; it generates every state within C* and the
     * states at C* + 1 next to one it expanded.
     *
     * @param start a solvable state number of the space
     * @param forced the counts from {@code start} ({@link ForcedExpansions#from}), which hold its states by depth
     */
    public SearchEffort searchWithZero(int start, ForcedExpansions forced) {
        int optimum = space.distance(start);
        if (optimum < 0 || forced.optimum() != optimum) {
            throw new IllegalArgumentException("not a solvable start with its own counts: " + space.text(start));
        }
        if (!space.unitCosts()) {
            // With costs, a state can be generated again at a smaller g: only the search itself counts that.
            return search(start, Estimates.of(new int[space.size()]), forced, true);
        }
        int firstGoal = Integer.MAX_VALUE;
        for (int state : forced.atDepth(optimum)) {
            if (space.isGoal(state)) {
                firstGoal = Math.min(firstGoal, state);
            }
        }
        long expanded = forced.nearerThan(optimum);
        int[] next = forced.atDepth(optimum + 1);
        for (int state : next) {
            expandedAlready[state] = true;
        }
        long generatedBeyond = 0;
        try {
            for (int state : forced.atDepth(optimum)) {
                if (state >= firstGoal) {
                    continue;
                }
                expanded++;
                for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                    int target = space.moveTarget(move);
                    if (expandedAlready[target]) {
                        expandedAlready[target] = false;
                        generatedBeyond++;
                    }
                }
            }
        } finally {
            for (int state : next) {
                expandedAlready[state] = false;
            }
        }
        long generated = forced.nearerThan(optimum + 1) + generatedBeyond;
        return new SearchEffort(true, optimum, true, expanded, generated, forced.nearerThan(optimum),
                forced.nearerThan(optimum + 1));
    }

    private SearchEffort search(int start, Estimates estimates, ForcedExpansions forced, boolean reopen) {
        int[] h = estimates.values();
        OpenList open = new OpenList();
        int reachedCount = 0;
        g[start] = 0;
        reached[reachedCount++] = start;
        open.push((long) h[start], 0, start);
        long generated = 1;
        long expanded = 0;
        int cost = -1;
        try {
            while (!open.isEmpty()) {
                int depth = open.topDepth();
                int state = open.pop();
                if (depth > g[state] || depth == g[state] && expandedAlready[state]) {
                    continue;
                }
                if (space.isGoal(state)) {
                    cost = depth;
                    break;
                }
                expandedAlready[state] = true;
                expanded++;
                for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                    int target = space.moveTarget(move);
                    if (!reopen && expandedAlready[target]) {
                        continue;
                    }
                    int next = depth + space.moveCost(move);
                    if (next < g[target]) {
                        if (g[target] == Integer.MAX_VALUE) {
                            reached[reachedCount++] = target;
                        }
                        g[target] = next;
                        expandedAlready[target] = false;
                        open.push(next + (long) h[target], next, target);
                        generated++;
                    }
                }
            }
        } finally {
            for (int i = 0; i < reachedCount; i++) {
                g[reached[i]] = Integer.MAX_VALUE;
                expandedAlready[reached[i]] = false;
            }
        }
        int optimum = space.distance(start);
        long below = -1;
        long atMost = -1;
        if (forced != null) {
            below = forced.below(h);
            atMost = forced.atMost(h);
        }
        return new SearchEffort(cost >= 0, cost, cost >= 0 && cost == optimum, expanded, generated, below, atMost);
    }

    /** A binary heap of (f, g, state) entries in the search's order, on parallel primitive arrays. */
    private static final class OpenList {
        private long[] f = new long[1024];
        private int[] depth = new int[1024];
        private int[] state = new int[1024];
        private int size;

        boolean isEmpty() {
            return size == 0;
        }

        int topDepth() {
            return depth[0];
        }

        void push(long entryF, int entryDepth, int entryState) {
            if (size == f.length) {
                f = Arrays.copyOf(f, size * 2);
                depth = Arrays.copyOf(depth, size * 2);
                state = Arrays.copyOf(state, size * 2);
            }
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                if (!before(entryF, entryDepth, entryState, parent)) {
                    break;
                }
                set(i, f[parent], depth[parent], state[parent]);
                i = parent;
            }
            set(i, entryF, entryDepth, entryState);
        }

        /** Removes the first entry and returns its state. */
        int pop() {
            int top = state[0];
            size--;
            long lastF = f[size];
            int lastDepth = depth[size];
            int lastState = state[size];
            int i = 0;
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && before(f[child + 1], depth[child + 1], state[child + 1], child)) {
                    child++;
                }
                if (!before(f[child], depth[child], state[child], lastF, lastDepth, lastState)) {
                    break;
                }
                set(i, f[child], depth[child], state[child]);
                i = child;
            }
            if (size > 0) {
                set(i, lastF, lastDepth, lastState);
            }
            return top;
        }

        private boolean before(long entryF, int entryDepth, int entryState, int index) {
            return before(entryF, entryDepth, entryState, f[index], depth[index], state[index]);
        }

        private static boolean before(long f1, int g1, int s1, long f2, int g2, int s2) {
            if (f1 != f2) {
                return f1 < f2;
            }
            if (g1 != g2) {
                return g1 > g2;
            }
            return s1 < s2;
        }

        private void set(int index, long entryF, int entryDepth, int entryState) {
            f[index] = entryF;
            depth[index] = entryDepth;
            state[index] = entryState;
        }
    }
}
