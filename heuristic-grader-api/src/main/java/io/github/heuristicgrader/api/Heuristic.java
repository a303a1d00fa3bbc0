package io.github.heuristicgrader.api;

/**
 * An estimate of the cost of reaching the nearest goal from a state, for A* search: the number of moves, when every
 * move costs 1 (as in the puzzles the grader ships); the sum of the moves' costs, when the puzzle says moves cost
 * more.
 *
 * <p>The grader calls {@link #estimate} once on every state of the puzzle, in one thread, and checks the values
 * against the exact distances. The contract a good heuristic meets, for every state {@code s}:
 * <ul>
 *   <li>{@code estimate(s) >= 0}, and {@code estimate(s) == 0} when {@code s} is a goal;</li>
 *   <li>admissible: {@code estimate(s) <= d(s)}, the exact cost from {@code s} to the nearest goal (states from which
 *       no goal can be reached are not checked);</li>
 *   <li>consistent: {@code estimate(s) <= c(s, t) + estimate(t)} for every state {@code t} one move away from
 *       {@code s}, {@code c(s, t)} the move's cost (1 unless the puzzle says otherwise).</li>
 * </ul>
 * Implementations must be public, concrete, have a public no-argument constructor, and be deterministic: the
 * value may depend only on the state given, not on earlier calls.
 *
 * <p>Every state type {@code S} (such as {@link io.github.heuristicgrader.api.huarongdao.Board}) is immutable; the
 * grader sends the states to the student's JVM as compact text and rebuilds each through the {@link StateParser}
 * its puzzle names.
 *
 * @param <S> the puzzle's state type, such as {@link io.github.heuristicgrader.api.huarongdao.Board}
 */
@FunctionalInterface
public interface Heuristic<S> {

    /**
     * Estimates the cost left from {@code state} to the nearest goal.
     *
     * @param state a legal state, never null
     * @return the estimate: a number of moves, or the sum of their costs in a puzzle whose moves cost more
     */
    int estimate(S state);
}
