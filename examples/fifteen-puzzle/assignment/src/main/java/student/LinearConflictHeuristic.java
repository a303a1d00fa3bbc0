package student;

import edu.example.fifteen.Tiles;
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
            extra += 2 * tilesToStepAside(goalOrder(tiles, line, true))
                    + 2 * tilesToStepAside(goalOrder(tiles, line, false));
        }
        return manhattan.estimate(tiles) + extra;
    }

    /**
     * The goal positions, along row (or column) {@code line}, of the tiles in that line whose goal is in it, in the
     * order they stand.
     */
    static int[] goalOrder(Tiles tiles, int line, boolean row) {
        int[] goals = new int[Tiles.SIZE];
        int count = 0;
        for (int i = 0; i < Tiles.SIZE; i++) {
            int tile = row ? tiles.tileAt(line, i) : tiles.tileAt(i, line);
            if (tile != Tiles.BLANK && (row ? Tiles.goalRow(tile) : Tiles.goalColumn(tile)) == line) {
                goals[count++] = row ? Tiles.goalColumn(tile) : Tiles.goalRow(tile);
            }
        }
        return java.util.Arrays.copyOf(goals, count);
    }

    /** How many of the tiles must step out so the rest can pass: all but the longest increasing run of goals. */
    private static int tilesToStepAside(int[] goals) {
        int[] longest = new int[goals.length];
        int best = 0;
        for (int i = 0; i < goals.length; i++) {
            longest[i] = 1;
            for (int j = 0; j < i; j++) {
                if (goals[j] < goals[i]) {
                    longest[i] = Math.max(longest[i], longest[j] + 1);
                }
            }
            best = Math.max(best, longest[i]);
        }
        return goals.length - best;
    }
}
