package io.github.heuristicgrader.report;

import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import java.util.List;
import java.util.Locale;

/**
 * Draws the informedness histogram as an SVG heatmap: exact distance to the right, estimate upwards, one square per
 * (estimate, distance) pair shaded by its number of layouts on a log scale. The admissible region, estimate ≤
 * distance, is tinted green and the rest red; squares in the red part are overestimates and drawn red.
 */
final class InformednessHeatmap {

    /** Side of one square, in SVG units. */
    private static final int UNIT = 4;
    private static final int LEFT = 24;
    private static final int TOP = 4;
    private static final int RIGHT = 4;
    private static final int BOTTOM = 22;
    private static final int[] TICK_STEPS = {1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000};
    private static final int MAX_TICKS = 10;
    /** CSS pixels per SVG unit at full size; the page's style shrinks wider maps to fit. */
    private static final int DISPLAY_SCALE = 2;

    private InformednessHeatmap() {
    }

    /** The heatmap as an {@code <svg class="heatmap">}, or null when the histogram is null or empty. */
    static String draw(List<HistogramCell> histogram) {
        if (histogram == null || histogram.isEmpty()) {
            return null;
        }
        int maxDistance = 0;
        int minEstimate = 0;
        int maxEstimate = 0;
        int maxLayouts = 1;
        for (HistogramCell cell : histogram) {
            maxDistance = Math.max(maxDistance, cell.distance());
            minEstimate = Math.min(minEstimate, cell.estimate());
            maxEstimate = Math.max(maxEstimate, cell.estimate());
            maxLayouts = Math.max(maxLayouts, cell.layouts());
        }
        Grid grid = new Grid(maxDistance, minEstimate, maxEstimate);
        StringBuilder svg = new StringBuilder(64 * histogram.size() + 2048);
        svg.append("<svg class=\"heatmap\" viewBox=\"0 0 ").append(grid.width()).append(' ').append(grid.height())
                .append("\" width=\"").append(grid.width() * DISPLAY_SCALE).append("\" height=\"")
                .append(grid.height() * DISPLAY_SCALE).append("\" role=\"img\" aria-label=\"layouts per estimate and exact distance\">")
                .append("<title>layouts per estimate (up) and exact distance (right)</title>");
        svg.append("<rect class=\"region-over\" x=\"").append(LEFT).append("\" y=\"").append(TOP)
                .append("\" width=\"").append(grid.columns() * UNIT).append("\" height=\"")
                .append(grid.rows() * UNIT).append("\"/>");
        svg.append("<path class=\"region-admissible\" d=\"").append(admissibleRegion(grid)).append("\"/>");
        double logMax = Math.log1p(maxLayouts);
        for (HistogramCell cell : histogram) {
            double shade = 0.15 + 0.85 * Math.log1p(cell.layouts()) / logMax;
            svg.append("<rect class=\"").append(cell.estimate() > cell.distance() ? "hm over" : "hm")
                    .append("\" x=\"").append(grid.x(cell.distance())).append("\" y=\"")
                    .append(grid.y(cell.estimate())).append("\" width=\"").append(UNIT).append("\" height=\"")
                    .append(UNIT).append("\" fill-opacity=\"").append(String.format(Locale.ROOT, "%.2f", shade))
                    .append("\"><title>estimate ").append(cell.estimate()).append(", distance ")
                    .append(cell.distance()).append(": ").append(cell.layouts()).append(" layouts</title></rect>");
        }
        axes(svg, grid);
        return svg.append("</svg>").toString();
    }

    /** The staircase under the diagonal: in each distance column, the squares with estimate ≤ distance. */
    private static String admissibleRegion(Grid grid) {
        StringBuilder path = new StringBuilder("M").append(LEFT).append(' ').append(grid.bottom());
        for (int distance = 0; distance <= grid.maxDistance(); distance++) {
            int top = grid.y(Math.min(distance, grid.maxEstimate()));
            path.append(" L").append(grid.x(distance)).append(' ').append(top)
                    .append(" L").append(grid.x(distance) + UNIT).append(' ').append(top);
        }
        return path.append(" L").append(grid.x(grid.maxDistance()) + UNIT).append(' ').append(grid.bottom())
                .append(" Z").toString();
    }

    private static void axes(StringBuilder svg, Grid grid) {
        int right = LEFT + grid.columns() * UNIT;
        svg.append("<path class=\"axis\" d=\"M").append(LEFT).append(' ').append(TOP).append(" V")
                .append(grid.bottom()).append(" H").append(right).append("\"/>");
        int distanceStep = tickStep(grid.maxDistance());
        for (int distance = 0; distance <= grid.maxDistance(); distance += distanceStep) {
            svg.append("<text class=\"tick\" x=\"").append(grid.x(distance) + UNIT / 2).append("\" y=\"")
                    .append(grid.bottom() + 8).append("\" text-anchor=\"middle\">").append(distance)
                    .append("</text>");
        }
        int estimateStep = tickStep(grid.maxEstimate() - grid.minEstimate());
        for (int estimate = firstTick(grid.minEstimate(), estimateStep); estimate <= grid.maxEstimate();
                estimate += estimateStep) {
            svg.append("<text class=\"tick\" x=\"").append(LEFT - 2).append("\" y=\"")
                    .append(grid.y(estimate) + UNIT).append("\" text-anchor=\"end\">").append(estimate)
                    .append("</text>");
        }
        svg.append("<text class=\"label\" x=\"").append((LEFT + right) / 2).append("\" y=\"")
                .append(grid.height() - 2).append("\" text-anchor=\"middle\">exact distance</text>");
        int middle = (TOP + grid.bottom()) / 2;
        svg.append("<text class=\"label\" x=\"7\" y=\"").append(middle).append("\" text-anchor=\"middle\" ")
                .append("transform=\"rotate(-90 7 ").append(middle).append(")\">estimate</text>");
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

    /** The first multiple of {@code step} at or above {@code min}. */
    private static int firstTick(int min, int step) {
        return Math.floorDiv(min + step - 1, step) * step;
    }

    /** Where squares go: distance {@code 0..maxDistance} across, estimate {@code minEstimate..maxEstimate} up. */
    private record Grid(int maxDistance, int minEstimate, int maxEstimate) {

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
            return TOP + rows() * UNIT + BOTTOM;
        }

        int bottom() {
            return TOP + rows() * UNIT;
        }

        int x(int distance) {
            return LEFT + distance * UNIT;
        }

        int y(int estimate) {
            return TOP + (maxEstimate - estimate) * UNIT;
        }
    }
}
