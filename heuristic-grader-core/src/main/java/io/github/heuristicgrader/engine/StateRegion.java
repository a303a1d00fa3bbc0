package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainRules;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.IntStream;

/**
 * The states of a domain within a distance (the radius) of its goals, with the moves between them and each state's
 * exact distance, as a {@link StateSpace}: what a domain too large to hold whole is graded on. Built by a search back
 * from the goals ({@link Domain#goalStates}) along the moves reversed ({@link Domain#predecessors}; a domain whose
 * moves are reversible gives its successors), by buckets of distance (Dial's algorithm, moves costing whole numbers of
 * at least 1), never enumerating the whole space.
 *
 * <p>Why every figure on the region is exact:
 * <ul>
 *   <li>Distances. The search settles the states in order of distance, the buckets below the current one empty:
 *       every state whose distance is at most the radius is settled at its exact distance, and no other is kept.</li>
 *   <li>Optimal paths stay inside. Along an optimal path from a state of distance d, each next state is nearer the
 *       goal (its distance is d less the costs so far, each at least 1), so every state of it is within d ≤ radius:
 *       the region holds every optimal path of its states, and its distances over its own moves are the whole
 *       space's. Hence A* (and the forced-expansion searches) from a start in the region, seeing only the region's
 *       moves, still finds the optimal cost with an admissible heuristic: the optimal path is there to be found, and
 *       no path the region lacks could be shorter. What A* expands is counted on the region's moves.</li>
 *   <li>Moves. A move between two states of the region is kept, with its cost; a move that leaves the region is
 *       dropped, so consistency is checked on every move between two states of the region and on no other.</li>
 * </ul>
 *
 * <p>The domain's predecessors are checked against its successors as the moves are built: each state's distance
 * must be its best move's cost plus the distance where that move leads ({@code d(s) = min c + d(t)} over the kept
 * moves, those leaving the region leading farther than the radius), and a state {@link Domain#isGoal} holds for
 * must have distance 0; a domain whose predecessors give moves its successors lack, or miss a shorter one, is
 * refused ({@link DomainContractException}) rather than graded on wrong distances.
 */
public final class StateRegion {

    private final StateSpace space;
    private final int radius;
    private final OptionalLong spaceStates;

    private StateRegion(StateSpace space, int radius, OptionalLong spaceStates) {
        this.space = space;
        this.radius = radius;
        this.spaceStates = spaceStates;
    }

    /**
     * Every state of {@code domain} within {@code radius} of a goal.
     *
     * @param maxStates the most states the region may hold, the rubric's {@code maxStates}
     * @throws StateSpaceTooLargeException when the region holds more, giving the largest radius that fits
     * @throws DomainContractException when the domain gives no goals, no predecessors for one-way moves, a key 0, a
     *     move of cost below 1, or predecessors that do not match its successors
     */
    public static StateRegion within(Domain domain, int radius, long maxStates) {
        if (radius < 0) {
            throw new IllegalArgumentException("a radius is 0 or more, not " + radius);
        }
        return build(domain, radius, maxStates, false);
    }

    /**
     * The states of {@code domain} within the largest radius whose region holds at most {@code maxStates} states.
     *
     * @throws StateSpaceTooLargeException when even the goals are more than {@code maxStates}
     * @throws DomainContractException as {@link #within} does
     */
    public static StateRegion largestWithin(Domain domain, long maxStates) {
        return build(domain, Integer.MAX_VALUE, maxStates, true);
    }

    /** The region's states, their moves among themselves and their exact distances. */
    public StateSpace space() {
        return space;
    }

    /** The distance from the goals within which every state is held. */
    public int radius() {
        return radius;
    }

    /** How many states the whole space holds, when the domain says ({@link Domain#stateCount}). */
    public OptionalLong spaceStates() {
        return spaceStates;
    }

    private static StateRegion build(Domain domain, int radius, long maxStates, boolean fitting) {
        if (!domain.reversibleMoves() && !givesPredecessors(domain)) {
            throw new DomainContractException("the " + domain.title() + " (domain " + domain.name() + ") has"
                    + " one-way moves (reversibleMoves() is false) and gives no predecessors(state, into, costs), which"
                    + " a grade within a radius searches back from the goals along");
        }
        Search search = new Search(domain, radius, maxStates);
        search.run();
        int reached;
        if (search.overflowAt >= 0) {
            int fits = search.overflowAt - 1;
            if (!fitting || fits < 0) {
                throw new StateSpaceTooLargeException(tooLarge(domain, radius, maxStates, search, fits));
            }
            reached = fits;
        } else {
            reached = fitting ? search.farthest : radius;
        }
        long[] keys = search.table.keysAtMost(reached);
        Arrays.parallelSort(keys);
        int[] distance = new int[keys.length];
        for (int state = 0; state < keys.length; state++) {
            distance[state] = search.table.get(keys[state]);
        }
        search = null;
        StateSpace.checkKeyOrder(domain, keys);
        return new StateRegion(movesOf(domain, keys, distance), reached, domain.stateCount());
    }

    private static String tooLarge(Domain domain, int radius, long maxStates, Search search, int fits) {
        String more = "the " + domain.title() + " (domain " + domain.name() + ") has more than "
                + String.format(Locale.ROOT, "%,d", maxStates) + " " + domain.stateNounPlural() + " within " + radius
                + " of its goals, more than the limit maxStates in the rubric file; ";
        return fits < 0 ? more + "its goals alone are more: raise maxStates"
                : more + "the largest radius that fits is " + fits + " ("
                        + String.format(Locale.ROOT, "%,d", search.settledBelow)
                        + " " + domain.stateNounPlural() + "): set radius: " + fits
                        + " in the rubric file, or raise maxStates";
    }

    /** Whether {@code domain} overrides {@link Domain#predecessors}. */
    private static boolean givesPredecessors(Domain domain) {
        try {
            return domain.getClass().getMethod("predecessors", long.class, long[].class, int[].class)
                    .getDeclaringClass() != DomainRules.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a domain without predecessors()", e);
        }
    }

    /** The search back from the goals, by buckets of distance. */
    private static final class Search {

        private final Domain domain;
        private final int radius;
        private final long maxStates;
        private final LongIntTable table = new LongIntTable();
        private long[][] buckets = new long[16][];
        private int[] bucketSizes = new int[16];
        /** The distance at which the settled states passed {@code maxStates}, or −1 when they never did. */
        private int overflowAt = -1;
        /** The states settled at distances below the current one. */
        private long settledBelow;
        /** The largest distance settled. */
        private int farthest;

        Search(Domain domain, int radius, long maxStates) {
            this.domain = domain;
            this.radius = radius;
            this.maxStates = maxStates;
        }

        void run() {
            long[] goals = domain.goalStates();
            if (goals.length == 0) {
                throw new DomainContractException("the " + domain.title() + " (domain " + domain.name() + ") gives"
                        + " no goal states (goalStates()), which a grade within a radius searches back from");
            }
            for (long goal : goals) {
                if (!domain.isGoal(goal)) {
                    throw new DomainContractException("the " + domain.title() + " (domain " + domain.name()
                            + ")'s goalStates() gives " + domain.format(goal) + ", which isGoal() says is no goal");
                }
                if (table.get(checked(goal)) < 0) {
                    table.put(goal, 0);
                    push(0, goal);
                }
            }
            long[] from = new long[domain.maxPredecessors()];
            int[] costs = new int[from.length];
            long settled = 0;
            for (int distance = 0; distance < buckets.length && distance <= radius; distance++) {
                long[] bucket = buckets[distance];
                int size = bucketSizes[distance];
                buckets[distance] = null;
                settledBelow = settled;
                for (int i = 0; i < size; i++) {
                    long state = bucket[i];
                    if (table.get(state) != distance) {
                        continue;
                    }
                    if (++settled > maxStates) {
                        overflowAt = distance;
                        return;
                    }
                    farthest = distance;
                    int moves = domain.predecessors(state, from, costs);
                    for (int move = 0; move < moves; move++) {
                        if (costs[move] < 1) {
                            throw new DomainContractException("a move costs " + costs[move] + ", not a positive"
                                    + " number: " + domain.format(from[move]) + " -> " + domain.format(state));
                        }
                        long reached = (long) distance + costs[move];
                        if (reached > radius) {
                            continue;
                        }
                        int known = table.get(checked(from[move]));
                        if (known < 0 || reached < known) {
                            table.put(from[move], (int) reached);
                            push((int) reached, from[move]);
                        }
                    }
                }
            }
        }

        private long checked(long key) {
            if (key == 0) {
                throw new DomainContractException("the " + domain.title() + " (domain " + domain.name() + ") gives"
                        + " the key 0, which no state has");
            }
            return key;
        }

        private void push(int distance, long state) {
            if (distance >= buckets.length) {
                int length = Math.max(distance + 1, buckets.length * 2);
                buckets = Arrays.copyOf(buckets, length);
                bucketSizes = Arrays.copyOf(bucketSizes, length);
            }
            long[] bucket = buckets[distance];
            int size = bucketSizes[distance];
            if (bucket == null) {
                bucket = buckets[distance] = new long[64];
            } else if (size == bucket.length) {
                bucket = buckets[distance] = Arrays.copyOf(bucket, size * 2);
            }
            bucket[size] = state;
            bucketSizes[distance] = size + 1;
        }
    }

    /** The moves of consecutive states, {@code firstMove} holding offsets relative to {@code targets}. */
    private record MovesOfRange(int from, int to, int[] targets, int[] costs, int count) {
    }

    /** The region's state space: every move between two of its states, the distances checked against them. */
    private static StateSpace movesOf(Domain domain, long[] keys, int[] distance) {
        KeyIndex index = new KeyIndex(keys);
        int[] firstMove = new int[keys.length + 1];
        boolean unit = domain.unitCosts();
        int ranges = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), keys.length / 20_000));
        List<MovesOfRange> parts = IntStream.range(0, ranges).parallel()
                .mapToObj(range -> movesOf(domain, keys, distance, index, firstMove,
                        (int) ((long) keys.length * range / ranges), (int) ((long) keys.length * (range + 1) / ranges),
                        unit))
                .toList();
        int total = parts.stream().mapToInt(MovesOfRange::count).sum();
        int[] targets = new int[total];
        int[] costs = unit ? null : new int[total];
        int base = 0;
        for (MovesOfRange part : parts) {
            for (int state = part.from(); state < part.to(); state++) {
                firstMove[state] += base;
            }
            System.arraycopy(part.targets(), 0, targets, base, part.count());
            if (costs != null) {
                System.arraycopy(part.costs(), 0, costs, base, part.count());
            }
            base += part.count();
        }
        firstMove[keys.length] = base;
        return StateSpace.restore(domain, keys, firstMove, targets, costs, distance);
    }

    private static MovesOfRange movesOf(Domain domain, long[] keys, int[] distance, KeyIndex index,
            int[] firstMove, int from, int to, boolean unit) {
        long[] buffer = new long[domain.maxMoves()];
        int[] costBuffer = new int[domain.maxMoves()];
        int[] targets = new int[Math.max(16, (to - from) * 3)];
        int[] costs = unit ? null : new int[targets.length];
        int count = 0;
        for (int state = from; state < to; state++) {
            firstMove[state] = count;
            int moves = unit ? domain.successors(keys[state], buffer)
                    : domain.successors(keys[state], buffer, costBuffer);
            boolean tight = distance[state] == 0;
            if (tight != domain.isGoal(keys[state])) {
                throw new DomainContractException("the " + domain.title() + " (domain " + domain.name() + ")'s "
                        + domain.format(keys[state]) + (tight ? " is given by goalStates() but is no goal"
                                : " is a goal that goalStates() does not give"));
            }
            if (count + moves > targets.length) {
                targets = Arrays.copyOf(targets, Math.max(targets.length * 3 / 2, count + moves));
                costs = unit ? null : Arrays.copyOf(costs, targets.length);
            }
            for (int move = 0; move < moves; move++) {
                int target = index.positionOf(buffer[move]);
                int cost = unit ? 1 : costBuffer[move];
                if (cost < 1) {
                    throw new DomainContractException("a move costs " + cost + ", not a positive number: "
                            + domain.format(keys[state]) + " -> " + domain.format(buffer[move]));
                }
                if (target < 0) {
                    // It leads farther than the radius: outside the region, not checked.
                    continue;
                }
                if (distance[state] > cost + distance[target]) {
                    throw new DomainContractException(mismatch(domain, keys[state], "misses the move to "
                            + domain.format(buffer[move]) + " (cost " + cost + ") that its successors give"));
                }
                tight |= distance[state] == cost + distance[target];
                if (costs != null) {
                    costs[count] = cost;
                }
                targets[count++] = target;
            }
            if (!tight) {
                throw new DomainContractException(mismatch(domain, keys[state], "gets a move back from the goals"
                        + " that its successors do not give"));
            }
        }
        return new MovesOfRange(from, to, targets, costs, count);
    }

    private static String mismatch(Domain domain, long state, String what) {
        return "the " + domain.title() + " (domain " + domain.name() + ")'s predecessors do not match its"
                + " successors: " + domain.format(state) + " " + what;
    }

    /**
     * Keys mapped to whole numbers, by open addressing over two arrays (no boxing), at most three quarters full; 0
     * is no key.
     */
    static final class LongIntTable {

        private static final long GOLDEN = 0x9E3779B97F4A7C15L;

        private long[] keys = new long[1 << 10];
        private int[] values = new int[keys.length];
        private int size;

        /** The value of {@code key}, or −1 when it has none. */
        int get(long key) {
            int mask = keys.length - 1;
            for (int slot = slot(key, keys.length); ; slot = slot + 1 & mask) {
                long held = keys[slot];
                if (held == key) {
                    return values[slot];
                }
                if (held == 0) {
                    return -1;
                }
            }
        }

        /** Sets the value of {@code key}, non-zero, to {@code value}, 0 or more. */
        void put(long key, int value) {
            if ((size + 1) * 4L > keys.length * 3L) {
                grow();
            }
            if (insert(keys, values, key, value)) {
                size++;
            }
        }

        /** Every key whose value is at most {@code most}, unordered. */
        long[] keysAtMost(int most) {
            int count = 0;
            for (int slot = 0; slot < keys.length; slot++) {
                count += keys[slot] != 0 && values[slot] <= most ? 1 : 0;
            }
            long[] found = new long[count];
            int at = 0;
            for (int slot = 0; slot < keys.length; slot++) {
                if (keys[slot] != 0 && values[slot] <= most) {
                    found[at++] = keys[slot];
                }
            }
            return found;
        }

        private static int slot(long key, int length) {
            return (int) (key * GOLDEN >>> Long.numberOfLeadingZeros(length - 1L)) & (length - 1);
        }

        private static boolean insert(long[] keys, int[] values, long key, int value) {
            int mask = keys.length - 1;
            for (int slot = slot(key, keys.length); ; slot = slot + 1 & mask) {
                if (keys[slot] == key) {
                    values[slot] = value;
                    return false;
                }
                if (keys[slot] == 0) {
                    keys[slot] = key;
                    values[slot] = value;
                    return true;
                }
            }
        }

        private void grow() {
            if (keys.length >= 1 << 30) {
                throw new StateSpaceTooLargeException("more than " + (3L << 28) + " states within the radius");
            }
            long[] largerKeys = new long[keys.length * 2];
            int[] largerValues = new int[largerKeys.length];
            for (int slot = 0; slot < keys.length; slot++) {
                if (keys[slot] != 0) {
                    insert(largerKeys, largerValues, keys[slot], values[slot]);
                }
            }
            keys = largerKeys;
            values = largerValues;
        }
    }
}
