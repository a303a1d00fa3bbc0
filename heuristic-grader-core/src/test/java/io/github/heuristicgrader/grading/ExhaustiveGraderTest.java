package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.report.formats.ReportFormat;
import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.database.PreparedDomains;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fixtures.TinyDisk;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.Layout;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.CompilationOutcome;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.ClosedSetRun;
import io.github.heuristicgrader.result.GradeReport.EffortStart;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.LongerPath;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.spi.Domain;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grader end to end with heuristics run in this JVM: the fork is stubbed behind {@link HeuristicRunner}, the
 * class lookup behind {@link HeuristicLocator}.
 */
class ExhaustiveGraderTest {

    private static final HuarongdaoPuzzle PUZZLE = HuarongdaoPuzzle.standard();
    private static final long[] LAYOUTS = PUZZLE.states();

    private static final Heuristic<Board> MANHATTAN = board -> Math.abs(board.goalPiece().row() - Board.GOAL_ROW)
            + Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN);

    @TempDir
    Path output;

    private final Map<String, Heuristic<Board>> heuristics = new TreeMap<>();
    private final List<HeuristicRun> unloadable = new ArrayList<>();
    private final List<String> setupErrors = new ArrayList<>();
    private final Map<String, String> environment = new HashMap<>();
    private final Map<String, Long> constructorNanos = new HashMap<>();
    private GradeReport.Configuration configuration = GradeReport.Configuration.NONE;
    private final List<String> namedClasses = new ArrayList<>();
    /** What the goal found of the compilation; every source compiled unless a test says otherwise. */
    private Compilation compilation = Compilation.COMPILED;
    /** The student code the grader asked for: the lookup of heuristics, each heuristic run, the test run. */
    private final List<String> asked = new ArrayList<>();
    private int forkMaxHeapMegabytes = 256;
    private final List<Integer> heapsGivenToRunners = new ArrayList<>();
    /** Where the grader reads prepared domains from; null: it builds them. */
    private Path preparedDomains;
    /** What the grader logged, info and warnings alike. */
    private final List<String> logged = new ArrayList<>();
    /** How many of the heuristics the runner completes when asked to run them together, in the order named. */
    private int completedTogether;

    private HeuristicRun evaluate(String className) {
        Heuristic<Board> heuristic = heuristics.get(className);
        int[] values = new int[LAYOUTS.length];
        for (int state = 0; state < values.length; state++) {
            values[state] = heuristic.estimate(PUZZLE.studentState(LAYOUTS[state]));
        }
        return HeuristicRun.finished(className, Estimates.of(values), 1.0, null,
                io.github.heuristicgrader.checks.CheckResults.Repeatability.of(0, 0, null),
                constructorNanos.get(className));
    }

    private GradeOutcome grade(List<Path> puzzles, int minimumScore) throws GradingException {
        return grade(puzzles, Rubric.standard(), minimumScore, TestRequest.notRun("no tests here"),
                (request, limit) -> null);
    }

    private GradeOutcome grade(List<Path> puzzles, Rubric rubric, int minimumScore, TestRequest tests,
            TestRunner testRunner) throws GradingException {
        HeuristicRunner inThisJvm = new HeuristicRunner() {
            @Override
            public HeuristicRun run(String className, Domain domain, Duration limit) {
                asked.add("run " + className);
                return evaluate(className);
            }

            @Override
            public Together runTogether(List<String> classNames, Domain domain, Duration limit, Duration whole) {
                asked.add("together " + classNames);
                Map<String, HeuristicRun> runs = new HashMap<>();
                for (String className : classNames.subList(0, Math.min(completedTogether, classNames.size()))) {
                    runs.put(className, evaluate(className));
                }
                return new Together(runs, null);
            }
        };
        HeuristicLocator located = request -> {
            asked.add("locate");
            return new HeuristicLocator.Located(List.copyOf(heuristics.keySet()),
                    HuarongdaoPuzzle.standard(), unloadable, setupErrors);
        };
        TestRunner askedTests = (request, limit) -> {
            asked.add("tests");
            return testRunner.run(request, limit);
        };
        GradeRequest request = new GradeRequest(namedClasses, output.resolve("classes"), List.of(), List.of(),
                Path.of("java"), puzzles, output.resolve("grade"), Duration.ofSeconds(10), forkMaxHeapMegabytes,
                rubric, minimumScore, Duration.ZERO, tests, Duration.ofMinutes(5), Sandbox.Mode.AUTO,
                Sandbox.DEFAULT_USER_IDS, configuration, compilation);
        ExhaustiveGrader.Builder grader = ExhaustiveGrader.builder().runningHeuristicsWith(given -> {
            heapsGivenToRunners.add(given.forkMaxHeapMegabytes());
            return inThisJvm;
        }).locatingWith(located).runningTestsWith(askedTests).readingEnvironment(environment::get)
                .logTo(logged::add, logged::add);
        if (preparedDomains != null) {
            grader.preparedDomains(preparedDomains);
        }
        return grader.build().grade(request);
    }

    private static HeuristicReport only(GradeOutcome outcome) {
        assertEquals(1, outcome.report().heuristics().size());
        return outcome.report().heuristics().get(0);
    }

    @Test
    void passesAdmissibleHeuristicAndWritesBothReports() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        GradeOutcome outcome = grade(List.of(), 0);
        HeuristicReport manhattan = only(outcome);
        assertEquals(Verdict.PASSED, manhattan.verdict());
        assertTrue(outcome.passed(), String.valueOf(outcome.violations()));
        assertEquals(363_480, manhattan.states());
        assertEquals(267_115, manhattan.solvable());
        assertTrue(manhattan.checks().consistent().passed());
        assertFalse(manhattan.checks().dominance().passed(), "Manhattan does not strictly dominate itself");
        assertEquals(10 + 10 + 40 + 15, manhattan.score(), "no dominance points, no effort saved");
        assertEquals(100, manhattan.maxScore());
        assertTrue(Files.size(outcome.jsonReport()) > 0);
        assertTrue(Files.size(outcome.htmlReport()) > 0);
        GradeReport database = outcome.report();
        assertEquals(1, database.domains().size());
        assertEquals("manhattan", database.domains().get(0).baseline());
        assertEquals(24_780, database.domains().get(0).database().goals());
        assertEquals(10, database.suite().size());
        assertEquals("横刀立马", database.suite().get(0).puzzle());
        assertEquals(116, database.suite().get(0).optimum());
        assertEquals(25_955, database.suite().get(0).reachable());
        assertEquals(116, manhattan.effort().get(0).cost());
        assertTrue(manhattan.effort().get(0).optimal());
        assertEquals(database.suite().get(0).baseline(), manhattan.effort().get(0).baseline());
    }

    @Test
    void runsTheHeuristicsOfADomainTogetherAndThoseLeftOneByOne() throws Exception {
        heuristics.put("student.A", MANHATTAN);
        heuristics.put("student.B", board -> 0);
        heuristics.put("student.C", MANHATTAN);
        completedTogether = 1;

        GradeOutcome outcome = grade(List.of(), 0);

        // The test run goes on beside them, at its own pace.
        assertEquals(List.of("locate", "together [student.A, student.B, student.C]", "run student.B", "run student.C"),
                asked.stream().filter(what -> !what.equals("tests")).toList());
        assertEquals(List.of(Verdict.PASSED, Verdict.PASSED, Verdict.PASSED),
                outcome.report().heuristics().stream().map(HeuristicReport::verdict).toList());
    }

    @Test
    void aHeapFollowingMemoryIsGivenToTheForksAndReportedWithWhatItFollows() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        forkMaxHeapMegabytes = GradeRequest.HEAP_FROM_MEMORY;

        GradeOutcome outcome = grade(List.of(), 0);

        GradeReport.ResourcesReport resources = new JsonReportWriter().read(outcome.jsonReport()).resources();
        assertEquals(GradeReport.ResourcesReport.MEMORY, resources.forkMaxHeapSource());
        assertEquals(List.of(resources.forkMaxHeapMegabytes()), heapsGivenToRunners);
        assertTrue(resources.forkMaxHeapMegabytes() >= 64 && resources.forkMaxHeapMegabytes() <= 1024,
                String.valueOf(resources));
        assertEquals(Runtime.getRuntime().availableProcessors(), resources.processors());
        assertEquals(1, resources.parallelForks(), "one heuristic");
        assertEquals((Runtime.getRuntime().maxMemory() >> 20) + 128, resources.graderReserveMegabytes());
        assertTrue(resources.memorySource().startsWith("cgroup v") || resources.memorySource().startsWith(
                "the machine's memory"), resources.memorySource());
    }

    @Test
    void aConfiguredHeapIsKeptAndReportedAsConfigured() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);

        GradeReport.ResourcesReport resources = grade(List.of(), 0).report().resources();

        assertEquals(256, resources.forkMaxHeapMegabytes());
        assertEquals(GradeReport.ResourcesReport.CONFIGURED, resources.forkMaxHeapSource());
        assertEquals(List.of(256), heapsGivenToRunners);
    }

    @Test
    void failsOverestimatingHeuristicQuotingItsCounterexample() throws Exception {
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        GradeOutcome outcome = grade(List.of(), 0);
        HeuristicReport doubled = only(outcome);
        assertEquals(Verdict.INADMISSIBLE, doubled.verdict());
        assertEquals(1, outcome.violations().size());
        String violation = outcome.violations().get(0);
        assertTrue(violation.startsWith("student.Doubled inadmissible: "), violation);
        assertTrue(violation.contains("layouts overestimated"), violation);
        var counterexample = doubled.checks().admissible().counterexample();
        assertTrue(counterexample.estimate() > counterexample.distance());
        assertEquals(counterexample.distance() + 1, counterexample.solution().size());
        assertEquals(0, doubled.points().stream().filter(p -> p.item().equals("admissible")).findFirst().orElseThrow()
                .earned());
    }

    @Test
    void dominatingHeuristicEarnsDominanceAndEffortPoints() throws Exception {
        heuristics.put("student.BlockedExit", board -> {
            int blockers = (int) board.pieces().stream().filter(piece -> piece != board.goalPiece())
                    .filter(piece -> piece.covers(3, 1) || piece.covers(3, 2) || piece.covers(4, 1)
                            || piece.covers(4, 2))
                    .count();
            return MANHATTAN.estimate(board) + blockers;
        });
        HeuristicReport blockedExit = only(grade(List.of(), 0));
        assertEquals(Verdict.PASSED, blockedExit.verdict());
        assertTrue(blockedExit.checks().dominance().passed());
        assertTrue(blockedExit.checks().consistent().passed());
        long expanded = blockedExit.effort().stream().mapToLong(GradeReport.PuzzleEffort::expanded).sum();
        long manhattan = blockedExit.effort().stream().mapToLong(p -> p.baseline().expanded()).sum();
        assertTrue(expanded < manhattan, expanded + " < " + manhattan);
    }

    @Test
    void effortPointsFollowTheEffortSuiteBands() throws Exception {
        heuristics.put("student.BlockedExit", board -> MANHATTAN.estimate(board) + (int) board.pieces().stream()
                .filter(piece -> piece != board.goalPiece())
                .filter(piece -> piece.covers(3, 1) || piece.covers(3, 2) || piece.covers(4, 1) || piece.covers(4, 2))
                .count());
        heuristics.put("student.Manhattan", MANHATTAN);
        GradeOutcome outcome = grade(List.of(), 0);
        HeuristicReport blockedExit = outcome.report().heuristics().get(0);
        HeuristicReport manhattan = outcome.report().heuristics().get(1);
        assertEquals(0.1543, blockedExit.effortSuite().saved(), 1e-4);
        assertEquals(50, blockedExit.effortSuite().starts().size());
        assertEquals(4, points(blockedExit, "effort").earned(), "the 10 % band of the defaults");
        assertTrue(points(blockedExit, "effort").reason().startsWith("saves 15.4% of manhattan's forced expansions"
                + " on the effort suite's 50 starts; band 10% saved: 4 points; next band 20% saved: 6 points"),
                points(blockedExit, "effort").reason());
        assertEquals(0.0, manhattan.effortSuite().saved());
        assertEquals(0, points(manhattan, "effort").earned());
    }

    @Test
    void inadmissibleHeuristicEarnsNoConsistentDominanceOrEffortPointsAndTheReasonsSayWhy() throws Exception {
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        HeuristicReport doubled = only(grade(List.of(), 0));
        assertTrue(doubled.checks().dominance().passed(), "its own dominance check passes");
        assertTrue(doubled.effortSuite().saved() > 0, "it saves effort by overestimating");
        for (String item : List.of("goalZero", "consistent", "dominance", "effort")) {
            GradeReport.Points points = points(doubled, item);
            assertEquals(0, points.earned(), item);
            assertTrue(points.reason().startsWith("no points: requires admissible, which failed: "
                    + Assessment.count(doubled.checks().admissible().violations()) + " of 267,115 solvable layouts"
                    + " overestimated"), points.reason());
        }
        assertTrue(points(doubled, "dominance").reason().endsWith("(dominance itself passed: 0 layouts below"
                + " manhattan, " + Assessment.count(doubled.checks().dominance().above()) + " above)"),
                points(doubled, "dominance").reason());
        assertEquals(10, doubled.score(), "wellFormed alone");
    }

    @Test
    void aHeuristicOfHugeValuesEarnsOnlyTheWellFormedPoints() throws Exception {
        heuristics.put("student.Huge", board -> board.isGoal() ? 0 : 1000);
        HeuristicReport huge = only(grade(List.of(), 0));
        assertEquals(10, huge.score());
        assertEquals(10, points(huge, "wellFormed").earned());
        assertTrue(huge.checks().goalZero().passed());
        assertTrue(points(huge, "goalZero").reason().startsWith("no points: requires admissible, which failed"),
                points(huge, "goalZero").reason());
    }

    @Test
    void aRubricFileThatChangesThePrerequisitesIsHonoured() throws Exception {
        Path file = Files.writeString(output.resolve("rubric.yaml"), """
                requires:
                  dominance: []
                  effort: [wellFormed]
                """);
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        HeuristicReport doubled = only(grade(List.of(), Rubric.load(file, Map.of(), null), 0,
                TestRequest.notRun("no tests here"), (request, limit) -> null));
        assertEquals(15, points(doubled, "dominance").earned());
        assertTrue(points(doubled, "effort").earned() > 0, points(doubled, "effort").reason());
        assertEquals(0, points(doubled, "consistent").earned(), "still requires admissible");
    }

    private static GradeReport.Points points(HeuristicReport heuristic, String item) {
        return heuristic.points().stream().filter(p -> p.item().equals(item)).findFirst().orElseThrow();
    }

    @Test
    void exactDistanceIsFlaggedWithItsCostsInEveryReportAndScoredByTheRubric() throws Exception {
        StateSpace space = StateSpace.of(PUZZLE);
        heuristics.put("student.Exact", board -> Math.max(0, space.distance(space.stateOf(Layout.of(board)))));
        constructorNanos.put("student.Exact", 1_234_000_000L);
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());

        GradeOutcome outcome = grade(List.of(), 0);

        HeuristicReport exact = only(outcome);
        assertTrue(exact.exactDistance());
        assertEquals(1_234_000_000L, exact.constructorNanos());
        assertEquals(Verdict.PASSED, exact.verdict());
        assertEquals(exact.maxScore(), exact.score(), "every rubric item holds for the exact distance");
        String json = Files.readString(outcome.jsonReport(), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"exactDistance\": true"), json);
        assertTrue(json.contains("\"constructorNanos\": 1234000000"), json);
        String note = "equal to the exact distance on all 267,115 solvable layouts; constructor 1.23 s, 1 ns per call";
        String html = Files.readString(outcome.htmlReport(), StandardCharsets.UTF_8);
        assertTrue(html.contains("<p class=\"exact-distance\"><strong>Exact distance:</strong> " + note), note);
        String markdown = Files.readString(summary, StandardCharsets.UTF_8);
        assertTrue(markdown.contains("**Exact distance:** " + note), markdown);
    }

    @Test
    void gradesEveryFigureAlikeWithTheDomainReadFromPreparedData() throws Exception {
        StateSpace space = StateSpace.of(PUZZLE);
        heuristics.put("student.Manhattan", MANHATTAN);
        heuristics.put("student.Lowered", board -> {
            int state = space.stateOf(Layout.of(board));
            return Math.max(0, space.distance(state) - state % 7);
        });
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        heuristics.put("student.Negative", board -> MANHATTAN.estimate(board) - 1);
        heuristics.put("student.BlockedExit", board -> MANHATTAN.estimate(board) + (int) board.pieces().stream()
                .filter(piece -> piece != board.goalPiece())
                .filter(piece -> piece.covers(3, 1) || piece.covers(3, 2) || piece.covers(4, 1) || piece.covers(4, 2))
                .count());
        // Times aside, which differ from run to run.
        Pattern times = Pattern.compile("\"(constructorNanos|nanosPerEvaluation|durationMillis)\": [-0-9.Ee]+");
        String built = times.matcher(Files.readString(grade(List.of(), 0).jsonReport())).replaceAll("$1");
        Path prepared = output.resolve("prepared");
        PreparedDomains.write(prepared, Rubric.standard(), List.of(), line -> { });
        preparedDomains = prepared;
        logged.clear();

        String read = times.matcher(Files.readString(grade(List.of(), 0).jsonReport())).replaceAll("$1");

        assertTrue(logged.stream().anyMatch(line -> line.startsWith("Prepared domains: the Huarongdao (domain"
                + " huarongdao) read from")), String.valueOf(logged));
        assertEquals(built, read);
    }

    @Test
    void inconsistentHeuristicsShowWherePuzzlesAStarWithoutReopeningSolvesLonger() throws Exception {
        StateSpace space = StateSpace.of(PUZZLE);
        // Admissible (never above the exact distance) but inconsistent: AStarTest pins what it does on each puzzle.
        heuristics.put("student.Lowered", board -> {
            int state = space.stateOf(Layout.of(board));
            return Math.max(0, space.distance(state) - state % 7);
        });
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        heuristics.put("student.Manhattan", MANHATTAN);
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());

        GradeOutcome outcome = grade(List.of(), 0);

        Map<String, HeuristicReport> byName = new HashMap<>();
        outcome.report().heuristics().forEach(heuristic -> byName.put(heuristic.name(), heuristic));
        HeuristicReport lowered = byName.get("student.Lowered");
        assertEquals(Verdict.PASSED, lowered.verdict());
        assertFalse(lowered.checks().consistent().passed());
        // The ten classic puzzles, then the effort suite's 50 starts, which have no name.
        List<ClosedSetRun> runs = lowered.closedSetSearch().puzzles();
        assertEquals(10 + 50, runs.size());
        assertEquals(outcome.report().suite().stream().map(SuitePuzzle::state).toList(),
                runs.subList(0, 10).stream().map(ClosedSetRun::state).toList());
        assertEquals(lowered.effortSuite().starts().stream().map(EffortStart::state).toList(),
                runs.subList(10, 60).stream().map(ClosedSetRun::state).toList());
        assertTrue(runs.subList(10, 60).stream().allMatch(run -> run.puzzle() == null));
        assertEquals(9, lowered.closedSetSearch().longer().stream().filter(longer -> longer.puzzle() != null)
                .count(), "all classics but 插翅难飞");
        assertEquals(new LongerPath("横刀立马", outcome.report().suite().get(0).state(), 120, 116),
                lowered.closedSetSearch().longer().get(0));
        assertNull(byName.get("student.Manhattan").closedSetSearch(), "a consistent heuristic needs no such run");
        HeuristicReport doubled = byName.get("student.Doubled");
        assertEquals(Verdict.INADMISSIBLE, doubled.verdict());
        assertEquals(10 + 50, doubled.closedSetSearch().puzzles().size(), "run whether admissible or not");

        String sentence = "A* that never reopens a layout finds a path of 120 moves from 横刀立马, 4 more than the"
                + " optimum 116.";
        assertEquals(sentence, lowered.closedSetSearch().longer().get(0).sentence(HuarongdaoPuzzle.standard()));
        // The console names the puzzle in Latin letters: a terminal may lack a CJK font.
        assertTrue(outcome.summary().contains("  " + sentence.replace("横刀立马", "Heng Dao Li Ma")),
                String.join("\n", outcome.summary()));
        String html = Files.readString(outcome.htmlReport(), StandardCharsets.UTF_8);
        assertTrue(html.contains("<li>" + sentence.replace("横刀立马", "<span lang=\"zh\">横刀立马</span> <span "
                + "class=\"latin\">Heng Dao Li Ma</span>") + "</li>"), "the page says it, the Latin name beside");
        String markdown = Files.readString(summary, StandardCharsets.UTF_8);
        assertTrue(markdown.contains("**Not consistent:** A\\* that never reopens a layout finds a path of 120 moves"
                + " from 横刀立马, 4 more than the optimum 116."), markdown);
        String json = Files.readString(outcome.jsonReport(), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"closedSetSearch\": null"), "Manhattan's");
        assertTrue(json.contains("\"found\": 120,\n"), json.substring(0, 200));
        assertEquals(outcome.report(), new JsonReportWriter().read(outcome.jsonReport()), "reads back whole");
    }

    @Test
    void aHeuristicOffTheExactDistanceOnASingleLayoutIsNotFlagged() throws Exception {
        StateSpace space = StateSpace.of(PUZZLE);
        int off = firstNonGoalSolvable(space);
        heuristics.put("student.AlmostExact", board -> {
            int state = space.stateOf(Layout.of(board));
            return state == off ? space.distance(state) - 1 : Math.max(0, space.distance(state));
        });
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());

        GradeOutcome outcome = grade(List.of(), 0);

        HeuristicReport almost = only(outcome);
        assertFalse(almost.exactDistance());
        assertEquals(Verdict.PASSED, almost.verdict(), "admissible all the same");
        assertTrue(Files.readString(outcome.jsonReport(), StandardCharsets.UTF_8).contains("\"exactDistance\": false"));
        assertFalse(Files.readString(outcome.htmlReport(), StandardCharsets.UTF_8).contains("Exact distance:"));
        assertFalse(Files.readString(summary, StandardCharsets.UTF_8).contains("Exact distance:"));
    }

    private static int firstNonGoalSolvable(StateSpace space) {
        for (int state = 0; state < space.size(); state++) {
            if (space.isSolvable(state) && !space.isGoal(state)) {
                return state;
            }
        }
        throw new IllegalStateException("no solvable layout off the goal");
    }

    @Test
    void recordsTheConfigurationAsGivenInTheReportAndSaysInTheSummaryThatItWasLocked() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        configuration = new GradeReport.Configuration(true, new GradeReport.FileDigest("/autograder/rubric.yaml",
                "2c3a64d1cc25c58e2b006bd415677b0a007e034571fb002bbbb9d4bda02c79d5"), List.of(),
                List.of(new GradeReport.IgnoredSetting("skip", "true", GradeReport.IgnoredSetting.POM)));

        GradeOutcome outcome = grade(List.of(), 0);

        assertEquals(configuration, outcome.report().configuration());
        assertEquals(configuration, new JsonReportWriter().read(outcome.jsonReport()).configuration());
        assertTrue(outcome.summary().contains("Configuration locked by the platform: rubric /autograder/rubric.yaml"
                + " (SHA-256 2c3a64d1cc25c58e2b006bd415677b0a007e034571fb002bbbb9d4bda02c79d5); ignored from the"
                + " POM: skip=true (pom)."), String.valueOf(outcome.summary()));
    }

    @Test
    void scoreBelowMinimumIsAViolation() throws Exception {
        heuristics.put("student.Zero", board -> 0);
        GradeOutcome outcome = grade(List.of(), 95);
        assertEquals(Verdict.PASSED, only(outcome).verdict());
        assertEquals(List.of("score 75/100 is below the minimum of 95"), outcome.violations());
    }

    @Test
    void instructorPuzzleFileInDigitTextJoinsTheSuite() throws Exception {
        Path file = Files.writeString(output.resolve("heng-dao-li-ma-digits.txt"), "2113\n2113\n4556\n4776\n7007\n");
        heuristics.put("student.Manhattan", MANHATTAN);
        GradeOutcome outcome = grade(List.of(file), 0);
        GradeReport.SuitePuzzle added = outcome.report().suite().get(outcome.report().suite().size() - 1);
        assertEquals("heng-dao-li-ma-digits", added.puzzle());
        assertEquals(116, added.optimum());
        assertEquals("heng-dao-li-ma-digits", only(outcome).effort().get(outcome.report().suite().size() - 1).puzzle());
    }

    @Test
    void aReadOnlyOutputDiskIsASetupErrorNamingTheReportAndTheCause() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        try (TinyDisk readOnly = TinyDisk.mountReadOnly(output.resolve("grade"))) {
            GradingException error = assertThrows(GradingException.class, () -> grade(List.of(), 0));

            assertEquals("cannot write the report " + output.resolve("grade").resolve(JsonReportWriter.FILE_NAME)
                    + ": Read-only file system", error.getMessage());
        }
    }

    @Test
    void aFullOutputDiskIsASetupErrorNamingTheReportAndTheCause() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        try (TinyDisk full = TinyDisk.mount(output.resolve("grade"), 8)) {
            GradingException error = assertThrows(GradingException.class, () -> grade(List.of(), 0));

            assertTrue(error.getMessage().matches("cannot write the report " + Pattern.quote(output.resolve("grade")
                    .toString()) + "/[\\w.-]+: No space left on device"), error.getMessage());
        }
    }

    @Test
    void everyPuzzleFileNoDomainReadsIsReportedByNameAndTheGradeGoesOn() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        Path broken = Files.writeString(output.resolve("broken.txt"), "^11^\nv11v\n^<>^\nv2xv\n2..2\n");
        Path good = Files.writeString(output.resolve("good.txt"), "# title: A good one\n# source: a book\n"
                + "^11^\nv11v\n^<>^\nv22v\n2..2\n");
        Path notes = Files.writeString(output.resolve("notes.txt"), "not a puzzle at all\n");

        GradeOutcome outcome = grade(List.of(broken, good, notes), 0);

        assertEquals(Verdict.PASSED, only(outcome).verdict(), "the heuristic is graded all the same");
        assertTrue(outcome.report().passed(), "a bad puzzle file fails no grade");
        assertEquals(List.of(), outcome.setupErrors());
        List<GradeReport.UnreadPuzzleFile> unread = outcome.report().unreadPuzzleFiles();
        assertEquals(List.of("broken.txt", "notes.txt"), unread.stream().map(GradeReport.UnreadPuzzleFile::file)
                .toList());
        assertEquals("huarongdao", unread.get(0).refusals().get(0).domain());
        assertTrue(unread.get(0).refusals().get(0).reason().contains("row 3, column 2"),
                unread.get(0).refusals().get(0).reason());
        GradeReport.SuitePuzzle titled = outcome.report().suite().stream()
                .filter(puzzle -> puzzle.puzzle().equals("A good one")).findFirst().orElseThrow();
        assertEquals(116, titled.optimum());
        assertEquals("good.txt", titled.file());
        assertEquals("a book", titled.source());
        String json = Files.readString(outcome.jsonReport());
        assertTrue(json.contains("\"file\" : \"broken.txt\"") || json.contains("\"file\": \"broken.txt\""), json);
        assertTrue(json.contains("notes.txt"), "grade.json names every file left out");
        String page = Files.readString(outcome.htmlReport());
        assertTrue(page.contains("<code>broken.txt</code>") && page.contains("<code>notes.txt</code>"),
                "the page names every file left out");
        assertTrue(page.contains("row 3, column 2"), "the page gives each domain's reason");
        assertTrue(page.contains("A good one") && page.contains("a book"), "the page names the puzzle by its title");
    }

    @Test
    void removesTheReportsOfAnEarlierRunSoThatAFailedRunLeavesNoneLookingCurrent() throws Exception {
        Path directory = Files.createDirectories(output.resolve("grade"));
        for (String name : ReportFormat.FILE_NAMES) {
            Files.writeString(directory.resolve(name), "{\"score\": 100}");
        }
        Files.writeString(Files.createDirectories(directory.resolve("work/tests-1")).resolve("java.args"), "-cp x");
        // An effort suite distance no layout is at: a setup error, found once the state space is built.
        heuristics.put("student.Manhattan", MANHATTAN);
        Path rubric = Files.writeString(output.resolve("rubric.json"), "{\"effortDistances\": [500]}");

        assertThrows(GradingException.class, () -> grade(List.of(), Rubric.load(rubric, Map.of(), null), 0,
                TestRequest.notRun("no tests here"), (request, limit) -> null));

        try (var files = Files.list(directory)) {
            assertEquals(List.of(), files.map(f -> f.getFileName().toString()).toList(),
                    "the earlier run's reports and work files are gone");
        }
    }

    private static final CompilerMessage MISSING_SYMBOL = new CompilerMessage("src/main/java/student/Blocked.java",
            11, 20, "cannot find symbol\n  symbol:   class Manhatan\n  location: class student.Blocked");

    @Test
    void mainSourcesThatDoNotCompileScoreZeroOfEverySlotAndTestWithTheCompilersMessagesInEveryReport()
            throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        compilation = Compilation.mainFailed(List.of(MISSING_SYMBOL));
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());
        Path file = Files.writeString(output.resolve("rubric.json"), "{\"slots\": {"
                + "\"manhattan\": {\"class\": \"student.Manhattan\", \"points\": 30},"
                + "\"blocked\": {\"class\": \"student.Blocked\", \"points\": 70}},"
                + "\"testTags\": {\"exam\": 25}}");
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(), List.of(), List.of(),
                output, Duration.ofSeconds(1), Duration.ofSeconds(1));

        GradeOutcome outcome = grade(List.of(), Rubric.load(file, Map.of(), null), 0, tests,
                (request, limit) -> null);

        assertEquals(List.of(), asked, "no student code is looked for or run");
        GradeReport report = outcome.report();
        assertEquals(List.of(0, 30 + 70 + 25), List.of(report.score(), report.maxScore()));
        assertEquals(List.of(), report.heuristics());
        assertEquals(List.of("empty", "empty"), report.slots().stream().map(GradeReport.SlotReport::status).toList());
        assertTrue(report.slots().stream().allMatch(slot -> slot.message().equals(
                "not graded: the main sources do not compile")), String.valueOf(report.slots()));
        assertEquals(List.of(0, 25), List.of(report.tests().score(), report.tests().maxScore()));
        assertEquals("the main sources do not compile", report.tests().message());
        assertEquals(CompilationOutcome.MAIN_FAILED, report.compilation().outcome());
        assertEquals(List.of(MISSING_SYMBOL), report.compilation().main());
        String message = "the main sources do not compile (1 error): nothing was graded and the tests were not run";
        assertEquals(List.of(message), outcome.violations());
        assertEquals(List.of(), outcome.setupErrors(), "the student's code is at fault, not the setup");
        assertEquals(List.of("Compilation: " + message, "  src/main/java/student/Blocked.java:11:20: cannot find symbol"
                + "\n  symbol:   class Manhatan\n  location: class student.Blocked"), outcome.summary().subList(0, 2));

        Path directory = outcome.jsonReport().getParent();
        GradeReport read = new JsonReportWriter().read(outcome.jsonReport());
        assertEquals(report.compilation(), read.compilation());
        String results = Files.readString(directory.resolve("results.json"), StandardCharsets.UTF_8);
        assertTrue(results.contains("\"output\": \"Score: 0/125. The grade fails.\\nThe submission does not compile: "
                + message + ".\\nsrc/main/java/student/Blocked.java:11:20: cannot find symbol\\n"), results);
        assertTrue(results.contains("\"name\": \"compilation\",\n      \"score\": 0,\n      \"max_score\": 0,"),
                results);
        assertTrue(Files.readString(directory.resolve("prairielearn-results.json")).contains("\"gradable\": false,"));
        String junit = Files.readString(directory.resolve("TEST-heuristic-grader.xml"), StandardCharsets.UTF_8);
        assertTrue(junit.contains("<testsuite name=\"compilation\""), junit);
        assertTrue(junit.contains("<failure type=\"main-failed\""), junit);
        String html = Files.readString(outcome.htmlReport(), StandardCharsets.UTF_8);
        assertTrue(html.contains("<section class=\"card compilation\" id=\"compilation\""
                + " data-outcome=\"main-failed\">"), html);
        assertTrue(html.contains("<code>src/main/java/student/Blocked.java</code></td><td>11</td><td>20</td>"), html);
        String markdown = Files.readString(summary, StandardCharsets.UTF_8);
        assertTrue(markdown.contains("### Compilation: main-failed\n\n❌ "), markdown);
        assertTrue(markdown.contains("```text\nsrc/main/java/student/Blocked.java:11:20: cannot find symbol\n"),
                markdown);
    }

    @Test
    void withoutSlotsSourcesThatDoNotCompileLoseTheNamedClassesPointsOrOneHeuristicsWhenNoneIsNamed()
            throws Exception {
        compilation = Compilation.noMainSources(List.of(new CompilerMessage("Manhattan.java", null, null,
                "not compiled: move this file to src/main/java/student/Manhattan.java")));

        GradeReport none = grade(List.of(), 0).report();
        namedClasses.addAll(List.of("student.A", "student.B"));
        GradeReport named = grade(List.of(), 0).report();

        assertEquals(List.of(0, 100, 100), List.of(none.score(), none.maxScore(),
                none.compilation().pointsNotGraded()));
        assertEquals(List.of(0, 200, 200), List.of(named.score(), named.maxScore(),
                named.compilation().pointsNotGraded()));
        assertEquals(CompilationOutcome.NO_MAIN_SOURCES, named.compilation().outcome());
        String results = Files.readString(output.resolve("grade/results.json"), StandardCharsets.UTF_8);
        assertTrue(results.contains("\"name\": \"compilation\",\n      \"score\": 0,\n      \"max_score\": 200,"),
                results);
        assertTrue(results.contains("Manhattan.java: not compiled: move this file to src/main/java/student/"
                + "Manhattan.java"), results);
    }

    @Test
    void testSourcesThatDoNotCompileLeaveTheHeuristicsGradedAndTheTestsAtZero() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        CompilerMessage expected = new CompilerMessage("src/test/java/student/ManhattanTest.java", 14, 80,
                "';' expected");
        compilation = Compilation.testsFailed(List.of(expected));
        Path file = Files.writeString(output.resolve("rubric.json"), "{\"testTags\": {\"exam\": 25}}");
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(), List.of(), List.of(),
                output, Duration.ofSeconds(1), Duration.ofSeconds(1));

        GradeOutcome outcome = grade(List.of(), Rubric.load(file, Map.of(), null), 0, tests,
                (request, limit) -> null);

        assertEquals(List.of("locate", "run student.Manhattan"), asked, "the tests are not run");
        GradeReport report = outcome.report();
        assertEquals(Verdict.PASSED, only(outcome).verdict());
        assertEquals(List.of(75, 125), List.of(report.score(), report.maxScore()));
        assertEquals(List.of(0, 25), List.of(report.tests().score(), report.tests().maxScore()));
        assertEquals("the test sources do not compile", report.tests().message());
        assertEquals(List.of(expected), report.compilation().test());
        assertEquals(List.of("the test sources do not compile (1 error): the heuristics were graded, the tests were"
                + " not run and earn nothing"), outcome.violations());
        assertTrue(Files.readString(outcome.jsonReport().resolveSibling("results.json"))
                .contains("src/test/java/student/ManhattanTest.java:14:80: ';' expected"));
    }

    @Test
    void unloadableHeuristicIsReportedNextToAGradedOne() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        unloadable.add(HeuristicRun.stopped("student.Abstract", Verdict.NOT_LOADABLE,
                "class student.Abstract is abstract", new Failure("not-loadable", null, "abstract class", null)));
        GradeOutcome outcome = grade(List.of(), 0);
        List<HeuristicReport> reports = outcome.report().heuristics();
        assertEquals(List.of("student.Abstract", "student.Manhattan"), reports.stream().map(HeuristicReport::name).toList());
        assertEquals(Verdict.NOT_LOADABLE, reports.get(0).verdict());
        assertEquals(0, reports.get(0).score());
        assertEquals(Verdict.PASSED, reports.get(1).verdict());
        assertEquals(200, outcome.report().maxScore());
        assertEquals(1, outcome.violations().size());
        assertTrue(Files.exists(outcome.jsonReport()));
    }

    @Test
    void noHeuristicFoundStillWritesTheReport() throws Exception {
        setupErrors.add("no heuristic found");
        GradeOutcome outcome = grade(List.of(), 0);
        assertEquals(List.of("no heuristic found"), outcome.setupErrors());
        assertFalse(outcome.passed());
        assertTrue(Files.exists(outcome.jsonReport()));
        assertTrue(Files.exists(outcome.htmlReport()));
    }

    @Test
    void gradesNoDomainWithoutAHeuristicWhenSeveralAreRegistered() throws Exception {
        setupErrors.add("no heuristic found");
        GradeOutcome outcome = grade(List.of(), 0);
        assertEquals(List.of(), outcome.report().domains(), "no domain is the run's without a heuristic");
        assertTrue(Files.readString(outcome.htmlReport()).contains("No heuristic was graded."));
        assertTrue(outcome.summary().contains("No heuristic was graded."), outcome.summary()::toString);
    }

    @Test
    void saysARejectedClassOfNoDomainIsAllThereIsWhenNoDomainIsGraded() throws Exception {
        unloadable.add(HeuristicRun.stopped("student.Words", Verdict.NOT_LOADABLE,
                "class student.Words implements Heuristic<java.lang.String>", new Failure("not-loadable", null,
                        "wrong state type", null)));
        GradeOutcome outcome = grade(List.of(), 0);
        assertEquals(List.of("class student.Words implements Heuristic<java.lang.String>"), outcome.setupErrors());
        assertEquals(List.of(), outcome.report().heuristics());
        assertEquals(List.of(), outcome.report().domains());
    }

    @Test
    void refusesAStateDatabaseOverTheRubricsLimitNamingTheCount() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        Path rubric = Files.writeString(output.resolve("rubric.json"), "{\"maxStates\": 100000}");
        GradingException e = assertThrows(GradingException.class, () -> grade(List.of(),
                Rubric.load(rubric, Map.of(), null), 0, TestRequest.notRun("no tests here"), (request, limit) -> null));
        assertTrue(e.getMessage().contains("has 363,480 layouts, more than the limit of 100,000 states; raise"
                + " maxStates in the rubric file to 363,480 or more"), e.getMessage());
    }

    @Test
    void writesTheCiOutputsBesideTheReportAndAppendsTheStepSummary() throws Exception {
        Path summary = Files.writeString(output.resolve("step-summary.md"), "# Build\n");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        GradeOutcome outcome = grade(List.of(), 0);
        Path directory = outcome.jsonReport().getParent();
        String results = Files.readString(directory.resolve("results.json"), StandardCharsets.UTF_8);
        assertTrue(results.contains("\"name\": \"student.Doubled: admissible\""), results);
        assertTrue(results.contains("\"execution_time\": "), results);
        String junit = Files.readString(directory.resolve("TEST-heuristic-grader.xml"), StandardCharsets.UTF_8);
        assertTrue(junit.contains("<failure type=\"inadmissible\""), junit);
        String markdown = Files.readString(summary, StandardCharsets.UTF_8);
        assertTrue(markdown.startsWith("# Build\n\n## Huarongdao heuristics: "), markdown);
        assertTrue(markdown.contains("| student.Doubled | ❌ inadmissible | "), markdown);
    }

    @Test
    void appendsGitHubClassroomsResultAndEndsTheSummaryWithItsAnnotation() throws Exception {
        Path githubOutput = Files.writeString(output.resolve("github-output"), "earlier=value\n");
        environment.put("GITHUB_OUTPUT", githubOutput.toString());
        heuristics.put("student.Doubled", board -> 2 * MANHATTAN.estimate(board));
        heuristics.put("student.Manhattan", MANHATTAN);

        GradeOutcome outcome = grade(List.of(), 0);

        List<String> lines = Files.readAllLines(githubOutput, StandardCharsets.UTF_8);
        assertEquals("earlier=value", lines.get(0));
        assertTrue(lines.get(1).startsWith("result="), "on the next line, no blank line between: " + lines);
        List<String> results = lines.stream().filter(line -> line.startsWith("result=")).toList();
        assertEquals(1, results.size(), String.join("\n", lines));
        String json = new String(Base64.getDecoder().decode(results.get(0).substring("result=".length())),
                StandardCharsets.UTF_8);
        GradeReport report = outcome.report();
        assertTrue(json.startsWith("{\"version\":1,\"status\":\"fail\",\"max_score\":" + report.maxScore()
                + ",\"tests\":[{\"name\":\"student.Doubled\","), "student.Doubled is inadmissible: " + json);
        // Manhattan passes but does not dominate itself: a test passes only with all its points.
        assertTrue(json.contains("{\"name\":\"student.Manhattan\",\"status\":\"fail\",\"score\":75,"), json);
        assertEquals(List.of(report.score(), report.maxScore()), List.of(sum(json, "\"score\":(\\d+)"),
                sum(json, "\"max_score\":(\\d+)") - report.maxScore()), "the top-level max_score counted once");
        String annotation = "::notice title=Autograding complete::Points " + report.score() + "/"
                + report.maxScore();
        assertEquals(1, outcome.summary().stream().filter(annotation::equals).count(), String.join("\n",
                outcome.summary()));
        assertEquals(annotation, outcome.summary().get(outcome.summary().size() - 1));
        String prairieLearn = Files.readString(outcome.jsonReport().resolveSibling("prairielearn-results.json"),
                StandardCharsets.UTF_8);
        assertTrue(prairieLearn.contains("\"gradable\": true,\n  \"score\": " + (double) report.score()
                / report.maxScore() + ",\n"), prairieLearn);
    }

    private static int sum(String text, String regex) {
        return Pattern.compile(regex).matcher(text).results().mapToInt(match -> Integer.parseInt(match.group(1)))
                .sum();
    }

    @Test
    void aSetupErrorIsAnErrorForClassroomAndNotGradableForPrairieLearn() throws Exception {
        setupErrors.add("no heuristic found");
        Path githubOutput = output.resolve("github-output");
        environment.put("GITHUB_OUTPUT", githubOutput.toString());

        GradeOutcome outcome = grade(List.of(), 0);

        String result = Files.readString(githubOutput, StandardCharsets.UTF_8).strip();
        String json = new String(Base64.getDecoder().decode(result.substring("result=".length())),
                StandardCharsets.UTF_8);
        assertEquals("{\"version\":1,\"status\":\"error\",\"max_score\":0,\"tests\":[]}", json);
        assertTrue(Files.readString(outcome.jsonReport().resolveSibling("prairielearn-results.json"))
                .contains("\"gradable\": false,"));
    }

    @Test
    void leavesTheStepSummaryAloneWhenTheVariableIsNotSet() throws Exception {
        heuristics.put("student.Zero", board -> 0);
        GradeOutcome outcome = grade(List.of(), 0);
        assertTrue(Files.exists(outcome.jsonReport().resolveSibling("TEST-heuristic-grader.xml")));
        try (var files = Files.list(output)) {
            assertEquals(List.of("grade"), files.map(file -> file.getFileName().toString()).sorted().toList());
        }
        assertTrue(outcome.summary().stream().noneMatch(line -> line.startsWith("::")), "no annotation outside CI");
    }

    @Test
    void writesTheCiOutputsAlsoWhenNoHeuristicWasFound() throws Exception {
        setupErrors.add("no heuristic found");
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());
        GradeOutcome outcome = grade(List.of(), 0);
        assertFalse(outcome.passed());
        assertTrue(Files.readString(outcome.jsonReport().resolveSibling("results.json")).contains("\"tests\": []"));
        assertTrue(Files.exists(outcome.jsonReport().resolveSibling("TEST-heuristic-grader.xml")));
        assertTrue(Files.readString(summary, StandardCharsets.UTF_8).contains("No heuristic was graded."));
    }

    @Test
    void whatStoppedTheInstructorsRunAndWhatTheyPrintedReachNoOutputMeantForStudents() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        Path summary = output.resolve("step-summary.md");
        environment.put("GITHUB_STEP_SUMMARY", summary.toString());
        Path githubOutput = output.resolve("github-output");
        environment.put("GITHUB_OUTPUT", githubOutput.toString());
        Path file = Files.writeString(output.resolve("rubric.json"),
                "{\"testClasses\": {\"student.BoardTest\": 5, \"hidden.HiddenTest\": 20}}");
        TestRun project = new TestRun(TestRun.Outcome.COMPLETED, null, "1.13.4", List.of(
                new TestRun.Test("[engine:junit-jupiter]/[class:student.BoardTest]/[method:parses()]", false,
                        "student.BoardTest", "parses", "parses()", List.of(), TestRun.Status.SUCCESSFUL,
                        Duration.ofMillis(4), null)), List.of(), 0, "printed by the student", Duration.ofSeconds(1));
        TestRun instructor = new TestRun(TestRun.Outcome.EXITED, "the test JVM ended during SECRET-RUNNING",
                "1.14.0", List.of(new TestRun.Test("[engine:junit-jupiter]/[class:hidden.HiddenTest]/[method:x()]",
                        true, "hidden.HiddenTest", "x", "x()", List.of(), TestRun.Status.CRASHED, null, "crashed")),
                List.of("Other: SECRET-CONTAINER"), 3, "SECRET-PRINTED", Duration.ofSeconds(1));
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(), List.of(), List.of(),
                output, Duration.ofSeconds(1), Duration.ofSeconds(1));

        GradeOutcome outcome = grade(List.of(), Rubric.load(file, Map.of(), null), 0, tests,
                (request, timeLeft) -> new TestRuns(project, instructor));

        // results.json cut before each test's name: its head (the top-level output), then one piece per test.
        String[] results = Files.readString(outcome.jsonReport().resolveSibling("results.json"))
                .split("\\{\\s*\"name\": ");
        List<String> studentFacing = new ArrayList<>(List.of(results[0], Files.readString(summary,
                StandardCharsets.UTF_8), Files.readString(outcome.jsonReport().resolveSibling(
                        "TEST-heuristic-grader.xml")), String.join("\n", outcome.summary()),
                Files.readString(outcome.jsonReport().resolveSibling("prairielearn-results.json")),
                new String(Base64.getDecoder().decode(Files.readString(githubOutput).strip().substring("result="
                        .length())), StandardCharsets.UTF_8)));
        List<String> afterPublished = new ArrayList<>();
        for (String test : List.of(results).subList(1, results.length)) {
            (test.contains("\"visibility\": \"visible\"") ? studentFacing : afterPublished).add(test);
        }
        for (String secret : List.of("SECRET-RUNNING", "SECRET-CONTAINER", "SECRET-PRINTED")) {
            for (String text : studentFacing) {
                assertFalse(text.contains(secret), secret + " in\n" + text);
            }
            assertTrue(afterPublished.stream().anyMatch(text -> text.startsWith("\"instructor test run\"")
                    && text.contains(secret)), secret + " not in " + afterPublished);
            assertTrue(Files.readString(outcome.jsonReport()).contains(secret), secret);
        }
        assertEquals("exited", outcome.report().tests().outcome().id());
        assertTrue(outcome.report().tests().message().startsWith("the instructor's test run exited; 2 tests"),
                outcome.report().tests().message());
    }

    @Test
    void testPointsJoinTheScoreAndAFailingTestCostsOnlyItsPoints() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        Path file = Files.writeString(output.resolve("rubric.json"),
                "{\"tests\": {\"student.BoardTest#parses\": 5, \"student.BoardTest#fails\": 20}}");
        TestRun run = new TestRun(TestRun.Outcome.COMPLETED, null, "1.13.4", List.of(
                new TestRun.Test("[engine:junit-jupiter]/[class:student.BoardTest]/[method:parses()]", false,
                        "student.BoardTest", "parses", "parses()", List.of(), TestRun.Status.SUCCESSFUL,
                        Duration.ofMillis(4), null),
                new TestRun.Test("[engine:junit-jupiter]/[class:student.BoardTest]/[method:fails()]", false,
                        "student.BoardTest", "fails", "fails()", List.of(), TestRun.Status.FAILED,
                        Duration.ofMillis(2), "org.opentest4j.AssertionFailedError: expected: <1> but was: <2>")),
                List.of(), 0, "", Duration.ofSeconds(1));
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(), List.of(), List.of(),
                output, Duration.ofSeconds(1), Duration.ofSeconds(1));

        GradeOutcome outcome = grade(List.of(), Rubric.load(file, Map.of(), null), 0, tests,
                (request, timeLeft) -> new TestRuns(run, null));

        assertEquals(75 + 5, outcome.report().score());
        assertEquals(100 + 25, outcome.report().maxScore());
        assertEquals(20, outcome.report().tests().points().get(0).possible());
        assertEquals(0, outcome.report().tests().points().get(0).earned());
        assertTrue(outcome.passed(), "a failing test costs points, and is no violation: " + outcome.violations());
        assertTrue(outcome.summary().contains("Tests: completed, 5/25 points - 2 tests: 1 successful, 1 failed"),
                String.join("\n", outcome.summary()));
        assertTrue(outcome.summary().contains("  failed student.BoardTest#fails: org.opentest4j.AssertionFailedError:"
                + " expected: <1> but was: <2>"), String.join("\n", outcome.summary()));
        assertEquals("Score: 80/125. Report: " + outcome.htmlReport().toAbsolutePath(),
                outcome.summary().get(outcome.summary().size() - 1));
    }

    @Test
    void gradescopesResultsHoldTheHeuristicsPointsWhileTheTestsRunThenTheWholeGrade() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        Path file = Files.writeString(output.resolve("rubric.json"), "{\"testTags\": {\"exam\": 25}}");
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(), List.of(), List.of(),
                output, Duration.ofSeconds(1), Duration.ofSeconds(1));
        Path results = output.resolve("grade").resolve("results.json");
        List<String> stages = new ArrayList<>();
        List<JsonNode> whileTesting = new ArrayList<>();
        // The test run ends only once the grade has written all it can without it: what a container killed then
        // leaves. Every read parses: the file is replaced whole.
        TestRunner waiting = (request, timeLeft) -> {
            long until = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            try {
                while (System.nanoTime() < until && whileTesting.isEmpty()) {
                    if (Files.exists(results)) {
                        JsonNode read = new ObjectMapper().readTree(results.toFile());
                        String first = read.get("output").textValue().lines().findFirst().orElse("");
                        if (stages.isEmpty() || !stages.get(stages.size() - 1).equals(first)) {
                            stages.add(first);
                        }
                        if (first.startsWith("The grade did not finish: it stopped while the tests were running")) {
                            whileTesting.add(read);
                        }
                    }
                    Thread.sleep(10);
                }
            } catch (IOException | InterruptedException e) {
                throw new AssertionError(e);
            }
            return null;
        };

        GradeOutcome outcome = grade(List.of(), Rubric.load(file, Map.of(), null), 0, tests, waiting);

        assertEquals("The grade did not finish: it stopped while the heuristics and tests were being graded. Nothing"
                + " was scored; submit again, and if this happens again tell your instructor.", stages.get(0));
        assertEquals(1, whileTesting.size(), "stages seen: " + stages);
        JsonNode partial = whileTesting.get(0);
        assertEquals(List.of(75, 125), List.of(partial.get("score").intValue(),
                partial.at("/extra_data/max_score").intValue()), "Manhattan's points; the tests' 25 not yet");
        assertEquals(List.of("grading", "failed"), List.of(partial.at("/tests/0/name").textValue(),
                partial.at("/tests/0/status").textValue()));
        JsonNode exam = partial.get("tests").get(partial.get("tests").size() - 1);
        assertEquals(List.of("tag exam", 0, 25), List.of(exam.get("name").textValue(), exam.get("score").intValue(),
                exam.get("max_score").intValue()));
        JsonNode done = new ObjectMapper().readTree(results.toFile());
        assertEquals(outcome.report().score(), done.get("score").intValue());
        assertTrue(done.get("output").textValue().startsWith("Score: "), done.get("output").textValue());
        assertFalse(done.toString().contains("did not finish"), done.toString());
    }

    @Test
    void anErrorOnTheWayLeavesNoUnfinishedResultsBehind() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(), List.of(), List.of(),
                output, Duration.ofSeconds(1), Duration.ofSeconds(1));

        assertThrows(GradingException.class, () -> grade(List.of(), Rubric.standard(), 0, tests,
                (request, timeLeft) -> {
                    throw new GradingException("the test JVM will not start");
                }));

        assertFalse(Files.exists(output.resolve("grade").resolve("results.json")),
                "the error says why; a 'did not finish' file would hide it from the kit's own result");
    }

    @Test
    void testPointsCountTowardsTheMinimumScore() throws Exception {
        heuristics.put("student.Manhattan", MANHATTAN);
        Path file = Files.writeString(output.resolve("rubric.json"), "{\"testTags\": {\"exam\": 25}}");

        GradeOutcome outcome = grade(List.of(), Rubric.load(file, Map.of(), null), 80,
                TestRequest.notRun("grade.runTests is false"), (request, limit) -> null);

        assertEquals(List.of("score 75/125 is below the minimum of 80"), outcome.violations());
        assertEquals("tests were not run: grade.runTests is false",
                outcome.report().tests().points().get(0).reason());
    }
}
