package io.github.heuristicgrader.puzzles.rtg;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import java.util.Map;

/** Opens the elevator puzzle; its one setting, {@code maxPairs}, bounds the pairs of the state database. */
public final class ElevatorPuzzleProvider implements DomainProvider {

    @Override
    public String name() {
        return ElevatorPuzzle.NAME;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when a key other than {@code maxPairs} is given, or its value is no whole
     *     number from 1 to 10
     */
    @Override
    public Domain open(Map<String, String> settings) {
        for (String key : settings.keySet()) {
            if (!key.equals(ElevatorPuzzle.MAX_PAIRS)) {
                throw new IllegalArgumentException("the elevator puzzle has no setting " + key + "; it knows "
                        + ElevatorPuzzle.MAX_PAIRS);
            }
        }
        String maxPairs = settings.get(ElevatorPuzzle.MAX_PAIRS);
        if (maxPairs == null) {
            return ElevatorPuzzle.standard();
        }
        try {
            return ElevatorPuzzle.withMaxPairs(Integer.parseInt(maxPairs.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(ElevatorPuzzle.MAX_PAIRS + " is \"" + maxPairs
                    + "\"; it must be a whole number from 1 to " + FacilityKey.MAX_PAIRS, e);
        }
    }
}
