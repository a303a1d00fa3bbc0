package io.github.heuristicgrader.grading;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Which JUnit tests to run and how, or why none are run. Built by the Maven goal, which resolves the JUnit Platform
 * Launcher and the instructor's test jars; no Maven type in it.
 *
 * @param run whether to run tests at all
 * @param notRunReason why not, for the report, when {@code run} is false; otherwise null
 * @param classpath the test JVM's class path after the grader's own classes, in order: the JUnit Platform Launcher
 *     and its dependencies, the project's test class path, the instructor's test jars and their dependencies
 * @param projectRoots the project's test class directories, searched for tests
 * @param instructorRoots the instructor's test jars, searched for tests
 * @param workingDirectory the test JVM's working directory: the project's base directory
 * @param testTimeout how long one test may run
 * @param runTimeout how long the whole test run may take
 */
public record TestRequest(boolean run, String notRunReason, List<Path> classpath, List<Path> projectRoots,
        List<Path> instructorRoots, Path workingDirectory, Duration testTimeout, Duration runTimeout) {

    /** Copies the lists. */
    public TestRequest {
        classpath = List.copyOf(classpath);
        projectRoots = List.copyOf(projectRoots);
        instructorRoots = List.copyOf(instructorRoots);
    }

    /** No tests run, for {@code reason}. */
    public static TestRequest notRun(String reason) {
        return new TestRequest(false, reason, List.of(), List.of(), List.of(), null, Duration.ofSeconds(1),
                Duration.ofSeconds(1));
    }
}
