package hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Test;

/**
 * A hidden test the student's heuristic fails, worth no points: its name, and its class's name in its failure,
 * are what the outputs a student reads must not show unless the rubric says {@code names}.
 */
class HardStartTest {

    @Test
    @SuppressWarnings("unchecked")
    void estimatesTheClassicStartExactly() throws ReflectiveOperationException {
        Heuristic<Board> heuristic = (Heuristic<Board>) Class.forName("student.ManhattanHeuristic")
                .getConstructor().newInstance();
        assertEquals(116, heuristic.estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2")),
                "HardStartTest wants the exact distance");
    }
}
