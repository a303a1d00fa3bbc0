package io.github.heuristicgrader.result;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.CheckResults.GoalZero;
import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.WellFormedness;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.result.GradeReport.ClosedSetRun;
import io.github.heuristicgrader.result.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.StateDatabase;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.ArrayList;
import java.util.List;

/**
 * A realistic report of one grading run: a heuristic that passes, one that overestimates (with a three-move
 * counterexample), and one whose class could not be loaded, whose name and failure are hostile markup; a suite of
 * two puzzles; and a variant with tests.
 */
public final class SampleReports {

    public static final String HENG_DAO_LI_MA = "^11^v11v^<>^v22v2..2";
    /** The 2×2 piece one row above the exit, a single in the way: 3 moves. */
    public static final String THREE_MOVES = "^<>^v22v^11^v11v22..";
    public static final List<String> THREE_MOVES_SOLUTION = List.of(
            THREE_MOVES,
            "^<>^v22v^11^v11v2.2.",
            "^<>^v22v^11^v11v2..2",
            "^<>^v22v^..^v11v2112");
    /** The overestimating heuristic's values along {@link #THREE_MOVES_SOLUTION}: above d at 3 and 2, equal at 1. */
    public static final List<Long> THREE_MOVES_ESTIMATES = List.of(5L, 4L, 1L, 0L);

    public static final String PASSING = "edu.example.BlockingHeuristic";
    public static final String OVERESTIMATING = "edu.example.GreedyHeuristic";
    public static final String HOSTILE_NAME = "<script>alert(1)</script>";
    public static final String HOSTILE_DETAIL = "java.lang.ClassNotFoundException: <script>alert(1)</script>\n"
            + "\tat edu.example.Loader.load(Loader.java:12) </script><script>alert(2)</script>";

    public static final long VIOLATIONS = 4242;
    public static final long MAX_EXCESS = 3;
    public static final long GREEDY_EXPANDED = 20_417;
    public static final long MANHATTAN_EXPANDED = 23_871;

    private SampleReports() {
    }

    /** The whole run: 120 of 300 points, failed. */
    public static GradeReport threeHeuristics() {
        return new GradeReport(GradeReport.SCHEMA_VERSION, "heuristic-grader 0.1.0-SNAPSHOT", 120, 300, false,
                List.of(new DomainReport("huarongdao", "Huarongdao", "layout", "layouts", "manhattan",
                        new StateDatabase("5 two-cell pieces, 4 singles, 2 empty cells", 363_480, 267_115, 24_780, 138,
                                1_706_324), List.of(
                        new SuitePuzzle("heng-dao-li-ma 横刀立马", "heng-dao-li-ma Heng Dao Li Ma", HENG_DAO_LI_MA, 116, 25_955,
                                new SearchEffort(true, 116, true, 25_917, 25_955, 25_899, 25_955),
                                new SearchEffort(true, 116, true, MANHATTAN_EXPANDED, 24_460, 23_102, 24_511),
                                new SearchEffort(true, 116, true, 116, 311, 0, 25_955)),
                        new SuitePuzzle("three-moves", "three-moves", THREE_MOVES, 3, 25_955,
                                new SearchEffort(true, 3, true, 14, 27, 9, 22),
                                new SearchEffort(true, 3, true, 5, 13, 3, 8),
                                new SearchEffort(true, 3, true, 3, 10, 0, 8))), null)),
                List.of(passing(), overestimating(), notLoadable()), testsNotRun(), sandboxed(), List.of(), null,
                null, null, null, null);
    }

    /**
     * {@link #threeHeuristics()} as if its domain had been graded within {@code radius} moves of its goals, the whole
     * space's size {@code spaceStates} (null: not known).
     */
    public static GradeReport withinRadius(int radius, Long spaceStates) {
        GradeReport whole = threeHeuristics();
        List<DomainReport> domains = whole.domains().stream().map(domain -> {
            StateDatabase database = domain.database();
            return new DomainReport(domain.name(), domain.title(), domain.stateNoun(), domain.stateNounPlural(),
                    domain.baseline(), new StateDatabase(database.description(), database.states(),
                            database.solvable(), database.goals(), radius, database.moves(),
                            new GradeReport.Region(radius, true, spaceStates, List.of())), domain.suite(),
                    domain.baselineFingerprint());
        }).toList();
        return new GradeReport(whole.schemaVersion(), whole.generator(), whole.score(), whole.maxScore(),
                whole.passed(), domains, whole.heuristics(), whole.tests(), whole.sandbox(), whole.slots(),
                whole.configuration(), whole.compilation(), whole.resources(), whole.hiddenTestNames(),
                whole.unreadPuzzleFiles());
    }

    /** The digest {@link #locked()} records of its rubric. */
    public static final String RUBRIC_SHA256 = "2c3a64d1cc25c58e2b006bd415677b0a007e034571fb002bbbb9d4bda02c79d5";

    /**
     * The whole run, locked by the platform: the instructor's rubric and jar with their digests, and what the
     * student's POM set and the lock ignored, one value of it hostile markup.
     */
    public static GradeReport locked() {
        GradeReport report = threeHeuristics();
        return new GradeReport(report.schemaVersion(), report.generator(), report.score(), report.maxScore(),
                report.passed(), report.domains(), report.heuristics(), report.tests(),
                report.sandbox(), report.slots(), new GradeReport.Configuration(true,
                        new GradeReport.FileDigest("/autograder/source/rubric.yaml", RUBRIC_SHA256),
                        List.of(new GradeReport.InstructorTestJar("edu.example:hidden:1.0:tests",
                                "hidden-1.0-tests.jar",
                                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")),
                        List.of(new GradeReport.IgnoredSetting("points", "<admissible>1000</admissible>",
                                        GradeReport.IgnoredSetting.POM),
                                new GradeReport.IgnoredSetting("grade.skip", HOSTILE_NAME,
                                        GradeReport.IgnoredSetting.PROPERTIES))), null, null, null, null);
    }

    /** The line every report shows of {@link #locked()}'s configuration. */
    public static final String LOCKED_LINE = "Configuration locked by the platform: rubric"
            + " /autograder/source/rubric.yaml"
            + " (SHA-256 " + RUBRIC_SHA256 + "); ignored from the POM: points=<admissible>1000</admissible> (pom),"
            + " grade.skip=" + HOSTILE_NAME + " (properties).";

    /** Reasons not to trust the build, one quoting markup, as a submission's {@code .mvn/maven.config} can hold it. */
    public static final List<String> NOT_TRUSTED = List.of("The submission's .mvn/extensions.xml loads build extensions"
            + " into Maven's JVM before the grader starts.", "The submission's .mvn/maven.config adds to Maven's"
            + " command line: -D" + HOSTILE_NAME + ".");

    /** {@link #locked()}, its build not trusted for {@link #NOT_TRUSTED}. */
    public static GradeReport lockedNotTrusted() {
        return withConfiguration(locked(), locked().configuration().notTrusted(NOT_TRUSTED));
    }

    /** {@link #threeHeuristics()}, not locked, its build not trusted for {@link #NOT_TRUSTED}. */
    public static GradeReport notTrusted() {
        return withConfiguration(threeHeuristics(), GradeReport.Configuration.NONE.notTrusted(NOT_TRUSTED));
    }

    private static GradeReport withConfiguration(GradeReport report, GradeReport.Configuration configuration) {
        return new GradeReport(report.schemaVersion(), report.generator(), report.score(), report.maxScore(),
                report.passed(), report.domains(), report.heuristics(), report.tests(), report.sandbox(),
                report.slots(), configuration, report.compilation(), report.resources(), null, null);
    }

    /** A compiler message whose file name and text hold markup, as a student can make them. */
    public static final CompilerMessage HOSTILE_COMPILER_MESSAGE = new CompilerMessage(
            "src/main/java/student/<script>alert(1)</script>.java", 11, 20,
            "cannot find symbol\n  symbol:   class <script>alert(2)</script>\n  location: class student.Blocked");

    /**
     * A run whose main sources did not compile, in playground mode: nothing graded, 0 of one heuristic's 100 points,
     * two compiler messages (one with markup).
     */
    public static GradeReport notCompiling() {
        GradeReport report = threeHeuristics();
        List<CompilerMessage> messages = List.of(HOSTILE_COMPILER_MESSAGE,
                new CompilerMessage("src/main/java/student/Blocked.java", 12, null, "';' expected"));
        return new GradeReport(report.schemaVersion(), report.generator(), 0, 100, false, report.domains(), List.of(),
                testsNotRun(), report.sandbox(), List.of(), null,
                new GradeReport.CompilationReport(CompilationOutcome.MAIN_FAILED, "the main sources do not compile"
                        + " (2 errors): nothing was graded and the tests were not run", 100, messages, List.of()),
                                null, null, null);
    }

    /** A sandbox that enforced everything. */
    public static GradeReport.SandboxReport sandboxed() {
        return new GradeReport.SandboxReport("auto", true, "bubblewrap", List.of("read-only file system", "no network",
                "memory limit: heap + 256 MiB, native memory included"), List.of(), null);
    }

    /**
     * The same run with the project's and an instructor's tests: 125 of 330 points. One test passed, one failed
     * (with hostile markup in its failure), one was skipped, one crashed the JVM with {@code System.exit}, one was
     * not reached.
     */
    public static GradeReport withTests() {
        return withTests(ALL_NAMES);
    }

    /** Every output naming the hidden tests by their real names. */
    public static final HiddenTestNames ALL_NAMES = HiddenTestNames.of("names");

    /** {@link #withTests()}, each output naming the instructor's tests as {@code hiddenTestNames} says. */
    public static GradeReport withTests(HiddenTestNames hiddenTestNames) {
        GradeReport report = threeHeuristics();
        return new GradeReport(report.schemaVersion(), report.generator(), 125, 330, false, report.domains(),
                report.heuristics(), testsRun(), report.sandbox(), List.of(), null, null, null, hiddenTestNames, null);
    }

    private static TestReport testsNotRun() {
        return new TestReport(TestRunOutcome.NOT_RUN, "the project has no test classes, and no instructor tests"
                + " (grade.instructorTests) were given", null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(),
                null, null);
    }

    public static final String FAILING_TEST = "edu.example.BoardTest#rejectsMarkup";
    public static final String HOSTILE_FAILURE =
            "org.opentest4j.AssertionFailedError: expected: <</script>> but was: <&>";
    public static final String EXIT_MESSAGE = "the test JVM ended with exit code 3 (System.exit or Runtime.halt) during"
            + " edu.example.hidden.HiddenTest#quits";

    private static TestReport testsRun() {
        List<TestResult> results = List.of(
                new TestResult("[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:parsesTheClassicStart()]",
                        "project", "edu.example.BoardTest", "parsesTheClassicStart", "parsesTheClassicStart()",
                        List.of(), TestStatus.SUCCESSFUL, 12L, null),
                new TestResult("[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:rejectsMarkup()]",
                        "project", "edu.example.BoardTest", "rejectsMarkup", "rejects <b>markup</b>",
                        List.of("fast"), TestStatus.FAILED, 3L,
                        HOSTILE_FAILURE + "\n\tat edu.example.BoardTest.rejectsMarkup(BoardTest.java:31)"),
                new TestResult("[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:solvesSlowly()]",
                        "project", "edu.example.BoardTest", "solvesSlowly", "solvesSlowly()", List.of("slow"),
                        TestStatus.SKIPPED, 0L, "disabled: too slow for CI"),
                new TestResult("[engine:junit-jupiter]/[class:edu.example.hidden.HiddenTest]/[method:quits()]",
                        "instructor", "edu.example.hidden.HiddenTest", "quits", "quits()", List.of("exam"),
                        TestStatus.CRASHED, null, EXIT_MESSAGE),
                new TestResult("[engine:junit-jupiter]/[class:edu.example.hidden.HiddenTest]/[method:solves()]",
                        "instructor", "edu.example.hidden.HiddenTest", "solves", "solves()", List.of("exam"),
                        TestStatus.NOT_RUN, null, "not reached: " + EXIT_MESSAGE));
        List<TestPoints> points = List.of(
                new TestPoints("test", FAILING_TEST, 0, 10, "failed: " + HOSTILE_FAILURE,
                        List.of(results.get(1).uniqueId())),
                new TestPoints("test", "edu.example.BoardTest#parsesTheClassicStart", 5, 5, "passed",
                        List.of(results.get(0).uniqueId())),
                new TestPoints("class", "edu.example.hidden.HiddenTest", 0, 10,
                        "0 of 2 tests passed; not passed: edu.example.hidden.HiddenTest#quits crashed,"
                                + " edu.example.hidden.HiddenTest#solves not-run",
                        List.of(results.get(3).uniqueId(), results.get(4).uniqueId())),
                new TestPoints("tag", "fast", 0, 5, "0 of 1 test passed; not passed: " + FAILING_TEST + " failed",
                        List.of(results.get(1).uniqueId())));
        return new TestReport(TestRunOutcome.EXITED, EXIT_MESSAGE + "; 5 tests: 1 successful, 1 skipped, 1 failed,"
                + " 1 crashed, 1 not-run", "1.13.4", 5, 1, 1, 0, 1, 0, 1, 1, 5, 30, points, results,
                "quitting now </script>\nthe test JVM output", null);
    }

    /** {@code heuristic} with {@code search} as its A* without reopening. */
    public static HeuristicReport withClosedSetSearch(HeuristicReport heuristic, ClosedSetSearch search) {
        return new HeuristicReport(heuristic.name(), heuristic.domain(), heuristic.verdict(), heuristic.message(),
                heuristic.states(), heuristic.solvable(), heuristic.nanosPerEvaluation(), heuristic.checks(),
                heuristic.effort(), heuristic.score(), heuristic.maxScore(), heuristic.points(), heuristic.failure(),
                heuristic.exactDistance(), heuristic.constructorNanos(), heuristic.effortSuite(), search,
                heuristic.slot(), null);
    }

    /** Two puzzles longer than the optimum, one a hostile name, and one optimal. */
    public static ClosedSetSearch twoLonger() {
        String layout = "^11^v11v^<>^v22v2..2";
        return ClosedSetSearch.of(List.of(new ClosedSetRun("横刀立马", layout, 116, 120, 897, 2_000),
                new ClosedSetRun(SampleReports.HOSTILE_NAME, layout, 77, 79, 10, 20),
                new ClosedSetRun("插翅难飞", layout, 77, 77, 151, 300)));
    }
    /** The run of {@link #threeHeuristics()} with other heuristics; score and outcome stay as they are. */
    public static GradeReport withHeuristics(List<HeuristicReport> heuristics) {
        GradeReport sample = threeHeuristics();
        return new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(), sample.maxScore(),
                sample.passed(), sample.domains(), heuristics, sample.tests(),
                sample.sandbox(), List.of(), null, null, null, null, null);
    }

    private static HeuristicReport passing() {
        CheckResults checks = new CheckResults(
                new GoalZero(true, 0, null),
                new Admissibility(true, 0, 0, null),
                new Consistency(true, 0, null),
                new Dominance("manhattan", true, 0, 151_230, null, 0),
                new Informedness(0.6125, 0.0841, 160, histogram(false)),
                new WellFormedness(true, 0, null, 0, null),
                new CheckResults.Repeatability(true, 2_000, 0, null));
        List<PuzzleEffort> effort = List.of(
                new PuzzleEffort("heng-dao-li-ma 横刀立马", HENG_DAO_LI_MA, true, 116, 21_344, 23_010, 20_870, 22_105,
                        new SearchEffort(true, 116, true, MANHATTAN_EXPANDED, 24_460, 23_102, 24_511)),
                new PuzzleEffort("three-moves", THREE_MOVES, true, 3, 3, 10, 1, 6,
                        new SearchEffort(true, 3, true, 5, 13, 3, 8)));
        return new HeuristicReport(PASSING, "huarongdao", Verdict.PASSED,
                "admissible and consistent; above manhattan on 151230 layouts", 363_480, 267_115, 84.375, checks,
                effort, 100, 100, points(10, 10, 40, 15, 15, 10, "holds"), null, false, null, effortSuite(), null,
                null, null);
    }

    /** Two distances, two starts each: 40 % and 20 % saved at 10 (mean 30 %), −50 % and none counted at 20. */
    public static GradeReport.SuiteEffort effortSuite() {
        return new GradeReport.SuiteEffort(List.of(
                new GradeReport.EffortStart(THREE_MOVES, 10, 60, 100),
                new GradeReport.EffortStart(HENG_DAO_LI_MA, 10, 40, 50),
                new GradeReport.EffortStart(THREE_MOVES, 20, 300, 200),
                new GradeReport.EffortStart(HENG_DAO_LI_MA, 20, 0, 0)), (0.4 + 0.2 - 0.5) / 3);
    }

    /** The reason of {@link #prerequisiteFailed()}'s consistent item. */
    public static final String CONSISTENT_NOT_EARNED = "no points: requires admissible, which failed: 3 overestimated"
            + " (consistent itself passed: 0 moves where h drops by more than 1)";

    /**
     * The passing heuristic, every check passed, but its consistent and effort items earning nothing because an
     * item they require failed (as a rubric of its own may make them).
     */
    public static HeuristicReport prerequisiteFailed() {
        HeuristicReport passing = passing();
        List<Points> points = new ArrayList<>(passing.points());
        points.set(3, new Points("consistent", 0, 15, CONSISTENT_NOT_EARNED));
        points.set(5, new Points("effort", 0, 10, "no points: requires admissible, which failed: 3 overestimated"
                + " (effort itself saves 12.0%; band 10% saved: 4 points)"));
        return new HeuristicReport(passing.name(), passing.domain(), passing.verdict(), passing.message(),
                passing.states(), passing.solvable(), passing.nanosPerEvaluation(), passing.checks(),
                passing.effort(), 75, 100, points, null, false, null, null, null, null, null);
    }

    private static HeuristicReport overestimating() {
        CheckResults checks = new CheckResults(
                new GoalZero(false, 12, new StateExample("^<>^v22v^..^v11v2112", 1, 0)),
                new Admissibility(false, VIOLATIONS, MAX_EXCESS,
                        new Counterexample(THREE_MOVES, 5, 3, THREE_MOVES_SOLUTION, THREE_MOVES_ESTIMATES)),
                new Consistency(false, 977, new MoveExample("^<>^v22v^11^v11v2.2.", 7, "^<>^v22v^11^v11v2..2", 4, 1)),
                new Dominance("manhattan", false, 15, 140_002, new StateExample("^11^v11v^<>^v22v2..2", 2, 116), 4),
                new Informedness(0.9437, 0.2015, 160, histogram(true)),
                new WellFormedness(true, 0, null, 0, null),
                new CheckResults.Repeatability(false, 2_000, 3, "^11^v11v^<>^v22v2..2"));
        List<PuzzleEffort> effort = List.of(
                new PuzzleEffort("heng-dao-li-ma 横刀立马", HENG_DAO_LI_MA, false, 118, GREEDY_EXPANDED, 22_093,
                        19_002, 21_530, new SearchEffort(true, 116, true, MANHATTAN_EXPANDED, 24_460, 23_102, 24_511)),
                new PuzzleEffort("three-moves", THREE_MOVES, true, 3, 3, 9, 0, 4,
                        new SearchEffort(true, 3, true, 5, 13, 3, 8)));
        List<Points> points = List.of(
                new Points("wellFormed", 10, 10, "no negative estimate, no failure"),
                new Points("goalZero", 0, 10, "12 goal layouts have h > 0"),
                new Points("admissible", 0, 40, VIOLATIONS + " layouts overestimate; worst h=5, d=3"),
                new Points("consistent", 0, 15, "977 moves drop h by more than 1"),
                new Points("dominance", 0, 15, "below manhattan on 15 layouts"),
                new Points("effort", 10, 10, "fewer expansions than manhattan on every puzzle"));
        return new HeuristicReport(OVERESTIMATING, "huarongdao", Verdict.INADMISSIBLE,
                VIOLATIONS + " layouts overestimate; worst h=5, d=3", 363_480, 267_115, 131.0625, checks, effort, 20,
                100, points, null, false, null, null, null, null, null);
    }

    private static HeuristicReport notLoadable() {
        return new HeuristicReport(HOSTILE_NAME, "huarongdao", Verdict.NOT_LOADABLE,
                "class " + HOSTILE_NAME + " not on the project classpath", 0, 0, null, null, List.of(), 0, 100,
                points(0, 0, 0, 0, 0, 0, "not loadable"),
                new Failure("exception", null, HOSTILE_DETAIL, "loading </script>\n<!-- & more"), false, null, null,
                null, null, null);
    }

    private static List<Points> points(int wellFormed, int goalZero, int admissible, int consistent, int dominance,
            int effort, String reason) {
        return List.of(
                new Points("wellFormed", wellFormed, 10, reason),
                new Points("goalZero", goalZero, 10, reason),
                new Points("admissible", admissible, 40, reason),
                new Points("consistent", consistent, 15, reason),
                new Points("dominance", dominance, 15, reason),
                new Points("effort", effort, 10, reason));
    }

    /** Layouts per (estimate, distance) for distances 0 to 30, sorted by distance then estimate. */
    /**
     * Cells over the standard puzzle's distances, 0 to 133, so that the heatmap is as wide as a real one: the one
     * whose axis text shrinks most on a phone.
     */
    private static List<HistogramCell> histogram(boolean overestimating) {
        List<HistogramCell> cells = new ArrayList<>();
        for (int distance = 0; distance <= 133; distance++) {
            int highest = overestimating ? distance + (distance % 4) : distance;
            for (int estimate = Math.max(distance / 2, distance - 4); estimate <= highest; estimate++) {
                cells.add(new HistogramCell(estimate, distance, 1 + (distance * 37 + estimate * 11) % 900));
            }
        }
        return List.copyOf(cells);
    }
}
