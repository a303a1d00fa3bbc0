package io.github.heuristicgrader.report;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * One output written from a model, {@code M}: a grade's from its {@code GradeReport} ({@link ReportWriter}), a
 * class report's from its {@code ClassReport}; a file in the run's directory, or a summary appended to a file that CI
 * names.
 *
 * @param <M> the model the output shows
 */
public interface ModelWriter<M> {

    /**
     * The name of the file this writer puts in the run's directory, or null when it writes to a file that CI names
     * instead.
     */
    String fileName();

    /**
     * Writes what this writer makes of {@code model} for {@code run}.
     *
     * @return the file written, or null when {@code run} asks for none (the CI variable naming its file is unset)
     * @throws IOException when the file cannot be written
     * @throws InvalidPathException when the CI variable names no valid path
     */
    Path write(M model, ReportRun run) throws IOException;

    /**
     * What went wrong, in one sentence for the build log, when {@link #write} threw {@code failure} for {@code run},
     * e.g. {@code cannot write the report target/grade/grade.json: Permission denied}.
     */
    String cannotWrite(ReportRun run, Exception failure);
}
