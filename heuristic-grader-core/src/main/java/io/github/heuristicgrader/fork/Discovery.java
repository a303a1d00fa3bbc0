package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.domain.Domain;
import java.util.Comparator;
import java.util.List;

/**
 * The heuristic classes found, or checked, before grading.
 *
 * @param found the classes to grade with their domains, sorted by class name
 * @param rejections classes that will not be graded, sorted by class name
 */
public record Discovery(List<Found> found, List<Rejection> rejections) {

    /** Sorts and copies both lists. */
    public Discovery {
        found = found.stream().sorted(Comparator.comparing(Found::className)).toList();
        rejections = rejections.stream().sorted(Comparator.comparing(Rejection::className)
                .thenComparing(Rejection::kind)).toList();
    }

    /** The binary names of the classes to grade, sorted. */
    public List<String> heuristics() {
        return found.stream().map(Found::className).toList();
    }

    /**
     * A class to grade.
     *
     * @param className its binary name
     * @param domain the domain whose student state type it evaluates
     */
    public record Found(String className, Domain domain) {
    }
}
