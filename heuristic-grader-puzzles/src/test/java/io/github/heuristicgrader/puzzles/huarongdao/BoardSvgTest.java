package io.github.heuristicgrader.puzzles.huarongdao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardSvgTest {

    /** 横刀立马, the classic start. */
    private static final String HENG_DAO_LI_MA = "^11^v11v^<>^v22v2..2";

    @Test
    void drawsEachPieceOverTheCellsItSpans() {
        String svg = BoardSvg.draw(HENG_DAO_LI_MA, "");
        assertTrue(svg.contains("<rect class=\"pc goal\" x=\"24\" y=\"4\" width=\"38\" height=\"38\" rx=\"3\"/>"), svg);
        assertTrue(svg.contains("<rect class=\"pc vertical\" x=\"4\" y=\"4\" width=\"18\" height=\"38\" rx=\"3\"/>"));
        assertTrue(svg.contains("<rect class=\"pc horizontal\" x=\"24\" y=\"44\" width=\"38\" height=\"18\" rx=\"3\"/>"));
        assertTrue(svg.contains("<rect class=\"pc single\" x=\"4\" y=\"84\" width=\"18\" height=\"18\" rx=\"3\"/>"));
        assertEquals(10, svg.split("class=\"pc ", -1).length - 1);
    }

    @Test
    void marksTheExitAndTheGoalSquare() {
        String svg = BoardSvg.draw(HENG_DAO_LI_MA, "small");
        assertTrue(svg.startsWith("<svg class=\"board small\" viewBox=\"0 0 86 106\""));
        assertTrue(svg.contains("<rect class=\"exit\" x=\"23\" y=\"103\" width=\"40\" height=\"3\"/>"));
        assertTrue(svg.contains("<rect class=\"target\" x=\"24\" y=\"64\" width=\"38\" height=\"38\" rx=\"3\"/>"));
    }

    @Test
    void marksThePieceThatMovedAndThePlaceItLeft() {
        String svg = BoardSvg.drawMove("^11^v11v^<>^v22v2.2.", HENG_DAO_LI_MA, "");
        assertEquals(1, svg.split("class=\"pc single moved\"", -1).length - 1, svg);
        assertTrue(svg.contains("<rect class=\"pc single moved\" x=\"64\" y=\"84\""), "now in the last column");
        assertTrue(svg.contains("<rect class=\"ghost\" x=\"44\" y=\"84\" width=\"18\" height=\"18\" rx=\"3\"/>"),
                "it was in the third column");
        assertEquals(10, svg.split("class=\"pc ", -1).length - 1);
    }

    @Test
    void marksNothingWithoutAPreviousLayout() {
        assertEquals(BoardSvg.draw(HENG_DAO_LI_MA, ""),
                BoardSvg.drawMove(null, HENG_DAO_LI_MA, ""));
        assertFalse(BoardSvg.drawMove("not a layout", HENG_DAO_LI_MA, "").contains("moved"));
    }

    @Test
    void showsTextThatIsNoLayoutEscaped() {
        String drawn = BoardSvg.draw("<b>11", "");
        assertTrue(drawn.startsWith("<code class=\"bad-layout\""), drawn);
        assertTrue(drawn.endsWith(">&lt;b&gt;11</code>"), drawn);
    }

    @Test
    void splitsLayoutsIntoRows() {
        assertEquals("^11^ v11v ^<>^ v22v 2..2", BoardSvg.rows(HENG_DAO_LI_MA));
        assertEquals("short", BoardSvg.rows("short"));
    }
}
