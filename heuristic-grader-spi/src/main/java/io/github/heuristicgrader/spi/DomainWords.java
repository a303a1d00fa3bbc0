package io.github.heuristicgrader.spi;

import java.util.Map;

/**
 * A domain in words: its name in reports and settings, the puzzle's name and what its states are called, the settings
 * an instance was opened with. One of the parts of {@link Domain}.
 */
public interface DomainWords {

    /** The domain's name in reports, JSON and settings, lower case, such as {@code huarongdao}. */
    String name();

    /** The puzzle's name in prose, such as {@code Huarongdao}. */
    String title();

    /** What one state is called in prose, singular, such as {@code layout} or {@code facility}. */
    String stateNoun();

    /** What states are called in prose, plural, such as {@code layouts} or {@code facilities}. */
    String stateNounPlural();

    /**
     * The settings this instance was opened with, every key the provider knows with its value (defaults included),
     * in a fixed order; empty for a domain without settings.
     */
    default Map<String, String> settings() {
        return Map.of();
    }

    /**
     * This instance in words for the report's state database, such as the pieces of every layout or the numbers of
     * pairs; empty for a domain with one instance only.
     */
    default String description() {
        return "";
    }

    /**
     * The name of {@code name} in Latin letters, for places where a CJK font may be missing (the console, JUnit XML,
     * Gradescope): the pinyin of a classic state's Chinese name, else {@code name} itself.
     */
    default String latinName(String name) {
        return name;
    }
}
