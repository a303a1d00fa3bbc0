package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.spi.Domain;
import java.time.Duration;
import java.util.List;
import java.util.Map;

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

    /**
     * Runs several heuristics of one submission, all of {@code domain}, together where that is cheaper than one by
     * one, each within {@code timeLimit} of its own. Those it did not complete are for the caller to {@link #run} one
     * by one: a runner that shares nothing completes none, as this default does. A run it completed is exactly what
     * {@link #run} gives for that heuristic alone.
     *
     * @param timeLimit each heuristic's limit, as {@link #run}'s
     * @param wholeLimit the longest all of them together may take: what is left of the grade's time
     * @throws GradingException when the runs cannot be attempted
     */
    default Together runTogether(List<String> classNames, Domain domain, Duration timeLimit, Duration wholeLimit)
            throws GradingException {
        return new Together(Map.of(), null);
    }

    /**
     * What {@link #runTogether} gave.
     *
     * @param completed the runs it completed, by class name
     * @param timedOut the run of the one a time limit stopped, {@code Verdict.TIMED_OUT},
     *     to report when no time is left to run it alone; null when none was stopped so
     */
    record Together(Map<String, HeuristicRun> completed, HeuristicRun timedOut) {

        /** Copies the map. */
        public Together {
            completed = Map.copyOf(completed);
        }
    }
}
