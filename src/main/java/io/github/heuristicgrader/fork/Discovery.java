package io.github.heuristicgrader.fork;

import java.util.Comparator;
import java.util.List;

/**
 * The heuristic classes found, or checked, before grading.
 *
 * @param heuristics binary names of the classes to grade, sorted
 * @param rejections classes that will not be graded, sorted by class name
 */
public record Discovery(List<String> heuristics, List<Rejection> rejections) {

    /** Sorts and copies both lists. */
    public Discovery {
        heuristics = heuristics.stream().sorted().toList();
        rejections = rejections.stream().sorted(Comparator.comparing(Rejection::className)
                .thenComparing(Rejection::kind)).toList();
    }
}
