package io.github.heuristicgrader.domain.oneway;

import edu.example.oneway.Node;
import edu.example.oneway.NodeParser;
import io.github.heuristicgrader.fixtures.ZeroBaseline;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;

/**
 * A test domain whose moves are one-way and cost 1 to 5: a graph of {@value #NODES} nodes drawn from a fixed seed,
 * each with 0 to 4 moves (a node may have two moves to one target at different costs, or a move to itself), goals
 * the nodes 1 to 3. Nodes from {@value #TRAP} up move only among themselves, so no goal is reachable from them; a
 * node without moves that is no goal is a dead end. Not registered: tests open it directly.
 */
public final class OneWayGraph implements Domain {

    /** How many nodes, numbered 1 up; the key of a node is its number. */
    public static final int NODES = 400;
    /** The first node of the trap, the nodes no goal is reachable from whatever the draw. */
    public static final int TRAP = 371;
    /** The most moves from a node. */
    public static final int MAX_MOVES = 4;

    private final int[][] targets = new int[NODES + 1][];
    private final int[][] costs = new int[NODES + 1][];

    /** The graph drawn from {@code seed}, its moves costing 1 to 5. */
    public OneWayGraph(long seed) {
        this(seed, 1);
    }

    /** The graph drawn from {@code seed}, its moves costing {@code cheapest} to {@code cheapest} + 4. */
    public OneWayGraph(long seed, int cheapest) {
        Random random = new Random(seed);
        for (int node = 1; node <= NODES; node++) {
            int moves = random.nextInt(MAX_MOVES + 1);
            targets[node] = new int[moves];
            costs[node] = new int[moves];
            for (int move = 0; move < moves; move++) {
                targets[node][move] = node >= TRAP ? TRAP + random.nextInt(NODES - TRAP + 1)
                        : 1 + random.nextInt(NODES);
                costs[node][move] = cheapest + random.nextInt(5);
            }
        }
    }

    /** The targets of the moves from {@code node}, in order, for a test's own search. */
    public int[] targetsOf(int node) {
        return targets[node].clone();
    }

    /** The costs of the moves from {@code node}, in the order of {@link #targetsOf}. */
    public int[] costsOf(int node) {
        return costs[node].clone();
    }

    @Override
    public String name() {
        return "one-way";
    }

    @Override
    public String title() {
        return "One-way graph";
    }

    @Override
    public String stateNoun() {
        return "node";
    }

    @Override
    public String stateNounPlural() {
        return "nodes";
    }

    @Override
    public long[] states() {
        long[] keys = new long[NODES];
        Arrays.setAll(keys, index -> index + 1);
        return keys;
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    @Override
    public boolean unitCosts() {
        return false;
    }

    @Override
    public int successors(long state, long[] into) {
        int[] to = targets[(int) state];
        for (int move = 0; move < to.length; move++) {
            into[move] = to[move];
        }
        return to.length;
    }

    @Override
    public int successors(long state, long[] into, int[] moveCosts) {
        System.arraycopy(costs[(int) state], 0, moveCosts, 0, costs[(int) state].length);
        return successors(state, into);
    }

    /** {@inheritDoc} Here every move into {@code state}, found by going through every node's moves. */
    @Override
    public int predecessors(long state, long[] into, int[] moveCosts) {
        int count = 0;
        for (int node = 1; node <= NODES; node++) {
            for (int move = 0; move < targets[node].length; move++) {
                if (targets[node][move] == state) {
                    into[count] = node;
                    moveCosts[count++] = costs[node][move];
                }
            }
        }
        return count;
    }

    @Override
    public int maxPredecessors() {
        return NODES * MAX_MOVES;
    }

    @Override
    public long[] goalStates() {
        return new long[] {1, 2, 3};
    }

    @Override
    public boolean isGoal(long state) {
        return state <= 3;
    }

    @Override
    public String format(long state) {
        return String.format("n%03d", state);
    }

    @Override
    public long parse(String text) {
        int number = Node.parse(text).number();
        if (number < 1 || number > NODES) {
            throw new IllegalArgumentException("no node " + text);
        }
        return number;
    }

    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Node.class, NodeParser.class);
    }

    @Override
    public Node studentState(long state) {
        return new Node((int) state);
    }

    @Override
    public Map<String, String> classicStates() {
        return Map.of();
    }

    /** Zero everywhere: admissible and consistent on any graph. */
    @Override
    public StateHeuristic baseline() {
        return new ZeroBaseline();
    }
}
