package edu.example.streets.grading;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import java.util.Map;

/** Opens the {@link OneWayStreets}, found through this jar's services file; it has no settings. */
public final class OneWayStreetsProvider implements DomainProvider {

    @Override
    public String name() {
        return OneWayStreets.NAME;
    }

    @Override
    public Domain open(Map<String, String> settings) {
        if (!settings.isEmpty()) {
            throw new IllegalArgumentException("the " + OneWayStreets.NAME + " domain has no settings, not "
                    + settings.keySet());
        }
        return OneWayStreets.INSTANCE;
    }
}
