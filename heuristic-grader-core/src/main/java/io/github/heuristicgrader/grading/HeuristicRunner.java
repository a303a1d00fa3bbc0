package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.domain.Domain;
import java.time.Duration;

/**
 * Evaluates one student heuristic on every state of a domain, in the order {@link Domain#states()} gives them.
 * The seam between grading and the forked JVM, which tests replace.
 */
public interface HeuristicRunner {

    /**
     * Runs the heuristic; every fault of the heuristic is in the result, never thrown.
     *
     * @param timeLimit the longest the run may take: the request's fork timeout, or less when the grade's time limit
     *     leaves less; positive
     * @throws GradingException when the run cannot be attempted (a JVM that will not start, an unwritable
     *     directory)
     */
    HeuristicRun run(String className, Domain domain, Duration timeLimit) throws GradingException;
}
