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
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link GradeReport} as Gradescope's {@code results.json}, the file a Gradescope autograder leaves in
 * {@code /autograder/results/}.
 *
 * <p>Only fields of Gradescope's documented format are written. Top level: {@code score} (the report's score),
 * {@code execution_time} (whole seconds), {@code output} (the score, one line per heuristic and one for the JUnit
 * tests), {@code output_format}, {@code test_output_format} and {@code test_name_format} (all {@code text}, so that no
 * student string is rendered as HTML or Markdown), {@code extra_data} ({@code max_score}, {@code passed},
 * {@code generator}: Gradescope has no top-level field for the points possible) and {@code tests}. Per heuristic,
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
 * <p>Every test has {@code name}, {@code score}, {@code max_score}, {@code status}, {@code output} and
 * {@code visibility}: {@code visible}, except for a test points entry covering an instructor's test, which is
 * {@code after_published} so that the hidden tests' names and failures reach students only when the instructor
 * publishes the grades. The tests' scores add up to {@code score}, their maxima to {@code extra_data.max_score}.
 *
 * <p>Output is UTF-8, indented like {@code grade.json}, ending in a newline; the same report and execution time
 * always give the same bytes.
 */
public final class GradescopeResultsWriter extends ReportFileWriter {

    /** The file name the results are written to. */
    public static final String FILE_NAME = "results.json";

    /** How Gradescope is told to show every string: as plain text. */
    private static final String TEXT = "text";
    private static final String VISIBLE = "visible";
    private static final String AFTER_PUBLISHED = "after_published";

    /** Most failures of tests that one test points entry's output shows. */
    static final int FAILURES_SHOWN = 10;

    private static final JsonOutput WRITER = JsonOutput.indented(JsonOutput.Names.SNAKE_CASE);

    /** A writer; it holds no state and may be shared. */
    public GradescopeResultsWriter() {
        super(FILE_NAME);
    }

    /** The whole file; field names become snake case, as Gradescope spells them. */
    private record Results(int score, long executionTime, String output, String outputFormat,
            String testOutputFormat, String testNameFormat, ExtraData extraData, List<Test> tests) {
    }

    /** What Gradescope stores without reading it. */
    private record ExtraData(int maxScore, boolean passed, String generator) {
    }

    /** One Gradescope test case. */
    private record Test(String name, int score, int maxScore, String status, String output, String visibility) {
    }

    /** The results: UTF-8 JSON ending in a newline, the run's wall time in whole seconds (rounded to the nearest). */
    @Override
    public byte[] fileBytes(GradeReport report, ReportRun run) throws IOException {
        return WRITER.toFile(results(report, run.executionTime()));
    }

    /** What the file holds, before it is written as JSON. */
    public Record results(GradeReport whole, Duration executionTime) {
        GradeReport report = whole.shownIn(HiddenTestNames::gradescope);
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
        tests.addAll(junitTests(report.tests()));
        long seconds = Math.max(0, executionTime.plusMillis(500).toSeconds());
        return new Results(report.score(), seconds, output(report), TEXT, TEXT, TEXT,
                new ExtraData(report.maxScore(), report.passed(), report.generator()), List.copyOf(tests));
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
                heuristic.verdict() == Verdict.PASSED ? "passed" : "failed", CheckOutcomes.verdictText(heuristic),
                VISIBLE);
    }

    private static Test pointsTest(HeuristicReport heuristic, CheckOutcome outcome) {
        Points points = outcome.points();
        boolean passed = outcome.status() == Status.PASSED && points.earned() >= points.possible();
        StringBuilder output = new StringBuilder(points.reason());
        // The reason has the counts already; a failed check adds its example.
        if (outcome.failed()) {
            if (outcome.exampleCaption() != null) {
                output.append("\n\n").append(capitalized(outcome.exampleCaption())).append(":\n")
                        .append(String.join("\n", outcome.exampleRows()));
            }
            if (!outcome.solution().isEmpty()) {
                output.append("\n\nAn optimal solution from it, one ").append(ReportDomains.of(heuristic).stateNoun())
                        .append(" per line (rows top to bottom):\n")
                        .append(String.join("\n", outcome.solution()));
            }
        }
        return new Test(heuristic.heading() + ": " + outcome.check().id(), points.earned(), points.possible(),
                passed ? "passed" : "failed", output.toString(), VISIBLE);
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The test run when it did not complete, then one test per test points entry. */
    private static List<Test> junitTests(TestReport tests) {
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
            junit.add(new Test("instructor test run", 0, 0, "failed", output.toString(), AFTER_PUBLISHED));
        }
        for (TestPoints points : tests.points()) {
            junit.add(testPointsTest(points, tests));
        }
        return junit;
    }

    private static Test testPointsTest(TestPoints points, TestReport tests) {
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
                passed ? "passed" : "failed", output.toString(), hidden ? AFTER_PUBLISHED : VISIBLE);
    }
}
