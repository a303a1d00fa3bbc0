package io.github.heuristicgrader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.Layout;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Each check on hand-made heuristics over a small piece set, every layout checked. */
class ChecksTest {

    private static StateSpace space;
    private static Estimates manhattan;

    @BeforeAll
    static void enumerate() {
        space = StateSpace.of(new HuarongdaoPuzzle(new PieceSet(6, 1)));
        manhattan = Estimates.of(space, space.domain().baseline());
    }

    private static Estimates table(IntUnaryOperator estimateOfState) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = estimateOfState.applyAsInt(state);
        }
        return Estimates.of(values);
    }

    private static int exact(int state) {
        return Math.max(0, space.distance(state));
    }

    private static CheckResults check(Estimates estimates) {
        return Checks.all(space, estimates, "manhattan", manhattan, CheckResults.Repeatability.of(0, 0, null));
    }

    @Test
    void zeroHeuristicIsAdmissibleConsistentButDominatedByManhattan() {
        CheckResults results = check(table(state -> 0));
        assertTrue(results.goalZero().passed());
        assertTrue(results.admissible().passed());
        assertNull(results.admissible().counterexample());
        assertTrue(results.consistent().passed());
        assertFalse(results.dominance().passed());
        assertEquals(0, results.dominance().above());
        long manhattanPositive = 0;
        for (int state = 0; state < space.size(); state++) {
            manhattanPositive += space.isSolvable(state) && manhattan.values()[state] > 0 ? 1 : 0;
        }
        assertEquals(manhattanPositive, results.dominance().below());
        assertEquals(0.0, results.informedness().meanRatio());
    }

    @Test
    void manhattanPassesEverythingButStrictDominanceOverItself() {
        CheckResults results = check(manhattan);
        assertTrue(results.admissible().passed());
        assertTrue(results.consistent().passed());
        assertTrue(results.wellFormed().passed());
        assertEquals(0, results.dominance().below());
        assertEquals(0, results.dominance().above());
        assertFalse(results.dominance().passed());
    }

    @Test
    void exactDistanceIsAdmissibleConsistentAndDominatesManhattan() {
        CheckResults results = check(table(ChecksTest::exact));
        assertTrue(results.admissible().passed());
        assertTrue(results.consistent().passed());
        assertTrue(results.dominance().passed());
        assertEquals(1.0, results.informedness().meanRatio(), 1e-12);
        assertEquals(1.0, results.informedness().exactShare(), 1e-12);
        results.informedness().histogram().forEach(cell -> assertEquals(cell.distance(), cell.estimate()));
        assertEquals(space.solvableCount(),
                results.informedness().histogram().stream().mapToInt(CheckResults.HistogramCell::states).sum());
    }

    @Test
    void rejectsHeuristicThatOverestimatesOnlyAtGoals() {
        CheckResults results = check(table(state -> space.isGoal(state) ? 1 : manhattan.values()[state]));
        assertEquals(space.goalCount(), results.goalZero().violations());
        assertEquals(space.goalCount(), results.admissible().violations());
        assertEquals(1, results.admissible().maxExcess());
        Counterexample counterexample = results.admissible().counterexample();
        int smallestGoal = 0;
        while (!space.isGoal(smallestGoal)) {
            smallestGoal++;
        }
        assertEquals(space.text(smallestGoal), counterexample.state());
        assertEquals(0, counterexample.distance());
        assertEquals(1, counterexample.estimate());
        assertEquals(1, counterexample.solution().size());
        assertEquals(counterexample.state(), results.goalZero().example().state());
    }

    @Test
    void counterexampleHasSmallestDistanceAndAnOptimalSolution() {
        CheckResults results = check(table(state -> space.distance(state) >= 3 ? exact(state) + 2 : exact(state)));
        Counterexample counterexample = results.admissible().counterexample();
        assertEquals(3, counterexample.distance());
        assertEquals(5, counterexample.estimate());
        assertEquals(4, counterexample.solution().size());
        for (int step = 1; step < counterexample.solution().size(); step++) {
            Board before = Board.parse(counterexample.solution().get(step - 1));
            Board after = Board.parse(counterexample.solution().get(step));
            assertTrue(before.successors().contains(after), "each step is one move");
        }
        assertTrue(Board.parse(counterexample.solution().get(3)).isGoal());
        int first = 0;
        while (space.distance(first) != 3) {
            first++;
        }
        assertEquals(space.text(first), counterexample.state(), "ties go to the smallest layout text");
    }

    @Test
    void counterexampleCarriesTheEstimateOfEveryLayoutOfItsSolution() {
        CheckResults results = check(table(state -> space.distance(state) >= 3 ? exact(state) + 2 : exact(state)));
        Counterexample counterexample = results.admissible().counterexample();
        assertEquals(List.of(5L, 2L, 1L, 0L), counterexample.solutionEstimates(), "h at d = 3, 2, 1, 0");
    }

    @Test
    void counterexampleSolutionLeavesNoEstimateWhereTheHeuristicThrew() {
        int first = 0;
        while (space.distance(first) != 3) {
            first++;
        }
        int threwAt = space.optimalPath(first)[1];
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = space.distance(state) >= 3 ? exact(state) + 2 : exact(state);
        }
        BitSet failed = new BitSet();
        failed.set(threwAt);
        Counterexample counterexample = check(new Estimates(values, failed)).admissible().counterexample();
        assertEquals(space.text(threwAt), counterexample.solution().get(1));
        assertEquals(Arrays.asList(5L, null, 1L, 0L), counterexample.solutionEstimates());
    }

    @Test
    void admissibleButInconsistentHeuristicFailsOnlyConsistency() {
        Estimates evenExact = table(state -> exact(state) % 2 == 0 ? exact(state) : 0);
        CheckResults results = check(evenExact);
        assertTrue(results.admissible().passed());
        assertTrue(results.goalZero().passed());
        assertFalse(results.consistent().passed());
        assertEquals(violationsCountedOverBoards(evenExact), results.consistent().violations());
        MoveExample example = results.consistent().example();
        assertTrue(example.fromEstimate() > 1 + example.toEstimate());
        assertTrue(Board.parse(example.from()).successors().contains(Board.parse(example.to())));
    }

    /** The consistency count by an independent route: Board's own moves instead of the stored move lists. */
    private static long violationsCountedOverBoards(Estimates estimates) {
        long violations = 0;
        for (int state = 0; state < space.size(); state++) {
            if (!space.isSolvable(state)) {
                continue;
            }
            for (Board next : Layout.toBoard(space.key(state)).successors()) {
                int target = space.stateOf(Layout.of(next));
                violations += estimates.values()[state] > 1 + estimates.values()[target] ? 1 : 0;
            }
        }
        return violations;
    }

    @Test
    void hugeEstimatesDoNotOverflow() {
        CheckResults results = check(table(state -> space.isGoal(state) ? 0 : Integer.MAX_VALUE));
        assertEquals(space.solvableCount() - space.goalCount(), results.admissible().violations());
        assertEquals(Integer.MAX_VALUE - 1L, results.admissible().maxExcess());
        assertTrue(results.consistent().violations() > 0);
        assertEquals(0, results.dominance().below());
    }

    @Test
    void countsNegativeAndFailedLayoutsAndLeavesFailuresOutOfOtherChecks() {
        BitSet failed = new BitSet();
        int firstSolvable = 0;
        while (!space.isSolvable(firstSolvable)) {
            firstSolvable++;
        }
        failed.set(firstSolvable);
        int[] values = new int[space.size()];
        values[firstSolvable] = 1_000;
        values[space.size() - 1] = -4;
        Estimates estimates = new Estimates(values, failed);
        CheckResults results = check(estimates);
        assertEquals(1, results.wellFormed().failed());
        assertEquals(space.text(firstSolvable), results.wellFormed().firstFailed());
        assertEquals(space.isSolvable(space.size() - 1) ? 1 : 0, results.wellFormed().negative());
        assertFalse(results.wellFormed().passed());
        assertTrue(results.admissible().passed(), "the failed layout's value is not an estimate");
    }
}
