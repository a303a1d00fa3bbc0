package io.github.heuristicgrader.rubric;

import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The rubric as read and checked: what each item is worth per heuristic ({@code wellFormed}, {@code goalZero},
 * {@code admissible}, {@code consistent}, {@code dominance}, and A* {@code effort} in bands); for the project, points
 * per JUnit test, test class and tag; the minimum total score; and the settings the grade runs with (slots, each
 * domain's settings, the effort suite's distances, the most states). {@code grading.ItemScoring} applies the items
 * to a heuristic's checks, {@code grading.SlotGrading} scales them to a slot, {@code grading.Scoring} adds up the
 * grade; the rules each section of the file must follow are {@link RubricFileRules}'.
 *
 * <p>Where the values come from, later ones winning item by item: the defaults, then the rubric file, then the POM's
 * {@code <points>} and {@code <minimumScore>}. Test points and effort bands can only be declared in the file. See
 * {@link #load}.
 *
 * <p>Every item, effort band and test entry is worth at most {@link #MAX_POINTS}, so that no total can overflow.
 *
 * <p>Items can require others, as CS188's questions {@code depends:} on others: an item earns nothing unless every
 * item it requires passes (and what those require, in turn; {@code grading.ItemScoring} applies it). By default
 * {@code consistent}, {@code dominance} and
 * {@code effort} require {@code goalZero} and {@code admissible}, and {@code goalZero} requires {@code admissible}
 * (zero at the goals proves nothing of a heuristic that is huge everywhere else), so an inadmissible heuristic earns
 * at most {@code wellFormed}. The rubric file's {@code requires} replaces an item's prerequisites.
 * <p>The rubric file may also declare {@link Slot slots}: the heuristics the assignment asks for, each with its
 * points. With slots, only the class filling a slot earns points (the items scaled to the slot's) and the maximum is
 * the slots'; without them every heuristic found is graded for the items' points (playground mode).
 * <p>The rubric file may also set each domain's settings ({@code domains}), which {@link #configured} applies to the
 * domain a heuristic is graded on.
 */
public final class Rubric {

    /** The rubric item for A* effort, whose points the effort bands share out. */
    static final String EFFORT = Check.EFFORT.id();

    /**
     * The most points one rubric item, effort band or test entry may be worth: far above any real rubric, and low
     * enough that a grade's totals stay exact.
     */
    public static final int MAX_POINTS = 10_000;

    /** The highest exact distance the rubric file may ask the effort suite for. */
    public static final int MAX_EFFORT_DISTANCE = 1_000;

    /** The most distances the effort suite may have, so that it stays fast. */
    public static final int MAX_EFFORT_DISTANCES = 20;

    /** {@link #radius(Domain)} for the rubric file's {@code radius: fit}: the largest radius that fits. */
    public static final int LARGEST_FITTING_RADIUS = Integer.MAX_VALUE;

    /** The rubric file's word for the largest radius that fits. */
    static final String FIT = "fit";

    /** The default points: 10 + 10 + 40 + 15 + 15 + 10 = 100 per heuristic. */
    static final Map<String, Integer> DEFAULT_POINTS = defaults();

    /**
     * The default effort bands as shares of the effort points, on the share of the baseline's forced expansions
     * saved over the effort suite: 5 % saved earns a fifth of them, and each doubling another fifth (10 %, 20 %,
     * 40 %), all of them at 80 %. The baseline itself (0 %) earns nothing, the exact distance (100 %) everything,
     * and the example assignment's BlockedExitHeuristic (15.4 %) two fifths.
     */
    private static final double[][] DEFAULT_BAND_SHARES = {{0.05, 0.2}, {0.10, 0.4}, {0.20, 0.6}, {0.40, 0.8},
            {0.80, 1.0}};

    private final Map<String, Integer> points;
    private final List<EffortBand> effortBands;
    private final Map<String, Integer> testPoints;
    private final Map<String, Integer> testClassPoints;
    private final Map<String, Integer> testTagPoints;
    private final int minimumScore;
    private final Map<String, List<String>> requires;
    private final List<Integer> effortDistances;
    private final List<Slot> slots;
    private final Map<String, Map<String, String>> domainSettings;
    private final HiddenTestNames hiddenTestNames;
    private final long maxStates;
    private final GradescopeOptions gradescope;
    /** The rubric file's radius, {@link #LARGEST_FITTING_RADIUS} for {@code fit}, or −1 when it sets none. */
    private final int radius;

    private Rubric(Map<String, Integer> points, List<EffortBand> effortBands, Map<String, Integer> testPoints,
            Map<String, Integer> testClassPoints, Map<String, Integer> testTagPoints, int minimumScore,
            Map<String, List<String>> requires, List<Integer> effortDistances,
            Map<String, Map<String, String>> domainSettings, HiddenTestNames hiddenTestNames, long maxStates,
            GradescopeOptions gradescope, int radius) {
        this.points = Collections.unmodifiableMap(points);
        this.effortBands = List.copyOf(effortBands);
        this.testPoints = Collections.unmodifiableMap(new TreeMap<>(testPoints));
        this.testClassPoints = Collections.unmodifiableMap(new TreeMap<>(testClassPoints));
        this.testTagPoints = Collections.unmodifiableMap(new TreeMap<>(testTagPoints));
        this.minimumScore = minimumScore;
        this.requires = Collections.unmodifiableMap(requires);
        this.effortDistances = List.copyOf(effortDistances);
        this.slots = List.of();
        this.domainSettings = Collections.unmodifiableMap(new TreeMap<>(domainSettings));
        this.hiddenTestNames = hiddenTestNames;
        this.maxStates = maxStates;
        this.gradescope = gradescope;
        this.radius = radius;
    }

    /** {@code rubric} with other slots, a state limit and a radius, each else as it is. */
    private Rubric(Rubric rubric, List<Slot> slots, long maxStates, int radius) {
        this.points = rubric.points;
        this.effortBands = rubric.effortBands;
        this.testPoints = rubric.testPoints;
        this.testClassPoints = rubric.testClassPoints;
        this.testTagPoints = rubric.testTagPoints;
        this.minimumScore = rubric.minimumScore;
        this.requires = rubric.requires;
        this.effortDistances = rubric.effortDistances;
        this.slots = List.copyOf(slots);
        this.domainSettings = rubric.domainSettings;
        this.hiddenTestNames = rubric.hiddenTestNames;
        this.gradescope = rubric.gradescope;
        this.maxStates = maxStates;
        this.radius = radius;
    }

    /**
     * This rubric with the POM's {@code radius} and {@code maxStates} ({@code grade.radius}, {@code grade.maxStates})
     * over the rubric file's, each where given (null: the file's, else the default).
     *
     * @param radius a whole number 0 or more, or {@code fit}
     * @throws RubricException when the radius is neither or {@code maxStates} is below 1, naming the parameter
     */
    public Rubric withStates(String radius, Long maxStates) throws RubricException {
        if (maxStates != null && maxStates < 1) {
            throw new RubricException("maxStates (grade.maxStates) must be 1 or more, not " + maxStates);
        }
        Object declared = radius;
        if (radius != null && radius.strip().matches("\\d{1,9}")) {
            declared = Integer.valueOf(radius.strip());
        } else if (radius != null) {
            declared = radius.strip();
        }
        return new Rubric(this, slots, maxStates == null ? this.maxStates : maxStates,
                radius == null ? this.radius : radius(declared, "radius (grade.radius)"));
    }

    /**
     * An effort band: saving at least {@code saved} of the baseline's A* expansions over the suite earns
     * {@code points}.
     *
     * @param saved the share saved, above 0 and at most 1
     * @param points the points of the band, 0 or more
     */
    public record EffortBand(double saved, int points) {

        /** The band in words, e.g. {@code 25% saved: 7 points}. */
        public String describe() {
            return String.format(Locale.ROOT, "%s%% saved: %d points", percent(saved), points);
        }
    }

    private static Map<String, Integer> defaults() {
        Map<String, Integer> points = new LinkedHashMap<>();
        points.put(Check.WELL_FORMED.id(), 10);
        points.put(Check.GOAL_ZERO.id(), 10);
        points.put(Check.ADMISSIBLE.id(), 40);
        points.put(Check.CONSISTENT.id(), 15);
        points.put(Check.DOMINANCE.id(), 15);
        points.put(EFFORT, 10);
        return Collections.unmodifiableMap(points);
    }

    private static Map<String, List<String>> defaultRequires() {
        Map<String, List<String>> requires = new LinkedHashMap<>();
        DEFAULT_POINTS.keySet().forEach(item -> requires.put(item, List.of()));
        requires.put(Check.GOAL_ZERO.id(), List.of(Check.ADMISSIBLE.id()));
        for (Check item : List.of(Check.CONSISTENT, Check.DOMINANCE, Check.EFFORT)) {
            requires.put(item.id(), List.of(Check.GOAL_ZERO.id(), Check.ADMISSIBLE.id()));
        }
        return requires;
    }

    /** The default rubric. */
    public static Rubric standard() {
        return new Rubric(new LinkedHashMap<>(DEFAULT_POINTS), defaultBands(DEFAULT_POINTS.get(EFFORT)), Map.of(),
                Map.of(), Map.of(), 0, defaultRequires(), List.of(), Map.of(), HiddenTestNames.DEFAULT,
                StateSpace.DEFAULT_MAX_STATES, GradescopeOptions.DEFAULT, -1);
    }

    /**
     * The default rubric with some items' points replaced.
     *
     * @throws RubricException naming an unknown item or a negative number of points
     */
    public static Rubric withOverrides(Map<String, Integer> overrides) throws RubricException {
        return load(null, overrides, null);
    }

    /**
     * The rubric of a rubric file and the POM: defaults, replaced item by item by what {@code file} declares,
     * replaced in turn by {@code pomPoints} and {@code pomMinimumScore}.
     *
     * <p>Effort bands declared in the file fix the effort item's points at the highest band's; declaring
     * {@code effort} points as well, in the file or the POM, is an error unless they are equal. Without declared
     * bands, the effort points are shared out by the default bands (a fifth at 5 % saved, another at each doubling, all at 80 %).
     *
     * @param file the rubric file (JSON, or YAML when it ends in {@code .yaml} or {@code .yml}), or null for none
     * @param pomPoints the POM's {@code <points>}, empty when none
     * @param pomMinimumScore the POM's {@code <minimumScore>}, or null when not set there
     * <p>The file's {@code requires} replaces the prerequisites of the items it names; its {@code effortDistances}
     * replaces every domain's effort suite distances, each domain's own when left out.
     *
     * @throws RubricException naming the file, the key and what to change: an unreadable or malformed file, an
     *     unknown key or item, a negative number, bands out of order, effort points that contradict the bands,
     *     prerequisites naming an unknown item or {@code effort} or forming a cycle, distances out of range, a slot
     *     without class or points, two slots naming one class, settings naming an unknown domain or setting or giving
     *     it a bad value
     */
    public static Rubric load(Path file, Map<String, Integer> pomPoints, Integer pomMinimumScore)
            throws RubricException {
        return load(file, file == null ? null : read(file), pomPoints, pomMinimumScore);
    }

    /**
     * The bytes of a rubric file, read as {@link #load(Path, Map, Integer)} reads them: only a regular file, at most
     * 1 MiB. Parse them with {@link #load(Path, byte[], Map, Integer)}, so that what is parsed is what was read.
     *
     * @throws RubricException naming the file: missing, unreadable, not a regular file or too large
     */
    public static byte[] read(Path file) throws RubricException {
        try {
            return new RubricFileReader().readBytes(file);
        } catch (IOException e) {
            throw new RubricException(e.getMessage(), e);
        }
    }

    /**
     * The rubric of a rubric file's bytes, as {@link #read} gave them, and the POM; otherwise as
     * {@link #load(Path, Map, Integer)}.
     *
     * @param file where the bytes were read, named in messages; null for no rubric file
     * @param bytes the file's bytes; null when {@code file} is
     * @throws RubricException as {@link #load(Path, Map, Integer)}
     */
    public static Rubric load(Path file, byte[] bytes, Map<String, Integer> pomPoints, Integer pomMinimumScore)
            throws RubricException {
        RubricFile declared = null;
        if (file != null) {
            try {
                declared = new RubricFileReader().parse(file, bytes);
            } catch (IOException e) {
                throw new RubricException(e.getMessage(), e);
            }
        }
        String inFile = file == null ? "" : "rubric file " + file + ": ";
        Map<String, Integer> points = new LinkedHashMap<>(DEFAULT_POINTS);
        if (declared != null && declared.points() != null) {
            RubricFileRules.override(points, declared.points(), inFile, " in points");
        }
        RubricFileRules.override(points, pomPoints, "", " in the POM's <points>");

        List<EffortBand> bands;
        if (declared != null && declared.effortBands() != null) {
            bands = RubricFileRules.bands(declared.effortBands(), inFile);
            int highest = bands.get(bands.size() - 1).points();
            Integer fileEffort = declared.points() == null ? null : declared.points().get(EFFORT);
            Integer pomEffort = pomPoints.get(EFFORT);
            if (fileEffort != null && fileEffort != highest) {
                throw new RubricException(inFile + "points.effort is " + fileEffort + " but the highest effort band"
                        + " gives " + highest + "; leave effort out of points, the bands set it");
            }
            if (pomEffort != null && pomEffort != highest) {
                throw new RubricException("effort is " + pomEffort + " in the POM's <points> but the highest effort"
                        + " band of rubric file " + file + " gives " + highest + "; drop one of them");
            }
            points.put(EFFORT, highest);
        } else {
            bands = defaultBands(points.get(EFFORT));
        }

        Map<String, Integer> tests = Map.of();
        Map<String, Integer> classes = Map.of();
        Map<String, Integer> tags = Map.of();
        int minimumScore = 0;
        if (declared != null) {
            tests = RubricFileRules.tests(declared.tests(), inFile);
            classes = RubricFileRules.testClasses(declared.testClasses(), inFile);
            tags = RubricFileRules.testTags(declared.testTags(), inFile);
            long testTotal = sum(tests) + sum(classes) + sum(tags);
            if (testTotal > Integer.MAX_VALUE) {
                throw new RubricException(inFile + "tests, testClasses and testTags add up to " + testTotal
                        + " points, more than a grade can count (" + Integer.MAX_VALUE + ")");
            }
            if (declared.minimumScore() != null) {
                if (declared.minimumScore() < 0) {
                    throw new RubricException(inFile + "minimumScore must be 0 or more, not "
                            + declared.minimumScore());
                }
                minimumScore = declared.minimumScore();
            }
        }
        if (pomMinimumScore != null) {
            minimumScore = pomMinimumScore;
        }
        Map<String, List<String>> requires = defaultRequires();
        List<Integer> distances = List.of();
        if (declared != null && declared.requires() != null) {
            RubricFileRules.requires(requires, declared.requires(), inFile);
        }
        if (declared != null && declared.effortDistances() != null) {
            distances = RubricFileRules.distances(declared.effortDistances(), inFile);
        }
        Map<String, Map<String, String>> domainSettings = declared == null || declared.domains() == null ? Map.of()
                : RubricFileRules.domainSettings(declared.domains(), inFile);
        HiddenTestNames hiddenTestNames;
        try {
            hiddenTestNames = HiddenTestNames.of(declared == null ? null : declared.hiddenTestNames());
        } catch (IllegalArgumentException e) {
            throw new RubricException(inFile + e.getMessage(), e);
        }
        long maxStates = StateSpace.DEFAULT_MAX_STATES;
        if (declared != null && declared.maxStates() != null) {
            if (declared.maxStates() < 1) {
                throw new RubricException(inFile + "maxStates must be 1 or more, not " + declared.maxStates());
            }
            maxStates = declared.maxStates();
        }
        GradescopeOptions gradescope;
        try {
            gradescope = GradescopeOptions.of(declared == null ? null : declared.gradescope());
        } catch (IllegalArgumentException e) {
            throw new RubricException(inFile + e.getMessage(), e);
        }
        Rubric rubric = new Rubric(points, bands, tests, classes, tags, minimumScore, requires, distances,
                domainSettings, hiddenTestNames, maxStates, gradescope,
                radius(declared == null ? null : declared.radius(), inFile + "radius"));
        return declared == null || declared.slots() == null ? rubric : rubric.withSlots(declared.slots(), inFile);
    }

    /** This rubric with the file's slots, checked. */
    private Rubric withSlots(Map<String, RubricFile.SlotDeclaration> declared, String inFile)
            throws RubricException {
        List<Slot> declaredSlots = Slot.of(declared, inFile);
        if (maxScore() == 0 && declaredSlots.stream().anyMatch(slot -> slot.points() > 0)) {
            throw new RubricException(inFile + "every rubric item is worth 0 points, so no slot can earn its points;"
                    + " the items share out each slot's points in proportion");
        }
        return new Rubric(this, declaredSlots, maxStates, radius);
    }

    private static List<EffortBand> defaultBands(int effortPoints) {
        List<EffortBand> bands = new ArrayList<>();
        for (double[] share : DEFAULT_BAND_SHARES) {
            bands.add(new EffortBand(share[0], (int) Math.round(effortPoints * share[1])));
        }
        return bands;
    }

    /** Points possible for {@code item}. */
    public int points(String item) {
        Integer value = points.get(item);
        if (value == null) {
            throw new IllegalArgumentException("unknown rubric item " + item);
        }
        return value;
    }

    /** Points possible per heuristic, all items together: at most six times {@link #MAX_POINTS}. */
    public int maxScore() {
        return (int) sum(points);
    }

    /** Every item with its points, in rubric order; unmodifiable. */
    public Map<String, Integer> items() {
        return points;
    }

    /** The effort bands, by share saved, lowest first; the last one's points are the effort item's. */
    public List<EffortBand> effortBands() {
        return effortBands;
    }

    /** The items {@code item} requires directly, in declaration order; empty when none. */
    public List<String> requires(String item) {
        List<String> prerequisites = requires.get(item);
        if (prerequisites == null) {
            throw new IllegalArgumentException("unknown rubric item " + item);
        }
        return prerequisites;
    }

    /** The rubric file's settings per domain name, as texts, sorted; empty when it sets none. */
    public Map<String, Map<String, String>> domainSettings() {
        return domainSettings;
    }

    /** How each output names the instructor's hidden tests: the file's {@code hiddenTestNames}, else the default. */
    public HiddenTestNames hiddenTestNames() {
        return hiddenTestNames;
    }

    /**
     * The instance of {@code domain} this rubric grades with: the domain of that name opened with the rubric file's
     * settings for it, or {@code domain} itself when the file sets none.
     */
    public Domain configured(Domain domain) {
        Map<String, String> settings = domainSettings.get(domain.name());
        return settings == null ? domain : Domains.open(domain.name(), settings);
    }

    /**
     * The exact distances at which the effort suite takes its starts, ascending, as the rubric file sets them; empty
     * when it does not, each domain then taking its own ({@link #effortDistances(Domain)}).
     */
    public List<Integer> effortDistances() {
        return effortDistances;
    }

    /** The distances of {@code domain}'s effort suite: the rubric's when it sets them, else the domain's defaults. */
    public List<Integer> effortDistances(Domain domain) {
        return effortDistances.isEmpty() ? domain.effortDistances() : effortDistances;
    }

    /** Points per test, keyed {@code Class#method} or by unique id, sorted by key; unmodifiable. */
    public Map<String, Integer> testPoints() {
        return testPoints;
    }

    /** Points per test class, by fully qualified name, sorted; unmodifiable. */
    public Map<String, Integer> testClassPoints() {
        return testClassPoints;
    }

    /** Points per JUnit tag, sorted; unmodifiable. */
    public Map<String, Integer> testTagPoints() {
        return testTagPoints;
    }

    /** Points possible for tests, all entries together; {@link #load} made sure that they fit an int. */
    public int testMaxScore() {
        return (int) (sum(testPoints) + sum(testClassPoints) + sum(testTagPoints));
    }

    /**
     * The graded slots, sorted by name; empty in playground mode, where every heuristic found is graded for
     * {@link #maxScore()} points.
     */
    public List<Slot> slots() {
        return slots;
    }

    /** Whether the rubric declares slots, so that only the classes filling them are graded. */
    public boolean slotted() {
        return !slots.isEmpty();
    }

    /** The slots' points together: the heuristics' part of the maximum score when {@link #slotted()}. */
    public int slotsMaxScore() {
        return slots.stream().mapToInt(Slot::points).sum();
    }

    /** The total score below which the grade fails, 0 for none. */
    public int minimumScore() {
        return minimumScore;
    }

    /** What Gradescope's {@code results.json} shows beyond the grade: the file's {@code gradescope}, else the default. */
    public GradescopeOptions gradescope() {
        return gradescope;
    }

    /**
     * A {@code radius} as declared: a whole number 0 or more, {@code fit}, or absent (−1).
     *
     * @param named where it was declared, as the message names it
     */
    private static int radius(Object declared, String named) throws RubricException {
        if (declared == null) {
            return -1;
        }
        if (FIT.equals(declared)) {
            return LARGEST_FITTING_RADIUS;
        }
        if (declared instanceof Integer whole && whole >= 0 && whole < LARGEST_FITTING_RADIUS) {
            return whole;
        }
        throw new RubricException(named + " must be a whole number 0 or more, or " + FIT
                + " (the largest whose states maxStates holds), not " + declared);
    }

    /**
     * The distance from the goals within which {@code domain} is graded: the rubric file's {@code radius}, else
     * the domain's own ({@code Domain.gradingRadius()}); {@link #LARGEST_FITTING_RADIUS} for the largest whose
     * states {@link #maxStates} holds; empty to grade on every state.
     */
    public OptionalInt radius(Domain domain) {
        return radius >= 0 ? OptionalInt.of(radius) : domain.gradingRadius();
    }

    /** The most states a domain's state database may hold: the rubric file's {@code maxStates}, else 20 million. */
    public long maxStates() {
        return maxStates;
    }

    static long sum(Map<String, Integer> points) {
        return points.values().stream().mapToLong(Integer::longValue).sum();
    }

    /** A share as a percentage without needless decimals: 0.25 as {@code 25}, 0.125 as {@code 12.5}. */
    static String percent(double share) {
        String text = String.format(Locale.ROOT, "%.2f", share * 100);
        return text.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
