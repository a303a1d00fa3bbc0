package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.GradeReport;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The counterexamples of one heuristic's checks, drawn: the admissibility counterexample with the player of its
 * optimal solution, the inconsistent move, and the states that break dominance, zero at goals and well-formedness.
 */
final class CounterexampleFigures extends DomainPageSection {

    /** The figures of a heuristic of {@code domain}, which draws them. */
    CounterexampleFigures(GradeReport report, StringBuilder out, Domain domain) {
        super(report, out, domain);
    }

    void examples(CheckResults checks, int number) {
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
            StateExample below = dominance.belowExample();
            stateFigure("dominance", "Below " + Html.escape(dominance.baseline()) + ": h = " + below.estimate()
                    + " but " + Html.escape(dominance.baseline()) + " gives " + dominance.baselineEstimate() + ".",
                    below);
        }
        if (checks.goalZero() != null && checks.goalZero().example() != null) {
            StateExample goal = checks.goalZero().example();
            stateFigure("goal-zero", "Not zero at a goal: h = " + goal.estimate() + ".", goal);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstNegative() != null) {
            StateExample negative = checks.wellFormed().firstNegative();
            stateFigure("negative", "Negative: h = " + negative.estimate() + ".", negative);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstFailed() != null) {
            out.append("<figure class=\"example threw\"><figcaption>The heuristic threw here.</figcaption>")
                    .append("<div class=\"drawn-state\">");
            state(domain, checks.wellFormed().firstFailed());
            out.append("</div></figure>\n");
        }
        out.append("</div>\n");
    }

    /**
     * The counterexample with its optimal solution; the script steps through it with buttons, a slider or the
     * arrow keys, showing at each step the heuristic's value h beside the exact distance d and marking the steps
     * where h &gt; d. A strip of the steps gives h at each, the overestimates marked, and the list of every state
     * gives h and d too, so that without the script the whole solution still reads.
     */
    private void solutionPlayer(Counterexample counterexample, String stepsId) {
        List<String> solution = nonNull(counterexample.solution());
        List<Long> estimates = counterexample.solutionEstimates();
        List<Integer> distances = ReportDomains.solutionDistances(domain, solution, counterexample.distance());
        int moves = Math.max(0, solution.size() - 1);
        out.append("<figure class=\"example player\" tabindex=\"0\" data-steps=\"").append(stepsId)
                .append("\" aria-label=\"optimal solution from the counterexample; arrow keys step through it\">")
                .append("<figcaption>Overestimates: h = <span class=\"n\">").append(grouped(counterexample.estimate()));
        if (counterexample.distance() == 0) {
            out.append("</span> on a goal ").append(Html.escape(domain.stateNoun()))
                    .append(", where the distance is <span class=\"n\">0</span>.");
        } else if (domain.unitCosts()) {
            out.append("</span> but the goal is <span class=\"n\">").append(grouped(counterexample.distance()))
                    .append("</span> ").append(counterexample.distance() == 1 ? "move" : "moves")
                    .append(" away. An optimal solution, with h beside the exact distance d at each step:");
        } else {
            out.append("</span> but the goal costs <span class=\"n\">").append(grouped(counterexample.distance()))
                    .append("</span> to reach. An optimal solution, with h beside the exact distance d at each step:");
        }
        Long first = estimates.isEmpty() ? null : estimates.get(0);
        boolean over = first != null && first > counterexample.distance();
        out.append("</figcaption>\n<div class=\"drawn-state step").append(over ? " over" : "").append("\">")
                .append(drawing(domain, counterexample.state(), null)).append("<code class=\"step-state\">")
                .append(Html.escape(rows(domain, counterexample.state())))
                .append("</code><span class=\"step-figures\">")
                .append("<span class=\"estimate\">h = <span class=\"n\">").append(estimateText(first))
                .append("</span></span> · <span class=\"to-go\">d = <span class=\"n\">")
                .append(grouped(counterexample.distance())).append("</span></span></span><span class=\"over-mark\"")
                .append(over ? "" : " hidden=\"hidden\"").append(">").append(overText(first, counterexample.distance()))
                .append("</span></div>\n");
        if (moves > 0) {
            out.append("<div class=\"controls\"><button type=\"button\" class=\"first\" hidden=\"hidden\" ")
                    .append("aria-label=\"first ").append(Html.escape(domain.stateNoun()))
                    .append("\">« first</button><button type=\"button\" class=\"prev\" ")
                    .append("hidden=\"hidden\" aria-label=\"previous move\">◀ prev</button>")
                    .append("<span class=\"counter\" aria-live=\"polite\">0 / ").append(moves).append("</span>")
                    .append("<button type=\"button\" class=\"next\" hidden=\"hidden\" aria-label=\"next move\">")
                    .append("next ▶</button><button type=\"button\" class=\"last\" hidden=\"hidden\" ")
                    .append("aria-label=\"goal ").append(Html.escape(domain.stateNoun()))
                    .append("\">last »</button></div>\n<input type=\"range\" class=\"scrub\" ")
                    .append("min=\"0\" max=\"").append(moves).append("\" value=\"0\" step=\"1\" hidden=\"hidden\" ")
                    .append("aria-label=\"move\"/>\n<p class=\"hint\" hidden=\"hidden\">← → step, Home and End ")
                    .append("jump</p>\n<script type=\"application/json\" id=\"").append(stepsId).append("\">")
                    .append(Html.scriptJson(steps(domain, solution, estimates, distances)))
                    .append("</script>\n");
        }
        if (!solution.isEmpty()) {
            out.append("<p class=\"hint\">h at each step, red where h &gt; d:</p>\n");
            stepMarks(estimates, distances);
            out.append("<details><summary>all ").append(solution.size()).append(' ')
                    .append(Html.escape(domain.stateNounPlural())).append(" with h and d</summary>")
                    .append("<ol class=\"step-list\" start=\"0\">");
            for (int step = 0; step < solution.size(); step++) {
                Long estimate = estimates.get(step);
                int distance = distances.get(step);
                out.append("<li").append(estimate != null && estimate > distance ? " class=\"over\"" : "")
                        .append("><code>").append(Html.escape(rows(domain, solution.get(step))))
                        .append("</code> h = <span class=\"n\">").append(estimateText(estimate))
                        .append("</span>, d = <span class=\"n\">").append(grouped(distance)).append("</span>")
                        .append(estimate != null && estimate > distance ? " <span class=\"over-mark\">"
                                + overText(estimate, distance) + "</span>" : "")
                        .append("</li>");
            }
            out.append("</ol></details>\n");
        }
        out.append("</figure>\n");
    }

    /**
     * The player's steps for its script: each step's state, its drawing (what moved since the step before marked)
     * and its text, the heuristic's values, the start's distance and each step's. The script only switches between
     * the drawings, so that it plays any domain's states.
     */
    private static Map<String, Object> steps(Domain domain, List<String> solution, List<Long> estimates,
            List<Integer> distances) {
        List<String> frames = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (int step = 0; step < solution.size(); step++) {
            frames.add(drawing(domain, solution.get(step), step == 0 ? null : solution.get(step - 1)));
            texts.add(rows(domain, solution.get(step)));
        }
        return Map.of("states", solution, "frames", frames, "texts", texts, "estimates", estimates, "distance",
                distances.get(0), "distances", distances);
    }

    /**
     * A strip with a cell per step of the solution, h in it, the steps where h &gt; d marked: where along the way
     * the heuristic overestimates, at a glance. The script outlines the step shown.
     */
    private void stepMarks(List<Long> estimates, List<Integer> distances) {
        out.append("<ol class=\"step-marks\" start=\"0\" aria-label=\"h at each step; marked where h &gt; d\">");
        for (int step = 0; step < estimates.size(); step++) {
            Long estimate = estimates.get(step);
            int d = distances.get(step);
            String kind = estimate == null ? "threw" : estimate > d ? "over" : "ok";
            out.append("<li class=\"").append(kind).append(step == 0 ? " current" : "").append("\" data-step=\"")
                    .append(step).append("\" title=\"step ").append(step).append(": h = ")
                    .append(estimateText(estimate))
                    .append(", d = ").append(grouped(d)).append(estimate != null && estimate > d ? ", h &gt; d" : "")
                    .append("\">").append(estimateText(estimate)).append("</li>");
        }
        out.append("</ol>\n");
    }

    /** An estimate as the page shows it: grouped, or "threw" where the heuristic threw on the state. */
    private static String estimateText(Long estimate) {
        return estimate == null ? "threw" : grouped(estimate);
    }

    /** The mark of a step where h &gt; d, with by how much; "" when h ≤ d or unknown. */
    private static String overText(Long estimate, int distance) {
        return estimate == null || estimate <= distance ? "" : "h &gt; d by " + grouped(estimate - distance);
    }

    /** The move before and after, drawn by the domain (which marks what changed) side by side. */
    private void inconsistentMove(MoveExample move) {
        out.append("<figure class=\"example move\"><figcaption>Inconsistent: h drops by <span class=\"n\">")
                .append(move.fromEstimate() - move.toEstimate()).append("</span> across one move, more than the ")
                .append("move's cost of <span class=\"n\">").append(grouped(move.cost())).append("</span>.</figcaption><div class=\"state-pair\"><div class=\"drawn-state\">")
                .append(drawing(domain, move.from(), move.to())).append("<code>")
                .append(Html.escape(rows(domain, move.from()))).append("</code>");
        out.append("<span>h = <span class=\"n\">").append(grouped(move.fromEstimate())).append("</span></span></div>")
                .append("<span class=\"arrow\" aria-label=\"one move to\">→</span><div class=\"drawn-state\">")
                .append(drawing(domain, move.to(), move.from())).append("<code>")
                .append(Html.escape(rows(domain, move.to()))).append("</code>");
        out.append("<span>h = <span class=\"n\">").append(grouped(move.toEstimate()))
                .append("</span></span></div></div>")
                .append("</figure>\n");
    }

    private void stateFigure(String kind, String caption, StateExample example) {
        out.append("<figure class=\"example ").append(kind).append("\"><figcaption>").append(caption)
                .append("</figcaption><div class=\"drawn-state\">");
        state(domain, example.state());
        out.append("<span>h = <span class=\"n\">").append(grouped(example.estimate()))
                .append("</span>, distance <span class=\"n\">").append(grouped(example.distance()))
                .append("</span></span></div></figure>\n");
    }
}
