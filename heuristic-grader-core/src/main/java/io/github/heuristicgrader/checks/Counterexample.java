package io.github.heuristicgrader.checks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The smallest state on which a heuristic overestimates, with an optimal solution that proves it.
 *
 * @param state the state's compact text
 * @param estimate the heuristic's value there, larger than {@code distance}
 * @param distance the exact moves to the nearest goal
 * @param solution the states of an optimal solution, from {@code state} to a goal, both included
 *     ({@code distance + 1} entries)
 * @param solutionEstimates the heuristic's value on each state of {@code solution}, in the same order (the first is
 *     {@code estimate}; the exact distance of the i-th is {@code distance - i}); an entry is null where the heuristic
 *     threw on that state
 */
public record Counterexample(String state, long estimate, int distance, List<String> solution,
        List<Long> solutionEstimates) {

    /** Copies the lists; the estimates may hold nulls. */
    public Counterexample {
        solution = List.copyOf(solution);
        solutionEstimates = Collections.unmodifiableList(new ArrayList<>(solutionEstimates));
        if (solutionEstimates.size() != solution.size()) {
            throw new IllegalArgumentException("an estimate per state of the solution: " + solutionEstimates.size()
                    + " estimates for " + solution.size() + " states");
        }
    }
}
