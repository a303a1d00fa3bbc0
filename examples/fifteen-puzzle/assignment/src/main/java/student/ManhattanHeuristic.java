package student;

import edu.example.fifteen.Tiles;
import io.github.heuristicgrader.api.Heuristic;

/** The sum over the tiles of the rows and columns each is from its goal cell: the domain's baseline. */
public class ManhattanHeuristic implements Heuristic<Tiles> {

    @Override
    public int estimate(Tiles tiles) {
        int sum = 0;
        for (int row = 0; row < Tiles.SIZE; row++) {
            for (int column = 0; column < Tiles.SIZE; column++) {
                int tile = tiles.tileAt(row, column);
                if (tile != Tiles.BLANK) {
                    sum += Math.abs(row - Tiles.goalRow(tile)) + Math.abs(column - Tiles.goalColumn(tile));
                }
            }
        }
        return sum;
    }
}
