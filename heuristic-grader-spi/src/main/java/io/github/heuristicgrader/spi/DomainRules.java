package io.github.heuristicgrader.spi;

import java.util.Arrays;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.LongStream;

/**
 * A domain's rules: its states as non-zero {@code long} keys, the moves between them and their costs, its goals, and
 * the compact text each state reads and writes as. One of the parts of {@link Domain}.
 *
 * <p>Keys compare like the {@link #format} text: of two states, the one with the smaller key has the smaller text
 * ({@link String#compareTo}); the grader refuses a domain that breaks this when it builds the state database. A move
 * costs a positive whole number, 1 unless the domain says otherwise ({@link #unitCosts},
 * {@link #successors(long, long[], int[])}); moves need not be reversible, and states from which no goal can be
 * reached are allowed (the checks leave them out).
 */
public interface DomainRules {

    /**
     * Every state of the state database, ascending, without duplicates: their order is the order of their text. By
     * default every state reachable by moves from {@link #startStates} ({@link ReachableStates}); a domain that can
     * enumerate its states directly overrides this.
     */
    default long[] states() {
        return ReachableStates.from(this, startStates());
    }

    /**
     * Where the default {@link #states} begins its search: by default the classic states ({@link #classicStates}).
     * A domain whose moves are reversible may give its goals, so that the database holds every state that can reach
     * one; a domain with one-way moves gives the states its puzzles start from.
     */
    default long[] startStates() {
        return classicStates().values().stream().mapToLong(this::parse).toArray();
    }

    /** An upper bound on the number of moves from any state, the size {@link #successors(long, long[])} needs. */
    int maxMoves();

    /**
     * Writes the states one move away from {@code state} into {@code into}, in a fixed order.
     *
     * @return how many were written
     */
    int successors(long state, long[] into);

    /**
     * Whether every move costs 1, the default: then {@link #successors(long, long[])} alone gives the moves, and
     * exact distances are found breadth-first. A domain whose moves cost more returns false and gives the costs
     * through {@link #successors(long, long[], int[])}.
     */
    default boolean unitCosts() {
        return true;
    }

    /**
     * Writes the states one move away from {@code state} into {@code into} and each move's cost, a positive whole
     * number, into {@code costs} at the same index: the same moves, in the same order, as
     * {@link #successors(long, long[])}. The default gives every move the cost 1; a domain whose
     * {@link #unitCosts} is false overrides it.
     *
     * @param costs as long as {@code into}
     * @return how many were written
     */
    default int successors(long state, long[] into, int[] costs) {
        int moves = successors(state, into);
        Arrays.fill(costs, 0, moves, 1);
        return moves;
    }

    /**
     * Whether every move can be undone by a move back at the same cost, a promise the domain makes: then the grader
     * finds the exact distances over the moves as they are, without building their reverse, which saves time on a
     * large database. The default is false, which is right for any domain; a domain that says true when it does not
     * hold gets wrong distances.
     */
    default boolean reversibleMoves() {
        return false;
    }

    /**
     * Writes the states one move before {@code state}, those with a move to it, into {@code into} and each such
     * move's cost into {@code costs} at the same index, in a fixed order: what the grader searches back from the goals
     * along when it grades within a radius ({@link GradingDefaults#gradingRadius}), so that it never needs the whole
     * space. A domain whose moves are reversible ({@link #reversibleMoves}) needs nothing here: the default gives
     * its successors, which are then its predecessors at the same costs. A domain with one-way moves that is to be
     * graded within a radius overrides it; for any other the default refuses.
     *
     * @param into as long as {@link #maxPredecessors}
     * @param costs as long as {@code into}
     * @return how many were written
     * @throws UnsupportedOperationException by default, when the moves are not reversible
     */
    default int predecessors(long state, long[] into, int[] costs) {
        if (!reversibleMoves()) {
            throw new UnsupportedOperationException("a domain with one-way moves gives its predecessors to be"
                    + " graded within a radius");
        }
        return successors(state, into, costs);
    }

    /**
     * An upper bound on the number of moves into any state, the size {@link #predecessors} needs: by default
     * {@link #maxMoves}, right for reversible moves.
     */
    default int maxPredecessors() {
        return maxMoves();
    }

    /**
     * The goal states, every state for which {@link #isGoal} holds, where a search back from the goals begins when
     * the domain is graded within a radius. By default the goals among {@link #startStates}, which a domain with
     * reversible moves may give as its starts; another overrides it.
     */
    default long[] goalStates() {
        return LongStream.of(startStates()).filter(this::isGoal).distinct().toArray();
    }

    /**
     * How many states the whole space holds, when the domain knows (the 15-puzzle's 16!/2): reports of a grade
     * within a radius give it beside the region's count. Empty, the default, when not known; nothing is graded
     * differently by it.
     */
    default OptionalLong stateCount() {
        return OptionalLong.empty();
    }

    /**
     * A perfect rank: the number of {@code state} among {@link #states}, counted from 0 in their ascending order,
     * computed from the state alone, as permutation puzzles can (the rank of a permutation in lexicographic order,
     * when every permutation is a state and keys order them so). A domain that gives one saves the grader its index of
     * the keys, up to 16 bytes a state of heap, and a hash lookup for every move it stores: 536 MiB at 40 million
     * states. The grader checks it on every state when it builds the state database, and refuses a domain whose rank
     * of a state is not its number there. Used only when the whole space is graded: a region within a radius
     * ({@link GradingDefaults#gradingRadius}) numbers its states itself.
     *
     * @return the state's number; −1, the default, for every state when the domain offers no rank
     */
    default long rank(long state) {
        return -1;
    }

    /** Whether {@code state} is a goal. */
    boolean isGoal(long state);

    /** The state as compact text, on one line: what {@link #parse} and the student state type's parse read. */
    String format(long state);

    /**
     * Reads a state in any text form the domain knows (its compact text and any other, such as a puzzle's prose).
     *
     * @throws IllegalArgumentException with a message naming where the text is at fault
     */
    long parse(String text);

    /** Named classic start states, in the order reports list them: name → {@link #format} text. */
    Map<String, String> classicStates();
}
