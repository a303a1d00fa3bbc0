package hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/** The instructor's hidden tests: the student's Manhattan heuristic passes the first and fails the second. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class HiddenHeuristicTest {

    @SuppressWarnings("unchecked")
    private static Heuristic<Board> studentHeuristic() throws ReflectiveOperationException {
        return (Heuristic<Board>) Class.forName("student.ManhattanHeuristic").getConstructor().newInstance();
    }

    @Test
    @Order(1)
    void isZeroAtAGoal() throws ReflectiveOperationException {
        assertEquals(0, studentHeuristic().estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }

    @Test
    @Order(2)
    void isTheExactDistanceOfTheClassicStart() throws ReflectiveOperationException {
        assertEquals(116, studentHeuristic().estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2")), "横刀立马");
    }
}
