package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.fixtures.FloorByFloorLiftHeuristic;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ElevatorPuzzleTest {

    private static final ElevatorPuzzle PUZZLE = ElevatorPuzzle.standard();
    private static final long[] STATES = PUZZLE.states();
    /** Exact moves to the goal by the core's keys, per position in {@link #STATES}; −1 where unreachable. */
    private static final int[] DISTANCES = distancesByKeys(PUZZLE, STATES);

    /** The worked example of the puzzle text, as the puzzle gives it. */
    private static final String WORKED_EXAMPLE = """
            The first floor contains a hydrogen-compatible microchip and a lithium-compatible microchip.
            The second floor contains a hydrogen generator.
            The third floor contains a lithium generator.
            The fourth floor contains nothing relevant.
            """;

    /** Breadth-first search back from the goals over the domain's own successors (moves are reversible). */
    private static int[] distancesByKeys(Domain domain, long[] states) {
        int[] distances = new int[states.length];
        Arrays.fill(distances, -1);
        int[] queue = new int[states.length];
        int tail = 0;
        for (int state = 0; state < states.length; state++) {
            if (domain.isGoal(states[state])) {
                distances[state] = 0;
                queue[tail++] = state;
            }
        }
        long[] next = new long[domain.maxMoves()];
        for (int head = 0; head < tail; head++) {
            int state = queue[head];
            int moves = domain.successors(states[state], next);
            for (int move = 0; move < moves; move++) {
                int target = Arrays.binarySearch(states, next[move]);
                if (distances[target] < 0) {
                    distances[target] = distances[state] + 1;
                    queue[tail++] = target;
                }
            }
        }
        return distances;
    }

    private static int distance(long state) {
        return DISTANCES[Arrays.binarySearch(STATES, state)];
    }

    /** {@link #distancesByFacilities()}, computed once for the tests that need it. */
    private static final class ByFacilities {
        static final Map<Facility, Integer> DISTANCES = distancesByFacilities();
    }

    /**
     * Brute force over the student API alone: every compact text of 1 to 7 pairs in ascending order, kept when no
     * microchip is fried by the test's own reading of the rule, and each facility's moves to the goal by a
     * breadth-first search over {@link Facility#successors} from the goals. Keyed by facility, in text order.
     */
    private static Map<Facility, Integer> distancesByFacilities() {
        List<String> pairTexts = new ArrayList<>();
        for (int generator = 1; generator <= Facility.FLOORS; generator++) {
            for (int microchip = 1; microchip <= Facility.FLOORS; microchip++) {
                pairTexts.add("" + generator + microchip);
            }
        }
        List<Facility> facilities = new ArrayList<>();
        for (int elevator = 1; elevator <= Facility.FLOORS; elevator++) {
            addLegal(elevator + ":", pairTexts, 0, 0, facilities);
        }
        Map<Facility, Integer> distances = new HashMap<>();
        ArrayDeque<Facility> queue = new ArrayDeque<>();
        for (Facility facility : facilities) {
            if (facility.isGoal()) {
                distances.put(facility, 0);
                queue.add(facility);
            }
        }
        while (!queue.isEmpty()) {
            Facility facility = queue.poll();
            for (Facility next : facility.successors()) {
                if (distances.putIfAbsent(next, distances.get(facility) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        Map<Facility, Integer> all = new TreeMap<>((a, b) -> a.toString().compareTo(b.toString()));
        for (Facility facility : facilities) {
            all.put(facility, distances.getOrDefault(facility, -1));
        }
        return all;
    }

    private static void addLegal(String prefix, List<String> pairTexts, int pairs, int firstPair,
            List<Facility> into) {
        if (pairs > 0 && noMicrochipFried(prefix.substring(2).split(","))) {
            into.add(Facility.parse(prefix));
        }
        if (pairs == ElevatorPuzzle.DEFAULT_MAX_PAIRS) {
            return;
        }
        for (int pair = firstPair; pair < pairTexts.size(); pair++) {
            addLegal(prefix + (pairs == 0 ? "" : ",") + pairTexts.get(pair), pairTexts, pairs + 1, pair, into);
        }
    }

    /** The rule as the puzzle states it, on pair texts: no microchip with another generator but not its own. */
    private static boolean noMicrochipFried(String[] pairTexts) {
        for (String pair : pairTexts) {
            char microchipFloor = pair.charAt(1);
            boolean withOwnGenerator = pair.charAt(0) == microchipFloor;
            boolean withAGenerator = Arrays.stream(pairTexts).anyMatch(other -> other.charAt(0) == microchipFloor);
            if (withAGenerator && !withOwnGenerator) {
                return false;
            }
        }
        return true;
    }

    @Test
    void statesAscendAndSortLikeTheirCompactText() {
        for (int state = 1; state < STATES.length; state++) {
            assertTrue(STATES[state - 1] < STATES[state], PUZZLE.format(STATES[state]));
            assertTrue(PUZZLE.format(STATES[state - 1]).compareTo(PUZZLE.format(STATES[state])) < 0,
                    PUZZLE.format(STATES[state - 1]) + " before " + PUZZLE.format(STATES[state]));
        }
    }

    @Test
    void everyStateRoundTripsThroughCompactTextAndTheStudentsFacility() {
        for (long state : STATES) {
            String text = PUZZLE.format(state);
            assertEquals(state, PUZZLE.parse(text), text);
            Facility facility = PUZZLE.studentState(state);
            assertEquals(text, facility.toString());
        }
    }

    @Test
    void thirtyThousandNineHundredFourteenFacilitiesOfOneToSevenPairsReachTheGoal() {
        Map<Facility, Integer> byFacilities = ByFacilities.DISTANCES;
        assertEquals(byFacilities.size(), STATES.length, "every legal facility, no more");
        assertEquals(54_180, STATES.length);
        int state = 0;
        for (Map.Entry<Facility, Integer> facility : byFacilities.entrySet()) {
            assertEquals(facility.getKey().toString(), PUZZLE.format(STATES[state]));
            assertEquals(facility.getValue(), DISTANCES[state], facility.getKey().toString());
            state++;
        }
        long reachByFacilities = byFacilities.values().stream().filter(distance -> distance >= 0).count();
        long reachByKeys = Arrays.stream(DISTANCES).filter(distance -> distance >= 0).count();
        assertEquals(30_914, reachByFacilities);
        assertEquals(30_914, reachByKeys);
        assertEquals(78, Arrays.stream(DISTANCES).max().orElseThrow());
        long[] next = new long[PUZZLE.maxMoves()];
        long movesByKeys = Arrays.stream(STATES).map(key -> PUZZLE.successors(key, next)).sum();
        long movesByFacilities = byFacilities.keySet().stream().mapToLong(facility -> facility.successors().size())
                .sum();
        assertEquals(124_782, movesByKeys);
        assertEquals(124_782, movesByFacilities);
        StateSpace space = StateSpace.of(PUZZLE);
        assertEquals(30_914, space.solvableCount(), "the grader's own backward search");
        assertEquals(124_782, space.moveCount());
        assertEquals(78, space.maxDistance());
    }

    @Test
    void successorsAreTheFacilitysOwnEachOnce() {
        long[] next = new long[PUZZLE.maxMoves()];
        for (long state : STATES) {
            int moves = PUZZLE.successors(state, next);
            List<Long> expected = PUZZLE.studentState(state).successors().stream()
                    .map(facility -> PUZZLE.parse(facility.toString())).toList();
            assertEquals(expected, Arrays.stream(next, 0, moves).boxed().toList(), PUZZLE.format(state));
        }
    }

    @Test
    void theWorkedExampleTakesElevenMoves() {
        long example = PUZZLE.parse(WORKED_EXAMPLE);
        assertEquals("1:21,31", PUZZLE.format(example));
        assertEquals(11, distance(example));
        assertEquals(PUZZLE.format(example), PUZZLE.classicStates().get("worked example"));
    }

    @Test
    void classicStartsAreTheWorkedExampleAndEveryItemOnFloorOneForTwoToSevenPairs() {
        Map<String, String> classics = PUZZLE.classicStates();
        assertEquals(List.of("worked example", "2 pairs on floor 1", "3 pairs on floor 1", "4 pairs on floor 1",
                "5 pairs on floor 1", "6 pairs on floor 1", "7 pairs on floor 1"), List.copyOf(classics.keySet()));
        for (int pairs = 2; pairs <= 7; pairs++) {
            Facility start = Facility.parse(classics.get(pairs + " pairs on floor 1"));
            assertEquals(pairs, start.pairs());
            for (int pair = 0; pair < pairs; pair++) {
                assertEquals(1, start.generatorFloor(pair));
                assertEquals(1, start.microchipFloor(pair));
            }
            // Each pair beyond the first costs 12 more moves: 15, 27, …, 75.
            assertEquals(12 * pairs - 9, distance(PUZZLE.parse(start.toString())), start.toString());
        }
    }

    @Test
    void theBaselineIsAdmissibleAndConsistentAndHalvesTheFloorsToClimb() {
        long[] next = new long[PUZZLE.maxMoves()];
        for (int state = 0; state < STATES.length; state++) {
            int estimate = PUZZLE.baseline().estimate(STATES[state]);
            assertEquals((floorsToClimb(PUZZLE.studentState(STATES[state])) + 1) / 2, estimate);
            if (DISTANCES[state] < 0) {
                continue;
            }
            assertTrue(estimate <= DISTANCES[state], PUZZLE.format(STATES[state]));
            int moves = PUZZLE.successors(STATES[state], next);
            for (int move = 0; move < moves; move++) {
                assertTrue(estimate <= 1 + PUZZLE.baseline().estimate(next[move]), PUZZLE.format(STATES[state]));
            }
        }
    }

    private static int floorsToClimb(Facility facility) {
        int floors = 0;
        for (int pair = 0; pair < facility.pairs(); pair++) {
            floors += 2 * Facility.FLOORS - facility.generatorFloor(pair) - facility.microchipFloor(pair);
        }
        return floors;
    }

    @Test
    void theFloorsToClimbWithoutHalvingOverestimate() {
        List<String> overestimated = new ArrayList<>();
        for (int state = 0; state < STATES.length; state++) {
            if (DISTANCES[state] >= 0 && floorsToClimb(PUZZLE.studentState(STATES[state])) > DISTANCES[state]) {
                overestimated.add(PUZZLE.format(STATES[state]));
            }
        }
        // One pair on floor 3 with the elevator: both items climb one floor in a single move.
        assertTrue(overestimated.contains("3:33"), overestimated.toString());
        assertEquals(178, overestimated.size());
        int largestExcess = 0;
        for (int state = 0; state < STATES.length; state++) {
            if (DISTANCES[state] >= 0) {
                largestExcess = Math.max(largestExcess,
                        floorsToClimb(PUZZLE.studentState(STATES[state])) - DISTANCES[state]);
            }
        }
        assertEquals(3, largestExcess);
        int inconsistent = 0;
        for (Map.Entry<Facility, Integer> facility : ByFacilities.DISTANCES.entrySet()) {
            if (facility.getValue() >= 0) {
                for (Facility successor : facility.getKey().successors()) {
                    inconsistent += floorsToClimb(facility.getKey()) > 1 + floorsToClimb(successor) ? 1 : 0;
                }
            }
        }
        assertEquals(22_198, inconsistent, "moves lowering the sum by 2, counted over the student's facilities");
        assertEquals(1, distance(PUZZLE.parse("3:33")));
        assertEquals(2, floorsToClimb(Facility.parse("3:33")));
    }

    @Test
    void theFloorByFloorLiftHeuristicIsAdmissibleButInconsistentOnTensOfThousandsOfMoves() {
        FloorByFloorLiftHeuristic heuristic = new FloorByFloorLiftHeuristic();
        long[] next = new long[PUZZLE.maxMoves()];
        int inconsistentByKeys = 0;
        for (int state = 0; state < STATES.length; state++) {
            if (DISTANCES[state] < 0) {
                continue;
            }
            int estimate = heuristic.estimate(PUZZLE.studentState(STATES[state]));
            assertTrue(estimate <= DISTANCES[state], PUZZLE.format(STATES[state]));
            int moves = PUZZLE.successors(STATES[state], next);
            for (int move = 0; move < moves; move++) {
                inconsistentByKeys += estimate > 1 + heuristic.estimate(PUZZLE.studentState(next[move])) ? 1 : 0;
            }
        }
        int inconsistentByFacilities = 0;
        for (Map.Entry<Facility, Integer> facility : ByFacilities.DISTANCES.entrySet()) {
            if (facility.getValue() < 0) {
                continue;
            }
            int estimate = heuristic.estimate(facility.getKey());
            for (Facility successor : facility.getKey().successors()) {
                inconsistentByFacilities += estimate > 1 + heuristic.estimate(successor) ? 1 : 0;
            }
        }
        assertEquals(40_989, inconsistentByKeys);
        assertEquals(40_989, inconsistentByFacilities);
    }

    @Test
    void aStarWithoutReopeningFindsPathsFourMovesTooLongWithTheFloorByFloorLiftHeuristic() {
        // Facilities of up to 4 pairs keep their distances in a database of up to 4 pairs, where a search is cheap.
        ElevatorPuzzle upToFour = ElevatorPuzzle.withMaxPairs(4);
        long[] states = upToFour.states();
        int[] distances = distancesByKeys(upToFour, states);
        FloorByFloorLiftHeuristic heuristic = new FloorByFloorLiftHeuristic();
        int[] estimates = new int[states.length];
        for (int state = 0; state < states.length; state++) {
            estimates[state] = heuristic.estimate(upToFour.studentState(states[state]));
        }
        int longest = 0;
        List<String> fourTooLong = new ArrayList<>();
        for (int state = 0; state < states.length; state++) {
            if (distances[state] < 0) {
                continue;
            }
            int excess = withoutReopening(upToFour, states, state, estimates) - distances[state];
            longest = Math.max(longest, excess);
            if (excess == 4) {
                fourTooLong.add(upToFour.format(states[state]));
            }
        }
        assertEquals(4, longest);
        assertTrue(fourTooLong.contains("2:13,22,22,22"), fourTooLong.toString());
        assertEquals(distances[Arrays.binarySearch(states, upToFour.parse("2:13,22,22,22"))],
                distance(PUZZLE.parse("2:13,22,22,22")));
    }

    @Test
    void theEffortSuiteGetsEveryFifthDistanceThatHasFiveFacilities() {
        for (int maxPairs = 1; maxPairs <= ElevatorPuzzle.MOST_PAIRS; maxPairs++) {
            ElevatorPuzzle puzzle = ElevatorPuzzle.withMaxPairs(maxPairs);
            Map<Integer, Integer> facilitiesAt = new HashMap<>();
            for (int distance : distancesByKeys(puzzle, puzzle.states())) {
                facilitiesAt.merge(distance, 1, Integer::sum);
            }
            List<Integer> expected = new ArrayList<>();
            // Five: the starts the effort suite takes at each distance.
            for (int distance = 5; facilitiesAt.getOrDefault(distance, 0) >= 5; distance += 5) {
                expected.add(distance);
            }
            assertEquals(expected, puzzle.effortDistances(), "maxPairs " + maxPairs);
        }
        assertEquals(List.of(5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70), PUZZLE.effortDistances());
    }

    @Test
    void consoleRowsDrawTheFloorsAsThePuzzleDoes() {
        assertEquals(List.of(
                "F4 .  .  .  .  . ",
                "F3 .  .  .  BG . ",
                "F2 .  AG .  .  . ",
                "F1 E  .  AM .  BM"), PUZZLE.drawing().rows("1:21,31"));
        assertEquals(PUZZLE.drawing().rows("1:21,31"), PUZZLE.drawing().rows(WORKED_EXAMPLE));
        assertEquals(List.of("1:21,12"), PUZZLE.drawing().rows("1:21,12"));
    }

    @Test
    void theProviderOpensTheDatabaseSizeItIsGiven() {
        Domain small = Domains.open(ElevatorPuzzle.NAME, Map.of(ElevatorPuzzle.MAX_PAIRS, "3"));
        assertEquals(Map.of(ElevatorPuzzle.MAX_PAIRS, "3"), small.settings());
        assertEquals("1 to 3 element pairs", small.description());
        assertEquals(1_752, small.states().length);
        assertEquals(Map.of(ElevatorPuzzle.MAX_PAIRS, "7"), Domains.open(ElevatorPuzzle.NAME).settings());
        assertEquals(ElevatorPuzzle.withMaxPairs(3), small);
        assertEquals(ElevatorPuzzle.withMaxPairs(3).hashCode(), small.hashCode());
        assertEquals(PUZZLE, Domains.open(ElevatorPuzzle.NAME));
        assertFalse(PUZZLE.equals(small));
        assertEquals(Facility.class, Domains.byStudentStateType(Facility.class.getName()).orElseThrow()
                .studentStateType());
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                () -> small.parse("1:11,11,11,11"));
        assertTrue(tooMany.getMessage().contains("4 pairs"), tooMany.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Domains.open(ElevatorPuzzle.NAME, Map.of(ElevatorPuzzle.MAX_PAIRS, "11")));
        assertThrows(IllegalArgumentException.class,
                () -> Domains.open(ElevatorPuzzle.NAME, Map.of(ElevatorPuzzle.MAX_PAIRS, "seven")));
        assertThrows(IllegalArgumentException.class, () -> Domains.open(ElevatorPuzzle.NAME, Map.of("floors", "5")));
    }

    /**
     * The cost A* with a closed set finds from {@code start}, ordering its open list as the grader's search does:
     * by f, then larger g, then smaller state number; a state once expanded is never expanded again.
     */
    private static int withoutReopening(Domain domain, long[] states, int start, int[] estimates) {
        int[] g = new int[states.length];
        Arrays.fill(g, Integer.MAX_VALUE);
        boolean[] closed = new boolean[states.length];
        PriorityQueue<int[]> open = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0])
                : a[1] != b[1] ? Integer.compare(b[1], a[1]) : Integer.compare(a[2], b[2]));
        g[start] = 0;
        open.add(new int[] {estimates[start], 0, start});
        long[] next = new long[domain.maxMoves()];
        while (!open.isEmpty()) {
            int[] entry = open.poll();
            int state = entry[2];
            if (closed[state] || entry[1] > g[state]) {
                continue;
            }
            if (domain.isGoal(states[state])) {
                return entry[1];
            }
            closed[state] = true;
            int moves = domain.successors(states[state], next);
            for (int move = 0; move < moves; move++) {
                int target = Arrays.binarySearch(states, next[move]);
                if (!closed[target] && entry[1] + 1 < g[target]) {
                    g[target] = entry[1] + 1;
                    open.add(new int[] {g[target] + estimates[target], g[target], target});
                }
            }
        }
        throw new AssertionError("no goal from " + domain.format(states[start]));
    }

    @Test
    void refusesMorePairsThanMaxPairsNamingTheRubricSettingByItsPath() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> ElevatorPuzzle.withMaxPairs(2).parse("1:11,22,33"));

        assertEquals("the facility holds 3 pairs; the state database covers facilities of 1 to 2 pairs; raise"
                + " domains.elevator.maxPairs in the rubric file to grade it", error.getMessage());
    }
}
