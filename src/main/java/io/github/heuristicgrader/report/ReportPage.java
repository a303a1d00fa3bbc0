package io.github.heuristicgrader.report;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.CheckResults.GoalZero;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.checks.CheckResults.WellFormedness;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.LayoutExample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.report.GradeReport.Failure;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.Points;
import io.github.heuristicgrader.report.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.report.GradeReport.StateDatabase;
import io.github.heuristicgrader.report.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One rendering of a {@link GradeReport} as a self-contained HTML page. Markup is XHTML-compatible (every element
 * closed, attributes quoted, no named entities beyond XML's) so that tests can parse it as XML; every string from
 * the report goes through {@link Html#escape}, numbers are written as in {@code grade.json}.
 */
final class ReportPage {

    private static final String DASH = "—";
    /**
     * Verdicts under which no check proves anything, so that every rubric item shows as an error: the heuristic
     * could not be run on every layout, or its values do not repeat.
     */
    private static final Set<Verdict> RUN_FAULTS = EnumSet.of(Verdict.NONDETERMINISTIC, Verdict.THREW,
            Verdict.TIMED_OUT, Verdict.CRASHED, Verdict.NOT_LOADABLE);

    /** The outcome of one rubric item or check, as its score card shows it. */
    private enum Status {
        PASSED("passed", "✓ passed"),
        PARTIAL("partial", "◐ partial"),
        FAILED("failed", "✗ failed"),
        ERROR("error", "! error");

        private final String id;
        private final String label;

        Status(String id, String label) {
            this.id = id;
            this.label = label;
        }
    }

    /** What a score card shows of a check: its name for people, whether it held (null: no check), its figures. */
    private record CheckView(String label, Boolean passed, String figures) {
    }

    private final GradeReport report;
    private final StringBuilder out = new StringBuilder(64 * 1024);

    private ReportPage(GradeReport report) {
        this.report = report;
    }

    /** The page for {@code report}. */
    static String render(GradeReport report) {
        return new ReportPage(report).page();
    }

    private String page() {
        String outcome = report.passed() ? "passed" : "failed";
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<title>Heuristic grade ").append(report.score()).append(" / ").append(report.maxScore())
                .append(" (").append(outcome).append(")</title>\n<style>\n").append(PageAssets.CSS)
                .append("</style>\n</head>\n<body>\n");
        header(outcome);
        out.append("<main class=\"wrap\">\n");
        List<HeuristicReport> heuristics = nonNull(report.heuristics());
        overview(heuristics);
        for (int i = 0; i < heuristics.size(); i++) {
            heuristic(heuristics.get(i), i + 1);
        }
        suite();
        database();
        out.append("</main>\n<footer class=\"wrap\">Written by ").append(Html.escape(report.generator()))
                .append(", report schema version ").append(report.schemaVersion())
                .append(". The same numbers are in grade.json.</footer>\n")
                .append("<script type=\"application/json\" id=\"board-geometry\">")
                .append(Html.scriptJson(BoardSvg.geometry())).append("</script>\n<script>\n")
                .append(PageAssets.SCRIPT).append("</script>\n</body>\n</html>\n");
        return out.toString();
    }

    private void header(String outcome) {
        out.append("<header class=\"page ").append(outcome).append("\">\n<div class=\"wrap\">\n")
                .append("<p class=\"generator\">").append(Html.escape(report.generator())).append("</p>\n")
                .append("<h1>Heuristic grade <span class=\"outcome ").append(outcome).append("\">").append(outcome)
                .append("</span></h1>\n<p class=\"total\"><span class=\"score\">").append(report.score())
                .append("</span> / <span class=\"max-score\">").append(report.maxScore())
                .append("</span> points</p>\n</div>\n</header>\n");
    }

    /** A score card per heuristic, linking to its section, and the time per evaluation of each. */
    private void overview(List<HeuristicReport> heuristics) {
        out.append("<section class=\"card overview\" id=\"overview\">\n<h2>Heuristics</h2>\n");
        if (heuristics.isEmpty()) {
            out.append("<p>No heuristic was graded.</p>\n</section>\n");
            return;
        }
        out.append("<div class=\"scorecards\">\n");
        for (int i = 0; i < heuristics.size(); i++) {
            scorecard(heuristics.get(i), i + 1);
        }
        out.append("</div>\n<h3>Time per evaluation</h3>\n<p class=\"muted\">Mean wall time of one call of ")
                .append("<code>estimate</code>, in nanoseconds.</p>\n")
                .append(EvaluationTimeChart.draw(heuristics)).append("\n</section>\n");
    }

    private void scorecard(HeuristicReport heuristic, int number) {
        out.append("<a class=\"scorecard\" href=\"#heuristic-").append(number).append("\" data-heuristic=\"")
                .append(number).append("\"><span class=\"scorecard-top\">");
        verdict(heuristic.verdict());
        out.append("<span class=\"scorecard-score\"><span class=\"n\">").append(heuristic.score())
                .append("</span> / ").append(heuristic.maxScore()).append("</span></span><code class=\"name\">")
                .append(Html.escape(heuristic.name())).append("</code>");
        meter(heuristic.score(), heuristic.maxScore());
        out.append("<span class=\"chips\">");
        for (Points item : nonNull(heuristic.points())) {
            Status status = status(heuristic, item, checkView(item.item(), heuristic.checks()).passed());
            out.append("<span class=\"chip s-").append(status.id).append("\" title=\"")
                    .append(Html.escape(item.item())).append(": ").append(status.id).append(", ").append(item.earned())
                    .append(" of ").append(item.possible()).append(" points\">").append(Html.escape(item.item()))
                    .append(" <span class=\"n\">").append(item.earned()).append("/").append(item.possible())
                    .append("</span></span>");
        }
        out.append("</span></a>\n");
    }

    /** A bar filled to {@code earned} of {@code possible}; nothing when nothing is possible. */
    private void meter(int earned, int possible) {
        if (possible <= 0) {
            return;
        }
        int percent = Math.max(0, Math.min(100, (int) Math.round(100.0 * earned / possible)));
        out.append("<span class=\"meter\" aria-hidden=\"true\"><span style=\"width:").append(percent)
                .append("%\"></span></span>");
    }

    private void verdict(Verdict verdict) {
        String id = verdict == null ? "unknown" : verdict.id();
        out.append("<span class=\"verdict v-").append(Html.escape(id)).append("\">").append(Html.escape(id))
                .append("</span>");
    }

    private void heuristic(HeuristicReport heuristic, int number) {
        out.append("<section class=\"card heuristic\" id=\"heuristic-").append(number).append("\">\n<h2><code ")
                .append("class=\"name\">").append(Html.escape(heuristic.name())).append("</code> ");
        verdict(heuristic.verdict());
        out.append(" <span class=\"points\">").append(heuristic.score()).append(" / ").append(heuristic.maxScore())
                .append(" points</span></h2>\n<p class=\"message\">").append(Html.escape(heuristic.message()))
                .append("</p>\n<dl class=\"figures\">");
        figure("domain", Html.escape(heuristic.domain()));
        figure("layouts evaluated", String.valueOf(heuristic.layouts()));
        figure("solvable layouts checked", String.valueOf(heuristic.solvable()));
        figure("ns per evaluation", roundedWithExact(heuristic.nanosPerEvaluation(), 1));
        out.append("</dl>\n");
        checkCards(heuristic);
        examples(heuristic.checks(), number);
        failure(heuristic.failure());
        effort(heuristic.effort());
        informedness(heuristic.checks());
        out.append("</section>\n");
    }

    private void figure(String term, String value) {
        out.append("<div><dt>").append(term).append("</dt><dd>").append(value).append("</dd></div>");
    }

    private static String roundedWithExact(Double value, int decimals) {
        return value == null ? DASH
                : "<span title=\"" + Html.exact(value) + "\">" + Html.rounded(value, decimals) + "</span>";
    }

    /**
     * The score card of each rubric item, in rubric order: its check's outcome and figures, its points and why;
     * then the checks that earn no points.
     */
    private void checkCards(HeuristicReport heuristic) {
        out.append("<h3>Score card</h3>\n");
        CheckResults checks = heuristic.checks();
        if (checks == null) {
            out.append("<p class=\"muted\">Not checked: the heuristic could not be run to the end.</p>\n");
        }
        out.append("<div class=\"check-cards\">\n");
        for (Points item : nonNull(heuristic.points())) {
            CheckView check = checkView(item.item(), checks);
            Status status = status(heuristic, item, check.passed());
            out.append("<div class=\"check-card s-").append(status.id).append("\" data-item=\"")
                    .append(Html.escape(item.item())).append("\"><div class=\"check-head\"><span class=\"check-name\">")
                    .append(check.label()).append("</span> <span class=\"status s-").append(status.id).append("\">")
                    .append(status.label).append("</span></div>\n<p class=\"check-points\"><span class=\"earned\">")
                    .append(item.earned()).append("</span> / <span class=\"possible\">").append(item.possible())
                    .append("</span> points</p>");
            meter(item.earned(), item.possible());
            if (check.figures() != null) {
                out.append("\n<p class=\"check-figures\">").append(check.figures()).append("</p>");
            }
            out.append("\n<p class=\"check-reason\">").append(Html.escape(item.reason())).append("</p></div>\n");
        }
        Repeatability repeatable = checks == null ? null : checks.repeatable();
        if (repeatable != null) {
            Status status = repeatable.passed() ? Status.PASSED : Status.FAILED;
            out.append("<div class=\"check-card unscored s-").append(status.id).append("\" data-check=\"repeatable\">")
                    .append("<div class=\"check-head\"><span class=\"check-name\">repeatable</span> <span ")
                    .append("class=\"status s-").append(status.id).append("\">").append(status.label)
                    .append("</span></div>\n<p class=\"check-points\">not scored</p>\n<p class=\"check-figures\">")
                    .append(count("sampled", repeatable.sampled())).append(" · ")
                    .append(count("changed", repeatable.changed()));
            if (repeatable.firstChanged() != null) {
                out.append(" · first <code>").append(Html.escape(BoardSvg.rows(repeatable.firstChanged())))
                        .append("</code>");
            }
            out.append("</p>\n<p class=\"check-reason\">the same value for the same layout when asked again, in ")
                    .append("another order</p></div>\n");
        }
        out.append("</div>\n");
    }

    /** What the checks say about rubric {@code item}; an item with no check of its own has no outcome. */
    private static CheckView checkView(String item, CheckResults checks) {
        String name = item == null ? "" : item;
        Dominance dominance = checks == null ? null : checks.dominance();
        String label = label(name, dominance == null ? null : dominance.baseline());
        if (checks == null) {
            return new CheckView(label, null, null);
        }
        return switch (name) {
            case "wellFormed" -> view(label, checks.wellFormed(), WellFormedness::passed,
                    wellFormed -> count("negative", wellFormed.negative()) + " · " + count("failed", wellFormed.failed()));
            case "goalZero" -> view(label, checks.goalZero(), GoalZero::passed,
                    goalZero -> count("violations", goalZero.violations()));
            case "admissible" -> view(label, checks.admissible(), Admissibility::passed,
                    admissible -> count("violations", admissible.violations()) + " · "
                            + count("max excess", admissible.maxExcess()));
            case "consistent" -> view(label, checks.consistent(), Consistency::passed,
                    consistent -> count("violations", consistent.violations()));
            case "dominance" -> view(label, dominance, Dominance::passed,
                    below -> count("below", below.below()) + " · " + count("above", below.above()));
            default -> new CheckView(label, null, null);
        };
    }

    private static <C> CheckView view(String label, C check, Predicate<C> passed, Function<C, String> figures) {
        return check == null ? new CheckView(label, null, null)
                : new CheckView(label, passed.test(check), figures.apply(check));
    }

    /** A rubric item's name for people, escaped; {@code baseline} names dominance's baseline when known. */
    private static String label(String item, String baseline) {
        return switch (item) {
            case "wellFormed" -> "well-formed";
            case "goalZero" -> "zero at goals";
            case "dominance" -> baseline == null ? "dominance" : "dominates " + Html.escape(baseline);
            case "effort" -> "A* effort";
            default -> Html.escape(item);
        };
    }

    /**
     * A rubric item's outcome: an error when the run's fault leaves nothing proven, else its check's outcome, else
     * (for {@code effort}) how many of its points it earned.
     */
    private static Status status(HeuristicReport heuristic, Points item, Boolean checkPassed) {
        if (heuristic.checks() == null || RUN_FAULTS.contains(heuristic.verdict())) {
            return Status.ERROR;
        }
        if (checkPassed != null) {
            return checkPassed ? Status.PASSED : Status.FAILED;
        }
        if (item.earned() >= item.possible()) {
            return Status.PASSED;
        }
        return item.earned() > 0 ? Status.PARTIAL : Status.FAILED;
    }

    private static String count(String label, long value) {
        return label + " <span class=\"n\">" + value + "</span>";
    }

    private void examples(CheckResults checks, int number) {
        if (checks == null) {
            return;
        }
        boolean any = checks.admissible() != null && checks.admissible().counterexample() != null
                || checks.consistent() != null && checks.consistent().example() != null
                || checks.dominance() != null && checks.dominance().belowExample() != null
                || checks.goalZero() != null && checks.goalZero().example() != null
                || checks.wellFormed() != null
                        && (checks.wellFormed().firstNegative() != null || checks.wellFormed().firstFailed() != null);
        if (!any) {
            return;
        }
        out.append("<h3>Counterexamples</h3>\n<div class=\"examples\">\n");
        if (checks.admissible() != null && checks.admissible().counterexample() != null) {
            solutionPlayer(checks.admissible().counterexample(), "steps-" + number);
        }
        if (checks.consistent() != null && checks.consistent().example() != null) {
            inconsistentMove(checks.consistent().example());
        }
        if (checks.dominance() != null && checks.dominance().belowExample() != null) {
            Dominance dominance = checks.dominance();
            LayoutExample below = dominance.belowExample();
            layoutFigure("dominance", "Below " + Html.escape(dominance.baseline()) + ": h = " + below.estimate()
                    + " but " + Html.escape(dominance.baseline()) + " gives " + dominance.baselineEstimate() + ".",
                    below);
        }
        if (checks.goalZero() != null && checks.goalZero().example() != null) {
            LayoutExample goal = checks.goalZero().example();
            layoutFigure("goal-zero", "Not zero at a goal: h = " + goal.estimate() + ".", goal);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstNegative() != null) {
            LayoutExample negative = checks.wellFormed().firstNegative();
            layoutFigure("negative", "Negative: h = " + negative.estimate() + ".", negative);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstFailed() != null) {
            out.append("<figure class=\"example threw\"><figcaption>The heuristic threw here.</figcaption>")
                    .append("<div class=\"tile\">");
            board(checks.wellFormed().firstFailed());
            out.append("</div></figure>\n");
        }
        out.append("</div>\n");
    }

    /**
     * The counterexample with its optimal solution; the script steps through it with buttons, a slider or the
     * arrow keys. Without the script the start shows, with every layout listed below it.
     */
    private void solutionPlayer(Counterexample counterexample, String stepsId) {
        List<String> solution = nonNull(counterexample.solution());
        int moves = Math.max(0, solution.size() - 1);
        out.append("<figure class=\"example player\" tabindex=\"0\" data-steps=\"").append(stepsId)
                .append("\" aria-label=\"optimal solution from the counterexample; arrow keys step through it\">")
                .append("<figcaption>Overestimates: h = <span class=\"n\">").append(counterexample.estimate());
        if (counterexample.distance() == 0) {
            out.append("</span> on a goal layout, where the distance is <span class=\"n\">0</span>.");
        } else {
            out.append("</span> but the goal is <span class=\"n\">").append(counterexample.distance())
                    .append("</span> ").append(counterexample.distance() == 1 ? "move" : "moves")
                    .append(" away. An optimal solution:");
        }
        out.append("</figcaption>\n<div class=\"tile\">").append(BoardSvg.draw(counterexample.layout(), ""))
                .append("<code class=\"step-layout\">").append(Html.escape(BoardSvg.rows(counterexample.layout())))
                .append("</code><span class=\"to-go\">distance <span class=\"n\">")
                .append(counterexample.distance()).append("</span></span></div>\n");
        if (moves > 0) {
            out.append("<div class=\"controls\"><button type=\"button\" class=\"first\" hidden=\"hidden\" ")
                    .append("aria-label=\"first layout\">« first</button><button type=\"button\" class=\"prev\" ")
                    .append("hidden=\"hidden\" aria-label=\"previous move\">◀ prev</button>")
                    .append("<span class=\"counter\" aria-live=\"polite\">0 / ").append(moves).append("</span>")
                    .append("<button type=\"button\" class=\"next\" hidden=\"hidden\" aria-label=\"next move\">")
                    .append("next ▶</button><button type=\"button\" class=\"last\" hidden=\"hidden\" ")
                    .append("aria-label=\"goal layout\">last »</button></div>\n<input type=\"range\" class=\"scrub\" ")
                    .append("min=\"0\" max=\"").append(moves).append("\" value=\"0\" step=\"1\" hidden=\"hidden\" ")
                    .append("aria-label=\"move\"/>\n<p class=\"hint\" hidden=\"hidden\">← → step, Home and End ")
                    .append("jump</p>\n<script type=\"application/json\" id=\"").append(stepsId).append("\">")
                    .append(Html.scriptJson(solution)).append("</script>\n");
        }
        if (!solution.isEmpty()) {
            out.append("<details><summary>all ").append(solution.size()).append(" layouts</summary><ol start=\"0\">");
            for (String layout : solution) {
                out.append("<li><code>").append(Html.escape(BoardSvg.rows(layout))).append("</code></li>");
            }
            out.append("</ol></details>\n");
        }
        out.append("</figure>\n");
    }

    /** The move before and after, the moving piece marked on both boards and its other place dashed. */
    private void inconsistentMove(MoveExample move) {
        out.append("<figure class=\"example move\"><figcaption>Inconsistent: h drops by <span class=\"n\">")
                .append(move.fromEstimate() - move.toEstimate()).append("</span> across one move, more than the ")
                .append("move's cost of 1.</figcaption><div class=\"boards\"><div class=\"tile\">")
                .append(BoardSvg.drawMove(move.to(), move.from(), "")).append("<code>")
                .append(Html.escape(BoardSvg.rows(move.from()))).append("</code>");
        out.append("<span>h = <span class=\"n\">").append(move.fromEstimate()).append("</span></span></div>")
                .append("<span class=\"arrow\" aria-label=\"one move to\">→</span><div class=\"tile\">")
                .append(BoardSvg.drawMove(move.from(), move.to(), "")).append("<code>")
                .append(Html.escape(BoardSvg.rows(move.to()))).append("</code>");
        out.append("<span>h = <span class=\"n\">").append(move.toEstimate()).append("</span></span></div></div>")
                .append("</figure>\n");
    }

    private void layoutFigure(String kind, String caption, LayoutExample example) {
        out.append("<figure class=\"example ").append(kind).append("\"><figcaption>").append(caption)
                .append("</figcaption><div class=\"tile\">");
        board(example.layout());
        out.append("<span>h = <span class=\"n\">").append(example.estimate())
                .append("</span>, distance <span class=\"n\">").append(example.distance())
                .append("</span></span></div></figure>\n");
    }

    /** A board with its text under it. */
    private void board(String layout) {
        out.append(BoardSvg.draw(layout, "")).append("<code>").append(Html.escape(BoardSvg.rows(layout)))
                .append("</code>");
    }

    private void failure(Failure failure) {
        if (failure == null) {
            return;
        }
        out.append("<h3>Failure</h3>\n<dl class=\"figures\">");
        figure("kind", Html.escape(failure.kind()));
        out.append("</dl>\n");
        if (failure.layout() != null) {
            out.append("<h4>while evaluating</h4><div class=\"tile\">");
            board(failure.layout());
            out.append("</div>\n");
        }
        out.append("<h4>detail</h4><pre class=\"detail\">").append(Html.escape(failure.detail())).append("</pre>\n");
        if (failure.output() != null) {
            out.append("<h4>output</h4><pre class=\"output\">").append(Html.escape(failure.output()))
                    .append("</pre>\n");
        }
    }

    private void effort(List<PuzzleEffort> effort) {
        out.append("<h3>A* effort</h3>\n");
        if (effort == null || effort.isEmpty()) {
            out.append("<p class=\"muted\">No A* runs: the heuristic did not evaluate every layout.</p>\n");
            return;
        }
        out.append("<p class=\"legend\">");
        for (ExpansionChart.Series series : ExpansionChart.Series.values()) {
            out.append("<span><span class=\"swatch ").append(series.cssClass()).append("\"></span>")
                    .append(series.label()).append("</span>");
        }
        out.append("<span>layouts expanded, log scale</span></p>\n")
                .append(ExpansionChart.draw(effort, nonNull(report.suite()))).append('\n');
        out.append("<div class=\"scroll\"><table class=\"effort\"><thead><tr><th>puzzle</th><th>heuristic</th>");
        effortHeadings();
        out.append("</tr></thead>\n");
        for (PuzzleEffort puzzle : effort) {
            out.append("<tbody><tr class=\"student\"><th rowspan=\"2\" scope=\"rowgroup\">")
                    .append(Html.escape(puzzle.puzzle())).append("</th><td>this heuristic</td>");
            effortCells(puzzle.cost(), puzzle.optimal(), puzzle.expanded(), puzzle.generated(),
                    puzzle.fBelowOptimal(), puzzle.fAtMostOptimal());
            out.append("</tr>\n<tr class=\"baseline\"><td>Manhattan</td>");
            SearchEffort manhattan = puzzle.manhattan();
            if (manhattan == null) {
                out.append("<td colspan=\"6\">").append(DASH).append("</td>");
            } else {
                effortCells(manhattan.cost(), manhattan.optimal(), manhattan.expanded(), manhattan.generated(),
                        manhattan.fBelowOptimal(), manhattan.fAtMostOptimal());
            }
            out.append("</tr></tbody>\n");
        }
        out.append("</table></div>\n");
    }

    private void effortHeadings() {
        out.append("<th class=\"num\">cost</th><th>optimal</th><th class=\"num\">expanded</th>")
                .append("<th class=\"num\">generated</th>")
                .append("<th class=\"num\" title=\"fBelowOptimal: reachable layouts with g* + h &lt; C*\">")
                .append("f &lt; C*</th>")
                .append("<th class=\"num\" title=\"fAtMostOptimal: reachable layouts with g* + h ≤ C*\">")
                .append("f ≤ C*</th>");
    }

    private void effortCells(int cost, boolean optimal, long expanded, long generated, long fBelowOptimal,
            long fAtMostOptimal) {
        out.append("<td class=\"num\">").append(cost).append("</td><td class=\"").append(optimal ? "ok" : "fail")
                .append("\">").append(optimal ? "✓ yes" : "✗ no").append("</td><td class=\"num\">").append(expanded)
                .append("</td><td class=\"num\">").append(generated).append("</td><td class=\"num\">")
                .append(fBelowOptimal).append("</td><td class=\"num\">").append(fAtMostOptimal).append("</td>");
    }

    private void informedness(CheckResults checks) {
        Informedness informedness = checks == null ? null : checks.informedness();
        if (informedness == null) {
            return;
        }
        out.append("<h3>Informedness</h3>\n<dl class=\"figures\">");
        figure("mean estimate ÷ distance", roundedWithExact(informedness.meanRatio(), 3));
        figure("share exact", roundedWithExact(informedness.exactShare(), 3));
        figure("estimates capped at", String.valueOf(informedness.estimateCap()));
        out.append("</dl>\n");
        String heatmap = InformednessHeatmap.draw(informedness.histogram());
        if (heatmap == null) {
            out.append("<p class=\"muted\">No histogram.</p>\n");
            return;
        }
        out.append("<div class=\"scroll\">").append(heatmap).append("</div>\n<p class=\"legend\"><span><span ")
                .append("class=\"swatch admissible\"></span>admissible region: estimate ≤ distance, edged by the ")
                .append("line estimate = distance</span><span><span class=\"swatch over\"></span>")
                .append("overestimates</span><span><span class=\"swatch dense\"></span>darker: more layouts ")
                .append("(log scale)</span></p>\n");
    }

    private void suite() {
        List<SuitePuzzle> suite = nonNull(report.suite());
        out.append("<section class=\"card\" id=\"suite\">\n<h2>A* suite</h2>\n");
        if (suite.isEmpty()) {
            out.append("<p class=\"muted\">No puzzles.</p>\n</section>\n");
            return;
        }
        out.append("<p class=\"muted\">Layouts expanded by A* with the reference heuristics.</p>\n")
                .append("<div class=\"scroll\"><table class=\"suite\"><thead><tr><th>puzzle</th><th>layout</th>")
                .append("<th class=\"num\">optimum</th><th class=\"num\">reachable</th>")
                .append("<th class=\"num\">h = 0</th><th class=\"num\">Manhattan</th>")
                .append("<th class=\"num\">exact</th></tr></thead><tbody>\n");
        for (SuitePuzzle puzzle : suite) {
            out.append("<tr><td>").append(Html.escape(puzzle.puzzle())).append("</td><td>")
                    .append(BoardSvg.draw(puzzle.layout(), "small")).append("</td><td class=\"num\">")
                    .append(puzzle.optimum()).append("</td><td class=\"num\">").append(puzzle.reachable())
                    .append("</td>");
            expandedCell(puzzle.zero());
            expandedCell(puzzle.manhattan());
            expandedCell(puzzle.exact());
            out.append("</tr>\n");
        }
        out.append("</tbody></table></div>\n</section>\n");
    }

    private void expandedCell(SearchEffort effort) {
        if (effort == null) {
            out.append("<td class=\"num\">").append(DASH).append("</td>");
            return;
        }
        out.append("<td class=\"num\" title=\"generated ").append(effort.generated()).append(", cost ")
                .append(effort.cost()).append("\">").append(effort.expanded()).append("</td>");
    }

    private void database() {
        StateDatabase database = report.database();
        out.append("<section class=\"card\" id=\"database\">\n<h2>State database</h2>\n");
        if (database == null) {
            out.append("<p class=\"muted\">Not built.</p>\n</section>\n");
            return;
        }
        out.append("<dl class=\"figures\">");
        figure("domain", Html.escape(database.domain()));
        figure("pieces", Html.escape(database.pieceSet()));
        figure("layouts", String.valueOf(database.layouts()));
        figure("solvable", String.valueOf(database.solvable()));
        figure("goals", String.valueOf(database.goals()));
        figure("max distance", String.valueOf(database.maxDistance()));
        figure("moves", String.valueOf(database.moves()));
        out.append("</dl>\n</section>\n");
    }

    private static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }
}
