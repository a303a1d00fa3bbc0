package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScoringTest {

    private static final TestReport NO_TESTS = TestAssessment.assess(null, TestRequest.notRun("no tests here"),
            Rubric.standard());

    @Test
    void addsUpTheHeuristicsAndNamesEachGradedOneThatDidNotPass() throws GradingException {
        Scoring scoring = Scoring.of(Rubric.standard(), 0, List.of(heuristic("x.Good", Verdict.PASSED, 90),
                heuristic("x.Greedy", Verdict.INADMISSIBLE, 20)), NO_TESTS, GradeReport.CompilationReport.COMPILED);

        assertEquals(90 + 20, scoring.score());
        assertEquals(100 + 100, scoring.maxScore());
        assertEquals(List.of("x.Greedy inadmissible: message of x.Greedy"), scoring.violations());
    }

    @Test
    void failsAScoreBelowTheMinimumSayingBoth() throws GradingException {
        Scoring scoring = Scoring.of(Rubric.standard(), 150, List.of(heuristic("x.Good", Verdict.PASSED, 90),
                heuristic("x.Other", Verdict.PASSED, 40)), NO_TESTS, GradeReport.CompilationReport.COMPILED);

        assertEquals(List.of("score 130/200 is below the minimum of 150"), scoring.violations());
        assertTrue(Scoring.of(Rubric.standard(), 130, List.of(heuristic("x.Good", Verdict.PASSED, 90),
                heuristic("x.Other", Verdict.PASSED, 40)), NO_TESTS, GradeReport.CompilationReport.COMPILED)
                .violations().isEmpty(), "the minimum itself passes");
    }

    @Test
    void refusesATotalAGradeCannotCount() {
        GradingException error = assertThrows(GradingException.class, () -> Scoring.total(Integer.MAX_VALUE + 1L));
        assertTrue(error.getMessage().startsWith("the grade's points add up to 2147483648"), error.getMessage());
    }

    private static HeuristicReport heuristic(String name, Verdict verdict, int score) {
        return new HeuristicReport(name, "huarongdao", verdict, "message of " + name, 0, 0, null, null, List.of(),
                score, 100, List.of(), null, false, null, null, null, null, null);
    }
}
