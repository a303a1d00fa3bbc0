package edu.example.fifteen.grading;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import java.util.Map;

/**
 * Opens the {@link FifteenPuzzle}: the service the grader finds through this jar's
 * {@code META-INF/services/io.github.heuristicgrader.spi.DomainProvider} once the jar is on the plugin's
 * {@code <dependencies>}.
 */
public final class FifteenPuzzleProvider implements DomainProvider {

    @Override
    public String name() {
        return FifteenPuzzle.NAME;
    }

    /** The puzzle; it has no settings, so any given is refused. */
    @Override
    public Domain open(Map<String, String> settings) {
        if (!settings.isEmpty()) {
            throw new IllegalArgumentException("the " + FifteenPuzzle.NAME + " has no settings, not "
                    + settings.keySet());
        }
        return FifteenPuzzle.INSTANCE;
    }
}
