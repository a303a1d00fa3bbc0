package io.github.heuristicgrader.grading;

import java.nio.file.Path;

/** Grades the heuristics a request names, writes the reports, and says what the build should make of them. */
public interface Grader {

    /**
     * Removes what an earlier run left in {@code outputDirectory}: its reports and its work files, so that a run
     * that fails before writing its own leaves nothing that looks current. The Maven goal calls it before compiling;
     * {@link #grade} does it too.
     *
     * @throws GradingException when a report of an earlier run cannot be removed
     */
    void clearEarlierRun(Path outputDirectory) throws GradingException;

    /**
     * Runs the whole grading. Faults of the student's heuristics are part of the outcome, never exceptions; so is a
     * puzzle file that gives no puzzle, which is reported and left out.
     *
     * @throws GradingException when grading cannot be done: a bad setting, a class that
     *     is not there, a JVM that will not start, a report that cannot be written
     */
    GradeOutcome grade(GradeRequest request) throws GradingException;
}
