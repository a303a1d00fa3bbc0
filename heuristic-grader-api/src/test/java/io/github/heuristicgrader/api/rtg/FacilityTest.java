package io.github.heuristicgrader.api.rtg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FacilityTest {

    /** The example of the puzzle text, Advent of Code 2016, day 11. */
    static final String WORKED_EXAMPLE = """
            The first floor contains a hydrogen-compatible microchip and a lithium-compatible microchip.
            The second floor contains a hydrogen generator.
            The third floor contains a lithium generator.
            The fourth floor contains nothing relevant.
            """;

    @Test
    void readsThePuzzleTextOfTheWorkedExample() {
        Facility facility = Facility.parse(WORKED_EXAMPLE);
        assertEquals(1, facility.elevator());
        assertEquals(2, facility.pairs());
        assertEquals(2, facility.generatorFloor(0));
        assertEquals(1, facility.microchipFloor(0));
        assertEquals(3, facility.generatorFloor(1));
        assertEquals(1, facility.microchipFloor(1));
        assertEquals("1:21,31", facility.toString());
    }

    @Test
    void readsCompactTextWithPairsInAnyOrderAndWhiteSpace() {
        Facility facility = Facility.parse("1:21,31");
        assertEquals(facility, Facility.parse(" 1 : 31 , 21 \n"));
        assertEquals(facility, Facility.parse(WORKED_EXAMPLE));
        assertEquals(facility.hashCode(), Facility.parse("1:31,21").hashCode());
        assertEquals(facility, Facility.parse(facility.toString()));
        assertNotEquals(facility, Facility.parse("2:21,31"));
    }

    @Test
    void readsItemListsWithCommasAndFloorsInAnyOrder() {
        Facility facility = Facility.parse("""
                The second floor contains a Thulium generator, a plutonium generator, and a strontium generator.
                The first floor contains a thulium-compatible microchip.

                The third floor contains a plutonium-compatible microchip and a strontium-compatible microchip.
                The fourth floor contains an iron generator and an iron-compatible microchip.
                """);
        assertEquals("1:21,23,23,44", facility.toString());
    }

    /** The worked example as the puzzle prints it, each hand-edited form below must read as this. */
    private static final Facility EXAMPLE = Facility.parse(WORKED_EXAMPLE);

    @Test
    void readsItemsWithoutAnArticle() {
        assertEquals(EXAMPLE, Facility.parse("""
                The first floor contains hydrogen-compatible microchip and lithium-compatible microchip.
                The second floor contains hydrogen generator.
                The third floor contains a lithium generator.
                The fourth floor contains nothing relevant.
                """));
    }

    @Test
    void readsTheSecondPartsElementsAsPeopleAddThemByHand() {
        // Part two asks to add "An elerium generator. An elerium-compatible microchip. A dilithium generator. ...":
        // people paste them in with "a" before a vowel, without articles, or with the puzzle's own capitals.
        Facility added = Facility.parse("""
                The first floor contains a strontium generator, a strontium-compatible microchip, a plutonium \
                generator, and a plutonium-compatible microchip, a elerium generator, elerium-compatible microchip, \
                dilithium generator and An dilithium-compatible microchip.
                The second floor contains a thulium generator, a ruthenium generator, a ruthenium-compatible \
                microchip, a curium generator, and a curium-compatible microchip.
                The third floor contains a thulium-compatible microchip.
                The fourth floor contains nothing relevant.
                """);
        assertEquals("1:11,11,11,11,22,22,23", added.toString());
    }

    @Test
    void readsOddSpacingTrailingSpacesAndAnyCase() {
        assertEquals(EXAMPLE, Facility.parse("  the FIRST  floor\tcontains a  Hydrogen-Compatible MICROCHIP ,and"
                + " a lithium-compatible   microchip .  \r\n"
                + "The second floor contains a hydrogen  generator.   \n"
                + "   \n"
                + "THE THIRD FLOOR CONTAINS A LITHIUM GENERATOR\n"
                + "The fourth floor contains nothing.\t\n"));
    }

    @Test
    void readsCompatibleWrittenWithASpace() {
        assertEquals(EXAMPLE, Facility.parse("""
                The first floor contains a hydrogen compatible microchip and a lithium compatible microchip.
                The second floor contains a hydrogen generator.
                The third floor contains a lithium generator.
                """));
    }

    @Test
    void refusesItemsRunTogetherWithoutACommaOrAnd() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse(
                "The first floor contains a hydrogen generator a hydrogen-compatible microchip."));
        assertEquals(1, error.line());
        assertEquals("a hydrogen generator a hydrogen-compatible microchip", error.word());
        assertTrue(error.getMessage().contains("is not one item")
                && error.getMessage().contains("separate items with commas or \"and\""), error.getMessage());
    }

    @Test
    void refusesAnItemThatNamesNoElement() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse(
                "The first floor contains a generator and a hydrogen-compatible microchip."));
        assertEquals("a generator", error.word());
        assertTrue(error.getMessage().contains("names no element"), error.getMessage());
    }

    @Test
    void refusesAMicrochipWithoutCompatible() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse(
                "The first floor contains a hydrogen generator and a hydrogen microchip."));
        assertEquals("microchip", error.word());
        assertTrue(error.getMessage().contains("neither"), error.getMessage());
    }

    @Test
    void refusesProseThatIsNoFacilitySayingWhatTheTwoFormsAre() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class,
                () -> Facility.parse("Puzzles for this assignment, to be sorted into files"));
        assertTrue(error.getMessage().startsWith("the text is neither the puzzle's, a line per floor"),
                error.getMessage());
    }

    @Test
    void theGoalHasEveryItemAndTheElevatorOnTheTopFloor() {
        assertTrue(Facility.parse("4:44,44").isGoal());
        assertFalse(Facility.parse("3:44,44").isGoal());
        assertFalse(Facility.parse("4:44,43").isGoal());
    }

    @Test
    void theWorkedExampleCanOnlyTakeTheHydrogenMicrochipUp() {
        assertEquals(List.of(Facility.parse("2:22,31")), Facility.parse("1:21,31").successors());
    }

    @Test
    void successorsOfTwinPairsAreEachFacilityOnceInTextOrder() {
        // Down: a microchip, both generators, both microchips, one whole pair; a lone generator would leave its
        // microchip with the twin's generator, a generator with the twin's microchip fries it below. Up alike.
        List<String> next = Facility.parse("2:22,22,44").successors().stream().map(Facility::toString).toList();
        assertEquals(List.of("1:11,22,44", "1:12,12,44", "1:21,21,44", "1:21,22,44",
                "3:22,23,44", "3:22,33,44", "3:23,23,44", "3:32,32,44"), next);
    }

    @Test
    void theWorkedExampleTakesElevenMoves() {
        Facility start = Facility.parse(WORKED_EXAMPLE);
        Map<Facility, Integer> moves = new HashMap<>(Map.of(start, 0));
        ArrayDeque<Facility> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty() && !queue.peek().isGoal()) {
            Facility facility = queue.poll();
            for (Facility next : facility.successors()) {
                if (moves.putIfAbsent(next, moves.get(facility) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        assertEquals(Facility.parse("4:44,44"), queue.peek());
        assertEquals(11, moves.get(queue.peek()));
    }

    @Test
    void refusesAFriedMicrochipNamingItsLine() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse("""
                The first floor contains a hydrogen-compatible microchip and a lithium generator.
                The second floor contains a hydrogen generator and a lithium-compatible microchip.
                """));
        assertEquals(1, error.line());
        assertEquals("hydrogen-compatible", error.word());
        assertTrue(error.getMessage().contains("fried"), error.getMessage());
        FacilityFormatException compact = assertThrows(FacilityFormatException.class, () -> Facility.parse("1:21,12"));
        assertEquals("21", compact.word());
    }

    @Test
    void refusesAnUnknownFloorNamingTheWord() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse(
                "The first floor contains a hydrogen generator and a hydrogen-compatible microchip.\n"
                        + "The fifth floor contains nothing relevant."));
        assertEquals(2, error.line());
        assertEquals("fifth", error.word());
    }

    @Test
    void refusesAnItemThatIsNeitherGeneratorNorMicrochip() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse(
                "The first floor contains a hydrogen generator and a hydrogen-compatible toaster."));
        assertEquals(1, error.line());
        assertEquals("toaster", error.word());
    }

    @Test
    void refusesAGeneratorWithoutItsMicrochip() {
        FacilityFormatException error = assertThrows(FacilityFormatException.class, () -> Facility.parse("""
                The first floor contains a hydrogen-compatible microchip.
                The second floor contains a hydrogen generator.
                The third floor contains a lithium generator.
                """));
        assertEquals(3, error.line());
        assertEquals("lithium", error.word());
        assertTrue(error.getMessage().contains("no lithium-compatible microchip"), error.getMessage());
    }

    @Test
    void refusesAnItemOrAFloorNamedTwice() {
        FacilityFormatException item = assertThrows(FacilityFormatException.class, () -> Facility.parse("""
                The first floor contains a hydrogen generator and a hydrogen-compatible microchip.
                The second floor contains a hydrogen generator.
                """));
        assertEquals(2, item.line());
        assertEquals("hydrogen", item.word());
        FacilityFormatException floor = assertThrows(FacilityFormatException.class, () -> Facility.parse("""
                The first floor contains a hydrogen generator and a hydrogen-compatible microchip.
                The first floor contains nothing relevant.
                """));
        assertEquals(2, floor.line());
        assertTrue(floor.getMessage().contains("already described on line 1"), floor.getMessage());
    }

    @Test
    void refusesAFacilityWithoutPairs() {
        FacilityFormatException english = assertThrows(FacilityFormatException.class,
                () -> Facility.parse("The first floor contains nothing relevant."));
        assertEquals(-1, english.line());
        assertNull(english.word());
        assertThrows(FacilityFormatException.class, () -> Facility.parse("1:"));
    }

    @Test
    void refusesCompactTextWithFloorsOutsideOneToFour() {
        assertEquals("5", assertThrows(FacilityFormatException.class, () -> Facility.parse("5:21,31")).word());
        assertEquals("20", assertThrows(FacilityFormatException.class, () -> Facility.parse("1:21,20")).word());
        assertEquals("213", assertThrows(FacilityFormatException.class, () -> Facility.parse("1:213")).word());
        assertEquals("2131", assertThrows(FacilityFormatException.class, () -> Facility.parse("2131")).word());
    }

    @Test
    void refusesAPairIndexOutsideTheFacility() {
        Facility facility = Facility.parse("1:21,31");
        assertThrows(IndexOutOfBoundsException.class, () -> facility.generatorFloor(2));
        assertThrows(IndexOutOfBoundsException.class, () -> facility.microchipFloor(-1));
    }
}
