package io.github.heuristicgrader.grading;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Which JUnit tests to run and how, or why none are run. Built by the Maven goal, which resolves the JUnit Platform
 * Launcher and the instructor's test jars; no Maven type in it.
 *
 * <p>The project's tests and the instructor's run in two JVMs: the project's on the project's test class path, which
 * holds nothing of the instructor's; the instructor's on their jars, their dependencies and the student's classes,
 * which holds none of the student's tests or test resources.
 *
 * @param run whether to run tests at all
 * @param notRunReason why not, for the report, when {@code run} is false; otherwise null
 * @param projectClasspath the project's test JVM's class path after the grader's own classes, in order: the JUnit
 *     Platform Launcher and its dependencies, the project's test class path; empty when its tests are not run
 * @param projectRoots the project's test class directories, searched for tests; empty when none are run
 * @param projectNotRunReason why the project's test classes are not run although there are some and the
 *     instructor's are; otherwise null
 * @param instructorClasspath the instructor's test JVM's class path after the grader's own classes, in order: the
 *     JUnit Platform Launcher and its dependencies at the instructor's JUnit version, the instructor's test jars and
 *     their dependencies; empty when there are no instructor tests
 * @param studentClasspath what of the student's goes on the instructor's test JVM's class path after
 *     {@code instructorClasspath}, stripped of JUnit configuration first: the project's classes and its runtime
 *     dependencies but those the instructor's side has too
 * @param instructorRoots the instructor's test jars, searched for tests
 * @param workingDirectory both test JVMs' working directory: the project's base directory
 * @param testTimeout how long one test may run
 * @param runTimeout how long each of the two test runs may take
 */
public record TestRequest(boolean run, String notRunReason, List<Path> projectClasspath, List<Path> projectRoots,
        String projectNotRunReason, List<Path> instructorClasspath, List<Path> studentClasspath,
        List<Path> instructorRoots, Path workingDirectory, Duration testTimeout, Duration runTimeout) {

    /** Copies the lists. */
    public TestRequest {
        projectClasspath = List.copyOf(projectClasspath);
        projectRoots = List.copyOf(projectRoots);
        instructorClasspath = List.copyOf(instructorClasspath);
        studentClasspath = List.copyOf(studentClasspath);
        instructorRoots = List.copyOf(instructorRoots);
    }

    /** No tests run, for {@code reason}. */
    public static TestRequest notRun(String reason) {
        return new TestRequest(false, reason, List.of(), List.of(), null, List.of(), List.of(), List.of(), null,
                Duration.ofSeconds(1), Duration.ofSeconds(1));
    }
}
