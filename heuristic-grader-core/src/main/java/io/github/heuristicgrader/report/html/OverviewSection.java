package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.TestStatus;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.CheckOutcomes.Status;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import java.util.List;
import java.util.Map;

/**
 * The page's overview: how the total splits between heuristics and tests, the sandbox and locked configuration, the
 * rubric's slots, a score card per heuristic and the chart of their time per evaluation, and the tests' score card.
 */
final class OverviewSection extends PageSection {

    OverviewSection(GradeReport report, StringBuilder out) {
        super(report, out);
    }

    /**
     * How the total splits between heuristics and tests; a score card per heuristic, linking to its section, and the
     * time per evaluation of each; a score card for the tests, linking to theirs.
     */
    void overview(List<HeuristicReport> heuristics, TestReport tests) {
        out.append("<section class=\"card overview\" id=\"overview\">\n<h2>Overview</h2>\n")
                .append("<p class=\"split\">The total, <span class=\"n\" data-part=\"total\">")
                .append(grouped(report.score()))
                .append(" / ").append(grouped(report.maxScore())).append("</span> points, adds up the heuristics' ")
                .append("<span class=\"n\" data-part=\"heuristics\">").append(grouped(scoreOf(heuristics)))
                .append(" / ")
                .append(grouped(maxScoreOf(heuristics, tests)))
                .append("</span> and the JUnit tests' <span class=\"n\" ")
                .append("data-part=\"tests\">").append(grouped(tests == null ? 0 : tests.score())).append(" / ")
                .append(grouped(tests == null ? 0 : tests.maxScore())).append("</span>.");
        if (tests == null || tests.maxScore() == 0) {
            out.append(" The rubric gives no points for tests.");
        }
        out.append("</p>\n");
        if (report.sandbox() != null) {
            out.append("<p class=\"sandbox\" data-active=\"").append(report.sandbox().active()).append("\">")
                    .append(Html.escape(report.sandbox().summary())).append("</p>\n");
        }
        for (String line : report.configuration().lines()) {
            out.append("<p class=\"").append(line.startsWith(GradeReport.Configuration.NOT_TRUSTED) ? "not-trusted"
                    : "configuration").append("\">").append(Html.escape(line)).append("</p>\n");
        }
        for (String line : report.regionLines()) {
            out.append("<p class=\"region\">").append(Html.escape(line)).append("</p>\n");
        }
        slots();
        out.append("<h3>Heuristics</h3>\n");
        if (heuristics.isEmpty()) {
            out.append("<p>No heuristic was graded.</p>\n");
        } else {
            out.append("<div class=\"scorecards\">\n");
            for (HeuristicReport heuristic : heuristics) {
                scorecard(heuristic, number(heuristic));
            }
            out.append("</div>\n<h3>Time per evaluation</h3>\n<p class=\"muted\">Mean wall time of one call of ")
                    .append("<code>estimate</code>, in nanoseconds.</p>\n")
                    .append(EvaluationTimeChart.draw(heuristics)).append("\n");
        }
        out.append("<h3>Tests</h3>\n");
        if (tests == null) {
            out.append("<p class=\"muted\">This report has no test run.</p>\n");
        } else {
            out.append("<div class=\"scorecards\">\n");
            testsScorecard(tests);
            out.append("</div>\n");
        }
        out.append("</section>\n");
    }

    /** The rubric's slots, one row each: what fills it, its points, what to do when nothing or two classes do. */
    private void slots() {
        if (report.slots().isEmpty()) {
            return;
        }
        out.append("<h3>Slots</h3>\n<p class=\"muted\">The rubric asks for these heuristics; only the class that ")
                .append("fills a slot earns its points. Other classes are checked and shown, marked not graded, and ")
                .append("earn nothing.</p>\n<table class=\"slots\"><thead><tr><th>slot</th><th>class</th>")
                .append("<th>status</th><th>points</th><th>details</th></tr></thead><tbody>\n");
        for (GradeReport.SlotReport slot : report.slots()) {
            out.append("<tr data-slot=\"").append(Html.escape(slot.name())).append("\" data-status=\"")
                    .append(Html.escape(slot.status())).append("\"><td>").append(Html.escape(slot.name()))
                    .append("</td><td><code>").append(Html.escape(slot.className())).append("</code></td><td>")
                    .append(Html.escape(slot.status())).append("</td><td><span class=\"n\">")
                    .append(grouped(slot.earned()))
                    .append(" / ").append(grouped(slot.points())).append("</span></td><td>")
                    .append(Html.escape(slot.message()))
                    .append("</td></tr>\n");
        }
        out.append("</tbody></table>\n");
    }

    private void scorecard(HeuristicReport heuristic, int number) {
        out.append("<a class=\"scorecard\" href=\"#heuristic-").append(number).append("\" data-heuristic=\"")
                .append(number).append("\"><span class=\"scorecard-top\">");
        verdict(heuristic.verdict());
        out.append("<span class=\"scorecard-score\"><span class=\"n\">").append(grouped(heuristic.score()))
                .append("</span> / ").append(grouped(heuristic.maxScore()))
                .append("</span></span><code class=\"name\">")
                .append(breakable(heuristic.heading())).append("</code>");
        meter(heuristic.score(), heuristic.maxScore());
        out.append("<span class=\"chips\">");
        Map<String, CheckOutcome> outcomes = outcomesByItem(heuristic);
        for (Points item : nonNull(heuristic.points())) {
            Status status = CheckOutcomes.itemStatus(heuristic, item, outcomes.get(item.item()));
            out.append("<span class=\"chip s-").append(status.id()).append("\" title=\"")
                    .append(Html.escape(item.item())).append(": ").append(status.id()).append(", ")
                    .append(grouped(item.earned()))
                    .append(" of ").append(grouped(item.possible())).append(" points\">")
                    .append(Html.escape(item.item()))
                    .append(" <span class=\"n\">").append(grouped(item.earned())).append("/")
                    .append(grouped(item.possible()))
                    .append("</span></span>");
        }
        out.append("</span></a>\n");
    }

    /** The overview's card of the test run: its outcome, its points, and how many tests ended how. */
    private void testsScorecard(TestReport tests) {
        out.append("<a class=\"scorecard tests-card\" href=\"#tests\"><span class=\"scorecard-top\">");
        runOutcome(tests.outcome());
        out.append("<span class=\"scorecard-score\"><span class=\"n\">").append(grouped(tests.score()))
                .append("</span> / ")
                .append(grouped(tests.maxScore())).append("</span></span><span class=\"name\"><span class=\"n\">")
                .append(grouped(tests.total()))
                .append("</span> JUnit ").append(tests.total() == 1 ? "test" : "tests").append("</span>");
        meter(tests.score(), tests.maxScore());
        if (tests.total() == 0) {
            out.append("<span class=\"card-message\">").append(Html.escape(tests.message())).append("</span>");
        }
        out.append("<span class=\"chips\">");
        for (TestStatus status : TestStatus.values()) {
            int count = TestsSection.testsWith(tests, status);
            if (count > 0) {
                out.append("<span class=\"chip t-").append(status.id()).append("\" data-status=\"")
                        .append(status.id()).append("\">").append(status.id()).append(" <span class=\"n\">")
                        .append(grouped(count)).append("</span></span>");
            }
        }
        out.append("</span></a>\n");
    }
}
