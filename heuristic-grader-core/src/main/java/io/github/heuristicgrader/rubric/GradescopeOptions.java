package io.github.heuristicgrader.rubric;

import java.util.List;
import java.util.Map;

/**
 * What the rubric's {@code gradescope} section asks of Gradescope's {@code results.json}: whether it carries a
 * leaderboard of the effort figures, and when students see the entries on the instructor's hidden tests.
 *
 * <pre>{@code
 * gradescope:
 *   leaderboard: true              # default false
 *   hiddenTests: after_due_date    # hidden, after_due_date or after_published (the default)
 * }</pre>
 *
 * @param leaderboard whether {@code results.json} has a {@code leaderboard}: per graded heuristic, its forced A*
 *     expansions on the effort suite (lower is better, {@code asc}) and the share of the baseline's it saves (higher
 *     is better, {@code desc})
 * @param hiddenTests the {@code visibility} of every entry on the instructor's hidden tests: one of
 *     {@link #HIDDEN_TEST_VISIBILITIES}
 */
public record GradescopeOptions(boolean leaderboard, String hiddenTests) {

    /** The rubric file's key of this section. */
    public static final String KEY = "gradescope";

    /** The section's keys, in the order the documentation lists them. */
    public static final List<String> KEYS = List.of("leaderboard", "hiddenTests");

    /**
     * The visibilities an instructor may give the hidden tests' entries: Gradescope's own words, {@code visible}
     * left out, as it would show the hidden tests with every submission.
     */
    public static final List<String> HIDDEN_TEST_VISIBILITIES = List.of("hidden", "after_due_date",
            "after_published");

    /** What a rubric without the section gives: no leaderboard, hidden tests {@code after_published}. */
    public static final GradescopeOptions DEFAULT = new GradescopeOptions(false, "after_published");

    /** Checks the visibility. */
    public GradescopeOptions {
        if (!HIDDEN_TEST_VISIBILITIES.contains(hiddenTests)) {
            throw new IllegalArgumentException(KEY + ".hiddenTests must be one of "
                    + String.join(", ", HIDDEN_TEST_VISIBILITIES) + ", not '" + hiddenTests + "'");
        }
    }

    /**
     * The options the rubric file's section declares, as its parser read it (a map of a key to a boolean or a text),
     * the default for each key it leaves out; {@link #DEFAULT} for null.
     *
     * @throws IllegalArgumentException when the section is no object, has a key other than {@link #KEYS}, or a value
     *     of the wrong kind, saying which
     */
    public static GradescopeOptions of(Object declared) {
        if (declared == null) {
            return DEFAULT;
        }
        if (!(declared instanceof Map<?, ?> section)) {
            throw new IllegalArgumentException(KEY + " must be an object with the keys " + String.join(", ", KEYS));
        }
        for (Object key : section.keySet()) {
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException(KEY + " has unknown key '" + key + "'; the keys are "
                        + String.join(", ", KEYS));
            }
        }
        Object leaderboard = section.get("leaderboard");
        if (leaderboard != null && !(leaderboard instanceof Boolean)) {
            throw new IllegalArgumentException(KEY + ".leaderboard must be true or false, not '" + leaderboard + "'");
        }
        Object hiddenTests = section.get("hiddenTests");
        if (hiddenTests != null && !(hiddenTests instanceof String)) {
            throw new IllegalArgumentException(KEY + ".hiddenTests must be one of "
                    + String.join(", ", HIDDEN_TEST_VISIBILITIES) + ", not '" + hiddenTests + "'");
        }
        return new GradescopeOptions(leaderboard != null && (Boolean) leaderboard,
                hiddenTests == null ? DEFAULT.hiddenTests() : (String) hiddenTests);
    }
}
