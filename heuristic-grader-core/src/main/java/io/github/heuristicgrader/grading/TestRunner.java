package io.github.heuristicgrader.grading;

import java.time.Duration;

/** Runs the JUnit tests a request names. The seam between grading and the forked test JVMs, which tests replace. */
public interface TestRunner {

    /**
     * Runs the tests; every fault of the tests is in the result, never thrown. A run that crashes or times out
     * leaves the other's result whole.
     *
     * @param timeLeft what the grade's time limit leaves for the runs together: each run gets its own
     *     {@link TestRequest#runTimeout()} or what is left of this, whichever is less; positive
     * @return what became of the project's and the instructor's runs, or null when {@link TestRequest#run()} is
     *     false
     * @throws GradingException when a run cannot be attempted (a JVM that will not start, a class path without
     *     the launcher, an unwritable directory)
     */
    TestRuns run(GradeRequest request, Duration timeLeft) throws GradingException;
}
