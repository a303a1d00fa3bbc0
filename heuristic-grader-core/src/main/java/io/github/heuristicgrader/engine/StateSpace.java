package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainRules;
import io.github.heuristicgrader.spi.ReachableStates;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * Every state of a domain, the moves between them with their costs, and each state's exact distance to the nearest
 * goal: the least total cost of a path to a goal, found over the reversed moves from all goal states at once (the
 * moves themselves, when the domain promises them reversible), breadth-first when every move costs 1 and by
 * Dijkstra's algorithm otherwise.
 *
 * <p>States are numbered 0 to {@link #size()} − 1 in ascending key order, so a smaller number means a smaller
 * state text. Moves are stored once as adjacency lists in two flat arrays (three when moves cost more than 1);
 * moves need not be reversible, and a state from which no goal can be reached has the distance
 * {@link #UNSOLVABLE}.
 */
public final class StateSpace {

    /** The distance of a state from which no goal can be reached. */
    public static final int UNSOLVABLE = -1;

    /** The most states a state database holds unless the rubric allows more. */
    public static final int DEFAULT_MAX_STATES = 20_000_000;

    /**
     * Heap a state takes beyond its moves and its text while a grade runs, in bytes, every phase counted: the state
     * database (its key 8, its slot in the key index up to 16, its first move and distance 8); the estimates held
     * (the baseline's, the exact distances as A*'s reference, two heuristics': 16); the searches (A*'s tables 9, a
     * forced-expansion searcher's 13, the effort suite's kept searches at most 12, the A* suite's component count 8);
     * and the keys the heuristics' states file is written from, enumerated again while the database is built (8). The
     * states' texts go to that file on disk, not to the heap.
     */
    static final long BYTES_PER_STATE = 98;

    /** Heap a state's slot in the key index takes at most, which a domain's perfect rank saves. */
    static final long KEY_INDEX_BYTES_PER_STATE = 16;

    /** Heap a stored move's target takes. */
    static final long BYTES_PER_MOVE_TARGET = 4;

    private final Domain domain;
    private final long[] keys;
    /** Where each key is, or null when the domain ranks its states ({@link Domain#rank}). */
    private final KeyIndex index;
    private final int[] firstMove;
    private final int[] moveTargets;
    /** Each move's cost, or null when every move costs 1. */
    private final MoveCosts moveCosts;
    private final int[] distance;
    private final int goals;
    private final int solvable;
    private final int maxDistance;
    private final int maxMoveCost;

    private StateSpace(Domain domain, long maxStates, long availableHeap) {
        this.domain = domain;
        this.keys = statesOf(domain, maxStates, availableHeap);
        boolean ranked = keys.length > 0 && domain.rank(keys[0]) >= 0;
        Runtime runtime = Runtime.getRuntime();
        // The keys are held already: what is free now and their bytes, collected first when that looks too little.
        long keyBytes = (long) keys.length * Long.BYTES;
        long free = HeapFigures.freeFor(heapNeededBeforeMoves(domain, keys.length, ranked) - keyBytes) + keyBytes;
        checkSize(domain, keys.length, ranked, maxStates, free, runtime.maxMemory());
        checkKeyOrder(domain, keys, ranked);
        this.index = ranked ? null : new KeyIndex(keys);
        this.firstMove = new int[keys.length + 1];
        boolean unit = domain.unitCosts();
        // Counted first, then stored where they belong: the moves are held once, never in parts and again joined.
        AtomicInteger largestCost = new AtomicInteger(1);
        eachRange(range -> largestCost.accumulateAndGet(countMoves(range[0], range[1], unit), Math::max));
        long total = 0;
        for (int state = 0; state < keys.length; state++) {
            total += firstMove[state + 1];
            if (total > Integer.MAX_VALUE - 8) {
                throw new StateSpaceTooLargeException(named(domain) + " has more than " + Numbers.grouped(total)
                        + " moves, more than one state database holds; grade the states within a radius of the"
                        + " goals (grade.radius), or choose smaller domain settings");
            }
            firstMove[state + 1] = (int) total;
        }
        // The moves now counted and their costs' width known: the heap they take, checked before they are stored.
        long movesNeed = heapStillNeeded(domain, keys.length, ranked, total, unit ? 0 : largestCost.get());
        checkMovesFit(domain, keys.length, total, unit ? 0 : largestCost.get(), movesNeed,
                HeapFigures.freeFor(movesNeed), runtime.maxMemory());
        this.moveTargets = new int[(int) total];
        this.moveCosts = unit ? null : MoveCosts.forMoves((int) total, largestCost.get());
        eachRange(range -> storeMoves(range[0], range[1], unit));
        int[] goalStates = IntStream.range(0, keys.length).filter(state -> domain.isGoal(keys[state])).toArray();
        this.goals = goalStates.length;
        // Moves the domain promises reversible are their own reverse: nothing to build.
        this.distance = domain.reversibleMoves()
                ? ReversedMoves.leastCosts(keys.length, firstMove, moveTargets, moveCosts, goalStates)
                : new ReversedMoves(keys.length, firstMove, moveTargets, moveCosts).distancesFrom(goalStates);
        this.solvable = (int) Arrays.stream(distance).filter(d -> d != UNSOLVABLE).count();
        this.maxDistance = Arrays.stream(distance).max().orElse(0);
        this.maxMoveCost = moveCosts == null ? 1 : moveCosts.max();
    }

    /** A state space of arrays, and an index of its keys, made before: the count fields follow from them. */
    private StateSpace(Domain domain, long[] keys, KeyIndex index, int[] firstMove, int[] moveTargets,
            MoveCosts moveCosts, int[] distance) {
        this.domain = domain;
        this.keys = keys;
        this.index = index;
        this.firstMove = firstMove;
        this.moveTargets = moveTargets;
        this.moveCosts = moveCosts;
        this.distance = distance;
        int goalCount = 0;
        int solvableCount = 0;
        int farthest = 0;
        for (int d : distance) {
            // Moves cost at least 1, so the states at distance 0 are the goals.
            goalCount += d == 0 ? 1 : 0;
            solvableCount += d != UNSOLVABLE ? 1 : 0;
            farthest = Math.max(farthest, d);
        }
        this.goals = goalCount;
        this.solvable = solvableCount;
        this.maxDistance = farthest;
        this.maxMoveCost = moveCosts == null ? 1 : moveCosts.max();
    }

    /**
     * The state space {@link #of} built for {@code domain}, from the arrays it holds, as prepared data keeps them
     * (written from {@link #key}, {@link #firstMove}, {@link #moveTarget}, {@link #moveCost} and {@link #distance}):
     * nothing is enumerated or searched. The arrays are kept, not copied. Checks that they fit together, so that
     * wrong arrays fail here rather than in a search; whether they are right is the caller's to know (prepared data
     * is used only when its digest is one the plugin carries).
     *
     * @param firstMove the first move of each state and, last, the number of moves
     * @param moveCosts each move's cost, or null when every move costs 1 ({@link Domain#unitCosts})
     * @throws IllegalArgumentException when the arrays do not fit together or with the domain's move costs
     */
    public static StateSpace restore(Domain domain, long[] keys, int[] firstMove, int[] moveTargets, int[] moveCosts,
            int[] distance) {
        return restore(domain, keys, null, firstMove, moveTargets, moveCosts, distance);
    }

    /**
     * {@link #restore(Domain, long[], int[], int[], int[], int[])} on {@code index}, an index of {@code keys} made
     * before (a region's, through which its moves were found), so that it is not built twice; null to build one.
     */
    static StateSpace restore(Domain domain, long[] keys, KeyIndex index, int[] firstMove, int[] moveTargets,
            int[] moveCosts, int[] distance) {
        int states = keys.length;
        boolean fits = firstMove.length == states + 1 && distance.length == states && firstMove[0] == 0
                && firstMove[states] == moveTargets.length && (moveCosts == null) == domain.unitCosts()
                && (moveCosts == null || moveCosts.length == moveTargets.length);
        for (int state = 0; fits && state < states; state++) {
            fits = firstMove[state] <= firstMove[state + 1] && distance[state] >= UNSOLVABLE
                    && (state == 0 || keys[state - 1] < keys[state]);
        }
        for (int move = 0; fits && move < moveTargets.length; move++) {
            fits = moveTargets[move] >= 0 && moveTargets[move] < states && (moveCosts == null || moveCosts[move] > 0);
        }
        if (!fits) {
            throw new IllegalArgumentException("the arrays of a state space of the " + domain.title()
                    + " do not fit together");
        }
        return new StateSpace(domain, keys, index != null ? index : new KeyIndex(keys), firstMove, moveTargets,
                moveCosts == null ? null : MoveCosts.of(moveCosts), distance);
    }

    /**
     * Enumerates {@code domain} and computes every exact distance, refusing more than
     * {@link #DEFAULT_MAX_STATES} states.
     *
     * @throws StateSpaceTooLargeException when the domain has more states than that or than the heap holds
     */
    public static StateSpace of(Domain domain) {
        return of(domain, DEFAULT_MAX_STATES);
    }

    /**
     * Enumerates {@code domain} and computes every exact distance.
     *
     * @param maxStates the most states allowed, the rubric's {@code maxStates}
     * @throws StateSpaceTooLargeException when the domain has more than {@code maxStates} states, or more than the
     *     free heap can hold, saying which setting to change
     */
    public static StateSpace of(Domain domain, long maxStates) {
        return new StateSpace(domain, maxStates, HeapFigures.free());
    }

    /**
     * The states of {@code domain} ({@link Domain#states}). When the domain keeps the default, the states its moves
     * reach from its starts, the search stops once it has seen more than {@code maxStates} or than the heap could
     * grade, so that a domain whose moves reach too far is refused, not left to fill the heap; a domain that lists
     * its own states gives them whole, and {@link #checkSize} refuses them after.
     *
     * @throws StateSpaceTooLargeException when the search stops, saying which setting to change
     */
    static long[] statesOf(Domain domain, long maxStates, long availableHeap) {
        if (!keepsDefaultStates(domain)) {
            return domain.states();
        }
        long byHeap = Math.max(0, availableHeap) / bytesPerState(domain);
        long atMost = Math.min(maxStates, byHeap);
        long[] states = ReachableStates.from(domain, domain.startStates(), atMost);
        if (states != null) {
            return states;
        }
        String more = named(domain) + " has more than " + Numbers.grouped(atMost) + " " + domain.stateNounPlural()
                + " reachable from its starts (the search stopped there), ";
        throw new StateSpaceTooLargeException(atMost == maxStates
                ? more + "more than the limit of " + Numbers.grouped(maxStates) + " states; raise maxStates in the"
                        + " rubric file" + RADIUS_OR_SMALLER
                : more + "which need more than the " + Numbers.grouped(HeapFigures.mebibytes(availableHeap))
                        + " MiB of heap free (" + bytesPerState(domain) + " bytes each, up to " + domain.maxMoves()
                        + " moves from each); give Maven's JVM more heap (-Xmx in MAVEN_OPTS or .mvn/jvm.config)"
                        + RADIUS_OR_SMALLER);
    }

    /**
     * The end of every size message: the other ways to a grade that fits. {@code grade.radius} is the setting of
     * grading within a radius of the goals (issue 31's region, built by a backward search), named here before it
     * lands: the two must keep the one name.
     */
    private static final String RADIUS_OR_SMALLER = ", or grade the states within a radius of the goals"
            + " (grade.radius), or choose smaller domain settings";

    /** "the 15-puzzle (domain fifteen-puzzle)": how a size or contract message names a domain. */
    static String named(Domain domain) {
        return "the " + domain.title() + " (domain " + domain.name() + ")";
    }

    /** Whether {@code domain} keeps {@link Domain#states}' default, the states reachable from its starts. */
    private static boolean keepsDefaultStates(Domain domain) {
        try {
            return domain.getClass().getMethod("states").getDeclaringClass() == DomainRules.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a domain without states()", e);
        }
    }

    /**
     * Refuses a domain whose states do not ascend, or whose keys do not compare as their texts do
     * ({@link Domain}'s rule): each state's key and text must each be greater than the one before's, which, order
     * being transitive, checks every pair. Each state is formatted once, as the heuristics' fork gets them anyway.
     *
     * @throws DomainContractException naming the domain and the two states out of order
     */
    static void checkKeyOrder(Domain domain, long[] keys) {
        checkKeyOrder(domain, keys, false);
    }

    /**
     * {@link #checkKeyOrder(Domain, long[])}, and, when {@code ranked}, that the domain's rank of every state is its
     * number ({@link Domain#rank}), so that a rank is trusted as the index it replaces.
     */
    static void checkKeyOrder(Domain domain, long[] keys, boolean ranked) {
        // Ranges side by side, each from the state before it; the first range that finds a fault says it, so that
        // the message names the same two states however the ranges run.
        int ranges = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors() * 4, keys.length / 20_000));
        IntStream.range(0, ranges).parallel().mapToObj(range -> {
            try {
                checkKeyOrder(domain, keys, Math.max(0, (int) ((long) keys.length * range / ranges) - 1),
                        (int) ((long) keys.length * (range + 1) / ranges), ranked);
                return null;
            } catch (DomainContractException e) {
                return e;
            }
        }).filter(Objects::nonNull).findFirst().ifPresent(e -> {
            throw e;
        });
    }

    /** {@link #checkKeyOrder(Domain, long[], boolean)} of the states from {@code from} to {@code to}. */
    private static void checkKeyOrder(Domain domain, long[] keys, int from, int to, boolean ranked) {
        String previous = null;
        for (int state = from; state < to; state++) {
            String text = domain.format(keys[state]);
            if (state > from && keys[state - 1] >= keys[state]) {
                throw new DomainContractException(named(domain) + " lists "
                        + (keys[state - 1] == keys[state] ? "the key " + keys[state] + " (" + text + ") twice"
                                : "its states out of order: key " + keys[state] + " (" + text + ") after key "
                                        + keys[state - 1] + " (" + previous + ")")
                        + "; states() gives every state once, in ascending key order");
            }
            if (state > from && previous.compareTo(text) >= 0) {
                throw new DomainContractException("the " + domain.title() + " (domain " + domain.name()
                        + ")'s keys do not compare as its texts do: key " + keys[state - 1] + " is smaller than key "
                        + keys[state] + ", but its text " + previous + (previous.equals(text) ? " is the same as "
                                : " comes after ") + text + "; make the smaller key the one with the smaller text");
            }
            long rank;
            if (ranked && (rank = domain.rank(keys[state])) != state) {
                throw new DomainContractException(named(domain) + " ranks "
                        + text + " " + rank + ", but it is state " + state + " of states(), counted from 0 in"
                        + " ascending key order; rank(state) gives that number for every state, or -1 for every"
                        + " state when the domain offers no rank");
            }
            previous = text;
        }
    }

    /**
     * The heap, in bytes, that grading {@code states} states of {@code domain} with {@code moves} moves needs in
     * this JVM, every phase counted: {@link #BYTES_PER_STATE} a state (less its slot in the key index when the domain
     * ranks its states) and each move's target and cost
     * (none when every move costs 1, {@code maxCost} 0; a byte each while no cost passes 255), twice over when the
     * moves are not promised reversible, for their reverse is built too.
     */
    static long heapNeeded(Domain domain, long states, boolean ranked, long moves, int maxCost) {
        long perMove = BYTES_PER_MOVE_TARGET + (maxCost == 0 ? 0 : MoveCosts.bytesPerMove(maxCost));
        return states * (BYTES_PER_STATE - (ranked ? KEY_INDEX_BYTES_PER_STATE : 0))
                + moves * perMove * (domain.reversibleMoves() ? 1 : 2);
    }

    /**
     * The heap, in bytes, that grading {@code states} states of {@code domain} needs in this JVM before its moves are
     * counted: {@link #heapNeeded(Domain, long, boolean, long, int)} with {@link Domain#maxMoves} moves from
     * each and each move's cost in a byte (checked again once the moves are counted).
     *
     * @param ranked whether the domain ranks its states, so that no key index is built
     */
    static long heapNeededBeforeMoves(Domain domain, long states, boolean ranked) {
        return heapNeeded(domain, states, ranked, states * domain.maxMoves(), domain.unitCosts() ? 0 : 1);
    }

    /**
     * The heap a state of {@code domain} needs before its moves are counted, with a key index, in bytes
     * ({@link #heapNeededBeforeMoves}).
     */
    private static long bytesPerState(Domain domain) {
        return heapNeededBeforeMoves(domain, 1, false);
    }

    /** Refuses a database past {@code maxStates} or the heap, before its moves are built. */
    static void checkSize(Domain domain, int states, long maxStates, long availableHeap) {
        checkSize(domain, states, false, maxStates, availableHeap, Runtime.getRuntime().maxMemory());
    }

    /** {@link #checkSize(Domain, int, boolean, long, long, long)} of a domain that does not rank its states. */
    static void checkSize(Domain domain, int states, long maxStates, long availableHeap, long maxHeap) {
        checkSize(domain, states, false, maxStates, availableHeap, maxHeap);
    }

    /**
     * Refuses a database past {@code maxStates} or the heap, before its moves are built, saying what to change and
     * to what: the setting, the heap that would fit as an {@code -Xmx} figure, or a radius.
     *
     * @param ranked whether the domain ranks its states, so that no key index is built
     * @param maxHeap this JVM's maximum heap, of which {@code availableHeap} is free
     */
    static void checkSize(Domain domain, int states, boolean ranked, long maxStates, long availableHeap,
            long maxHeap) {
        long needed = heapNeededBeforeMoves(domain, states, ranked);
        String heap = Numbers.grouped(HeapFigures.mebibytes(needed)) + " MiB of heap";
        String each = (needed / Math.max(1, states)) + " bytes each, up to " + domain.maxMoves()
                + " moves from each";
        if (states > maxStates) {
            throw new StateSpaceTooLargeException(named(domain) + " has " + Numbers.grouped(states) + " "
                    + domain.stateNounPlural() + ", more than the limit of " + Numbers.grouped(maxStates)
                    + " states; raise maxStates in the rubric file to " + Numbers.grouped(states) + " or more (its"
                    + " grade then needs " + heap + ", " + each + (needed > availableHeap ? ", more than the "
                            + Numbers.grouped(HeapFigures.mebibytes(availableHeap)) + " MiB free: give Maven's JVM "
                            + HeapFigures.mavenHeap(HeapFigures.gibibytesHolding(needed, availableHeap, maxHeap))
                            : "") + ")" + RADIUS_OR_SMALLER);
        }
        if (needed > availableHeap) {
            throw new StateSpaceTooLargeException(named(domain) + " has " + Numbers.grouped(states) + " "
                    + domain.stateNounPlural() + ", which need " + heap + " (" + each + ") but "
                    + Numbers.grouped(HeapFigures.mebibytes(availableHeap)) + " MiB are free; give Maven's JVM "
                    + HeapFigures.mavenHeap(HeapFigures.gibibytesHolding(needed, availableHeap, maxHeap))
                    + RADIUS_OR_SMALLER);
        }
    }

    /**
     * What grading {@code states} states with {@code moves} moves still needs once their keys and key index are held
     * ({@link #heapNeeded(Domain, long, boolean, long, int)} less those), in bytes.
     */
    static long heapStillNeeded(Domain domain, int states, boolean ranked, long moves, int maxCost) {
        return heapNeeded(domain, states, ranked, moves, maxCost)
                - states * (Long.BYTES + (ranked ? 0 : KEY_INDEX_BYTES_PER_STATE));
    }

    /**
     * Refuses a database whose moves, now counted ({@code moves}, none costing more than {@code maxCost}, 0 when
     * every move costs 1), need more heap than is free, before they are stored: {@link #checkSize} counted up to
     * {@link Domain#maxMoves} from each state and a byte for each cost.
     *
     * @param needed what the grade still needs ({@link #heapStillNeeded})
     */
    static void checkMovesFit(Domain domain, int states, long moves, int maxCost, long needed, long availableHeap,
            long maxHeap) {
        if (needed > availableHeap) {
            throw new StateSpaceTooLargeException(named(domain) + " has " + Numbers.grouped(states) + " "
                    + domain.stateNounPlural() + " and " + Numbers.grouped(moves) + " moves"
                    + (maxCost > MoveCosts.MAX_BYTE_COST ? " (costing up to " + Numbers.grouped(maxCost) + ")" : "")
                    + ", which need " + Numbers.grouped(HeapFigures.mebibytes(needed)) + " MiB more of heap but "
                    + Numbers.grouped(HeapFigures.mebibytes(availableHeap)) + " MiB are free; give Maven's JVM "
                    + HeapFigures.mavenHeap(HeapFigures.gibibytesHolding(needed, availableHeap, maxHeap))
                    + RADIUS_OR_SMALLER);
        }
    }

    /** Runs {@code work} on ranges of consecutive states, {from, to}, in parallel: four per processor, for balance. */
    private void eachRange(Consumer<int[]> work) {
        int ranges = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors() * 4, keys.length / 20_000));
        IntStream.range(0, ranges).parallel().forEach(range -> work.accept(new int[] {
                (int) ((long) keys.length * range / ranges), (int) ((long) keys.length * (range + 1) / ranges)}));
    }

    /**
     * Puts the number of moves of each state from {@code from} to {@code to} in {@code firstMove[state + 1]}.
     *
     * @return the largest cost of their moves, at least 1 (1 when every move costs 1)
     */
    private int countMoves(int from, int to, boolean unit) {
        long[] buffer = new long[domain.maxMoves()];
        int[] costBuffer = unit ? null : new int[domain.maxMoves()];
        int largest = 1;
        for (int state = from; state < to; state++) {
            int moves = unit ? domain.successors(keys[state], buffer)
                    : domain.successors(keys[state], buffer, costBuffer);
            firstMove[state + 1] = moves;
            for (int move = 0; !unit && move < moves; move++) {
                largest = Math.max(largest, costBuffer[move]);
            }
        }
        return largest;
    }

    /** Stores the moves of the states from {@code from} to {@code to} where {@code firstMove} says. */
    private void storeMoves(int from, int to, boolean unit) {
        long[] buffer = new long[domain.maxMoves()];
        int[] costBuffer = unit ? null : new int[domain.maxMoves()];
        for (int state = from; state < to; state++) {
            int moves = unit ? domain.successors(keys[state], buffer)
                    : domain.successors(keys[state], buffer, costBuffer);
            if (moves != firstMove[state + 1] - firstMove[state]) {
                throw new DomainContractException("the moves of " + domain.format(keys[state]) + " changed from one"
                        + " call to the next: " + (firstMove[state + 1] - firstMove[state]) + ", then " + moves);
            }
            int slot = firstMove[state];
            for (int move = 0; move < moves; move++) {
                int target = stateOf(buffer[move]);
                if (target < 0) {
                    throw new DomainContractException("move leaves the state database: " + domain.format(keys[state])
                            + " -> " + domain.format(buffer[move]) + (index == null ? " (its rank is "
                                    + domain.rank(buffer[move]) + ", not the number of a state with its key)" : ""));
                }
                if (!unit) {
                    if (costBuffer[move] <= 0 || costBuffer[move] > moveCosts.maxSettable()) {
                        throw new DomainContractException("a move costs " + costBuffer[move] + (costBuffer[move] <= 0
                                ? ", not a positive number: " : ", more than it cost when its moves were counted: ")
                                + domain.format(keys[state]) + " -> " + domain.format(buffer[move]));
                    }
                    moveCosts.set(slot, costBuffer[move]);
                }
                moveTargets[slot++] = target;
            }
        }
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

    /**
     * The number of a state key, or −1 when the key is not a state of this space: the domain's rank of it where the
     * domain ranks its states (checked against the key of that number), else the key index's.
     */
    public int stateOf(long key) {
        if (index != null) {
            return index.positionOf(key);
        }
        long rank;
        try {
            rank = domain.rank(key);
        } catch (RuntimeException e) {
            // Every state's rank was checked when the space was built: a key the rank refuses is no state of it.
            return -1;
        }
        return rank >= 0 && rank < keys.length && keys[(int) rank] == key ? (int) rank : -1;
    }

    /** The state's compact text. */
    public String text(int state) {
        return domain.format(keys[state]);
    }

    /**
     * Exact cost from state {@code state} to the nearest goal (its number of moves, when each costs 1), or
     * {@link #UNSOLVABLE}.
     */
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

    /** Whether every move costs 1. */
    public boolean unitCosts() {
        return moveCosts == null;
    }

    /** The largest cost of any stored move: 1 when every move costs 1. */
    public int maxMoveCost() {
        return maxMoveCost;
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

    /** The cost of a stored move, at least 1. */
    public int moveCost(int move) {
        return moveCosts == null ? 1 : moveCosts.cost(move);
    }

    /**
     * An optimal solution from a solvable state: the state numbers from {@code state} to a goal, both included,
     * each step to the smallest-numbered state whose distance is the current one less the move's cost.
     *
     * @throws IllegalArgumentException when {@code state} is unsolvable
     */
    public int[] optimalPath(int state) {
        if (!isSolvable(state)) {
            throw new IllegalArgumentException("no goal is reachable from " + text(state));
        }
        int[] path = new int[16];
        int length = 0;
        path[length++] = state;
        int current = state;
        while (distance[current] > 0) {
            int best = Integer.MAX_VALUE;
            for (int move = firstMove[current]; move < firstMove[current + 1]; move++) {
                int target = moveTargets[move];
                if (distance[target] >= 0 && distance[target] == distance[current] - moveCost(move) && target < best) {
                    best = target;
                }
            }
            if (length == path.length) {
                path = Arrays.copyOf(path, length * 2);
            }
            path[length++] = best;
            current = best;
        }
        return Arrays.copyOf(path, length);
    }

    /**
     * Exact cost from state {@code start} to every state along the moves, breadth-first when every move costs 1
     * and by Dijkstra's algorithm otherwise; −1 where unreachable.
     */
    public int[] distancesFrom(int start) {
        return ReversedMoves.leastCosts(keys.length, firstMove, moveTargets, moveCosts, new int[] {start});
    }
}
