package io.github.heuristicgrader.checks;

/**
 * One state that breaks a check, with what the heuristic said and the truth.
 *
 * @param state the state's compact text, as its domain formats it
 * @param estimate the heuristic's value there
 * @param distance the exact moves to the nearest goal
 */
public record StateExample(String state, long estimate, int distance) {
}
