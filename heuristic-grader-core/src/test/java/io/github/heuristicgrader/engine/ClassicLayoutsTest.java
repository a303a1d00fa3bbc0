package io.github.heuristicgrader.engine;

import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateHeuristic;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The optima of the classic layouts under one-cell moves, as an independent solver (a separate breadth-first search
 * written apart from this code base) found them.
 */
class ClassicLayoutsTest {

    private static final Map<String, Integer> INDEPENDENT_OPTIMA = Map.of("横刀立马", 116, "指挥若定", 100, "将拥曹营", 101,
            "齐头并进", 85, "兵分三路", 92, "峰回路转", 179, "层层设防", 138, "近在咫尺", 124, "水泄不通", 114, "插翅难飞", 77);

    private static StateSpace space;

    @BeforeAll
    static void enumerate() {
        space = StateSpace.of(HuarongdaoPuzzle.standard());
    }

    @Test
    void everyClassicLayoutHasItsIndependentlyComputedOptimum() {
        Map<String, String> classics = space.domain().classicStates();
        assertEquals(INDEPENDENT_OPTIMA.keySet(), classics.keySet());
        classics.forEach((name, text) -> assertEquals(INDEPENDENT_OPTIMA.get(name),
                space.distance(space.stateOf(space.domain().parse(text))), name));
    }

    @Test
    void everyClassicLayoutHasALatinNameInPlainLetters() {
        Domain puzzle = space.domain();
        assertEquals("Heng Dao Li Ma", puzzle.latinName("横刀立马"));
        for (String name : puzzle.classicStates().keySet()) {
            String latin = puzzle.latinName(name);
            assertTrue(latin.matches("[A-Z][a-z]+( [A-Z][a-z]+){3}"), name + " → " + latin);
        }
        assertEquals("my-puzzle", puzzle.latinName("my-puzzle"), "a name that is no classic stays as it is");
    }

    @Test
    void manhattanIsZeroExactlyAtGoals() {
        StateHeuristic manhattan = space.domain().baseline();
        assertEquals(3, manhattan.estimate(space.domain().parse("^11^ v11v ^<>^ v22v 2..2")));
        for (int state = 0; state < space.size(); state++) {
            int h = manhattan.estimate(space.key(state));
            assertEquals(space.isGoal(state), space.isSolvable(state) && h == 0, space.text(state));
        }
    }
}
