package io.github.heuristicgrader.domain.token;

import io.github.heuristicgrader.api.Heuristic;
import edu.example.token.Strip;

/** A student's heuristic for the strip: the exact distance, each token's distance to its goal cell. */
public final class ExactStripHeuristic implements Heuristic<Strip> {

    @Override
    public int estimate(Strip strip) {
        return strip.left() + strip.right() - 1;
    }
}
