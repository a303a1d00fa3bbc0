package io.github.heuristicgrader.rubric;

import io.github.heuristicgrader.grading.SlotGrading;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rubric file's {@code slots}: how they are read, and the errors that name the slot and what to write. */
class SlotTest {

    @TempDir
    Path directory;

    private Rubric load(String yaml) throws IOException, RubricException {
        return Rubric.load(Files.writeString(directory.resolve("rubric.yaml"), yaml), Map.of(), null);
    }

    private String error(String yaml) throws IOException {
        return assertThrows(RubricException.class, () -> load(yaml)).getMessage();
    }

    @Test
    void readsSlotsSortedByNameWithTheirClassPointsExpectationAndRequirement() throws Exception {
        Rubric rubric = load("""
                slots:
                  manhattan: {class: edu.example.huarongdao.ManhattanHeuristic, points: 25, expect: baseline}
                  advanced: {class: AdvancedHeuristic, points: 75}
                  bonus: {class: edu.example.huarongdao.BonusHeuristic, points: 10, required: false}
                """);
        assertEquals(List.of(new Slot("advanced", "AdvancedHeuristic", 75, false, true),
                new Slot("bonus", "edu.example.huarongdao.BonusHeuristic", 10, false, false),
                new Slot("manhattan", "edu.example.huarongdao.ManhattanHeuristic", 25, true, true)), rubric.slots());
        assertTrue(rubric.slotted());
        assertEquals(110, rubric.slotsMaxScore());
        assertEquals(100, rubric.maxScore(), "the items keep their points; each slot scales them");
    }

    @Test
    void readsSlotsFromJsonToo() throws Exception {
        Rubric rubric = Rubric.load(Files.writeString(directory.resolve("rubric.json"),
                "{\"slots\": {\"manhattan\": {\"class\": \"x.M\", \"points\": 5, \"expect\": \"baseline\"}}}"),
                Map.of(), null);
        assertEquals(List.of(new Slot("manhattan", "x.M", 5, true, true)), rubric.slots());
    }

    @Test
    void withoutSlotsTheRubricIsInPlaygroundMode() throws Exception {
        Rubric rubric = load("points: {admissible: 50}\n");
        assertFalse(rubric.slotted());
        assertEquals(List.of(), Rubric.standard().slots());
    }

    @Test
    void aSimpleClassNameFillsTheSlotInAnyPackageAQualifiedOneOnlyItself() {
        Slot simple = new Slot("advanced", "AdvancedHeuristic", 75, false, true);
        assertTrue(simple.filledBy("AdvancedHeuristic"));
        assertTrue(simple.filledBy("edu.example.AdvancedHeuristic"));
        assertFalse(simple.filledBy("edu.example.MyAdvancedHeuristic"));
        Slot qualified = new Slot("advanced", "edu.example.AdvancedHeuristic", 75, false, true);
        assertTrue(qualified.filledBy("edu.example.AdvancedHeuristic"));
        assertFalse(qualified.filledBy("other.AdvancedHeuristic"));
    }

    @Test
    void aSlotWithoutClassOrPointsIsRefusedNamingIt() throws IOException {
        assertTrue(error("slots: {advanced: {points: 75}}\n").contains("slots.advanced needs class"));
        assertTrue(error("slots: {advanced: {class: x.A}}\n").contains("slots.advanced needs class"));
        assertTrue(error("slots: {advanced: null}\n").contains("slots.advanced needs class"));
    }

    @Test
    void badValuesAreRefusedSayingWhatToWrite() throws IOException {
        assertTrue(error("slots: {advanced: {class: 'x.My Heuristic', points: 75}}\n")
                .contains("slots.advanced.class 'x.My Heuristic' is no class name"));
        assertTrue(error("slots: {advanced: {class: x.A, points: -1}}\n")
                .contains("slots.advanced.points must be 0 to 10000, not -1"));
        assertTrue(error("slots: {advanced: {class: x.A, points: 10001}}\n").contains("not 10001"));
        assertTrue(error("slots: {advanced: {class: x.A, points: 5, expect: exact}}\n")
                .contains("slots.advanced.expect 'exact' is unknown; the only expectation is baseline"));
        assertTrue(error("slots: {'9lives': {class: x.A, points: 5}}\n").contains("slot name '9lives' is not a name"));
        assertTrue(error("slots: {}\n").contains("slots is empty"));
        assertTrue(error("slots: {advanced: {class: x.A, points: 5, colour: red}}\n").contains("unknown key 'colour'"));
        assertTrue(error("slots: {advanced: {class: x.A, points: '5'}}\n").contains("not a valid YAML rubric"));
    }

    @Test
    void theExampleAssignmentsRubricGivesAHundredPointsInTheSlotsItsReadmeDescribes() throws Exception {
        // The tests run in heuristic-grader-core/; the example assignment is beside it.
        Rubric rubric = Rubric.load(Path.of("..", "example-assignment", "rubric.yaml"), Map.of(), null);
        assertEquals(List.of(new Slot("advanced", "edu.example.huarongdao.BlockedExitHeuristic", 80, false, true),
                new Slot("manhattan", "edu.example.huarongdao.ManhattanHeuristic", 20, true, true)), rubric.slots());
        assertEquals(100, rubric.slotsMaxScore());
        // The README's scaled points: wellFormed 8, goalZero 8, admissible 32, consistent 12, dominance 12, effort 8.
        assertEquals(List.of(8, 8, 32, 12, 12, 8), java.util.Arrays.stream(SlotGrading.apportion(80,
                rubric.items().values().stream().mapToInt(Integer::intValue).toArray())).boxed().toList());
    }

    @Test
    void twoSlotsNamingOneClassAreRefused() throws IOException {
        String message = error("slots: {a: {class: x.A, points: 5}, b: {class: x.A, points: 5}}\n");
        assertTrue(message.contains("slots a and b both name class x.A"), message);
    }

    @Test
    void slotsNeedItemsWorthSomethingToShareTheirPointsOut() throws IOException {
        String message = error("""
                points: {wellFormed: 0, goalZero: 0, admissible: 0, consistent: 0, dominance: 0, effort: 0}
                slots: {advanced: {class: x.A, points: 5}}
                """);
        assertTrue(message.contains("every rubric item is worth 0 points"), message);
    }
}
