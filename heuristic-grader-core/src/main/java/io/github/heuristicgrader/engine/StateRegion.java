package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainRules;
import io.github.heuristicgrader.text.Numbers;
import java.util.Arrays;
import java.util.List;
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
     * @throws StateSpaceTooLargeException when the region holds more, or more than the free heap can grade, giving
     *     the heap that would hold it and the largest radius that fits
     * @throws DomainContractException when the domain gives no goals, no predecessors for one-way moves, a key 0, a
     *     move of cost below 1, or predecessors that do not match its successors
     */
    public static StateRegion within(Domain domain, int radius, long maxStates) {
        Runtime runtime = Runtime.getRuntime();
        return within(domain, radius, maxStates, availableHeap(), runtime.maxMemory());
    }

    /**
     * {@link #within(Domain, int, long)} in a JVM whose heap is {@code maxHeap}, {@code availableHeap} of it free.
     */
    static StateRegion within(Domain domain, int radius, long maxStates, long availableHeap, long maxHeap) {
        if (radius < 0) {
            throw new IllegalArgumentException("a radius is 0 or more, not " + radius);
        }
        return build(domain, radius, maxStates, false, availableHeap, maxHeap);
    }

    /**
     * The states of {@code domain} within the largest radius whose region holds at most {@code maxStates} states
     * and fits the free heap.
     *
     * @throws StateSpaceTooLargeException when even the goals are more than {@code maxStates} or the heap holds
     * @throws DomainContractException as {@link #within} does
     */
    public static StateRegion largestWithin(Domain domain, long maxStates) {
        Runtime runtime = Runtime.getRuntime();
        return largestWithin(domain, maxStates, availableHeap(), runtime.maxMemory());
    }

    /**
     * {@link #largestWithin(Domain, long)} in a JVM whose heap is {@code maxHeap}, {@code availableHeap} of it free.
     */
    static StateRegion largestWithin(Domain domain, long maxStates, long availableHeap, long maxHeap) {
        return build(domain, Integer.MAX_VALUE, maxStates, true, availableHeap, maxHeap);
    }

    /**
     * The heap free for a region, once the collector has run: the free heap counts garbage not yet collected as
     * taken, and a region is built once per grade, against that figure throughout its search.
     */
    private static long availableHeap() {
        System.gc();
        return HeapFigures.free();
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

    private static StateRegion build(Domain domain, int radius, long maxStates, boolean fitting, long availableHeap,
            long maxHeap) {
        if (!domain.reversibleMoves() && !givesPredecessors(domain)) {
            throw new DomainContractException(StateSpace.named(domain) + " has"
                    + " one-way moves (reversibleMoves() is false) and gives no predecessors(state, into, costs), which"
                    + " a grade within a radius searches back from the goals along");
        }
        long[] goals = domain.goalStates();
        RegionHeap heap = new RegionHeap(domain, availableHeap, maxHeap);
        // When the radius is to fit, the search goes no farther than the heap can grade; else it goes to the radius
        // asked (its table takes less than a grade's arrays), so that the message can give the heap it needs.
        Search search = new Search(domain, goals, radius, maxStates, fitting, heap);
        search.run();
        int fits = search.largestHeld(maxStates);
        int reached;
        if (search.stoppedAt >= 0) {
            if (!fitting || fits < 0) {
                throw new StateSpaceTooLargeException(stopped(domain, radius, maxStates, search, fits));
            }
            reached = fits;
        } else {
            reached = fitting ? search.farthest : radius;
            long states = search.within(reached);
            long moves = search.movesWithin(reached);
            if (!heap.holds(states, moves)) {
                // Only a radius asked for: a fitting one went no farther than the heap holds.
                throw new StateSpaceTooLargeException(StateSpace.named(domain) + " has " + Numbers.grouped(states) + " "
                        + domain.stateNounPlural() + within(domain, radius) + ", which need "
                        + heap.needs(states, moves) + " but " + heap.free() + " are free; give Maven's JVM "
                        + HeapFigures.mavenHeap(heap.gibibytesHolding(states, moves))
                        + largestThatFits(domain, search, fits, "the heap now"));
            }
        }
        long[] keys = search.table.keysAtMost(reached);
        Arrays.parallelSort(keys);
        int[] distance = new int[keys.length];
        for (int state = 0; state < keys.length; state++) {
            distance[state] = search.table.get(keys[state]);
        }
        search = null;
        StateSpace.checkKeyOrder(domain, keys);
        Moves moves = movesOf(domain, keys, distance);
        return new StateRegion(StateSpace.restore(domain, keys, moves.index(), moves.firstMove(), moves.targets(),
                moves.costs(), distance), reached, domain.stateCount());
    }

    /** " within 24 moves of its goals"; nothing for {@link #largestWithin}'s search, which has no radius. */
    private static String within(Domain domain, int radius) {
        if (radius == Integer.MAX_VALUE) {
            return "";
        }
        return " within " + (domain.unitCosts() ? radius + (radius == 1 ? " move" : " moves") : "a distance of "
                + radius) + " of its goals";
    }

    /** Why the search stopped before the radius: past {@code maxStates}, or past what the heap holds. */
    private static String stopped(Domain domain, int radius, long maxStates, Search search, int fits) {
        String more = StateSpace.named(domain) + " has more than " + Numbers.grouped(search.stoppedPast) + " "
                + domain.stateNounPlural() + within(domain, radius);
        if (!search.stoppedByHeap) {
            return more + ", more than the limit maxStates in the rubric file (" + Numbers.grouped(maxStates)
                    + "); raise maxStates" + largestThatFits(domain, search, fits, "maxStates and the heap now");
        }
        RegionHeap heap = search.heap;
        long atLeast = search.stoppedPast + 1;
        return more + " (the search back from the goals stopped there), which need at least "
                + heap.needsAtLeast(atLeast) + ", more than the " + heap.free() + " free; give Maven's JVM at least "
                + HeapFigures.mavenHeap(heap.gibibytesAtLeast(atLeast))
                + largestThatFits(domain, search, fits, "the heap now");
    }

    /** The end of a size message: the largest radius that fits, with its state count, and where to set it. */
    private static String largestThatFits(Domain domain, Search search, int fits, String what) {
        return fits < 0 ? "; not even the goals fit " + what
                : ", or grade within the largest radius that fits " + what + ", " + fits + " ("
                        + Numbers.grouped(search.within(fits)) + " " + domain.stateNounPlural() + "): set radius: "
                        + fits + " in the rubric file (grade.radius)";
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

    /**
     * The search back from the goals, by buckets of distance. It stops past {@code maxStates} states settled, and
     * before its table or buckets would pass the heap free.
     */
    private static final class Search {

        private final Domain domain;
        private final long[] goals;
        private final int radius;
        private final long maxStates;
        /** Whether the search stops once the states settled are more than the heap can grade. */
        private final boolean fitting;
        private final RegionHeap heap;
        private final LongIntTable table = new LongIntTable();
        private long[][] buckets = new long[16][];
        private int[] bucketSizes = new int[16];
        /** States waiting in the buckets. */
        private long queued;
        /** The states within each distance settled whole: {@code withinCounts[d]} within d. */
        private long[] withinCounts = new long[16];
        /**
         * The moves into the states within each distance settled whole, from any state: at least the moves between
         * two of them, which the region keeps.
         */
        private long[] withinMoves = new long[16];
        /** The moves into the states settled so far, from any state. */
        private long movesSeen;
        /** The distance at which the search stopped before the radius, or −1 when it reached it. */
        private int stoppedAt = -1;
        /** How many states the search held when it stopped: the region within the radius has more. */
        private long stoppedPast;
        /** Whether it stopped on the heap rather than on {@code maxStates}. */
        private boolean stoppedByHeap;
        /** The largest distance settled whole. */
        private int complete = -1;
        /** The largest distance of a state settled. */
        private int farthest;

        Search(Domain domain, long[] goals, int radius, long maxStates, boolean fitting, RegionHeap heap) {
            this.domain = domain;
            this.goals = goals;
            this.radius = radius;
            this.maxStates = maxStates;
            this.fitting = fitting;
            this.heap = heap;
        }

        /** The states within {@code distance}, settled whole (those of the search, when it reached no farther). */
        long within(int distance) {
            return withinCounts[Math.min(distance, complete)];
        }

        /** The moves into the states within {@code distance}, as {@link #within} counts them: their most. */
        long movesWithin(int distance) {
            return withinMoves[Math.min(distance, complete)];
        }

        /** The largest distance settled whole whose states are at most {@code most} and fit the heap; −1 if none. */
        int largestHeld(long most) {
            int fits = complete;
            while (fits >= 0 && (withinCounts[fits] > most || !heap.holds(withinCounts[fits], withinMoves[fits]))) {
                fits--;
            }
            return fits;
        }

        void run() {
            if (goals.length == 0) {
                throw new DomainContractException(StateSpace.named(domain) + " gives"
                        + " no goal states (goalStates()), which a grade within a radius searches back from");
            }
            for (long goal : goals) {
                if (!domain.isGoal(goal)) {
                    throw new DomainContractException("the " + domain.title() + " (domain " + domain.name()
                            + ")'s goalStates() gives " + domain.format(goal) + ", which isGoal() says is no goal");
                }
                if (table.get(checked(goal)) < 0) {
                    if (pastHeap(0)) {
                        return;
                    }
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
                for (int i = 0; i < size; i++) {
                    long state = bucket[i];
                    if (table.get(state) != distance) {
                        continue;
                    }
                    int moves = domain.predecessors(state, from, costs);
                    movesSeen += moves;
                    if (++settled > maxStates || fitting && !heap.holds(settled, movesSeen)) {
                        stoppedAt = distance;
                        stoppedPast = settled - 1;
                        stoppedByHeap = settled <= maxStates;
                        return;
                    }
                    farthest = distance;
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
                            if (known < 0 && pastHeap(distance)) {
                                return;
                            }
                            table.put(from[move], (int) reached);
                            push((int) reached, from[move]);
                        }
                    }
                }
                queued -= size;
                if (distance == withinCounts.length) {
                    withinCounts = Arrays.copyOf(withinCounts, distance * 2);
                    withinMoves = Arrays.copyOf(withinMoves, distance * 2);
                }
                withinCounts[distance] = settled;
                withinMoves[distance] = movesSeen;
                complete = distance;
            }
        }

        /** Whether one more state known takes the search past the heap free; if so, it stops at {@code distance}. */
        private boolean pastHeap(int distance) {
            if (RegionHeap.searchBytes(table.size() + 1L, queued + 1) <= heap.available()) {
                return false;
            }
            stoppedAt = distance;
            stoppedPast = table.size();
            stoppedByHeap = true;
            return true;
        }

        private long checked(long key) {
            if (key == 0) {
                throw new DomainContractException(StateSpace.named(domain) + " gives"
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
            queued++;
        }
    }

    /** The moves of consecutive states, {@code firstMove} holding offsets relative to {@code targets}. */
    private record MovesOfRange(int from, int to, int[] targets, int[] costs, int count) {
    }

    /**
     * The region's moves, as {@link StateSpace#restore} takes them, with the index of its keys they were found
     * through, which the state space keeps.
     *
     * @param costs each move's cost, or null when every move costs 1
     */
    private record Moves(KeyIndex index, int[] firstMove, int[] targets, int[] costs) {
    }

    /**
     * Every move between two states of the region, the distances checked against them. Returned apart from the
     * state space, so that the ranges' moves are garbage before it is made ({@link RegionHeap#BUILD_BYTES_PER_STATE}
     * counts one index, this one).
     */
    private static Moves movesOf(Domain domain, long[] keys, int[] distance) {
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
        return new Moves(index, firstMove, targets, costs);
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
                throw new DomainContractException(StateSpace.named(domain) + "'s "
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
        return StateSpace.named(domain) + "'s predecessors do not match its"
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

        /** How many keys it holds. */
        int size() {
            return size;
        }

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
