package student;

import edu.example.streets.Corner;
import io.github.heuristicgrader.api.Heuristic;

/** Three times rows plus columns, as if every block cost 3: it overestimates where the tolls are lower. */
public class TripledManhattanHeuristic implements Heuristic<Corner> {

    @Override
    public int estimate(Corner corner) {
        return 3 * (corner.row() + corner.column());
    }
}
