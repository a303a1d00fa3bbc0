package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.TestRun;

/**
 * The two runs of JUnit tests, each in a JVM of its own: the project's and the instructor's.
 *
 * @param project what became of the project's tests, or null when they were not run
 * @param instructor what became of the instructor's tests, or null when there were none
 */
public record TestRuns(TestRun project, TestRun instructor) {
}
