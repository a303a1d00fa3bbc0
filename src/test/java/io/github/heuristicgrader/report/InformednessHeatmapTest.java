package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class InformednessHeatmapTest {

    @Test
    void drawsNothingWithoutAHistogram() {
        assertNull(InformednessHeatmap.draw(null));
        assertNull(InformednessHeatmap.draw(List.of()));
    }

    @Test
    void keepsCellsSquareWhenEstimatesSpanAsManyValuesAsDistances() {
        List<HistogramCell> cells = new ArrayList<>();
        for (int distance = 0; distance <= 30; distance++) {
            for (int estimate = 0; estimate <= distance; estimate++) {
                cells.add(new HistogramCell(estimate, distance, 1 + distance));
            }
        }
        String svg = InformednessHeatmap.draw(cells);
        assertTrue(svg.contains("<rect class=\"hm\" x=\"32\" y=\"124\" width=\"4\" height=\"4\""), svg);
    }

    @Test
    void makesCellsTallerWhenEstimatesSpanFewValues() {
        List<HistogramCell> cells = new ArrayList<>();
        for (int distance = 0; distance <= 100; distance++) {
            cells.add(new HistogramCell(Math.min(distance, 1), distance, 10));
        }
        String svg = InformednessHeatmap.draw(cells);
        // Two rows of 24 units, not of 4, under a map 404 units wide.
        assertTrue(svg.startsWith("<svg class=\"heatmap\" viewBox=\"0 0 440 78\""), svg);
        assertTrue(svg.contains("width=\"4\" height=\"24\""));
        assertEquals(2, svg.split("<text class=\"tick\" x=\"29\"", -1).length - 1, "a tick per estimate");
    }

    @Test
    void edgesTheAdmissibleRegionAndDrawsOverestimatesRed() {
        String svg = InformednessHeatmap.draw(List.of(new HistogramCell(0, 0, 5), new HistogramCell(3, 1, 2),
                new HistogramCell(1, 2, 7)));
        assertTrue(svg.contains("<path class=\"region-admissible\" d=\"M32 "), svg);
        assertTrue(svg.contains("<path class=\"boundary\" d=\"M32 "));
        assertTrue(svg.contains("<title>estimate = distance</title>"));
        assertTrue(svg.contains("<rect class=\"hm over\""));
        assertTrue(svg.contains("<title>estimate 3, distance 1: 2 layouts</title>"));
    }
}
