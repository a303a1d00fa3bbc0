package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.behaviour.ValuesFile;
import io.github.heuristicgrader.fork.AvailableMemory;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.report.ci.CiText;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.report.classreport.StudentIds;
import io.github.heuristicgrader.report.classreport.StudentReportReader;
import io.github.heuristicgrader.submissions.ReadingBudget;
import io.github.heuristicgrader.submissions.SubmissionSources;
import io.github.heuristicgrader.submissions.ThreadCpuTime;
import io.github.heuristicgrader.worker.ForkFiles;
import io.github.heuristicgrader.grading.Compilation;
import io.github.heuristicgrader.grading.ExhaustiveGrader;
import io.github.heuristicgrader.grading.ForkBudget;
import io.github.heuristicgrader.grading.GradeOutcome;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.Grader;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.grading.TestRequest;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * Grades a folder of submissions in one run, each exactly as the Gradescope kit grades it: the student's
 * {@code .java} files alone ({@link SubmissionSources}) take the place of the instructor's files of the same path, are
 * compiled in this JVM with nothing of the student's running ({@link io.github.heuristicgrader.submissions.SourceCompiler}),
 * and graded by one {@link ExhaustiveGrader} that builds each domain's state database and suites once for the whole
 * class; the student's code runs only in the usual sandboxed forks, whose working directory is the student's own
 * build folder. Several students are graded at once, as many as the processors and memory allow ({@link ForkBudget}).
 *
 * <p>A student whose sources do not compile, whose code crashes, times out or attacks, gets a verdict and reports like
 * any other; a student whose grade cannot be done at all (an exception) is counted and named, and the run goes on.
 * A student whose reports are complete (the last report every grade writes, {@value PrairieLearnResultsWriter#FILE_NAME},
 * is there; reports are written in a fixed order after the earlier ones are removed) is skipped unless
 * {@link ClassGradeRequest#regrade()}.
 */
public final class ClassGrader {

    /** The folder of the output holding one folder of reports per student. */
    public static final String STUDENTS = "students";
    /** The folder of the output holding each student's sources and classes while the student is graded. */
    public static final String BUILDS = "builds";
    /**
     * The folder of the output holding each graded submission's heuristics' values, {@code <id>.values} in
     * {@value #STUDENTS}/ and the template's as {@code template.values}, for the same-behaviour grouping; readable
     * by the grader alone, never mounted in a fork.
     */
    public static final String VALUES = "values";
    /** The folder of the output holding the template's reports. */
    public static final String TEMPLATE = "template";
    /** The template's build folder under {@value #BUILDS}: no student id starts with a dot. */
    private static final String TEMPLATE_BUILD = ".template";
    /** The setting that lets a template earn slot points alone, as the refusal names it. */
    public static final String TEMPLATE_MAY_EARN_POINTS = "grade.templateMayEarnPoints";
    /** The name a zipped submission ends with. */
    static final String ZIP = ".zip";

    private final Grader grader;
    private final Consumer<String> info;
    private final Consumer<String> warning;
    private final long readingBudgetBytes;

    /**
     * A class grader that grades each student with {@code grader}, which must allow grades on several threads at once
     * ({@link ExhaustiveGrader.Builder#sharingStateSpaces}), logging progress to {@code info} and problems to
     * {@code warning}.
     */
    public ClassGrader(Grader grader, Consumer<String> info, Consumer<String> warning) {
        this(grader, info, warning, ReadingBudget.CLASS_RUN_BYTES);
    }

    /** A class grader whose runs inflate at most {@code readingBudgetBytes} from all zipped submissions together. */
    ClassGrader(Grader grader, Consumer<String> info, Consumer<String> warning, long readingBudgetBytes) {
        this.grader = grader;
        this.info = info;
        this.warning = warning;
        this.readingBudgetBytes = readingBudgetBytes;
    }

    /**
     * What a class run did.
     *
     * @param submissions the students found
     * @param graded how many were graded in this run
     * @param skipped how many already had complete reports
     * @param failed how many students failed their grade (sources not all compiled included) or could not be graded:
     *     those graded in this run and those skipped, whose reports say so
     * @param failedBefore how many of {@code failed} were skipped: graded and failed in an earlier run
     * @param errors the students that could not be graded at all, with why; empty when every one was
     * @param rejected the entries of the submissions folder that are no student's, with why
     * @param parallel how many students were graded at once
     * @param wallTime how long the grading took
     */
    public record Outcome(int submissions, int graded, int skipped, int failed, int failedBefore,
            Map<String, String> errors, List<String> rejected, int parallel, Duration wallTime) {
    }

    /** One student's entry of the submissions folder. */
    record Submission(String id, Path path) {
    }

    /**
     * Grades every submission of the request's folder.
     *
     * @throws GradingException when the submissions folder cannot be listed or the output cannot be created
     */
    public Outcome grade(ClassGradeRequest request) throws GradingException {
        long started = System.nanoTime();
        List<String> rejected = new ArrayList<>();
        List<Submission> submissions;
        int classSize;
        try {
            List<Submission> everyone = list(request.submissions(), rejected);
            classSize = everyone.size();
            submissions = request.shard().part(everyone);
            Files.createDirectories(request.output().resolve(STUDENTS));
            Files.createDirectories(request.output().resolve(BUILDS));
            ValuesFile.createFolder(request.output().resolve(VALUES));
            ValuesFile.createFolder(request.output().resolve(VALUES).resolve(STUDENTS));
        } catch (IOException e) {
            throw new GradingException("cannot read the submissions in " + request.submissions() + " or create "
                    + request.output() + ": " + e, e);
        }
        rejected.forEach(line -> warning.accept("Submission left out: " + line));
        if (request.shard().count() > 1) {
            info.accept("Shard " + request.shard() + ": " + submissions.size() + " of the class's " + classSize
                    + " students" + (submissions.isEmpty() ? "" : ", " + submissions.get(0).id() + " to "
                    + submissions.get(submissions.size() - 1).id()) + ", into " + request.output());
        }
        List<Submission> toGrade = new ArrayList<>();
        int failedBefore = 0;
        for (Submission submission : submissions) {
            Path reports = request.output().resolve(STUDENTS).resolve(submission.id());
            if (!request.regrade() && complete(reports, valuesFile(request.output(), submission.id()))) {
                failedBefore += failedBefore(submission.id(), reports) ? 1 : 0;
                continue;
            }
            toGrade.add(submission);
        }
        int skipped = submissions.size() - toGrade.size();
        if (skipped > 0) {
            info.accept("Skipped " + skipped + " of " + submissions.size() + " students already graded (their"
                    + " reports are complete); -Dgrade.regrade=true grades them again");
        }
        boolean tests = request.testsWithProjectTests().run() || request.testsWithoutProjectTests().run();
        ForkBudget budget = ForkBudget.plan(request.grade().forkMaxHeapMegabytes(),
                Runtime.getRuntime().availableProcessors(), tests, Runtime.getRuntime().availableProcessors(),
                AvailableMemory.detect(), Runtime.getRuntime().maxMemory());
        int parallel = Math.max(1, Math.min(budget.parallelForks(), toGrade.size()));
        // Before any student, and even when every student is graded already: a template given to a resumed run.
        // What the zips of this run inflate in all, the template's and every student's.
        ReadingBudget reading = new ReadingBudget(readingBudgetBytes);
        gradeTemplate(request, budget.forkMaxHeapMegabytes(), reading);
        if (toGrade.isEmpty()) {
            manifest(request, classSize, submissions, Map.of());
            return new Outcome(submissions.size(), 0, skipped, failedBefore, failedBefore, Map.of(),
                    List.copyOf(rejected), 0, Duration.ofNanos(System.nanoTime() - started));
        }
        info.accept("Grading " + toGrade.size() + " students, " + parallel + " at a time, forks with "
                + budget.forkMaxHeapMegabytes() + " MB of heap each");
        Sandbox sandbox = Sandbox.detect(request.grade().sandbox(), request.grade().javaExecutable(),
                System.getenv("PATH"), request.grade().sandboxUserIds());
        Sandbox.Mode mode = request.grade().sandbox();
        if (!sandbox.active() && (mode == Sandbox.Mode.REQUIRED || mode == Sandbox.Mode.USER)) {
            // Every student's grade would refuse for the same reason: refused once, before any is graded.
            throw new GradingException("the sandbox (sandbox = " + mode.id() + ") cannot be used here: "
                    + sandbox.reason());
        }
        if (sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP) {
            info.accept(sandbox.describe() + "; each student's forks see that student's build folder alone");
        } else {
            warning.accept(sandbox.describe() + "; without bubblewrap a student's forks are not kept from reading"
                    + " what the machine lets every user read, classmates' submissions among it");
        }
        Progress progress = new Progress(toGrade.size(), System.nanoTime());
        Map<String, String> errors = new TreeMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(parallel);
        try {
            List<Future<?>> pending = new ArrayList<>();
            for (Submission submission : toGrade) {
                pending.add(pool.submit(() -> {
                    boolean passed = false;
                    try {
                        passed = gradeOne(submission, false,
                                request.output().resolve(STUDENTS).resolve(submission.id()),
                                request.output().resolve(BUILDS).resolve(submission.id()),
                                valuesFile(request.output(), submission.id()), request,
                                budget.forkMaxHeapMegabytes(), reading);
                    } catch (GradingException | IOException | RuntimeException | StackOverflowError e) {
                        // One student's grade that cannot be done is that student's problem: the run goes on (javac
                        // overflows its stack on sources nested deep enough).
                        String why = String.valueOf(e.getMessage() == null ? e : e.getMessage());
                        synchronized (errors) {
                            errors.put(submission.id(), why);
                        }
                        warning.accept(submission.id() + ": could not be graded: " + why);
                    }
                    info.accept(progress.done(passed));
                    return null;
                }));
            }
            for (Future<?> each : pending) {
                try {
                    each.get();
                } catch (ExecutionException e) {
                    // Only an error the task does not catch (out of memory) gets here: the run cannot go on.
                    throw new GradingException("class grading failed: " + e.getCause(), e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new GradingException("class grading was interrupted", e);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        manifest(request, classSize, submissions, errors);
        return new Outcome(submissions.size(), toGrade.size(), skipped, progress.failed() + failedBefore,
                failedBefore, errors, List.copyOf(rejected), parallel, Duration.ofNanos(System.nanoTime() - started));
    }

    /**
     * Writes the run's {@link ShardManifest} last, once every student of its part is graded or given up: a merge
     * finds a shard's output whole when it is there.
     */
    private static void manifest(ClassGradeRequest request, int classSize, List<Submission> part,
            Map<String, String> errors) throws GradingException {
        try {
            new ShardManifest(request.shard(), classSize, part.stream().map(Submission::id).toList(), errors)
                    .write(request.output());
        } catch (IOException e) {
            throw new GradingException("cannot write " + request.output().resolve(ShardManifest.FILE_NAME) + ": "
                    + e, e);
        }
    }

    /** The progress of a run: how many graded, how many failed, the time left at the pace so far. */
    static final class Progress {
        private final int total;
        private final long started;
        private final AtomicInteger done = new AtomicInteger();
        private final AtomicInteger failed = new AtomicInteger();

        Progress(int total, long started) {
            this.total = total;
            this.started = started;
        }

        /** Counts one more student, failed unless {@code passed}, and gives the progress line. */
        String done(boolean passed) {
            int failures = passed ? failed.get() : failed.incrementAndGet();
            int finished = done.incrementAndGet();
            return line(finished, total, failures, Duration.ofNanos(System.nanoTime() - started));
        }

        int failed() {
            return failed.get();
        }

        /** {@code graded 37/212, 3 failed, about 2 min left}: the time left at the mean pace so far. */
        static String line(int finished, int total, int failures, Duration elapsed) {
            String line = "graded " + finished + "/" + total + ", " + failures + " failed";
            if (finished < total && finished > 0) {
                long left = elapsed.toMillis() * (total - finished) / finished / 1000;
                line += left < 60 ? ", about " + Math.max(1, left) + " s left"
                        : ", about " + Math.round(left / 60.0) + " min left";
            }
            return line;
        }
    }

    /**
     * The students of the submissions folder, sorted by id: each folder or {@code .zip} file whose name (without
     * {@code .zip}) is a {@linkplain StudentIds student id}; links, other files, and a second entry for an id are
     * added to {@code rejected}.
     */
    static List<Submission> list(Path folder, List<String> rejected) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IOException("the submissions folder " + folder + " is not a folder");
        }
        Map<String, Submission> byId = new TreeMap<>();
        List<Path> entries = new ArrayList<>();
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(folder)) {
            listing.forEach(entries::add);
        }
        entries.sort(null);
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            boolean zip = name.endsWith(ZIP) && Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS);
            String id = zip ? name.substring(0, name.length() - ZIP.length()) : name;
            if (Files.isSymbolicLink(entry)) {
                rejected.add(name + ": a link");
            } else if (!zip && !Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                rejected.add(name + ": neither a folder nor a .zip file");
            } else if (!StudentIds.valid(id)) {
                rejected.add(name + ": not a student id (a letter or digit, then up to 127 letters, digits,"
                        + " . _ - @ +)");
            } else if (byId.containsKey(id)) {
                rejected.add(name + ": a second submission of " + id);
            } else {
                byId.put(id, new Submission(id, entry));
            }
        }
        return new ArrayList<>(byId.values());
    }

    /** The values file of student {@code id} in the class output {@code output}. */
    public static Path valuesFile(Path output, String id) {
        return output.resolve(VALUES).resolve(STUDENTS).resolve(id + ".values");
    }

    /** The values file of the template in the class output {@code output}. */
    public static Path templateValuesFile(Path output) {
        return output.resolve(VALUES).resolve(TEMPLATE + ".values");
    }

    /**
     * Whether the report an earlier run left in {@code reports} says the grade failed, as a grade of this run would
     * count it: not passed, or sources not all compiled; a report that cannot be read counts as failed.
     */
    private static boolean failedBefore(String id, Path reports) {
        return !new StudentReportReader().readOne(id, reports.resolve(JsonReportWriter.FILE_NAME), reports).passed();
    }

    /**
     * Whether {@code reports} holds a complete grade, its last report written, and {@code values} its heuristics'
     * values (a run from before values were kept grades the student again).
     */
    static boolean complete(Path reports, Path values) {
        return Files.isRegularFile(reports.resolve(JsonReportWriter.FILE_NAME), LinkOption.NOFOLLOW_LINKS)
                && Files.isRegularFile(reports.resolve(PrairieLearnResultsWriter.FILE_NAME),
                        LinkOption.NOFOLLOW_LINKS)
                && Files.isRegularFile(values, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * Grades the request's template, when it has one, into {@value #TEMPLATE}/ of the output, unless it is graded
     * already; a template that cannot be graded is warned of, and the students are graded without it. A template
     * whose grade earns slot points is refused, unless the request allows it ({@link TemplatePoints}).
     *
     * @throws GradingException when the template earns slot points alone and the request does not allow it
     */
    private void gradeTemplate(ClassGradeRequest request, int heapMegabytes, ReadingBudget reading)
            throws GradingException {
        if (request.template() == null) {
            return;
        }
        Path reports = request.output().resolve(TEMPLATE);
        Path values = templateValuesFile(request.output());
        if (!request.regrade() && complete(reports, values)) {
            info.accept("The template is graded already (" + reports + ")");
        } else {
            try {
                if (!Files.isDirectory(request.template())) {
                    throw new IOException("the template " + request.template() + " is not a folder");
                }
                gradeOne(new Submission(TEMPLATE, request.template()), true, reports,
                        request.output().resolve(BUILDS).resolve(TEMPLATE_BUILD), values, request, heapMegabytes,
                        reading);
            } catch (GradingException | IOException | RuntimeException e) {
                warning.accept("The template could not be graded, so no heuristic is left out of the same-behaviour"
                        + " groups as the template's, and whether it earns slot points alone is not known: "
                        + (e.getMessage() == null ? e : e.getMessage()));
                return;
            }
        }
        // The grade just written (or kept from an earlier run) is the one read: the template is graded once.
        TemplatePoints points = TemplatePoints.of(new StudentReportReader().readOne(TEMPLATE,
                reports.resolve(JsonReportWriter.FILE_NAME), request.output()));
        try {
            points.refuseUnless(request.templateMayEarnPoints(), "-D" + TEMPLATE_MAY_EARN_POINTS + "=true");
        } catch (GradingException refused) {
            // The instructor stubs the classes and runs again: that run must grade the changed template, not reuse
            // this grade, which a grade without its values is not.
            try {
                ValuesFile.delete(values);
            } catch (IOException e) {
                refused.addSuppressed(e);
            }
            throw refused;
        }
        if (!points.none()) {
            info.accept(points.given(TEMPLATE_MAY_EARN_POINTS));
        }
    }

    /**
     * Places, compiles and grades one submission into {@code reports}, building it in {@code build}, its zip drawing
     * on {@code reading}, and keeps its heuristics' values in {@code values}; true when the grade passed. A student's
     * grade ({@code template} false) knows which classes are the template's, unchanged.
     *
     * @throws GradingException when the grade cannot be done
     * @throws IOException when the student's build folder or values cannot be written, or the run's reading budget is
     *         spent
     */
    private boolean gradeOne(Submission submission, boolean template, Path reports, Path build, Path values,
            ClassGradeRequest request, int heapMegabytes, ReadingBudget reading) throws GradingException,
            IOException {
        // Values of an earlier grade must not outlive it: a grade that stops half-way leaves none.
        ValuesFile.delete(values);
        ForkFiles.deleteTree(build);
        Files.createDirectories(build);
        try {
            Path mainSources = build.resolve("src/main/java");
            Path testSources = build.resolve("src/test/java");
            Path classes = build.resolve("classes");
            Path testClasses = build.resolve("test-classes");
            copyJavaSources(request.templateMainSources(), mainSources);
            copyJavaSources(request.templateTestSources(), testSources);
            Compilation compilation;
            long readingStarted = ThreadCpuTime.nanos();
            try {
                SubmissionSources sources = SubmissionSources.read(submission.path(), reading);
                info.accept(submission.id() + ": sources read in " + cpuMillis(readingStarted) + " of CPU ("
                        + sources.main().size() + " main and " + sources.test().size() + " test files)");
                sources.notes().forEach(note -> info.accept(submission.id() + ": " + CiText.inert(note)));
                write(sources.main(), mainSources);
                write(sources.test(), testSources);
                compilation = compile(request, build, mainSources, testSources, classes, testClasses);
                if (!template) {
                    compilation = compilation.withTemplateClasses(TemplateSources.unchanged(
                            request.templateMainSources(), sources.main()::get));
                }
            } catch (SubmissionSources.Unreadable e) {
                // A zip that climbs out or a submission over the limits: graded as sources that are not there.
                warning.accept(submission.id() + ": the submission cannot be read, graded as one with no sources ("
                        + cpuMillis(readingStarted) + " of CPU): " + CiText.inert(e.getMessage()));
                compilation = Compilation.noMainSources(List.of(new CompilerMessage(null, null, null,
                        "the submission cannot be read: " + e.getMessage())));
            }
            GradeRequest grade = request.grade();
            List<Path> studentClasspath = new ArrayList<>();
            studentClasspath.add(classes);
            grade.studentClasspath().stream().filter(entry -> !entry.equals(request.templateClasses()))
                    .forEach(studentClasspath::add);
            TestRequest tests = testsFor(request, build, classes, testClasses);
            GradeOutcome outcome = grader.grade(new GradeRequest(grade.heuristicClasses(), classes, studentClasspath,
                    grade.graderClasspath(), grade.javaExecutable(), grade.puzzleFiles(), reports,
                    grade.forkTimeout(), heapMegabytes, grade.rubric(), grade.minimumScore(),
                    grade.maxTimePerEvaluation(), tests, grade.gradeTimeout(), grade.sandbox(),
                    grade.sandboxUserIds(), grade.configuration(), compilation));
            ValuesFile.write(values, outcome.values());
            info.accept(submission.id() + ": " + outcome.report().score() + "/" + outcome.report().maxScore()
                    + (outcome.report().passed() ? "" : ", the grade fails") + (compilation.compiled() ? ""
                    : " (" + compilation.message() + ")"));
            return outcome.report().passed() && compilation.compiled();
        } finally {
            // The student's sources and classes are not kept beside the reports.
            ForkFiles.delete(build);
        }
    }

    /** The current thread's CPU time since {@code started} ({@link ThreadCpuTime}), as {@code 1.3 ms}. */
    private static String cpuMillis(long started) {
        return String.format(java.util.Locale.ROOT, "%.1f ms", (ThreadCpuTime.nanos() - started) / 1e6);
    }

    /** Compiles the main sources, then the test sources when there are any. */
    private static Compilation compile(ClassGradeRequest request, Path build, Path mainSources, Path testSources,
            Path classes, Path testClasses) throws IOException {
        List<CompilerMessage> mainErrors = request.compiler().compile(mainSources, request.compileClasspath(),
                classes, build);
        if (!mainErrors.isEmpty()) {
            return Compilation.mainFailed(mainErrors);
        }
        if (!hasClassFiles(classes)) {
            return Compilation.noMainSources(List.of());
        }
        List<Path> testClasspath = new ArrayList<>();
        testClasspath.add(classes);
        testClasspath.addAll(request.testCompileClasspath());
        List<CompilerMessage> testErrors = request.compiler().compile(testSources, testClasspath, testClasses,
                build);
        return testErrors.isEmpty() ? Compilation.COMPILED : Compilation.testsFailed(testErrors);
    }

    /**
     * The tests of the instructor's grade with the student's classes in place of the instructor's, run in the
     * student's build folder.
     */
    private static TestRequest testsFor(ClassGradeRequest request, Path build, Path classes, Path testClasses)
            throws IOException {
        TestRequest tests = hasClassFiles(testClasses) ? request.testsWithProjectTests()
                : request.testsWithoutProjectTests();
        if (!tests.run()) {
            return tests;
        }
        UnaryOperator<List<Path>> student = paths -> paths.stream().map(path ->
                path.equals(request.templateClasses()) ? classes
                        : path.equals(request.templateTestClasses()) ? testClasses : path).toList();
        return new TestRequest(true, null, student.apply(tests.projectClasspath()),
                student.apply(tests.projectRoots()), tests.projectNotRunReason(),
                tests.instructorClasspath(), student.apply(tests.studentClasspath()), tests.instructorRoots(), build,
                tests.testTimeout(), tests.runTimeout());
    }

    private static boolean hasClassFiles(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            return files.anyMatch(file -> file.getFileName().toString().endsWith(".class"));
        }
    }

    /** Copies the instructor's {@code .java} files from {@code from} (when there) to the same paths under {@code to}. */
    private static void copyJavaSources(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        if (from == null || !Files.isDirectory(from)) {
            return;
        }
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(".java"))
                    .toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
        }
    }

    /** Writes the student's files under {@code root}, each replacing the instructor's of the same path. */
    private static void write(Map<String, byte[]> files, Path root) throws IOException {
        Path normalRoot = root.toAbsolutePath().normalize();
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path target = normalRoot.resolve(file.getKey()).normalize();
            if (!target.startsWith(normalRoot) || target.equals(normalRoot)) {
                throw new IOException("the source path " + file.getKey() + " leaves the sources folder");
            }
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue(), StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        }
    }
}
