package io.github.heuristicgrader.rubric;

import io.github.heuristicgrader.domain.Domains;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What each section of a rubric file may hold: every section {@link Rubric#load} reads is checked here and turned
 * into the rubric's values, or refused with a message naming the file, the key and what to write instead.
 */
final class RubricFileRules {

    private RubricFileRules() {
    }

    /**
     * The file's domain settings as texts, each domain opened once with them so that an unknown domain or setting,
     * or a bad value, fails here, before anything runs.
     */
    static Map<String, Map<String, String>> domainSettings(Map<String, Map<String, Object>> declared,
            String inFile) throws RubricException {
        Map<String, Map<String, String>> settings = new TreeMap<>();
        for (Map.Entry<String, Map<String, Object>> domain : declared.entrySet()) {
            String at = inFile + "domains." + domain.getKey();
            if (domain.getValue() == null) {
                throw new RubricException(at + " needs an object of settings, such as {\"maxPairs\": 5}");
            }
            Map<String, String> texts = new TreeMap<>();
            for (Map.Entry<String, Object> setting : domain.getValue().entrySet()) {
                Object value = setting.getValue();
                if (!(value instanceof String || value instanceof Number)) {
                    throw new RubricException(at + "." + setting.getKey() + " must be a text or a number, not "
                            + value);
                }
                texts.put(setting.getKey(), value.toString());
            }
            try {
                Domains.open(domain.getKey(), texts);
            } catch (IllegalArgumentException e) {
                throw new RubricException(at + ": " + e.getMessage(), e);
            }
            settings.put(domain.getKey(), Collections.unmodifiableMap(texts));
        }
        return settings;
    }

    static void override(Map<String, Integer> points, Map<String, Integer> overrides, String inFile,
            String where) throws RubricException {
        for (Map.Entry<String, Integer> override : overrides.entrySet()) {
            if (!Rubric.DEFAULT_POINTS.containsKey(override.getKey())) {
                throw new RubricException(inFile + "unknown rubric item '" + override.getKey() + "'"
                        + (inFile.isEmpty() ? "" : where) + "; the items are "
                        + String.join(", ", Rubric.DEFAULT_POINTS.keySet()));
            }
            if (override.getValue() == null || override.getValue() < 0 || override.getValue() > Rubric.MAX_POINTS) {
                throw new RubricException(inFile + "rubric item '" + override.getKey() + "'"
                        + where + " needs 0 to " + Rubric.MAX_POINTS + " points, not "
                        + override.getValue());
            }
            points.put(override.getKey(), override.getValue());
        }
    }

    static List<Rubric.EffortBand> bands(List<RubricFile.EffortBand> declared, String inFile)
            throws RubricException {
        if (declared.isEmpty()) {
            throw new RubricException(inFile + "effortBands is empty; declare at least one band, or leave"
                    + " effortBands out for the default bands");
        }
        List<Rubric.EffortBand> bands = new ArrayList<>();
        for (int i = 0; i < declared.size(); i++) {
            RubricFile.EffortBand band = declared.get(i);
            String at = inFile + "effortBands[" + i + "]";
            if (band == null || band.saved() == null || band.points() == null) {
                throw new RubricException(at + " needs both saved (a share of expansions, e.g. 0.25) and points");
            }
            if (!(band.saved() > 0 && band.saved() <= 1)) {
                throw new RubricException(at + ".saved must be above 0 and at most 1 (a share: 0.25 is 25 %), not "
                        + band.saved());
            }
            if (band.points() < 0 || band.points() > Rubric.MAX_POINTS) {
                throw new RubricException(at + ".points must be 0 to " + Rubric.MAX_POINTS + ", not " + band.points());
            }
            bands.add(new Rubric.EffortBand(band.saved(), band.points()));
        }
        bands.sort(Comparator.comparingDouble(Rubric.EffortBand::saved));
        for (int i = 1; i < bands.size(); i++) {
            Rubric.EffortBand lower = bands.get(i - 1);
            Rubric.EffortBand higher = bands.get(i);
            if (lower.saved() == higher.saved()) {
                throw new RubricException(inFile + "two effort bands start at " + Rubric.percent(lower.saved())
                        + "% saved");
            }
            if (higher.points() < lower.points()) {
                throw new RubricException(inFile + "the effort band at " + Rubric.percent(higher.saved())
                        + "% saved gives "
                        + higher.points() + " points, fewer than the " + lower.points() + " of the band at "
                        + Rubric.percent(lower.saved()) + "%");
            }
        }
        return bands;
    }

    static void requires(Map<String, List<String>> requires, Map<String, List<String>> declared,
            String inFile) throws RubricException {
        String items = "; the items are " + String.join(", ", Rubric.DEFAULT_POINTS.keySet());
        for (Map.Entry<String, List<String>> entry : declared.entrySet()) {
            String item = entry.getKey();
            if (!Rubric.DEFAULT_POINTS.containsKey(item)) {
                throw new RubricException(inFile + "unknown rubric item '" + item + "' in requires" + items);
            }
            if (entry.getValue() == null) {
                throw new RubricException(inFile + "requires." + item + " needs a list of items, [] for none");
            }
            List<String> prerequisites = new ArrayList<>();
            for (String prerequisite : entry.getValue()) {
                if (prerequisite == null || !Rubric.DEFAULT_POINTS.containsKey(prerequisite)) {
                    throw new RubricException(inFile + "requires." + item + " names unknown rubric item '"
                            + prerequisite + "'" + items);
                }
                if (prerequisite.equals(Rubric.EFFORT)) {
                    throw new RubricException(inFile + "requires." + item + " names effort, which is scored in"
                            + " bands, not passed or failed; it cannot be a prerequisite");
                }
                if (prerequisites.contains(prerequisite)) {
                    throw new RubricException(inFile + "requires." + item + " names " + prerequisite + " twice");
                }
                prerequisites.add(prerequisite);
            }
            requires.put(item, List.copyOf(prerequisites));
        }
        for (String item : requires.keySet()) {
            List<String> cycle = cycleFrom(item, requires, new ArrayList<>());
            if (cycle != null) {
                throw new RubricException(inFile + "requires has a cycle, " + String.join(" requires ", cycle)
                        + ", so none of them could ever earn points; break it");
            }
        }
    }

    /** The first cycle of prerequisites through {@code path} and {@code item}, as a list ending where it began. */
    private static List<String> cycleFrom(String item, Map<String, List<String>> requires, List<String> path) {
        int seen = path.indexOf(item);
        if (seen >= 0) {
            List<String> cycle = new ArrayList<>(path.subList(seen, path.size()));
            cycle.add(item);
            return cycle;
        }
        path.add(item);
        for (String prerequisite : requires.get(item)) {
            List<String> cycle = cycleFrom(prerequisite, requires, path);
            if (cycle != null) {
                return cycle;
            }
        }
        path.remove(path.size() - 1);
        return null;
    }

    static List<Integer> distances(List<Integer> declared, String inFile) throws RubricException {
        if (declared.isEmpty() || declared.size() > Rubric.MAX_EFFORT_DISTANCES) {
            throw new RubricException(inFile + "effortDistances needs 1 to " + Rubric.MAX_EFFORT_DISTANCES
                    + " distances, not " + declared.size() + "; leave it out for each puzzle's default distances");
        }
        List<Integer> distances = new ArrayList<>();
        for (Integer distance : declared) {
            if (distance == null || distance < 1 || distance > Rubric.MAX_EFFORT_DISTANCE) {
                throw new RubricException(inFile + "effortDistances holds " + distance + "; a distance is 1 to "
                        + Rubric.MAX_EFFORT_DISTANCE + " moves");
            }
            if (distances.contains(distance)) {
                throw new RubricException(inFile + "effortDistances holds " + distance + " twice");
            }
            distances.add(distance);
        }
        Collections.sort(distances);
        return List.copyOf(distances);
    }

    /** The file's {@code tests}: points per test, keyed {@code Class#method} or by unique id; empty when null. */
    static Map<String, Integer> tests(Map<String, Integer> declared, String inFile) throws RubricException {
        return testPoints(declared, inFile, "tests", RubricFileRules::checkTestKey);
    }

    /** The file's {@code testClasses}: points per test class; empty when null. */
    static Map<String, Integer> testClasses(Map<String, Integer> declared, String inFile) throws RubricException {
        return testPoints(declared, inFile, "testClasses", RubricFileRules::checkClassKey);
    }

    /** The file's {@code testTags}: points per JUnit tag; empty when null. */
    static Map<String, Integer> testTags(Map<String, Integer> declared, String inFile) throws RubricException {
        return testPoints(declared, inFile, "testTags", RubricFileRules::checkTagKey);
    }

    /** Checks one key of a test points map, throwing with what is wrong with it. */
    private interface KeyCheck {
        String problem(String key);
    }

    private static Map<String, Integer> testPoints(Map<String, Integer> declared, String inFile, String section,
            KeyCheck check) throws RubricException {
        if (declared == null) {
            return Map.of();
        }
        for (Map.Entry<String, Integer> entry : declared.entrySet()) {
            String problem = check.problem(entry.getKey());
            if (problem != null) {
                throw new RubricException(inFile + section + " key '" + entry.getKey() + "' " + problem);
            }
            if (entry.getValue() == null || entry.getValue() < 0 || entry.getValue() > Rubric.MAX_POINTS) {
                throw new RubricException(inFile + section + "." + entry.getKey() + " needs 0 to " + Rubric.MAX_POINTS
                        + " points, not " + entry.getValue());
            }
        }
        return declared;
    }

    private static String checkTestKey(String key) {
        if (key.startsWith("[")) {
            return null;
        }
        int hash = key.indexOf('#');
        if (hash <= 0 || hash == key.length() - 1 || key.indexOf('#', hash + 1) >= 0 || key.contains(" ")) {
            return "names no test: write fully.qualified.Class#method or the test's unique id [engine:...]; for a"
                    + " whole class use testClasses";
        }
        return null;
    }

    private static String checkClassKey(String key) {
        if (key.isBlank() || key.contains("#") || key.contains(" ") || key.startsWith("[")) {
            return "is no class name: write the fully qualified class name; for one test use tests";
        }
        return null;
    }

    private static String checkTagKey(String key) {
        if (key.isBlank() || key.chars().anyMatch(c -> Character.isWhitespace(c) || ",()&|!".indexOf(c) >= 0)) {
            return "is no JUnit tag: a tag has no blanks and none of , ( ) & | !";
        }
        return null;
    }
}
