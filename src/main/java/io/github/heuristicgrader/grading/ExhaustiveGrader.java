package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.HuarongdaoPuzzle;
import io.github.heuristicgrader.engine.LayoutHeuristic;
import io.github.heuristicgrader.engine.PieceSet;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.fork.WorkerClasspath;
import io.github.heuristicgrader.report.GradeReport;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.StateDatabase;
import io.github.heuristicgrader.report.GradeReport.TestReport;
import io.github.heuristicgrader.report.GradescopeResultsWriter;
import io.github.heuristicgrader.report.HtmlReportWriter;
import io.github.heuristicgrader.report.JUnitXmlReportWriter;
import io.github.heuristicgrader.report.JsonReportWriter;
import io.github.heuristicgrader.report.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.Verdict;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Grades heuristics exactly, on every layout of the standard Huarongdao state database: finds the heuristics, runs
 * each in its own JVM, checks the values against the exact distances, measures A* effort, runs the JUnit tests in a
 * JVM of their own, scores, and writes {@code grade.json} and {@code index.html}, then the CI outputs
 * {@code results.json} (Gradescope) and {@code TEST-heuristic-grader.xml} (JUnit XML), and appends a Markdown
 * summary to the file named by the environment variable {@value #STEP_SUMMARY_VARIABLE} when it is set.
 */
public final class ExhaustiveGrader implements Grader {

    /** The environment variable GitHub Actions sets to the file a step appends its Markdown summary to. */
    static final String STEP_SUMMARY_VARIABLE = "GITHUB_STEP_SUMMARY";

    private static final PieceSet PIECE_SET = PieceSet.STANDARD;

    private final Function<GradeRequest, HeuristicRunner> runners;
    private final HeuristicLocator locator;
    private final TestRunner testRunner;
    private final Function<String, String> environment;

    /** Runs heuristics and tests in forked JVMs; reads the process environment. */
    public ExhaustiveGrader() {
        this(new WorkerClasspath());
    }

    /** Runs heuristics and tests in forked JVMs that share one worker class path per run. */
    private ExhaustiveGrader(WorkerClasspath workerClasspath) {
        this(request -> new ForkedHeuristicRunner(request, workerClasspath), new ClassFileHeuristicLocator(),
                new ForkedTestRunner(workerClasspath), System::getenv);
    }

    /** Runs heuristics with the runner {@code runners} makes for a request, tests in a forked JVM; for tests. */
    ExhaustiveGrader(Function<GradeRequest, HeuristicRunner> runners, HeuristicLocator locator) {
        this(runners, locator, new ForkedTestRunner(new WorkerClasspath()), variable -> null);
    }

    /**
     * Runs heuristics with the runner {@code runners} makes for a request and tests with {@code testRunner};
     * {@code environment} gives an environment variable's value, or null when it is not set.
     */
    ExhaustiveGrader(Function<GradeRequest, HeuristicRunner> runners, HeuristicLocator locator,
            TestRunner testRunner, Function<String, String> environment) {
        this.runners = runners;
        this.locator = locator;
        this.testRunner = testRunner;
        this.environment = environment;
    }

    @Override
    public GradeOutcome grade(GradeRequest request) throws GradingException {
        long started = System.nanoTime();
        HuarongdaoPuzzle puzzle = new HuarongdaoPuzzle(PIECE_SET);
        Map<String, Long> puzzles = Suite.starts(puzzle, request.puzzleFiles());
        HeuristicLocator.Located located = locator.locate(request);
        HeuristicRunner runner = runners.apply(request);

        // The forked JVMs need nothing of the state space: they run while this JVM builds it.
        ExecutorService background = Executors.newFixedThreadPool(2);
        List<HeuristicRun> runs = new ArrayList<>(located.unloadable());
        StateSpace space;
        Suite suite;
        TestRun testRun;
        try {
            Future<List<HeuristicRun>> evaluated = background.submit(() -> runAll(located.classNames(), runner));
            Future<TestRun> tested = background.submit(() -> testRunner.run(request));
            space = StateSpace.of(puzzle);
            suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), puzzles);
            runs.addAll(await(evaluated));
            testRun = await(tested);
        } finally {
            background.shutdownNow();
        }
        LayoutHeuristic baselineHeuristic = puzzle.baseline();
        Assessment assessment = new Assessment(space, suite, baselineHeuristic.name(), suite.baseline(),
                request.rubric(), request.maxTimePerEvaluation());
        List<HeuristicReport> heuristics = new ArrayList<>();
        for (HeuristicRun run : runs) {
            heuristics.add(assessment.assess(run));
        }
        heuristics.sort(Comparator.comparing(HeuristicReport::name));
        TestReport tests = TestAssessment.assess(testRun, request.tests().notRunReason(), request.rubric());

        int score = heuristics.stream().mapToInt(HeuristicReport::score).sum() + tests.score();
        int maxScore = heuristics.stream().mapToInt(HeuristicReport::maxScore).sum() + tests.maxScore();
        List<String> violations = new ArrayList<>();
        for (HeuristicReport heuristic : heuristics) {
            if (heuristic.verdict() != Verdict.PASSED) {
                violations.add(heuristic.name() + " " + heuristic.verdict().id() + ": " + heuristic.message());
            }
        }
        if (score < request.minimumScore()) {
            violations.add("score " + score + "/" + maxScore + " is below the minimum of " + request.minimumScore());
        }
        List<String> setupErrors = located.setupErrors();
        GradeReport report = new GradeReport(GradeReport.SCHEMA_VERSION, generator(), score, maxScore,
                violations.isEmpty() && setupErrors.isEmpty(),
                new StateDatabase(puzzle.domain(), PIECE_SET.describe(), space.size(), space.solvableCount(),
                        space.goalCount(), space.maxDistance(), space.moveCount()),
                suite.puzzles(), List.copyOf(heuristics), tests);
        Path json;
        Path html;
        try {
            json = new JsonReportWriter().write(report, request.outputDirectory());
            html = new HtmlReportWriter().write(report, request.outputDirectory());
            new GradescopeResultsWriter().write(report, Duration.ofNanos(System.nanoTime() - started),
                    request.outputDirectory());
            new JUnitXmlReportWriter().write(report, request.outputDirectory());
        } catch (IOException e) {
            throw new GradingException("cannot write the report to " + request.outputDirectory() + ": " + e, e);
        }
        appendStepSummary(report);
        return new GradeOutcome(report, json, html, Summary.lines(report, html), setupErrors, violations);
    }

    /** Appends the Markdown summary to the file {@value #STEP_SUMMARY_VARIABLE} names, when it names one. */
    private void appendStepSummary(GradeReport report) throws GradingException {
        String file = environment.apply(STEP_SUMMARY_VARIABLE);
        if (file == null || file.isBlank()) {
            return;
        }
        try {
            new MarkdownSummaryWriter().appendTo(report, Path.of(file));
        } catch (IOException | InvalidPathException e) {
            throw new GradingException("cannot append the grade summary to " + file + " (" + STEP_SUMMARY_VARIABLE
                    + "): " + e, e);
        }
    }

    /** Runs the heuristics, as many at once as there are processors, in the order named. */
    private static List<HeuristicRun> runAll(List<String> classNames, HeuristicRunner runner) throws GradingException {
        if (classNames.isEmpty()) {
            return List.of();
        }
        int parallel = Math.max(1, Math.min(classNames.size(), Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(parallel);
        try {
            List<Future<HeuristicRun>> pending = new ArrayList<>();
            for (String className : classNames) {
                pending.add(pool.submit(() -> runner.run(className, PIECE_SET)));
            }
            List<HeuristicRun> runs = new ArrayList<>();
            for (Future<HeuristicRun> run : pending) {
                runs.add(await(run));
            }
            return runs;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The result of work done on another thread; its {@link GradingException} rethrown as it was. */
    private static <T> T await(Future<T> work) throws GradingException {
        try {
            return work.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GradingException cause) {
                throw cause;
            }
            throw new GradingException("grading failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradingException("grading was interrupted", e);
        }
    }

    private static String generator() {
        String version = ExhaustiveGrader.class.getPackage().getImplementationVersion();
        return "heuristic-grader " + (version == null ? "(development build)" : version);
    }
}
