package hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

/** The instructor's hidden tests: the student's Manhattan heuristic is admissible, but far from exact. */
class HiddenHeuristicTest {

    @SuppressWarnings("unchecked")
    private static Heuristic<Board> studentHeuristic() throws ReflectiveOperationException {
        return (Heuristic<Board>) Class.forName("student.ManhattanHeuristic").getConstructor().newInstance();
    }

    @Test
    void isTheExactDistanceOfTheClassicStart() throws ReflectiveOperationException {
        assertEquals(116, studentHeuristic().estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2")), "横刀立马");
    }

    @Test
    void isWellInformedAtTheClassicStart() throws ReflectiveOperationException {
        int estimate = studentHeuristic().estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2"));
        assertTrue(estimate >= 100, "横刀立马 takes 116 moves; an estimate of " + estimate + " says little");
    }
}
