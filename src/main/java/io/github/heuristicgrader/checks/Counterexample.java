package io.github.heuristicgrader.checks;

import java.util.List;

/**
 * The smallest layout on which a heuristic overestimates, with an optimal solution that proves it.
 *
 * @param layout the layout's compact text
 * @param estimate the heuristic's value there, larger than {@code distance}
 * @param distance the exact moves to the nearest goal
 * @param solution the layouts of an optimal solution, from {@code layout} to a goal, both included
 *     ({@code distance + 1} entries)
 * @param estimates the heuristic's value at each layout of {@code solution}, in the same order (the exact distance
 *     at the i-th is {@code distance − i}), up to the first layout where it threw; empty when not known
 */
public record Counterexample(String layout, long estimate, int distance, List<String> solution,
        List<Long> estimates) {

    /** Copies the lists; no estimates along the solution when null. */
    public Counterexample {
        solution = List.copyOf(solution);
        estimates = estimates == null ? List.of() : List.copyOf(estimates);
    }

    /** A counterexample whose estimates along the solution are not known. */
    public Counterexample(String layout, long estimate, int distance, List<String> solution) {
        this(layout, estimate, distance, solution, List.of());
    }
}
