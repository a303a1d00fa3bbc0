package io.github.heuristicgrader.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.HuarongdaoPuzzle;
import io.github.heuristicgrader.engine.PieceSet;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.List;
import org.junit.jupiter.api.Test;

class AStarTest {

    private static Estimates table(StateSpace space, java.util.function.IntUnaryOperator estimateOfState) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = estimateOfState.applyAsInt(state);
        }
        return Estimates.of(values);
    }

    @Test
    void findsOptimalSolutionsFromEverySolvableLayoutWithAdmissibleHeuristics() {
        StateSpace space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(3, 0)));
        AStar search = new AStar(space);
        List<Estimates> admissible = List.of(table(space, state -> 0), Estimates.of(space, space.puzzle().baseline()),
                table(space, state -> Math.max(0, space.distance(state))),
                table(space, state -> space.distance(state) % 2 == 0 ? Math.max(0, space.distance(state)) : 0));
        for (int start = 0; start < space.size(); start += 3) {
            if (!space.isSolvable(start)) {
                continue;
            }
            int[] fromStart = space.distancesFrom(start);
            for (Estimates estimates : admissible) {
                SearchEffort effort = search.search(start, estimates, fromStart);
                assertTrue(effort.optimal(), space.text(start));
                assertEquals(space.distance(start), effort.cost());
            }
        }
    }

    @Test
    void exactDistanceExpandsOnlyTheSolutionPath() {
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        int start = space.stateOf(space.puzzle().parse("^11^ v11v ^<>^ v22v 2..2"));
        Estimates exact = table(space, state -> Math.max(0, space.distance(state)));
        SearchEffort effort = new AStar(space).search(start, exact, space.distancesFrom(start));
        assertEquals(116, effort.cost());
        assertEquals(116, effort.expanded());
        assertEquals(0, effort.fBelowOptimal());
    }

    @Test
    void zeroHeuristicCountsEveryLayoutWithinTheOptimumAndRepeatsExactly() {
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        int start = space.stateOf(space.puzzle().parse("^11^ v11v ^<>^ v22v 2..2"));
        int[] fromStart = space.distancesFrom(start);
        long below = 0;
        long atMost = 0;
        for (int distance : fromStart) {
            below += distance >= 0 && distance < 116 ? 1 : 0;
            atMost += distance >= 0 && distance <= 116 ? 1 : 0;
        }
        Estimates zero = table(space, state -> 0);
        SearchEffort effort = new AStar(space).search(start, zero, fromStart);
        assertEquals(below, effort.fBelowOptimal());
        assertEquals(atMost, effort.fAtMostOptimal());
        assertTrue(effort.expanded() >= below && effort.expanded() <= atMost, String.valueOf(effort));
        assertEquals(effort, new AStar(space).search(start, zero, fromStart));
    }

    @Test
    void hugeEstimatesDoNotOverflowTheOpenList() {
        StateSpace space = StateSpace.of(HuarongdaoPuzzle.standard());
        int start = space.stateOf(space.puzzle().parse("^11^ v11v ^<>^ v22v 2..2"));
        Estimates huge = table(space, state -> space.isGoal(state) ? 0 : Integer.MAX_VALUE);
        SearchEffort effort = new AStar(space).search(start, huge, space.distancesFrom(start));
        assertTrue(effort.solved());
        assertTrue(effort.cost() >= 116);
        assertEquals(0, effort.fBelowOptimal());
    }
}
