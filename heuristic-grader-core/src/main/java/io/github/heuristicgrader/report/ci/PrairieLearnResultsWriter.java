package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.json.JsonOutput;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import java.io.IOException;
import java.util.List;

/**
 * Writes a {@link GradeReport} in PrairieLearn's external-grader format, as {@value #FILE_NAME}; the platform's
 * command copies it to {@code /grade/results/results.json}.
 *
 * <p>Top level: {@code gradable} (false when grading could not be done at all, a setup error, so that the
 * attempt is not charged to the student), {@code score} (the report's score over its maximum, in 0..1; 0 when
 * nothing could be earned), {@code message} (the score and whether the grade passes, one line, ending in
 * {@code Build not trusted: see the output.} when the configuration names reasons not to trust the build),
 * {@code output} (the same lines as Gradescope's output) and {@code tests}: the report's {@link ScoredParts}, one
 * per graded heuristic, unfilled slot and test points entry, each with {@code name}, {@code description},
 * {@code points}, {@code max_points}, {@code message} and {@code output}. Output is UTF-8, indented like {@code grade.json}, ending in
 * a newline; the same report always gives the same bytes.
 *
 * <p>Sources that do not compile are not gradable either, the student's attempt not charged: {@code message} starts
 * with {@code The submission does not compile:} and the tests with the part {@code compilation}.
 */
public final class PrairieLearnResultsWriter extends ReportFileWriter {

    /** The file name the results are written to in the grade directory. */
    public static final String FILE_NAME = "prairielearn-results.json";

    private static final JsonOutput WRITER = JsonOutput.indented(JsonOutput.Names.SNAKE_CASE);

    /** A writer; it holds no state and may be shared. */
    public PrairieLearnResultsWriter() {
        super(FILE_NAME);
    }

    /**
     * The results: UTF-8 JSON ending in a newline; a run set up wrong (grading could not be done at all) makes them
     * not gradable, as sources that do not compile ({@link GradeReport#compilation()}) do.
     */
    @Override
    public byte[] fileBytes(GradeReport report, ReportRun run) throws IOException {
        return WRITER.toFile(results(report, run.setupError()));
    }

    /** What the file holds, before it is written as JSON. */
    public Record results(GradeReport whole, boolean setupError) {
        GradeReport report = whole.shownIn(HiddenTestNames::prairielearn);
        List<Test> tests = ScoredParts.of(report).stream().map(part -> new Test(part.name(), part.description(),
                part.earned(), part.possible(), part.message(), part.output())).toList();
        double score = report.maxScore() > 0 ? Math.min(1.0, Math.max(0.0, (double) report.score()
                / report.maxScore())) : 0.0;
        boolean compiled = report.compilation().compiled();
        String message = (setupError ? "Grading could not be done as configured. " : "")
                + (compiled ? "" : "The submission does not compile: " + report.compilation().message() + ". ")
                + "Score: "
                + report.score() + "/" + report.maxScore() + (report.passed() ? ". The grade passes."
                : ". The grade fails.")
                + (report.configuration().buildNotTrusted().isEmpty() ? ""
                        : " " + GradeReport.Configuration.NOT_TRUSTED + "see the output.");
        return new Results(!setupError && compiled, score, message, GradescopeResultsWriter.output(report), tests);
    }

    /** The whole file. */
    private record Results(boolean gradable, double score, String message, String output, List<Test> tests) {
    }

    /** One PrairieLearn test. */
    private record Test(String name, String description, int points, int maxPoints, String message, String output) {
    }
}
