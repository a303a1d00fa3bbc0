package io.github.heuristicgrader.report;

import io.github.heuristicgrader.fork.WorkDirectoryException;
import io.github.heuristicgrader.rubric.GradescopeOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Function;

/**
 * The grading run the {@link ReportWriter writers} write a report for.
 *
 * @param directory the grade directory, where the report's files go
 * @param executionTime the run's wall time so far
 * @param setupError whether the run was set up wrong (a required slot empty, a class filling two slots), which some
 *     CI formats report apart from a failing grade
 * @param environment the process environment by variable name, null when unset; it names CI's files
 * @param gradescope what the rubric asks of Gradescope's results beyond the grade
 */
public record ReportRun(Path directory, Duration executionTime, boolean setupError,
        Function<String, String> environment, GradescopeOptions gradescope) {

    /** A run whose rubric leaves Gradescope's options to the default. */
    public ReportRun(Path directory, Duration executionTime, boolean setupError,
            Function<String, String> environment) {
        this(directory, executionTime, setupError, environment, GradescopeOptions.DEFAULT);
    }

    /** A run that writes into {@code directory} and names no file of CI's: a class report's, built from reports. */
    public static ReportRun in(Path directory) {
        return new ReportRun(directory, Duration.ZERO, false, variable -> null);
    }

    /**
     * The message of a writer that could not write {@code fileName} in the grade directory:
     * {@code cannot write the report <file>: <why>}.
     */
    String cannotWriteFile(String fileName, Exception failure) {
        return "cannot write the report " + directory.resolve(fileName) + ": "
                + (failure instanceof IOException io ? WorkDirectoryException.reason(io) : failure.toString());
    }

    /**
     * The file the environment variable {@code variable} names, or null when it is unset or blank.
     *
     * @throws java.nio.file.InvalidPathException when its value is no path
     */
    public Path fileNamedBy(String variable) {
        String file = environment.apply(variable);
        return file == null || file.isBlank() ? null : Path.of(file);
    }
}
