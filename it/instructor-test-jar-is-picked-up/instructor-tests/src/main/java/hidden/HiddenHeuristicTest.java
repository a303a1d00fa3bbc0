package hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The instructor's hidden tests: they reach the student's heuristic by its class name, through the API. */
class HiddenHeuristicTest {

    @SuppressWarnings("unchecked")
    private static Heuristic<Board> studentHeuristic() throws ReflectiveOperationException {
        return (Heuristic<Board>) Class.forName("student.ManhattanHeuristic").getConstructor().newInstance();
    }

    @Test
    void isZeroAtAGoal() throws ReflectiveOperationException {
        assertEquals(0, studentHeuristic().estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }

    @Test
    @Tag("exam")
    void doesNotOverestimateTheClassicStart() throws ReflectiveOperationException {
        int estimate = studentHeuristic().estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2"));
        assertTrue(estimate <= 116, "横刀立马 takes 116 moves, not " + estimate);
    }
}
