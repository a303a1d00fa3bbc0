package io.github.heuristicgrader.grading;

/** Runs the JUnit tests a request names. The seam between grading and the forked test JVMs, which tests replace. */
public interface TestRunner {

    /**
     * Runs the tests; every fault of the tests is in the result, never thrown. A run that crashes or times out
     * leaves the other's result whole.
     *
     * @return what became of the project's and the instructor's runs, or null when {@link TestRequest#run()} is
     *     false
     * @throws GradingException when a run cannot be attempted (a JVM that will not start, a class path without
     *     the launcher, an unwritable directory)
     */
    TestRuns run(GradeRequest request) throws GradingException;
}
