package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.report.formats.ReportFormat;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.result.GradeReport;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What to grade and how: everything the Maven goal hands the core, with no Maven type in it.
 *
 * @param heuristicClasses fully qualified class names to grade; empty to grade every concrete public class in
 *     {@code classesDirectory} that implements {@code Heuristic<S>} for a registered domain's state type {@code S}
 * @param classesDirectory the student's compiled main classes, searched when {@code heuristicClasses} is empty
 * @param studentClasspath where the heuristics and their dependencies load from, in order
 * @param graderClasspath the grader's own class path (the plugin jar and the jars it depends on), from which the
 *     forked JVMs' class path is built: its {@code api} and {@code worker} packages alone
 * @param javaExecutable the {@code java} launcher for the forked JVM
 * @param puzzleFiles the instructor's puzzle files added to the A* suites, each one state in a text a graded domain
 *     reads; a file none reads is reported and left out
 * @param outputDirectory where {@code grade.json} and {@code index.html} go; created when missing
 * @param forkTimeout the longest one heuristic's evaluation may take before its JVM is killed
 * @param forkMaxHeapMegabytes the forked JVMs' heap limit in MB, or {@link #HEAP_FROM_MEMORY} for a heap that
 *     follows the memory this process may use ({@link ForkBudget})
 * @param rubric points per check
 * @param minimumScore the total score below which the grade fails, 0 for none
 * @param maxTimePerEvaluation the mean time of one {@code estimate} call above which a heuristic is too slow;
 *     {@link Duration#ZERO} for no limit
 * @param tests the JUnit tests to run, or why none are run
 * @param gradeTimeout the longest all forked JVMs of the grade may take together, in wall time from the start of
 *     grading: each fork gets at most the time left, a heuristic whose turn comes after it ran out is not evaluated
 *     ({@code Verdict.GRADE_TIME_LIMIT}); positive
 * @param sandbox how the forked JVMs are isolated ({@link Sandbox.Mode}): in bubblewrap when the machine allows it,
 *     else as users of their own when the grader is root, else not at all; the same but never without isolation;
 *     always as users of their own; or never isolated
 * @param sandboxUserIds the user ids forks may run as when they run as users of their own, a range such as
 *     {@value Sandbox#DEFAULT_USER_IDS}
 * @param configuration where these settings came from, recorded in the report as it is: locked or not, the
 *     rubric's and the instructor test jars' digests, what a lock ignored
 * @param compilation whether the student's sources compiled: the heuristics are graded only when the main sources
 *     did, the tests run only when both did
 * @param formats the formats the report is written in ({@link ReportFormat}), in their order; not empty
 */
public record GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
        List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
        Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
        Duration maxTimePerEvaluation, TestRequest tests, Duration gradeTimeout, Sandbox.Mode sandbox,
        String sandboxUserIds, GradeReport.Configuration configuration, Compilation compilation,
        Set<ReportFormat> formats) {

    /**
     * The default of {@link #gradeTimeout()}, in seconds: 8 minutes, so that a grade fits Gradescope's default limit
     * of 10 minutes with 2 left for Maven, compiling and the reports.
     */
    public static final int DEFAULT_GRADE_TIMEOUT_SECONDS = 480;

    /** {@link #forkMaxHeapMegabytes()} when the forks' heap is to follow the memory available ({@link ForkBudget}). */
    public static final int HEAP_FROM_MEMORY = 0;

    /** What no test is run for. */
    static final String TESTS_NOT_REQUESTED = "no tests were asked for";

    /** Copies the lists so that the request stays as given. */
    public GradeRequest {
        if (gradeTimeout.isNegative() || gradeTimeout.isZero()) {
            throw new IllegalArgumentException("the grade's time limit must be positive, not " + gradeTimeout);
        }
        heuristicClasses = List.copyOf(heuristicClasses);
        studentClasspath = List.copyOf(studentClasspath);
        graderClasspath = List.copyOf(graderClasspath);
        puzzleFiles = List.copyOf(puzzleFiles);
        Sandbox.checkUserIds(sandboxUserIds);
        configuration = configuration == null ? GradeReport.Configuration.NONE : configuration;
        compilation = compilation == null ? Compilation.COMPILED : compilation;
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("a grade writes its report in one format at least");
        }
        formats = Collections.unmodifiableSet(EnumSet.copyOf(formats));
    }

    /** A request that writes the report in every format. */
    public GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
            List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
            Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
            Duration maxTimePerEvaluation, TestRequest tests, Duration gradeTimeout, Sandbox.Mode sandbox,
            String sandboxUserIds, GradeReport.Configuration configuration, Compilation compilation) {
        this(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable, puzzleFiles,
                outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore, maxTimePerEvaluation,
                tests, gradeTimeout, sandbox, sandboxUserIds, configuration, compilation, ReportFormat.all());
    }

    /**
     * A request for sources that compiled, whose forks may run as the users {@value Sandbox#DEFAULT_USER_IDS},
     * recording nothing of where its settings came from.
     */
    public GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
            List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
            Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
            Duration maxTimePerEvaluation, TestRequest tests, Duration gradeTimeout, Sandbox.Mode sandbox) {
        this(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable, puzzleFiles,
                outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore, maxTimePerEvaluation,
                tests, gradeTimeout, sandbox, Sandbox.DEFAULT_USER_IDS, GradeReport.Configuration.NONE,
                Compilation.COMPILED);
    }

    /** This request for sources that compiled as {@code compilation} says. */
    public GradeRequest withCompilation(Compilation compilation) {
        return new GradeRequest(heuristicClasses, classesDirectory, studentClasspath, graderClasspath,
                javaExecutable, puzzleFiles, outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore,
                maxTimePerEvaluation, tests, gradeTimeout, sandbox, sandboxUserIds, configuration, compilation,
                formats);
    }

    /** This request with the report written in {@code formats} alone. */
    public GradeRequest withFormats(Set<ReportFormat> formats) {
        return new GradeRequest(heuristicClasses, classesDirectory, studentClasspath, graderClasspath,
                javaExecutable, puzzleFiles, outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore,
                maxTimePerEvaluation, tests, gradeTimeout, sandbox, sandboxUserIds, configuration, compilation,
                formats);
    }

    /** This request with the forks' heap set to {@code megabytes}. */
    GradeRequest withForkMaxHeapMegabytes(int megabytes) {
        return new GradeRequest(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable,
                puzzleFiles, outputDirectory, forkTimeout, megabytes, rubric, minimumScore, maxTimePerEvaluation,
                tests, gradeTimeout, sandbox, sandboxUserIds, configuration, compilation, formats);
    }

    /** A request within the default grade time limit, its forks sandboxed when the machine allows it. */
    public GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
            List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
            Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
            Duration maxTimePerEvaluation, TestRequest tests) {
        this(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable, puzzleFiles,
                outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore, maxTimePerEvaluation,
                tests, Duration.ofSeconds(DEFAULT_GRADE_TIMEOUT_SECONDS), Sandbox.Mode.AUTO);
    }

    /** A request whose forks are sandboxed when the machine allows it. */
    public GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
            List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
            Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
            Duration maxTimePerEvaluation, TestRequest tests, Duration gradeTimeout) {
        this(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable, puzzleFiles,
                outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore, maxTimePerEvaluation,
                tests, gradeTimeout, Sandbox.Mode.AUTO);
    }

    /** A request within the default grade time limit. */
    public GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
            List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
            Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
            Duration maxTimePerEvaluation, TestRequest tests, Sandbox.Mode sandbox) {
        this(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable, puzzleFiles,
                outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore, maxTimePerEvaluation,
                tests, Duration.ofSeconds(DEFAULT_GRADE_TIMEOUT_SECONDS), sandbox);
    }

    /** A request that runs no tests, within the default grade time limit, sandboxed when the machine allows it. */
    public GradeRequest(List<String> heuristicClasses, Path classesDirectory, List<Path> studentClasspath,
            List<Path> graderClasspath, Path javaExecutable, List<Path> puzzleFiles, Path outputDirectory,
            Duration forkTimeout, int forkMaxHeapMegabytes, Rubric rubric, int minimumScore,
            Duration maxTimePerEvaluation) {
        this(heuristicClasses, classesDirectory, studentClasspath, graderClasspath, javaExecutable, puzzleFiles,
                outputDirectory, forkTimeout, forkMaxHeapMegabytes, rubric, minimumScore, maxTimePerEvaluation,
                TestRequest.notRun(TESTS_NOT_REQUESTED));
    }
}
