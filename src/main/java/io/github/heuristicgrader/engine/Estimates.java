package io.github.heuristicgrader.engine;

import java.util.BitSet;

/**
 * A heuristic's value on every layout of a state space, numbered as the state space numbers them.
 *
 * @param values the estimates; meaningless where {@code failed} is set
 * @param failed the layouts on which the heuristic threw instead of answering
 */
public record Estimates(int[] values, BitSet failed) {

    /** Estimates with no failure. */
    public static Estimates of(int[] values) {
        return new Estimates(values, new BitSet());
    }

    /** A grader heuristic evaluated on every layout of {@code space}. */
    public static Estimates of(StateSpace space, LayoutHeuristic heuristic) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = heuristic.estimate(space.layout(state));
        }
        return of(values);
    }

    /** Whether the heuristic answered on layout {@code state}. */
    public boolean answered(int state) {
        return !failed.get(state);
    }
}
