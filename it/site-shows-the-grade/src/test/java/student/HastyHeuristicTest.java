package student;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.huarongdao.Board;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The student's tests: one passes, one fails with markup in its name and message, one is disabled. */
class HastyHeuristicTest {

    private final HastyHeuristic heuristic = new HastyHeuristic();

    @Test
    void isZeroAtAGoal() {
        assertEquals(0, heuristic.estimate(Board.parse("^<>^ v22v ^..^ v11v 2112")));
    }

    @Test
    @Tag("exam")
    @DisplayName("is exact at <b>横刀立马</b>")
    void isExactAtTheClassicStart() {
        // 横刀立马 takes 116 moves; the heuristic says 12, so this test fails.
        assertEquals(116, heuristic.estimate(Board.parse("^11^ v11v ^<>^ v22v 2..2")),
                "</script><script>alert(1)</script>");
    }

    @Test
    @Disabled("too slow <i>for now</i>")
    void solvesEveryLayout() {
    }
}
