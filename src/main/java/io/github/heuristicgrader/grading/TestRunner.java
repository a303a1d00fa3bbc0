package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.TestRun;
import java.time.Duration;

/** Runs the JUnit tests a request names. The seam between grading and the forked test JVM, which tests replace. */
public interface TestRunner {

    /**
     * Runs the tests; every fault of the tests is in the result, never thrown.
     *
     * @param timeLimit the longest the whole run may take: the request's {@link TestRequest#runTimeout()}, or less
     *     when the grade's time limit leaves less; positive
     * @return what became of the run, or null when {@link TestRequest#run()} is false
     * @throws GradingException when the run cannot be attempted (a JVM that will not start, a class path without
     *     the launcher, an unwritable directory)
     */
    TestRun run(GradeRequest request, Duration timeLimit) throws GradingException;
}
