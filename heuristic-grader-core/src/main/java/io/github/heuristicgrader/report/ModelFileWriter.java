package io.github.heuristicgrader.report;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A {@link ModelWriter} of one file in the run's directory: its bytes made whole first, then put at its name,
 * creating the directory when missing and replacing whatever is at the name without opening it
 * ({@link ReportFiles#replace}).
 *
 * @param <M> the model the file shows
 */
public abstract class ModelFileWriter<M> implements ModelWriter<M> {

    private final String fileName;

    /** A writer of the file {@code fileName} in the run's directory. */
    protected ModelFileWriter(String fileName) {
        this.fileName = fileName;
    }

    /** The whole file for {@code model} written in {@code run}. */
    public abstract byte[] fileBytes(M model, ReportRun run) throws IOException;

    /**
     * Writes {@code model} to the file's name in the run's directory ({@link ReportFiles#replace}).
     *
     * @return the file written
     * @throws IOException when the directory or the file cannot be written
     */
    @Override
    public final Path write(M model, ReportRun run) throws IOException {
        return writeIn(run.directory(), fileBytes(model, run));
    }

    @Override
    public final String fileName() {
        return fileName;
    }

    @Override
    public final String cannotWrite(ReportRun run, Exception failure) {
        return run.cannotWriteFile(fileName, failure);
    }

    /** Puts {@code bytes} at the file's name in {@code directory} ({@link ReportFiles#replace}): the file written. */
    protected final Path writeIn(Path directory, byte[] bytes) throws IOException {
        return ReportFiles.replace(directory, fileName, bytes);
    }
}
