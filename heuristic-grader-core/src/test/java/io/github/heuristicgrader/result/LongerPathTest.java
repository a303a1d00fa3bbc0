package io.github.heuristicgrader.result;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.result.GradeReport.LongerPath;
import org.junit.jupiter.api.Test;

/** The sentence the console, the page and the Markdown summary give for a start where A* without reopening erred. */
class LongerPathTest {

    @Test
    void speaksOfCostWhereMovesAreWeighted() {
        OneWayGraph weighted = new OneWayGraph(7);
        assertEquals("A* that never reopens a node finds a path of cost 42 from 17, 6 more than the optimum cost 36.",
                new LongerPath(null, "17", 42, 36).sentence(weighted));
        assertEquals("A* that never reopens a node finds a path of cost 9 from start, 1 more than the optimum cost 8.",
                new LongerPath("start", "17", 9, 8).sentence(weighted));
    }

    @Test
    void countsMovesWhereEveryMoveCostsOne() {
        assertEquals("A* that never reopens a layout finds a path of 120 moves from 横刀立马, 4 more than the optimum"
                + " 116.", new LongerPath("横刀立马", "x", 120, 116).sentence(HuarongdaoPuzzle.standard()));
    }
}
