package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import java.util.List;

/**
 * Draws the mean time of one evaluation per heuristic as horizontal bars in inline SVG, on a linear scale from 0 to
 * the slowest heuristic. Each bar is labelled with its time rounded to 0.1 ns; its tooltip holds the exact figure of
 * {@code grade.json}. A heuristic that was not run gets a label and no bar.
 *
 * <p>Lengths are percentages of the chart's width and text is in CSS pixels, as in {@link ExpansionChart}.
 */
final class EvaluationTimeChart {

    /** Where the longest bar ends, in percent of the width, leaving room for its label. */
    private static final double LONGEST = 80;
    private static final int NAME = 14;
    private static final int BAR = 12;
    private static final int ROW = NAME + 4 + BAR + 12;

    private EvaluationTimeChart() {
    }

    /** The chart, a row per heuristic in report order; null when there is no heuristic. */
    static String draw(List<HeuristicReport> heuristics) {
        if (heuristics.isEmpty()) {
            return null;
        }
        double slowest = 0;
        for (HeuristicReport heuristic : heuristics) {
            Double nanos = heuristic.nanosPerEvaluation();
            if (nanos != null && Double.isFinite(nanos)) {
                slowest = Math.max(slowest, nanos);
            }
        }
        StringBuilder svg = new StringBuilder(512 * heuristics.size());
        svg.append("<svg class=\"chart timing\" width=\"100%\" height=\"").append(ROW * heuristics.size())
                .append("\" role=\"img\" aria-label=\"mean time of one evaluation per heuristic, in nanoseconds\">")
                .append("<title>mean time of one evaluation per heuristic, in nanoseconds</title>");
        int top = 0;
        for (int i = 0; i < heuristics.size(); i++) {
            HeuristicReport heuristic = heuristics.get(i);
            Double nanos = heuristic.nanosPerEvaluation();
            svg.append("<g class=\"timing-row\" data-heuristic=\"").append(i + 1).append("\"><text class=\"name\" ")
                    .append("x=\"0\" y=\"").append(top + NAME - 3).append("\">").append(Html.escape(heuristic.name()))
                    .append("</text>");
            int barTop = top + NAME + 4;
            if (nanos == null || !Double.isFinite(nanos)) {
                svg.append("<text class=\"value none\" x=\"0\" y=\"").append(barTop + BAR - 2)
                        .append("\">not run</text>");
            } else {
                double length = slowest <= 0 ? 0 : LONGEST * nanos / slowest;
                String end = Html.percent(length);
                svg.append("<rect class=\"bar\" x=\"0\" y=\"").append(barTop).append("\" width=\"").append(end)
                        .append("\" height=\"").append(BAR).append("\"><title>").append(Html.exact(nanos))
                        .append(" ns</title></rect><text class=\"value\" x=\"").append(end).append("\" dx=\"6\" y=\"")
                        .append(barTop + BAR - 2).append("\">").append(Html.groupedRounded(nanos, 1))
                        .append(" ns</text>");
            }
            svg.append("</g>");
            top += ROW;
        }
        return svg.append("</svg>").toString();
    }
}
