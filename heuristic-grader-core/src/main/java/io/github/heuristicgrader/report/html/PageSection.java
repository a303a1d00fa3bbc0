package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.Verdict;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.spi.Domain;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A part of the {@link ReportPage}: it appends its markup to the page being written and shares the page's ways of
 * writing figures, meters, verdicts, drawn states and names. Markup is XHTML-compatible and every string from the report
 * goes through {@link Html#escape}.
 */
public abstract class PageSection {

    /** The report the page shows. */
    final GradeReport report;
    /** The page written so far. */
    final StringBuilder out;

    /** The class attribute of a drawing's root {@code <svg>} element, up to its closing quote. */
    private static final Pattern SVG_CLASS = Pattern.compile("^(<svg[^>]*?\\bclass=\"[^\"]*)\"");

    /** What a cell or figure without a value shows. */
    static final String DASH = "—";

    PageSection(GradeReport report, StringBuilder out) {
        this.report = report;
        this.out = out;
    }

    /** The points {@code heuristics} earned together. */
    static int scoreOf(List<HeuristicReport> heuristics) {
        return heuristics.stream().mapToInt(HeuristicReport::score).sum();
    }

    /** The heuristics' part of the maximum: fixed by the slots when the rubric has them, else what each can earn. */
    int maxScoreOf(List<HeuristicReport> heuristics, TestReport tests) {
        if (!report.slots().isEmpty() || !report.compilation().compiled()) {
            return report.maxScore() - (tests == null ? 0 : tests.maxScore());
        }
        return heuristics.stream().mapToInt(HeuristicReport::maxScore).sum();
    }

    /**
     * The heuristic's number in {@code grade.json}'s order, from 1: its section's id is {@code heuristic-n} whatever
     * its place on the page, so that links and the JSON's order agree.
     */
    int number(HeuristicReport heuristic) {
        return report.heuristics().indexOf(heuristic) + 1;
    }

    /** Whether the heuristic's verdict is anything but {@code passed}: its section opens and comes first. */
    static boolean failing(HeuristicReport heuristic) {
        return heuristic.verdict() != Verdict.PASSED;
    }

    /** A bar filled to {@code earned} of {@code possible}; nothing when nothing is possible. */
    void meter(int earned, int possible) {
        if (possible <= 0) {
            return;
        }
        int percent = Math.max(0, Math.min(100, (int) Math.round(100.0 * earned / possible)));
        out.append("<span class=\"meter\" aria-hidden=\"true\"><span style=\"width:").append(percent)
                .append("%\"></span></span>");
    }

    void verdict(Verdict verdict) {
        String id = verdict == null ? "unknown" : verdict.id();
        out.append("<span class=\"verdict v-").append(Html.escape(id)).append("\">").append(Html.escape(id))
                .append("</span>");
    }

    void figure(String term, String value) {
        out.append("<div><dt>").append(term).append("</dt><dd>").append(value).append("</dd></div>");
    }

    static String roundedWithExact(Double value, int decimals) {
        return value == null ? DASH
                : "<span title=\"" + Html.exact(value) + "\">" + Html.groupedRounded(value, decimals) + "</span>";
    }

    static String count(String label, long value) {
        return label + " <span class=\"n\">" + grouped(value) + "</span>";
    }

    /** A state of {@code domain} drawn, with its text under it. */
    void state(Domain domain, String state) {
        out.append(drawing(domain, state, null)).append("<code>").append(Html.escape(rows(domain, state)))
                .append("</code>");
    }

    /**
     * The state {@code text} drawn by {@code domain} as one {@code <svg>} element, what changed since {@code previous}
     * (null for nothing) marked: the one place the page draws a state, so that the player's frames are drawn alike.
     */
    static String drawing(Domain domain, String text, String previous) {
        return domain.drawing().svg(text, previous);
    }

    /** The state {@code text} drawn small, for a table: the drawing's root element gets the class {@code small}. */
    static String smallDrawing(Domain domain, String text) {
        return SVG_CLASS.matcher(drawing(domain, text, null)).replaceFirst("$1 small\"");
    }

    /** The state {@code text} in rows separated by spaces, as people type it; other text unchanged. */
    static String rows(Domain domain, String text) {
        return ReportDomains.rows(domain, text);
    }

    /**
     * {@code text} escaped in a {@code pre} of class {@code cssClass}. A line break right after the start tag is
     * dropped by the HTML parser, so a text that starts with one gets another in front of it.
     */
    void pre(String cssClass, String text) {
        out.append("<pre class=\"").append(cssClass).append("\">");
        if (text != null && (text.startsWith("\n") || text.startsWith("\r"))) {
            out.append('\n');
        }
        out.append(Html.escape(text)).append("</pre>");
    }

    void runOutcome(TestRunOutcome outcome) {
        String id = outcome == null ? "unknown" : outcome.id();
        out.append("<span class=\"run-outcome o-").append(Html.escape(id)).append("\">").append(Html.escape(id))
                .append("</span>");
    }

    /** {@code name} escaped, with a line break allowed after each {@code . # $ /} of a long class or test name. */
    static String breakable(String name) {
        if (name == null) {
            return "";
        }
        StringBuilder breakable = new StringBuilder(name.length() + 32);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            breakable.append(Html.escape(String.valueOf(c)));
            if (c == '.' || c == '#' || c == '$' || c == '/') {
                breakable.append("<wbr/>");
            }
        }
        return breakable.toString();
    }

    /**
     * A suite puzzle's name, escaped, with its Latin name beside it when the suite gives one that differs (the
     * pinyin of a classic's Chinese name), so that a page read without a CJK font still names the puzzle.
     */
    String puzzleName(String puzzle) {
        String latin = nonNull(report.suite()).stream().filter(entry -> Objects.equals(entry.puzzle(), puzzle))
                .map(SuitePuzzle::latinName).filter(name -> name != null && !name.equals(puzzle)).findFirst()
                .orElse(null);
        return latin == null ? Html.escape(puzzle)
                : "<span lang=\"zh\">" + Html.escape(puzzle) + "</span> <span class=\"latin\">" + Html.escape(latin)
                        + "</span>";
    }

    /** The outcome of each check of {@code heuristic}, by its rubric item's name. */
    static Map<String, CheckOutcome> outcomesByItem(HeuristicReport heuristic) {
        Map<String, CheckOutcome> outcomes = new HashMap<>();
        CheckOutcomes.of(heuristic).forEach(outcome -> outcomes.put(outcome.check().id(), outcome));
        return outcomes;
    }
    static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }
}
