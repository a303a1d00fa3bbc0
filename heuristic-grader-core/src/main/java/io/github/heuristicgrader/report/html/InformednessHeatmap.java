package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;
import java.util.Locale;

/**
 * Draws the informedness histogram as an SVG heatmap: exact distance to the right, estimate upwards, one cell per
 * (estimate, distance) pair shaded by its number of states on a log scale. The admissible region, estimate ≤
 * distance, is tinted green and edged by a line, the rest red; cells in the red part are overestimates and drawn
 * red. Cells are taller than wide when the estimates span few values, so that the map never flattens to a line.
 */
final class InformednessHeatmap {

    /** Width of one cell, in SVG units. */
    private static final int UNIT = 4;
    /** The tallest a cell gets when the estimates span few values. */
    private static final int MAX_ROW_UNIT = 24;
    /** The plot is at least this share as tall as it is wide, cells allowing. */
    private static final double MIN_ASPECT = 0.3;
    /** The least distance between two estimate ticks, in SVG units. */
    private static final int MIN_TICK_SPACING = 12;
    private static final int LEFT = 32;
    private static final int TOP = 4;
    private static final int RIGHT = 4;
    private static final int BOTTOM = 26;
    private static final int[] TICK_STEPS = {1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000};
    private static final int MAX_TICKS = 10;
    /** CSS pixels per SVG unit without the page's style, which fits the map to the page's width instead. */
    private static final int DISPLAY_SCALE = 2;

    private InformednessHeatmap() {
    }

    /**
     * The heatmap as an {@code <svg class="heatmap">}, counting the states of {@code domain}; null when the histogram
     * is null or empty.
     */
    static String draw(List<HistogramCell> histogram, Domain domain) {
        if (histogram == null || histogram.isEmpty()) {
            return null;
        }
        int maxDistance = 0;
        int minEstimate = 0;
        int maxEstimate = 0;
        int mostStates = 1;
        for (HistogramCell cell : histogram) {
            maxDistance = Math.max(maxDistance, cell.distance());
            minEstimate = Math.min(minEstimate, cell.estimate());
            maxEstimate = Math.max(maxEstimate, cell.estimate());
            mostStates = Math.max(mostStates, cell.states());
        }
        Grid grid = Grid.of(maxDistance, minEstimate, maxEstimate);
        StringBuilder svg = new StringBuilder(64 * histogram.size() + 2048);
        svg.append("<svg class=\"heatmap\" viewBox=\"0 0 ").append(grid.width()).append(' ').append(grid.height())
                .append("\" width=\"").append(grid.width() * DISPLAY_SCALE).append("\" height=\"")
                .append(grid.height() * DISPLAY_SCALE)
                // Never narrower than one CSS pixel per unit, so that its 9-unit text stays 9 px or more on a phone.
                .append("\" style=\"--heatmap-min-width:").append(grid.width()).append("px\" role=\"img\" aria-label=\"")
                .append(Html.escape(domain.stateNounPlural())).append(" per estimate and exact distance\"><title>")
                .append(Html.escape(domain.stateNounPlural()))
                .append(" per estimate (up) and exact distance (right)</title>");
        svg.append("<rect class=\"region-over\" x=\"").append(LEFT).append("\" y=\"").append(TOP)
                .append("\" width=\"").append(grid.columns() * UNIT).append("\" height=\"")
                .append(grid.rows() * grid.rowUnit()).append("\"/>");
        String staircase = staircase(grid);
        svg.append("<path class=\"region-admissible\" d=\"M").append(LEFT).append(' ').append(grid.bottom())
                .append(staircase).append(" V").append(grid.bottom()).append(" Z\"/>");
        double logMax = Math.log1p(mostStates);
        for (HistogramCell cell : histogram) {
            double shade = 0.15 + 0.85 * Math.log1p(cell.states()) / logMax;
            svg.append("<rect class=\"").append(cell.estimate() > cell.distance() ? "hm over" : "hm")
                    .append("\" x=\"").append(grid.x(cell.distance())).append("\" y=\"")
                    .append(grid.y(cell.estimate())).append("\" width=\"").append(UNIT).append("\" height=\"")
                    .append(grid.rowUnit()).append("\" fill-opacity=\"").append(String.format(Locale.ROOT, "%.2f", shade))
                    .append("\"><title>estimate ").append(cell.estimate()).append(", distance ")
                    .append(cell.distance()).append(": ").append(Numbers.grouped(cell.states()))
                    .append(' ').append(Html.escape(domain.stateNounPlural())).append("</title></rect>");
        }
        svg.append("<path class=\"boundary\" d=\"M").append(LEFT).append(' ').append(grid.y(0))
                .append(staircase).append("\"><title>estimate = distance</title></path>");
        axes(svg, grid);
        return svg.append("</svg>").toString();
    }

    /**
     * The top edge of the admissible region, from left to right: in each distance column, the top of the cells
     * with estimate ≤ distance. It continues a path that stands at the left edge.
     */
    private static String staircase(Grid grid) {
        StringBuilder path = new StringBuilder();
        for (int distance = 0; distance <= grid.maxDistance(); distance++) {
            int top = grid.y(Math.min(distance, grid.maxEstimate()));
            path.append(" L").append(grid.x(distance)).append(' ').append(top)
                    .append(" L").append(grid.x(distance) + UNIT).append(' ').append(top);
        }
        return path.toString();
    }

    private static void axes(StringBuilder svg, Grid grid) {
        int right = LEFT + grid.columns() * UNIT;
        svg.append("<path class=\"axis\" d=\"M").append(LEFT).append(' ').append(TOP).append(" V")
                .append(grid.bottom()).append(" H").append(right).append("\"/>");
        int distanceStep = tickStep(grid.maxDistance());
        for (int distance = 0; distance <= grid.maxDistance(); distance += distanceStep) {
            svg.append("<text class=\"tick\" x=\"").append(grid.x(distance) + UNIT / 2).append("\" y=\"")
                    .append(grid.bottom() + 11).append("\" text-anchor=\"middle\">").append(distance)
                    .append("</text>");
        }
        int estimateStep = tickStep(grid.maxEstimate() - grid.minEstimate());
        while (estimateStep * grid.rowUnit() < MIN_TICK_SPACING) {
            estimateStep = nextTickStep(estimateStep);
        }
        for (int estimate = firstTick(grid.minEstimate(), estimateStep); estimate <= grid.maxEstimate();
                estimate += estimateStep) {
            svg.append("<text class=\"tick\" x=\"").append(LEFT - 3).append("\" y=\"")
                    .append(grid.y(estimate) + grid.rowUnit() / 2 + 3).append("\" text-anchor=\"end\">").append(estimate)
                    .append("</text>");
        }
        svg.append("<text class=\"label\" x=\"").append((LEFT + right) / 2).append("\" y=\"")
                .append(grid.height() - 2).append("\" text-anchor=\"middle\">exact distance</text>");
        int middle = (TOP + grid.bottom()) / 2;
        svg.append("<text class=\"label\" x=\"8\" y=\"").append(middle).append("\" text-anchor=\"middle\" ")
                .append("transform=\"rotate(-90 8 ").append(middle).append(")\">estimate</text>");
    }

    /** The smallest round step that puts at most {@link #MAX_TICKS} ticks on a range. */
    private static int tickStep(int range) {
        for (int step : TICK_STEPS) {
            if (range / step < MAX_TICKS) {
                return step;
            }
        }
        return range / MAX_TICKS + 1;
    }

    /** The next larger round step after {@code step}. */
    private static int nextTickStep(int step) {
        for (int round : TICK_STEPS) {
            if (round > step) {
                return round;
            }
        }
        return 2 * step;
    }

    /** The first multiple of {@code step} at or above {@code min}. */
    private static int firstTick(int min, int step) {
        return Math.floorDiv(min + step - 1, step) * step;
    }

    /**
     * Where cells go: distance {@code 0..maxDistance} across, estimate {@code minEstimate..maxEstimate} up, each row
     * {@code rowUnit} high.
     */
    private record Grid(int maxDistance, int minEstimate, int maxEstimate, int rowUnit) {

        static Grid of(int maxDistance, int minEstimate, int maxEstimate) {
            int rows = maxEstimate - minEstimate + 1;
            int wanted = (int) Math.ceil(MIN_ASPECT * (maxDistance + 1) * UNIT / rows);
            return new Grid(maxDistance, minEstimate, maxEstimate, Math.max(UNIT, Math.min(MAX_ROW_UNIT, wanted)));
        }

        int columns() {
            return maxDistance + 1;
        }

        int rows() {
            return maxEstimate - minEstimate + 1;
        }

        int width() {
            return LEFT + columns() * UNIT + RIGHT;
        }

        int height() {
            return TOP + rows() * rowUnit + BOTTOM;
        }

        int bottom() {
            return TOP + rows() * rowUnit;
        }

        int x(int distance) {
            return LEFT + distance * UNIT;
        }

        int y(int estimate) {
            return TOP + (maxEstimate - estimate) * rowUnit;
        }
    }
}
