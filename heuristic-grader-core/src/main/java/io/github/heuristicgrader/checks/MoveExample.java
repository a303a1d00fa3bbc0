package io.github.heuristicgrader.checks;

/**
 * One move across which a heuristic drops by more than the move's cost (1 where every move costs 1).
 *
 * @param from the state before the move, as its domain formats it
 * @param fromEstimate the heuristic's value before the move
 * @param to the state after the move
 * @param toEstimate the heuristic's value after the move
 * @param cost the move's cost: the cheapest of the moves from {@code from} to {@code to} that break consistency
 */
public record MoveExample(String from, long fromEstimate, String to, long toEstimate, int cost) {
}
