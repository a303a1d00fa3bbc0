package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.result.GradeReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Writes a {@link GradeReport} as one self-contained {@code index.html}: inline style and script, states drawn as
 * inline SVG, no network resource, readable on a phone and in print.
 *
 * <p>The page shows the numbers of {@code grade.json}: the score and how it splits between heuristics and tests, a
 * score card per heuristic and a chart of the time per evaluation, a score card of the tests; per heuristic a score
 * card per rubric item (outcome, points, figures), the counterexamples as drawn states (the admissibility
 * counterexample with its optimal solution to step through, the inconsistent move, the state below the baseline), the
 * failure, a chart and a table of A* expansions against h = 0, the domain's baseline and the exact distance, and an
 * informedness heatmap; the JUnit tests (the run's outcome, the count of each status, a score card per test points
 * entry, every test with its failure, the project's test JVM's last output, and how the instructor's test JVM ended and
 * what it printed); then the A* suite and the state database. Every string from the report is HTML-escaped, and JSON
 * embedded in a script cannot end it. The same report always gives the same bytes.
 */
public final class HtmlReportWriter extends ReportFileWriter {

    /** The file name the page is written to. */
    public static final String FILE_NAME = "index.html";

    /** A writer; it holds no state and may be shared. */
    public HtmlReportWriter() {
        super(FILE_NAME);
    }

    /** The page, UTF-8. */
    @Override
    public byte[] fileBytes(GradeReport report, ReportRun run) {
        return page(report);
    }

    /** Writes the page of {@code report} to {@link #FILE_NAME} in {@code directory}: the file written. */
    public Path write(GradeReport report, Path directory) throws IOException {
        return writeIn(directory, page(report));
    }

    private static byte[] page(GradeReport report) {
        // getBytes replaces a lone surrogate from student text where writeString would refuse the whole page.
        return ReportPage.render(report).getBytes(StandardCharsets.UTF_8);
    }
}
