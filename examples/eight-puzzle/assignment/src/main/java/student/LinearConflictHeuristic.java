package student;

import edu.example.eight.Tiles;
import io.github.heuristicgrader.api.Heuristic;

/**
 * Manhattan distance plus two moves for each tile that must leave its goal row (or column) to let another tile of
 * that line past: in each line, the tiles already in their goal line minus the longest run of them in goal order.
 */
public class LinearConflictHeuristic implements Heuristic<Tiles> {

    private final ManhattanHeuristic manhattan = new ManhattanHeuristic();

    @Override
    public int estimate(Tiles tiles) {
        int extra = 0;
        for (int line = 0; line < Tiles.SIZE; line++) {
            extra += 2 * tilesToStepAside(tiles, line, true) + 2 * tilesToStepAside(tiles, line, false);
        }
        return manhattan.estimate(tiles) + extra;
    }

    /** Of the tiles in their goal row (or column) {@code line}, how many must step out so the rest can pass. */
    private static int tilesToStepAside(Tiles tiles, int line, boolean row) {
        int[] goals = new int[Tiles.SIZE];
        int count = 0;
        for (int i = 0; i < Tiles.SIZE; i++) {
            int tile = row ? tiles.tileAt(line, i) : tiles.tileAt(i, line);
            if (tile != Tiles.BLANK && (row ? Tiles.goalRow(tile) : Tiles.goalColumn(tile)) == line) {
                goals[count++] = row ? Tiles.goalColumn(tile) : Tiles.goalRow(tile);
            }
        }
        // The longest increasing run of goal positions stays; the others step aside.
        int[] longest = new int[count];
        int best = 0;
        for (int i = 0; i < count; i++) {
            longest[i] = 1;
            for (int j = 0; j < i; j++) {
                if (goals[j] < goals[i]) {
                    longest[i] = Math.max(longest[i], longest[j] + 1);
                }
            }
            best = Math.max(best, longest[i]);
        }
        return count - best;
    }
}
