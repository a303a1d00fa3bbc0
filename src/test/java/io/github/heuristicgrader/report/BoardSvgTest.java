package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class BoardSvgTest {

    @Test
    void drawsEachPieceOverTheCellsItSpans() {
        String svg = BoardSvg.draw(SampleReports.HENG_DAO_LI_MA, "");
        assertTrue(svg.contains("<rect class=\"pc goal\" x=\"24\" y=\"4\" width=\"38\" height=\"38\" rx=\"3\"/>"), svg);
        assertTrue(svg.contains("<rect class=\"pc vertical\" x=\"4\" y=\"4\" width=\"18\" height=\"38\" rx=\"3\"/>"));
        assertTrue(svg.contains("<rect class=\"pc horizontal\" x=\"24\" y=\"44\" width=\"38\" height=\"18\" rx=\"3\"/>"));
        assertTrue(svg.contains("<rect class=\"pc single\" x=\"4\" y=\"84\" width=\"18\" height=\"18\" rx=\"3\"/>"));
        assertEquals(10, svg.split("class=\"pc ", -1).length - 1);
    }

    @Test
    void marksTheExitAndTheGoalSquare() {
        String svg = BoardSvg.draw(SampleReports.HENG_DAO_LI_MA, "small");
        assertTrue(svg.startsWith("<svg class=\"board small\" viewBox=\"0 0 86 106\""));
        assertTrue(svg.contains("<rect class=\"exit\" x=\"23\" y=\"103\" width=\"40\" height=\"3\"/>"));
        assertTrue(svg.contains("<rect class=\"target\" x=\"24\" y=\"64\" width=\"38\" height=\"38\" rx=\"3\"/>"));
    }

    @Test
    void marksThePieceThatMovedAndThePlaceItLeft() {
        String svg = BoardSvg.drawMove("^11^v11v^<>^v22v2.2.", SampleReports.HENG_DAO_LI_MA, "");
        assertEquals(1, svg.split("class=\"pc single moved\"", -1).length - 1, svg);
        assertTrue(svg.contains("<rect class=\"pc single moved\" x=\"64\" y=\"84\""), "now in the last column");
        assertTrue(svg.contains("<rect class=\"ghost\" x=\"44\" y=\"84\" width=\"18\" height=\"18\" rx=\"3\"/>"),
                "it was in the third column");
        assertEquals(10, svg.split("class=\"pc ", -1).length - 1);
    }

    @Test
    void marksNothingWithoutAPreviousLayout() {
        assertEquals(BoardSvg.draw(SampleReports.HENG_DAO_LI_MA, ""),
                BoardSvg.drawMove(null, SampleReports.HENG_DAO_LI_MA, ""));
        assertFalse(BoardSvg.drawMove("not a layout", SampleReports.HENG_DAO_LI_MA, "").contains("moved"));
    }

    @Test
    void showsTextThatIsNoLayoutEscaped() {
        String drawn = BoardSvg.draw("<b>11", "");
        assertTrue(drawn.startsWith("<code class=\"bad-layout\""), drawn);
        assertTrue(drawn.endsWith(">&lt;b&gt;11</code>"), drawn);
    }

    @Test
    void splitsLayoutsIntoRows() {
        assertEquals("^11^ v11v ^<>^ v22v 2..2", BoardSvg.rows(SampleReports.HENG_DAO_LI_MA));
        assertEquals("short", BoardSvg.rows("short"));
    }

    @Test
    void givesTheScriptTheShapesByTopLeftGlyph() {
        Map<?, ?> shapes = (Map<?, ?>) BoardSvg.geometry().get("shapes");
        assertEquals(Map.of("name", "goal", "height", 2, "width", 2), shapes.get("1"));
        assertEquals(Map.of("name", "horizontal", "height", 1, "width", 2), shapes.get("<"));
        assertEquals(Map.of("name", "vertical", "height", 2, "width", 1), shapes.get("^"));
        assertEquals(Map.of("name", "single", "height", 1, "width", 1), shapes.get("2"));
        assertEquals(4, shapes.size());
    }
}
