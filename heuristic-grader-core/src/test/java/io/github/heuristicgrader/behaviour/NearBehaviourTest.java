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

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void findsEveryLinkThatComparingAllPairsFinds(long seed) throws IOException {
        Fixture fixture = plantedClass(seed);
        AtomicInteger reads = new AtomicInteger();
        Map<Long, Integer> hashed = NearBehaviour.links(fixture.states, fixture.entries, fixture.reader(reads),
                SHARE);
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
        List<Group> hashed = NearBehaviour.groups(fixture.states, fixture.entries, fixture.reader(new AtomicInteger()),
                SHARE);
        List<Group> all = NearBehaviour.groupsByAllPairs(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), SHARE);

        assertEquals(all, hashed);
        int maxDiffering = NearBehaviour.maxDiffering(SHARE, fixture.states);
        // Every two members of a group differ on fewer than 0.1 % of the states, and the group says the most.
        for (Group group : hashed) {
            int most = 0;
            for (int a : group.entries()) {
                for (int b : group.entries()) {
                    int differing = NearBehaviour.differing(fixture.values.get(a), fixture.values.get(b),
                            Integer.MAX_VALUE);
                    assertTrue(differing <= maxDiffering);
                    most = Math.max(most, differing);
                }
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
        List<Group> groups = NearBehaviour.groups(fixture.states, fixture.entries, fixture.reader(new AtomicInteger()),
                SHARE);

        assertEquals(200, groups.size());
        for (int[] pair : pairs) {
            assertTrue(groups.contains(new Group(List.of(pair[0], pair[1]), pair[2])), Arrays.toString(pair));
        }
    }

    @Test
    void leavesOutCopiesDifferingOnTheShareOrMore() throws IOException {
        Fixture fixture = new Fixture(10_000, 8);
        int[] original = fixture.randomValues();
        fixture.add(original, false);
        fixture.add(fixture.copy(original, 10), false);
        fixture.add(fixture.copy(original, 9), false);

        List<Group> groups = NearBehaviour.groups(fixture.states, fixture.entries, fixture.reader(new AtomicInteger()),
                SHARE);

        // 10 states are 0.1 % of 10,000, not fewer: only the copy differing on 9 is grouped.
        assertEquals(List.of(new Group(List.of(0, 2), 9)), groups);
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

        List<Group> groups = NearBehaviour.groups(fixture.states, fixture.entries, fixture.reader(new AtomicInteger()),
                SHARE);

        assertEquals(List.of(new Group(List.of(ownA, ownB), 3)), groups);
    }

    @Test
    void groupsOnlyHeuristicsLinkedToEveryOtherMember() throws IOException {
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
        List<Group> groups = NearBehaviour.groups(fixture.states, fixture.entries, fixture.reader(new AtomicInteger()),
                SHARE);

        // b and c have the most links; b seeds and c joins it; a, linked to b but not to c, cannot join, nor d; a
        // and d are then alone.
        assertEquals(List.of(new Group(List.of(1, 2), 6)), groups);
    }

    @Test
    void groupsEqualDigestsAloneWhenNoValuesAreAtHand() throws IOException {
        List<Entry> entries = List.of(new Entry("ana", "A", "d1", false, false),
                new Entry("bob", "B", "d1", false, false), new Entry("cy", "C", "d2", false, false),
                new Entry("dee", "D", "d3", false, false), new Entry("template", "T", "d3", true, false));

        List<Group> groups = NearBehaviour.groups(1_000, entries, entry -> {
            throw new AssertionError("no values are read");
        }, SHARE);

        assertEquals(List.of(new Group(List.of(0, 1), 0)), groups);
    }

    @Test
    void leavesOutTwoHeuristicsOfOneOwner() throws IOException {
        List<Entry> entries = List.of(new Entry("ana", "A", "d1", false, false),
                new Entry("ana", "B", "d1", false, false));

        assertEquals(List.of(), NearBehaviour.groups(1_000, entries, entry -> null, SHARE));
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
                fixture.reader(new AtomicInteger()), share), NearBehaviour.links(fixture.states, fixture.entries,
                fixture.reader(new AtomicInteger()), share));
        assertEquals(100, NearBehaviour.groups(fixture.states, fixture.entries, fixture.reader(new AtomicInteger()),
                share).size());
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
