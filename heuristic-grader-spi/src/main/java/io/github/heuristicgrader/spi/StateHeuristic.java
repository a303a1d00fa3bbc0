package io.github.heuristicgrader.spi;

/** A heuristic of the grader's own, evaluated directly on state keys, such as a domain's baseline. */
public interface StateHeuristic {

    /** The heuristic's name in reports and JSON, such as {@code manhattan}. */
    String name();

    /** The estimated moves from {@code state} to the nearest goal. */
    int estimate(long state);
}
