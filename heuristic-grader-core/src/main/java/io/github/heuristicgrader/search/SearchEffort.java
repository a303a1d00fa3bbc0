package io.github.heuristicgrader.search;

/**
 * What one A* run from a start state cost, and the two tie-independent figures of its heuristic there.
 *
 * @param solved whether a goal was reached (always, from a solvable start)
 * @param cost the cost of the solution found (its moves, when each costs 1), −1 when none
 * @param optimal whether {@code cost} equals the exact distance of the start
 * @param expanded states taken off the open list and expanded, the goal not counted
 * @param generated states put on the open list with a new or better g, the start counted
 * @param fBelowOptimal states reachable from the start with g*(s) + h(s) &lt; C*: every A* with this heuristic
 *     expands at least these, however it breaks ties (when h is consistent)
 * @param fAtMostOptimal states reachable from the start with g*(s) + h(s) ≤ C*: the most an A* with this
 *     consistent heuristic can expand
 */
public record SearchEffort(boolean solved, int cost, boolean optimal, long expanded, long generated,
        long fBelowOptimal, long fAtMostOptimal) {
}
