package edu.example.pancakes.grading;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import java.util.Map;

/**
 * Opens {@link Pancakes}: the service the grader finds through this jar's
 * {@code META-INF/services/io.github.heuristicgrader.spi.DomainProvider}; one setting, {@code pancakes} (2 to 12,
 * default 10).
 */
public final class PancakesProvider implements DomainProvider {

    @Override
    public String name() {
        return Pancakes.NAME;
    }

    @Override
    public Domain open(Map<String, String> settings) {
        for (String key : settings.keySet()) {
            if (!key.equals(Pancakes.SETTING)) {
                throw new IllegalArgumentException("the " + Pancakes.NAME + " domain has one setting, "
                        + Pancakes.SETTING + ", not " + key);
            }
        }
        String given = settings.getOrDefault(Pancakes.SETTING, Integer.toString(Pancakes.DEFAULT_PANCAKES));
        int pancakes;
        try {
            pancakes = Integer.parseInt(given.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Pancakes.SETTING + " is a number, not " + given, e);
        }
        return new Pancakes(pancakes);
    }
}
