package io.github.heuristicgrader.report.console;

import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.CheckResults.GoalZero;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.search.SearchEffort;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.WellFormedness;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.Verdict;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryTest {

    private static final HuarongdaoPuzzle PUZZLE = HuarongdaoPuzzle.standard();
    /** The 2×2 piece one row above the exit, a single in the way: 3 moves. */
    private static final String THREE_MOVES = "^<>^v22v^11^v11v22..";
    private static final List<String> THREE_MOVES_SOLUTION = List.of(THREE_MOVES, "^<>^v22v^11^v11v2.2.",
            "^<>^v22v^11^v11v2..2", "^<>^v22v^..^v11v2112");

    @Test
    void drawsTheSmallestOverestimateAndAnOptimalSolutionAsBoardsWithHAndD() {
        HeuristicReport heuristic = report(Verdict.INADMISSIBLE, checks(
                new Admissibility(false, 4_242, 3, new Counterexample(THREE_MOVES, 5, 3, THREE_MOVES_SOLUTION,
                        List.of(5L, 2L, 2L, 0L))),
                new Consistency(true, 0, null)), null);

        assertEquals(List.of(
                "  overestimates 4,242 layouts; smallest: h=5 > d=3; an optimal solution (* where h > d):",
                "    ^<>^          ^<>^          ^<>^          ^<>^",
                "    v22v          v22v          v22v          v22v",
                "    ^11^      ->  ^11^      ->  ^11^      ->  ^..^",
                "    v11v          v11v          v11v          v11v",
                "    22..          2.2.          2..2          2112",
                "    h=5 d=3*      h=2 d=2       h=2 d=1*      h=0 d=0"),
                Summary.whatWentWrong(heuristic, PUZZLE));
    }

    @Test
    void drawsTheFirstStepsOfALongSolutionAndSaysHowManyMovesItHas() {
        List<String> solution = List.of(THREE_MOVES, THREE_MOVES, THREE_MOVES, THREE_MOVES, THREE_MOVES,
                THREE_MOVES, THREE_MOVES, THREE_MOVES, THREE_MOVES);
        HeuristicReport heuristic = report(Verdict.INADMISSIBLE, checks(
                new Admissibility(false, 7, 1, new Counterexample(THREE_MOVES, 9, 8, solution,
                        Arrays.asList(9L, 8L, 7L, null, null, null, 3L, 2L, 0L))),
                new Consistency(true, 0, null)), null);

        List<String> lines = Summary.whatWentWrong(heuristic, PUZZLE);

        assertEquals("  overestimates 7 layouts; smallest: h=9 > d=8; the first 5 of 8 optimal moves (* where h > d):",
                lines.get(0));
        assertEquals("    h=9 d=8*       h=8 d=7*       h=7 d=6*       threw d=5      threw d=4      threw d=3",
                lines.get(6));
        assertEquals(7, lines.size());
        lines.forEach(line -> assertTrue(line.length() <= Summary.WIDTH, line));
    }

    @Test
    void drawsBothLayoutsOfAMoveAcrossWhichTheEstimateDropsByMoreThanOne() {
        HeuristicReport heuristic = report(Verdict.PASSED, checks(new Admissibility(true, 0, 0, null),
                new Consistency(false, 977, new MoveExample("^<>^v22v^11^v11v2.2.", 7, "^<>^v22v^11^v11v2..2", 4, 1))),
                null);

        assertEquals(List.of(
                "  inconsistent: h drops by more than 1 across 977 moves, such as this one (a move costs 1):",
                "    ^<>^      ^<>^",
                "    v22v      v22v",
                "    ^11^  ->  ^11^",
                "    v11v      v11v",
                "    2.2.      2..2",
                "    h=7       h=4"),
                Summary.whatWentWrong(heuristic, PUZZLE));
    }

    @Test
    void namesTheExceptionAndTheStudentsFileAndLineAndDrawsTheLayout() {
        String trace = "java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5\n"
                + "\tat edu.example.Tables.row(Tables.java:31)\n"
                + "\tat edu.example.MyHeuristic.estimate(MyHeuristic.java:12)";
        HeuristicReport heuristic = report(Verdict.THREW, null,
                new Failure("exception", THREE_MOVES, trace, null));

        assertEquals(List.of(
                "  threw java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at"
                        + " Tables.java:31, on this layout:",
                "    ^<>^",
                "    v22v",
                "    ^11^",
                "    v11v",
                "    22.."), Summary.whatWentWrong(heuristic, PUZZLE));
    }

    @Test
    void findsTheStudentsFrameBelowTheJdksAndSkipsTheGraders() {
        String trace = "java.lang.NullPointerException: boom\n"
                + "\tat java.base/java.util.Objects.requireNonNull(Objects.java:209)\n"
                + "\tat app//edu.example.MyHeuristic.estimate(MyHeuristic.java:40)\n"
                + "\tat io.github.heuristicgrader.worker.WorkerMain.evaluate(WorkerMain.java:160)";

        assertEquals("MyHeuristic.java:40", Summary.studentLocation(trace, "edu.example.MyHeuristic"));
        assertEquals("MyHeuristic.java:40", Summary.studentLocation(trace, "other.Name"));
        assertNull(Summary.studentLocation("java.lang.StackOverflowError\n\tat java.base/java.lang.Math.abs"
                + "(Math.java:1)", "edu.example.MyHeuristic"));
    }

    @Test
    void namesPuzzlesInLatinLettersSinceAConsoleMayLackACjkFont() {
        SearchEffort effort = new SearchEffort(true, 116, true, 1, 1, 1, 1);
        HeuristicReport inconsistent = new HeuristicReport("edu.example.MyHeuristic", "huarongdao", Verdict.PASSED,
                "message", 363_480, 267_115, 100.0, null, List.of(), 0, 100, List.of(), null, false, null, null,
                GradeReport.ClosedSetSearch.of(List.of(new GradeReport.ClosedSetRun("横刀立马", "^11^v11v^<>^v22v2..2",
                        116, 120, 10, 20))), null, null);
        GradeReport report = new GradeReport(GradeReport.SCHEMA_VERSION, "test", 0, 100, false,
                List.of(new GradeReport.DomainReport("huarongdao", "Huarongdao", "layout", "layouts", "manhattan",
                        new GradeReport.StateDatabase("standard", 363_480, 267_115, 2, 116, 1),
                        List.of(new GradeReport.SuitePuzzle("横刀立马", PUZZLE.latinName("横刀立马"),
                                "^11^v11v^<>^v22v2..2", 116, 1, effort, effort, effort)), null)),
                List.of(inconsistent), new GradeReport.TestReport(TestRunOutcome.NOT_RUN, "no tests", null, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, List.of(), List.of(), null, null),
                null, List.of(), null, null, null, null, null);

        List<String> lines = Summary.lines(report, Path.of("index.html"));

        assertTrue(lines.contains("  A* that never reopens a layout finds a path of 120 moves from Heng Dao Li Ma, 4 more"
                + " than the optimum 116."), lines.toString());
        assertTrue(lines.stream().noneMatch(line -> line.contains("横刀立马")), lines.toString());
    }

    @Test
    void numbersHiddenTestsInTheBuildLogUnlessTheRubricSaysNames() {
        GradeReport.TestResult hidden = new GradeReport.TestResult("[engine:junit-jupiter]/[class:edu.example.hidden"
                + ".SecretTest]/[method:solvesTheHardStart()]", "instructor", "edu.example.hidden.SecretTest",
                "solvesTheHardStart", "solvesTheHardStart()", List.of(), TestStatus.FAILED, 5L,
                "org.opentest4j.AssertionFailedError: expected: <116> but was: <3>\n\tat edu.example.hidden.SecretTest"
                        + ".solvesTheHardStart(SecretTest.java:9)");
        GradeReport.TestReport tests = new GradeReport.TestReport(TestRunOutcome.COMPLETED, "1 test: 1 failed",
                "1.13.4", 1, 0, 1, 0, 0, 0, 0, 0, 0, 20, List.of(new GradeReport.TestPoints("class",
                        "edu.example.hidden.SecretTest", 0, 20, "0 of 1 test passed; not passed:"
                                + " edu.example.hidden.SecretTest#solvesTheHardStart failed",
                        List.of(hidden.uniqueId()))), List.of(hidden), null,
                new GradeReport.InstructorRun(TestRunOutcome.COMPLETED, null, "1.13.4", null));

        List<String> numbered = Summary.lines(withTests(tests, HiddenTestNames.DEFAULT), Path.of("index.html"));
        List<String> none = Summary.lines(withTests(tests, HiddenTestNames.of(Map.of("console", "none"))),
                Path.of("index.html"));
        List<String> names = Summary.lines(withTests(tests, HiddenTestNames.of(Map.of("console", "names"))),
                Path.of("index.html"));

        assertTrue(numbered.contains("Tests: completed, 0/20 points - 1 test: 1 failed"), numbered.toString());
        assertTrue(numbered.contains("  failed hidden test 1: org.opentest4j.AssertionFailedError: expected: <116> but"
                + " was: <3>"), numbered.toString());
        assertTrue(numbered.contains("  class   0/20  hidden class 1 - 0 of 1 test passed; not passed: hidden test 1"
                + " failed"), numbered.toString());
        assertTrue(none.contains("Tests: completed, 0/20 points - 1 test: 1 failed"), none.toString());
        assertTrue(none.stream().anyMatch(line -> line.matches("  hidden +0/20 +tests - 0 of 20 points on the"
                + " instructor's hidden tests.*")), none.toString());
        for (List<String> lines : List.of(numbered, none)) {
            assertFalse(String.join("\n", lines).contains("SecretTest"), lines.toString());
            assertFalse(String.join("\n", lines).contains("solvesTheHardStart"), lines.toString());
        }
        assertFalse(String.join("\n", none).contains("hidden test 1"), none.toString());
        assertTrue(names.contains("  failed edu.example.hidden.SecretTest#solvesTheHardStart:"
                + " org.opentest4j.AssertionFailedError: expected: <116> but was: <3>"), names.toString());
    }

    private static GradeReport withTests(GradeReport.TestReport tests, HiddenTestNames hiddenTestNames) {
        return new GradeReport(GradeReport.SCHEMA_VERSION, "test", tests.score(), tests.maxScore(), false, List.of(),
                List.of(), tests, null, List.of(), null, null, null, hiddenTestNames, null);
    }

    private static HeuristicReport report(Verdict verdict, CheckResults checks, Failure failure) {
        return new HeuristicReport("edu.example.MyHeuristic", "huarongdao", verdict, "message", 363_480, 267_115,
                100.0, checks, List.of(), 0, 100, List.of(), failure, false, null, null, null, null, null);
    }

    private static CheckResults checks(Admissibility admissible, Consistency consistent) {
        return new CheckResults(new GoalZero(true, 0, null), admissible, consistent,
                new Dominance("manhattan", true, 0, 1, null, 0), new Informedness(1, 1, 1, List.of()),
                new WellFormedness(true, 0, null, 0, null), new CheckResults.Repeatability(true, 2_000, 0, null));
    }
}
