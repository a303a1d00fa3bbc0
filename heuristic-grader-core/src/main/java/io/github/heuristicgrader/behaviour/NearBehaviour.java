package io.github.heuristicgrader.behaviour;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Finds the heuristics of one domain that compute the same function, or nearly, and the closest pairs of different
 * owners beyond that, counting every difference exactly.
 *
 * <p><b>Links.</b> Two heuristics are <em>linked</em> when they differ on no state, or on fewer than
 * {@code share × states} states. Heuristics with equal fingerprints are one <em>function</em> and linked at 0.
 * Functions whose values are at hand are compared in one of two ways, which the result names ({@link Method}):
 * <ul>
 * <li><b>Every pair on every state</b> when there are at most {@code exactMaxFunctions} of them and their values fit
 * in a quarter of the heap (held a byte a state where every value is from 0 to 255, compared eight at a time): each
 * pair's differing states are counted over every state, stopping once past {@link #CLOSEST_SHARE}. Nothing can be
 * missed.</li>
 * <li><b>Sampled</b> otherwise: candidate pairs come from locality-sensitive hashing over a sample of states drawn for
 * this run from a {@link SecureRandom} (so that no one can know it in advance and tune a copy to miss it), cut into
 * {@value #BANDS} bands of {@code r} states, where {@code r = min(128, max(1, ⌊0.1 / share⌋))}; two functions are a
 * candidate pair when their values on every state of some band are equal. A pair differing on a share
 * {@code p ≤ share} of the states agrees on a band with probability at least {@code (1 − share)^r ≥ 0.9}, so it is
 * missed only when all 16 bands miss: at most {@code 0.1^16} per linked pair. A domain no larger than the sample is
 * sampled whole: then no linked pair can be missed. Every candidate pair is then counted exactly on every state.</li>
 * </ul>
 * Functions whose values are not at hand are linked by equal fingerprints only.
 *
 * <p><b>Groups.</b> A group is a connected component of the links: every function reachable from another by links,
 * whoever owns them, so that no heuristic of one owner can hide a link to another's. A group lists its functions, with
 * how many owners compute each, and every link inside it with its exact count; it is reported when its heuristics
 * belong to two owners or more. Its {@code students} is the fewest owners behind one piece of evidence it holds (a
 * function two owners compute, or a link between functions of two owners or more): the group is as rare as its rarest
 * evidence, which decoys cannot make common.
 *
 * <p><b>The template.</b> A template's heuristic is never a member. A function linked to one (or equal to one) is
 * <em>near the template</em>: starter code. A link between two functions near the template joins nothing (they are
 * alike through it), and a group all of whose functions are near the template is left out; a group holding one
 * function that is not is reported whole, its functions near the template marked, so that linking a copy to the
 * template cannot hide the classmate's original.
 *
 * <p><b>Closest pairs.</b> Pairs of functions of different owners differing on more than the links' limit and at most
 * {@link #CLOSEST_SHARE} of the states, not both near the template, as heuristic pairs, fewest differing states
 * first, at most {@link #CLOSEST_PAIRS}. Complete when every pair is compared; when sampled, only those among the
 * candidate pairs.
 */
public final class NearBehaviour {

    /** The share used when none is given: 0.1 % of the states. */
    public static final double DEFAULT_SHARE = 0.001;
    /** The largest share accepted: above it, candidate pairs stop being rare and hashing stops paying. */
    public static final double MAX_SHARE = 0.1;
    /** The share of states up to which pairs of different owners are listed as closest pairs. */
    public static final double CLOSEST_SHARE = 0.02;
    /** The most closest pairs listed per domain. */
    public static final int CLOSEST_PAIRS = 50;
    /**
     * The most functions of a domain compared pair by pair on every state; above, the sample. Measured on 363,480
     * states (docs/contributors/same-behaviour-cost.md): 1,000 functions of variants take about 1.5 CPU s and 363 MB,
     * 35 CPU s when every pair is close; every pair grows with the square beyond.
     */
    public static final int EXACT_MAX_FUNCTIONS = 1_000;
    /** The bands of the sample. */
    static final int BANDS = 16;
    /** The most states in a band. */
    static final int MAX_BAND_STATES = 128;

    private NearBehaviour() {
    }

    /** Gives one entry's values on every state, or throws when they cannot be read. */
    @FunctionalInterface
    public interface Values {
        /** The values of entry {@code entry} (an index into the entries), one per state. */
        int[] of(int entry) throws IOException;
    }

    /**
     * One heuristic to compare.
     *
     * @param owner whose it is: the student's id
     * @param heuristic its class name
     * @param digest its fingerprint: entries with equal digests are one function
     * @param template whether it is the template's, which is never reported and marks what it is linked to
     * @param valued whether its values are at hand ({@link Values})
     */
    public record Entry(String owner, String heuristic, String digest, boolean template, boolean valued) {
    }

    /** How the functions with values were compared. */
    public enum Method {
        /** Every pair on every state. */
        EVERY_PAIR,
        /** Candidate pairs from a sample of states drawn for the run, each counted on every state. */
        SAMPLED,
        /** By equal fingerprints alone: fewer than two functions had values. */
        FINGERPRINTS
    }

    /**
     * One function of a group.
     *
     * @param entries its entries, ascending; never a template's
     * @param owners how many owners compute it (in the whole domain, which is all of its entries)
     * @param nearTemplate whether it is linked to a template's heuristic, or equal to one
     */
    public record GroupFunction(List<Integer> entries, int owners, boolean nearTemplate) {

        /** Copies the list. */
        public GroupFunction {
            entries = List.copyOf(entries);
        }
    }

    /**
     * A link inside a group.
     *
     * @param from the position of one function in the group's functions
     * @param to the other's, greater
     * @param differingStates the states the two differ on, counted exactly
     */
    public record Link(int from, int to, int differingStates) {
    }

    /**
     * A group of heuristics of two owners or more: a connected component of the links.
     *
     * @param functions its functions, by first entry
     * @param links every link between two of them, by {@code from} then {@code to}
     * @param owners the fewest owners behind one piece of evidence of the group: its rarity
     */
    public record Group(List<GroupFunction> functions, List<Link> links, int owners) {

        /** Copies the lists. */
        public Group {
            functions = List.copyOf(functions);
            links = List.copyOf(links);
        }

        /** Every entry of the group, ascending. */
        public List<Integer> entries() {
            return functions.stream().flatMap(function -> function.entries().stream()).sorted().toList();
        }

        /** The most states one of its links differs on: 0 when it is one function. */
        public int differingStates() {
            return links.stream().mapToInt(Link::differingStates).max().orElse(0);
        }
    }

    /**
     * Two heuristics of different owners that differ on more states than a link may and on at most
     * {@link #CLOSEST_SHARE} of them.
     *
     * @param a one entry
     * @param b the other, greater
     * @param differingStates the states they differ on, counted exactly
     */
    public record ClosestPair(int a, int b, int differingStates) {
    }

    /**
     * What comparing one domain's heuristics found.
     *
     * @param method how the functions with values were compared
     * @param sampledStates the states sampled ({@link Method#SAMPLED}), else 0
     * @param bands the bands they were cut into, else 0
     * @param functions the functions compared with their values
     * @param groups the groups, by first entry
     * @param closestPairs the closest pairs, fewest differing states first, then by entries; at most
     *     {@link #CLOSEST_PAIRS}
     * @param closestPairsFound how many closest pairs there were before the list was cut
     */
    public record Comparison(Method method, int sampledStates, int bands, int functions, List<Group> groups,
            List<ClosestPair> closestPairs, int closestPairsFound) {

        /** Copies the lists. */
        public Comparison {
            groups = List.copyOf(groups);
            closestPairs = List.copyOf(closestPairs);
        }
    }

    /**
     * Compares {@code entries}, which all belong to one domain of {@code states} states: every pair on every state
     * when there are at most {@link #EXACT_MAX_FUNCTIONS} functions with values, else through a sample drawn from a
     * {@link SecureRandom}.
     *
     * @param share the share of states below which two heuristics are linked, from 0 to {@link #MAX_SHARE}
     * @throws IOException when a valued entry's values cannot be read
     */
    public static Comparison compare(int states, List<Entry> entries, Values values, double share)
            throws IOException {
        return compare(states, entries, values, share, EXACT_MAX_FUNCTIONS, new SecureRandom());
    }

    /**
     * As {@link #compare(int, List, Values, double)}, comparing every pair when there are at most
     * {@code exactMaxFunctions} functions with values, and drawing the sample from {@code random}; for tests.
     */
    static Comparison compare(int states, List<Entry> entries, Values values, double share, int exactMaxFunctions,
            Random random) throws IOException {
        List<Function> functions = functions(entries);
        int maxDiffering = maxDiffering(share, states);
        int closestMax = closestMax(states);
        List<Function> valued = functions.stream().filter(Function::valued).toList();
        Map<Long, Integer> counted;
        Method method;
        int sampledStates = 0;
        int bandCount = 0;
        if (valued.size() < 2) {
            counted = new TreeMap<>();
            method = Method.FINGERPRINTS;
        } else if (valued.size() <= exactMaxFunctions && fits(valued.size(), states)) {
            counted = everyPair(states, valued, values, closestMax, maxDiffering, entries);
            method = Method.EVERY_PAIR;
        } else {
            int[][] bands = bands(states, share, random);
            sampledStates = Arrays.stream(bands).mapToInt(band -> band.length).sum();
            bandCount = bands.length;
            counted = verified(states, functions, values, candidatePairs(states, functions, values, bands),
                    closestMax, maxDiffering, entries);
            method = Method.SAMPLED;
        }
        Map<Long, Integer> links = new TreeMap<>();
        Map<Long, Integer> near = new TreeMap<>();
        counted.forEach((pair, differing) -> {
            if (differing <= maxDiffering) {
                links.put(pair, differing);
            } else if (differing <= closestMax) {
                near.put(pair, differing);
            }
        });
        List<ClosestPair> closest = closestPairs(functions, near, nearTemplate(functions, links), entries);
        return new Comparison(method, sampledStates, bandCount, valued.size(), group(functions, links, entries),
                closest.subList(0, Math.min(CLOSEST_PAIRS, closest.size())), closest.size());
    }

    /** The groups as comparing every pair of functions on every state finds them; for tests. */
    static List<Group> groupsByAllPairs(int states, List<Entry> entries, Values values, double share)
            throws IOException {
        return compare(states, entries, values, share, Integer.MAX_VALUE, new Random(0)).groups();
    }

    /** Every link, from every pair of functions compared on every state; for tests. */
    static Map<Long, Integer> linksByAllPairs(int states, List<Entry> entries, Values values, double share)
            throws IOException {
        List<Function> functions = functions(entries);
        Map<Long, Integer> links = new TreeMap<>();
        everyPair(states, functions.stream().filter(Function::valued).toList(), values, maxDiffering(share, states),
                maxDiffering(share, states), entries).forEach((pair, differing) -> {
                    if (differing <= maxDiffering(share, states)) {
                        links.put(pair, differing);
                    }
                });
        return links;
    }

    /** The links, by {@link #pair} of function ids, that the sample finds, verified; for tests. */
    static Map<Long, Integer> linksBySample(int states, List<Entry> entries, Values values, double share,
            int[][] bands) throws IOException {
        List<Function> functions = functions(entries);
        int maxDiffering = maxDiffering(share, states);
        Map<Long, Integer> links = new TreeMap<>();
        verified(states, functions, values, candidatePairs(states, functions, values, bands), maxDiffering,
                maxDiffering, entries).forEach((pair, differing) -> {
                    if (differing <= maxDiffering) {
                        links.put(pair, differing);
                    }
                });
        return links;
    }

    /**
     * The most states on which two linked heuristics may differ: fewer than {@code share × states}, counted exactly
     * (0 when that is at most 1).
     *
     * @throws IllegalArgumentException when {@code share} is not from 0 to {@link #MAX_SHARE}
     */
    public static int maxDiffering(double share, int states) {
        if (!(share >= 0 && share <= MAX_SHARE)) {
            throw new IllegalArgumentException("the same-behaviour share is " + share + "; it must be from 0 to "
                    + MAX_SHARE);
        }
        BigDecimal bound = BigDecimal.valueOf(share).multiply(BigDecimal.valueOf(states));
        return Math.max(0, bound.setScale(0, RoundingMode.CEILING).intValueExact() - 1);
    }

    /** The most states a closest pair differs on: {@link #CLOSEST_SHARE} of them, rounded down. */
    public static int closestMax(int states) {
        return BigDecimal.valueOf(CLOSEST_SHARE).multiply(BigDecimal.valueOf(states))
                .setScale(0, RoundingMode.FLOOR).intValueExact();
    }

    /** The states of a band: r of them. */
    static int bandStates(double share) {
        return share <= 0 ? MAX_BAND_STATES : (int) Math.min(MAX_BAND_STATES, Math.max(1, Math.floor(0.1 / share)));
    }

    /** Heuristics with one digest, in order of their first entry. */
    private static final class Function {
        final int id;
        final List<Integer> entries = new ArrayList<>();
        boolean template;
        int valuedEntry = -1;

        Function(int id) {
            this.id = id;
        }

        boolean valued() {
            return valuedEntry >= 0;
        }
    }

    private static List<Function> functions(List<Entry> entries) {
        Map<String, Function> byDigest = new LinkedHashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            Function function = byDigest.computeIfAbsent(entry.digest(), digest -> new Function(byDigest.size()));
            function.entries.add(i);
            function.template |= entry.template();
            if (entry.valued() && !function.valued()) {
                function.valuedEntry = i;
            }
        }
        return new ArrayList<>(byDigest.values());
    }

    /** Whether {@code functions} functions' values, a byte a state, fit in a quarter of the heap. */
    private static boolean fits(int functions, int states) {
        return (long) functions * states <= Runtime.getRuntime().maxMemory() / 4;
    }

    /**
     * One function's values as compactly as they go: a byte a state when every value is from 0 to 255, eight to a
     * long (compared eight at a time), else an int.
     */
    private static final class StoredValues {
        private static final long LOW_SEVEN = 0x7F7F7F7F7F7F7F7FL;
        final long[] packed;
        final int[] wide;
        final int states;

        StoredValues(int[] values) {
            states = values.length;
            boolean fitsByte = true;
            for (int value : values) {
                if (value < 0 || value > 255) {
                    fitsByte = false;
                    break;
                }
            }
            if (fitsByte) {
                packed = new long[(values.length + 7) / 8];
                for (int state = 0; state < values.length; state++) {
                    packed[state >>> 3] |= (long) values[state] << ((state & 7) * 8);
                }
                wide = null;
            } else {
                packed = null;
                wide = values.clone();
            }
        }

        int at(int state) {
            return packed != null ? (int) (packed[state >>> 3] >>> ((state & 7) * 8)) & 0xFF : wide[state];
        }

        /** On how many states this and {@code other} differ, counting no further than {@code limit + 1}. */
        int differing(StoredValues other, int limit) {
            if (packed != null && other.packed != null) {
                long[] a = packed;
                long[] b = other.packed;
                int differing = 0;
                for (int word = 0; word < a.length; word++) {
                    long x = a[word] ^ b[word];
                    if (x != 0) {
                        // The bytes of x that are not 0: each byte's high bit after adding 0x7F to its low seven.
                        long nonZero = ((x & LOW_SEVEN) + LOW_SEVEN | x) & ~LOW_SEVEN;
                        differing += Long.bitCount(nonZero);
                        if (differing > limit) {
                            return differing;
                        }
                    }
                }
                return differing;
            }
            if (wide != null && other.wide != null) {
                return NearBehaviour.differing(wide, other.wide, limit);
            }
            int differing = 0;
            for (int state = 0; state < states; state++) {
                if (at(state) != other.at(state) && ++differing > limit) {
                    return differing;
                }
            }
            return differing;
        }
    }

    /**
     * Every pair of {@code valued} with the states they differ on, for those differing on at most {@code limit}; a
     * pair of two functions of one owner alone, which can be no closest pair, only up to {@code ownLimit}, so that
     * one submission's many close heuristics cost no more than their links.
     */
    private static Map<Long, Integer> everyPair(int states, List<Function> valued, Values values, int limit,
            int ownLimit, List<Entry> entries) throws IOException {
        List<StoredValues> stored = new ArrayList<>(valued.size());
        List<String> soleOwner = new ArrayList<>();
        for (Function function : valued) {
            stored.add(new StoredValues(valuesOf(values, function.valuedEntry, states)));
            soleOwner.add(soleOwner(function, entries));
        }
        Map<Long, Integer> counted = new TreeMap<>();
        for (int i = 0; i < valued.size(); i++) {
            for (int j = i + 1; j < valued.size(); j++) {
                int pairLimit = soleOwner.get(i) != null && soleOwner.get(i).equals(soleOwner.get(j))
                        ? Math.min(ownLimit, limit) : limit;
                int differing = stored.get(i).differing(stored.get(j), pairLimit);
                if (differing > pairLimit) {
                    continue;
                }
                if (differing <= limit) {
                    counted.put(pair(valued.get(i).id, valued.get(j).id), differing);
                }
            }
        }
        return counted;
    }

    /**
     * The states sampled, cut into bands: every state when there are no more than the sample's size, else a sample
     * drawn from {@code random}.
     */
    static int[][] bands(int states, double share, Random random) {
        int r = bandStates(share);
        int sampleSize = r * BANDS;
        int[][] bands = new int[BANDS][];
        if (states <= sampleSize) {
            for (int band = 0; band < BANDS; band++) {
                int from = (int) ((long) band * states / BANDS);
                int to = (int) ((long) (band + 1) * states / BANDS);
                bands[band] = new int[to - from];
                Arrays.setAll(bands[band], i -> from + i);
            }
            return bands;
        }
        // Floyd's sampling: sampleSize distinct states, each set of them as likely as any other.
        Set<Integer> chosen = new HashSet<>();
        List<Integer> order = new ArrayList<>();
        for (int j = states - sampleSize; j < states; j++) {
            int state = random.nextInt(j + 1);
            if (!chosen.add(state)) {
                state = j;
                chosen.add(state);
            }
            order.add(state);
        }
        for (int band = 0; band < BANDS; band++) {
            bands[band] = order.subList(band * r, (band + 1) * r).stream().mapToInt(Integer::intValue).toArray();
        }
        return bands;
    }

    /** The pairs of valued functions equal on every state of some band, by {@link #pair}. */
    private static Set<Long> candidatePairs(int states, List<Function> functions, Values values, int[][] bands)
            throws IOException {
        List<Map<BandKey, List<Integer>>> buckets = new ArrayList<>();
        for (int band = 0; band < bands.length; band++) {
            buckets.add(new HashMap<>());
        }
        for (Function function : functions) {
            if (!function.valued()) {
                continue;
            }
            int[] all = valuesOf(values, function.valuedEntry, states);
            for (int band = 0; band < bands.length; band++) {
                int[] sampled = new int[bands[band].length];
                for (int i = 0; i < sampled.length; i++) {
                    sampled[i] = all[bands[band][i]];
                }
                buckets.get(band).computeIfAbsent(new BandKey(sampled), key -> new ArrayList<>()).add(function.id);
            }
        }
        Set<Long> pairs = new TreeSet<>();
        for (Map<BandKey, List<Integer>> band : buckets) {
            for (List<Integer> bucket : band.values()) {
                for (int i = 0; i < bucket.size(); i++) {
                    for (int j = i + 1; j < bucket.size(); j++) {
                        pairs.add(pair(bucket.get(i), bucket.get(j)));
                    }
                }
            }
        }
        return pairs;
    }

    /** The values of one band: equal exactly when every value is. */
    private record BandKey(int[] sampled) {

        @Override
        public boolean equals(Object other) {
            return other instanceof BandKey key && Arrays.equals(sampled, key.sampled);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(sampled);
        }
    }

    /**
     * The pairs of {@code pairs} that differ on at most {@code limit} states, with how many they differ on; a pair of
     * one owner's functions counted only up to {@code ownLimit}, as {@link #everyPair} does.
     */
    private static Map<Long, Integer> verified(int states, List<Function> functions, Values values, Set<Long> pairs,
            int limit, int ownLimit, List<Entry> entries) throws IOException {
        Map<Long, Integer> counted = new TreeMap<>();
        int loadedId = -1;
        int[] loaded = null;
        // Ascending pairs keep the first function's values at hand while its partners are read.
        for (long pair : pairs) {
            int a = (int) (pair >>> 32);
            int b = (int) pair;
            if (a != loadedId) {
                loaded = valuesOf(values, functions.get(a).valuedEntry, states);
                loadedId = a;
            }
            String owner = soleOwner(functions.get(a), entries);
            int pairLimit = owner != null && owner.equals(soleOwner(functions.get(b), entries))
                    ? Math.min(ownLimit, limit) : limit;
            int differing = differing(loaded, valuesOf(values, functions.get(b).valuedEntry, states), pairLimit);
            if (differing <= pairLimit) {
                counted.put(pair, differing);
            }
        }
        return counted;
    }

    private static int[] valuesOf(Values values, int entry, int states) throws IOException {
        int[] all = values.of(entry);
        if (all == null || all.length != states) {
            throw new IOException("entry " + entry + " has " + (all == null ? "no" : all.length) + " values for "
                    + states + " states");
        }
        return all;
    }

    /** The one owner of all of {@code function}'s entries, or null when it has several. */
    private static String soleOwner(Function function, List<Entry> entries) {
        Set<String> owners = new TreeSet<>();
        function.entries.forEach(entry -> owners.add(entries.get(entry).owner()));
        return owners.size() == 1 ? owners.iterator().next() : null;
    }

    /** On how many states {@code a} and {@code b} differ, counting no further than {@code limit + 1}. */
    static int differing(int[] a, int[] b, int limit) {
        int differing = 0;
        for (int state = 0; state < a.length; state++) {
            if (a[state] != b[state] && ++differing > limit) {
                return differing;
            }
        }
        return differing;
    }

    /** One number for the pair of function ids {@code a} and {@code b}, the smaller first. */
    static long pair(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }

    /** The owners of {@code function}'s entries that are not a template's. */
    private static Set<String> owners(Function function, List<Entry> entries) {
        Set<String> owners = new TreeSet<>();
        function.entries.stream().map(entries::get).filter(entry -> !entry.template())
                .forEach(entry -> owners.add(entry.owner()));
        return owners;
    }

    /** The functions linked to a template's, or holding one, by id. */
    private static Set<Integer> nearTemplate(List<Function> functions, Map<Long, Integer> links) {
        Set<Integer> near = new HashSet<>();
        functions.stream().filter(function -> function.template).forEach(function -> near.add(function.id));
        for (long pair : links.keySet()) {
            int a = (int) (pair >>> 32);
            int b = (int) pair;
            if (functions.get(a).template) {
                near.add(b);
            }
            if (functions.get(b).template) {
                near.add(a);
            }
        }
        return near;
    }

    /** The closest pairs of {@code near} as pairs of entries of different owners, fewest differing states first. */
    private static List<ClosestPair> closestPairs(List<Function> functions, Map<Long, Integer> near,
            Set<Integer> nearTemplate, List<Entry> entries) {
        List<ClosestPair> pairs = new ArrayList<>();
        near.forEach((pair, differing) -> {
            Function a = functions.get((int) (pair >>> 32));
            Function b = functions.get((int) (long) pair);
            if (nearTemplate.contains(a.id) && nearTemplate.contains(b.id)) {
                return;
            }
            for (int x : a.entries) {
                for (int y : b.entries) {
                    Entry ex = entries.get(x);
                    Entry ey = entries.get(y);
                    if (!ex.template() && !ey.template() && !ex.owner().equals(ey.owner())) {
                        pairs.add(new ClosestPair(Math.min(x, y), Math.max(x, y), differing));
                    }
                }
            }
        });
        pairs.sort(Comparator.comparingInt(ClosestPair::differingStates).thenComparingInt(ClosestPair::a)
                .thenComparingInt(ClosestPair::b));
        return pairs;
    }

    private static List<Group> group(List<Function> functions, Map<Long, Integer> links, List<Entry> entries) {
        Set<Integer> nearTemplate = nearTemplate(functions, links);
        // Members: every function with an entry that is not a template's.
        Map<Integer, Set<String>> owners = new HashMap<>();
        for (Function function : functions) {
            Set<String> of = owners(function, entries);
            if (!of.isEmpty()) {
                owners.put(function.id, of);
            }
        }
        int[] parent = new int[functions.size()];
        Arrays.setAll(parent, i -> i);
        for (long pair : links.keySet()) {
            int a = (int) (pair >>> 32);
            int b = (int) pair;
            // Two functions near the template are alike through it: that link joins no group.
            if (owners.containsKey(a) && owners.containsKey(b)
                    && !(nearTemplate.contains(a) && nearTemplate.contains(b))) {
                parent[root(parent, a)] = root(parent, b);
            }
        }
        Map<Integer, List<Function>> components = new TreeMap<>();
        for (Function function : functions) {
            if (owners.containsKey(function.id)) {
                components.computeIfAbsent(root(parent, function.id), id -> new ArrayList<>()).add(function);
            }
        }
        List<Group> groups = new ArrayList<>();
        for (List<Function> members : components.values()) {
            Set<String> all = new TreeSet<>();
            members.forEach(member -> all.addAll(owners.get(member.id)));
            if (all.size() < 2 || members.stream().allMatch(member -> nearTemplate.contains(member.id))) {
                continue;
            }
            List<GroupFunction> groupFunctions = new ArrayList<>();
            int rarity = Integer.MAX_VALUE;
            for (Function member : members) {
                List<Integer> memberEntries = member.entries.stream().filter(entry -> !entries.get(entry).template())
                        .toList();
                int memberOwners = owners.get(member.id).size();
                groupFunctions.add(new GroupFunction(memberEntries, memberOwners,
                        nearTemplate.contains(member.id)));
                if (memberOwners >= 2) {
                    rarity = Math.min(rarity, memberOwners);
                }
            }
            List<Link> groupLinks = new ArrayList<>();
            for (int i = 0; i < members.size(); i++) {
                for (int j = i + 1; j < members.size(); j++) {
                    Integer differing = links.get(pair(members.get(i).id, members.get(j).id));
                    if (differing != null) {
                        groupLinks.add(new Link(i, j, differing));
                        Set<String> union = new TreeSet<>(owners.get(members.get(i).id));
                        union.addAll(owners.get(members.get(j).id));
                        if (union.size() >= 2) {
                            rarity = Math.min(rarity, union.size());
                        }
                    }
                }
            }
            groups.add(new Group(groupFunctions, groupLinks, rarity));
        }
        groups.sort(Comparator.comparing(group -> group.entries().get(0)));
        return groups;
    }

    private static int root(int[] parent, int id) {
        while (parent[id] != id) {
            parent[id] = parent[parent[id]];
            id = parent[id];
        }
        return id;
    }
}
