package io.github.heuristicgrader.engine;

/** A heuristic of the grader's own, evaluated directly on layout keys. */
public interface LayoutHeuristic {

    /** The heuristic's name in reports. */
    String name();

    /** The estimated moves from {@code layout} to the nearest goal. */
    int estimate(long layout);
}
