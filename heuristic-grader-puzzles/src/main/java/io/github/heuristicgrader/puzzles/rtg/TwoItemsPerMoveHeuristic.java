package io.github.heuristicgrader.puzzles.rtg;

import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.spi.StateHeuristic;

/**
 * The elevator puzzle's baseline: ⌈Σ over items of (4 − floor) / 2⌉, the floors every item still has to climb,
 * halved because a move lifts at most two items one floor. Admissible and consistent, since a move changes the sum
 * by at most 2; the sum without halving is neither (one pair on floor 3 with the elevator: 2, in 1 move).
 */
final class TwoItemsPerMoveHeuristic implements StateHeuristic {

    /** The one instance. */
    static final TwoItemsPerMoveHeuristic INSTANCE = new TwoItemsPerMoveHeuristic();

    private TwoItemsPerMoveHeuristic() {
    }

    @Override
    public String name() {
        return "two-items-per-move";
    }

    @Override
    public int estimate(long state) {
        int[] codes = new int[FacilityKey.MAX_PAIRS];
        int count = FacilityKey.pairCodes(state, codes);
        int floorsToClimb = 0;
        for (int pair = 0; pair < count; pair++) {
            floorsToClimb += 2 * Facility.FLOORS - FacilityKey.generatorOf(codes[pair])
                    - FacilityKey.microchipOf(codes[pair]);
        }
        return (floorsToClimb + 1) / 2;
    }
}
