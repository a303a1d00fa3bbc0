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
import java.util.List;

/**
 * One rendering of a {@link GradeReport} as a self-contained HTML page. Markup is XHTML-compatible (every element
 * closed, attributes quoted, no named entities beyond XML's) so that tests can parse it as XML; every string from
 * the report goes through {@link Html#escape}, numbers are written as in {@code grade.json}.
 */
final class ReportPage {

    private static final String DASH = "—";

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
                .append("</span> points</p>\n");
        List<HeuristicReport> heuristics = nonNull(report.heuristics());
        if (heuristics.isEmpty()) {
            out.append("<p>No heuristic was graded.</p>\n");
        } else {
            out.append("<div class=\"scroll\"><table class=\"overview\"><thead><tr><th>heuristic</th>")
                    .append("<th>verdict</th><th class=\"num\">score</th></tr></thead><tbody>\n");
            for (int i = 0; i < heuristics.size(); i++) {
                HeuristicReport heuristic = heuristics.get(i);
                out.append("<tr><td><a href=\"#heuristic-").append(i + 1).append("\"><code>")
                        .append(Html.escape(heuristic.name())).append("</code></a></td><td>");
                verdict(heuristic.verdict());
                out.append("</td><td class=\"num\">").append(heuristic.score()).append(" / ")
                        .append(heuristic.maxScore()).append("</td></tr>\n");
            }
            out.append("</tbody></table></div>\n");
        }
        out.append("</div>\n</header>\n");
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
        checks(heuristic.checks());
        points(heuristic);
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

    private void checks(CheckResults checks) {
        out.append("<h3>Checks</h3>\n");
        if (checks == null) {
            out.append("<p class=\"muted\">Not checked: the heuristic could not be run to the end.</p>\n");
            return;
        }
        out.append("<div class=\"scroll\"><table class=\"checks\"><thead><tr><th>check</th><th>result</th>")
                .append("<th>figures</th></tr></thead><tbody>\n");
        WellFormedness wellFormed = checks.wellFormed();
        if (wellFormed != null) {
            checkRow("well-formed", wellFormed.passed(),
                    count("negative", wellFormed.negative()) + " · " + count("failed", wellFormed.failed()));
        }
        GoalZero goalZero = checks.goalZero();
        if (goalZero != null) {
            checkRow("zero at goals", goalZero.passed(), count("violations", goalZero.violations()));
        }
        Admissibility admissible = checks.admissible();
        if (admissible != null) {
            checkRow("admissible", admissible.passed(), count("violations", admissible.violations()) + " · "
                    + count("max excess", admissible.maxExcess()));
        }
        Consistency consistent = checks.consistent();
        if (consistent != null) {
            checkRow("consistent", consistent.passed(), count("violations", consistent.violations()));
        }
        Dominance dominance = checks.dominance();
        if (dominance != null) {
            checkRow("dominates " + Html.escape(dominance.baseline()), dominance.passed(),
                    count("below", dominance.below()) + " · " + count("above", dominance.above()));
        }
        Repeatability repeatable = checks.repeatable();
        if (repeatable != null) {
            checkRow("repeatable", repeatable.passed(), count("sampled", repeatable.sampled()) + " · "
                    + count("changed", repeatable.changed())
                    + (repeatable.firstChanged() == null ? "" : " · first " + Html.escape(repeatable.firstChanged())));
        }
        out.append("</tbody></table></div>\n");
    }

    private static String count(String label, long value) {
        return label + " <span class=\"n\">" + value + "</span>";
    }

    private void checkRow(String check, boolean passed, String figures) {
        out.append("<tr><td>").append(check).append("</td><td class=\"").append(passed ? "ok" : "fail")
                .append("\">").append(passed ? "✓ passed" : "✗ failed").append("</td><td>").append(figures)
                .append("</td></tr>\n");
    }

    private void points(HeuristicReport heuristic) {
        List<Points> points = nonNull(heuristic.points());
        if (points.isEmpty()) {
            return;
        }
        out.append("<h3>Points</h3>\n<div class=\"scroll\"><table class=\"points-table\"><thead><tr>")
                .append("<th>item</th><th class=\"num\">points</th><th>reason</th></tr></thead><tbody>\n");
        for (Points item : points) {
            out.append("<tr><td>").append(Html.escape(item.item())).append("</td><td class=\"num ")
                    .append(item.earned() < item.possible() ? "fail" : "ok").append("\">").append(item.earned())
                    .append(" / ").append(item.possible()).append("</td><td>").append(Html.escape(item.reason()))
                    .append("</td></tr>\n");
        }
        out.append("</tbody><tfoot><tr><td>total</td><td class=\"num\">").append(heuristic.score()).append(" / ")
                .append(heuristic.maxScore()).append("</td><td></td></tr></tfoot></table></div>\n");
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
            layoutFigure("Below " + Html.escape(dominance.baseline()) + ": h = " + below.estimate() + " but "
                    + Html.escape(dominance.baseline()) + " gives " + dominance.baselineEstimate() + ".", below);
        }
        if (checks.goalZero() != null && checks.goalZero().example() != null) {
            LayoutExample goal = checks.goalZero().example();
            layoutFigure("Not zero at a goal: h = " + goal.estimate() + ".", goal);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstNegative() != null) {
            LayoutExample negative = checks.wellFormed().firstNegative();
            layoutFigure("Negative: h = " + negative.estimate() + ".", negative);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstFailed() != null) {
            out.append("<figure><figcaption>The heuristic threw here.</figcaption><div class=\"tile\">");
            board(checks.wellFormed().firstFailed());
            out.append("</div></figure>\n");
        }
        out.append("</div>\n");
    }

    /** The counterexample with its optimal solution; the script steps through it, without it the start shows. */
    private void solutionPlayer(Counterexample counterexample, String stepsId) {
        List<String> solution = nonNull(counterexample.solution());
        int moves = Math.max(0, solution.size() - 1);
        out.append("<figure class=\"player\" tabindex=\"0\" data-steps=\"").append(stepsId)
                .append("\" aria-label=\"optimal solution from the counterexample; arrow keys step through it\">")
                .append("<figcaption>Overestimates: h = <span class=\"n\">").append(counterexample.estimate())
                .append("</span> but the goal is <span class=\"n\">").append(counterexample.distance())
                .append("</span> moves away. An optimal solution:</figcaption>\n<div class=\"tile\">");
        out.append(BoardSvg.draw(counterexample.layout(), ""));
        out.append("<code class=\"step-layout\">").append(Html.escape(BoardSvg.rows(counterexample.layout())))
                .append("</code></div>\n<div class=\"controls\"><button type=\"button\" class=\"prev\" ")
                .append("hidden=\"hidden\" aria-label=\"previous move\">◀ prev</button><span class=\"counter\">0 / ")
                .append(moves).append("</span><button type=\"button\" class=\"next\" hidden=\"hidden\" ")
                .append("aria-label=\"next move\">next ▶</button></div>\n")
                .append("<script type=\"application/json\" id=\"").append(stepsId).append("\">")
                .append(Html.scriptJson(solution)).append("</script>\n");
        if (!solution.isEmpty()) {
            out.append("<details><summary>all ").append(solution.size()).append(" layouts</summary><ol start=\"0\">");
            for (String layout : solution) {
                out.append("<li><code>").append(Html.escape(BoardSvg.rows(layout))).append("</code></li>");
            }
            out.append("</ol></details>\n");
        }
        out.append("</figure>\n");
    }

    private void inconsistentMove(MoveExample move) {
        out.append("<figure><figcaption>Inconsistent: h drops by <span class=\"n\">")
                .append(move.fromEstimate() - move.toEstimate()).append("</span> across one move.</figcaption>")
                .append("<div class=\"boards\"><div class=\"tile\">");
        board(move.from());
        out.append("<span>h = <span class=\"n\">").append(move.fromEstimate()).append("</span></span></div>")
                .append("<span class=\"arrow\" aria-label=\"one move to\">→</span><div class=\"tile\">");
        board(move.to());
        out.append("<span>h = <span class=\"n\">").append(move.toEstimate()).append("</span></span></div></div>")
                .append("</figure>\n");
    }

    private void layoutFigure(String caption, LayoutExample example) {
        out.append("<figure><figcaption>").append(caption).append("</figcaption><div class=\"tile\">");
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
        out.append(heatmap).append("\n<p class=\"legend\"><span><span class=\"swatch admissible\"></span>")
                .append("admissible region: estimate ≤ distance</span><span><span class=\"swatch over\"></span>")
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
