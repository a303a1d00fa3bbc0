package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class ExpansionChartTest {

    private static final Domain HUARONGDAO = ReportDomains.of("huarongdao");

    private static final SearchEffort MANHATTAN = new SearchEffort(true, 3, true, 5, 13, 3, 8);

    @Test
    void drawsNothingWithoutEffort() {
        assertNull(ExpansionChart.draw(List.of(), SampleReports.threeHeuristics().suite(), HUARONGDAO));
        assertNull(ExpansionChart.draw(null, SampleReports.threeHeuristics().suite(), HUARONGDAO));
    }

    @Test
    void spansWholeDecadesFromTheSmallestCountToTheLargest() {
        String svg = ExpansionChart.draw(SampleReports.threeHeuristics().heuristics().get(1).effort(),
                SampleReports.threeHeuristics().suite(), HUARONGDAO);
        PageTree chart = PageTree.parseFragment(svg);
        // Counts from 3 to 25,917: the axis runs from 1 to 100k.
        List<String> labels = chart.texts("//text");
        assertTrue(labels.contains("1"), svg);
        assertTrue(labels.contains("100k"), svg);
        assertFalse(labels.contains("1M"), svg);
        List<String> grid = chart.all("//line[@class='grid']").stream().map(line -> line.getAttribute("x1")).toList();
        assertEquals("20.00%", grid.get(0), "1 where the bars start");
        assertEquals("88.00%", grid.get(grid.size() - 1), "100k where the longest could end");
    }

    @Test
    void leavesOutReferenceBarsOfAPuzzleMissingFromTheSuite() {
        String svg = ExpansionChart.draw(List.of(new PuzzleEffort("week3.txt", SampleReports.THREE_MOVES, true, 3,
                4, 9, 0, 4, MANHATTAN)), SampleReports.threeHeuristics().suite(), HUARONGDAO);
        List<String> values = PageTree.parseFragment(svg).all("//text[starts-with(@class, 'value ')]").stream()
                .map(value -> value.getAttribute("class")).toList();
        assertEquals(List.of("value s-baseline", "value s-student"), values.stream().sorted().toList(), svg);
        assertFalse(svg.contains("s-zero"));
        assertFalse(svg.contains("s-exact"));
    }

    @Test
    void shortensLongPuzzleNamesKeepingTheWholeNameInTheTooltip() {
        String name = "a-puzzle-with-a-very-long-name.txt";
        String svg = ExpansionChart.draw(List.of(new PuzzleEffort(name, SampleReports.THREE_MOVES, true, 3, 0, 1, 0,
                4, MANHATTAN)), List.of(), HUARONGDAO);
        PageTree chart = PageTree.parseFragment(svg);
        Element label = chart.one("//text[title]");
        assertEquals(name, PageTree.text(label, "title"), "the whole name in the tooltip");
        assertEquals("a-puzzle-with…", label.getLastChild().getTextContent());
        assertEquals(1, chart.all("//g[@data-puzzle='" + name + "']").size());
        assertTrue(chart.texts("//text").contains("0"), "no expansion is still labelled");
    }
}
