package io.github.heuristicgrader.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules part of a domain on its own, with its defaults: the states its moves reach, unit costs, its drawing. */
class DomainRulesTest {

    /** Nodes 1 to {@code last} on a one-way ring: n moves to n + 1 and to 2n, the last back to 1. */
    private record Ring(long last) implements DomainDrawing {

        @Override
        public int maxMoves() {
            return 2;
        }

        @Override
        public int successors(long state, long[] into) {
            into[0] = state == last ? 1 : state + 1;
            if (2 * state <= last) {
                into[1] = 2 * state;
                return 2;
            }
            return 1;
        }

        @Override
        public boolean isGoal(long state) {
            return state == last;
        }

        @Override
        public String format(long state) {
            return String.format("n%03d", state);
        }

        @Override
        public long parse(String text) {
            if (!text.strip().matches("n\\d{3}")) {
                throw new IllegalArgumentException("not a node: " + text);
            }
            return Long.parseLong(text.strip().substring(1));
        }

        @Override
        public Map<String, String> classicStates() {
            return Map.of("start", "n003");
        }
    }

    @Test
    void theDefaultStatesAreThoseTheMovesReachFromTheClassicStartsAscending() {
        Ring ring = new Ring(12);

        long[] expected = new long[12];
        for (int i = 0; i < 12; i++) {
            expected[i] = i + 1;
        }
        assertArrayEquals(expected, ring.states(), "3 reaches 4 … 12, then 1 and 2 round the ring");
        assertArrayEquals(new long[] {3}, ring.startStates());
    }

    @Test
    void aBoundedSearchStopsOnceItHasSeenMoreThanItMay() {
        Ring ring = new Ring(1_000);

        assertNull(ReachableStates.from(ring, new long[] {1}, 999));
        assertEquals(1_000, ReachableStates.from(ring, new long[] {1}, 1_000).length);
        assertThrows(IllegalArgumentException.class, () -> ReachableStates.from(ring, new long[] {0}));
    }

    @Test
    void everyMoveCostsOneUnlessTheDomainSaysOtherwise() {
        Ring ring = new Ring(12);
        long[] into = new long[2];
        int[] costs = new int[2];

        assertTrue(ring.unitCosts());
        assertEquals(2, ring.successors(5, into, costs));
        assertArrayEquals(new long[] {6, 10}, into);
        assertArrayEquals(new int[] {1, 1}, costs);
        assertEquals(false, ring.reversibleMoves());
    }

    @Test
    void aDomainThatDrawsNothingIsDrawnAsItsCompactText() {
        StateDrawing drawing = new Ring(12).drawing();

        assertEquals(List.of("n007"), drawing.rows(" n007 "));
        assertEquals(List.of("no node"), drawing.rows("no node"));
        assertTrue(drawing.svg("n007", "n006").contains("aria-label=\"n007\""));
    }

    @Test
    void oneWayMovesGiveNoPredecessorsByDefaultAndReversibleOnesTheirSuccessors() {
        Ring ring = new Ring(12);
        assertThrows(UnsupportedOperationException.class, () -> ring.predecessors(3, new long[2], new int[2]));
        DomainRules reversible = new DomainRules() {
            @Override
            public boolean reversibleMoves() {
                return true;
            }

            @Override
            public int maxMoves() {
                return ring.maxMoves();
            }

            @Override
            public int successors(long state, long[] into) {
                return ring.successors(state, into);
            }

            @Override
            public boolean isGoal(long state) {
                return ring.isGoal(state);
            }

            @Override
            public String format(long state) {
                return ring.format(state);
            }

            @Override
            public long parse(String text) {
                return ring.parse(text);
            }

            @Override
            public Map<String, String> classicStates() {
                return Map.of("goal", "n012", "start", "n003");
            }
        };
        long[] into = new long[reversible.maxPredecessors()];
        int[] costs = new int[into.length];
        assertEquals(2, reversible.predecessors(3, into, costs));
        assertArrayEquals(new long[] {4, 6}, into);
        assertArrayEquals(new int[] {1, 1}, costs);
        assertArrayEquals(new long[] {12}, reversible.goalStates(), "the goals among the starts");
        assertArrayEquals(new long[0], ring.goalStates(), "the ring starts at n003, no goal");
        assertTrue(ring.stateCount().isEmpty());
    }
}
