package io.github.heuristicgrader.worker;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The test runner's program arguments: written by the parent ({@code fork.TestLauncher}), read by the runner
 * ({@link TestRunnerMain}).
 *
 * <p>On the command line each is an option followed by its value: {@code --results results.sock --status s.bin
 * --project-roots target/test-classes --instructor-roots hidden.jar --test-timeout-millis 60000}; root lists are
 * joined with {@link File#pathSeparator} and may be empty.
 *
 * @param resultSocket the Unix domain socket the parent listens on for the runner's {@link TestJournal}: the runner
 *     connects once, first thing, and the parent then removes it, so nothing else connects
 * @param statusFile where the runner keeps the {@link LiveStatus} that holds what the tests printed
 * @param projectRoots the project's test class directories, searched for tests
 * @param instructorRoots the instructor's test jars, searched for tests
 * @param testTimeout how long one test may run: JUnit Jupiter fails it then; when nothing at all happens for this
 *     long and {@link TestRunnerMain#GRACE_MILLIS} more, the runner stops
 */
public record TestRunArguments(Path resultSocket, Path statusFile, List<Path> projectRoots, List<Path> instructorRoots,
        Duration testTimeout) {

    private static final String RESULTS = "--results";
    private static final String STATUS = "--status";
    private static final String PROJECT_ROOTS = "--project-roots";
    private static final String INSTRUCTOR_ROOTS = "--instructor-roots";
    private static final String TEST_TIMEOUT = "--test-timeout-millis";
    private static final List<String> OPTIONS = List.of(RESULTS, STATUS, PROJECT_ROOTS, INSTRUCTOR_ROOTS,
            TEST_TIMEOUT);

    /** Copies the lists. */
    public TestRunArguments {
        projectRoots = List.copyOf(projectRoots);
        instructorRoots = List.copyOf(instructorRoots);
    }

    /** The arguments as {@link TestRunnerMain#main} receives them. */
    public List<String> toList() {
        return List.of(RESULTS, resultSocket.toString(), STATUS, statusFile.toString(),
                PROJECT_ROOTS, ChildOptions.join(projectRoots), INSTRUCTOR_ROOTS, ChildOptions.join(instructorRoots),
                TEST_TIMEOUT, Long.toString(testTimeout.toMillis()));
    }

    /**
     * Reads the arguments {@link #toList()} wrote.
     *
     * @throws IllegalArgumentException naming the option missing, repeated, unknown or malformed
     */
    public static TestRunArguments parse(String[] arguments) {
        Map<String, String> values = ChildOptions.parse(arguments, OPTIONS);
        try {
            return new TestRunArguments(Path.of(values.get(RESULTS)), Path.of(values.get(STATUS)),
                    ChildOptions.paths(values.get(PROJECT_ROOTS)), ChildOptions.paths(values.get(INSTRUCTOR_ROOTS)),
                    Duration.ofMillis(Long.parseLong(values.get(TEST_TIMEOUT))));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number is malformed: " + e.getMessage(), e);
        }
    }
}
