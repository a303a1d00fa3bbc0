package edu.example.huarongdao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

/** Your own tests run with `mvn grade` too; a rubric file can give them points. */
class BlockedExitHeuristicTest {

    private final BlockedExitHeuristic heuristic = new BlockedExitHeuristic();

    @Test
    void countsManhattanDistanceAndTheTwoSinglesOnTheExitOfTheClassicStart() {
        Board hengDaoLiMa = Board.parse("^11^ v11v ^<>^ v22v 2..2");
        assertEquals(3 + 2, heuristic.estimate(hengDaoLiMa));
    }

    @Test
    void isZeroAtAGoal() {
        Board goal = Board.parse("^<>^ v22v ^..^ v11v 2112");
        assertTrue(goal.isGoal());
        assertEquals(0, heuristic.estimate(goal));
    }

    @Test
    void neverExceedsOneMoreThanItsSuccessors() {
        Board hengDaoLiMa = Board.parse("^11^ v11v ^<>^ v22v 2..2");
        for (Board next : hengDaoLiMa.successors()) {
            assertTrue(heuristic.estimate(hengDaoLiMa) <= 1 + heuristic.estimate(next), next.toString());
        }
    }
}
