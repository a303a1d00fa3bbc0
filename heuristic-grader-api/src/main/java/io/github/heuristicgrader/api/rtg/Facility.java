package io.github.heuristicgrader.api.rtg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * An immutable facility of the elevator puzzle (Advent of Code 2016, day 11): four floors, an elevator, and element
 * pairs of a generator and a microchip, each item on some floor.
 *
 * <p>Floors are numbered 1 (the bottom) to {@link #FLOORS} (the top). A move takes the elevator one floor up or
 * down carrying one or two items from its floor, never none; it costs 1. A microchip is fried when its floor holds a
 * generator but not its own: no legal facility holds a fried microchip, and a move may not lead to one. The goal is
 * every item on the top floor, with the elevator there.
 *
 * <p>Pairs are interchangeable: a facility is its elevator's floor and the multiset of its pairs' (generator floor,
 * microchip floor), so the element names of the puzzle text are not kept. Pairs are numbered 0 to
 * {@link #pairs()} − 1 in ascending order of (generator floor, microchip floor), and two facilities are equal
 * exactly when their elevators and their sorted pairs are.
 *
 * <p>Compact text is the elevator's floor, a colon, then each pair's generator and microchip floors as two digits,
 * pairs in ascending order, separated by commas. The worked example of the puzzle, both microchips on floor 1, the
 * hydrogen generator on 2 and the lithium generator on 3, is {@code "1:21,31"}; its goal is {@code "4:44,44"}.
 * Compact texts sort as strings like their facilities: by elevator, then pair by pair, a facility whose pairs begin
 * another's first.
 */
public final class Facility {

    /** Floors of the facility; the top floor, {@code FLOORS}, is the goal. */
    public static final int FLOORS = 4;

    private static final String[] ORDINALS = {"first", "second", "third", "fourth"};
    private static final Pattern ITEM_SEPARATOR = Pattern.compile("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+");
    private static final Pattern ELEMENT_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final String COMPATIBLE = "-compatible";
    private static final Pattern NOTHING = Pattern.compile("nothing(?:\\s+relevant)?", Pattern.CASE_INSENSITIVE);

    private final int elevator;
    private final int[] generators;
    private final int[] microchips;
    private final String text;

    /** A facility of sorted pairs; {@code generators} and {@code microchips} are owned by it. */
    private Facility(int elevator, int[] generators, int[] microchips) {
        this.elevator = elevator;
        this.generators = generators;
        this.microchips = microchips;
        StringBuilder compact = new StringBuilder(2 + 3 * generators.length);
        compact.append(elevator).append(':');
        for (int pair = 0; pair < generators.length; pair++) {
            compact.append(pair == 0 ? "" : ",").append(generators[pair]).append(microchips[pair]);
        }
        this.text = compact.toString();
    }

    /** The facility with the pairs of {@code generators} and {@code microchips} (index by index) put in order. */
    private static Facility sorted(int elevator, int[] generators, int[] microchips) {
        int[] pairs = new int[generators.length];
        for (int pair = 0; pair < pairs.length; pair++) {
            pairs[pair] = generators[pair] * (FLOORS + 1) + microchips[pair];
        }
        Arrays.sort(pairs);
        int[] sortedGenerators = new int[pairs.length];
        int[] sortedMicrochips = new int[pairs.length];
        for (int pair = 0; pair < pairs.length; pair++) {
            sortedGenerators[pair] = pairs[pair] / (FLOORS + 1);
            sortedMicrochips[pair] = pairs[pair] % (FLOORS + 1);
        }
        return new Facility(elevator, sortedGenerators, sortedMicrochips);
    }

    /**
     * Reads a facility from the puzzle's own English text or from compact text.
     *
     * <p>English text has a line per floor, such as {@code "The first floor contains a hydrogen-compatible
     * microchip and a lithium-compatible microchip."} or {@code "The fourth floor contains nothing relevant."};
     * items are {@code "a NAME generator"} and {@code "a NAME-compatible microchip"}, separated by commas and
     * {@code "and"}. Text as people edit it by hand is read too: words in any case, any white space between them,
     * the article left out or written {@code "a"} or {@code "an"} before any name, the hyphen of
     * {@code "-compatible"} typed as a space, {@code "nothing"} without {@code "relevant"}. Each floor has at most
     * one line, a floor without a line holds nothing, and every element named must have both its generator and
     * its microchip. The elevator starts on floor 1. Compact text is described with the class; white space in it is
     * ignored.
     *
     * @throws FacilityFormatException naming the line and word at fault when the text is neither form, names an
     *     element's item twice or only one of its items, holds no pair, or holds a fried microchip
     */
    public static Facility parse(String text) {
        if (text.toLowerCase(Locale.ROOT).contains("floor")) {
            return parseEnglish(text);
        }
        String compact = text.replaceAll("\\s+", "");
        if (compact.chars().anyMatch(Character::isLetter)) {
            throw new FacilityFormatException("the text is neither the puzzle's, a line per floor such as \"The first"
                    + " floor contains a hydrogen generator.\", nor compact text such as 1:21,31", -1, null);
        }
        return parseCompact(compact);
    }

    private static Facility parseCompact(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new FacilityFormatException("compact facility text is the elevator's floor, a colon and each pair's"
                    + " generator and microchip floors, such as 1:21,31; found \"" + text + "\"", -1, text);
        }
        String elevatorText = text.substring(0, colon);
        if (elevatorText.length() != 1 || floorOf(elevatorText.charAt(0)) < 0) {
            throw new FacilityFormatException("the elevator's floor \"" + elevatorText + "\" is not a floor 1 to "
                    + FLOORS, -1, elevatorText);
        }
        String[] pairTexts = text.substring(colon + 1).split(",", -1);
        if (pairTexts.length == 1 && pairTexts[0].isEmpty()) {
            throw new FacilityFormatException("the facility holds no pair; give each pair's generator and microchip"
                    + " floors after the colon, such as 1:21,31", -1, text);
        }
        int[] generators = new int[pairTexts.length];
        int[] microchips = new int[pairTexts.length];
        for (int pair = 0; pair < pairTexts.length; pair++) {
            String pairText = pairTexts[pair];
            if (pairText.length() != 2 || floorOf(pairText.charAt(0)) < 0 || floorOf(pairText.charAt(1)) < 0) {
                throw new FacilityFormatException("pair \"" + pairText + "\" is not two floors 1 to " + FLOORS
                        + " (the generator's, then the microchip's)", -1, pairText);
            }
            generators[pair] = floorOf(pairText.charAt(0));
            microchips[pair] = floorOf(pairText.charAt(1));
        }
        for (int pair = 0; pair < pairTexts.length; pair++) {
            if (isFried(generators, microchips, pair)) {
                throw new FacilityFormatException("the microchip of pair " + pairTexts[pair] + " is fried: floor "
                        + microchips[pair] + " holds another pair's generator but not its own", -1, pairTexts[pair]);
            }
        }
        return sorted(floorOf(elevatorText.charAt(0)), generators, microchips);
    }

    private static int floorOf(char digit) {
        return digit >= '1' && digit <= '0' + FLOORS ? digit - '0' : -1;
    }

    /** Where an element's item was named: its floor, and the line and word naming it. */
    private record Named(int floor, int line, String word) {
    }

    private static Facility parseEnglish(String text) {
        Map<String, Named> generatorsByName = new LinkedHashMap<>();
        Map<String, Named> microchipsByName = new LinkedHashMap<>();
        int[] floorLines = new int[FLOORS + 1];
        String[] lines = text.split("\\R");
        for (int index = 0; index < lines.length; index++) {
            int line = index + 1;
            String sentence = lines[index].strip();
            if (sentence.isEmpty()) {
                continue;
            }
            if (sentence.endsWith(".")) {
                sentence = sentence.substring(0, sentence.length() - 1).strip();
            }
            String[] words = sentence.split("\\s+", 5);
            expectWord(words, 0, "The", line);
            int floor = ordinal(words, line);
            expectWord(words, 2, "floor", line);
            expectWord(words, 3, "contains", line);
            if (floorLines[floor] != 0) {
                throw new FacilityFormatException("line " + line + ": the " + ORDINALS[floor - 1]
                        + " floor was already described on line " + floorLines[floor], line, words[1]);
            }
            floorLines[floor] = line;
            String contents = words.length > 4 ? words[4] : "";
            if (NOTHING.matcher(contents).matches()) {
                continue;
            }
            for (String item : ITEM_SEPARATOR.split(contents)) {
                readItem(item, floor, line, generatorsByName, microchipsByName);
            }
        }
        return paired(generatorsByName, microchipsByName);
    }

    private static void expectWord(String[] words, int position, String expected, int line) {
        String found = position < words.length ? words[position] : "";
        if (!found.equalsIgnoreCase(expected)) {
            throw new FacilityFormatException("line " + line + ": expected \"" + expected + "\" but found \"" + found
                    + "\"; a floor's line reads \"The first floor contains a hydrogen generator.\"", line, found);
        }
    }

    private static int ordinal(String[] words, int line) {
        String found = words.length > 1 ? words[1] : "";
        for (int floor = 1; floor <= FLOORS; floor++) {
            if (ORDINALS[floor - 1].equalsIgnoreCase(found)) {
                return floor;
            }
        }
        throw new FacilityFormatException("line " + line + ": \"" + found + "\" is not a floor; use first, second,"
                + " third or fourth", line, found);
    }

    private static void readItem(String item, int floor, int line, Map<String, Named> generatorsByName,
            Map<String, Named> microchipsByName) {
        List<String> words = new ArrayList<>(Arrays.asList(item.strip().split("\\s+")));
        // Hand-edited inputs drop the article or write "a" before a vowel: the article says nothing, so any is read.
        if (words.size() > 1 && (words.get(0).equalsIgnoreCase("a") || words.get(0).equalsIgnoreCase("an"))) {
            words.remove(0);
        }
        // "NAME compatible microchip", the hyphen typed as a space, is one name too.
        if (words.size() == 3 && words.get(1).equalsIgnoreCase(COMPATIBLE.substring(1))) {
            words = new ArrayList<>(List.of(words.get(0) + COMPATIBLE, words.get(2)));
        }
        if (words.size() < 2) {
            throw new FacilityFormatException("line " + line + ": \"" + item.strip() + "\" names no element; write"
                    + " \"a NAME generator\" or \"a NAME-compatible microchip\"", line, item.strip());
        }
        if (words.size() > 2) {
            throw new FacilityFormatException("line " + line + ": \"" + item.strip() + "\" is not one item; write"
                    + " each item as \"a NAME generator\" or \"a NAME-compatible microchip\" (the \"a\" may be"
                    + " left out) and separate items with commas or \"and\"", line, item.strip());
        }
        String nameWord = words.get(0);
        String kind = words.get(1);
        String name;
        Map<String, Named> items;
        if (kind.equalsIgnoreCase("generator")) {
            name = nameWord;
            items = generatorsByName;
        } else if (kind.equalsIgnoreCase("microchip") && nameWord.toLowerCase(Locale.ROOT).endsWith(COMPATIBLE)) {
            name = nameWord.substring(0, nameWord.length() - COMPATIBLE.length());
            items = microchipsByName;
        } else {
            throw new FacilityFormatException("line " + line + ": \"" + nameWord + " " + kind + "\" is neither"
                    + " \"NAME generator\" nor \"NAME-compatible microchip\"", line, kind);
        }
        if (!ELEMENT_NAME.matcher(name).matches()) {
            throw new FacilityFormatException("line " + line + ": \"" + name + "\" is not an element's name",
                    line, nameWord);
        }
        String key = name.toLowerCase(Locale.ROOT);
        Named earlier = items.get(key);
        if (earlier != null) {
            throw new FacilityFormatException("line " + line + ": the " + nameWord + " " + kind
                    + " was already named on line " + earlier.line(), line, nameWord);
        }
        items.put(key, new Named(floor, line, nameWord));
    }

    private static Facility paired(Map<String, Named> generatorsByName, Map<String, Named> microchipsByName) {
        for (Map.Entry<String, Named> generator : generatorsByName.entrySet()) {
            if (!microchipsByName.containsKey(generator.getKey())) {
                Named named = generator.getValue();
                throw new FacilityFormatException("line " + named.line() + ": the " + named.word()
                        + " generator has no " + named.word() + "-compatible microchip", named.line(), named.word());
            }
        }
        for (Map.Entry<String, Named> microchip : microchipsByName.entrySet()) {
            if (!generatorsByName.containsKey(microchip.getKey())) {
                Named named = microchip.getValue();
                throw new FacilityFormatException("line " + named.line() + ": the " + named.word()
                        + " microchip has no generator", named.line(), named.word());
            }
        }
        if (generatorsByName.isEmpty()) {
            throw new FacilityFormatException("the facility holds no generator and no microchip", -1, null);
        }
        List<String> names = new ArrayList<>(generatorsByName.keySet());
        int[] generators = new int[names.size()];
        int[] microchips = new int[names.size()];
        for (int pair = 0; pair < names.size(); pair++) {
            generators[pair] = generatorsByName.get(names.get(pair)).floor();
            microchips[pair] = microchipsByName.get(names.get(pair)).floor();
        }
        for (String name : microchipsByName.keySet()) {
            if (isFried(generators, microchips, names.indexOf(name))) {
                Named chip = microchipsByName.get(name);
                throw new FacilityFormatException("line " + chip.line() + ": the " + chip.word() + " microchip is"
                        + " fried: the " + ORDINALS[chip.floor() - 1] + " floor holds another element's generator"
                        + " but not its own", chip.line(), chip.word());
            }
        }
        return sorted(1, generators, microchips);
    }

    /** Whether the microchip of {@code pair} shares its floor with another pair's generator but not its own. */
    private static boolean isFried(int[] generators, int[] microchips, int pair) {
        int floor = microchips[pair];
        if (generators[pair] == floor) {
            return false;
        }
        for (int generator : generators) {
            if (generator == floor) {
                return true;
            }
        }
        return false;
    }

    /** The elevator's floor, 1 to {@link #FLOORS}. */
    public int elevator() {
        return elevator;
    }

    /** The number of element pairs, at least 1. */
    public int pairs() {
        return generators.length;
    }

    /**
     * The floor of the generator of {@code pair}, 1 to {@link #FLOORS}.
     *
     * @param pair 0 to {@link #pairs()} − 1, in ascending order of (generator floor, microchip floor)
     * @throws IndexOutOfBoundsException when there is no such pair
     */
    public int generatorFloor(int pair) {
        return generators[checked(pair)];
    }

    /**
     * The floor of the microchip of {@code pair}, 1 to {@link #FLOORS}.
     *
     * @param pair 0 to {@link #pairs()} − 1, in ascending order of (generator floor, microchip floor)
     * @throws IndexOutOfBoundsException when there is no such pair
     */
    public int microchipFloor(int pair) {
        return microchips[checked(pair)];
    }

    private int checked(int pair) {
        if (pair < 0 || pair >= generators.length) {
            throw new IndexOutOfBoundsException("no pair " + pair + " in a facility of " + generators.length);
        }
        return pair;
    }

    /** Whether every item is on the top floor, the elevator with them. */
    public boolean isGoal() {
        if (elevator != FLOORS) {
            return false;
        }
        for (int pair = 0; pair < generators.length; pair++) {
            if (generators[pair] != FLOORS || microchips[pair] != FLOORS) {
                return false;
            }
        }
        return true;
    }

    /**
     * The facilities one move away: one or two items carried from the elevator's floor one floor up or down, no
     * microchip fried. Each facility once, however many moves lead to it, in ascending order of compact text;
     * unmodifiable.
     */
    public List<Facility> successors() {
        int[] items = itemsOnElevatorFloor();
        Map<String, Facility> next = new TreeMap<>();
        for (int to = elevator - 1; to <= elevator + 1; to += 2) {
            if (to < 1 || to > FLOORS) {
                continue;
            }
            for (int first = 0; first < items.length; first++) {
                addIfLegal(next, to, items[first], -1);
                for (int second = first + 1; second < items.length; second++) {
                    addIfLegal(next, to, items[first], items[second]);
                }
            }
        }
        return Collections.unmodifiableList(new ArrayList<>(next.values()));
    }

    /** The items on the elevator's floor: 2·pair for a generator, 2·pair + 1 for a microchip. */
    private int[] itemsOnElevatorFloor() {
        int[] items = new int[2 * generators.length];
        int count = 0;
        for (int pair = 0; pair < generators.length; pair++) {
            if (generators[pair] == elevator) {
                items[count++] = 2 * pair;
            }
            if (microchips[pair] == elevator) {
                items[count++] = 2 * pair + 1;
            }
        }
        return Arrays.copyOf(items, count);
    }

    private void addIfLegal(Map<String, Facility> next, int to, int item, int otherItem) {
        int[] movedGenerators = generators.clone();
        int[] movedMicrochips = microchips.clone();
        for (int carried : new int[] {item, otherItem}) {
            if (carried >= 0) {
                (carried % 2 == 0 ? movedGenerators : movedMicrochips)[carried / 2] = to;
            }
        }
        for (int pair = 0; pair < movedGenerators.length; pair++) {
            if (isFried(movedGenerators, movedMicrochips, pair)) {
                return;
            }
        }
        Facility facility = sorted(to, movedGenerators, movedMicrochips);
        next.putIfAbsent(facility.text, facility);
    }

    /** The compact text, such as {@code "1:21,31"}. */
    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Facility facility && text.equals(facility.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
