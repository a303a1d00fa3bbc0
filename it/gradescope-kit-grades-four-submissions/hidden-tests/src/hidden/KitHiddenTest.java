package hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

/** The instructor's hidden test, shipped in the zip as a jar: it reaches the student's class by its name. */
class KitHiddenTest {

    @Test
    @SuppressWarnings("unchecked")
    void manhattanIsZeroAtAGoal() throws ReflectiveOperationException {
        Heuristic<Board> manhattan = (Heuristic<Board>) Class.forName("edu.example.huarongdao.ManhattanHeuristic")
                .getConstructor().newInstance();
        assertEquals(0, manhattan.estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }
}
