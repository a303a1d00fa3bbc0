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
     * Writes {@code model} to the file's name in the run's directory ({@link ReportFiles#replace}), and the same
     * bytes to the file {@link #copyNamedBy} names, when it names one, first.
     *
     * @return the file written in the run's directory
     * @throws IOException when the directory or the file cannot be written
     */
    @Override
    public final Path write(M model, ReportRun run) throws IOException {
        byte[] bytes = fileBytes(model, run);
        writeCopy(run, bytes);
        return writeIn(run.directory(), bytes);
    }

    /**
     * A second file that gets the same bytes, which CI's environment names for a platform that reads the file where
     * it chooses; null (the default) for none.
     */
    protected Path copyNamedBy(ReportRun run) {
        return null;
    }

    /** Puts {@code bytes} at the file {@link #copyNamedBy} names, when it names one ({@link ReportFiles#replace}). */
    protected final void writeCopy(ReportRun run, byte[] bytes) throws IOException {
        Path copy = copyNamedBy(run);
        if (copy != null) {
            Path absolute = copy.toAbsolutePath();
            ReportFiles.replace(absolute.getParent(), absolute.getFileName().toString(), bytes);
        }
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
