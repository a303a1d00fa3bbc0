package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.database.DomainDatabase;
import io.github.heuristicgrader.database.PreparedDomains;
import io.github.heuristicgrader.database.StateDatabaseException;
import io.github.heuristicgrader.database.SuiteStarts;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.fork.AvailableMemory;
import io.github.heuristicgrader.fork.ClassDataArchives;
import io.github.heuristicgrader.fork.ClosedJvmOptions;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.fork.TestLauncher;
import io.github.heuristicgrader.fork.WorkerClasspath;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.ReportWriter;
import io.github.heuristicgrader.report.ci.GitHubClassroomWriter;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.console.Summary;
import io.github.heuristicgrader.report.formats.ReportFormat;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.ForkFiles;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Grades heuristics exactly, each on every state of its domain's state database: finds the heuristics and the
 * domain of each ({@link Domains}; the default domain when there is none), runs each in its own JVM, builds the
 * state database and suites of each domain that has heuristics, checks the values against the exact distances,
 * measures A* effort, runs the JUnit tests in a JVM of their own, scores, and writes every output of
 * the request's {@link ReportFormat}s (by default all): {@code grade.json} and {@code index.html}, then the CI
 * outputs {@code results.json}
 * (Gradescope), {@code TEST-heuristic-grader.xml} (JUnit XML) and {@code prairielearn-results.json} (PrairieLearn),
 * and appends a Markdown summary to the file named by the environment variable
 * {@value MarkdownSummaryWriter#STEP_SUMMARY_VARIABLE} and GitHub Classroom's {@code result} to the one named by
 * {@value GitHubClassroomWriter#OUTPUT_VARIABLE} when they are set; with the latter, the summary ends in Classroom's
 * annotation line. The
 * reports of an earlier run are removed before grading starts, so that a run that fails on its way leaves none that
 * looks current; each report is written to a fresh temporary file and renamed into place ({@link ReportFiles}).
 */
public final class ExhaustiveGrader implements Grader {


    private final BiFunction<GradeRequest, Sandbox, HeuristicRunner> runners;
    private final HeuristicLocator locator;
    private final Function<Sandbox, TestRunner> testRunners;
    private final Function<String, String> environment;
    private final Consumer<String> info;
    private final Consumer<String> warning;
    /** What its grades share: nothing, or, grading a class, each domain's state space and suites and the sandbox. */
    private final GradeSharing sharing;
    /** Where domains' state spaces and suites made ahead are read from; null: every one is built. */
    private final PreparedDomains prepared;

    /** Built only by {@link Builder#build()}, which holds every default. */
    private ExhaustiveGrader(Builder settings) {
        // One worker class path per grader: the forks of every grade it runs share its jar.
        WorkerClasspath workerClasspath = new WorkerClasspath(settings.classData);
        Consumer<String> log = settings.info;
        Function<GradeRequest, HeuristicRunner> heuristicRunners = settings.heuristicRunners;
        TestRunner testRunner = settings.testRunner;
        this.runners = heuristicRunners == null
                ? (request, sandbox) -> new ForkedHeuristicRunner(request, sandbox, workerClasspath, log)
                : (request, sandbox) -> heuristicRunners.apply(request);
        this.locator = settings.locator;
        this.testRunners = testRunner == null ? sandbox -> new ForkedTestRunner(sandbox, workerClasspath)
                : sandbox -> testRunner;
        this.environment = settings.environment;
        this.info = settings.info;
        this.warning = settings.warning;
        this.sharing = settings.sharing;
        this.prepared = settings.preparedDirectory == null ? null
                : PreparedDomains.in(settings.preparedDirectory, info, warning);
    }

    /**
     * A builder of a grader that, unless told otherwise, runs heuristics and tests in forked JVMs, finds heuristics
     * among the compiled classes, reads the process environment, logs nothing and builds each domain's state database
     * for every grade anew.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** How an {@link ExhaustiveGrader} is built: the one place its defaults live ({@link #builder()}). */
    public static final class Builder {

        private Consumer<String> info = line -> { };
        private Consumer<String> warning = line -> { };
        private GradeSharing sharing = GradeSharing.none();
        /** Null: no prepared domains. */
        private Path preparedDirectory;
        /** Null: each request's heuristics run in forked JVMs. */
        private Function<GradeRequest, HeuristicRunner> heuristicRunners;
        private HeuristicLocator locator = new ClassFileHeuristicLocator();
        /** Null: the tests run in a forked JVM. */
        private TestRunner testRunner;
        private Function<String, String> environment = System::getenv;
        private ClassDataArchives classData = ClassDataArchives.none();

        private Builder() {
        }

        /** Runs the forks with the class-data archives of {@code classData} where they fit. */
        public Builder usingClassData(ClassDataArchives classData) {
            this.classData = Objects.requireNonNull(classData, "classData");
            return this;
        }

        /**
         * Logs the sandbox's state to {@code info}, or to {@code warning} when forks run unsandboxed, and the run's
         * progress to {@code info}.
         */
        public Builder logTo(Consumer<String> info, Consumer<String> warning) {
            this.info = Objects.requireNonNull(info, "info");
            this.warning = Objects.requireNonNull(warning, "warning");
            return this;
        }

        /**
         * Makes a grader for many submissions graded with one rubric and one set of puzzle files, at once or in turn:
         * each domain's state database and suites are built once, by the first grade that needs them, and shared by
         * every grade after; grades may run on several threads at once.
         */
        public Builder sharingStateSpaces() {
            this.sharing = GradeSharing.acrossGrades();
            return this;
        }

        /**
         * Reads each domain's state space and suites from {@code dir}/{@value PreparedDomains#DIRECTORY}, where
         * {@link PreparedDomains#write} put them ahead of grading, instead of building them, when the file for the
         * domain as the grade configures it has the digest this jar carries; else builds them as without, saying why
         * in one line.
         */
        public Builder preparedDomains(Path dir) {
            this.preparedDirectory = Objects.requireNonNull(dir, "dir");
            return this;
        }

        /** Runs heuristics with the runner {@code runners} makes for a request instead of in forked JVMs; for tests. */
        Builder runningHeuristicsWith(Function<GradeRequest, HeuristicRunner> runners) {
            this.heuristicRunners = Objects.requireNonNull(runners, "runners");
            return this;
        }

        /** Finds the heuristics of a request with {@code locator}; for tests. */
        Builder locatingWith(HeuristicLocator locator) {
            this.locator = Objects.requireNonNull(locator, "locator");
            return this;
        }

        /** Runs the tests with {@code testRunner} instead of in a forked JVM; for tests. */
        Builder runningTestsWith(TestRunner testRunner) {
            this.testRunner = Objects.requireNonNull(testRunner, "testRunner");
            return this;
        }

        /** Reads environment variables with {@code environment}, which gives null for one not set; for tests. */
        Builder readingEnvironment(Function<String, String> environment) {
            this.environment = Objects.requireNonNull(environment, "environment");
            return this;
        }

        /** The grader as set so far; each grader built has a worker class path of its own. */
        public ExhaustiveGrader build() {
            return new ExhaustiveGrader(this);
        }
    }

    /**
     * Removes the reports of an earlier run from {@code outputDirectory} (every format's file, whatever the formats
     * asked for now: {@link ReportFiles#removeStale}) and its work directory
     * {@value ForkedHeuristicRunner#WORK_DIRECTORY} with everything in it.
     */
    @Override
    public void clearEarlierRun(Path outputDirectory) throws GradingException {
        try {
            ReportFiles.removeStale(outputDirectory, ReportFormat.FILE_NAMES);
        } catch (IOException e) {
            throw new GradingException("cannot remove the reports of an earlier run from " + outputDirectory + ": "
                    + e, e);
        }
        ForkFiles.delete(outputDirectory.resolve(ForkedHeuristicRunner.WORK_DIRECTORY));
    }

    @Override
    public GradeOutcome grade(GradeRequest request) throws GradingException {
        long started = System.nanoTime();
        clearEarlierRun(request.outputDirectory());
        writeUnfinishedResults(request, "the heuristics and tests were being graded", environment);
        try {
            return gradeCleared(request, started);
        } catch (GradingException | RuntimeException e) {
            // Not stopped but failed, with an error that says why: the unfinished results would only hide it.
            try {
                ReportFiles.removeStale(request.outputDirectory(), List.of(GradescopeResultsWriter.FILE_NAME));
            } catch (IOException removal) {
                e.addSuppressed(removal);
            }
            throw e;
        }
    }

    /** {@link #grade} once the earlier run's reports are removed and the unfinished results written. */
    private GradeOutcome gradeCleared(GradeRequest request, long started) throws GradingException {
        Compilation compilation = request.compilation();
        Sandbox sandbox = sandbox(request);
        // Without main classes there is nothing to find, and the tests would only fail to load them.
        // The one place a domain gets the rubric's settings: the forks, state spaces, suites and report follow it.
        HeuristicLocator.Located located = (compilation.outcome().mainCompiled() ? locator.locate(request)
                : new HeuristicLocator.Located(List.of(), Map.of(), List.of(), List.of()))
                .configuredBy(request.rubric());
        List<Domain> domains = domainsOf(located, request.rubric());
        SuiteStarts starts = SuiteStarts.read(domains, ungradedDomains(domains, request.rubric()),
                request.puzzleFiles());
        // One worker JVM per domain with heuristics: its heuristics share it, and those it leaves run after it.
        long workers = located.classNames().stream().map(located::domainOf).distinct().count();
        ForkBudget budget = ForkBudget.plan(request.forkMaxHeapMegabytes(), (int) workers,
                request.tests().run(), Runtime.getRuntime().availableProcessors(), AvailableMemory.detect(),
                Runtime.getRuntime().maxMemory());
        info.accept(budget.describe());
        GradeRequest budgeted = request.withForkMaxHeapMegabytes(budget.forkMaxHeapMegabytes());
        HeuristicRunner runner = runners.apply(budgeted, sandbox);
        TestRunner testRunner = testRunners.apply(sandbox);
        GradeDeadline deadline = new GradeDeadline(started, request.gradeTimeout());

        // A domain graded within a radius is evaluated on its region's states, which only its search back from the
        // goals finds: it is built before the forks start.
        Map<Domain, DomainDatabase> regions = new HashMap<>();
        Map<Domain, Domain> evaluatedAs = new HashMap<>();
        for (Domain domain : domains) {
            if (request.rubric().radius(domain).isPresent()) {
                DomainDatabase grading = domainDatabase(domain, starts.of(domain), request.rubric());
                regions.put(domain, grading);
                evaluatedAs.put(domain, RegionStates.of(domain, grading.space()));
            }
        }
        // The forked JVMs need nothing of the state space: they run while this JVM builds it.
        ExecutorService background = Executors.newFixedThreadPool(2);
        List<HeuristicRun> runs = new ArrayList<>(located.unloadable());
        Map<Domain, DomainDatabase> gradings = new LinkedHashMap<>();
        TestRuns testRuns;
        Assessed assessed;
        try {
            Future<List<HeuristicRun>> evaluated = background.submit(
                    () -> runAll(located, domain -> evaluatedAs.getOrDefault(domain, domain), runner, deadline,
                            request.forkTimeout(), budget.parallelForks()));
            Future<TestRuns> tested = background.submit(() -> compilation.compiled()
                    ? runTests(budgeted, testRunner, deadline) : null);
            for (Domain domain : domains) {
                gradings.put(domain, regions.containsKey(domain) ? regions.get(domain)
                        : domainDatabase(domain, starts.of(domain), request.rubric()));
            }
            runs.addAll(await(evaluated));
            // The heuristics are graded while the tests may still run: Gradescope's results get their points now.
            assessed = assess(request, located, domains, gradings, runs, info);
            if (!tested.isDone()) {
                writeHeuristicsGraded(request, started, assessed, gradings, starts, budget, sandbox);
            }
            testRuns = await(tested);
        } finally {
            background.shutdownNow();
        }
        List<HeuristicReport> heuristics = assessed.heuristics();
        List<GradeReport.SlotReport> slots = assessed.slots();
        List<String> setupErrors = assessed.setupErrors();
        TestRequest testRequest = !compilation.compiled() ? TestRequest.notRun(compilation.testsNotRunReason())
                : testRuns == null && request.tests().run() ? TestRequest.notRun(deadline.testsNotStarted())
                : request.tests();
        TestReport tests = TestAssessment.assess(testRuns, testRequest, request.rubric());
        GradeReport.CompilationReport compilationReport = compilationReport(compilation, request);

        // A file that gave no puzzle is the instructor's to fix: reported, and no reason to stop or fail the grade.
        List<GradeReport.UnreadPuzzleFile> unreadPuzzleFiles = new ArrayList<>(starts.unread());
        gradings.values().forEach(grading -> unreadPuzzleFiles.addAll(grading.suite().unsolvable()));
        List<String> given = request.puzzleFiles().stream().map(file -> file.getFileName().toString()).toList();
        unreadPuzzleFiles.sort(Comparator.comparingInt(unread -> given.indexOf(unread.file())));
        unreadPuzzleFiles.forEach(unread -> unread.lines().forEach(warning));
        Scoring scoring = Scoring.of(request.rubric(), request.minimumScore(), heuristics, tests,
                compilationReport);
        List<String> violations = scoring.violations();
        GradeReport report = new GradeReport(GradeReport.SCHEMA_VERSION, generator(), scoring.score(),
                scoring.maxScore(), violations.isEmpty() && setupErrors.isEmpty(),
                gradings.values().stream().map(sharing::domainReport).toList(), List.copyOf(heuristics), tests,
                sandboxReport(sandbox, testRequest.run() && !testRequest.instructorRoots().isEmpty()
                        ? ClosedJvmOptions.notEnforced(request.javaExecutable(), sandbox.active()) : List.of()),
                slots,
                request.configuration(), compilationReport, resourcesReport(budget),
                request.rubric().hiddenTestNames(), unreadPuzzleFiles);
        Map<Class<?>, Path> written = new HashMap<>();
        ReportRun run = new ReportRun(request.outputDirectory(), Duration.ofNanos(System.nanoTime() - started),
                !setupErrors.isEmpty(), environment, request.rubric().gradescope());
        for (ReportFormat format : request.formats()) {
            ReportWriter writer = format.writer();
            try {
                Path file = writer.write(report, run);
                if (file != null) {
                    written.put(writer.getClass(), file);
                }
            } catch (IOException | InvalidPathException e) {
                throw new GradingException(writer.cannotWrite(run, e), e);
            }
        }
        Path json = written.get(JsonReportWriter.class);
        Path html = written.get(HtmlReportWriter.class);
        List<String> summary = new ArrayList<>();
        if (!compilation.compiled()) {
            summary.add("Compilation: " + compilationReport.message());
            compilationReport.lines().forEach(line -> summary.add("  " + line));
        }
        summary.addAll(Summary.lines(report, html != null ? html : json));
        if (written.containsKey(GitHubClassroomWriter.class)) {
            summary.add(new GitHubClassroomWriter().annotation(report));
        }
        return new GradeOutcome(report, json, html, List.copyOf(summary), setupErrors, violations,
                fingerprintedValues(report, runs));
    }

    /** The heuristics graded, the slots filled and the setup errors found, before the tests are assessed. */
    private record Assessed(List<HeuristicReport> heuristics, List<GradeReport.SlotReport> slots,
            List<String> setupErrors) {
    }

    /** Assesses every run on its domain, then fills the rubric's slots: all of a grade that needs no test. */
    private static Assessed assess(GradeRequest request, HeuristicLocator.Located located, List<Domain> domains,
            Map<Domain, DomainDatabase> gradings, List<HeuristicRun> runs, Consumer<String> log)
            throws GradingException {
        Compilation compilation = request.compilation();
        // A class rejected before it ran has no domain: it is reported on the run's first, or on none when the run
        // grades none (no heuristic found and several domains registered).
        DomainDatabase first = domains.isEmpty() ? null : gradings.get(domains.get(0));
        Function<String, DomainDatabase> gradingOf = className -> {
            Domain domain = located.domainOf(className);
            return domain == null || !gradings.containsKey(domain) ? first : gradings.get(domain);
        };
        Map<Domain, Assessment> assessments = new HashMap<>();
        List<HeuristicReport> heuristics = new ArrayList<>();
        List<String> unreported = new ArrayList<>();
        for (HeuristicRun run : runs) {
            DomainDatabase grading = gradingOf.apply(run.className());
            if (grading == null) {
                // No domain graded, so none to report the class on: grading could not be done, and says why.
                if (!located.setupErrors().contains(run.message())) {
                    unreported.add(run.message());
                }
                continue;
            }
            heuristics.add(assessments.computeIfAbsent(grading.domain(), domain -> new Assessment(grading,
                    request.rubric(), request.maxTimePerEvaluation(), log)).assess(run));
        }
        heuristics.sort(Comparator.comparing(HeuristicReport::name));
        List<String> setupErrors = new ArrayList<>(located.setupErrors());
        setupErrors.addAll(unreported);
        List<GradeReport.SlotReport> slots = List.of();
        if (request.rubric().slotted()) {
            Map<String, Estimates> estimates = new HashMap<>();
            runs.stream().filter(HeuristicRun::finished).forEach(run -> estimates.put(run.className(),
                    run.estimates()));
            SlotGrading.Graded slotted = SlotGrading.grade(request.rubric(), heuristics, estimates, gradingOf,
                    request);
            heuristics = new ArrayList<>(slotted.heuristics());
            slots = slotted.slots();
            if (compilation.outcome().mainCompiled()) {
                setupErrors.addAll(slotted.setupErrors());
            } else {
                // Not an empty slot the student must fill: the class may be there, it did not compile.
                slots = slots.stream().map(slot -> new GradeReport.SlotReport(slot.name(), slot.className(),
                        slot.points(), 0, slot.required(), slot.expect(), slot.status(), slot.heuristics(),
                        "not graded: " + compilation.testsNotRunReason())).toList();
            }
        }
        return new Assessed(List.copyOf(heuristics), slots, setupErrors);
    }

    /**
     * Gradescope's results of the grade so far, when the request writes Gradescope's format: the heuristics' points,
     * the tests' not yet (0 of their points), marked as a grade that has not finished
     * ({@link GradescopeResultsWriter#writeUnfinished(GradeReport, ReportRun, String)}); a warning when they cannot
     * be written.
     */
    private void writeHeuristicsGraded(GradeRequest request, long started, Assessed assessed,
            Map<Domain, DomainDatabase> gradings, SuiteStarts starts, ForkBudget budget, Sandbox sandbox)
            throws GradingException {
        if (!request.formats().contains(ReportFormat.GRADESCOPE)) {
            return;
        }
        TestReport tests = TestAssessment.assess(null, TestRequest.notRun("the tests had not finished"),
                request.rubric());
        GradeReport.CompilationReport compilationReport = compilationReport(request.compilation(), request);
        Scoring scoring = Scoring.of(request.rubric(), request.minimumScore(), assessed.heuristics(), tests,
                compilationReport);
        GradeReport report = new GradeReport(GradeReport.SCHEMA_VERSION, generator(), scoring.score(),
                scoring.maxScore(), false, gradings.values().stream().map(sharing::domainReport).toList(),
                assessed.heuristics(), tests, sandboxReport(sandbox, List.of()), assessed.slots(),
                request.configuration(), compilationReport, resourcesReport(budget),
                request.rubric().hiddenTestNames(), starts.unread());
        ReportRun run = new ReportRun(request.outputDirectory(), Duration.ofNanos(System.nanoTime() - started),
                !assessed.setupErrors().isEmpty(), environment, request.rubric().gradescope());
        GradescopeResultsWriter writer = (GradescopeResultsWriter) ReportFormat.GRADESCOPE.writer();
        try {
            writer.writeUnfinished(report, run, "the tests were running");
        } catch (IOException | InvalidPathException e) {
            warning.accept(unfinishedNotWritten(writer, run, e));
        }
    }

    /**
     * The warning when a stage of a grade not finished cannot be written: the grade goes on, and the finished reports,
     * written at the same place, fail it with the reason if the place stays unwritable.
     */
    private static String unfinishedNotWritten(GradescopeResultsWriter writer, ReportRun run, Exception e) {
        return writer.cannotWrite(run, e) + "; grading goes on without results of a grade not finished";
    }

    /**
     * Gradescope's results of a grade not finished, when the request writes Gradescope's format: what a grade
     * stopped from now on leaves ({@link GradescopeResultsWriter#writeUnfinished}); a warning when they cannot be
     * written.
     */
    private void writeUnfinishedResults(GradeRequest request, String stage, Function<String, String> environment) {
        if (!request.formats().contains(ReportFormat.GRADESCOPE)) {
            return;
        }
        ReportRun run = new ReportRun(request.outputDirectory(), Duration.ZERO, false, environment,
                request.rubric().gradescope());
        GradescopeResultsWriter writer = (GradescopeResultsWriter) ReportFormat.GRADESCOPE.writer();
        try {
            writer.writeUnfinished(run, stage);
        } catch (IOException | InvalidPathException e) {
            warning.accept(unfinishedNotWritten(writer, run, e));
        }
    }

    /** The values of each heuristic of {@code report} with a fingerprint: those its fingerprint digests. */
    private static List<HeuristicValues> fingerprintedValues(GradeReport report, List<HeuristicRun> runs) {
        Map<String, HeuristicRun> byClass = new HashMap<>();
        runs.stream().filter(HeuristicRun::finished).forEach(run -> byClass.put(run.className(), run));
        List<HeuristicValues> values = new ArrayList<>();
        for (HeuristicReport heuristic : report.heuristics()) {
            HeuristicRun run = byClass.get(heuristic.name());
            if (heuristic.fingerprint() != null && run != null) {
                int[] all = run.estimates().values();
                values.add(new HeuristicValues(heuristic.domain(), heuristic.name(),
                        all.length == heuristic.fingerprint().states() ? all
                                : Arrays.copyOf(all, heuristic.fingerprint().states())));
            }
        }
        return values;
    }

    /** The registered domains not among {@code graded}, as {@code rubric} configures them, sorted by name. */
    private static List<Domain> ungradedDomains(List<Domain> graded, Rubric rubric) {
        Set<String> gradedNames = new HashSet<>();
        graded.forEach(domain -> gradedNames.add(domain.name()));
        return Domains.names().stream().filter(name -> !gradedNames.contains(name))
                .map(name -> rubric.configured(Domains.open(name))).toList();
    }

    /**
     * The state space and suites of {@code domain}: built here, or, for a grader sharing them, taken from an earlier
     * grade with the same domain, starts and rubric (other grades wait while one builds them).
     */
    private DomainDatabase domainDatabase(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric)
            throws GradingException {
        return sharing.domainDatabase(domain, starts, rubric, () -> preparedOrBuilt(domain, starts, rubric));
    }

    /** The state space and suites of {@code domain}: read when prepared and trusted, else built. */
    private DomainDatabase preparedOrBuilt(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric)
            throws GradingException {
        DomainDatabase read = prepared == null ? null : prepared.load(domain, starts, rubric);
        if (read != null) {
            return read;
        }
        try {
            return DomainDatabase.build(domain, starts, rubric, info);
        } catch (StateDatabaseException e) {
            throw new GradingException(e.getMessage(), e);
        }
    }

    /**
     * The domains of the located heuristics and of the unloadable classes that name one, sorted by name, without
     * repeats. When none was located: the one
     * registered domain as {@code rubric} configures it, so that a run without heuristics still reports its state
     * database and suite; none when several are registered, the run then saying only that it found no heuristic.
     */
    private static List<Domain> domainsOf(HeuristicLocator.Located located, Rubric rubric) {
        Set<Domain> domains = new LinkedHashSet<>();
        located.classNames().forEach(name -> domains.add(located.domainOf(name)));
        located.unloadable().stream().map(run -> located.domainOf(run.className())).filter(Objects::nonNull)
                .forEach(domains::add);
        if (domains.isEmpty()) {
            return Domains.sole().map(rubric::configured).map(List::of).orElse(List.of());
        }
        return domains.stream().sorted(Comparator.comparing(Domain::name)).toList();
    }

    /**
     * The report's account of the compilation. When the main sources did not compile, in playground mode, the points
     * of the heuristics that could not be graded count in the maximum: each named class's, or one heuristic's when
     * none is named, since a grade without any heuristic is no grade (with slots, the slots carry these points).
     */
    private static GradeReport.CompilationReport compilationReport(Compilation compilation, GradeRequest request)
            throws GradingException {
        if (compilation.compiled()) {
            return GradeReport.CompilationReport.COMPILED;
        }
        int notGraded = compilation.outcome().mainCompiled() || request.rubric().slotted() ? 0
                : Scoring.total((long) request.rubric().maxScore() * Math.max(1, request.heuristicClasses().size()));
        return new GradeReport.CompilationReport(compilation.outcome(), compilation.message(), notGraded,
                compilation.main(), compilation.test());
    }

    /**
     * The sandbox the forks run in, found once for the whole run, and said in the log.
     *
     * @throws GradingException when the mode asks for isolation that cannot be had here, saying why
     */
    private Sandbox sandbox(GradeRequest request) throws GradingException {
        List<Path> forksRead = new ArrayList<>(request.studentClasspath());
        forksRead.addAll(request.tests().projectClasspath());
        try {
            // The instructor's run copies for its fork's user alone what other users cannot read (hidden test jars).
            forksRead.addAll(TestLauncher.readInPlaceByForkUsers(request.tests().instructorClasspath()));
        } catch (IOException e) {
            throw new GradingException("cannot read the permissions of the instructor's test class path: "
                    + e.getMessage(), e);
        }
        forksRead.addAll(request.tests().studentClasspath());
        String searchPath = environment.apply("PATH");
        Sandbox sandbox = sharing.sandbox(Arrays.asList(request.sandbox(), request.javaExecutable(), searchPath,
                request.sandboxUserIds()), () -> Sandbox.detect(request.sandbox(), request.javaExecutable(), searchPath,
                        request.sandboxUserIds(),
                        request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY), forksRead));
        if (!sandbox.active() && request.sandbox() == Sandbox.Mode.REQUIRED) {
            throw new GradingException("the sandbox is required (sandbox = required) but cannot be used here: "
                    + sandbox.reason() + "; install bubblewrap and allow user namespaces, or run the grader as root"
                    + " with setpriv (util-linux) installed, or set grade.sandbox to auto or off");
        }
        if (!sandbox.active() && request.sandbox() == Sandbox.Mode.USER) {
            throw new GradingException("forks were asked to run as users of their own (sandbox = user) but cannot"
                    + " here: " + sandbox.reason() + "; run the grader as root with setpriv (util-linux) installed,"
                    + " or set grade.sandbox to auto or off");
        }
        boolean asAsked = sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP
                || sandbox.isolation() == Sandbox.Isolation.USER && request.sandbox() == Sandbox.Mode.USER;
        (asAsked ? info : warning).accept(sandbox.describe());
        return sandbox;
    }

    /** The sandbox as the reports show it; {@code hiddenTestGaps} adds what the hidden tests' JVM is not kept from. */
    private static GradeReport.SandboxReport sandboxReport(Sandbox sandbox, List<String> hiddenTestGaps) {
        List<String> notEnforced = new ArrayList<>(sandbox.notEnforced());
        notEnforced.addAll(hiddenTestGaps);
        return new GradeReport.SandboxReport(sandbox.mode().id(), sandbox.active(), sandbox.isolation().id(),
                sandbox.enforced(), notEnforced, sandbox.reason());
    }

    private static GradeReport.ResourcesReport resourcesReport(ForkBudget budget) {
        return new GradeReport.ResourcesReport(budget.processors(), budget.memory().megabytes(),
                budget.memory().source(), budget.graderReserveMegabytes(), budget.forkMaxHeapMegabytes(),
                budget.heapConfigured() ? GradeReport.ResourcesReport.CONFIGURED : GradeReport.ResourcesReport.MEMORY,
                budget.parallelForks());
    }

    /**
     * Runs the JUnit tests, within what is left of the grade's time; null when none are asked for, or when the
     * grade's time ran out before they could start.
     */
    private static TestRuns runTests(GradeRequest request, TestRunner testRunner, GradeDeadline deadline)
            throws GradingException {
        Duration own = request.tests().runTimeout();
        Duration left = deadline.timeLeft();
        if (request.tests().run() && deadline.ranOut()) {
            return null;
        }
        TestRuns runs = testRunner.run(request, left);
        return runs == null ? null : new TestRuns(deadline.testsCutShort(runs.project(), own),
                deadline.testsCutShort(runs.instructor(), own));
    }

    /**
     * Runs the heuristics, in the order named, each within {@code forkTimeout} and what is left of the grade's time,
     * on the states of the domain {@code evaluatedAs} gives for each one's (its region's, when graded within a
     * radius);
     * those whose turn comes after it ran out are not run. The heuristics of one domain run together in one JVM
     * ({@link HeuristicRunner#runTogether}), domains {@code parallel} at once; those it leaves, one JVM each, in turn.
     */
    private static List<HeuristicRun> runAll(HeuristicLocator.Located located, UnaryOperator<Domain> evaluatedAs,
            HeuristicRunner runner, GradeDeadline deadline, Duration forkTimeout, int parallel)
            throws GradingException {
        List<String> classNames = located.classNames();
        if (classNames.isEmpty()) {
            return List.of();
        }
        Map<Domain, List<String>> byDomain = new LinkedHashMap<>();
        for (String className : classNames) {
            byDomain.computeIfAbsent(located.domainOf(className), domain -> new ArrayList<>()).add(className);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(parallel, byDomain.size()));
        try {
            List<Future<Map<String, HeuristicRun>>> pending = new ArrayList<>();
            for (Map.Entry<Domain, List<String>> domain : byDomain.entrySet()) {
                pending.add(pool.submit(() -> runDomain(domain.getValue(), evaluatedAs.apply(domain.getKey()), runner,
                        deadline, forkTimeout)));
            }
            Map<String, HeuristicRun> runs = new HashMap<>();
            for (Future<Map<String, HeuristicRun>> run : pending) {
                runs.putAll(await(run));
            }
            return classNames.stream().map(runs::get).toList();
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Runs the heuristics of {@code domain} together, then those that left undone one by one, each as its turn
     * comes within the grade's time.
     */
    private static Map<String, HeuristicRun> runDomain(List<String> classNames, Domain domain, HeuristicRunner runner,
            GradeDeadline deadline, Duration forkTimeout) throws GradingException {
        Map<String, HeuristicRun> runs = new LinkedHashMap<>();
        Duration given = deadline.forkLimit(forkTimeout);
        HeuristicRun timedOut = null;
        if (classNames.size() > 1 && given != null) {
            HeuristicRunner.Together together = runner.runTogether(classNames, domain, given, deadline.timeLeft());
            together.completed().forEach((className, run) -> runs.put(className,
                    deadline.cutShort(run, given, forkTimeout)));
            timedOut = together.timedOut();
        }
        for (String className : classNames) {
            if (runs.containsKey(className)) {
                continue;
            }
            Duration alone = deadline.forkLimit(forkTimeout);
            if (alone != null) {
                runs.put(className, deadline.cutShort(runner.run(className, domain, alone), alone, forkTimeout));
            } else if (timedOut != null && timedOut.className().equals(className)) {
                // Stopped in the shared JVM when the grade's time ran out, as it would have been in its own.
                runs.put(className, deadline.cutShort(timedOut, given, forkTimeout));
            } else {
                runs.put(className, deadline.notStarted(className));
            }
        }
        return runs;
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
