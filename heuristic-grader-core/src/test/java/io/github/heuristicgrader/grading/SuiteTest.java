package io.github.heuristicgrader.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.domain.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.report.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.report.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.report.GradeReport.UnreadPuzzleFile;
import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class SuiteTest {

    @Test
    void estimatesEqualToTheBaselineGetWhatTheirOwnSearchWouldFind() throws GradingException {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = StateSpace.of(puzzle);
        Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(puzzle), List.of(), List.of()).of(puzzle);
        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);
        // The same values in another table, as a student's Manhattan heuristic gives them.
        Estimates copy = Estimates.of(suite.baseline().values().clone());
        List<PuzzleEffort> efforts = suite.effort(copy);
        int i = 0;
        for (SuiteStarts.Start layout : starts.values()) {
            int start = space.stateOf(layout.state());
            SearchEffort own = new AStar(space).search(start, copy, ForcedExpansions.from(space, start));
            PuzzleEffort effort = efforts.get(i++);
            assertEquals(own, new SearchEffort(true, effort.cost(), effort.optimal(), effort.expanded(),
                    effort.generated(), effort.fBelowOptimal(), effort.fAtMostOptimal()), effort.puzzle());
        }
        assertEquals(starts.size(), i);
    }

    @Test
    void givesGradesOnSeveralThreadsAtOnceWhatEachGetsAlone() throws Exception {
        // A class run shares one suite between the students graded at once.
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = StateSpace.of(puzzle);
        Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(puzzle), List.of(), List.of()).of(puzzle);
        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);
        int[] halved = suite.baseline().values().clone();
        for (int state = 0; state < halved.length; state++) {
            halved[state] /= 2;
        }
        Estimates weaker = Estimates.of(halved);
        List<PuzzleEffort> alone = suite.effort(weaker);
        List<Suite.Start> suiteStarts = suite.starts();
        var aloneWithoutReopening = suite.withoutReopening(weaker, suiteStarts);

        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> together = new ArrayList<>();
            for (int grade = 0; grade < 16; grade++) {
                together.add(threads.submit(() -> alone.equals(suite.effort(weaker))
                        && aloneWithoutReopening.equals(suite.withoutReopening(weaker, suiteStarts))));
            }
            for (Future<Boolean> each : together) {
                assertTrue(each.get(), "a search disturbed by another thread's");
            }
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void leavesOutAPuzzleFileWithoutSolutionAndKeepsTheRest() throws GradingException {
        ElevatorPuzzle puzzle = ElevatorPuzzle.withMaxPairs(1);
        StateSpace space = StateSpace.of(puzzle);
        // Every item on the top floor, the elevator on an empty floor below: it cannot move, so it never gets there.
        Map<String, SuiteStarts.Start> starts = new LinkedHashMap<>();
        starts.put("stuck", new SuiteStarts.Start(puzzle.parse("1:44"), "stuck.txt", null));
        starts.put("one pair", new SuiteStarts.Start(puzzle.parse("1:11"), "one-pair.txt", "made up"));

        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);

        assertEquals(List.of("one pair"), suite.puzzles().stream().map(SuitePuzzle::puzzle).toList());
        assertEquals("one-pair.txt", suite.puzzles().get(0).file());
        assertEquals("made up", suite.puzzles().get(0).source());
        assertEquals(1, suite.unsolvable().size());
        UnreadPuzzleFile stuck = suite.unsolvable().get(0);
        assertEquals("stuck.txt", stuck.file());
        assertTrue(stuck.reason().contains("has no solution"), stuck.reason());
        starts.put("stuck classic", new SuiteStarts.Start(puzzle.parse("2:44"), null, null));
        assertThrows(GradingException.class, () -> Suite.of(space, Estimates.of(space, puzzle.baseline()), starts),
                "a classic state without solution is the domain's fault, not the instructor's");
    }
}
