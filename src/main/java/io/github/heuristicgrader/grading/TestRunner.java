package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.TestRun;

/** Runs the JUnit tests a request names. The seam between grading and the forked test JVM, which tests replace. */
public interface TestRunner {

    /**
     * Runs the tests; every fault of the tests is in the result, never thrown.
     *
     * @return what became of the run, or null when {@link TestRequest#run()} is false
     * @throws GradingException when the run cannot be attempted (a JVM that will not start, a class path without
     *     the launcher, an unwritable directory)
     */
    TestRun run(GradeRequest request) throws GradingException;
}
