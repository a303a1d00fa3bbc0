package edu.example.streets.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.streets.Corner;
import io.github.heuristicgrader.engine.StateRegion;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The domain against a plain Dijkstra that shares nothing with it or the grader: the rules written again from the
 * class's Javadoc as blocks between corner texts, and one search forward from every corner to the goal. The figures
 * pinned here are the ones the grader's IT pins in grade.json.
 */
class OneWayStreetsTest {

    /** Corners from which the goal can be reached: all but the car park's 25 and the 12 dead ends above it. */
    private static final int SOLVABLE = 863;
    /** The largest least toll to the goal. */
    private static final int FARTHEST = 151;
    /** Corners on which three times rows plus columns exceeds the least toll. */
    private static final int TRIPLED_OVERESTIMATES = 538;
    /** Blocks from corners the goal is reachable from across which 3 × (rows + columns) drops by more than the toll. */
    private static final int TRIPLED_INCONSISTENT_BLOCKS = 261;
    /** The overestimated corner nearest the goal (ties: the smallest text), the grader's counterexample. */
    private static final String TRIPLED_COUNTEREXAMPLE = "r02c02";

    /** The tolls within which the IT one-way-streets-graded-within-a-radius grades. */
    static final int RADIUS = 40;
    /** Corners whose least toll to the goal is at most {@link #RADIUS}. */
    private static final int WITHIN_RADIUS = 100;
    /** Of them, the corners on which three times rows plus columns exceeds the least toll. */
    private static final int TRIPLED_OVERESTIMATES_WITHIN_RADIUS = 29;

    /** Each corner's blocks: the corner at its end and its toll, by the Javadoc's rules. */
    private static final Map<String, List<Block>> BLOCKS = new HashMap<>();
    /** The least toll from each corner to r00c00, for the corners from which it is reachable. */
    private static final Map<String, Integer> DISTANCE = new TreeMap<>();

    private record Block(String to, int toll) {
    }

    @BeforeAll
    static void searchFromEveryCorner() {
        for (int r = 0; r < 30; r++) {
            for (int c = 0; c < 30; c++) {
                List<Block> blocks = new ArrayList<>();
                boolean parked = r >= 25 && c >= 25;
                int street = r % 2 == 0 ? c - 1 : c + 1;
                if (street >= 0 && street < 30 && (!parked || street >= 25)) {
                    blocks.add(new Block(text(r, street), 1 + (7 * r + 3 * c) % 5));
                }
                int avenue = c % 4 == 0 ? r - 1 : c % 4 == 2 ? r + 1 : -1;
                if (avenue >= 0 && avenue < 30 && (!parked || avenue >= 25)) {
                    blocks.add(new Block(text(avenue, c), 1 + (7 * r + 3 * c + 2) % 5));
                }
                BLOCKS.put(text(r, c), blocks);
            }
        }
        for (String start : BLOCKS.keySet()) {
            Map<String, Integer> toll = new HashMap<>(Map.of(start, 0));
            PriorityQueue<Map.Entry<String, Integer>> queue = new PriorityQueue<>(Map.Entry.comparingByValue());
            queue.add(Map.entry(start, 0));
            while (!queue.isEmpty()) {
                Map.Entry<String, Integer> entry = queue.remove();
                if (entry.getValue() > toll.get(entry.getKey())) {
                    continue;
                }
                if (entry.getKey().equals("r00c00")) {
                    DISTANCE.put(start, entry.getValue());
                    break;
                }
                for (Block block : BLOCKS.get(entry.getKey())) {
                    int next = entry.getValue() + block.toll();
                    if (next < toll.getOrDefault(block.to(), Integer.MAX_VALUE)) {
                        toll.put(block.to(), next);
                        queue.add(Map.entry(block.to(), next));
                    }
                }
            }
        }
    }

    private static String text(int row, int column) {
        return String.format("r%02dc%02d", row, column);
    }

    @Test
    void reachesTheGoalFromAllButTheCarParkAndTheDeadEnds() {
        assertEquals(SOLVABLE, DISTANCE.size());
        assertFalse(DISTANCE.containsKey("r25c25"));
        assertFalse(DISTANCE.containsKey("r01c29"), "the street ends at a column without an avenue");
        assertEquals(FARTHEST, DISTANCE.values().stream().mapToInt(Integer::intValue).max().orElseThrow());
    }

    @Test
    void givesTheGraderTheSameTollsAndBlocks() {
        OneWayStreets streets = OneWayStreets.INSTANCE;
        StateSpace space = StateSpace.of(streets);
        assertEquals(900, space.size());
        assertEquals(SOLVABLE, space.solvableCount());
        assertEquals(1, space.goalCount());
        assertEquals(FARTHEST, space.maxDistance());
        for (int state = 0; state < space.size(); state++) {
            String text = space.text(state);
            assertEquals(DISTANCE.getOrDefault(text, StateSpace.UNSOLVABLE), space.distance(state), text);
            List<Block> blocks = new ArrayList<>();
            for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                blocks.add(new Block(space.text(space.moveTarget(move)), space.moveCost(move)));
            }
            assertEquals(BLOCKS.get(text), blocks, text);
        }
        for (Map.Entry<String, String> classic : streets.classicStates().entrySet()) {
            assertTrue(DISTANCE.containsKey(classic.getValue()), classic.getKey());
        }
    }

    @Test
    void ordersKeysAsTheirTextsAndReadsWhatItWrites() {
        long[] states = OneWayStreets.INSTANCE.states();
        for (int i = 0; i < states.length; i++) {
            String text = OneWayStreets.INSTANCE.format(states[i]);
            assertEquals(states[i], OneWayStreets.INSTANCE.parse(text));
            assertEquals(text, OneWayStreets.INSTANCE.studentState(states[i]).toString());
            assertTrue(i == 0 || OneWayStreets.INSTANCE.format(states[i - 1]).compareTo(text) < 0);
        }
        assertThrows(IllegalArgumentException.class, () -> Corner.parse("r30c00"));
        assertThrows(IllegalArgumentException.class, () -> Corner.parse("r1c2"));
    }

    /** The figures of the assignment's heuristics: rows plus columns never overestimates, three times it does. */
    @Test
    void tripledManhattanOverestimatesAndManhattanNever() {
        for (Map.Entry<String, Integer> entry : DISTANCE.entrySet()) {
            Corner corner = Corner.parse(entry.getKey());
            assertTrue(corner.row() + corner.column() <= entry.getValue(), entry.getKey());
        }
        assertEquals(TRIPLED_OVERESTIMATES, tripledOverestimates());
        String nearest = DISTANCE.entrySet().stream().filter(entry -> tripled(entry.getKey()) > entry.getValue())
                .min(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .orElseThrow().getKey();
        assertEquals(TRIPLED_COUNTEREXAMPLE, nearest);
        assertEquals(11, DISTANCE.get(nearest));
        assertEquals(12, tripled(nearest));
        long inconsistent = 0;
        for (String corner : DISTANCE.keySet()) {
            for (Block block : BLOCKS.get(corner)) {
                inconsistent += tripled(corner) > block.toll() + tripled(block.to()) ? 1 : 0;
            }
        }
        assertEquals(TRIPLED_INCONSISTENT_BLOCKS, inconsistent);
    }

    private static int tripled(String text) {
        Corner corner = Corner.parse(text);
        return 3 * (corner.row() + corner.column());
    }

    private static long tripledOverestimates() {
        return DISTANCE.entrySet().stream().filter(entry -> tripled(entry.getKey()) > entry.getValue()).count();
    }

    /**
     * Within {@link #RADIUS} of the goal, searched back from it along the domain's predecessors, the grader holds the
     * corners the plain Dijkstra finds that near, at the same tolls, with their blocks to corners as near.
     */
    @Test
    void givesTheGraderTheCornersWithinTheRadiusByItsPredecessors() {
        StateSpace space = StateRegion.within(OneWayStreets.INSTANCE, RADIUS, Long.MAX_VALUE).space();
        Map<String, Integer> near = new TreeMap<>(DISTANCE);
        near.values().removeIf(toll -> toll > RADIUS);
        assertEquals(WITHIN_RADIUS, near.size());
        assertEquals(near.size(), space.size());
        for (int state = 0; state < space.size(); state++) {
            String text = space.text(state);
            assertEquals(near.get(text), space.distance(state), text);
            List<Block> blocks = new ArrayList<>();
            for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                blocks.add(new Block(space.text(space.moveTarget(move)), space.moveCost(move)));
            }
            assertEquals(BLOCKS.get(text).stream().filter(block -> near.containsKey(block.to())).toList(), blocks,
                    text);
        }
        assertEquals(TRIPLED_OVERESTIMATES_WITHIN_RADIUS, near.entrySet().stream()
                .filter(entry -> tripled(entry.getKey()) > entry.getValue()).count());
    }
}
