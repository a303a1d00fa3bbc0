package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.spi.Domain;
import org.junit.jupiter.api.Test;

/**
 * The promise of reversible moves, on which the state space skips building the reversed moves, holds for the
 * domains that make it: every move has one back at the same cost. The one-way graph makes none.
 */
class ReversibleMovesTest {

    @Test
    void everyMoveOfTheBuiltInPuzzlesHasOneBack() {
        for (String name : new String[] {"huarongdao", "elevator"}) {
            Domain domain = Domains.open(name);
            assertTrue(domain.reversibleMoves(), name);
            assertTrue(everyMoveHasOneBack(StateSpace.of(domain)), name);
        }
    }

    @Test
    void findsAOneWayMoveWhereNoPromiseIsMade() {
        OneWayGraph graph = new OneWayGraph(22);
        assertFalse(graph.reversibleMoves());
        assertFalse(everyMoveHasOneBack(StateSpace.of(graph)));
    }

    private static boolean everyMoveHasOneBack(StateSpace space) {
        for (int state = 0; state < space.size(); state++) {
            for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                int target = space.moveTarget(move);
                boolean back = false;
                for (int reverse = space.firstMove(target); reverse < space.endMove(target) && !back; reverse++) {
                    back = space.moveTarget(reverse) == state && space.moveCost(reverse) == space.moveCost(move);
                }
                if (!back) {
                    return false;
                }
            }
        }
        return true;
    }
}
