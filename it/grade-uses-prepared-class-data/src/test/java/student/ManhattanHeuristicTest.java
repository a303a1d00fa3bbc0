package student;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

class ManhattanHeuristicTest {

    private final ManhattanHeuristic heuristic = new ManhattanHeuristic();

    @Test
    void isZeroAtAGoal() {
        assertEquals(0, heuristic.estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }

    @Test
    void isTheExactDistanceOfTheClassicStart() {
        // 横刀立马 takes 116 moves; Manhattan says 3, so this test fails.
        assertEquals(116, heuristic.estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2")), "横刀立马");
    }
}
