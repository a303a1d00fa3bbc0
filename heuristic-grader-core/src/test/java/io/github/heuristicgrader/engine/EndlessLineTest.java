package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.oneway.Node;
import edu.example.oneway.NodeParser;
import io.github.heuristicgrader.fixtures.ZeroBaseline;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A domain whose moves reach without end, keeping the default {@link Domain#states} (what its moves reach from its
 * starts): refused once the search passes the rubric's limit or the heap, never left to fill the heap.
 */
class EndlessLineTest {

    /**
     * Node n moves to n + 1 and back, without end; node 1 is the goal and the start. Its text is n and the number in
     * 19 digits, so that keys compare as texts do; or, to break that rule, the number as it is written ("n10" before
     * "n9").
     */
    static final class EndlessLine implements Domain {

        private final long end;
        private final boolean padded;

        /** A line that ends at {@code end}, or does not end when that is {@link Long#MAX_VALUE}. */
        EndlessLine(long end) {
            this(end, true);
        }

        /** The same, its numbers in 19 digits when {@code padded}, else as they are written. */
        EndlessLine(long end, boolean padded) {
            this.end = end;
            this.padded = padded;
        }

        @Override
        public String name() {
            return "endless";
        }

        @Override
        public String title() {
            return "Endless line";
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
        public int maxMoves() {
            return 2;
        }

        @Override
        public int successors(long state, long[] into) {
            int moves = 0;
            if (state > 1) {
                into[moves++] = state - 1;
            }
            if (state < end) {
                into[moves++] = state + 1;
            }
            return moves;
        }

        @Override
        public boolean isGoal(long state) {
            return state == 1;
        }

        @Override
        public String format(long state) {
            return padded ? String.format("n%019d", state) : "n" + state;
        }

        @Override
        public long parse(String text) {
            return Long.parseLong(text.substring(1));
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
            return Map.of("one", format(1));
        }

        @Override
        public StateHeuristic baseline() {
            return new ZeroBaseline();
        }
    }

    /** A line whose moves from one node change from call to call: a domain the grader must not trust twice. */
    static final class FickleLine implements Domain {
        private final EndlessLine line = new EndlessLine(100);
        private final AtomicLong calls = new AtomicLong();

        @Override
        public String name() {
            return line.name();
        }

        @Override
        public String title() {
            return line.title();
        }

        @Override
        public String stateNoun() {
            return line.stateNoun();
        }

        @Override
        public String stateNounPlural() {
            return line.stateNounPlural();
        }

        @Override
        public int maxMoves() {
            return line.maxMoves();
        }

        /**
         * Node 50's moves leave the last one out from the third call on: after the search for the states and the
         * count of the moves, the grader's call to store them.
         */
        @Override
        public int successors(long state, long[] into) {
            int moves = line.successors(state, into);
            return state == 50 && calls.incrementAndGet() >= 3 ? moves - 1 : moves;
        }

        @Override
        public boolean isGoal(long state) {
            return line.isGoal(state);
        }

        @Override
        public String format(long state) {
            return line.format(state);
        }

        @Override
        public long parse(String text) {
            return line.parse(text);
        }

        @Override
        public StudentSide studentSide() {
            return line.studentSide();
        }

        @Override
        public Node studentState(long state) {
            return line.studentState(state);
        }

        @Override
        public Map<String, String> classicStates() {
            return line.classicStates();
        }

        @Override
        public StateHeuristic baseline() {
            return line.baseline();
        }
    }

    /** The moves are counted, then stored: a domain that gives others the second time is refused, not believed. */
    @Test
    void refusesADomainWhoseMovesChangeFromOneCallToTheNext() {
        FickleLine fickle = new FickleLine();
        DomainContractException e = assertThrows(DomainContractException.class, () -> StateSpace.of(fickle));
        assertEquals("the moves of " + fickle.format(50) + " changed from one call to the next: 2, then 1",
                e.getMessage());
    }

    @Test
    void stopsTheSearchAtTheRubricsLimitInsteadOfFillingTheHeap() {
        StateSpaceTooLargeException e = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> assertThrows(StateSpaceTooLargeException.class,
                        () -> StateSpace.of(new EndlessLine(Long.MAX_VALUE), 1_000)));
        assertTrue(e.getMessage().contains("has more than 1,000 nodes reachable from its starts"), e.getMessage());
        assertTrue(e.getMessage().contains("raise maxStates in the rubric file, or grade the states within a radius"
                + " of the goals (grade.radius)"), e.getMessage());
    }

    @Test
    void stopsTheSearchWhereTheFreeHeapEnds() {
        long heap = 1 << 20;
        StateSpaceTooLargeException e = assertThrows(StateSpaceTooLargeException.class,
                () -> StateSpace.statesOf(new EndlessLine(Long.MAX_VALUE), Long.MAX_VALUE, heap));
        long perNode = StateSpace.BYTES_PER_STATE + StateSpace.BYTES_PER_MOVE_TARGET * 2 * 2;
        assertTrue(e.getMessage().contains("has more than " + String.format("%,d", heap / perNode) + " nodes"),
                e.getMessage());
        assertTrue(e.getMessage().contains("give Maven's JVM more heap"), e.getMessage());
    }

    @Test
    void takesEveryStateOfALineWithinTheLimit() {
        long[] states = StateSpace.statesOf(new EndlessLine(1_000), 1_000, Long.MAX_VALUE);
        long[] expected = new long[1_000];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = i + 1;
        }
        assertArrayEquals(expected, states);
        StateSpace space = StateSpace.of(new EndlessLine(1_000), 1_000);
        assertEquals(1_000, space.size());
        assertEquals(999, space.maxDistance());
        assertThrows(StateSpaceTooLargeException.class, () -> StateSpace.statesOf(new EndlessLine(1_001), 1_000,
                Long.MAX_VALUE));
    }
}
