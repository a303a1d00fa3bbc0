package student;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class QuittingTest {

    @Test
    @Order(1)
    void isZeroAtAGoal() {
        assertEquals(0, new ManhattanHeuristic().estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }

    @Test
    @Order(2)
    void quits() {
        System.out.println("giving up");
        System.exit(3);
    }

    @Test
    @Order(3)
    void neverRuns() {
    }
}
