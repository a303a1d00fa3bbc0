package io.github.heuristicgrader.report;

import io.github.heuristicgrader.result.GradeReport;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * One output of a grade written from its {@link GradeReport}: a file in the grade directory, or a summary appended to a
 * file that CI names. The formats a grade can choose from, each with its writer, are
 * {@code report.formats.ReportFormat}.
 */
public interface ReportWriter {

    /**
     * The name of the file this writer puts in the grade directory, or null when it writes to a file that CI names
     * instead.
     */
    String fileName();

    /**
     * Writes what this writer makes of {@code report} for {@code run}.
     *
     * @return the file written, or null when {@code run} asks for none (the CI variable naming its file is unset)
     * @throws IOException when the file cannot be written
     * @throws InvalidPathException when the CI variable names no valid path
     */
    Path write(GradeReport report, ReportRun run) throws IOException;

    /**
     * What went wrong, in one sentence for the build log, when {@link #write} threw {@code failure} for {@code run},
     * e.g. {@code cannot write the report target/grade/grade.json: Permission denied}.
     */
    String cannotWrite(ReportRun run, Exception failure);
}
