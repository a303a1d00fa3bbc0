package io.github.heuristicgrader.behaviour;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
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
 * Finds the heuristics of one domain that compute the same function, or nearly: equal on every state, or differing
 * on fewer than a given share of the states, without comparing every pair over every state.
 *
 * <p><b>Links.</b> Two heuristics are <em>linked</em> when they differ on no state, or on fewer than
 * {@code share × states} states. Heuristics with equal fingerprints are one <em>function</em> and linked at 0. For
 * functions whose values are at hand, candidate pairs come from locality-sensitive hashing: a fixed sample of states
 * (the same for every run, seed {@value #SAMPLE_SEED}), cut into {@value #BANDS} bands of {@code r} states, where
 * {@code r = min(128, max(1, ⌊0.1 / share⌋))}; two functions are a candidate pair when their values on every state of
 * some band are equal (an exact hash of the band, bucketed). A pair differing on a share {@code p ≤ share} of the
 * states agrees on a band with probability at least {@code (1 − share)^r ≥ 0.9}, so it is missed only when all 16
 * bands miss: at most {@code 0.1^16} per linked pair. When the domain has no more states than the sample, the sample
 * is every state and no linked pair can be missed (it differs on fewer than {@value #BANDS} states, so some band is
 * clean). Every candidate pair is then compared exactly on every state: a link is never a guess. Functions whose
 * values are not at hand (grades read from {@code grade.json} alone) are linked by equal fingerprints only.
 *
 * <p><b>Groups.</b> A function linked to a template's heuristic is left out, with every heuristic of its own. Of the
 * rest, a group is a set of functions every two of which are linked: the function with the most links (ties: the
 * first entry) seeds a group, each of its linked functions joins in the same order when it is linked to every
 * function already in, and the remaining functions are grouped the same way. A group is reported when its heuristics
 * belong to two owners or more; its {@code differingStates} is the most states on which two of its heuristics differ,
 * counted exactly.
 */
public final class NearBehaviour {

    /** The share used when none is given: 0.1 % of the states. */
    public static final double DEFAULT_SHARE = 0.001;
    /** The largest share accepted: above it, candidate pairs stop being rare and hashing stops paying. */
    public static final double MAX_SHARE = 0.1;
    /** The bands of the sample. */
    static final int BANDS = 16;
    /** The most states in a band. */
    static final int MAX_BAND_STATES = 128;
    /** The seed of the states sampled: fixed, so that every run samples the same. */
    static final long SAMPLE_SEED = 0x5A3EBE4AL;

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
     * @param template whether it is the template's, which is never reported and leaves out what it is linked to
     * @param valued whether its values are at hand ({@link Values})
     */
    public record Entry(String owner, String heuristic, String digest, boolean template, boolean valued) {
    }

    /**
     * A group of heuristics of two owners or more, every two of them linked.
     *
     * @param entries indexes into the entries, ascending; never a template's
     * @param differingStates the most states on which two of them differ
     */
    public record Group(List<Integer> entries, int differingStates) {

        /** Copies the list. */
        public Group {
            entries = List.copyOf(entries);
        }
    }

    /**
     * The groups of {@code entries}, which all belong to one domain of {@code states} states, in order of their first
     * entry.
     *
     * @param share the share of states below which two heuristics are linked, from 0 to {@link #MAX_SHARE}
     * @throws IOException when a valued entry's values cannot be read
     */
    public static List<Group> groups(int states, List<Entry> entries, Values values, double share)
            throws IOException {
        List<Function> functions = functions(entries);
        int maxDiffering = maxDiffering(share, states);
        Map<Long, Integer> links = verified(states, functions, values, candidatePairs(states, functions, values,
                share), maxDiffering);
        return group(functions, links, entries);
    }

    /** The groups as comparing every pair of functions on every state finds them; for tests. */
    static List<Group> groupsByAllPairs(int states, List<Entry> entries, Values values, double share)
            throws IOException {
        List<Function> functions = functions(entries);
        return group(functions, linksByAllPairs(states, entries, values, share), entries);
    }

    /** The links, by {@link #pair} of function ids, that hashing finds, verified; for tests. */
    static Map<Long, Integer> links(int states, List<Entry> entries, Values values, double share) throws IOException {
        List<Function> functions = functions(entries);
        return verified(states, functions, values, candidatePairs(states, functions, values, share),
                maxDiffering(share, states));
    }

    /** Every link, from every pair of functions compared on every state; for tests. */
    static Map<Long, Integer> linksByAllPairs(int states, List<Entry> entries, Values values, double share)
            throws IOException {
        List<Function> functions = functions(entries);
        Set<Long> pairs = new TreeSet<>();
        for (Function a : functions) {
            for (Function b : functions) {
                if (a.id < b.id && a.valued() && b.valued()) {
                    pairs.add(pair(a.id, b.id));
                }
            }
        }
        return verified(states, functions, values, pairs, maxDiffering(share, states));
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

    /** The states sampled, cut into bands: every state when there are no more than the sample's size. */
    static int[][] bands(int states, double share) {
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
        Random random = new Random(SAMPLE_SEED);
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
    private static Set<Long> candidatePairs(int states, List<Function> functions, Values values, double share)
            throws IOException {
        int[][] bands = bands(states, share);
        List<Map<BandKey, List<Integer>>> buckets = new ArrayList<>();
        for (int band = 0; band < BANDS; band++) {
            buckets.add(new HashMap<>());
        }
        for (Function function : functions) {
            if (!function.valued()) {
                continue;
            }
            int[] all = valuesOf(values, function.valuedEntry, states);
            for (int band = 0; band < BANDS; band++) {
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

    /** The pairs of {@code pairs} that differ on at most {@code maxDiffering} states, with how many they differ on. */
    private static Map<Long, Integer> verified(int states, List<Function> functions, Values values, Set<Long> pairs,
            int maxDiffering) throws IOException {
        Map<Long, Integer> links = new TreeMap<>();
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
            int differing = differing(loaded, valuesOf(values, functions.get(b).valuedEntry, states), maxDiffering);
            if (differing <= maxDiffering) {
                links.put(pair, differing);
            }
        }
        return links;
    }

    private static int[] valuesOf(Values values, int entry, int states) throws IOException {
        int[] all = values.of(entry);
        if (all == null || all.length != states) {
            throw new IOException("entry " + entry + " has " + (all == null ? "no" : all.length) + " values for "
                    + states + " states");
        }
        return all;
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

    private static List<Group> group(List<Function> functions, Map<Long, Integer> links, List<Entry> entries) {
        Map<Integer, Set<Integer>> linked = new HashMap<>();
        for (long pair : links.keySet()) {
            int a = (int) (pair >>> 32);
            int b = (int) pair;
            linked.computeIfAbsent(a, id -> new HashSet<>()).add(b);
            linked.computeIfAbsent(b, id -> new HashSet<>()).add(a);
        }
        Set<Integer> out = new HashSet<>();
        for (Function function : functions) {
            if (function.template) {
                out.add(function.id);
                out.addAll(linked.getOrDefault(function.id, Set.of()));
            }
        }
        Map<Integer, Integer> degree = new HashMap<>();
        for (Function function : functions) {
            degree.put(function.id, (int) linked.getOrDefault(function.id, Set.of()).stream()
                    .filter(id -> !out.contains(id)).count());
        }
        Comparator<Function> order = Comparator.comparing((Function function) -> -degree.get(function.id))
                .thenComparing(function -> function.entries.get(0));
        List<Function> ordered = functions.stream().filter(function -> !out.contains(function.id)).sorted(order)
                .toList();
        Set<Integer> assigned = new HashSet<>();
        List<Group> groups = new ArrayList<>();
        for (Function seed : ordered) {
            if (!assigned.add(seed.id)) {
                continue;
            }
            List<Function> members = new ArrayList<>(List.of(seed));
            Set<Integer> seedLinks = linked.getOrDefault(seed.id, Set.of());
            for (Function candidate : ordered) {
                if (seedLinks.contains(candidate.id) && !assigned.contains(candidate.id)
                        && members.stream().allMatch(member -> member == seed
                                || links.containsKey(pair(member.id, candidate.id)))) {
                    members.add(candidate);
                    assigned.add(candidate.id);
                }
            }
            List<Integer> memberEntries = new ArrayList<>();
            int differing = 0;
            for (Function member : members) {
                memberEntries.addAll(member.entries);
                for (Function other : members) {
                    if (member.id < other.id) {
                        differing = Math.max(differing, links.get(pair(member.id, other.id)));
                    }
                }
            }
            if (memberEntries.stream().map(entry -> entries.get(entry).owner()).distinct().count() >= 2) {
                memberEntries.sort(null);
                groups.add(new Group(memberEntries, differing));
            }
        }
        groups.sort(Comparator.comparing(group -> group.entries().get(0)));
        return groups;
    }
}
