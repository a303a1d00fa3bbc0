package io.github.heuristicgrader.report;

import io.github.heuristicgrader.result.GradeReport;

/**
 * One output of a grade written from its {@link GradeReport}: a file in the grade directory, or a summary appended to a
 * file that CI names. The formats a grade can choose from, each with its writer, are
 * {@code report.formats.ReportFormat}; the class report's writers are {@link ModelWriter}s of the class report.
 */
public interface ReportWriter extends ModelWriter<GradeReport> {
}
