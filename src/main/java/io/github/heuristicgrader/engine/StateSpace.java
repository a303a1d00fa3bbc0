package io.github.heuristicgrader.engine;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Every layout of a puzzle, the moves between them, and each layout's exact distance to the nearest goal, found by
 * breadth-first search back from all goal layouts at once.
 *
 * <p>Layouts are numbered 0 to {@link #size()} − 1 in ascending key order, so a smaller number means a smaller
 * layout text. Moves are stored once as adjacency lists in two flat arrays; since moves are reversible, the
 * layouts one move away from a layout are also those that reach it in one move.
 */
public final class StateSpace {

    /** The distance of a layout from which no goal can be reached. */
    public static final int UNSOLVABLE = -1;

    private final Puzzle puzzle;
    private final long[] layouts;
    private final LayoutIndex index;
    private final int[] firstMove;
    private final int[] moveTargets;
    private final int[] distance;
    private final int goals;
    private final int solvable;
    private final int maxDistance;

    private StateSpace(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.layouts = puzzle.layouts();
        this.index = new LayoutIndex(layouts);
        this.firstMove = new int[layouts.length + 1];
        this.moveTargets = buildMoves();
        int[] goalStates = IntStream.range(0, layouts.length).filter(state -> puzzle.isGoal(layouts[state])).toArray();
        this.goals = goalStates.length;
        this.distance = breadthFirst(goalStates);
        this.solvable = (int) Arrays.stream(distance).filter(d -> d != UNSOLVABLE).count();
        this.maxDistance = Arrays.stream(distance).max().orElse(0);
    }

    /** Enumerates {@code puzzle} and computes every exact distance. */
    public static StateSpace of(Puzzle puzzle) {
        return new StateSpace(puzzle);
    }

    /** The moves of consecutive layouts, {@code firstMove} holding offsets relative to {@code targets}. */
    private record MovesOfRange(int from, int to, int[] targets, int count) {
    }

    /** Finds every move, the layouts split into ranges searched in parallel. */
    private int[] buildMoves() {
        int ranges = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), layouts.length / 20_000));
        List<MovesOfRange> parts = IntStream.range(0, ranges).parallel()
                .mapToObj(range -> movesOf(layouts.length * range / ranges, layouts.length * (range + 1) / ranges))
                .toList();
        int total = parts.stream().mapToInt(MovesOfRange::count).sum();
        int[] targets = new int[total];
        int base = 0;
        for (MovesOfRange part : parts) {
            for (int state = part.from(); state < part.to(); state++) {
                firstMove[state] += base;
            }
            System.arraycopy(part.targets(), 0, targets, base, part.count());
            base += part.count();
        }
        firstMove[layouts.length] = total;
        return targets;
    }

    private MovesOfRange movesOf(int from, int to) {
        long[] buffer = new long[puzzle.maxMoves()];
        int[] targets = new int[(to - from) * 4];
        int count = 0;
        for (int state = from; state < to; state++) {
            firstMove[state] = count;
            int moves = puzzle.successors(layouts[state], buffer);
            if (count + moves > targets.length) {
                targets = Arrays.copyOf(targets, Math.max(targets.length * 3 / 2, count + moves));
            }
            for (int move = 0; move < moves; move++) {
                int target = index.positionOf(buffer[move]);
                if (target < 0) {
                    throw new IllegalStateException("move leaves the state database: " + puzzle.format(layouts[state])
                            + " -> " + puzzle.format(buffer[move]));
                }
                targets[count++] = target;
            }
        }
        return new MovesOfRange(from, to, targets, count);
    }

    /** The puzzle these layouts belong to. */
    public Puzzle puzzle() {
        return puzzle;
    }

    /** Number of layouts. */
    public int size() {
        return layouts.length;
    }

    /** The key of layout number {@code state}. */
    public long layout(int state) {
        return layouts[state];
    }

    /** The number of a layout key, or −1 when the key is not a layout of this space. */
    public int stateOf(long layout) {
        return index.positionOf(layout);
    }

    /** The layout's compact text. */
    public String text(int state) {
        return puzzle.format(layouts[state]);
    }

    /** Exact moves from layout {@code state} to the nearest goal, or {@link #UNSOLVABLE}. */
    public int distance(int state) {
        return distance[state];
    }

    /** Whether layout {@code state} is a goal. */
    public boolean isGoal(int state) {
        return distance[state] == 0;
    }

    /** Whether a goal can be reached from layout {@code state}. */
    public boolean isSolvable(int state) {
        return distance[state] != UNSOLVABLE;
    }

    /** Number of goal layouts. */
    public int goalCount() {
        return goals;
    }

    /** Number of layouts from which a goal can be reached, the goals included. */
    public int solvableCount() {
        return solvable;
    }

    /** The largest exact distance of any solvable layout. */
    public int maxDistance() {
        return maxDistance;
    }

    /** Number of moves stored, each direction of a move counted once. */
    public int moveCount() {
        return moveTargets.length;
    }

    /** The index in {@link #moveTarget} of the first move from {@code state}; moves of a state are contiguous. */
    public int firstMove(int state) {
        return firstMove[state];
    }

    /** One past the index of the last move from {@code state}. */
    public int endMove(int state) {
        return firstMove[state + 1];
    }

    /** The layout number a stored move leads to. */
    public int moveTarget(int move) {
        return moveTargets[move];
    }

    /**
     * An optimal solution from a solvable layout: the layout numbers from {@code state} to a goal, both included,
     * each step to the smallest-numbered layout one move closer to a goal.
     *
     * @throws IllegalArgumentException when {@code state} is unsolvable
     */
    public int[] optimalPath(int state) {
        if (!isSolvable(state)) {
            throw new IllegalArgumentException("no goal is reachable from " + text(state));
        }
        int[] path = new int[distance[state] + 1];
        path[0] = state;
        for (int step = 1; step < path.length; step++) {
            int current = path[step - 1];
            int best = Integer.MAX_VALUE;
            for (int move = firstMove[current]; move < firstMove[current + 1]; move++) {
                int target = moveTargets[move];
                if (distance[target] == distance[current] - 1 && target < best) {
                    best = target;
                }
            }
            path[step] = best;
        }
        return path;
    }

    /**
     * Exact moves from layout {@code start} to every layout, by breadth-first search; −1 where unreachable.
     */
    public int[] distancesFrom(int start) {
        return breadthFirst(new int[] {start});
    }

    /** Moves from the nearest of {@code sources} to every layout; −1 where none is reachable. */
    private int[] breadthFirst(int[] sources) {
        int[] from = new int[layouts.length];
        Arrays.fill(from, -1);
        int[] queue = new int[layouts.length];
        int tail = 0;
        for (int source : sources) {
            from[source] = 0;
            queue[tail++] = source;
        }
        for (int head = 0; head < tail; head++) {
            int state = queue[head];
            for (int move = firstMove[state]; move < firstMove[state + 1]; move++) {
                int target = moveTargets[move];
                if (from[target] < 0) {
                    from[target] = from[state] + 1;
                    queue[tail++] = target;
                }
            }
        }
        return from;
    }
}
