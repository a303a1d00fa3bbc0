package io.github.heuristicgrader.spi;

import java.util.List;
import java.util.OptionalInt;

/**
 * What a domain's heuristics are graded against unless the rubric says otherwise: the baseline a student's heuristic
 * must dominate, and the distances the A* effort suite starts at. One of the parts of {@link Domain}.
 */
public interface GradingDefaults {

    /** The baseline heuristic a student's heuristic must dominate, admissible and consistent, with its name. */
    StateHeuristic baseline();

    /**
     * The optimal distances at which the A* effort suite picks its starts by default, ascending; empty, the default,
     * to have them chosen from the state database (spread over the solvable states' distances).
     */
    default List<Integer> effortDistances() {
        return List.of();
    }

    /**
     * The distance within which the domain's heuristics are graded, when the whole space is too large to hold: the
     * grade then holds every state whose exact distance to a goal is at most this, found by a search back from the
     * goals ({@link DomainRules#goalStates}, {@link DomainRules#predecessors}), and checks exactly on them. The
     * rubric file's {@code radius} wins over it. Empty, the default, to grade on every state
     * ({@link DomainRules#states}).
     */
    default OptionalInt gradingRadius() {
        return OptionalInt.empty();
    }
}
