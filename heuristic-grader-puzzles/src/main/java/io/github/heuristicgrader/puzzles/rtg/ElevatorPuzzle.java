package io.github.heuristicgrader.puzzles.rtg;

import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.api.rtg.FacilityParser;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import io.github.heuristicgrader.spi.StateDrawing;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The elevator puzzle of Advent of Code 2016, day 11 (generators and microchips on four floors; rules with
 * {@link Facility}): every legal facility of 1 to {@code maxPairs} pairs, its moves and its goal.
 *
 * <p>States are {@link FacilityKey} keys, enumerated in ascending order, which is the order of their compact text.
 * A facility whose elevator stands on an empty floor is legal but has no move, so it cannot reach the goal: every
 * item on floor 4 with the elevator below is such a facility, not a goal.
 */
public final class ElevatorPuzzle implements Domain {

    /** The name of this domain in reports, JSON and settings. */
    public static final String NAME = "elevator";

    /** The setting naming the most pairs a facility of the state database holds. */
    public static final String MAX_PAIRS = "maxPairs";

    /** The most pairs a facility's key holds, the largest {@link #MAX_PAIRS} can be. */
    public static final int MOST_PAIRS = FacilityKey.MAX_PAIRS;

    /** The default of {@link #MAX_PAIRS}: the puzzle's second part has seven pairs. */
    public static final int DEFAULT_MAX_PAIRS = 7;

    /** The step between the effort suite's distances. */
    private static final int EFFORT_STEP = 5;

    /**
     * Per {@code maxPairs}, the largest multiple of {@value #EFFORT_STEP} up to which every multiple has at least the
     * effort suite's five starts (0: none, with one pair, whose largest distance is 6). Opening a domain builds no
     * state space, so the table is kept here; {@code ElevatorPuzzleTest} computes it again by breadth-first search.
     */
    private static final int[] LARGEST_EFFORT_DISTANCE = {0, 0, 10, 25, 35, 50, 60, 70, 85, 95, 110};

    private static final int PAIR_TYPES = Facility.FLOORS * Facility.FLOORS;

    private final int maxPairs;

    private ElevatorPuzzle(int maxPairs) {
        this.maxPairs = maxPairs;
    }

    /**
     * The puzzle over facilities of 1 to {@code maxPairs} pairs.
     *
     * @throws IllegalArgumentException unless {@code maxPairs} is 1 to {@value FacilityKey#MAX_PAIRS}
     */
    public static ElevatorPuzzle withMaxPairs(int maxPairs) {
        if (maxPairs < 1 || maxPairs > FacilityKey.MAX_PAIRS) {
            throw new IllegalArgumentException(MAX_PAIRS + " is " + maxPairs + "; it must be 1 to "
                    + FacilityKey.MAX_PAIRS);
        }
        return new ElevatorPuzzle(maxPairs);
    }

    /** The puzzle over facilities of 1 to {@value #DEFAULT_MAX_PAIRS} pairs. */
    public static ElevatorPuzzle standard() {
        return new ElevatorPuzzle(DEFAULT_MAX_PAIRS);
    }

    /** The most pairs a facility of the state database holds. */
    public int maxPairs() {
        return maxPairs;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "Elevator puzzle";
    }

    @Override
    public String stateNoun() {
        return "facility";
    }

    @Override
    public String stateNounPlural() {
        return "facilities";
    }

    /** {@inheritDoc} Here the pairs a facility holds, such as {@code 1 to 7 element pairs}. */
    @Override
    public String description() {
        return maxPairs == 1 ? "1 element pair" : "1 to " + maxPairs + " element pairs";
    }

    @Override
    public Map<String, String> settings() {
        return Map.of(MAX_PAIRS, Integer.toString(maxPairs));
    }

    @Override
    public long[] states() {
        long[][] keys = {new long[1024]};
        int[] size = {0};
        int[] codes = new int[maxPairs];
        for (int elevator = 1; elevator <= Facility.FLOORS; elevator++) {
            addFacilities(elevator, codes, 0, 0, keys, size);
        }
        return Arrays.copyOf(keys[0], size[0]);
    }

    /**
     * Adds the legal facilities whose first {@code count} pair codes are {@code codes}, then those with one more
     * pair of a type at least {@code firstType}, in ascending key order. A fried microchip stays fried when pairs
     * are added, so an illegal prefix ends the search.
     */
    private void addFacilities(int elevator, int[] codes, int count, int firstType, long[][] keys, int[] size) {
        if (count > 0) {
            if (!FacilityKey.isLegal(codes, count)) {
                return;
            }
            if (size[0] == keys[0].length) {
                keys[0] = Arrays.copyOf(keys[0], size[0] * 2);
            }
            keys[0][size[0]++] = FacilityKey.of(elevator, codes, count);
        }
        if (count == maxPairs) {
            return;
        }
        for (int type = firstType; type < PAIR_TYPES; type++) {
            codes[count] = FacilityKey.pairCode(type / Facility.FLOORS + 1, type % Facility.FLOORS + 1);
            addFacilities(elevator, codes, count + 1, type, keys, size);
        }
    }

    /** {@inheritDoc} Two directions, each carrying one item or two of the at most 2·{@code maxPairs} on a floor. */
    @Override
    public int maxMoves() {
        int items = 2 * maxPairs;
        return 2 * (items + items * (items - 1) / 2);
    }

    /** {@inheritDoc} Here in ascending key order, each facility once however many moves lead to it. */
    @Override
    public int successors(long state, long[] into) {
        int[] codes = new int[FacilityKey.MAX_PAIRS];
        int count = FacilityKey.pairCodes(state, codes);
        int elevator = FacilityKey.elevator(state);
        int[] items = new int[2 * count];
        int itemCount = 0;
        for (int pair = 0; pair < count; pair++) {
            if (FacilityKey.generatorOf(codes[pair]) == elevator) {
                items[itemCount++] = 2 * pair;
            }
            if (FacilityKey.microchipOf(codes[pair]) == elevator) {
                items[itemCount++] = 2 * pair + 1;
            }
        }
        int written = 0;
        int[] moved = new int[count];
        for (int to = elevator - 1; to <= elevator + 1; to += 2) {
            if (to < 1 || to > Facility.FLOORS) {
                continue;
            }
            for (int first = 0; first < itemCount; first++) {
                for (int second = first; second < itemCount; second++) {
                    System.arraycopy(codes, 0, moved, 0, count);
                    carry(moved, items[first], to);
                    if (second != first) {
                        carry(moved, items[second], to);
                    }
                    if (FacilityKey.isLegal(moved, count)) {
                        Arrays.sort(moved, 0, count);
                        into[written++] = FacilityKey.of(to, moved, count);
                    }
                }
            }
        }
        Arrays.sort(into, 0, written);
        int distinct = 0;
        for (int move = 0; move < written; move++) {
            if (distinct == 0 || into[distinct - 1] != into[move]) {
                into[distinct++] = into[move];
            }
        }
        return distinct;
    }

    /** Puts an item (2·pair for a generator, 2·pair + 1 for a microchip) on floor {@code to}. */
    private static void carry(int[] codes, int item, int to) {
        int pair = item / 2;
        codes[pair] = item % 2 == 0
                ? FacilityKey.pairCode(to, FacilityKey.microchipOf(codes[pair]))
                : FacilityKey.pairCode(FacilityKey.generatorOf(codes[pair]), to);
    }

    /** {@inheritDoc} True: the elevator goes back with what it carried, to a floor that was safe before. */
    @Override
    public boolean reversibleMoves() {
        return true;
    }

    @Override
    public boolean isGoal(long state) {
        int[] codes = new int[FacilityKey.MAX_PAIRS];
        int count = FacilityKey.pairCodes(state, codes);
        int top = FacilityKey.pairCode(Facility.FLOORS, Facility.FLOORS);
        for (int pair = 0; pair < count; pair++) {
            if (codes[pair] != top) {
                return false;
            }
        }
        return FacilityKey.elevator(state) == Facility.FLOORS;
    }

    @Override
    public String format(long state) {
        return FacilityKey.text(state);
    }

    /**
     * Reads the puzzle's English text or compact text (see {@link Facility#parse}).
     *
     * @throws IllegalArgumentException naming the line and word at fault, or the number of pairs when the facility
     *     holds more than this database's {@code maxPairs}
     */
    @Override
    public long parse(String text) {
        Facility facility = Facility.parse(text);
        if (facility.pairs() > maxPairs) {
            throw new IllegalArgumentException("the facility holds " + facility.pairs() + " pairs; the state database"
                    + " covers facilities of 1 to " + maxPairs + " pairs; raise " + DomainProvider.settingPath(NAME, MAX_PAIRS)
                    + " in the rubric file to grade it");
        }
        return FacilityKey.of(facility);
    }


    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Facility.class, FacilityParser.class);
    }

    @Override
    public Facility studentState(long state) {
        return Facility.parse(FacilityKey.text(state));
    }

    /**
     * {@inheritDoc} Here the puzzle's worked example (both microchips on floor 1, the hydrogen generator on 2, the
     * lithium generator on 3), then every item on floor 1 for 2 to {@code maxPairs} pairs, as far as 7.
     */
    @Override
    public Map<String, String> classicStates() {
        Map<String, String> classics = new LinkedHashMap<>();
        if (maxPairs >= 2) {
            classics.put("worked example", "1:21,31");
        }
        for (int pairs = 2; pairs <= Math.min(maxPairs, DEFAULT_MAX_PAIRS); pairs++) {
            classics.put(pairs + " pairs on floor 1", "1:" + String.join(",", Collections.nCopies(pairs, "11")));
        }
        return Collections.unmodifiableMap(classics);
    }

    @Override
    public StateHeuristic baseline() {
        return TwoItemsPerMoveHeuristic.INSTANCE;
    }

    /**
     * {@inheritDoc} Here 5, 10, … as far as every distance has at least five facilities: up to 70 with 7 pairs,
     * none with 1 pair.
     */
    @Override
    public List<Integer> effortDistances() {
        List<Integer> distances = new ArrayList<>();
        for (int distance = EFFORT_STEP; distance <= LARGEST_EFFORT_DISTANCE[maxPairs]; distance += EFFORT_STEP) {
            distances.add(distance);
        }
        return List.copyOf(distances);
    }

    /** Two puzzles are equal when their state databases are: when they have the same {@code maxPairs}. */
    /** {@inheritDoc} Here the floors, top floor first: as rows of text and as {@link FacilitySvg} draws them. */
    @Override
    public StateDrawing drawing() {
        return DRAWING;
    }

    /** A facility's floors as rows of text for the console, its picture for the page. */
    private static final StateDrawing DRAWING = new StateDrawing() {

        /**
         * {@inheritDoc} Here one row per floor, floor 4 first, drawn as the puzzle draws it: the floor, {@code E} where
         * the elevator is, then for each pair (lettered A, B, … in pair order) its generator {@code AG} and microchip
         * {@code AM} where they are, {@code .} elsewhere.
         */
        @Override
        public List<String> rows(String text) {
            Facility facility;
            try {
                facility = Facility.parse(text);
            } catch (IllegalArgumentException e) {
                return List.of(text);
            }
            List<String> rows = new ArrayList<>(Facility.FLOORS);
            for (int floor = Facility.FLOORS; floor >= 1; floor--) {
                StringBuilder row = new StringBuilder("F").append(floor).append(' ')
                        .append(facility.elevator() == floor ? "E " : ". ");
                for (int pair = 0; pair < facility.pairs(); pair++) {
                    char letter = FacilitySvg.letter(pair);
                    row.append(' ').append(facility.generatorFloor(pair) == floor ? letter + "G" : ". ")
                            .append(' ').append(facility.microchipFloor(pair) == floor ? letter + "M" : ". ");
                }
                rows.add(row.toString());
            }
            return List.copyOf(rows);
        }

        @Override
        public String svg(String text, String previousText) {
            return FacilitySvg.draw(text, previousText);
        }

        @Override
        public String css() {
            return FacilitySvg.CSS;
        }
    };

    @Override
    public boolean equals(Object other) {
        return other instanceof ElevatorPuzzle puzzle && puzzle.maxPairs == maxPairs;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(maxPairs);
    }

}
