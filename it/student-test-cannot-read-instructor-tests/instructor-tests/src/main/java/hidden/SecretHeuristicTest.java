package hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

/** The instructor's hidden test, which the student's tests try to find. */
class SecretHeuristicTest {

    @Test
    void isZeroAtAGoal() throws ReflectiveOperationException {
        @SuppressWarnings("unchecked")
        Heuristic<Board> heuristic = (Heuristic<Board>) Class.forName("student.ManhattanHeuristic")
                .getConstructor().newInstance();
        assertEquals(0, heuristic.estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }
}
