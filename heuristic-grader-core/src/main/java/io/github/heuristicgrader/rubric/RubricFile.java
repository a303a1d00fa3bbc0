package io.github.heuristicgrader.rubric;

import io.github.heuristicgrader.result.HiddenTestNames;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * What an instructor's rubric file declares, as written: JSON or YAML with these keys, each optional. The grading
 * core checks the values and combines them with the POM's; see {@code Rubric.load}. The JSON names are the
 * component names.
 *
 * <pre>{@code
 * {
 *   "points": {"admissible": 50, "dominance": 10},
 *   "effortBands": [{"saved": 0.10, "points": 4}, {"saved": 0.25, "points": 7}, {"saved": 0.40, "points": 10}],
 *   "tests": {"edu.example.SolverTest#solvesTheClassicStart": 5},
 *   "testClasses": {"edu.example.HiddenTest": 20},
 *   "testTags": {"exam": 10},
 *   "minimumScore": 60,
 *   "requires": {"dominance": ["admissible"], "effort": []},
 *   "effortDistances": [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
 *   "domains": {"elevator": {"maxPairs": 5}},
 *   "maxStates": 20000000,
 *   "radius": 24,
 *   "slots": {
 *     "simple": {"class": "edu.example.SimpleHeuristic", "points": 25, "expect": "baseline"},
 *     "advanced": {"class": "edu.example.AdvancedHeuristic", "points": 75}
 *   }
 * }
 * }</pre>
 *
 * @param points points per heuristic check ({@code wellFormed}, {@code goalZero}, ...), or null
 * @param effortBands the A* effort bands, or null
 * @param tests points per test, keyed {@code Class#method} or by JUnit unique id, or null
 * @param testClasses points per test class, keyed by its fully qualified name, or null
 * @param testTags points per JUnit tag, or null
 * @param minimumScore the total score below which the build fails, or null
 * @param requires per rubric item, the items that must pass for it to earn points, replacing that item's default
 *     prerequisites; or null
 * @param effortDistances the exact distances from a goal at which the effort suite takes its starts, or null
 * @param slots the graded heuristics the assignment asks for, by slot name, or null for none (playground mode:
 *     every heuristic found is graded)
 * @param domains per domain name, the settings its heuristics are graded with, each a text or a number; or null
 * @param hiddenTestNames how each output names the instructor's hidden tests: one word ({@code names},
 *     {@code numbered}, {@code none}) for all, or an object of output to word; or null for the default
 *     ({@link HiddenTestNames#of})
 * @param maxStates the most states a domain's state database may hold, or null for the default (20 million)
 * @param gradescope what Gradescope's {@code results.json} shows beyond the grade ({@link GradescopeOptions#of}): a
 *     leaderboard, the hidden tests' visibility; or null for the default
 * @param radius the distance from the goals within which every domain is graded, a whole number, or {@code fit}
 *     for the largest whose states {@code maxStates} holds; or null for each domain's own (by default the whole
 *     space)
 */
public record RubricFile(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> tests,
        Map<String, Integer> testClasses, Map<String, Integer> testTags, Integer minimumScore,
        Map<String, List<String>> requires, List<Integer> effortDistances, Map<String, SlotDeclaration> slots,
        Map<String, Map<String, Object>> domains, Object hiddenTestNames, Long maxStates, Object gradescope,
        Object radius) {

    /** The keys of a rubric file, in the order the documentation lists them. */
    public static final List<String> KEYS = List.of("points", "effortBands", "tests", "testClasses", "testTags",
            "minimumScore", "requires", "effortDistances", "slots", "domains", "hiddenTestNames", "maxStates",
            GradescopeOptions.KEY, "radius");

    /** A rubric file that leaves Gradescope's options to the default and the radius to each domain. */
    public RubricFile(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> tests,
            Map<String, Integer> testClasses, Map<String, Integer> testTags, Integer minimumScore,
            Map<String, List<String>> requires, List<Integer> effortDistances, Map<String, SlotDeclaration> slots,
            Map<String, Map<String, Object>> domains, Object hiddenTestNames, Long maxStates) {
        this(points, effortBands, tests, testClasses, testTags, minimumScore, requires, effortDistances, slots,
                domains, hiddenTestNames, maxStates, null, null);
    }

    /** A rubric file that leaves the state databases' limit to the default. */
    public RubricFile(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> tests,
            Map<String, Integer> testClasses, Map<String, Integer> testTags, Integer minimumScore,
            Map<String, List<String>> requires, List<Integer> effortDistances, Map<String, SlotDeclaration> slots,
            Map<String, Map<String, Object>> domains, Object hiddenTestNames) {
        this(points, effortBands, tests, testClasses, testTags, minimumScore, requires, effortDistances, slots,
                domains, hiddenTestNames, null);
    }

    /** A rubric file that leaves the hidden tests' names to the default. */
    public RubricFile(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> tests,
            Map<String, Integer> testClasses, Map<String, Integer> testTags, Integer minimumScore,
            Map<String, List<String>> requires, List<Integer> effortDistances, Map<String, SlotDeclaration> slots,
            Map<String, Map<String, Object>> domains) {
        this(points, effortBands, tests, testClasses, testTags, minimumScore, requires, effortDistances, slots,
                domains, null);
    }

    /** A rubric file with prerequisites, effort distances and slots but no domain settings. */
    public RubricFile(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> tests,
            Map<String, Integer> testClasses, Map<String, Integer> testTags, Integer minimumScore,
            Map<String, List<String>> requires, List<Integer> effortDistances, Map<String, SlotDeclaration> slots) {
        this(points, effortBands, tests, testClasses, testTags, minimumScore, requires, effortDistances, slots, null,
                null);
    }

    /** A rubric file without prerequisites, effort distances or slots. */
    public RubricFile(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> tests,
            Map<String, Integer> testClasses, Map<String, Integer> testTags, Integer minimumScore) {
        this(points, effortBands, tests, testClasses, testTags, minimumScore, null, null, null, null, null);
    }

    /**
     * One graded slot as written: the class that fills it and what it is worth.
     *
     * @param className key {@code class}: the fully qualified name of the class that fills the slot, or its simple
     *     name to accept it in any package; null when missing
     * @param points the slot's points, or null when missing
     * @param expect {@code baseline} when the class must equal its domain's baseline heuristic on every state, or null
     * @param required whether an empty slot is an error; null for true
     */
    public record SlotDeclaration(@JsonProperty("class") String className, Integer points, String expect,
            Boolean required) {
    }

    /**
     * One effort band: a heuristic that saves at least {@code saved} of the baseline's forced A* expansions on the
     * effort suite earns {@code points}.
     *
     * @param saved the share of expansions saved, above 0 and at most 1, or null when missing
     * @param points the points of the band, or null when missing
     */
    public record EffortBand(Double saved, Integer points) {
    }
}
