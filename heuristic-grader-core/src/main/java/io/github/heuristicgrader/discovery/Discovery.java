package io.github.heuristicgrader.discovery;

import io.github.heuristicgrader.spi.Domain;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The heuristic classes found, or checked, before grading.
 *
 * @param found the classes to grade with their domains, sorted by class name
 * @param rejections classes that will not be graded, sorted by class name
 * @param rejectedDomains the domain of each rejected class that implements the heuristic type of one (abstract,
 *     not public, without a public constructor), by class name; a class of no domain is not in it
 */
public record Discovery(List<Found> found, List<Rejection> rejections, Map<String, Domain> rejectedDomains) {

    /** Sorts and copies the lists, copies the map. */
    public Discovery {
        found = found.stream().sorted(Comparator.comparing(Found::className)).toList();
        rejections = rejections.stream().sorted(Comparator.comparing(Rejection::className)
                .thenComparing(Rejection::kind)).toList();
        rejectedDomains = Map.copyOf(rejectedDomains);
    }

    /** Classes found and rejected, no rejected class's domain known. */
    public Discovery(List<Found> found, List<Rejection> rejections) {
        this(found, rejections, Map.of());
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
