package io.github.heuristicgrader.grading;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Points per rubric item for each heuristic. Items: {@code wellFormed}, {@code goalZero}, {@code admissible},
 * {@code consistent}, {@code dominance}, {@code effort}.
 */
public final class Rubric {

    /** The default points: 10 + 10 + 40 + 15 + 15 + 10 = 100 per heuristic. */
    private static final Map<String, Integer> DEFAULT_POINTS = defaults();

    private final Map<String, Integer> points;

    private Rubric(Map<String, Integer> points) {
        this.points = Collections.unmodifiableMap(points);
    }

    private static Map<String, Integer> defaults() {
        Map<String, Integer> points = new LinkedHashMap<>();
        points.put("wellFormed", 10);
        points.put("goalZero", 10);
        points.put("admissible", 40);
        points.put("consistent", 15);
        points.put("dominance", 15);
        points.put("effort", 10);
        return Collections.unmodifiableMap(points);
    }

    /** The default rubric. */
    public static Rubric standard() {
        return new Rubric(new LinkedHashMap<>(DEFAULT_POINTS));
    }

    /**
     * The default rubric with some items' points replaced.
     *
     * @throws GradingException naming an unknown item or a negative number of points
     */
    public static Rubric withOverrides(Map<String, Integer> overrides) throws GradingException {
        Map<String, Integer> points = new LinkedHashMap<>(DEFAULT_POINTS);
        for (Map.Entry<String, Integer> override : overrides.entrySet()) {
            if (!points.containsKey(override.getKey())) {
                throw new GradingException("unknown rubric item '" + override.getKey() + "'; the items are "
                        + String.join(", ", DEFAULT_POINTS.keySet()));
            }
            if (override.getValue() == null || override.getValue() < 0) {
                throw new GradingException("rubric item '" + override.getKey() + "' needs 0 or more points, not "
                        + override.getValue());
            }
            points.put(override.getKey(), override.getValue());
        }
        return new Rubric(points);
    }

    /** Points possible for {@code item}. */
    public int points(String item) {
        Integer value = points.get(item);
        if (value == null) {
            throw new IllegalArgumentException("unknown rubric item " + item);
        }
        return value;
    }

    /** Points possible per heuristic, all items together. */
    public int maxScore() {
        return points.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Every item with its points, in rubric order; unmodifiable. */
    public Map<String, Integer> items() {
        return points;
    }
}
