package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.domain.Domain;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Every state of a domain, the moves between them, and each state's exact distance to the nearest goal, found by
 * breadth-first search back from all goal states at once.
 *
 * <p>States are numbered 0 to {@link #size()} − 1 in ascending key order, so a smaller number means a smaller
 * state text. Moves are stored once as adjacency lists in two flat arrays; since moves are reversible, the
 * states one move away from a state are also those that reach it in one move.
 */
public final class StateSpace {

    /** The distance of a state from which no goal can be reached. */
    public static final int UNSOLVABLE = -1;

    private final Domain domain;
    private final long[] keys;
    private final KeyIndex index;
    private final int[] firstMove;
    private final int[] moveTargets;
    private final int[] distance;
    private final int goals;
    private final int solvable;
    private final int maxDistance;

    private StateSpace(Domain domain) {
        this.domain = domain;
        this.keys = domain.states();
        this.index = new KeyIndex(keys);
        this.firstMove = new int[keys.length + 1];
        this.moveTargets = buildMoves();
        int[] goalStates = IntStream.range(0, keys.length).filter(state -> domain.isGoal(keys[state])).toArray();
        this.goals = goalStates.length;
        this.distance = breadthFirst(goalStates);
        this.solvable = (int) Arrays.stream(distance).filter(d -> d != UNSOLVABLE).count();
        this.maxDistance = Arrays.stream(distance).max().orElse(0);
    }

    /** Enumerates {@code domain} and computes every exact distance. */
    public static StateSpace of(Domain domain) {
        return new StateSpace(domain);
    }

    /** The moves of consecutive keys, {@code firstMove} holding offsets relative to {@code targets}. */
    private record MovesOfRange(int from, int to, int[] targets, int count) {
    }

    /** Finds every move, the keys split into ranges searched in parallel. */
    private int[] buildMoves() {
        int ranges = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), keys.length / 20_000));
        List<MovesOfRange> parts = IntStream.range(0, ranges).parallel()
                .mapToObj(range -> movesOf(keys.length * range / ranges, keys.length * (range + 1) / ranges))
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
        firstMove[keys.length] = total;
        return targets;
    }

    private MovesOfRange movesOf(int from, int to) {
        long[] buffer = new long[domain.maxMoves()];
        int[] targets = new int[(to - from) * 4];
        int count = 0;
        for (int state = from; state < to; state++) {
            firstMove[state] = count;
            int moves = domain.successors(keys[state], buffer);
            if (count + moves > targets.length) {
                targets = Arrays.copyOf(targets, Math.max(targets.length * 3 / 2, count + moves));
            }
            for (int move = 0; move < moves; move++) {
                int target = index.positionOf(buffer[move]);
                if (target < 0) {
                    throw new IllegalStateException("move leaves the state database: " + domain.format(keys[state])
                            + " -> " + domain.format(buffer[move]));
                }
                targets[count++] = target;
            }
        }
        return new MovesOfRange(from, to, targets, count);
    }

    /** The domain these keys belong to. */
    public Domain domain() {
        return domain;
    }

    /** Number of states. */
    public int size() {
        return keys.length;
    }

    /** The key of state number {@code state}. */
    public long key(int state) {
        return keys[state];
    }

    /** The number of a state key, or −1 when the key is not a state of this space. */
    public int stateOf(long key) {
        return index.positionOf(key);
    }

    /** The state's compact text. */
    public String text(int state) {
        return domain.format(keys[state]);
    }

    /** Exact moves from state {@code state} to the nearest goal, or {@link #UNSOLVABLE}. */
    public int distance(int state) {
        return distance[state];
    }

    /** Whether state {@code state} is a goal. */
    public boolean isGoal(int state) {
        return distance[state] == 0;
    }

    /** Whether a goal can be reached from state {@code state}. */
    public boolean isSolvable(int state) {
        return distance[state] != UNSOLVABLE;
    }

    /** Number of goal keys. */
    public int goalCount() {
        return goals;
    }

    /** Number of keys from which a goal can be reached, the goals included. */
    public int solvableCount() {
        return solvable;
    }

    /** The largest exact distance of any solvable state. */
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

    /** The state number a stored move leads to. */
    public int moveTarget(int move) {
        return moveTargets[move];
    }

    /**
     * An optimal solution from a solvable state: the state numbers from {@code state} to a goal, both included,
     * each step to the smallest-numbered state one move closer to a goal.
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
     * Exact moves from state {@code start} to every state, by breadth-first search; −1 where unreachable.
     */
    public int[] distancesFrom(int start) {
        return breadthFirst(new int[] {start});
    }

    /** Moves from the nearest of {@code sources} to every state; −1 where none is reachable. */
    private int[] breadthFirst(int[] sources) {
        int[] from = new int[keys.length];
        Arrays.fill(from, -1);
        int[] queue = new int[keys.length];
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
