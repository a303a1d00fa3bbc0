package student;

import edu.example.eight.Tiles;
import io.github.heuristicgrader.api.Heuristic;

/** The moves each tile needs on an empty grid, added up: every move slides one tile one cell. */
public class ManhattanHeuristic implements Heuristic<Tiles> {

    @Override
    public int estimate(Tiles tiles) {
        int moves = 0;
        for (int tile = 1; tile <= 8; tile++) {
            moves += Math.abs(tiles.rowOf(tile) - Tiles.goalRow(tile))
                    + Math.abs(tiles.columnOf(tile) - Tiles.goalColumn(tile));
        }
        return moves;
    }
}
