package io.github.heuristicgrader.search;

/**
 * What one A* run from a start layout cost, and the two tie-independent figures of its heuristic there.
 *
 * @param solved whether a goal was reached (always, from a solvable start)
 * @param cost moves in the solution found, −1 when none
 * @param optimal whether {@code cost} equals the exact distance of the start
 * @param expanded layouts taken off the open list and expanded, the goal not counted
 * @param generated layouts put on the open list with a new or better g, the start counted
 * @param fBelowOptimal layouts reachable from the start with g*(s) + h(s) &lt; C*: every A* with this heuristic
 *     expands at least these, however it breaks ties (when h is consistent)
 * @param fAtMostOptimal layouts reachable from the start with g*(s) + h(s) ≤ C*: the most an A* with this
 *     consistent heuristic can expand
 */
public record SearchEffort(boolean solved, int cost, boolean optimal, long expanded, long generated,
        long fBelowOptimal, long fAtMostOptimal) {
}
