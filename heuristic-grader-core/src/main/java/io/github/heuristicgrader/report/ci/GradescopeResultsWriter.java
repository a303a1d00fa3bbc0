package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.json.JsonOutput;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.HiddenTestView;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.CheckOutcomes.Status;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.rubric.GradescopeOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link GradeReport} as Gradescope's {@code results.json}, the file a Gradescope autograder leaves in
 * {@code /autograder/results/}.
 *
 * <p>Only fields of Gradescope's documented format are written. Top level: {@code score} (the report's score),
 * {@code execution_time} (whole seconds), {@code output} (the score, one line per heuristic and one for the JUnit
 * tests), {@code output_format}, {@code test_output_format} and {@code test_name_format} (all {@code text}),
 * {@code extra_data} ({@code max_score}, {@code passed}, {@code generator}: Gradescope has no top-level field for the
 * points possible), {@code tests} and, when the rubric asks for it ({@link GradescopeOptions}), {@code leaderboard}
 * ({@link #leaderboard}). Per heuristic,
 * in report order, the tests are one named {@code <class>: verdict} worth 0 points, passed when the verdict is
 * {@code passed}, whose output holds the message and what went wrong; then one per rubric item, in rubric order,
 * with the item's points, passed when the item earned all its points and its check passed, whose output gives the
 * reason (with the counts) and, when the check failed, its example (for admissibility the smallest counterexample
 * with an optimal solution). Then the JUnit tests: when their run did not complete (and they were run, or the rubric
 * gives them points), a {@code test run} worth 0 points with the outcome, the message and what the test JVM printed
 * last; then one per test points entry of the rubric, named by kind and name ({@code test x.FooTest#bar},
 * {@code class x.FooTest}, {@code tag exam}), with the entry's points, passed when every test it covers passed,
 * whose output gives the reason and the failure of each test it covers that did not pass.
 *
 * <p>When the sources did not compile, the output says so after the score, with the compiler's messages one per
 * line ({@code file:line:column: message}), and a test {@code compilation} comes first, failed, with the points the
 * report lost to it that no other test carries ({@code pointsNotGraded}) and the messages as its output.
 *
 * <p>Every test has {@code name}, {@code score}, {@code max_score}, {@code status}, {@code output},
 * {@code output_format} and {@code visibility}. The output is {@code html} for a verdict and for a failed check with
 * an example, whose board is drawn as a table ({@link GradescopeHtml}: every text escaped, the student's above all),
 * {@code text} otherwise. The visibility is {@code visible}, except for the entries on an instructor's tests, which
 * take the rubric's {@code gradescope.hiddenTests} ({@code after_published} by default) so that the hidden tests'
 * names and failures reach students only then. The tests' scores add up to {@code score}, their maxima to
 * {@code extra_data.max_score}.
 *
 * <p>A grade writes {@link #writeUnfinished unfinished results} before it grades, so that a grade stopped on its way
 * leaves a valid file; each file is replaced whole, never written in place.
 *
 * <p>Output is UTF-8, indented like {@code grade.json}, ending in a newline; the same report and execution time
 * always give the same bytes.
 */
public final class GradescopeResultsWriter extends ReportFileWriter {

    /** The file name the results are written to. */
    public static final String FILE_NAME = "results.json";

    /** How Gradescope is told to show a string: as plain text. */
    private static final String TEXT = "text";
    /** How Gradescope is told to show a test's output that draws an example or quotes what went wrong: as HTML. */
    static final String HTML = "html";
    private static final String VISIBLE = "visible";

    /** Most failures of tests that one test points entry's output shows. */
    static final int FAILURES_SHOWN = 10;

    private static final JsonOutput WRITER = JsonOutput.indented(JsonOutput.Names.SNAKE_CASE);

    /**
     * The environment variable that names a second place for the results, which gets every stage the grade writes
     * ({@link #writeUnfinished}, then the results): the Gradescope kit sets it to
     * {@code /autograder/results/results.json}, so that a container killed mid-grade leaves there what the grade
     * had written.
     */
    public static final String RESULTS_VARIABLE = "HEURISTIC_GRADER_GRADESCOPE_RESULTS";

    /** A writer; it holds no state and may be shared. */
    public GradescopeResultsWriter() {
        super(FILE_NAME);
    }

    /** The file {@value #RESULTS_VARIABLE} names, or null when it is unset. */
    @Override
    protected Path copyNamedBy(ReportRun run) {
        return run.fileNamedBy(RESULTS_VARIABLE);
    }

    /**
     * Writes the results of a grade that has not finished ({@link #unfinishedBytes}) to the grade directory and to
     * the file {@value #RESULTS_VARIABLE} names, each replaced atomically, so that whatever stops the grade from now
     * on leaves a valid file.
     *
     * @return the file written in the grade directory
     */
    public Path writeUnfinished(ReportRun run, String stage) throws IOException {
        byte[] bytes = unfinishedBytes(stage, run.executionTime());
        writeCopy(run, bytes);
        return writeIn(run.directory(), bytes);
    }

    /** The whole file; field names become snake case, as Gradescope spells them. */
    private record Results(int score, long executionTime, String output, String outputFormat,
            String testOutputFormat, String testNameFormat, ExtraData extraData, List<Test> tests) {
    }

    /** The whole file with a leaderboard, which the rubric asked for ({@link GradescopeOptions#leaderboard}). */
    private record RankedResults(int score, long executionTime, String output, String outputFormat,
            String testOutputFormat, String testNameFormat, ExtraData extraData, List<Test> tests,
            List<LeaderboardEntry> leaderboard) {
    }

    /**
     * One column of Gradescope's leaderboard.
     *
     * @param name the column's heading
     * @param value a whole number or a decimal
     * @param order {@code asc} when lower is better, {@code desc} when higher is
     */
    record LeaderboardEntry(String name, Number value, String order) {
    }

    /** What Gradescope stores without reading it. */
    private record ExtraData(int maxScore, boolean passed, String generator) {
    }

    /** One Gradescope test case; its output is {@code text} or {@value #HTML}. */
    private record Test(String name, int score, int maxScore, String status, String output, String outputFormat,
            String visibility) {

        /** A test whose output is plain text. */
        Test(String name, int score, int maxScore, String status, String output, String visibility) {
            this(name, score, maxScore, status, output, TEXT, visibility);
        }
    }

    /** The results: UTF-8 JSON ending in a newline, the run's wall time in whole seconds (rounded to the nearest). */
    @Override
    public byte[] fileBytes(GradeReport report, ReportRun run) throws IOException {
        return WRITER.toFile(results(report, run.executionTime(), run.gradescope()));
    }

    /** What the file holds with the default options ({@link GradescopeOptions#DEFAULT}), before it is written. */
    public Record results(GradeReport whole, Duration executionTime) {
        return results(whole, executionTime, GradescopeOptions.DEFAULT);
    }

    /** What the file holds, before it is written as JSON. */
    public Record results(GradeReport whole, Duration executionTime, GradescopeOptions options) {
        GradeReport report = whole.shownIn(HiddenTestNames::gradescope);
        String hiddenVisibility = options.hiddenTests();
        List<Test> tests = new ArrayList<>();
        GradeReport.CompilationReport compilation = report.compilation();
        if (!compilation.compiled()) {
            tests.add(new Test("compilation", 0, compilation.pointsNotGraded(), "failed",
                    compilation.message() + "\n\n" + String.join("\n", compilation.lines()), VISIBLE));
        }
        for (HeuristicReport heuristic : report.heuristics()) {
            tests.add(verdictTest(heuristic));
            for (CheckOutcome outcome : CheckOutcomes.of(heuristic)) {
                if (outcome.points() != null) {
                    tests.add(pointsTest(heuristic, outcome));
                }
            }
        }
        // An empty slot's points count in the maximum: a test of its own makes the tests' maxima add up to it.
        for (GradeReport.SlotReport slot : report.slots()) {
            if (!GradeReport.SlotReport.FILLED.equals(slot.status())) {
                tests.add(new Test("slot " + slot.name() + ": " + slot.status(), 0, slot.points(), "failed",
                        slot.message(), VISIBLE));
            }
        }
        tests.addAll(junitTests(report.tests(), hiddenVisibility));
        long seconds = wholeSeconds(executionTime);
        ExtraData extraData = new ExtraData(report.maxScore(), report.passed(), report.generator());
        if (options.leaderboard()) {
            return new RankedResults(report.score(), seconds, output(report), TEXT, TEXT, TEXT, extraData,
                    List.copyOf(tests), leaderboard(report));
        }
        return new Results(report.score(), seconds, output(report), TEXT, TEXT, TEXT, extraData, List.copyOf(tests));
    }

    private static long wholeSeconds(Duration executionTime) {
        return Math.max(0, executionTime.plusMillis(500).toSeconds());
    }

    /**
     * The leaderboard: per graded heuristic that evaluated cleanly, in report order, named by its slot (by its class
     * in playground mode), its forced A* expansions summed over the effort suite's starts ({@code asc}: fewer is
     * better) and the share of the baseline's it saves, in percent to one decimal ({@code desc}). A heuristic without
     * the figures (it threw, gave a negative value) has no column: Gradescope leaves its place empty.
     */
    static List<LeaderboardEntry> leaderboard(GradeReport report) {
        List<LeaderboardEntry> entries = new ArrayList<>();
        for (HeuristicReport heuristic : report.heuristics()) {
            GradeReport.SuiteEffort effort = heuristic.effortSuite();
            if (!heuristic.graded() || effort == null) {
                continue;
            }
            String name = heuristic.slot() != null && heuristic.slot().name() != null ? heuristic.slot().name()
                    : heuristic.name();
            long forced = effort.starts().stream().mapToLong(GradeReport.EffortStart::fBelowOptimal).sum();
            entries.add(new LeaderboardEntry(name + ": forced expansions", forced, "asc"));
            entries.add(new LeaderboardEntry(name + ": % of the baseline's saved",
                    Math.round(effort.saved() * 1000) / 10.0, "desc"));
        }
        return List.copyOf(entries);
    }

    /**
     * The results of a grade that has not finished: score 0 and one failed test {@code grading} saying how far it
     * got, so that a grade stopped now (the container killed, its time up) still leaves Gradescope a valid file that
     * says why there is no grade. The grade replaces it when it ends.
     *
     * @param stage what the grade was doing, e.g. {@code the heuristics and tests were running}
     */
    public byte[] unfinishedBytes(String stage, Duration executionTime) throws IOException {
        String why = "The grade did not finish: it stopped while " + stage
                + ". Nothing was scored; submit again, and if this happens again tell your instructor.";
        return WRITER.toFile(new Results(0, wholeSeconds(executionTime), why, TEXT, TEXT, TEXT,
                new ExtraData(0, false, null), List.of(new Test("grading", 0, 0, "failed", why, VISIBLE))));
    }

    /**
     * The results of a grade part done: {@code report}'s as {@link #fileBytes} writes them, the output led by a line
     * saying that the grade did not finish and what it was doing, and a failed test {@code grading} first, worth
     * nothing, saying the same. The points are those earned so far; what was not graded yet counts in the maximum
     * and earns nothing. The grade replaces it when it ends.
     *
     * @param stage what the grade was doing, e.g. {@code the tests were running}
     */
    public byte[] unfinishedBytes(GradeReport report, ReportRun run, String stage) throws IOException {
        String why = "The grade did not finish: it stopped while " + stage + ". The points below are those graded"
                + " by then; submit again, and if this happens again tell your instructor.";
        Record whole = results(report, run.executionTime(), run.gradescope());
        if (whole instanceof RankedResults ranked) {
            return WRITER.toFile(new RankedResults(ranked.score(), ranked.executionTime(),
                    why + "\n" + ranked.output(), TEXT, TEXT, TEXT, ranked.extraData(),
                    withGrading(why, ranked.tests()), ranked.leaderboard()));
        }
        Results results = (Results) whole;
        return WRITER.toFile(new Results(results.score(), results.executionTime(), why + "\n" + results.output(),
                TEXT, TEXT, TEXT, results.extraData(), withGrading(why, results.tests())));
    }

    private static List<Test> withGrading(String why, List<Test> tests) {
        List<Test> all = new ArrayList<>();
        all.add(new Test("grading", 0, 0, "failed", why, VISIBLE));
        all.addAll(tests);
        return List.copyOf(all);
    }

    /**
     * Writes the results of a grade part done ({@link #unfinishedBytes(GradeReport, ReportRun, String)}) as
     * {@link #writeUnfinished(ReportRun, String)} does.
     *
     * @return the file written in the grade directory
     */
    public Path writeUnfinished(GradeReport report, ReportRun run, String stage) throws IOException {
        byte[] bytes = unfinishedBytes(report, run, stage);
        writeCopy(run, bytes);
        return writeIn(run.directory(), bytes);
    }

    /**
     * The run in a few lines: the score, the sandbox, the configuration's lines (locked, build not trusted), where
     * the checks ran when a domain was graded within a radius, one line per heuristic, unfilled slots and the tests.
     */
    static String output(GradeReport report) {
        StringBuilder output = new StringBuilder("Score: ").append(report.score()).append('/')
                .append(report.maxScore()).append(report.passed() ? ". The grade passes." : ". The grade fails.");
        if (!report.compilation().compiled()) {
            output.append("\nThe submission does not compile: ").append(report.compilation().message()).append('.');
            report.compilation().lines().forEach(line -> output.append('\n').append(line));
        }
        if (report.sandbox() != null) {
            output.append('\n').append(report.sandbox().summary());
        }
        report.configuration().lines().forEach(line -> output.append('\n').append(line));
        report.regionLines().forEach(line -> output.append('\n').append(line));
        for (HeuristicReport heuristic : report.heuristics()) {
            output.append('\n').append(heuristic.heading()).append(": ").append(heuristic.verdict().id()).append(", ")
                    .append(heuristic.score()).append('/').append(heuristic.maxScore()).append(" points - ")
                    .append(heuristic.message());
        }
        if (report.heuristics().isEmpty()) {
            output.append("\nNo heuristic was graded.");
        }
        CheckOutcomes.unfilledSlots(report).forEach(line -> output.append('\n').append(line));
        TestReport tests = report.tests();
        output.append("\nTests: ").append(tests.outcome().id());
        if (tests.maxScore() > 0) {
            output.append(", ").append(tests.score()).append('/').append(tests.maxScore()).append(" points");
        }
        return output.append(" - ").append(tests.message()).toString();
    }

    private static Test verdictTest(HeuristicReport heuristic) {
        return new Test(heuristic.heading() + ": verdict", 0, 0,
                heuristic.verdict() == Verdict.PASSED ? "passed" : "failed",
                GradescopeHtml.preformatted(CheckOutcomes.verdictText(heuristic)), HTML, VISIBLE);
    }

    private static Test pointsTest(HeuristicReport heuristic, CheckOutcome outcome) {
        Points points = outcome.points();
        boolean passed = outcome.status() == Status.PASSED && points.earned() >= points.possible();
        String name = heuristic.heading() + ": " + outcome.check().id();
        // The reason has the counts already; a failed check adds its example, drawn as a table.
        if (!outcome.failed() || outcome.exampleCaption() == null && outcome.solution().isEmpty()) {
            return new Test(name, points.earned(), points.possible(), passed ? "passed" : "failed", points.reason(),
                    VISIBLE);
        }
        StringBuilder output = new StringBuilder(GradescopeHtml.preformatted(points.reason()));
        if (outcome.exampleCaption() != null) {
            output.append('\n').append(GradescopeHtml.paragraph(capitalized(outcome.exampleCaption()) + ":"))
                    .append('\n').append(GradescopeHtml.grid(outcome.exampleRows()));
        }
        if (!outcome.solution().isEmpty()) {
            output.append('\n').append(GradescopeHtml.paragraph("An optimal solution from it, one "
                    + ReportDomains.of(heuristic).stateNoun() + " per line (rows top to bottom):"))
                    .append('\n').append(GradescopeHtml.preformatted(String.join("\n", outcome.solution())));
        }
        return new Test(name, points.earned(), points.possible(), passed ? "passed" : "failed", output.toString(),
                HTML, VISIBLE);
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The test run when it did not complete, then one test per test points entry. */
    private static List<Test> junitTests(TestReport tests, String hiddenVisibility) {
        List<Test> junit = new ArrayList<>();
        // Tests that were not run and earn nothing are no part of the assignment: no entry says they failed.
        boolean graded = tests.outcome() != TestRunOutcome.NOT_RUN || !tests.points().isEmpty();
        if (graded && tests.outcome() != TestRunOutcome.COMPLETED) {
            StringBuilder output = new StringBuilder(tests.outcome().id()).append(": ").append(tests.message());
            if (tests.output() != null) {
                output.append("\n\nWhat the tests printed last:\n").append(tests.output());
            }
            junit.add(new Test("test run", 0, 0, "failed", output.toString(), VISIBLE));
        }
        InstructorRun instructorRun = tests.instructorRun();
        if (instructorRun != null && (instructorRun.outcome() != TestRunOutcome.COMPLETED
                || instructorRun.message() != null)) {
            StringBuilder output = new StringBuilder(instructorRun.outcome().id());
            if (instructorRun.message() != null) {
                output.append(": ").append(instructorRun.message());
            }
            if (instructorRun.output() != null) {
                output.append("\n\nWhat the instructor's tests printed last:\n").append(instructorRun.output());
            }
            junit.add(new Test("instructor test run", 0, 0, "failed", output.toString(), hiddenVisibility));
        }
        for (TestPoints points : tests.points()) {
            junit.add(testPointsTest(points, tests, hiddenVisibility));
        }
        return junit;
    }

    private static Test testPointsTest(TestPoints points, TestReport tests, String hiddenVisibility) {
        List<TestResult> covered = tests.results().stream().filter(result -> points.tests().contains(result.uniqueId()))
                .toList();
        List<TestResult> notPassed = covered.stream().filter(r -> r.status() != TestStatus.SUCCESSFUL).toList();
        boolean passed = !covered.isEmpty() && notPassed.isEmpty() && points.earned() >= points.possible();
        StringBuilder output = new StringBuilder(points.reason());
        for (TestResult result : notPassed.subList(0, Math.min(FAILURES_SHOWN, notPassed.size()))) {
            output.append("\n\n").append(result.status().id()).append(' ').append(result.label());
            if (result.failure() != null) {
                output.append(":\n").append(result.failure());
            }
        }
        if (notPassed.size() > FAILURES_SHOWN) {
            output.append("\n\n... and ").append(notPassed.size() - FAILURES_SHOWN)
                    .append(" more tests that did not pass; see the report");
        }
        // An entry that covers no test may name a hidden one that never ran: hidden too when there were any.
        boolean hidden = HiddenTestView.onHiddenTests(points, tests);
        return new Test(points.kind() + " " + points.name(), points.earned(), points.possible(),
                passed ? "passed" : "failed", output.toString(), hidden ? hiddenVisibility : VISIBLE);
    }
}
