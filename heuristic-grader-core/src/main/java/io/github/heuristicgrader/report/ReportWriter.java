package io.github.heuristicgrader.report;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * One output of a grade written from its {@link GradeReport}: a file in the grade directory, or a summary appended to a
 * file that CI names. Every output goes through {@link #ALL}, in its order.
 */
public interface ReportWriter {

    /**
     * Every writer, in the order a grade writes them: {@code grade.json} and the page first, so that a failure of a
     * CI writer after them still leaves the report to read.
     */
    List<ReportWriter> ALL = List.of(new JsonReportWriter(), new HtmlReportWriter(), new GradescopeResultsWriter(),
            new JUnitXmlReportWriter(), new PrairieLearnResultsWriter(), new MarkdownSummaryWriter(),
            new GitHubClassroomWriter());

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
