package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.Piece;
import io.github.heuristicgrader.checks.BaselineEquality;
import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.Layout;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.SlotReport;
import io.github.heuristicgrader.result.Verdict;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grading against the rubric's slots, end to end with heuristics run in this JVM (the fork and the class lookup
 * stubbed, as in {@link ExhaustiveGraderTest}): the maximum the slots fix, extra classes, empty and doubly filled
 * slots, and the slot that must equal Manhattan.
 */
class SlotGradingTest {

    private static final HuarongdaoPuzzle PUZZLE = HuarongdaoPuzzle.standard();
    private static final long[] LAYOUTS = PUZZLE.states();

    private static final Heuristic<Board> MANHATTAN = board -> Math.abs(board.goalPiece().row() - Board.GOAL_ROW)
            + Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN);
    private static final Heuristic<Board> BLOCKED_EXIT = board -> MANHATTAN.estimate(board)
            + (int) board.pieces().stream().filter(piece -> piece != board.goalPiece())
                    .filter(piece -> piece.covers(3, 1) || piece.covers(3, 2) || piece.covers(4, 1)
                            || piece.covers(4, 2))
                    .count();

    private static final String RUBRIC = """
            slots:
              manhattan: {class: student.ManhattanHeuristic, points: 25, expect: baseline}
              advanced: {class: AdvancedHeuristic, points: 75}
            """;

    @TempDir
    Path output;

    private final Map<String, Heuristic<Board>> heuristics = new TreeMap<>();
    private final Map<String, String> environment = new HashMap<>();

    private GradeOutcome grade(String rubricText) throws Exception {
        return grade(rubricText, List.of());
    }

    private GradeOutcome grade(String rubricText, List<String> named) throws Exception {
        return grade(rubricText, named, List.of());
    }

    private GradeOutcome grade(String rubricText, List<String> named, List<String> templateClasses)
            throws Exception {
        Path rubricFile = Files.writeString(output.resolve("rubric.yaml"), rubricText);
        Rubric rubric = Rubric.load(rubricFile, Map.of(), null);
        HeuristicRunner inThisJvm = (className, pieceSet, limit) -> {
            Heuristic<Board> heuristic = heuristics.get(className);
            int[] values = new int[LAYOUTS.length];
            for (int state = 0; state < values.length; state++) {
                values[state] = heuristic.estimate(PUZZLE.studentState(LAYOUTS[state]));
            }
            return HeuristicRun.finished(className, Estimates.of(values), 1.0, null, Repeatability.of(0, 0, null));
        };
        HeuristicLocator located = request -> new HeuristicLocator.Located(List.copyOf(heuristics.keySet()),
                HuarongdaoPuzzle.standard(), List.of(), List.of());
        GradeRequest request = new GradeRequest(named, output.resolve("classes"), List.of(), List.of(),
                Path.of("java"), List.of(), output.resolve("grade"), Duration.ofSeconds(10), 256, rubric, 0,
                Duration.ZERO, TestRequest.notRun("no tests here"), Duration.ofMinutes(5))
                .withCompilation(Compilation.COMPILED.withTemplateClasses(templateClasses));
        return ExhaustiveGrader.builder().runningHeuristicsWith(any -> inThisJvm).locatingWith(located)
                .runningTestsWith((r, limit) -> null).readingEnvironment(environment::get).build().grade(request);
    }

    private static HeuristicReport named(GradeOutcome outcome, String name) {
        return outcome.report().heuristics().stream().filter(h -> h.name().equals(name)).findFirst().orElseThrow();
    }

    private static SlotReport slot(GradeOutcome outcome, String name) {
        return outcome.report().slots().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void extraClassesAreCheckedAndShownButLeaveScoreAndMaximumAsTheSlotsFixThem() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        heuristics.put("student.AdvancedHeuristic", BLOCKED_EXIT);
        GradeOutcome alone = grade(RUBRIC);
        heuristics.put("student.CopyOfManhattan", MANHATTAN);
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());
        GradeOutcome withExtras = grade(RUBRIC);

        assertEquals(100, alone.report().maxScore());
        assertEquals(100, withExtras.report().maxScore());
        assertEquals(alone.report().score(), withExtras.report().score());
        assertTrue(alone.passed(), String.valueOf(alone.setupErrors()) + alone.violations());
        assertTrue(withExtras.passed(), "an extra class's verdict does not fail the grade: "
                + withExtras.setupErrors() + withExtras.violations());
        HeuristicReport manhattan = named(withExtras, "student.ManhattanHeuristic");
        assertEquals(25, manhattan.maxScore());
        assertEquals(List.of(new Points("equalsBaseline", 25, 25, "passed: equals manhattan on all 363,480 layouts")),
                manhattan.points());
        assertEquals("manhattan", manhattan.slot().name());
        assertTrue(manhattan.slot().baseline().equal());
        HeuristicReport advanced = named(withExtras, "student.AdvancedHeuristic");
        assertEquals(75, advanced.maxScore());
        assertEquals(75, advanced.points().stream().mapToInt(Points::possible).sum());
        Points effort = advanced.points().stream().filter(item -> item.item().equals("effort")).findFirst()
                .orElseThrow();
        // 75 over 10, 10, 40, 15, 15, 10 gives effort 7: its reason names the bands in the slot's points, one scale
        // with the points earned (band 10% saved: 4 of the rubric's 10 is 3 of the slot's 7).
        assertEquals(3, effort.earned());
        assertEquals(7, effort.possible());
        assertTrue(effort.reason().endsWith("; band 10% saved: 3 points; next band 20% saved: 4 points"),
                effort.reason());
        assertTrue(advanced.points().stream().noneMatch(item -> item.reason().contains("in the slot")),
                "no item speaks of the rubric's points beside the slot's: " + advanced.points());
        assertNull(advanced.slot().baseline(), "only a slot that expects the baseline is compared with it");
        for (String extra : List.of("student.CopyOfManhattan", "student.Doubled")) {
            HeuristicReport report = named(withExtras, extra);
            assertFalse(report.graded());
            assertNull(report.slot().name());
            assertEquals(0, report.score());
            assertEquals(0, report.maxScore());
            assertTrue(report.points().stream().allMatch(p -> p.earned() == 0 && p.possible() == 0));
            assertTrue(report.points().get(0).reason().startsWith("not graded, "), report.points().get(0).reason());
            assertEquals(extra + " (not graded)", report.heading());
        }
        assertEquals(Verdict.INADMISSIBLE, named(withExtras, "student.Doubled").verdict(), "extras are still checked");

        assertEquals(withExtras.report(), new JsonReportWriter().read(withExtras.jsonReport()),
                "grade.json reads back, slots and slot standings included");
        Path directory = withExtras.jsonReport().getParent();
        String json = Files.readString(withExtras.jsonReport(), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"graded\" : false") || json.contains("\"graded\": false"), json);
        String html = Files.readString(withExtras.htmlReport(), StandardCharsets.UTF_8);
        assertTrue(html.contains("student.<wbr/>Doubled (not graded)"), "HTML");
        assertTrue(html.contains("data-slot=\"advanced\" data-status=\"filled\""), "HTML slots table");
        String results = Files.readString(directory.resolve("results.json"), StandardCharsets.UTF_8);
        assertTrue(results.contains("student.Doubled (not graded): admissible"), results);
        assertTrue(results.contains("\"score\": " + withExtras.report().score() + ","), results);
        String junit = Files.readString(directory.resolve("TEST-heuristic-grader.xml"), StandardCharsets.UTF_8);
        assertTrue(junit.contains("name=\"student.Doubled (not graded)\""), junit);
        assertTrue(junit.contains("<property name=\"graded\" value=\"false\"/>"), junit);
        assertTrue(Files.readString(summary, StandardCharsets.UTF_8).contains("student.Doubled \\(not graded\\)"),
                "Markdown, parentheses escaped");
        assertTrue(withExtras.summary().stream().anyMatch(line -> line.startsWith("student.Doubled (not graded): ")),
                String.valueOf(withExtras.summary()));
    }

    @Test
    void anEmptyRequiredSlotIsASetupErrorNamingTheSlotAndWhatToWriteAndTheReportIsStillWritten() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        GradeOutcome outcome = grade(RUBRIC);
        assertEquals(1, outcome.setupErrors().size(), String.valueOf(outcome.setupErrors()));
        String error = outcome.setupErrors().get(0);
        assertTrue(error.startsWith("slot 'advanced' (75 points, class AdvancedHeuristic) is empty: "), error);
        assertTrue(error.contains("write public class AdvancedHeuristic"), error);
        assertFalse(outcome.passed());
        assertEquals(100, outcome.report().maxScore(), "the empty slot's points still count");
        assertEquals(25, outcome.report().score());
        SlotReport advanced = slot(outcome, "advanced");
        assertEquals(SlotReport.EMPTY, advanced.status());
        assertEquals(0, advanced.earned());
        assertEquals(List.of(), advanced.heuristics());
        String results = Files.readString(outcome.jsonReport().resolveSibling("results.json"));
        assertTrue(results.contains("\"name\": \"slot advanced: empty\""), results);
        assertTrue(Files.readString(outcome.htmlReport()).contains("data-slot=\"advanced\" data-status=\"empty\""));
        Path junit = outcome.jsonReport().resolveSibling("TEST-heuristic-grader.xml");
        String xml = Files.readString(junit);
        assertTrue(xml.contains("<testsuite name=\"slots\""), xml);
        assertTrue(xml.contains("<failure type=\"empty\""), xml);
        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(SlotGradingTest.class.getResource("/junit-xml/junit.xsd")).newValidator()
                .validate(new StreamSource(junit.toFile()));
    }

    @Test
    void theTemplatesUnchangedStubEarningNothingLeavesItsSlotMissingWithTheReason() throws Exception {
        heuristics.put("student.ManhattanHeuristic", board -> 0);
        heuristics.put("AdvancedHeuristic", BLOCKED_EXIT);

        GradeOutcome outcome = grade(RUBRIC, List.of(), List.of("student.ManhattanHeuristic"));

        SlotReport manhattan = slot(outcome, "manhattan");
        assertEquals(SlotReport.EMPTY, manhattan.status());
        assertEquals(0, manhattan.earned());
        assertEquals("slot 'manhattan' (25 points, class student.ManhattanHeuristic) is empty: the submission has no"
                + " ManhattanHeuristic.java of its own, so student.ManhattanHeuristic is the template's, unchanged,"
                + " and earns nothing; write it in place of the template's", manhattan.message());
        assertEquals(List.of(manhattan.message()), outcome.setupErrors());
        assertEquals(SlotReport.FILLED, slot(outcome, "advanced").status());
    }

    @Test
    void theSameStubWrittenByTheStudentIsAFailedSlotNotAMissingOne() throws Exception {
        heuristics.put("student.ManhattanHeuristic", board -> 0);
        heuristics.put("AdvancedHeuristic", BLOCKED_EXIT);

        GradeOutcome outcome = grade(RUBRIC, List.of(), List.of());

        assertEquals(SlotReport.FILLED, slot(outcome, "manhattan").status());
        assertEquals(List.of(), outcome.setupErrors());
    }

    @Test
    void theTemplatesUnchangedClassThatEarnsSaysWhereItsPointsComeFrom() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        heuristics.put("AdvancedHeuristic", BLOCKED_EXIT);

        GradeOutcome outcome = grade(RUBRIC, List.of(), List.of("student.ManhattanHeuristic"));

        SlotReport manhattan = slot(outcome, "manhattan");
        assertEquals(SlotReport.FILLED, manhattan.status());
        assertEquals(25, manhattan.earned());
        assertTrue(manhattan.message().startsWith("filled by student.ManhattanHeuristic, the template's class,"
                + " unchanged (the submission has no source of its own for it): 25/25 points"), manhattan.message());
    }

    @Test
    void anEmptySlotSuggestsTheHeuristicWhoseNameIsNearest() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        heuristics.put("student.AdvancedHeurstic", BLOCKED_EXIT);
        GradeOutcome outcome = grade(RUBRIC);

        SlotReport advanced = slot(outcome, "advanced");
        assertEquals(SlotReport.EMPTY, advanced.status());
        assertTrue(advanced.message().contains("; did you mean student.AdvancedHeurstic (rename the class, or ask"
                + " for the rubric's name to be changed)?"), advanced.message());
        assertEquals(List.of(advanced.message()), outcome.setupErrors());
    }

    @Test
    void aRunLimitedByGradeHeuristicsShowsTheOtherSlotsEmptyWithoutAnError() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        GradeOutcome outcome = grade(RUBRIC, List.of("student.ManhattanHeuristic"));
        assertEquals(List.of(), outcome.setupErrors());
        assertEquals(100, outcome.report().maxScore());
        SlotReport advanced = slot(outcome, "advanced");
        assertEquals(SlotReport.EMPTY, advanced.status());
        assertTrue(advanced.message().contains("is not graded in this run: grade.heuristics names only"
                + " student.ManhattanHeuristic"), advanced.message());
    }

    @Test
    void anOptionalEmptySlotIsNoErrorButKeepsItsPointsInTheMaximum() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        GradeOutcome outcome = grade(RUBRIC.replace("points: 75}", "points: 75, required: false}"));
        assertEquals(List.of(), outcome.setupErrors());
        assertEquals(100, outcome.report().maxScore());
        assertEquals(SlotReport.EMPTY, slot(outcome, "advanced").status());
    }

    @Test
    void aSlotFilledTwiceIsASetupErrorAndNeitherClassEarnsItsPoints() throws Exception {
        heuristics.put("student.ManhattanHeuristic", MANHATTAN);
        heuristics.put("a.AdvancedHeuristic", BLOCKED_EXIT);
        heuristics.put("b.AdvancedHeuristic", MANHATTAN);
        GradeOutcome outcome = grade(RUBRIC);
        assertEquals(1, outcome.setupErrors().size(), String.valueOf(outcome.setupErrors()));
        String error = outcome.setupErrors().get(0);
        assertTrue(error.contains("slot 'advanced' (75 points, class AdvancedHeuristic) is filled twice, by"
                + " a.AdvancedHeuristic and b.AdvancedHeuristic; keep one"), error);
        SlotReport advanced = slot(outcome, "advanced");
        assertEquals(SlotReport.FILLED_TWICE, advanced.status());
        assertEquals(List.of("a.AdvancedHeuristic", "b.AdvancedHeuristic"), advanced.heuristics());
        assertEquals(100, outcome.report().maxScore());
        assertEquals(25, outcome.report().score());
        assertFalse(named(outcome, "a.AdvancedHeuristic").graded());
        assertEquals("advanced", named(outcome, "b.AdvancedHeuristic").slot().name());
    }

    @Test
    void theManhattanSlotCatchesAManhattanCountedFromTheWrongColumnOnEveryLayout() throws Exception {
        heuristics.put("student.ManhattanHeuristic", board -> Math.abs(board.goalPiece().row() - 3)
                + Math.abs(board.goalPiece().column() - 2));
        heuristics.put("student.AdvancedHeuristic", BLOCKED_EXIT);
        GradeOutcome outcome = grade(RUBRIC);
        HeuristicReport wrong = named(outcome, "student.ManhattanHeuristic");
        BaselineEquality equality = wrong.slot().baseline();
        // |c - 2| and |c - 1| differ for every column 0..2 the 2×2 piece can stand in.
        assertEquals(LAYOUTS.length, equality.differing());
        assertEquals(LAYOUTS.length, equality.states());
        assertEquals(Layout.text(LAYOUTS[0]), equality.smallest().state());
        assertEquals(0, wrong.score(), "a slot that expects the baseline earns nothing off it");
        assertEquals(25, wrong.maxScore());
        assertEquals(List.of("equalsBaseline"), wrong.points().stream().map(Points::item).toList());
        assertTrue(wrong.points().get(0).reason().startsWith("failed: differs from manhattan on 363,480 of"),
                wrong.points().get(0).reason());
        assertEquals(named(outcome, "student.AdvancedHeuristic").score(), outcome.report().score());
        assertTrue(slot(outcome, "manhattan").message().contains("differs from manhattan on 363,480 of 363,480"),
                slot(outcome, "manhattan").message());
    }

    @Test
    void theManhattanSlotCatchesAnAdmissibleManhattanWrongOnlyInTheTopRow() throws Exception {
        // Admissible, consistent, 0 at the goal: only the comparison on every layout can tell it from Manhattan.
        heuristics.put("student.ManhattanHeuristic", board -> board.goalPiece().row() == 0
                ? 2 + Math.abs(board.goalPiece().column() - 1) : MANHATTAN.estimate(board));
        heuristics.put("student.AdvancedHeuristic", BLOCKED_EXIT);
        GradeOutcome outcome = grade(RUBRIC);
        HeuristicReport wrong = named(outcome, "student.ManhattanHeuristic");
        assertEquals(Verdict.PASSED, wrong.verdict());
        long topRow = 0;
        int first = -1;
        for (int state = 0; state < LAYOUTS.length; state++) {
            Piece goalPiece = PUZZLE.studentState(LAYOUTS[state]).goalPiece();
            if (goalPiece.row() == 0) {
                topRow++;
                first = first < 0 ? state : first;
            }
        }
        BaselineEquality equality = wrong.slot().baseline();
        assertEquals(topRow, equality.differing());
        assertEquals(Layout.text(LAYOUTS[first]), equality.smallest().state());
        assertEquals(2 + Math.abs(PUZZLE.studentState(LAYOUTS[first]).goalPiece().column() - 1),
                equality.smallest().estimate());
        assertEquals(MANHATTAN.estimate(PUZZLE.studentState(LAYOUTS[first])), equality.smallest().baseline());
        assertEquals(0, wrong.score());
        assertTrue(outcome.passed(), "a missed expectation costs the slot's points; it is not a setup error");
        String junit = Files.readString(outcome.jsonReport().resolveSibling("TEST-heuristic-grader.xml"));
        assertTrue(junit.contains("name=\"equalsBaseline\""), junit);
    }

    @Test
    void apportionSharesOutExactlyInProportionByLargestRemainders() {
        int[] items = {10, 10, 40, 15, 15, 10};
        assertArrayEquals(new int[] {3, 2, 10, 4, 4, 2}, SlotGrading.apportion(25, items));
        assertArrayEquals(new int[] {8, 8, 30, 11, 11, 7}, SlotGrading.apportion(75, items));
        assertArrayEquals(new int[] {0, 0}, SlotGrading.apportion(5, new int[] {0, 0}));
        assertArrayEquals(new int[] {10_000, 0}, SlotGrading.apportion(10_000, new int[] {10_000, 0}));
    }

    @Test
    void shareScalesPartialPointsRoundingHalfUp() {
        assertEquals(0, SlotGrading.share(8, 0, 10));
        assertEquals(8, SlotGrading.share(8, 10, 10));
        assertEquals(4, SlotGrading.share(8, 5, 10));
        assertEquals(2, SlotGrading.share(3, 5, 10), "1.5 rounds up");
        assertEquals(0, SlotGrading.share(3, 5, 0));
    }
}
