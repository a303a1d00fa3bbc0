package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.spi.StateHeuristic;
import java.util.BitSet;

/**
 * A heuristic's value on every state of a state space, numbered as the state space numbers them.
 *
 * @param values the estimates; meaningless where {@code failed} is set
 * @param failed the states on which the heuristic threw instead of answering
 */
public record Estimates(int[] values, BitSet failed) {

    /** Estimates with no failure. */
    public static Estimates of(int[] values) {
        return new Estimates(values, new BitSet());
    }

    /** A grader heuristic evaluated on every state of {@code space}. */
    public static Estimates of(StateSpace space, StateHeuristic heuristic) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = heuristic.estimate(space.key(state));
        }
        return of(values);
    }

    /** Whether the heuristic answered on state {@code state}. */
    public boolean answered(int state) {
        return !failed.get(state);
    }
}
