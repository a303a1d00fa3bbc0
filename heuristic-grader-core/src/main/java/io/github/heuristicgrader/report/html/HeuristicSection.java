package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.GradeReport;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.CheckOutcomes.Status;
import io.github.heuristicgrader.result.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.LongerPath;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One heuristic's section of the page: verdict, message and slot, then (open when failing) its figures, score card,
 * counterexamples, failure, A* effort, effort suite, A* without reopening and informedness.
 */
final class HeuristicSection extends DomainPageSection {

    /** The section of a heuristic of {@code domain}, in its words and drawings. */
    HeuristicSection(GradeReport report, StringBuilder out, Domain domain) {
        super(report, out, domain);
    }

    void heuristic(HeuristicReport heuristic, int number) {
        out.append("<section class=\"card heuristic\" id=\"heuristic-").append(number).append("\" data-failing=\"")
                .append(failing(heuristic)).append("\">\n<h2><code class=\"name\">")
                .append(breakable(heuristic.heading()))
                .append("</code> ");
        verdict(heuristic.verdict());
        out.append(" <span class=\"points\">").append(grouped(heuristic.score())).append(" / ")
                .append(grouped(heuristic.maxScore()))
                .append(" points</span></h2>\n<p class=\"message\">").append(Html.escape(heuristic.message()))
                .append("</p>\n");
        String standing = CheckOutcomes.slotStanding(heuristic);
        if (standing != null) {
            out.append("<p class=\"slot\" data-graded=\"").append(heuristic.graded())
                    .append("\"><strong>Slot:</strong> ").append(Html.escape(standing)).append("</p>\n");
        }
        String exactDistance = CheckOutcomes.exactDistanceNote(heuristic);
        if (exactDistance != null) {
            out.append("<p class=\"exact-distance\"><strong>Exact distance:</strong> ")
                    .append(Html.escape(exactDistance)).append("</p>\n");
        }
        // Failing heuristics open on what went wrong; passing ones stay closed until asked, and open for print.
        out.append("<details class=\"heuristic-details\"").append(failing(heuristic) ? " open=\"open\"" : "")
                .append("><summary>Score card, counterexamples, A* effort and informedness</summary>\n")
                .append("<dl class=\"figures\">");
        figure("domain", Html.escape(heuristic.domain()));
        figure(Html.escape(domain.stateNounPlural()) + " evaluated", grouped(heuristic.states()));
        figure("solvable " + Html.escape(domain.stateNounPlural()) + " checked", grouped(heuristic.solvable()));
        figure("ns per evaluation", roundedWithExact(heuristic.nanosPerEvaluation(), 1));
        figure("constructor ms", heuristic.constructorNanos() == null ? DASH
                : roundedWithExact(heuristic.constructorNanos() / 1e6, 1));
        out.append("</dl>\n");
        checkCards(heuristic);
        new CounterexampleFigures(report, out, domain).examples(heuristic.checks(), number);
        failure(heuristic.failure());
        effort(heuristic.effort());
        effortSuite(heuristic.effortSuite());
        closedSetSearch(heuristic.closedSetSearch());
        informedness(heuristic.checks());
        out.append("</details>\n</section>\n");
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
        } else if (heuristic.verdict() != null && heuristic.verdict().provesNothing()) {
            out.append("<p class=\"muted\">Not checked: the verdict is ").append(Html.escape(heuristic.verdict().id()))
                    .append(", so the heuristic's values prove nothing and no check counts.</p>\n");
        }
        out.append("<div class=\"check-cards\">\n");
        Map<String, CheckOutcome> outcomes = outcomesByItem(heuristic);
        String baseline = checks == null || checks.dominance() == null ? null : checks.dominance().baseline();
        for (Points item : nonNull(heuristic.points())) {
            CheckOutcome outcome = outcomes.get(item.item());
            Check check = Check.byId(item.item());
            Status status = CheckOutcomes.itemStatus(heuristic, item, outcome);
            out.append("<div class=\"check-card s-").append(status.id()).append("\" data-item=\"")
                    .append(Html.escape(item.item())).append("\"><div class=\"check-head\"><span class=\"check-name\">")
                    .append(Html.escape(check == null ? item.item() : check.word(baseline)))
                    .append("</span> <span class=\"status s-").append(status.id()).append("\">")
                    .append(status.label()).append("</span></div>\n<p class=\"check-points\"><span class=\"earned\">")
                    .append(grouped(item.earned())).append("</span> / <span class=\"possible\">")
                    .append(grouped(item.possible()))
                    .append("</span> points</p>");
            meter(item.earned(), item.possible());
            // Figures of a run that proves nothing would read as a pass ("violations 0"): say so instead.
            if (status == Status.NOT_RUN) {
                out.append("\n<p class=\"check-figures not-checked\">not checked</p>");
            } else if (outcome != null && !outcome.figures().isEmpty()) {
                out.append("\n<p class=\"check-figures\">").append(figures(outcome)).append("</p>");
            }
            out.append("\n<p class=\"check-reason\">").append(Html.escape(item.reason())).append("</p></div>\n");
        }
        Repeatability repeatable = checks == null ? null : checks.repeatable();
        if (repeatable != null) {
            CheckOutcome outcome = outcomes.get(Check.REPEATABLE.id());
            Status status = outcome.status();
            out.append("<div class=\"check-card unscored s-").append(status.id())
                    .append("\" data-check=\"repeatable\"><div class=\"check-head\"><span class=\"check-name\">")
                    .append(Check.REPEATABLE.word()).append("</span> <span class=\"status s-").append(status.id())
                    .append("\">").append(status.label()).append("</span></div>\n<p class=\"check-points\">")
                    .append("not scored</p>\n<p class=\"check-figures\">").append(figures(outcome));
            if (repeatable.firstChanged() != null) {
                out.append(" · first <code>").append(Html.escape(rows(domain, repeatable.firstChanged())))
                        .append("</code>");
            }
            out.append("</p>\n<p class=\"check-reason\">the same value for the same ")
                    .append(Html.escape(domain.stateNoun())).append(" when asked again, in ")
                    .append("another order</p></div>\n");
        }
        out.append("</div>\n");
    }

    /** A check's counts, each with its label: {@code violations 4,242 · max excess 3}. */
    private static String figures(CheckOutcome outcome) {
        return String.join(" · ", outcome.figures().stream().map(figure -> count(figure.label(), figure.value()))
                .toList());
    }

    private void failure(Failure failure) {
        if (failure == null) {
            return;
        }
        out.append("<h3>Failure</h3>\n<dl class=\"figures\">");
        figure("kind", Html.escape(failure.kind()));
        out.append("</dl>\n");
        if (failure.state() != null) {
            out.append("<h4>while evaluating</h4><div class=\"drawn-state\">");
            state(domain, failure.state());
            out.append("</div>\n");
        }
        out.append("<h4>detail</h4>");
        pre("detail", failure.detail());
        out.append('\n');
        if (failure.output() != null) {
            out.append("<h4>output</h4>");
            pre("output", failure.output());
            out.append('\n');
        }
    }

    private void effort(List<PuzzleEffort> effort) {
        out.append("<h3>A* effort</h3>\n");
        if (effort == null || effort.isEmpty()) {
            out.append("<p class=\"muted\">No A* runs: the heuristic did not evaluate every ")
                    .append(Html.escape(domain.stateNoun())).append(".</p>\n");
            return;
        }
        out.append("<p class=\"legend\">");
        for (ExpansionChart.Series series : ExpansionChart.Series.values()) {
            out.append("<span><span class=\"swatch ").append(series.cssClass()).append("\"></span>")
                    .append(Html.escape(series.label(domain))).append("</span>");
        }
        out.append("<span>").append(Html.escape(domain.stateNounPlural())).append(" expanded, log scale</span></p>\n")
                .append(ExpansionChart.draw(effort, nonNull(report.suite()), domain)).append('\n');
        out.append("<div class=\"scroll\"><table class=\"effort\"><thead><tr><th>puzzle</th><th>heuristic</th>");
        effortHeadings();
        out.append("</tr></thead>\n");
        for (PuzzleEffort puzzle : effort) {
            out.append("<tbody><tr class=\"student\"><th rowspan=\"2\" scope=\"rowgroup\">")
                    .append(puzzleName(puzzle.puzzle())).append("</th><td>this heuristic</td>");
            effortCells(puzzle.cost(), puzzle.optimal(), puzzle.expanded(), puzzle.generated(),
                    puzzle.fBelowOptimal(), puzzle.fAtMostOptimal());
            out.append("</tr>\n<tr class=\"baseline\"><td>").append(Html.escape(ReportDomains.baselineTitle(domain)))
                    .append("</td>");
            SearchEffort baseline = puzzle.baseline();
            if (baseline == null) {
                out.append("<td colspan=\"6\">").append(DASH).append("</td>");
            } else {
                effortCells(baseline.cost(), baseline.optimal(), baseline.expanded(), baseline.generated(),
                        baseline.fBelowOptimal(), baseline.fAtMostOptimal());
            }
            out.append("</tr></tbody>\n");
        }
        out.append("</table></div>\n");
    }

    private void effortHeadings() {
        out.append("<th class=\"num\">cost</th><th>optimal</th><th class=\"num\">expanded</th>")
                .append("<th class=\"num\">generated</th>")
                .append("<th class=\"num\" title=\"fBelowOptimal: reachable ")
                .append(Html.escape(domain.stateNounPlural()))
                .append(" with g* + h &lt; C*\">")
                .append("f &lt; C*</th>")
                .append("<th class=\"num\" title=\"fAtMostOptimal: reachable ")
                .append(Html.escape(domain.stateNounPlural()))
                .append(" with g* + h ≤ C*\">")
                .append("f ≤ C*</th>");
    }

    private void effortCells(int cost, boolean optimal, long expanded, long generated, long fBelowOptimal,
            long fAtMostOptimal) {
        out.append("<td class=\"num\">").append(grouped(cost)).append("</td><td class=\"")
                .append(optimal ? "ok" : "fail")
                .append("\">").append(optimal ? "✓ yes" : "✗ no").append("</td><td class=\"num\">")
                .append(grouped(expanded))
                .append("</td><td class=\"num\">").append(grouped(generated)).append("</td><td class=\"num\">")
                .append(grouped(fBelowOptimal)).append("</td><td class=\"num\">").append(grouped(fAtMostOptimal))
                .append("</td>");
    }

    private void effortSuite(GradeReport.SuiteEffort suite) {
        String chart = EffortSuiteChart.draw(suite, domain);
        if (chart == null) {
            return;
        }
        out.append("<h3>Effort suite</h3>\n<p class=\"legend\">").append(String.format(Locale.ROOT,
                "Saves %.1f%% of %s's forced expansions (%s with g* + h &lt; C*) over %d starts at exact"
                        + " distances from a goal; by the starts' distance, under each column:", 100 * suite.saved(),
                Html.escape(ReportDomains.baselineTitle(domain)), Html.escape(domain.stateNounPlural()),
                suite.starts().size()))
                .append("</p>\n").append(chart).append('\n');
    }

    /** A* without reopening, for a heuristic it ran for: each start where its path is longer, or that none is. */
    private void closedSetSearch(ClosedSetSearch search) {
        if (search == null) {
            return;
        }
        out.append("<h3>A* without reopening</h3>\n<p class=\"muted\">This heuristic is not consistent, so A* as")
                .append(" most students write it, with a closed set that never expands a ")
                .append(Html.escape(domain.stateNoun())).append(" twice, also ran on")
                .append(" the suite's puzzles. No points depend on it.</p>\n");
        if (search.longer().isEmpty()) {
            out.append("<p class=\"closed-set\">It found an optimal path from all ").append(search.puzzles().size())
                    .append(" puzzles.</p>\n");
            return;
        }
        out.append("<ul class=\"closed-set\">");
        for (LongerPath longer : search.longer()) {
            String sentence = Html.escape(longer.sentence(domain));
            out.append("<li>").append(longer.puzzle() == null ? sentence
                    : sentence.replace(Html.escape(longer.puzzle()), puzzleName(longer.puzzle()))).append("</li>");
        }
        out.append("</ul>\n");
    }

    private void informedness(CheckResults checks) {
        Informedness informedness = checks == null ? null : checks.informedness();
        if (informedness == null) {
            return;
        }
        out.append("<h3>Informedness</h3>\n<dl class=\"figures\">");
        figure("mean estimate ÷ distance", roundedWithExact(informedness.meanRatio(), 3));
        figure("share exact", roundedWithExact(informedness.exactShare(), 3));
        figure("estimates capped at", grouped(informedness.estimateCap()));
        out.append("</dl>\n");
        String heatmap = InformednessHeatmap.draw(informedness.histogram(), domain);
        if (heatmap == null) {
            out.append("<p class=\"muted\">No histogram.</p>\n");
            return;
        }
        out.append("<div class=\"scroll\">").append(heatmap).append("</div>\n<p class=\"legend\"><span><span ")
                .append("class=\"swatch admissible\"></span>admissible region: estimate ≤ distance, edged by the ")
                .append("line estimate = distance</span><span><span class=\"swatch over\"></span>")
                .append("overestimates</span><span><span class=\"swatch dense\"></span>darker: more ")
                .append(Html.escape(domain.stateNounPlural())).append(" ")
                .append("(log scale)</span></p>\n");
    }
}
