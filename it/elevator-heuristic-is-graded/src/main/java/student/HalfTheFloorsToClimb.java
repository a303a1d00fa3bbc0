package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.rtg.Facility;

/** Half the floors every item still has to climb, rounded up: a move lifts at most two items one floor. */
public class HalfTheFloorsToClimb implements Heuristic<Facility> {

    @Override
    public int estimate(Facility facility) {
        return (FloorsToClimb.floorsToClimb(facility) + 1) / 2;
    }
}
