package io.github.heuristicgrader.api.rtg;

import io.github.heuristicgrader.api.StateParser;

/** Reads a {@link Facility} from its compact text for the grader's worker, as {@link Facility#parse} does. */
public final class FacilityParser implements StateParser<Facility> {

    @Override
    public Facility parse(String text) {
        return Facility.parse(text);
    }
}
