package student;

import edu.example.fifteen.Tiles;
import io.github.heuristicgrader.api.Heuristic;

/**
 * A well-known slip in linear conflict: each pair of tiles in the wrong order in their goal line is counted from both
 * tiles, four moves a pair instead of two. It overestimates, as on {@code 1234/5678/9eca/df_b} (11 for 9 moves).
 */
public class DoubleCountedConflictsHeuristic implements Heuristic<Tiles> {

    private final ManhattanHeuristic manhattan = new ManhattanHeuristic();

    @Override
    public int estimate(Tiles tiles) {
        int extra = 0;
        for (int line = 0; line < Tiles.SIZE; line++) {
            for (boolean row : new boolean[] {true, false}) {
                int[] goals = LinearConflictHeuristic.goalOrder(tiles, line, row);
                for (int tile = 0; tile < goals.length; tile++) {
                    for (int other = 0; other < goals.length; other++) {
                        // Each tile counts its conflicts with every other, so each pair is counted twice.
                        if (other < tile && goals[other] > goals[tile] || other > tile && goals[other] < goals[tile]) {
                            extra += 2;
                        }
                    }
                }
            }
        }
        return manhattan.estimate(tiles) + extra;
    }
}
