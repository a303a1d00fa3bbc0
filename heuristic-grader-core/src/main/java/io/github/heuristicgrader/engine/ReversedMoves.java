package io.github.heuristicgrader.engine;

import java.util.Arrays;

/**
 * The moves of a state space turned round, as flat adjacency lists, for the exact distances to a goal: the cost
 * from a state to the nearest goal is the cost from the nearest goal to it along the reversed moves, so one search
 * from every goal at once finds all of them, whether or not moves are reversible.
 */
final class ReversedMoves {

    private final int states;
    private final int[] firstMove;
    private final int[] moveTargets;
    private final MoveCosts moveCosts;

    /**
     * The reverse of the moves given as adjacency lists: state s's moves are {@code targets[first[s]]} to
     * {@code targets[first[s + 1] - 1]}, with {@code costs} at the same indices, or null when every move costs 1.
     */
    ReversedMoves(int states, int[] first, int[] targets, MoveCosts costs) {
        this.states = states;
        this.firstMove = new int[states + 1];
        this.moveTargets = new int[targets.length];
        this.moveCosts = costs == null ? null : MoveCosts.forMoves(targets.length, costs.max());
        for (int target : targets) {
            firstMove[target + 1]++;
        }
        for (int state = 0; state < states; state++) {
            firstMove[state + 1] += firstMove[state];
        }
        int[] next = Arrays.copyOf(firstMove, states);
        for (int state = 0; state < states; state++) {
            for (int move = first[state]; move < first[state + 1]; move++) {
                int slot = next[targets[move]]++;
                moveTargets[slot] = state;
                if (costs != null) {
                    moveCosts.set(slot, costs.cost(move));
                }
            }
        }
    }

    /** The least cost from each state to the nearest of {@code goals} along the original moves; −1 where none. */
    int[] distancesFrom(int[] goals) {
        return leastCosts(states, firstMove, moveTargets, moveCosts, goals);
    }

    /**
     * The least cost from the nearest of {@code sources} to every state along the moves given as adjacency lists,
     * breadth-first when {@code costs} is null (every move costs 1), else by Dijkstra's algorithm; −1 where no
     * source reaches.
     *
     * @throws IllegalStateException when a cost passes {@link Integer#MAX_VALUE}
     */
    static int[] leastCosts(int states, int[] first, int[] targets, MoveCosts costs, int[] sources) {
        return costs == null ? breadthFirst(states, first, targets, sources)
                : dijkstra(states, first, targets, costs, sources);
    }

    private static int[] breadthFirst(int states, int[] first, int[] targets, int[] sources) {
        int[] from = new int[states];
        Arrays.fill(from, -1);
        int[] queue = new int[states];
        int tail = 0;
        for (int source : sources) {
            if (from[source] < 0) {
                from[source] = 0;
                queue[tail++] = source;
            }
        }
        for (int head = 0; head < tail; head++) {
            int state = queue[head];
            for (int move = first[state]; move < first[state + 1]; move++) {
                int target = targets[move];
                if (from[target] < 0) {
                    from[target] = from[state] + 1;
                    queue[tail++] = target;
                }
            }
        }
        return from;
    }

    /**
     * Dijkstra's algorithm, on Dial's bucket queue when moves cost little ({@link StateQueue#of}): the least costs
     * do not depend on the order in which equal costs are settled.
     */
    private static int[] dijkstra(int states, int[] first, int[] targets, MoveCosts costs, int[] sources) {
        int[] from = new int[states];
        Arrays.fill(from, -1);
        boolean[] settled = new boolean[states];
        StateQueue queue = StateQueue.of(costs.max());
        for (int source : sources) {
            if (from[source] < 0) {
                from[source] = 0;
                queue.push(0, source);
            }
        }
        while (!queue.isEmpty()) {
            long cost = queue.peekCost();
            int state = queue.popState();
            if (settled[state] || cost > from[state]) {
                continue;
            }
            settled[state] = true;
            for (int move = first[state]; move < first[state + 1]; move++) {
                int target = targets[move];
                long next = cost + costs.cost(move);
                if (next > Integer.MAX_VALUE) {
                    throw new IllegalStateException("a path costs more than " + Integer.MAX_VALUE);
                }
                if (!settled[target] && (from[target] < 0 || next < from[target])) {
                    from[target] = (int) next;
                    queue.push(next, target);
                }
            }
        }
        return from;
    }
}
