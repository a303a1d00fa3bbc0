package io.github.heuristicgrader.report;

import io.github.heuristicgrader.result.GradeReport;

/**
 * A {@link ReportWriter} of one file in the grade directory: its bytes made whole first, then put at its name,
 * creating the directory when missing and replacing whatever is at the name without opening it
 * ({@link ReportFiles#replace}).
 */
public abstract class ReportFileWriter extends ModelFileWriter<GradeReport> implements ReportWriter {

    /** A writer of the file {@code fileName} in the grade directory. */
    protected ReportFileWriter(String fileName) {
        super(fileName);
    }
}
