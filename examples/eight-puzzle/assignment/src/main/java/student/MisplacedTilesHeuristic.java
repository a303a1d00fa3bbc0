package student;

import edu.example.eight.Tiles;
import io.github.heuristicgrader.api.Heuristic;

/** The cells whose tile is not the goal's, the blank's cell included: one too many next to the goal. */
public class MisplacedTilesHeuristic implements Heuristic<Tiles> {

    @Override
    public int estimate(Tiles tiles) {
        int misplaced = 0;
        for (int row = 0; row < Tiles.SIZE; row++) {
            for (int column = 0; column < Tiles.SIZE; column++) {
                int tile = tiles.tileAt(row, column);
                if (Tiles.goalRow(tile) != row || Tiles.goalColumn(tile) != column) {
                    misplaced++;
                }
            }
        }
        return misplaced;
    }
}
