package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.GradeReport;
import static io.github.heuristicgrader.report.html.Html.percent;

import io.github.heuristicgrader.result.GradeReport.EffortStart;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Draws the effort suite as a column chart in inline SVG: per exact distance of the starts, the share of the
 * baseline's forced expansions the heuristic saves there (the mean of 1 − F_h/F_baseline over that distance's starts
 * with F_baseline &gt; 0), from −100 % to 100 %, a dashed line at the suite's figure {@code saved}.
 *
 * <p>Widths are percentages of the chart's width, so it fills any screen; a share below −100 % is drawn at −100 %
 * and labelled with its value.
 */
final class EffortSuiteChart {

    private static final int HEIGHT = 160;
    private static final int TOP = 12;
    private static final int AXIS = 20;
    private static final double LEFT = 8;
    private static final double RIGHT = 98;

    private EffortSuiteChart() {
    }

    /** The chart of {@code suite} of a heuristic of {@code domain}, or null when there is none or it has no start. */
    static String draw(GradeReport.SuiteEffort suite, Domain domain) {
        if (suite == null || suite.starts() == null || suite.starts().isEmpty()) {
            return null;
        }
        Map<Integer, List<EffortStart>> byDistance = new TreeMap<>();
        for (EffortStart start : suite.starts()) {
            byDistance.computeIfAbsent(start.optimum(), d -> new ArrayList<>()).add(start);
        }
        int plotBottom = TOP + HEIGHT;
        StringBuilder svg = new StringBuilder(256 * byDistance.size() + 1024);
        svg.append("<svg class=\"chart effort-suite\" width=\"100%\" height=\"").append(plotBottom + AXIS)
                .append("\" role=\"img\" aria-label=\"share of ")
                .append(Html.escape(ReportDomains.baselineTitle(domain)))
                .append("'s forced expansions saved, by exact distance of the start\"><title>share of ")
                .append(Html.escape(ReportDomains.baselineTitle(domain)))
                .append("'s forced expansions saved, by exact distance of the start</title>");
        for (int tick = -100; tick <= 100; tick += 50) {
            double y = y(tick / 100.0);
            svg.append("<line class=\"grid\" x1=\"").append(percent(LEFT)).append("\" x2=\"").append(percent(RIGHT))
                    .append("\" y1=\"").append(Html.rounded(y, 1)).append("\" y2=\"").append(Html.rounded(y, 1))
                    .append("\"/><text class=\"tick\" x=\"0\" y=\"").append(Html.rounded(y + 4, 1)).append("\">")
                    .append(tick).append("%</text>");
        }
        double slot = (RIGHT - LEFT) / byDistance.size();
        int column = 0;
        for (Map.Entry<Integer, List<EffortStart>> distance : byDistance.entrySet()) {
            Double saved = saved(distance.getValue());
            double x = LEFT + slot * column + slot * 0.2;
            double width = slot * 0.6;
            String label = saved == null ? "–" : String.format(Locale.ROOT, "%.0f%%", 100 * saved);
            svg.append("<g class=\"distance\" data-distance=\"").append(distance.getKey()).append("\">");
            if (saved != null) {
                double end = y(Math.max(-1, Math.min(1, saved)));
                svg.append("<rect class=\"bar s-student\" x=\"").append(percent(x)).append("\" y=\"")
                        .append(Html.rounded(Math.min(end, y(0)), 1)).append("\" width=\"").append(percent(width))
                        .append("\" height=\"").append(Html.rounded(Math.abs(end - y(0)), 1))
                        .append("\"><title>distance ").append(distance.getKey()).append(": ").append(label)
                        .append(" saved</title></rect>");
            }
            // The label sits beyond the bar's end: above a saving, below a loss.
            double labelY = saved == null ? y(0) - 3
                    : saved >= 0 ? y(Math.min(1, saved)) - 3 : y(Math.max(-1, saved)) + 12;
            svg.append("<text class=\"value s-student\" x=\"").append(percent(x + width / 2))
                    .append("\" text-anchor=\"middle\" y=\"").append(Html.rounded(labelY, 1)).append("\">")
                    .append(label).append("</text><text class=\"tick\" x=\"").append(percent(x + width / 2))
                    .append("\" text-anchor=\"middle\" y=\"").append(plotBottom + 15).append("\">")
                    .append(distance.getKey()).append("</text></g>");
            column++;
        }
        double overall = y(Math.max(-1, Math.min(1, suite.saved())));
        svg.append("<line class=\"saved\" stroke-dasharray=\"4 3\" x1=\"").append(percent(LEFT)).append("\" x2=\"")
                .append(percent(RIGHT)).append("\" y1=\"").append(Html.rounded(overall, 1)).append("\" y2=\"")
                .append(Html.rounded(overall, 1)).append("\" stroke=\"currentColor\"><title>")
                .append(String.format(Locale.ROOT, "saved over the suite: %.1f%%", 100 * suite.saved()))
                .append("</title></line>");
        return svg.append("</svg>").toString();
    }

    /** The mean of 1 − F_h/F_baseline over {@code starts} with F_baseline &gt; 0, or null when there is none. */
    private static Double saved(List<EffortStart> starts) {
        double sum = 0;
        int counted = 0;
        for (EffortStart start : starts) {
            if (start.baselineFBelowOptimal() > 0) {
                sum += 1 - (double) start.fBelowOptimal() / start.baselineFBelowOptimal();
                counted++;
            }
        }
        return counted == 0 ? null : sum / counted;
    }

    /** The vertical position of a share from −1 (bottom) to 1 (top). */
    private static double y(double share) {
        return TOP + HEIGHT * (1 - share) / 2;
    }
}
