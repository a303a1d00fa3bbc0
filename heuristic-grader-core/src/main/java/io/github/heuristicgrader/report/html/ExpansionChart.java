package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.report.ReportDomains;
import static io.github.heuristicgrader.report.html.Html.percent;

import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws A* expansions per suite puzzle as a grouped horizontal bar chart in inline SVG: for each puzzle one bar for
 * h = 0, the domain's baseline, the student's heuristic and the exact distance, on a log scale because uniform-cost
 * search expands hundreds of times more states than A* with the exact distance.
 *
 * <p>Lengths are percentages of the chart's width and text is in CSS pixels, so the chart fills any screen without
 * shrinking its writing. Every bar is labelled with its count as {@code grade.json} gives it.
 */
final class ExpansionChart {

    /** One bar of a group: the CSS class that colours it, and the name people read. */
    enum Series {
        ZERO("zero", "h = 0"),
        /** The domain's baseline heuristic, named by the domain. */
        BASELINE("baseline", null),
        STUDENT("student", "this heuristic"),
        EXACT("exact", "exact distance");

        private final String cssClass;
        private final String label;

        Series(String cssClass, String label) {
            this.cssClass = cssClass;
            this.label = label;
        }

        /** The class of the bars and the legend swatch, {@code s-} and the series' short name. */
        String cssClass() {
            return "s-" + cssClass;
        }

        /** The series' name in the legend and tooltips, for a heuristic of {@code domain}. */
        String label(Domain domain) {
            return this == BASELINE ? ReportDomains.baselineTitle(domain) : label;
        }
    }

    /** Where the bars start, in percent of the width; the puzzle names fill the space before it. */
    private static final double BARS_FROM = 20;
    /** Where the longest possible bar ends, leaving room for its count. */
    private static final double BARS_TO = 88;
    private static final int BAR = 10;
    private static final int GAP = 3;
    private static final int GROUP_GAP = 12;
    private static final int TOP = 4;
    private static final int AXIS = 22;
    private static final int NAME_CHARS = 14;

    private ExpansionChart() {
    }

    /**
     * The chart for the student's {@code effort}, its reference bars taken from the {@code suite} puzzle of the same
     * name (the baseline from the effort itself), in the words of {@code domain}; null when there is no effort. A
     * missing reference leaves its bar out.
     */
    static String draw(List<PuzzleEffort> effort, List<SuitePuzzle> suite, Domain domain) {
        if (effort == null || effort.isEmpty()) {
            return null;
        }
        Map<String, SuitePuzzle> suiteByName = new HashMap<>();
        for (SuitePuzzle puzzle : suite) {
            suiteByName.putIfAbsent(puzzle.puzzle(), puzzle);
        }
        List<Group> groups = new ArrayList<>();
        long largest = 1;
        long smallest = Long.MAX_VALUE;
        for (PuzzleEffort puzzle : effort) {
            SuitePuzzle reference = suiteByName.get(puzzle.puzzle());
            Map<Series, Long> values = new HashMap<>();
            put(values, Series.ZERO, reference == null ? null : reference.zero());
            put(values, Series.BASELINE, puzzle.baseline());
            values.put(Series.STUDENT, puzzle.expanded());
            put(values, Series.EXACT, reference == null ? null : reference.exact());
            for (long value : values.values()) {
                largest = Math.max(largest, value);
                smallest = value > 0 ? Math.min(smallest, value) : smallest;
            }
            groups.add(new Group(puzzle.puzzle(), reference == null ? null : reference.latinName(), values));
        }
        Scale scale = Scale.of(smallest, largest);
        int groupHeight = Series.values().length * (BAR + GAP) - GAP;
        int plotBottom = TOP + groups.size() * (groupHeight + GROUP_GAP) - GROUP_GAP;
        int height = plotBottom + AXIS;
        StringBuilder svg = new StringBuilder(512 * groups.size() + 1024);
        svg.append("<svg class=\"chart expansions\" width=\"100%\" height=\"").append(height)
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(domain.stateNounPlural()))
                .append(" expanded by A* per puzzle, log scale\"><title>")
                .append(Html.escape(domain.stateNounPlural())).append(" expanded by A* per puzzle: h = 0, ")
                .append(Html.escape(ReportDomains.baselineTitle(domain)))
                .append(", this heuristic, exact distance (log scale)</title>");
        for (int decade = scale.lowest(); decade <= scale.highest(); decade++) {
            String x = percent(BARS_FROM + (BARS_TO - BARS_FROM) * scale.decadePosition(decade));
            svg.append("<line class=\"grid\" x1=\"").append(x).append("\" x2=\"").append(x).append("\" y1=\"0\" y2=\"")
                    .append(plotBottom).append("\"/><text class=\"tick\" x=\"").append(x).append("\" y=\"")
                    .append(plotBottom + 15).append("\" text-anchor=\"middle\">").append(power(decade))
                    .append("</text>");
        }
        int top = TOP;
        for (Group group : groups) {
            group(svg, group, top, groupHeight, scale, domain);
            top += groupHeight + GROUP_GAP;
        }
        return svg.append("</svg>").toString();
    }

    private static void put(Map<Series, Long> values, Series series, SearchEffort effort) {
        if (effort != null) {
            values.put(series, effort.expanded());
        }
    }

    private static void group(StringBuilder svg, Group group, int top, int groupHeight, Scale scale, Domain domain) {
        String name = group.puzzle() == null ? "" : group.puzzle();
        String latin = group.latinName() == null || group.latinName().equals(name) ? null : group.latinName();
        String title = latin == null ? name : name + " (" + latin + ")";
        svg.append("<g class=\"puzzle\" data-puzzle=\"").append(Html.escape(name)).append("\">")
                .append("<svg x=\"0\" y=\"").append(top).append("\" width=\"").append(percent(BARS_FROM - 1))
                .append("\" height=\"").append(groupHeight).append("\"><text class=\"name\" x=\"0\" y=\"")
                .append(latin == null ? groupHeight / 2 + 4 : groupHeight / 2 - 3).append("\"><title>")
                .append(Html.escape(title)).append("</title>").append(Html.escape(shortened(name))).append("</text>");
        // The Latin name under the Chinese one names the puzzle where no CJK font is installed.
        if (latin != null) {
            svg.append("<text class=\"latin\" x=\"0\" y=\"").append(groupHeight / 2 + 11).append("\"><title>")
                    .append(Html.escape(title)).append("</title>").append(Html.escape(shortened(latin)))
                    .append("</text>");
        }
        svg.append("</svg>");
        int y = top;
        for (Series series : Series.values()) {
            Long value = group.values().get(series);
            if (value != null) {
                double end = BARS_FROM + (BARS_TO - BARS_FROM) * scale.position(value);
                svg.append("<rect class=\"bar ").append(series.cssClass()).append("\" x=\"")
                        .append(percent(BARS_FROM)).append("\" y=\"").append(y).append("\" width=\"")
                        .append(percent(end - BARS_FROM)).append("\" height=\"").append(BAR).append("\"><title>")
                        .append(Html.escape(series.label(domain))).append(": ").append(Numbers.grouped(value))
                        .append(" expanded</title></rect>")
                        .append("<text class=\"value ").append(series.cssClass()).append("\" x=\"")
                        .append(percent(end)).append("\" dx=\"4\" y=\"").append(y + BAR).append("\">")
                        .append(Numbers.grouped(value))
                        .append("</text>");
            }
            y += BAR + GAP;
        }
        svg.append("</g>");
    }

    /** A log scale over whole decades, from 10^lowest to 10^highest. */
    private record Scale(int lowest, int highest) {

        /** The decades around every count from {@code smallest} (0 or more) to {@code largest} (1 or more). */
        static Scale of(long smallest, long largest) {
            int lowest = smallest >= largest ? 0 : (int) Math.floor(Math.log10(smallest));
            return new Scale(lowest, Math.max(lowest + 1, (int) Math.ceil(Math.log10(largest))));
        }

        /** Where {@code value} falls on the scale, from 0 to 1; values at or below its start at 0. */
        double position(long value) {
            return value <= 0 ? 0 : logPosition(Math.log10(value));
        }

        /** Where 10^{@code power} falls, from 0 to 1. */
        double decadePosition(int power) {
            return logPosition(power);
        }

        private double logPosition(double power) {
            return Math.max(0, Math.min(1, (power - lowest) / (highest - lowest)));
        }
    }

    private static String power(int decade) {
        return switch (decade) {
            case 0 -> "1";
            case 1 -> "10";
            case 2 -> "100";
            case 3 -> "1k";
            case 4 -> "10k";
            case 5 -> "100k";
            case 6 -> "1M";
            default -> "1e" + decade;
        };
    }

    /** {@code name} cut to {@value #NAME_CHARS} code points, an ellipsis marking the cut. */
    private static String shortened(String name) {
        return name.codePointCount(0, name.length()) > NAME_CHARS
                ? name.substring(0, name.offsetByCodePoints(0, NAME_CHARS - 1)) + "…" : name;
    }

    /** One puzzle's bars: its name, its Latin name (null when unknown) and the count of each series. */
    private record Group(String puzzle, String latinName, Map<Series, Long> values) {
    }
}
