package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Piece;
import io.github.heuristicgrader.api.huarongdao.Shape;
import java.util.List;

/**
 * Which pieces a Huarongdao state database holds: always one 2×2 piece, then two-cell pieces of either orientation,
 * singles, and empty cells filling the rest of the board.
 *
 * @param twoCellPieces horizontal plus vertical pieces, 0 or more
 * @param singles 1×1 pieces, 0 or more
 */
public record PieceSet(int twoCellPieces, int singles) {

    /** The classic set: five two-cell pieces, four singles, two empty cells. */
    public static final PieceSet STANDARD = new PieceSet(5, 4);

    /** Checks that the pieces leave at least one cell empty. */
    public PieceSet {
        if (twoCellPieces < 0 || singles < 0 || Shape.GOAL.area() + 2 * twoCellPieces + singles >= Layout.CELLS) {
            throw new IllegalArgumentException("a piece set needs at least one empty cell: " + twoCellPieces
                    + " two-cell pieces and " + singles + " singles do not fit");
        }
    }

    /** Empty cells in every layout of the set. */
    public int emptyCells() {
        return Layout.CELLS - Shape.GOAL.area() - 2 * twoCellPieces - singles;
    }

    /** The set of the pieces given, which must include exactly one 2×2 piece. */
    public static PieceSet of(List<Piece> pieces) {
        int twoCell = 0;
        int singles = 0;
        for (Piece piece : pieces) {
            switch (piece.shape()) {
                case HORIZONTAL, VERTICAL -> twoCell++;
                case SINGLE -> singles++;
                case GOAL -> { }
            }
        }
        return new PieceSet(twoCell, singles);
    }

    /** A phrase such as "5 two-cell pieces, 4 singles, 2 empty cells", for messages. */
    public String describe() {
        return twoCellPieces + " two-cell pieces, " + singles + " singles, " + emptyCells() + " empty cells";
    }
}
