package io.github.heuristicgrader.behaviour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.behaviour.NearBehaviour.Entry;
import io.github.heuristicgrader.behaviour.NearBehaviour.Group;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NearBehaviourTest {

    private static final double SHARE = NearBehaviour.DEFAULT_SHARE;

    /** A class of heuristics with planted copies, and the values behind each entry. */
    private static final class Fixture {
        final int states;
        final List<Entry> entries = new ArrayList<>();
        final List<int[]> values = new ArrayList<>();
        /** Pairs of entries planted to be linked: [a, b, differing states]. */
        final List<int[]> planted = new ArrayList<>();
        private final Random random;
        private int owners;

        Fixture(int states, long seed) {
            this.states = states;
            this.random = new Random(seed);
        }

        int add(int[] values, boolean template) {
            String owner = template ? "template" : String.format("s%04d", owners++);
            entries.add(new Entry(owner, "H", Arrays.toString(values), template, true));
            this.values.add(values);
            return entries.size() - 1;
        }

        int add(String owner, int[] values) {
            entries.add(new Entry(owner, "H" + entries.size(), Arrays.toString(values), false, true));
            this.values.add(values);
            return entries.size() - 1;
        }

        /** {@code original} changed on {@code states}, by {@code by}. */
        int[] changed(int[] original, List<Integer> states, int by) {
            int[] copy = original.clone();
            states.forEach(state -> copy[state] += by);
            return copy;
        }

        int[] randomValues() {
            int[] values = new int[states];
            for (int state = 0; state < states; state++) {
                values[state] = random.nextInt(40);
            }
            return values;
        }

        /** {@code original} changed on exactly {@code differing} states. */
        int[] copy(int[] original, int differing) {
            int[] copy = original.clone();
            Set<Integer> changed = new HashSet<>();
            while (changed.size() < differing) {
                int state = random.nextInt(states);
                if (changed.add(state)) {
                    copy[state] = original[state] + 1 + random.nextInt(5);
                }
            }
            return copy;
        }

        NearBehaviour.Values reader(AtomicInteger reads) {
            return entry -> {
                reads.incrementAndGet();
                return values.get(entry);
            };
        }
    }

    /**
     * Hundreds of heuristics: random ones, each far from every other, and planted copies of some, differing on 0 to
     * 40 states (linked below 20 at 20,000 states and 0.1 %), among them near-copies of near-copies.
     */
    private static Fixture plantedClass(long seed) {
        Fixture fixture = new Fixture(20_000, seed);
        List<int[]> originals = new ArrayList<>();
        for (int i = 0; i < 240; i++) {
            int[] values = fixture.randomValues();
            originals.add(values);
            fixture.add(values, false);
        }
        for (int i = 0; i < 80; i++) {
            int original = fixture.random.nextInt(originals.size());
            int differing = fixture.random.nextInt(41);
            int copy = fixture.add(fixture.copy(originals.get(original), differing), false);
            fixture.planted.add(new int[] {original, copy, differing});
        }
        return fixture;
    }

    /** The groups the sample finds: the comparison forced to sample, from a random seeded by {@code seed}. */
    private static List<Group> sampled(Fixture fixture, double share, long seed) throws IOException {
        NearBehaviour.Comparison comparison = NearBehaviour.compare(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), share, 0, new Random(seed));
        assertEquals(NearBehaviour.Method.SAMPLED, comparison.method());
        return comparison.groups();
    }

    /** The comparison of every pair on every state. */
    private static NearBehaviour.Comparison exact(Fixture fixture, double share) throws IOException {
        NearBehaviour.Comparison comparison = NearBehaviour.compare(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), share);
        assertEquals(NearBehaviour.Method.EVERY_PAIR, comparison.method());
        return comparison;
    }

    /** The one group holding entry {@code entry}, or null. */
    private static Group groupOf(List<Group> groups, int entry) {
        return groups.stream().filter(group -> group.entries().contains(entry)).findFirst().orElse(null);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void findsEveryLinkThatComparingAllPairsFinds(long seed) throws IOException {
        Fixture fixture = plantedClass(seed);
        AtomicInteger reads = new AtomicInteger();
        Map<Long, Integer> hashed = NearBehaviour.linksBySample(fixture.states, fixture.entries,
                fixture.reader(reads), SHARE, NearBehaviour.bands(fixture.states, SHARE, new Random(seed)));
        Map<Long, Integer> all = NearBehaviour.linksByAllPairs(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), SHARE);

        assertEquals(all, hashed);
        int maxDiffering = NearBehaviour.maxDiffering(SHARE, fixture.states);
        assertEquals(19, maxDiffering);
        long plantedLinks = fixture.planted.stream().filter(pair -> pair[2] <= maxDiffering).count();
        assertTrue(plantedLinks > 20, "the fixture plants links: " + plantedLinks);
        for (int[] pair : fixture.planted) {
            boolean linked = fixture.entries.get(pair[0]).digest().equals(fixture.entries.get(pair[1]).digest())
                    || hashed.entrySet().stream().anyMatch(link -> link.getValue() == pair[2]
                            && functionsOf(fixture, link.getKey()).equals(Set.of(pair[0], pair[1])));
            assertEquals(pair[2] <= maxDiffering, linked, Arrays.toString(pair));
        }
        // Far fewer reads than all pairs would take (320 entries: 51,040 pairs).
        assertTrue(reads.get() < 4_000, "values read " + reads.get() + " times");
    }

    /** The first entries of the two functions of a link, when each function is one entry. */
    private static Set<Integer> functionsOf(Fixture fixture, long link) {
        List<String> digests = new ArrayList<>();
        fixture.entries.stream().map(Entry::digest).distinct().forEach(digests::add);
        String a = digests.get((int) (link >>> 32));
        String b = digests.get((int) link);
        Set<Integer> entries = new HashSet<>();
        for (int i = 0; i < fixture.entries.size(); i++) {
            String digest = fixture.entries.get(i).digest();
            if ((digest.equals(a) || digest.equals(b)) && entries.stream()
                    .noneMatch(entry -> fixture.entries.get(entry).digest().equals(digest))) {
                entries.add(i);
            }
        }
        return entries;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void groupsAsComparingAllPairsGroups(long seed) throws IOException {
        Fixture fixture = plantedClass(seed);
        List<Group> hashed = sampled(fixture, SHARE, seed);
        List<Group> all = NearBehaviour.groupsByAllPairs(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), SHARE);

        assertEquals(all, hashed);
        int maxDiffering = NearBehaviour.maxDiffering(SHARE, fixture.states);
        // Every link of a group is counted exactly, under 0.1 % of the states, and the group says the most.
        for (Group group : hashed) {
            int most = 0;
            for (NearBehaviour.Link link : group.links()) {
                int differing = NearBehaviour.differing(fixture.values.get(group.functions().get(link.from())
                        .entries().get(0)), fixture.values.get(group.functions().get(link.to()).entries().get(0)),
                        Integer.MAX_VALUE);
                assertEquals(differing, link.differingStates());
                assertTrue(differing <= maxDiffering);
                most = Math.max(most, differing);
            }
            assertEquals(most, group.differingStates());
        }
    }

    @Test
    void groupsEachPlantedNearCopyWithItsOriginal() throws IOException {
        Fixture fixture = new Fixture(50_000, 7);
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            int[] original = fixture.randomValues();
            int a = fixture.add(original, false);
            // 0 to 49 differing states: all linked (fewer than 50 = 0.1 % of 50,000).
            int differing = i % 50;
            int b = fixture.add(fixture.copy(original, differing), false);
            pairs.add(new int[] {a, b, differing});
        }
        List<Group> groups = exact(fixture, SHARE).groups();

        assertEquals(200, groups.size());
        for (int[] pair : pairs) {
            Group group = groupOf(groups, pair[0]);
            assertEquals(List.of(pair[0], pair[1]), group.entries(), Arrays.toString(pair));
            assertEquals(pair[2], group.differingStates());
        }
        assertEquals(groups, sampled(fixture, SHARE, 7));
    }

    @Test
    void leavesOutCopiesDifferingOnTheShareOrMore() throws IOException {
        Fixture fixture = new Fixture(10_000, 8);
        int[] original = fixture.randomValues();
        fixture.add(original, false);
        fixture.add(fixture.copy(original, 10), false);
        fixture.add(fixture.copy(original, 9), false);

        List<Group> groups = exact(fixture, SHARE).groups();

        // 10 states are 0.1 % of 10,000, not fewer: only the copy differing on 9 is grouped; the other is a
        // closest pair, with its 10 states.
        assertEquals(1, groups.size());
        assertEquals(List.of(0, 2), groups.get(0).entries());
        assertEquals(9, groups.get(0).differingStates());
        assertEquals(List.of(new NearBehaviour.ClosestPair(0, 1, 10)),
                exact(fixture, SHARE).closestPairs().stream().filter(pair -> pair.a() == 0).toList());
    }

    @Test
    void leavesOutTheTemplateAndEveryHeuristicLinkedToIt() throws IOException {
        Fixture fixture = new Fixture(30_000, 9);
        int[] template = fixture.randomValues();
        fixture.add(template, true);
        fixture.add(template.clone(), false);
        // Two tweaks of the template, linked to each other too: a group of their own but for the template.
        fixture.add(fixture.copy(template, 5), false);
        fixture.add(fixture.copy(template, 7), false);
        int[] own = fixture.randomValues();
        int ownA = fixture.add(own, false);
        int ownB = fixture.add(fixture.copy(own, 3), false);

        List<Group> groups = exact(fixture, SHARE).groups();

        assertEquals(1, groups.size());
        assertEquals(List.of(ownA, ownB), groups.get(0).entries());
        assertEquals(3, groups.get(0).differingStates());
    }

    @Test
    void groupsAChainWithEveryLinkCounted() throws IOException {
        Fixture fixture = new Fixture(10_000, 10);
        int[] a = fixture.randomValues();
        int[] b = a.clone();
        int[] c = a.clone();
        int[] d = a.clone();
        // b differs from a on states 0..5, c from b on 6..11 (from a on 12), d from c on 100..105 (from b on 12).
        for (int state = 0; state < 6; state++) {
            b[state] += 1;
            c[state] += 1;
            d[state] += 1;
        }
        for (int state = 6; state < 12; state++) {
            c[state] += 1;
            d[state] += 1;
        }
        for (int state = 100; state < 106; state++) {
            d[state] += 1;
        }
        fixture.add(a, false);
        fixture.add(b, false);
        fixture.add(c, false);
        fixture.add(d, false);

        // Linked below 10 states: a–b, b–c, c–d; a–c and b–d differ on 12, a–d on 18.
        List<Group> groups = exact(fixture, SHARE).groups();

        // One group, a chain: each link with its own count, none of a–c, b–d, a–d (not linked).
        assertEquals(1, groups.size());
        assertEquals(List.of(0, 1, 2, 3), groups.get(0).entries());
        assertEquals(List.of(new NearBehaviour.Link(0, 1, 6), new NearBehaviour.Link(1, 2, 6),
                new NearBehaviour.Link(2, 3, 6)), groups.get(0).links());
        assertEquals(2, groups.get(0).owners());
    }

    @Test
    void groupsEqualDigestsAloneWhenNoValuesAreAtHand() throws IOException {
        List<Entry> entries = List.of(new Entry("ana", "A", "d1", false, false),
                new Entry("bob", "B", "d1", false, false), new Entry("cy", "C", "d2", false, false),
                new Entry("dee", "D", "d3", false, false), new Entry("template", "T", "d3", true, false));

        NearBehaviour.Comparison comparison = NearBehaviour.compare(1_000, entries, entry -> {
            throw new AssertionError("no values are read");
        }, SHARE);

        assertEquals(NearBehaviour.Method.FINGERPRINTS, comparison.method());
        assertEquals(List.of(new Group(List.of(new NearBehaviour.GroupFunction(List.of(0, 1), 2, false)), List.of(),
                2)), comparison.groups());
    }

    @Test
    void leavesOutTwoHeuristicsOfOneOwner() throws IOException {
        List<Entry> entries = List.of(new Entry("ana", "A", "d1", false, false),
                new Entry("ana", "B", "d1", false, false));

        assertEquals(List.of(), NearBehaviour.compare(1_000, entries, entry -> null, SHARE).groups());
    }

    @Test
    void findsEveryLinkOfADomainSmallerThanTheSample() throws IOException {
        Fixture fixture = new Fixture(900, 11);
        for (int i = 0; i < 100; i++) {
            int[] original = fixture.randomValues();
            fixture.add(original, false);
            fixture.add(fixture.copy(original, i % 2), false);
        }
        double share = 0.002;

        assertEquals(NearBehaviour.linksByAllPairs(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), share), NearBehaviour.linksBySample(fixture.states,
                fixture.entries, fixture.reader(new AtomicInteger()), share, NearBehaviour.bands(fixture.states,
                share, new Random(11))));
        assertEquals(100, sampled(fixture, share, 11).size());
    }

    @Test
    void groupsCopyBehindTwoDecoys() throws IOException {
        Fixture fixture = new Fixture(100_000, 12);
        // Linked below 100 states. Ben's copy differs from Ann's original on 27 states; his two decoys differ from
        // the copy on the same 80 other states (from each other on 80, from the original on 107: not linked).
        int[] original = fixture.randomValues();
        List<Integer> copied = new ArrayList<>();
        List<Integer> decoyed = new ArrayList<>();
        for (int state = 0; state < 27; state++) {
            copied.add(state * 1_000);
        }
        for (int state = 0; state < 80; state++) {
            decoyed.add(state * 1_000 + 500);
        }
        int ann = fixture.add("ann", original);
        int[] copy = fixture.changed(original, copied, 1);
        int ben = fixture.add("ben", copy);
        fixture.add("ben", fixture.changed(copy, decoyed, 1));
        fixture.add("ben", fixture.changed(copy, decoyed, 2));

        NearBehaviour.Comparison exact = exact(fixture, SHARE);

        Group group = groupOf(exact.groups(), ben);
        assertTrue(group != null && group.entries().contains(ann), "the copy is grouped with the original: "
                + exact.groups());
        assertTrue(group.links().contains(new NearBehaviour.Link(0, 1, 27)), "the copy's link: " + group.links());
        assertEquals(2, group.owners());
        assertEquals(exact.groups(), sampled(fixture, SHARE, 12));
        assertEquals(exact.groups(), NearBehaviour.groupsByAllPairs(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), SHARE));
    }

    @Test
    void groupsCopyBuiltAgainstTheOldPublicSample() throws IOException {
        Fixture fixture = new Fixture(100_000, 13);
        // The sample every run used before (seed 0x5A3EBE4A, public in the source): the copy differs from the original
        // on one sampled state of each band, 16 states in all, so no band of that sample ever proposes the pair.
        int[][] oldSample = NearBehaviour.bands(fixture.states, SHARE, new Random(0x5A3EBE4AL));
        List<Integer> onePerBand = new ArrayList<>();
        for (int[] band : oldSample) {
            onePerBand.add(band[0]);
        }
        int[] original = fixture.randomValues();
        int ann = fixture.add("ann", original);
        int ben = fixture.add("ben", fixture.changed(original, onePerBand, 1));

        assertEquals(Map.of(), NearBehaviour.linksBySample(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), SHARE, oldSample), "the attack works on a known sample");
        List<Group> exact = exact(fixture, SHARE).groups();
        assertEquals(List.of(ann, ben), exact.get(0).entries());
        assertEquals(16, exact.get(0).differingStates());
        // Sampled afresh from a secure random source, as a class too large for every pair is: grouped too.
        NearBehaviour.Comparison fresh = NearBehaviour.compare(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), SHARE, 0, new java.security.SecureRandom());
        assertEquals(NearBehaviour.Method.SAMPLED, fresh.method());
        assertEquals(exact, fresh.groups());
    }

    @Test
    void groupsCopyLinkedToTheTemplateWithItsOriginal() throws IOException {
        Fixture fixture = new Fixture(100_000, 14);
        // Ann's own heuristic differs from the template on 150 states (not linked); Ben's copy of it sits half way,
        // 75 from each: linked to the template and to Ann's.
        int[] template = fixture.randomValues();
        List<Integer> changed = new ArrayList<>();
        for (int state = 0; state < 150; state++) {
            changed.add(state * 600);
        }
        fixture.add(template, true);
        int ann = fixture.add("ann", fixture.changed(template, changed, 1));
        int ben = fixture.add("ben", fixture.changed(template, changed.subList(0, 75), 1));
        // Two students who kept the template are left out.
        fixture.add("cy", template.clone());
        fixture.add("dee", fixture.changed(template, changed.subList(0, 3), 2));

        List<Group> groups = exact(fixture, SHARE).groups();

        assertEquals(1, groups.size(), "groups " + groups);
        assertEquals(List.of(ann, ben), groups.get(0).entries());
        assertEquals(List.of(false, true), groups.get(0).functions().stream()
                .map(NearBehaviour.GroupFunction::nearTemplate).toList());
        assertEquals(List.of(new NearBehaviour.Link(0, 1, 75)), groups.get(0).links());
    }

    @Test
    void countsRarityByTheRarestLinkWhateverBridgesToACommonFunction() throws IOException {
        Fixture fixture = new Fixture(50_000, 15);
        // Five students submit one function (Manhattan, say); Ann's own is 60 states from it (linked below 50? no:
        // 60 is not); Ben copies Ann's on 20 states and adds a decoy bridging to the common function.
        int[] manhattan = fixture.randomValues();
        for (String owner : List.of("m1", "m2", "m3", "m4", "m5")) {
            fixture.add(owner, manhattan.clone());
        }
        List<Integer> own = new ArrayList<>();
        for (int state = 0; state < 60; state++) {
            own.add(state * 700);
        }
        int[] anns = fixture.changed(manhattan, own, 1);
        int ann = fixture.add("ann", anns);
        int ben = fixture.add("ben", fixture.changed(anns, List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                15, 16, 17, 18, 19, 20), 1));
        fixture.add("ben", fixture.changed(manhattan, own.subList(0, 30), 1));

        List<Group> groups = exact(fixture, SHARE).groups();

        assertEquals(1, groups.size(), "one component: " + groups);
        Group group = groups.get(0);
        assertTrue(group.entries().containsAll(List.of(0, 1, 2, 3, 4, ann, ben)));
        // The function of the five counts 5; Ann's and Ben's copy one each, and their link two students.
        assertEquals(List.of(5, 1, 1, 1), group.functions().stream().map(NearBehaviour.GroupFunction::owners)
                .toList());
        assertEquals(2, group.owners());
    }

    @Test
    void listsTheClosestPairsEveryPairComparisonFinds() throws IOException {
        Fixture fixture = new Fixture(20_000, 16);
        // Copies of originals differing on 0 to 600 states: linked below 20, closest pairs up to 2 % (400).
        for (int i = 0; i < 60; i++) {
            int[] original = fixture.randomValues();
            fixture.add(original, false);
            fixture.add(fixture.copy(original, i * 10), false);
        }
        int maxDiffering = NearBehaviour.maxDiffering(SHARE, fixture.states);
        int closestMax = NearBehaviour.closestMax(fixture.states);
        assertEquals(400, closestMax);
        List<NearBehaviour.ClosestPair> expected = new ArrayList<>();
        for (int a = 0; a < fixture.entries.size(); a++) {
            for (int b = a + 1; b < fixture.entries.size(); b++) {
                int differing = NearBehaviour.differing(fixture.values.get(a), fixture.values.get(b),
                        Integer.MAX_VALUE);
                if (differing > maxDiffering && differing <= closestMax) {
                    expected.add(new NearBehaviour.ClosestPair(a, b, differing));
                }
            }
        }
        expected.sort(java.util.Comparator.comparingInt(NearBehaviour.ClosestPair::differingStates)
                .thenComparingInt(NearBehaviour.ClosestPair::a));

        NearBehaviour.Comparison exact = exact(fixture, SHARE);

        assertEquals(39, expected.size());
        assertEquals(expected.size(), exact.closestPairsFound());
        assertEquals(expected, exact.closestPairs());
        assertEquals(20, expected.get(0).differingStates());
    }

    @Test
    void cutsTheClosestPairsAtTheirLimit() throws IOException {
        Fixture fixture = new Fixture(10_000, 17);
        int[] original = fixture.randomValues();
        for (int i = 0; i < 12; i++) {
            fixture.add(fixture.copy(original, 30), false);
        }

        NearBehaviour.Comparison exact = exact(fixture, SHARE);

        // 12 copies, each 30 from the original: 66 pairs, 31 to 60 states apart.
        assertEquals(66, exact.closestPairsFound());
        assertEquals(NearBehaviour.CLOSEST_PAIRS, exact.closestPairs().size());
    }

    @Test
    void countsEveryPairExactlyWhateverTheWidthOfItsValues() throws IOException {
        Fixture fixture = new Fixture(4_003, 18);
        int[] small = fixture.randomValues();
        int[] wide = small.clone();
        wide[5] = 1_000;
        int[] negative = small.clone();
        negative[7] = -3;
        fixture.add("ann", small);
        fixture.add("bob", fixture.copy(small, 30));
        fixture.add("cy", fixture.copy(wide, 40));
        fixture.add("dee", fixture.copy(negative, 50));
        // The last state, past the last whole eight, differs too.
        int[] last = small.clone();
        last[4_002] += 7;
        fixture.add("eve", last);

        NearBehaviour.Comparison exact = NearBehaviour.compare(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), 0.01);

        Map<Long, Integer> expected = new java.util.TreeMap<>();
        for (int a = 0; a < fixture.values.size(); a++) {
            for (int b = a + 1; b < fixture.values.size(); b++) {
                expected.put(NearBehaviour.pair(a, b), NearBehaviour.differing(fixture.values.get(a),
                        fixture.values.get(b), Integer.MAX_VALUE));
            }
        }
        Map<Long, Integer> found = new java.util.TreeMap<>();
        for (Group group : exact.groups()) {
            for (NearBehaviour.Link link : group.links()) {
                found.put(NearBehaviour.pair(group.functions().get(link.from()).entries().get(0),
                        group.functions().get(link.to()).entries().get(0)), link.differingStates());
            }
        }
        expected.values().removeIf(differing -> differing > NearBehaviour.maxDiffering(0.01, fixture.states));
        assertEquals(expected, found);
        assertEquals(1, exact.groups().size());
    }

    @Test
    void countsTheLinkLimitExactly() {
        assertEquals(363, NearBehaviour.maxDiffering(0.001, 363_480));
        assertEquals(0, NearBehaviour.maxDiffering(0.001, 1_000));
        assertEquals(9, NearBehaviour.maxDiffering(0.001, 10_000));
        assertEquals(0, NearBehaviour.maxDiffering(0, 363_480));
        assertThrows(IllegalArgumentException.class, () -> NearBehaviour.maxDiffering(0.2, 100));
        assertThrows(IllegalArgumentException.class, () -> NearBehaviour.maxDiffering(-0.1, 100));
        assertThrows(IllegalArgumentException.class, () -> NearBehaviour.maxDiffering(Double.NaN, 100));
    }
}
