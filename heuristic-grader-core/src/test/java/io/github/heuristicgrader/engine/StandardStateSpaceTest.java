package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The full standard puzzle once, against the known totals. */
class StandardStateSpaceTest {

    private static final String HENG_DAO_LI_MA = "^11^ v11v ^<>^ v22v 2..2";

    private static StateSpace space;

    @BeforeAll
    static void enumerate() {
        space = StateSpace.of(HuarongdaoPuzzle.standard());
    }

    @Test
    void standardSetHas363480Layouts() {
        assertEquals(363_480, space.size());
    }

    @Test
    void solvesExactly267115Layouts() {
        assertEquals(267_115, space.solvableCount());
    }

    @Test
    void has24780GoalLayouts() {
        assertEquals(24_780, space.goalCount());
    }

    @Test
    void layoutsAreSortedByText() {
        for (int state = 1; state < space.size(); state++) {
            assertTrue(space.key(state - 1) < space.key(state));
            assertTrue(space.text(state - 1).compareTo(space.text(state)) < 0, space.text(state));
        }
    }

    @Test
    void hengDaoLiMaNeeds116MovesAndReaches25955Layouts() {
        int start = space.stateOf(space.domain().parse(HENG_DAO_LI_MA));
        assertEquals(116, space.distance(start));
        int reachable = 0;
        for (int distance : space.distancesFrom(start)) {
            reachable += distance >= 0 ? 1 : 0;
        }
        assertEquals(25_955, reachable);
    }

    @Test
    void optimalPathStepsOneMoveCloserEachTime() {
        int start = space.stateOf(space.domain().parse(HENG_DAO_LI_MA));
        int[] path = space.optimalPath(start);
        assertEquals(117, path.length);
        for (int step = 0; step < path.length; step++) {
            assertEquals(116 - step, space.distance(path[step]));
        }
    }
}
