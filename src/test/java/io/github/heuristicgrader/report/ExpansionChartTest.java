package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.report.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExpansionChartTest {

    private static final SearchEffort MANHATTAN = new SearchEffort(true, 3, true, 5, 13, 3, 8);

    @Test
    void drawsNothingWithoutEffort() {
        assertNull(ExpansionChart.draw(List.of(), SampleReports.threeHeuristics().suite()));
        assertNull(ExpansionChart.draw(null, SampleReports.threeHeuristics().suite()));
    }

    @Test
    void spansWholeDecadesFromTheSmallestCountToTheLargest() {
        String svg = ExpansionChart.draw(SampleReports.threeHeuristics().heuristics().get(1).effort(),
                SampleReports.threeHeuristics().suite());
        // Counts from 3 to 25,917: the axis runs from 1 to 100k.
        assertTrue(svg.contains(">1</text>"), svg);
        assertTrue(svg.contains(">100k</text>"));
        assertFalse(svg.contains(">1M</text>"));
        assertTrue(svg.contains("<line class=\"grid\" x1=\"20.00%\""), "1 where the bars start");
        assertTrue(svg.contains("<line class=\"grid\" x1=\"88.00%\""), "100k where the longest could end");
    }

    @Test
    void leavesOutReferenceBarsOfAPuzzleMissingFromTheSuite() {
        String svg = ExpansionChart.draw(List.of(new PuzzleEffort("week3.txt", SampleReports.THREE_MOVES, true, 3,
                4, 9, 0, 4, MANHATTAN)), SampleReports.threeHeuristics().suite());
        assertTrue(svg.contains("class=\"value s-student\""), svg);
        assertTrue(svg.contains("class=\"value s-manhattan\""));
        assertFalse(svg.contains("s-zero"));
        assertFalse(svg.contains("s-exact"));
    }

    @Test
    void shortensLongPuzzleNamesKeepingTheWholeNameInTheTooltip() {
        String name = "a-puzzle-with-a-very-long-name.txt";
        String svg = ExpansionChart.draw(List.of(new PuzzleEffort(name, SampleReports.THREE_MOVES, true, 3, 0, 1, 0,
                4, MANHATTAN)), List.of());
        assertTrue(svg.contains("<title>" + name + "</title>a-puzzle-with…</text>"), svg);
        assertTrue(svg.contains("data-puzzle=\"" + name + "\""));
        assertTrue(svg.contains(">0</text>"), "no expansion is still labelled");
    }
}
