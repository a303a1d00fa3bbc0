package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.json.JsonOutput;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.Verdict;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link GradeReport} in PrairieLearn's external-grader format, as {@value #FILE_NAME}; the platform's
 * command copies it to {@code /grade/results/results.json}.
 *
 * <p>Top level: {@code gradable} (false when grading could not be done at all, a setup error, so that the
 * attempt is not charged to the student), {@code score} (the report's score over its maximum, in 0..1; 0 when
 * nothing could be earned), {@code message} (the score and whether the grade passes, one line, ending in
 * {@code Build not trusted: see the output.} when the configuration names reasons not to trust the build),
 * {@code output} (the same lines as Gradescope's output), {@code format_errors} (why it is not gradable, one line
 * each, PrairieLearn's alert; empty when gradable) and {@code tests}: the report's {@link ScoredParts}, one per graded
 * heuristic, unfilled slot and test points entry, each with {@code name}, {@code description}, {@code points},
 * {@code max_points}, {@code message}, {@code output} and {@code images}: for a heuristic whose admissibility check
 * failed, the drawing of its smallest counterexample ({@link CounterexampleImage}, an SVG data URL of bounded size),
 * otherwise none. Output is UTF-8, indented like {@code grade.json}, ending in a newline; the same report always gives
 * the same bytes.
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
        Map<String, HeuristicReport> byHeading = new HashMap<>();
        report.heuristics().forEach(heuristic -> byHeading.put(heuristic.heading(), heuristic));
        List<Test> tests = ScoredParts.of(report).stream().map(part -> test(part, byHeading.get(part.name())))
                .toList();
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
        boolean gradable = !setupError && compiled;
        return new Results(gradable, score, message, GradescopeResultsWriter.output(report),
                gradable ? List.of() : formatErrors(report, setupError), tests);
    }

    /**
     * A heuristic's part with the drawing of its smallest admissibility counterexample ({@link CounterexampleImage}),
     * when it has one; its output says so when the drawing was left out for its size.
     */
    private static Test test(ScoredParts.Part part, HeuristicReport heuristic) {
        CounterexampleImage image = heuristic == null ? null : CounterexampleImage.of(heuristic);
        String output = part.output();
        int tooLarge = heuristic == null || image != null ? 0 : CounterexampleImage.tooLarge(heuristic);
        if (tooLarge > 0) {
            output += "The drawing of the smallest counterexample is left out: " + tooLarge
                    + " characters as a data URL, over the bound of " + CounterexampleImage.MAX_URL_CHARS + ".\n";
        }
        return new Test(part.name(), part.description(), part.earned(), part.possible(), part.message(), output,
                image == null ? List.of() : List.of(image));
    }

    /**
     * Why the submission cannot be graded, one line each, for PrairieLearn's {@code format_errors}: the compiler's
     * messages after {@code The submission does not compile: …}, or what was set up wrong (each slot no single class
     * fills, each class that could not be loaded, no heuristic found).
     */
    static List<String> formatErrors(GradeReport report, boolean setupError) {
        List<String> errors = new ArrayList<>();
        if (!report.compilation().compiled()) {
            errors.add("The submission does not compile: " + report.compilation().message() + ".");
            errors.addAll(report.compilation().lines());
        }
        if (setupError) {
            errors.addAll(CheckOutcomes.unfilledSlots(report));
            report.heuristics().stream().filter(heuristic -> heuristic.verdict() == Verdict.NOT_LOADABLE)
                    .forEach(heuristic -> errors.add(heuristic.heading() + ": " + heuristic.message()));
            if (report.heuristics().isEmpty()) {
                errors.add("No heuristic was found in the submission.");
            }
            if (errors.isEmpty()) {
                errors.add("Grading could not be done as configured; see the output.");
            }
        }
        return List.copyOf(errors);
    }

    /** The whole file. */
    private record Results(boolean gradable, double score, String message, String output, List<String> formatErrors,
            List<Test> tests) {
    }

    /** One PrairieLearn test; {@code images} holds its counterexample's drawing, or nothing. */
    private record Test(String name, String description, int points, int maxPoints, String message, String output,
            List<CounterexampleImage> images) {
    }
}
