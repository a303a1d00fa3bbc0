package io.github.heuristicgrader.spi;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One puzzle the grader grades heuristics for, every state of which fits in a {@code long}: the seam between the
 * rules and words of one puzzle and the puzzle-independent state space, checks, search, fork, grading and reports.
 *
 * <p>State keys are non-zero and compare like the {@link #format} text: of two states, the one with the smaller key
 * has the smaller text ({@link String#compareTo}); the grader refuses a domain that breaks this when it builds the
 * state database. A move costs a positive whole number, 1 unless the domain says otherwise
 * ({@link #unitCosts}, {@link #successors(long, long[], int[])}); moves need not be reversible, and states from which
 * no goal can be reached are allowed (the checks leave them out). Two instances with the same settings are equal
 * ({@code equals} and {@code hashCode}), so that the grader builds each state database once. A domain is opened
 * through the grader's registry ({@code Domains}, which finds each {@link DomainProvider}); opening is cheap, the
 * work is in {@link #states}.
 *
 * <p>The domain declares what the student's JVM gets of it ({@link #studentSide}): its state type, and the parser
 * that reads {@link #format} text into a state equal to {@link #studentState} of the same key, through which alone
 * the worker in the student's JVM rebuilds states from text, and the packages of both. A domain may come from a jar
 * of an instructor's own, in packages of its own, put on the plugin's {@code <dependencies>}.
 */
public interface Domain {

    /** The domain's name in reports, JSON and settings, lower case, such as {@code huarongdao}. */
    String name();

    /** The puzzle's name in prose, such as {@code Huarongdao}. */
    String title();

    /** What one state is called in prose, singular, such as {@code layout} or {@code facility}. */
    String stateNoun();

    /** What states are called in prose, plural, such as {@code layouts} or {@code facilities}. */
    String stateNounPlural();

    /**
     * The settings this instance was opened with, every key the provider knows with its value (defaults included),
     * in a fixed order; empty for a domain without settings.
     */
    default Map<String, String> settings() {
        return Map.of();
    }

    /**
     * This instance in words for the report's state database, such as the pieces of every layout or the numbers of
     * pairs; empty for a domain with one instance only.
     */
    default String description() {
        return "";
    }

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

    /**
     * What the student's JVM gets of this domain: the state type, its parser and their packages, which the
     * worker's class path and the student's class loader are built from.
     */
    StudentSide studentSide();

    /** The class of {@link #studentState}, which a student's {@code Heuristic<S>} names as {@code S}. */
    default Class<?> studentStateType() {
        return studentSide().stateType();
    }

    /** The read-only state handed to a student's heuristic. */
    Object studentState(long state);

    /** Named classic start states, in the order reports list them: name → {@link #format} text. */
    Map<String, String> classicStates();

    /**
     * The name of {@code name} in Latin letters, for places where a CJK font may be missing (the console, JUnit XML,
     * Gradescope): the pinyin of a classic state's Chinese name, else {@code name} itself.
     */
    default String latinName(String name) {
        return name;
    }

    /** The baseline heuristic a student's heuristic must dominate, admissible and consistent, with its name. */
    StateHeuristic baseline();

    /**
     * The optimal distances at which the A* effort suite picks its starts by default, ascending; empty, the default,
     * to have them chosen from the state database (spread over the solvable states' distances).
     */
    default List<Integer> effortDistances() {
        return List.of();
    }

    /**
     * How this domain's states are drawn: rows of text for the console, an SVG element for the page. By default
     * their compact text ({@link StateDrawing#ofText}), for a domain that draws nothing of its own.
     */
    default StateDrawing drawing() {
        return StateDrawing.ofText(this);
    }
}
