package io.github.heuristicgrader.checks;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.spi.Domain;
import java.util.Locale;

/**
 * Whether a heuristic equals the baseline on every state of the state space, solvable or not: what an assignment
 * that asks for exactly the baseline heuristic checks.
 *
 * @param baselineName the baseline's name for prose, capitalized, such as {@code Baseline}
 * @param states states compared: every state of the state space
 * @param differing states where the heuristic's value is not the baseline's, or where it threw
 * @param smallest the smallest differing state (by number, which is text order), or null when none differs
 */
public record BaselineEquality(String baselineName, long states, long differing, Difference smallest) {

    /**
     * One state where the heuristic and the baseline differ.
     *
     * @param state the state's compact text, as its domain formats it
     * @param estimate the heuristic's value there, or null when it threw
     * @param baseline the baseline's value there
     * @param distance the exact moves to the nearest goal, or -1 when no goal can be reached
     */
    public record Difference(String state, Long estimate, int baseline, int distance) {
    }

    /** Whether the heuristic equals the baseline everywhere. */
    public boolean equal() {
        return differing == 0;
    }

    /**
     * The outcome in one line, naming states in {@code domain}'s words, e.g. {@code differs from Baseline on 12 of
     * 363,480 states; smallest ...}.
     */
    public String describe(Domain domain) {
        if (equal()) {
            return String.format(Locale.ROOT, "equals %s on all %,d %s", baselineName, states,
                    domain.stateNounPlural());
        }
        return String.format(Locale.ROOT, "differs from %s on %,d of %,d %s; smallest %s: h=%s, %s=%d",
                baselineName, differing, states, domain.stateNounPlural(), smallest.state(),
                smallest.estimate() == null ? "(threw)" : smallest.estimate(), baselineName, smallest.baseline());
    }

    /** The comparison of {@code estimates} with {@code baseline} on every state of {@code space}. */
    public static BaselineEquality of(StateSpace space, Estimates estimates, String baselineName,
            Estimates baseline) {
        long differing = 0;
        int smallest = -1;
        int[] values = estimates.values();
        int[] reference = baseline.values();
        for (int state = 0; state < space.size(); state++) {
            if (!estimates.answered(state) || values[state] != reference[state]) {
                if (differing++ == 0) {
                    smallest = state;
                }
            }
        }
        Difference difference = smallest < 0 ? null : new Difference(space.text(smallest),
                estimates.answered(smallest) ? Long.valueOf(values[smallest]) : null, reference[smallest],
                space.isSolvable(smallest) ? space.distance(smallest) : StateSpace.UNSOLVABLE);
        return new BaselineEquality(baselineName, space.size(), differing, difference);
    }
}
