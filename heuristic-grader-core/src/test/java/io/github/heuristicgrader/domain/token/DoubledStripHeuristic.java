package io.github.heuristicgrader.domain.token;

import io.github.heuristicgrader.api.Heuristic;
import edu.example.token.Strip;

/** A student's heuristic for the strip that overestimates: twice the exact distance. */
public final class DoubledStripHeuristic implements Heuristic<Strip> {

    @Override
    public int estimate(Strip strip) {
        return 2 * (strip.left() + strip.right() - 1);
    }
}
