package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.CheckOutcomes.Status;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.ReportWriter;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.LongerPath;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes a {@link GradeReport} as a GitHub-flavoured Markdown summary, the kind a GitHub Actions step appends to
 * the file named by {@code GITHUB_STEP_SUMMARY} to show it on the run's page.
 *
 * <p>The summary has the score and a table of the heuristics with verdict and points; then per heuristic its message,
 * the exact-distance flag with its constructor time and time per call when it equals the exact distance, and a table of
 * its checks with result, points and counts; for an inconsistent heuristic, one sentence per start from which A*
 * without reopening found a longer path than the optimum; the admissibility counterexample as a code block of the
 * state's text rows, as its domain draws them; and, for a heuristic that could not be run, what happened in a code
 * block. Then the JUnit tests: the outcome, the points and the run's message; a table of the counts when they were run;
 * a table of the test points entries; each test that failed, timed out or crashed (up to {@value #FAILURES_SHOWN}) with
 * its failure in a code block; and what the test JVM printed last when the run did not complete. Student strings (class
 * names, test names, messages, exception text) are escaped: in running text and tables every character Markdown or HTML
 * could read as markup is backslash-escaped and line ends become spaces; in code blocks the fence is longer than any
 * run of backticks inside; everywhere, workflow commands and terminal escapes are made inert ({@link CiText}). The same
 * report always gives the same text.
 *
 * <p>When the sources did not compile, a section {@code Compilation} comes after the score, before the table, with
 * what did not compile and the compiler's messages in a code block.
 */
public final class MarkdownSummaryWriter implements ReportWriter {

    /** The environment variable GitHub Actions sets to the file a step appends its Markdown summary to. */
    public static final String STEP_SUMMARY_VARIABLE = "GITHUB_STEP_SUMMARY";

    private static final String PASS = "✅";
    private static final String FAIL = "❌";
    private static final String NOT_RUN = "➖";

    /** Most failing tests whose failure the summary shows. */
    static final int FAILURES_SHOWN = 10;

    /** Characters that can start or end Markdown or HTML markup inline, GitHub's extensions included. */
    private static final String MARKUP = "\\`*_[]<>|~#!&$(){}";

    /** A writer; it holds no state and may be shared. */
    public MarkdownSummaryWriter() {
    }

    /**
     * Appends the summary of {@code report} to {@code file}, creating it when missing; a non-empty file gets a
     * line end first, so that the summary starts on a line of its own. Something other than a regular file at
     * {@code file} (a link, a FIFO, on which opening would block, a directory) is refused before it is opened.
     *
     * @return {@code file}
     * @throws IOException when the file cannot be written or is not a regular file
     */
    /** None: the file is the one {@value #STEP_SUMMARY_VARIABLE} names. */
    @Override
    public String fileName() {
        return null;
    }

    /** Appends the summary to the file {@value #STEP_SUMMARY_VARIABLE} names; nothing when it names none. */
    @Override
    public Path write(GradeReport report, ReportRun run) throws IOException {
        Path file = run.fileNamedBy(STEP_SUMMARY_VARIABLE);
        return file == null ? null : appendTo(report, file);
    }

    @Override
    public String cannotWrite(ReportRun run, Exception failure) {
        return "cannot append the grade summary to " + run.environment().apply(STEP_SUMMARY_VARIABLE) + " ("
                + STEP_SUMMARY_VARIABLE + "): " + failure;
    }

    /** Appends the summary of {@code report} to {@code file} ({@link ReportFiles#append}): {@code file}. */
    public Path appendTo(GradeReport report, Path file) throws IOException {
        return ReportFiles.append(file, render(report), true);
    }

    /** The summary of {@code report}, ending in a line end. */
    public String render(GradeReport whole) {
        GradeReport report = whole.shownIn(HiddenTestNames::summary);
        StringBuilder markdown = new StringBuilder();
        String titles = ReportDomains.of(report).stream().map(Domain::title).collect(Collectors.joining(" and "));
        markdown.append("## ").append(titles.isEmpty() ? "Heuristics" : inline(titles) + " heuristics").append(": ")
                .append(report.score()).append('/')
                .append(report.maxScore())
                .append(" points, ").append(report.passed() ? PASS + " the grade passes" : FAIL + " the grade fails")
                .append("\n\n");
        GradeReport.CompilationReport compilation = report.compilation();
        if (!compilation.compiled()) {
            markdown.append("### Compilation: ").append(compilation.outcome().id()).append("\n\n").append(FAIL)
                    .append(' ').append(inline(compilation.message())).append("\n\n");
            codeBlock(markdown, String.join("\n", compilation.lines()));
            markdown.append('\n');
        }
        if (report.heuristics().isEmpty()) {
            markdown.append("No heuristic was graded.\n");
        } else {
            markdown.append("| heuristic | verdict | points |\n| --- | --- | --- |\n");
            for (HeuristicReport heuristic : report.heuristics()) {
                markdown.append("| ").append(inline(heuristic.heading())).append(" | ").append(verdict(heuristic))
                        .append(" | ").append(heuristic.score()).append('/').append(heuristic.maxScore())
                        .append(" |\n");
            }
        }
        for (String line : CheckOutcomes.unfilledSlots(report)) {
            markdown.append('\n').append(FAIL).append(' ').append(inline(line)).append('\n');
        }
        for (HeuristicReport heuristic : report.heuristics()) {
            heuristic(markdown, heuristic);
        }
        tests(markdown, report.tests());
        markdown.append("\nThe whole report is `index.html` (and `grade.json`) in the grade directory, ")
                .append("`target/grade/` by default.\n");
        if (report.sandbox() != null) {
            markdown.append('\n').append(inline(report.sandbox().summary())).append('\n');
        }
        for (String line : report.configuration().lines()) {
            markdown.append('\n').append(inline(line)).append('\n');
        }
        for (String line : report.regionLines()) {
            markdown.append('\n').append(inline(line)).append('\n');
        }
        return markdown.toString();
    }

    private static void heuristic(StringBuilder markdown, HeuristicReport heuristic) {
        markdown.append("\n### ").append(inline(heuristic.heading())).append(": ").append(heuristic.verdict().id())
                .append(", ").append(heuristic.score()).append('/').append(heuristic.maxScore()).append(" points\n\n")
                .append(inline(heuristic.message())).append("\n\n");
        String standing = CheckOutcomes.slotStanding(heuristic);
        if (standing != null) {
            markdown.append("**Slot:** ").append(inline(standing)).append("\n\n");
        }
        String exactDistance = CheckOutcomes.exactDistanceNote(heuristic);
        if (exactDistance != null) {
            markdown.append("**Exact distance:** ").append(inline(exactDistance)).append("\n\n");
        }
        markdown.append("| check | result | points | details |\n| --- | --- | --- | --- |\n");
        CheckOutcome counterexample = null;
        for (CheckOutcome outcome : CheckOutcomes.of(heuristic)) {
            markdown.append("| ").append(outcome.check().id()).append(" | ").append(result(outcome.status()))
                    .append(" | ").append(CheckOutcomes.points(outcome.points())).append(" | ")
                    // An item not earned says why: the item it requires that failed.
                    .append(inline(outcome.status() == Status.NOT_EARNED ? outcome.points().reason()
                            : outcome.summary()))
                    .append(" |\n");
            if (outcome.check() == Check.ADMISSIBLE && outcome.failed() && !outcome.exampleRows().isEmpty()) {
                counterexample = outcome;
            }
        }
        if (heuristic.closedSetSearch() != null) {
            for (LongerPath longer : heuristic.closedSetSearch().longer()) {
                markdown.append("\n**Not consistent:** ").append(inline(longer.sentence(ReportDomains.of(heuristic))))
                        .append('\n');
            }
        }
        if (counterexample != null) {
            markdown.append("\nAdmissibility, ").append(inline(counterexample.exampleCaption()))
                    .append(" (rows top to bottom; an optimal solution is in the report):\n\n");
            codeBlock(markdown, String.join("\n", counterexample.exampleRows()));
        }
        Failure failure = heuristic.failure();
        if (failure != null) {
            markdown.append("\nWhat happened: ").append(inline(failure.kind()));
            if (failure.state() != null) {
                markdown.append(", evaluating ").append(inline(String.join(" ",
                        CheckOutcomes.rows(ReportDomains.of(heuristic), failure.state()))));
            }
            markdown.append("\n\n");
            codeBlock(markdown, failure.detail());
            if (failure.output() != null) {
                markdown.append("\nWhat the heuristic printed last:\n\n");
                codeBlock(markdown, failure.output());
            }
        }
    }

    private static void tests(StringBuilder markdown, TestReport tests) {
        markdown.append("\n### Tests: ").append(tests.outcome().id());
        if (tests.maxScore() > 0) {
            markdown.append(", ").append(tests.score()).append('/').append(tests.maxScore()).append(" points");
        }
        markdown.append("\n\n").append(inline(tests.message())).append('\n');
        if (tests.outcome() != TestRunOutcome.NOT_RUN) {
            markdown.append("\n| tests | successful | failed | aborted | skipped | timed-out | crashed | not-run |\n")
                    .append("| --- | --- | --- | --- | --- | --- | --- | --- |\n| ").append(tests.total());
            for (int count : new int[] {tests.successful(), tests.failed(), tests.aborted(), tests.skipped(),
                    tests.timedOut(), tests.crashed(), tests.notRun()}) {
                markdown.append(" | ").append(count);
            }
            markdown.append(" |\n");
        }
        if (!tests.points().isEmpty()) {
            markdown.append("\n| test points | points | reason |\n| --- | --- | --- |\n");
            for (TestPoints points : tests.points()) {
                markdown.append("| ").append(points.kind()).append(' ').append(inline(points.name())).append(" | ")
                        .append(points.earned()).append('/').append(points.possible()).append(" | ")
                        .append(inline(points.reason())).append(" |\n");
            }
        }
        List<TestResult> failing = tests.results().stream().filter(result -> result.status() == TestStatus.FAILED
                || result.status() == TestStatus.TIMED_OUT || result.status() == TestStatus.CRASHED).toList();
        for (TestResult result : failing.subList(0, Math.min(FAILURES_SHOWN, failing.size()))) {
            markdown.append('\n').append(FAIL).append(' ').append(result.status().id()).append(' ')
                    .append(inline(result.label()));
            if (result.failure() == null) {
                markdown.append('\n');
            } else {
                markdown.append(":\n\n");
                codeBlock(markdown, result.failure());
            }
        }
        if (failing.size() > FAILURES_SHOWN) {
            markdown.append("\n... and ").append(failing.size() - FAILURES_SHOWN)
                    .append(" more failing tests; see the report.\n");
        }
        if (tests.output() != null) {
            markdown.append("\nWhat the tests printed last:\n\n");
            codeBlock(markdown, tests.output());
        }
    }

    /** {@code Class#method}, or the display name when JUnit gives no method; a display name of its own follows. */
    private static String verdict(HeuristicReport heuristic) {
        return (heuristic.verdict() == Verdict.PASSED ? PASS : FAIL) + " " + heuristic.verdict().id();
    }

    private static String result(Status status) {
        return switch (status) {
            case PASSED -> PASS + " " + status.word();
            case FAILED, PARTIAL -> FAIL + " " + status.word();
            case NOT_RUN, NOT_EARNED -> NOT_RUN + " " + status.word();
        };
    }

    /**
     * {@code text} as inline Markdown that shows exactly these characters: every markup character backslash-escaped
     * (which also keeps a {@code |} from ending a table cell), line ends and tabs as spaces, other control
     * characters and lone surrogates as U+FFFD; "" for null.
     */
    static String inline(String text) {
        if (text == null) {
            return "";
        }
        String printable = printable(text);
        StringBuilder inline = new StringBuilder(printable.length() + 8);
        for (int i = 0; i < printable.length(); i++) {
            char c = printable.charAt(i);
            if (c == '\n' || c == '\t') {
                inline.append(' ');
            } else {
                if (MARKUP.indexOf(c) >= 0) {
                    inline.append('\\');
                }
                inline.append(c);
            }
        }
        return inline.toString();
    }

    /**
     * Appends {@code text} as a fenced code block. The fence is longer than the longest run of backticks in the
     * text, so the text cannot close it; control characters but line ends and tabs, and lone surrogates, become
     * U+FFFD.
     */
    static void codeBlock(StringBuilder markdown, String text) {
        String body = text == null ? "" : printable(text);
        int longestRun = 0;
        int run = 0;
        for (int i = 0; i < body.length(); i++) {
            run = body.charAt(i) == '`' ? run + 1 : 0;
            longestRun = Math.max(longestRun, run);
        }
        String fence = "`".repeat(Math.max(3, longestRun + 1));
        markdown.append(fence).append("text\n").append(body);
        if (!body.isEmpty() && !body.endsWith("\n")) {
            markdown.append('\n');
        }
        markdown.append(fence).append('\n');
    }

    /**
     * {@code text} with line ends as {@code \n}, control characters other than line ends and tabs, and lone
     * surrogates (which UTF-8 cannot encode), as U+FFFD, and inert for CI log parsers ({@link CiText}): the summary
     * may be printed to a log or read by another tool.
     */
    private static String printable(String text) {
        return CiText.inert(text);
    }
}
