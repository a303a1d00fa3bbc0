package edu.example.eight.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.eight.Tiles;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The domain against a plain breadth-first search over strings, which shares nothing with it, and against the
 * grader's own state space: how an instructor tests a domain before publishing it. The figures pinned here are the
 * ones the grader's IT pins in grade.json.
 */
class EightPuzzleTest {

    /** The arrangements on which misplaced tiles counting the blank exceeds the distance, by the search below. */
    private static final int EXPECTED_OVERESTIMATES = 78;

    /** Each arrangement reachable from the goal, as nine glyphs row by row, with its distance in moves. */
    private static Map<String, Integer> distances;

    @BeforeAll
    static void searchFromTheGoal() {
        distances = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        distances.put("12345678_", 0);
        queue.add("12345678_");
        while (!queue.isEmpty()) {
            String state = queue.remove();
            int blank = state.indexOf('_');
            for (int[] step : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                int row = blank / 3 + step[0];
                int column = blank % 3 + step[1];
                if (row < 0 || row > 2 || column < 0 || column > 2) {
                    continue;
                }
                char[] next = state.toCharArray();
                next[blank] = next[row * 3 + column];
                next[row * 3 + column] = '_';
                String reached = new String(next);
                if (distances.putIfAbsent(reached, distances.get(state) + 1) == null) {
                    queue.add(reached);
                }
            }
        }
    }

    private static String glyphs(String text) {
        return text.replace("/", "");
    }

    @Test
    void holdsEveryArrangementReachableFromTheGoalFarthestAt31Moves() {
        assertEquals(181_440, distances.size());
        assertEquals(31, distances.values().stream().mapToInt(Integer::intValue).max().orElseThrow());
        assertEquals(List.of("64785_321", "8672543_1"),
                distances.entrySet().stream().filter(entry -> entry.getValue() == 31).map(Map.Entry::getKey)
                        .sorted().toList());

        long[] states = EightPuzzle.INSTANCE.states();
        assertEquals(distances.size(), states.length);
        TreeSet<String> texts = new TreeSet<>();
        for (long state : states) {
            texts.add(glyphs(EightPuzzle.INSTANCE.format(state)));
        }
        assertEquals(new TreeSet<>(distances.keySet()), texts);
    }

    @Test
    void givesTheGraderTheSameDistances() {
        StateSpace space = StateSpace.of(EightPuzzle.INSTANCE);

        assertEquals(181_440, space.size());
        assertEquals(181_440, space.solvableCount());
        assertEquals(1, space.goalCount());
        assertEquals(31, space.maxDistance());
        for (int state = 0; state < space.size(); state++) {
            assertEquals(distances.get(glyphs(space.text(state))), space.distance(state), space.text(state));
        }
        for (Map.Entry<String, String> classic : EightPuzzle.INSTANCE.classicStates().entrySet()) {
            assertTrue(distances.containsKey(glyphs(classic.getValue())), classic.getKey());
        }
        assertEquals(31, distances.get(glyphs(EightPuzzle.INSTANCE.classicStates().get("farthest"))));
    }

    @Test
    void ordersKeysAsTheirTexts() {
        long[] states = EightPuzzle.INSTANCE.states();
        for (int i = 1; i < states.length; i++) {
            assertTrue(EightPuzzle.INSTANCE.format(states[i - 1]).compareTo(EightPuzzle.INSTANCE.format(states[i]))
                    < 0);
        }
    }

    @Test
    void readsWhatItWritesAndNamesWhatIsWrong() {
        for (long state : EightPuzzle.INSTANCE.states()) {
            String text = EightPuzzle.INSTANCE.format(state);
            assertEquals(state, EightPuzzle.INSTANCE.parse(text));
            assertEquals(text, EightPuzzle.INSTANCE.studentState(state).toString());
        }
        assertEquals(Tiles.parse("123/456/78_"), Tiles.parse("1 2 3 4 5 6 7 8 0"));
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> Tiles.parse("113/456/78_"));
        assertTrue(twice.getMessage().contains("tile 1 twice"), twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Tiles.parse("123/456/78"));
        assertThrows(IllegalArgumentException.class, () -> Tiles.parse("123/456/78x"));
    }

    /**
     * The figures the assignment's third heuristic, misplaced tiles counting the blank, must show: it overestimates
     * one move from the goal (2 for 1), on this many arrangements in all.
     */
    @Test
    void misplacedTilesCountingTheBlankOverestimates() {
        int overestimates = 0;
        for (Map.Entry<String, Integer> entry : distances.entrySet()) {
            overestimates += misplacedCountingTheBlank(entry.getKey()) > entry.getValue() ? 1 : 0;
        }
        assertEquals(2, misplacedCountingTheBlank("1234567_8"));
        assertEquals(1, distances.get("1234567_8"));
        assertEquals(EXPECTED_OVERESTIMATES, overestimates);
    }

    private static int misplacedCountingTheBlank(String state) {
        int misplaced = 0;
        for (int cell = 0; cell < 9; cell++) {
            misplaced += state.charAt(cell) == "12345678_".charAt(cell) ? 0 : 1;
        }
        return misplaced;
    }

    @Test
    void drawsEightTilesAndMarksTheOneThatSlid() {
        String svg = EightPuzzle.INSTANCE.drawing().svg("123/456/7_8", "123/456/78_");

        assertTrue(svg.startsWith("<svg class=\"eight\" viewBox=\"0 0 120 120\""), svg);
        assertEquals(8, svg.split("<rect ", -1).length - 1, svg);
        assertEquals(1, svg.split("eight-moved", -1).length - 1, "only the 8 slid: " + svg);
    }

    @Test
    void drawsTextThatIsNoArrangementAsEscapedCode() {
        assertEquals("<code>&lt;script&gt;</code>", EightPuzzle.INSTANCE.drawing().svg("<script>", null));
    }
}
