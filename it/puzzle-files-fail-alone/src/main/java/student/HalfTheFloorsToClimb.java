package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.rtg.Facility;

/** Half the floors every item still has to climb, rounded up: a move lifts at most two items one floor. */
public class HalfTheFloorsToClimb implements Heuristic<Facility> {

    @Override
    public int estimate(Facility facility) {
        int floors = 0;
        for (int pair = 0; pair < facility.pairs(); pair++) {
            floors += 2 * Facility.FLOORS - facility.generatorFloor(pair) - facility.microchipFloor(pair);
        }
        return (floors + 1) / 2;
    }
}
