package edu.example.eight.grading;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import java.util.Map;

/**
 * Opens the {@link EightPuzzle}: the service the grader finds through this jar's
 * {@code META-INF/services/io.github.heuristicgrader.spi.DomainProvider} once the jar is on the plugin's
 * {@code <dependencies>}.
 */
public final class EightPuzzleProvider implements DomainProvider {

    @Override
    public String name() {
        return EightPuzzle.NAME;
    }

    /** The puzzle; it has no settings, so any given is refused. */
    @Override
    public Domain open(Map<String, String> settings) {
        if (!settings.isEmpty()) {
            throw new IllegalArgumentException("the " + EightPuzzle.NAME + " has no settings, not "
                    + settings.keySet());
        }
        return EightPuzzle.INSTANCE;
    }
}
