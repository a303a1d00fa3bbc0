package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.report.CheckOutcomes.Status;
import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import java.util.List;
import java.util.Objects;

/**
 * The page's section of the JUnit tests: how the run ended, the count of each status, the score card of each test
 * points entry, every test grouped by class, and the instructor's run.
 */
final class TestsSection extends PageSection {

    TestsSection(GradeReport report, StringBuilder out) {
        super(report, out);
    }

    /** The longest summary of a test's failure, in code points; the whole failure opens under it. */
    private static final int SUMMARY_CODE_POINTS = 160;

    /**
     * The JUnit tests: how the run ended and why, the count of each status, the score card of each test points
     * entry, a table of every test grouped by class, and what the test JVM printed last when the run stopped early.
     */
    void tests(TestReport tests) {
        out.append("<section class=\"card tests\" id=\"tests\">\n<h2>Tests ");
        if (tests == null) {
            out.append("</h2>\n<p class=\"muted\">This report has no test run.</p>\n</section>\n");
            return;
        }
        runOutcome(tests.outcome());
        out.append(" <span class=\"points\">").append(grouped(tests.score())).append(" / ")
                .append(grouped(tests.maxScore()))
                .append(" points</span></h2>\n<p class=\"message\">").append(Html.escape(tests.message()))
                .append("</p>\n<dl class=\"figures\">");
        figure("JUnit Platform", tests.platformVersion() == null ? DASH : Html.escape(tests.platformVersion()));
        figure("tests", grouped(tests.total()));
        out.append("</dl>\n");
        testCounts(tests);
        testPoints(tests);
        testResults(nonNull(tests.results()));
        if (tests.output() != null) {
            out.append("<h3>Output</h3>\n<p class=\"muted\">The last lines the test JVM printed.</p>\n");
            pre("output", tests.output());
            out.append('\n');
        }
        InstructorRun instructorRun = tests.instructorRun();
        if (instructorRun != null) {
            out.append("<h3>The instructor's test run</h3>\n<p class=\"muted\">The instructor's tests ran in a JVM of"
                    + " their own; what stopped it and what they printed are shown only here and in their entries"
                    + " of results.json.</p>\n<p class=\"message\">");
            runOutcome(instructorRun.outcome());
            if (instructorRun.message() != null) {
                out.append(' ').append(Html.escape(instructorRun.message()));
            }
            out.append("</p>\n<dl class=\"figures\">");
            figure("JUnit Platform", instructorRun.platformVersion() == null ? DASH
                    : Html.escape(instructorRun.platformVersion()));
            out.append("</dl>\n");
            if (instructorRun.output() != null) {
                pre("output", instructorRun.output());
                out.append('\n');
            }
        }
        out.append("</section>\n");
    }

    /** A chip per status with its count, zero included, and a bar split by status in proportion. */
    private void testCounts(TestReport tests) {
        out.append("<ul class=\"test-counts\">");
        for (TestStatus status : TestStatus.values()) {
            int count = testsWith(tests, status);
            out.append("<li class=\"t-").append(status.id()).append(count == 0 ? " zero" : "")
                    .append("\" data-status=\"").append(status.id()).append("\"><span class=\"n\">")
                    .append(grouped(count))
                    .append("</span> ").append(status.id()).append("</li>");
        }
        out.append("</ul>\n");
        if (tests.total() <= 0) {
            return;
        }
        out.append("<div class=\"status-bar\" aria-hidden=\"true\">");
        for (TestStatus status : TestStatus.values()) {
            int count = testsWith(tests, status);
            if (count > 0) {
                out.append("<span class=\"t-").append(status.id()).append("\" style=\"width:")
                        .append(Html.rounded(100.0 * count / tests.total(), 2)).append("%\" title=\"")
                        .append(status.id()).append(": ").append(grouped(count)).append(" of ")
                        .append(grouped(tests.total()))
                        .append("\"></span>");
            }
        }
        out.append("</div>\n");
    }

    /** The count of {@code status} in {@code tests}, as {@code grade.json} gives it. */
    static int testsWith(TestReport tests, TestStatus status) {
        return switch (status) {
            case SUCCESSFUL -> tests.successful();
            case SKIPPED -> tests.skipped();
            case ABORTED -> tests.aborted();
            case FAILED -> tests.failed();
            case TIMED_OUT -> tests.timedOut();
            case CRASHED -> tests.crashed();
            case NOT_RUN -> tests.notRun();
        };
    }

    /** A score card per test points entry, in the report's order, like the rubric items of a heuristic. */
    private void testPoints(TestReport tests) {
        out.append("<h3>Score card</h3>\n");
        List<TestPoints> points = nonNull(tests.points());
        if (points.isEmpty()) {
            out.append("<p class=\"muted\">The rubric gives no points for tests.</p>\n");
            return;
        }
        out.append("<div class=\"check-cards test-points\">\n");
        for (TestPoints entry : points) {
            Status status = status(tests, entry);
            out.append("<div class=\"check-card s-").append(status.id()).append("\" data-kind=\"")
                    .append(Html.escape(entry.kind())).append("\" data-name=\"").append(Html.escape(entry.name()))
                    .append("\"><div class=\"check-head\"><span class=\"kind\">").append(Html.escape(entry.kind()))
                    .append("</span> <span class=\"status s-").append(status.id()).append("\">").append(status.label())
                    .append("</span></div>\n<code class=\"entry-name\">").append(breakable(entry.name()))
                    .append("</code>\n<p class=\"check-points\"><span class=\"earned\">")
                    .append(grouped(entry.earned())).append("</span> / <span class=\"possible\">")
                    .append(grouped(entry.possible()))
                    .append("</span> points</p>");
            meter(entry.earned(), entry.possible());
            out.append("\n<p class=\"check-reason\">").append(Html.escape(entry.reason())).append("</p></div>\n");
        }
        out.append("</div>\n");
    }

    /**
     * A test points entry's outcome: all points earned, some, or none; an error when the tests were not run at all,
     * so that nothing was tried.
     */
    private static Status status(TestReport tests, TestPoints entry) {
        if (entry.earned() >= entry.possible()) {
            return Status.PASSED;
        }
        if (tests.outcome() == TestRunOutcome.NOT_RUN) {
            return Status.NOT_RUN;
        }
        return entry.earned() > 0 ? Status.PARTIAL : Status.FAILED;
    }

    /**
     * Every test, in the report's order, grouped by class. A failure of one short line shows as it is; a longer one
     * shows its first line, and opens to show the whole.
     */
    private void testResults(List<TestResult> results) {
        out.append("<h3>Results</h3>\n");
        if (results.isEmpty()) {
            out.append("<p class=\"muted\">No test was found.</p>\n");
            return;
        }
        out.append("<div class=\"scroll\"><table class=\"test-results\"><thead><tr><th>status</th><th>test</th>")
                .append("<th>tags</th><th>source</th><th class=\"num\">ms</th><th>failure or reason</th></tr>")
                .append("</thead>\n");
        int start = 0;
        while (start < results.size()) {
            String className = results.get(start).className();
            int end = start;
            int successful = 0;
            while (end < results.size() && Objects.equals(className, results.get(end).className())) {
                successful += results.get(end).status() == TestStatus.SUCCESSFUL ? 1 : 0;
                end++;
            }
            out.append("<tbody");
            if (className != null) {
                out.append(" data-class=\"").append(Html.escape(className)).append('"');
            }
            out.append("><tr class=\"class-row\"><th colspan=\"6\" scope=\"rowgroup\">")
                    .append(className == null ? "<span class=\"muted\">no class</span>"
                            : "<code>" + breakable(className) + "</code>")
                    .append(" <span class=\"muted\">").append(grouped(successful)).append(" of ")
                    .append(grouped(end - start))
                    .append(" successful</span></th></tr>\n");
            for (TestResult result : results.subList(start, end)) {
                testResult(result);
            }
            out.append("</tbody>\n");
            start = end;
        }
        out.append("</table></div>\n");
    }

    private void testResult(TestResult result) {
        String status = result.status() == null ? "unknown" : result.status().id();
        out.append("<tr class=\"result\" data-status=\"").append(Html.escape(status))
                .append("\"><td class=\"status-cell\"><span class=\"test-status t-").append(Html.escape(status))
                .append("\">").append(symbol(result.status())).append(' ').append(Html.escape(status))
                .append("</span></td><td class=\"test\" title=\"").append(Html.escape(result.uniqueId()))
                .append("\"><span class=\"display-name\">").append(Html.escape(result.displayName()))
                .append("</span>");
        if (result.methodName() != null && !(result.methodName() + "()").equals(result.displayName())) {
            out.append("<code class=\"method\">").append(Html.escape(result.methodName())).append("</code>");
        }
        out.append("</td><td class=\"tags\">");
        for (String tag : nonNull(result.tags())) {
            out.append("<span class=\"tag\">").append(Html.escape(tag)).append("</span>");
        }
        out.append("</td><td class=\"source\">").append(Html.escape(result.source()))
                .append(result.durationMillis() == null ? "</td><td class=\"num duration none\">" + DASH
                        : "</td><td class=\"num duration\">" + grouped(result.durationMillis()))
                .append("</td><td class=\"failure\">");
        if (result.failure() != null) {
            String summary = firstLine(result.failure());
            if (summary.equals(result.failure())) {
                pre("failure", result.failure());
            } else {
                out.append("<details><summary>").append(Html.escape(summary)).append("</summary>");
                pre("failure", result.failure());
                out.append("</details>");
            }
        }
        out.append("</td></tr>\n");
    }

    /** A mark that tells the statuses apart without their colour. */
    private static String symbol(TestStatus status) {
        if (status == null) {
            return "?";
        }
        return switch (status) {
            case SUCCESSFUL -> "✓";
            case SKIPPED -> "○";
            case ABORTED -> "◐";
            case FAILED -> "✗";
            case TIMED_OUT, CRASHED -> "!";
            case NOT_RUN -> "·";
        };
    }

    /** The first line of {@code text} that is not blank, cut to {@value #SUMMARY_CODE_POINTS} code points. */
    private static String firstLine(String text) {
        String line = text.strip().lines().findFirst().orElse("").strip();
        if (line.codePointCount(0, line.length()) <= SUMMARY_CODE_POINTS) {
            return line;
        }
        return line.substring(0, line.offsetByCodePoints(0, SUMMARY_CODE_POINTS - 1)) + "…";
    }
}
