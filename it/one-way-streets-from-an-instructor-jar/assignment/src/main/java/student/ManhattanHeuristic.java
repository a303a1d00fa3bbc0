package student;

import edu.example.streets.Corner;
import io.github.heuristicgrader.api.Heuristic;

/** Rows plus columns to go: every block costs 1 or more and brings the car one row or column nearer at most. */
public class ManhattanHeuristic implements Heuristic<Corner> {

    @Override
    public int estimate(Corner corner) {
        return corner.row() + corner.column();
    }
}
