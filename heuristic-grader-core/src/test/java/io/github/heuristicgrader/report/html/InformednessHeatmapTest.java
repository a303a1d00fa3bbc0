package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.report.ReportDomains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class InformednessHeatmapTest {

    private static final Domain HUARONGDAO = ReportDomains.of("huarongdao");

    @Test
    void drawsNothingWithoutAHistogram() {
        assertNull(InformednessHeatmap.draw(null, HUARONGDAO));
        assertNull(InformednessHeatmap.draw(List.of(), HUARONGDAO));
    }

    @Test
    void keepsCellsSquareWhenEstimatesSpanAsManyValuesAsDistances() {
        List<HistogramCell> cells = new ArrayList<>();
        for (int distance = 0; distance <= 30; distance++) {
            for (int estimate = 0; estimate <= distance; estimate++) {
                cells.add(new HistogramCell(estimate, distance, 1 + distance));
            }
        }
        String svg = InformednessHeatmap.draw(cells, HUARONGDAO);
        assertEquals(1, PageTree.parseFragment(svg).all("//rect[@class='hm'][@x='32'][@y='124'][@width='4'][@height='4']")
                .size(), svg);
    }

    @Test
    void makesCellsTallerWhenEstimatesSpanFewValues() {
        List<HistogramCell> cells = new ArrayList<>();
        for (int distance = 0; distance <= 100; distance++) {
            cells.add(new HistogramCell(Math.min(distance, 1), distance, 10));
        }
        String svg = InformednessHeatmap.draw(cells, HUARONGDAO);
        // Two rows of 24 units, not of 4, under a map 404 units wide.
        PageTree map = PageTree.parseFragment(svg);
        assertEquals(List.of("svg", "heatmap", "0 0 440 78"), List.of(map.root().getTagName(),
                map.root().getAttribute("class"), map.root().getAttribute("viewBox")), svg);
        assertFalse(map.all("//rect[@width='4'][@height='24']").isEmpty());
        assertEquals(2, map.all("//text[@class='tick'][@x='29']").size(), "a tick per estimate");
    }

    @Test
    void edgesTheAdmissibleRegionAndDrawsOverestimatesRed() {
        String svg = InformednessHeatmap.draw(List.of(new HistogramCell(0, 0, 5), new HistogramCell(3, 1, 2),
                new HistogramCell(1, 2, 7)), HUARONGDAO);
        PageTree map = PageTree.parseFragment(svg);
        assertTrue(map.one("//path[@class='region-admissible']").getAttribute("d").startsWith("M32 "), svg);
        assertTrue(map.one("//path[@class='boundary']").getAttribute("d").startsWith("M32 "));
        List<String> titles = map.texts("//title");
        assertTrue(titles.contains("estimate = distance"), titles::toString);
        assertEquals(1, map.all("//rect[@class='hm over']").size(), "the one overestimate");
        assertTrue(titles.contains("estimate 3, distance 1: 2 layouts"), titles::toString);
    }
}
