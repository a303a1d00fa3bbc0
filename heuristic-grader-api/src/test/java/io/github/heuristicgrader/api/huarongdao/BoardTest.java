package io.github.heuristicgrader.api.huarongdao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BoardTest {

    private static final String HENG_DAO_LI_MA = "^11^\nv11v\n^<>^\nv22v\n2..2";

    @Test
    void readsRowsSeparatedByNewlinesSpacesOrNothing() {
        Board lines = Board.parse(HENG_DAO_LI_MA);
        assertEquals(lines, Board.parse("^11^ v11v ^<>^ v22v 2..2"));
        assertEquals(lines, Board.parse("^11^v11v^<>^v22v2..2"));
        assertEquals(HENG_DAO_LI_MA, lines.toString());
    }

    @Test
    void listsPiecesInReadingOrderOfTopLeftCells() {
        Board board = Board.parse(HENG_DAO_LI_MA);
        List<Piece> pieces = board.pieces();
        assertEquals(10, pieces.size());
        assertEquals(new Piece(Shape.VERTICAL, 0, 0), pieces.get(0));
        assertEquals(new Piece(Shape.GOAL, 0, 1), pieces.get(1));
        assertEquals(new Piece(Shape.HORIZONTAL, 2, 1), pieces.get(4));
        assertEquals(new Piece(Shape.GOAL, 0, 1), board.goalPiece());
        assertEquals(List.of(new Cell(4, 1), new Cell(4, 2)), board.emptyCells());
        assertEquals(board.goalPiece(), board.pieceAt(1, 2));
        assertNull(board.pieceAt(4, 1));
        assertTrue(board.isEmpty(4, 2));
        assertFalse(board.isEmpty(5, 0));
        assertFalse(board.isGoal());
    }

    @Test
    void recognisesGoalWhenTwoByTwoIsAtBottomCentre() {
        assertTrue(Board.parse("^<>^ v22v ^..^ v11v 2112").isGoal());
        assertFalse(Board.parse("^<>^ v22v ..22 11^2 11v2").isGoal());
    }

    @Test
    void successorsOfHengDaoLiMaMoveTheTwoSinglesBesideTheGap() {
        List<Board> next = Board.parse(HENG_DAO_LI_MA).successors();
        assertEquals(List.of(Board.parse("^11^ v11v ^<>^ v.2v 22.2"), Board.parse("^11^ v11v ^<>^ v2.v 2.22"),
                Board.parse("^11^ v11v ^<>^ v22v .2.2"), Board.parse("^11^ v11v ^<>^ v22v 2.2.")), next);
    }

    @Test
    void rejectsWrongNumberOfRows() {
        BoardFormatException error = assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v11v ^<>^ v22v"));
        assertTrue(error.getMessage().contains("found 4 rows"), error.getMessage());
    }

    @Test
    void rejectsRowOfWrongLengthNamingTheRow() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v11v ^<>^2 v22v 2..2"));
        assertEquals(2, error.row());
        assertTrue(error.getMessage().startsWith("row 2 has 5 glyphs"), error.getMessage());
    }

    @Test
    void rejectsUnknownGlyphNamingRowAndColumn() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v11v ^<>^ v2xv 2..2"));
        assertEquals(3, error.row());
        assertEquals(2, error.column());
        assertTrue(error.getMessage().contains("'x' at row 3, column 2 is not a glyph"), error.getMessage());
    }

    @Test
    void rejectsVerticalPieceCutOffAtTheBottomEdge() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v11v ^<>^ v22v ^..2"));
        assertEquals(4, error.row());
        assertEquals(0, error.column());
        assertTrue(error.getMessage().contains("cut off at row 5, column 0"), error.getMessage());
    }

    @Test
    void rejectsHorizontalHalfWithoutItsLeftHalf() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v11v 2>2^ v22v 2..2"));
        assertEquals(2, error.row());
        assertEquals(1, error.column());
        assertTrue(error.getMessage().contains("cut off"), error.getMessage());
    }

    @Test
    void rejectsSecondTwoByTwoPiece() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v11v 11.2 11.2 2222"));
        assertEquals(2, error.row());
        assertEquals(0, error.column());
        assertTrue(error.getMessage().contains("second 2×2 piece"), error.getMessage());
    }

    @Test
    void rejectsTwoByTwoPieceWithAMissingCorner() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^11^ v12v ^<>^ v22v 2..2"));
        assertEquals(0, error.row());
        assertEquals(1, error.column());
    }

    @Test
    void rejectsLayoutWithoutTwoByTwoPiece() {
        BoardFormatException error =
                assertThrows(BoardFormatException.class, () -> Board.parse("^22^ v22v ^<>^ v22v 2..2"));
        assertTrue(error.getMessage().contains("no 2×2 piece"), error.getMessage());
    }
}
