package io.github.heuristicgrader.api;

/**
 * Rebuilds a puzzle's state from its compact one-line text, in the student's JVM: the typed factory a domain names
 * for the worker, which is sent every state as text and hands each to the student's {@link Heuristic} as the
 * {@code S} this parser gives.
 *
 * <p>An implementation is public, has a public constructor without parameters, is stateless and uses nothing but
 * the JDK, this package and the packages its domain declares for the student's JVM.
 *
 * @param <S> the state type, such as {@link io.github.heuristicgrader.api.huarongdao.Board}
 */
@FunctionalInterface
public interface StateParser<S> {

    /**
     * The state whose compact text is {@code text}.
     *
     * @throws IllegalArgumentException when {@code text} is no state
     */
    S parse(String text);
}
