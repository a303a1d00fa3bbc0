package io.github.heuristicgrader.result;

import java.util.Arrays;
import java.util.List;

/**
 * The checks and measures a heuristic is graded on, by their names in {@code grade.json}, the rubric and the reports,
 * and by their words for people.
 *
 * <p>The order is the one every report lists them in. {@link #REPEATABLE} earns no points of its own;
 * {@link #EQUALS_BASELINE} is the one item of a slot that expects the baseline; the others are the rubric's items.
 */
public enum Check {
    WELL_FORMED("wellFormed", "well-formed"),
    GOAL_ZERO("goalZero", "zero at goals"),
    ADMISSIBLE("admissible", "admissible"),
    CONSISTENT("consistent", "consistent"),
    DOMINANCE("dominance", "dominance"),
    REPEATABLE("repeatable", "repeatable"),
    /** A measure rather than a check: A* effort on the effort suite, scored in bands. */
    EFFORT("effort", "A* effort"),
    /** Equal to the baseline on every state: a slot that expects the baseline has this one item. */
    EQUALS_BASELINE("equalsBaseline", "equals the baseline");

    /** The checks every heuristic's report lists, in order; {@link #EQUALS_BASELINE} follows them in a slot's. */
    public static final List<Check> REPORTED = List.of(WELL_FORMED, GOAL_ZERO, ADMISSIBLE, CONSISTENT, DOMINANCE,
            REPEATABLE, EFFORT);

    private final String id;
    private final String word;

    Check(String id, String word) {
        this.id = id;
        this.word = word;
    }

    /** The name in {@code grade.json}, the rubric file and the POM's {@code <points>}, e.g. {@code goalZero}. */
    public String id() {
        return id;
    }

    /** The check's name for people, e.g. {@code zero at goals}. */
    public String word() {
        return word;
    }

    /**
     * The check's name for people where the baseline is known by name, such as {@code dominates Misplaced} or
     * {@code equals Misplaced}; otherwise {@link #word()}, also when {@code baseline} is null.
     */
    public String word(String baseline) {
        if (baseline == null) {
            return word;
        }
        return switch (this) {
            case DOMINANCE -> "dominates " + baseline;
            case EQUALS_BASELINE -> "equals " + baseline;
            default -> word;
        };
    }

    /** The check named {@code id} in {@code grade.json}; null when no check has that name (e.g. a test entry). */
    public static Check byId(String id) {
        return Arrays.stream(values()).filter(check -> check.id.equals(id)).findFirst().orElse(null);
    }
}
