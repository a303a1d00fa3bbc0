package io.github.heuristicgrader.api;

/**
 * An estimate of the number of moves from a state to the nearest goal, for A* search.
 *
 * <p>The grader calls {@link #estimate} once on every state of the puzzle, in one thread, and checks the values
 * against the exact distances. The contract a good heuristic meets, for every state {@code s}:
 * <ul>
 *   <li>{@code estimate(s) >= 0}, and {@code estimate(s) == 0} when {@code s} is a goal;</li>
 *   <li>admissible: {@code estimate(s) <= d(s)}, the exact number of moves from {@code s} to the nearest goal;</li>
 *   <li>consistent: {@code estimate(s) <= 1 + estimate(t)} for every state {@code t} one move away from {@code s}.</li>
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
     * Estimates the moves left from {@code state} to the nearest goal.
     *
     * @param state a legal state, never null
     * @return the estimate, a number of moves (each move costs 1)
     */
    int estimate(S state);
}
