package io.github.heuristicgrader.puzzles.rtg;

import io.github.heuristicgrader.api.rtg.Facility;

/**
 * A facility packed in a {@code long}: three bits for the elevator's floor at the top, then, left-aligned, three
 * bits for each pair's generator floor and three for its microchip floor, pairs in ascending order, unused pairs 0.
 *
 * <p>Since floors are 1 to 4 and an absent pair is 0, keys compare like compact text: elevator first, then pair by
 * pair, a facility whose pairs begin another's first. Every key is non-zero.
 */
final class FacilityKey {

    /** The most pairs a key holds. */
    static final int MAX_PAIRS = 10;

    private static final int BITS = 3;
    private static final int MASK = (1 << BITS) - 1;
    private static final int ELEVATOR_SHIFT = 2 * BITS * MAX_PAIRS;

    private FacilityKey() {
    }

    /** The key of the elevator's floor and the {@code count} pair codes (generator · 8 + microchip), sorted. */
    static long of(int elevator, int[] pairCodes, int count) {
        long key = (long) elevator << ELEVATOR_SHIFT;
        for (int pair = 0; pair < count; pair++) {
            key |= (long) pairCodes[pair] << pairShift(pair);
        }
        return key;
    }

    /** The key of a facility of the student API. */
    static long of(Facility facility) {
        int[] codes = new int[facility.pairs()];
        for (int pair = 0; pair < codes.length; pair++) {
            codes[pair] = pairCode(facility.generatorFloor(pair), facility.microchipFloor(pair));
        }
        return of(facility.elevator(), codes, codes.length);
    }

    /** The code of a pair: its generator floor and microchip floor, three bits each, the generator first. */
    static int pairCode(int generatorFloor, int microchipFloor) {
        return generatorFloor << BITS | microchipFloor;
    }

    static int generatorOf(int pairCode) {
        return pairCode >>> BITS;
    }

    static int microchipOf(int pairCode) {
        return pairCode & MASK;
    }

    private static int pairShift(int pair) {
        return ELEVATOR_SHIFT - 2 * BITS * (pair + 1);
    }

    static int elevator(long key) {
        return (int) (key >>> ELEVATOR_SHIFT) & MASK;
    }

    /** Writes the pair codes of {@code key} into {@code into}, in order; returns how many pairs it holds. */
    static int pairCodes(long key, int[] into) {
        int count = 0;
        while (count < MAX_PAIRS) {
            int code = (int) (key >>> pairShift(count)) & (1 << 2 * BITS) - 1;
            if (code == 0) {
                break;
            }
            into[count++] = code;
        }
        return count;
    }

    /**
     * Whether no microchip of the {@code count} pairs is fried: no floor holds both a generator and a microchip
     * whose generator is elsewhere.
     */
    static boolean isLegal(int[] pairCodes, int count) {
        int generatorFloors = 0;
        int loneMicrochipFloors = 0;
        for (int pair = 0; pair < count; pair++) {
            int generator = generatorOf(pairCodes[pair]);
            int microchip = microchipOf(pairCodes[pair]);
            generatorFloors |= 1 << generator;
            if (microchip != generator) {
                loneMicrochipFloors |= 1 << microchip;
            }
        }
        return (generatorFloors & loneMicrochipFloors) == 0;
    }

    /** The compact text of the student API: {@code E:GC,GC,…}. */
    static String text(long key) {
        int[] codes = new int[MAX_PAIRS];
        int count = pairCodes(key, codes);
        StringBuilder text = new StringBuilder(2 + 3 * count);
        text.append(elevator(key)).append(':');
        for (int pair = 0; pair < count; pair++) {
            text.append(pair == 0 ? "" : ",").append(generatorOf(codes[pair])).append(microchipOf(codes[pair]));
        }
        return text.toString();
    }
}
