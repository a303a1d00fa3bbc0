package student;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

class MyHeuristicTest {

    @Test
    void isZeroAtAGoal() {
        assertEquals(0, new MyHeuristic().estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }

    @Test
    void countsTheRowsOfTheClassicStart() {
        assertEquals(3, new MyHeuristic().estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2")));
    }
}
