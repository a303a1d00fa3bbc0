package io.github.heuristicgrader.checks;

/**
 * One layout that breaks a check, with what the heuristic said and the truth.
 *
 * @param layout the layout's compact text (20 glyphs, row-major)
 * @param estimate the heuristic's value there
 * @param distance the exact moves to the nearest goal
 */
public record LayoutExample(String layout, long estimate, int distance) {
}
