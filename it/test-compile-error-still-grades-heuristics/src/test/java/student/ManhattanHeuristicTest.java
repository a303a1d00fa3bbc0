package student;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

class ManhattanHeuristicTest {

    private final ManhattanHeuristic heuristic = new ManhattanHeuristic();

    @Test
    void isZeroAtAGoal() {
        assertEquals(0, heuristic.estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")))
    }
}
