package edu.example.fifteen.grading;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.fifteen.Tiles;
import io.github.heuristicgrader.engine.StateRegion;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The domain against the published count of 15-puzzle arrangements by distance (OEIS A089484, from its b-file), against
 * a plain breadth-first search over strings that shares nothing with it, and against the grader's region within a
 * radius: how an instructor tests a domain before publishing it. The figures pinned here are the ones the grader's
 * IT pins in grade.json.
 */
class FifteenPuzzleTest {

    /**
     * OEIS A089484, a(0) to a(24): the arrangements whose least number of moves from the goal (the blank in a corner)
     * is n. Their sum is 42,928,799, the arrangements within 24 moves.
     */
    static final long[] A089484 = {1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808, 15544, 30821, 60842,
            119000, 231844, 447342, 859744, 1637383, 3098270, 5802411, 10783780, 19826318};

    /** The radius of the plain search, and of the IT's grade. */
    static final int SEARCHED = 14;

    /** Each arrangement within {@link #SEARCHED} moves of the goal, as sixteen glyphs row by row, with its distance. */
    private static Map<String, Integer> distances;

    @BeforeAll
    static void searchFromTheGoal() {
        distances = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        distances.put("123456789abcdef_", 0);
        queue.add("123456789abcdef_");
        while (!queue.isEmpty()) {
            String state = queue.remove();
            int distance = distances.get(state);
            if (distance == SEARCHED) {
                continue;
            }
            int blank = state.indexOf('_');
            for (int[] step : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                int row = blank / 4 + step[0];
                int column = blank % 4 + step[1];
                if (row < 0 || row > 3 || column < 0 || column > 3) {
                    continue;
                }
                char[] next = state.toCharArray();
                next[blank] = next[row * 4 + column];
                next[row * 4 + column] = '_';
                String reached = new String(next);
                if (distances.putIfAbsent(reached, distance + 1) == null) {
                    queue.add(reached);
                }
            }
        }
    }

    private static String glyphs(String text) {
        return text.replace("/", "");
    }

    private static long[] countsByDistance(StateSpace space) {
        long[] counts = new long[space.maxDistance() + 1];
        for (int state = 0; state < space.size(); state++) {
            counts[space.distance(state)]++;
        }
        return counts;
    }

    @Test
    void thePublishedCountsSumToTheRegionWithin24MovesAndTheWholePuzzleHoldsThem() {
        assertEquals(42_928_799, Arrays.stream(A089484).sum());
        assertTrue(FifteenPuzzle.INSTANCE.stateCount().orElseThrow() == 10_461_394_944_000L);
        long factorial = 1;
        for (int n = 2; n <= 16; n++) {
            factorial *= n;
        }
        assertEquals(factorial / 2, FifteenPuzzle.ARRANGEMENTS);
        assertEquals(24, FifteenPuzzle.INSTANCE.gradingRadius().orElseThrow());
    }

    @Test
    void aPlainSearchCountsThePublishedArrangementsAtEachDistance() {
        long[] counts = new long[SEARCHED + 1];
        distances.values().forEach(distance -> counts[distance]++);
        assertArrayEquals(Arrays.copyOf(A089484, SEARCHED + 1), counts);
    }

    @Test
    void theRegionHoldsThePlainSearchsArrangementsAtTheirDistances() {
        StateSpace space = StateRegion.within(FifteenPuzzle.INSTANCE, SEARCHED, Long.MAX_VALUE).space();
        assertEquals(distances.size(), space.size());
        for (int state = 0; state < space.size(); state++) {
            assertEquals(distances.get(glyphs(space.text(state))), space.distance(state), space.text(state));
        }
        assertEquals(1, space.goalCount());
    }

    @Test
    void theRegionCountsThePublishedArrangementsAtEachDistanceTo20Moves() {
        StateSpace space = StateRegion.within(FifteenPuzzle.INSTANCE, 20, Long.MAX_VALUE).space();
        assertArrayEquals(Arrays.copyOf(A089484, 21), countsByDistance(space));
    }

    @Test
    void movesAndKeysFollowTheTexts() {
        for (String text : distances.keySet()) {
            String compact = text.substring(0, 4) + "/" + text.substring(4, 8) + "/" + text.substring(8, 12) + "/"
                    + text.substring(12);
            long key = FifteenPuzzle.INSTANCE.parse(compact);
            assertTrue(key > 0, compact);
            assertEquals(compact, FifteenPuzzle.INSTANCE.format(key));
            assertEquals(compact, FifteenPuzzle.INSTANCE.studentState(key).toString());
            long[] next = new long[4];
            int moves = FifteenPuzzle.INSTANCE.successors(key, next);
            int blank = text.indexOf('_');
            assertEquals((blank / 4 == 0 || blank / 4 == 3 ? 1 : 2) + (blank % 4 == 0 || blank % 4 == 3 ? 1 : 2),
                    moves, compact);
            for (int move = 0; move < moves; move++) {
                String reached = glyphs(FifteenPuzzle.INSTANCE.format(next[move]));
                int distance = distances.get(text);
                assertTrue(distance == SEARCHED || Math.abs(distances.get(reached) - distance) == 1, compact);
            }
        }
    }

    @Test
    void readsWhatItWritesAndNamesWhatIsWrong() {
        assertEquals(Tiles.parse("1234/5678/9abc/def_"), Tiles.parse("1 2 3 4 5 6 7 8 9 A B C D E F 0"));
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> Tiles.parse("1134/5678/9abc/def_"));
        assertTrue(twice.getMessage().contains("tile 1 twice"), twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Tiles.parse("1234/5678/9abc/def"));
        assertThrows(IllegalArgumentException.class, () -> Tiles.parse("1234/5678/9abc/deg_"));
    }

    @Test
    void theClassicArrangementsLieNearTheGoal() {
        assertEquals(1, distances.get(glyphs(FifteenPuzzle.INSTANCE.classicStates().get("one move"))));
        assertEquals(2, distances.get(glyphs(FifteenPuzzle.INSTANCE.classicStates().get("corner turned"))));
    }

    /**
     * The figures the assignment's heuristics must show within {@link #SEARCHED} moves, by this test's own
     * heuristics over the plain search: Manhattan distance and linear conflict never overestimate; linear conflict
     * counting each conflicting pair twice does, on this many arrangements, the nearest first.
     */
    @Test
    void linearConflictHoldsAndCountingEachConflictTwiceOverestimates() {
        int overestimates = 0;
        String smallest = null;
        for (Map.Entry<String, Integer> entry : distances.entrySet()) {
            String state = entry.getKey();
            assertTrue(manhattan(state) <= entry.getValue(), state);
            assertTrue(manhattan(state) + 2 * conflicts(state, false) <= entry.getValue(), state);
            if (manhattan(state) + 4 * conflicts(state, true) > entry.getValue()) {
                overestimates++;
                // The grader's counterexample: the smallest distance, then the smallest text.
                smallest = smallest == null || entry.getValue() < distances.get(smallest)
                        || entry.getValue().equals(distances.get(smallest)) && state.compareTo(smallest) < 0 ? state
                        : smallest;
            }
        }
        assertEquals(EXPECTED_OVERESTIMATES, overestimates);
        assertEquals(EXPECTED_SMALLEST, smallest);
        assertEquals(11, manhattan(smallest) + 4 * conflicts(smallest, true));
        assertEquals(9, distances.get(smallest));
    }

    /** Arrangements within 14 moves on which linear conflict counting each pair twice exceeds the distance. */
    private static final int EXPECTED_OVERESTIMATES = 2_418;
    /** The nearest of them to the goal, of those the smallest text, as sixteen glyphs. */
    private static final String EXPECTED_SMALLEST = "123456789ecadf_b";

    private static int manhattan(String state) {
        int sum = 0;
        for (int cell = 0; cell < 16; cell++) {
            int tile = Character.digit(state.charAt(cell), 16);
            if (tile > 0) {
                sum += Math.abs(cell / 4 - (tile - 1) / 4) + Math.abs(cell % 4 - (tile - 1) % 4);
            }
        }
        return sum;
    }

    /**
     * Over every row and column, the tiles in their goal line that must step aside (pairs false: the line's tiles less
     * the longest run of them in goal order) or the pairs of them in the wrong order (pairs true).
     */
    private static int conflicts(String state, boolean pairs) {
        int total = 0;
        for (int line = 0; line < 4; line++) {
            for (boolean row : new boolean[] {true, false}) {
                int[] goals = new int[4];
                int count = 0;
                for (int i = 0; i < 4; i++) {
                    int tile = Character.digit(state.charAt(row ? line * 4 + i : i * 4 + line), 16);
                    if (tile > 0 && (row ? (tile - 1) / 4 : (tile - 1) % 4) == line) {
                        goals[count++] = row ? (tile - 1) % 4 : (tile - 1) / 4;
                    }
                }
                if (pairs) {
                    for (int i = 0; i < count; i++) {
                        for (int j = i + 1; j < count; j++) {
                            total += goals[i] > goals[j] ? 1 : 0;
                        }
                    }
                } else {
                    int best = 0;
                    int[] longest = new int[count];
                    for (int i = 0; i < count; i++) {
                        longest[i] = 1;
                        for (int j = 0; j < i; j++) {
                            if (goals[j] < goals[i]) {
                                longest[i] = Math.max(longest[i], longest[j] + 1);
                            }
                        }
                        best = Math.max(best, longest[i]);
                    }
                    total += count - best;
                }
            }
        }
        return total;
    }

    @Test
    void drawsFifteenTilesAndMarksTheOneThatSlid() {
        String svg = FifteenPuzzle.INSTANCE.drawing().svg("1234/5678/9abc/de_f", "1234/5678/9abc/def_");

        assertTrue(svg.startsWith("<svg class=\"fifteen\" viewBox=\"0 0 160 160\""), svg);
        assertEquals(15, svg.split("<rect ", -1).length - 1, svg);
        assertEquals(1, svg.split("fifteen-moved", -1).length - 1, "only the f slid: " + svg);
    }

    @Test
    void drawsTextThatIsNoArrangementAsEscapedCode() {
        assertEquals("<code>&lt;script&gt;</code>", FifteenPuzzle.INSTANCE.drawing().svg("<script>", null));
    }
}
