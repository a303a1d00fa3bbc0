package io.github.heuristicgrader.puzzles.huarongdao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.BoardFormatException;
import org.junit.jupiter.api.Test;

class LayoutTextTest {

    private static final Board HENG_DAO_LI_MA = Board.parse("^11^ v11v ^<>^ v22v 2..2");

    @Test
    void readsDigitTextWithDistinctTwoCellPieceIds() {
        assertEquals(HENG_DAO_LI_MA, LayoutText.parse("2113\n2113\n4556\n4776\n7007"));
    }

    @Test
    void readsDigitTextInOneRun() {
        assertEquals(HENG_DAO_LI_MA, LayoutText.parse("21132113455647767007"));
    }

    @Test
    void readsGlyphText() {
        assertEquals(HENG_DAO_LI_MA, LayoutText.parse("^11^ v11v ^<>^ v22v 2..2"));
    }

    @Test
    void rejectsTwoCellPieceIdOnThreeCells() {
        BoardFormatException error = assertThrows(BoardFormatException.class,
                () -> LayoutText.parse("2113 2113 4556 2776 7007"));
        assertEquals(0, error.row());
        assertEquals(0, error.column());
        assertTrue(error.getMessage().contains("piece 2"), error.getMessage());
    }

    @Test
    void rejectsTwoCellPieceWhoseCellsAreApart() {
        BoardFormatException error = assertThrows(BoardFormatException.class,
                () -> LayoutText.parse("2113 7113 4556 4776 2007"));
        assertTrue(error.getMessage().contains("piece 2 at row 0, column 0 is cut off"), error.getMessage());
    }

    @Test
    void rejectsUnknownDigitNamingRowAndColumn() {
        BoardFormatException error = assertThrows(BoardFormatException.class,
                () -> LayoutText.parse("2113 2113 4556 4776 7009"));
        assertEquals(4, error.row());
        assertEquals(3, error.column());
    }

    @Test
    void rejectsDigitTextOfWrongSizeLikeGlyphText() {
        BoardFormatException error = assertThrows(BoardFormatException.class,
                () -> LayoutText.parse("2113 2113 4556 4776"));
        assertTrue(error.getMessage().contains("found 4 rows"), error.getMessage());
    }

    @Test
    void keyRoundTripsThroughText() {
        long key = Layout.of(HENG_DAO_LI_MA);
        assertEquals("^11^v11v^<>^v22v2..2", Layout.text(key));
        assertEquals(HENG_DAO_LI_MA, Layout.toBoard(key));
    }

    @Test
    void puzzleRejectsLegalLayoutOutsideTheStandardSet() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> HuarongdaoPuzzle.standard().parse("^11^ v11v ^<>^ v22v 22.2"));
        assertTrue(error.getMessage().contains("5 singles"), error.getMessage());
    }
}
