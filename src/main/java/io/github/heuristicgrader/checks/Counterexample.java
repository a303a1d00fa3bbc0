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
 */
public record Counterexample(String layout, long estimate, int distance, List<String> solution) {
}
