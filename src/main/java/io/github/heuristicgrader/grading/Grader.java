package io.github.heuristicgrader.grading;

/** Grades the heuristics a request names, writes the reports, and says what the build should make of them. */
public interface Grader {

    /**
     * Runs the whole grading. Faults of the student's heuristics are part of the outcome, never exceptions.
     *
     * @throws GradingException when grading cannot be done: a bad setting, an unreadable puzzle file, a class that
     *     is not there, a JVM that will not start, a report that cannot be written
     */
    GradeOutcome grade(GradeRequest request) throws GradingException;
}
