package io.github.heuristicgrader.spi;

import java.util.Map;

/**
 * Opens one domain: the service the grader's registry ({@code Domains}) finds through
 * {@link java.util.ServiceLoader}, listed in {@code META-INF/services/io.github.heuristicgrader.spi.DomainProvider}.
 * A provider has a public no-argument constructor.
 */
public interface DomainProvider {

    /** The name of the domain it opens, as {@link Domain#name}. */
    String name();

    /**
     * The domain with {@code settings} over its defaults; an empty map gives the default instance.
     *
     * @throws IllegalArgumentException naming the key or value at fault when a key is unknown or a value invalid
     */
    Domain open(Map<String, String> settings);

    /**
     * Where a domain's setting lives in the rubric file, such as {@code domains.elevator.maxPairs}: the path messages
     * name it by.
     */
    static String settingPath(String domain, String key) {
        return "domains." + domain + "." + key;
    }
}
