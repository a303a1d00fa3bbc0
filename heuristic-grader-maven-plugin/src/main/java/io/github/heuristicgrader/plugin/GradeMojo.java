package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.fork.ClassDataArchives;
import io.github.heuristicgrader.fork.ClassDataPreparation;
import io.github.heuristicgrader.fork.Sandbox;
import io.github.heuristicgrader.grading.Compilation;
import io.github.heuristicgrader.classgrading.TemplateSources;
import io.github.heuristicgrader.grading.ExhaustiveGrader;
import io.github.heuristicgrader.grading.GradeOutcome;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.Grader;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.grading.PreparedDomains;
import io.github.heuristicgrader.grading.Rubric;
import io.github.heuristicgrader.grading.TestRequest;
import io.github.heuristicgrader.report.CiText;
import io.github.heuristicgrader.report.GitHubClassroomWriter;
import io.github.heuristicgrader.report.StoppedWorkflowCommands;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.function.Function;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.lifecycle.LifecycleExecutor;
import org.apache.maven.plugin.BuildPluginManager;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;

/**
 * Grades the project's A* heuristics on every state of their puzzle's database and writes {@code grade.json} and
 * {@code index.html}.
 *
 * <p>Removes the reports of an earlier run, compiles the project itself by running its lifecycle up to
 * {@code test-compile}, every compile without the student's annotation processors, javac plugins or code-loading
 * javac options, then hands the parameters, what compiled and what the grader saw of Maven running the submission's
 * code in its JVM (its {@code .mvn} files, Java agents, the POM's extensions and plugins) to the grading core, so
 * that sources that do not compile still get every report: score 0 for what could not be graded, with the
 * compiler's messages, and a failed build. The
 * heuristics load from the project's runtime classpath: its main classes and their compile and runtime
 * dependencies. Test classes, test dependencies and {@code provided} dependencies (such as the grader's own API) are
 * left out; the grader supplies the API itself. The project's JUnit tests run in a JVM of their own on the project's
 * test classpath with the JUnit Platform Launcher of the project's JUnit version; the instructor's in another, on
 * their jars, the instructor's JUnit and the student's classes without their JUnit configuration. The
 * build fails with an error when grading cannot be done as configured, and with a failure when a heuristic breaks a
 * required check or the score is below {@code minimumScore}; a failing test costs its points, nothing more.
 *
 * <p>An autograding platform locks the instructor's configuration with {@code -Dgrade.lockedRubric=/path/rubric.yaml}
 * on the command line (never in the POM): every parameter then comes from the command line's {@code -Dgrade.*} or
 * its default, the rubric from that file, which must lie outside the project, and what the POM set for the grader
 * is ignored and listed in the reports.
 */
@Mojo(name = "grade", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public class GradeMojo extends AbstractMojo {

    /**
     * Fully qualified names of the heuristic classes to grade, comma separated on the command line; when empty,
     * every public concrete class of the project implementing the Heuristic interface for a puzzle's state type is
     * graded.
     */
    @Parameter(property = "grade.heuristics")
    private List<String> heuristics;

    /**
     * Puzzle files added to the A* suites, each one start in a text a graded domain reads, named by a
     * {@code # title:} line or the file name; a file no graded domain reads is reported and left out.
     */
    @Parameter(property = "grade.puzzles")
    private List<File> puzzles;

    /**
     * Directory where the reports are written: {@code grade.json}, {@code index.html}, {@code results.json} and
     * {@code TEST-heuristic-grader.xml}.
     */
    @Parameter(property = "grade.outputDirectory", defaultValue = "${project.build.directory}/grade", required = true)
    private File outputDirectory;

    /** Skips grading. */
    @Parameter(property = "grade.skip", defaultValue = "false")
    boolean skip;

    /** Whether a heuristic that breaks a required check, or a score below {@code minimumScore}, fails the build. */
    @Parameter(property = "grade.failOnViolation", defaultValue = "true")
    private boolean failOnViolation;

    /** Seconds one heuristic may take to be evaluated on every state before its JVM is killed. */
    @Parameter(property = "grade.forkTimeoutSeconds", defaultValue = "120")
    private int forkTimeoutSeconds;

    /**
     * Seconds all forked JVMs of a grade may take together, heuristics and tests: each gets at most the time left,
     * and a heuristic whose turn comes after it ran out gets the verdict {@code grade-time-limit}, which earns no
     * points and fails the grade. The default, 8 minutes, fits Gradescope's 10-minute limit with time to spare for
     * Maven, compiling and the reports, which come on top.
     */
    @Parameter(property = "grade.gradeTimeoutSeconds", defaultValue = "" + GradeRequest.DEFAULT_GRADE_TIMEOUT_SECONDS)
    private int gradeTimeoutSeconds;

    /**
     * Maximum heap, in megabytes, of each forked JVM (heuristics and tests). By default ({@code 0}) it follows the
     * memory the build may use, a container's memory limit (cgroup v1 or v2) or else the machine's: what is left
     * after Maven's own JVM is shared by the JVMs that run at once, each getting at most 1024 MB; heuristics run
     * side by side up to the number of processors, fewer when memory is short. Shown in the log and in
     * {@code grade.json} ({@code resources}).
     */
    @Parameter(property = "grade.forkMaxHeapMegabytes", defaultValue = "" + GradeRequest.HEAP_FROM_MEMORY)
    private int forkMaxHeapMegabytes;

    /**
     * Points per rubric item, replacing the defaults for the items named; the items are wellFormed (10), goalZero
     * (10), admissible (40), consistent (15), dominance (15) and effort (10), each 0 to 10,000. Set in the POM
     * only: a points element with one child element per item, named by the item and holding its points; for
     * example, children admissible holding 50 and effort holding 0 give admissible 50 points and effort none.
     */
    @Parameter
    private Map<String, Integer> points;

    /**
     * Total score, heuristics and tests together, below which the build fails; when not set, the rubric file's
     * {@code minimumScore}, else 0 for no minimum.
     */
    @Parameter(property = "grade.minimumScore")
    private Integer minimumScore;

    /**
     * A rubric file, JSON or YAML (.yaml, .yml): points per check, effort bands, points per test, test class and
     * tag, minimumScore, and the graded slots: the heuristic classes the assignment asks for, each with its points,
     * which fix the maximum score (without slots every heuristic found is graded). The POM's points and
     * minimumScore parameters override it item by item. docs/instructors/tests-and-rubric.md describes every entry. An example
     * in YAML's flow style, which reads the same on one line: {points: {admissible: 50}, effortBands: [{saved: 0.10,
     * points: 4}, {saved: 0.25, points: 7}, {saved: 0.40, points: 10}], tests:
     * {"edu.example.SolverTest#solvesTheClassicStart": 5}, testClasses: {edu.example.hidden.HiddenTest: 20},
     * testTags: {exam: 10}, minimumScore: 60, requires: {dominance: [admissible]}, effortDistances: [10, 20, 30, 40,
     * 50, 60, 70, 80, 90, 100], slots: {simple: {class: edu.example.SimpleHeuristic, points: 25, expect:
     * baseline}, advanced: {class: edu.example.AdvancedHeuristic, points: 75}}}
     */
    @Parameter(property = "grade.rubricFile")
    private File rubricFile;

    /**
     * Whether to run the project's JUnit tests (and the instructor's) in a forked JVM; by default, whenever the
     * project has test classes or {@code instructorTests} are given.
     */
    @Parameter(property = "grade.runTests")
    private Boolean runTests;

    /**
     * The instructor's test jars, as {@code groupId:artifactId:version[:classifier]}, comma separated on the command
     * line; each is resolved with its compile and runtime dependencies, and their tests run in a JVM apart from the
     * project's, with JUnit of the instructor's version.
     */
    @Parameter(property = "grade.instructorTests")
    private List<String> instructorTests;

    /**
     * Seconds one test may run: JUnit Jupiter fails a test that takes longer, and a test JVM in which nothing ends
     * for this long and 5 s more is stopped (the running tests time out, the rest do not run).
     */
    @Parameter(property = "grade.testTimeoutSeconds", defaultValue = "60")
    private int testTimeoutSeconds;

    /** Seconds each test run (the project's, the instructor's) may take before its JVM is stopped. */
    @Parameter(property = "grade.testRunTimeoutSeconds", defaultValue = "600")
    private int testRunTimeoutSeconds;

    /**
     * Mean microseconds one {@code estimate} call may take; a slower heuristic gets the verdict {@code too-slow}.
     * 0 for no limit.
     */
    @Parameter(property = "grade.maxMicrosPerEvaluation", defaultValue = "0")
    private long maxMicrosPerEvaluation;

    /**
     * How the JVMs running student code are isolated: {@code auto} runs them in bubblewrap when the machine allows
     * it, otherwise (Maven running as root) as unprivileged users of their own, otherwise unsandboxed, said in the
     * log and every report; {@code required} is the same but refuses to grade unsandboxed; {@code user} always runs
     * them as users of their own; {@code off} never isolates them.
     */
    @Parameter(property = "grade.sandbox", defaultValue = "auto")
    private String sandbox;

    /**
     * The numeric user ids (a range, such as {@code 60000-60999}) the JVMs running student code may run as when
     * they run as unprivileged users of their own; ids that an account, a group or a running process has are
     * skipped.
     */
    @Parameter(property = "grade.sandboxUserIds", defaultValue = Sandbox.DEFAULT_USER_IDS)
    private String sandboxUserIds;

    /**
     * The annotation processors an assignment needs, as {@code groupId:artifactId:version}, comma separated: the
     * compiles of a grade then run these processors, from these artifacts alone. Taken from the command line of a
     * locked grade only ({@code -Dgrade.lockedRubric}); otherwise, and whatever the POM sets here, annotation
     * processing is off for every compile the grade runs, so that no class of the submission's runs inside javac.
     */
    @Parameter(property = "grade.annotationProcessorArtifacts")
    private List<String> annotationProcessorArtifacts;

    /**
     * A directory the {@code prepare} goal wrote, outside the project and writable by this user or root alone: each
     * domain's state space and suites are read from it ({@code domains/}) when their digest is the one the grader
     * carries, and the forked JVMs start from its class-data archives where they fit ({@code class-data/}). What is
     * not trusted or no longer matches the JDK or the jars is left unused, the log says why, and the grade goes on.
     */
    @Parameter(property = "grade.preparedDir")
    File preparedDir;

    /**
     * The template's main sources as students got them, outside the project (the kits pass their own copy): a class
     * whose source file the project holds with the template's bytes is the template's, unchanged, and a slot it fills
     * that earns nothing is reported empty, saying the submission did not write it. Unset, no class is known to be
     * the template's. The grade goal's alone: grade-class knows each student's files itself.
     */
    @Parameter(property = "grade.templateSources")
    File templateSources;

    /** The project whose heuristics are graded. */
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** This plugin, whose class path (its jar and the grader's modules) the forked JVMs' class path is built from. */
    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    private PluginDescriptor plugin;

    /** Maven's resolver, for the JUnit Platform Launcher and the instructor's test jars. */
    @Component
    private RepositorySystem repositorySystem;

    /** The build's resolver session: local repository, offline mode, mirrors. */
    @Parameter(defaultValue = "${repositorySystemSession}", readonly = true, required = true)
    private RepositorySystemSession repositorySession;

    /**
     * The build: its user properties (the command line's {@code -D}) may lock the configuration, and the project's
     * lifecycle runs in it up to {@code test-compile}.
     */
    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    private MavenSession session;

    /** This goal's execution, whose descriptor lists the parameters a lock sets from the command line. */
    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

    /** Plans the project's lifecycle up to {@code test-compile}. */
    @Component
    private LifecycleExecutor lifecycleExecutor;

    /** Runs each mojo execution of that plan. */
    @Component
    private BuildPluginManager buildPluginManager;

    /** The grading core; tests put a stub here, otherwise one that logs to this goal's log. */
    Grader grader;

    /** The JVM's {@code java}, which the forks run. */
    static Path javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** Compiles the project; tests put a stub here, otherwise one that runs its lifecycle. */
    ProjectCompiler compiler;

    /** Resolves test artifacts; tests put a stub here, otherwise Maven's resolver is used. */
    DependencyResolver resolver;

    /** The process environment by variable name, null when unset; tests put a stub here. */
    Function<String, String> environment = System::getenv;

    /**
     * Grades the project. On GitHub Actions every workflow command is stopped from the start until the grade's
     * summary is logged ({@link StoppedWorkflowCommands}); then Classroom's notice is printed, and the goal fails when
     * the grade does. Everything the goal logs, and the message of every exception it ends with, is inert for CI log
     * parsers ({@link CiText}): Maven prints such a message after the goal, when commands run again.
     */
    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        Graded graded;
        try (StoppedWorkflowCommands stopped = StoppedWorkflowCommands.stop(environment, System.out)) {
            graded = grade();
        } catch (MojoExecutionException e) {
            throw inert(e);
        } catch (RuntimeException e) {
            throw (RuntimeException) CiText.inert(e);
        }
        if (graded == null) {
            return;
        }
        GradeOutcome outcome = graded.outcome();
        if (graded.annotation() != null) {
            // At the start of a line (not after Maven's "[INFO] "), where GitHub Actions reads a workflow command.
            System.out.println(graded.annotation());
        }
        if (!outcome.setupErrors().isEmpty()) {
            throw new MojoExecutionException(CiText.inert(describe("Grading could not be done as configured:",
                    outcome.setupErrors(), outcome)));
        }
        if (!outcome.violations().isEmpty() || !graded.compilation().compiled()) {
            String message = CiText.inert(describe("The grade fails:", outcome.violations(), outcome));
            // Sources that do not compile fail the build whatever failOnViolation says: the grade is not a grade.
            if (failOnViolation || !graded.compilation().compiled()) {
                throw new MojoFailureException(message);
            }
            getLog().warn(message);
        }
    }

    /** Every message of the goal's log inert for CI log parsers ({@link InertLog}). */
    @Override
    public Log getLog() {
        return new InertLog(super.getLog());
    }

    /** What grading gave: the outcome, the compilation, and Classroom's annotation line or null. */
    private record Graded(GradeOutcome outcome, Compilation compilation, String annotation) {
    }

    /**
     * Compiles and grades, logging the summary but Classroom's annotation; null when grading is skipped.
     *
     * @throws MojoExecutionException when grading cannot be done as configured
     */
    private Graded grade() throws MojoExecutionException {
        LockedConfiguration lock = lock();
        if (skip) {
            getLog().info("Grading is skipped (grade.skip).");
            return null;
        }
        GradeOutcome outcome;
        Compilation compilation;
        Grader core = grader != null ? grader : preparedDomains(ExhaustiveGrader.builder()
                .logTo(getLog()::info, getLog()::warn).usingClassData(classData())).build();
        try {
            // Before compiling: a build that stops there must not leave an earlier run's reports looking current.
            core.clearEarlierRun(outputDirectory.toPath());
            ProjectCompiler projectCompiler = compiler != null ? compiler : new LifecycleCompiler(session, project,
                    lifecycleExecutor, buildPluginManager, getLog(), self(), processorArtifacts(lock));
            compilation = projectCompiler.compile();
            if (templateSources != null) {
                compilation = compilation.withTemplateClasses(TemplateSources.unchangedIn(templateSources.toPath(),
                        Path.of(project.getBuild().getSourceDirectory())));
            }
            outcome = core.grade(gradeRequest(lock, notTrusted(projectCompiler)).withCompilation(compilation));
        } catch (GradingException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("the template's sources (grade.templateSources) cannot be read: " + e, e);
        }
        List<String> summary = outcome.summary();
        // The grader writes the annotation last; only a line that is exactly one is printed as a command.
        String annotation = summary.isEmpty() || !GitHubClassroomWriter.isAnnotation(summary.get(summary.size() - 1))
                ? null : summary.get(summary.size() - 1);
        for (String line : annotation == null ? summary : summary.subList(0, summary.size() - 1)) {
            getLog().info(line);
        }
        return new Graded(outcome, compilation, annotation);
    }

    /** {@code e} with an inert message and causes ({@link CiText#inert(Throwable)}); {@code e} itself when they are. */
    private static MojoExecutionException inert(MojoExecutionException e) {
        String message = CiText.inert(e.getMessage());
        Throwable cause = CiText.inert(e.getCause());
        if (Objects.equals(message, e.getMessage()) && cause == e.getCause()) {
            return e;
        }
        MojoExecutionException inert = new MojoExecutionException(message, cause);
        inert.setStackTrace(e.getStackTrace());
        return inert;
    }

    /** The configuration locked by the command line, its parameters set from there; or the POM's, untouched. */
    LockedConfiguration lock() throws MojoExecutionException {
        try {
            LockedConfiguration lock = LockedConfiguration.lock(this, session, mojoExecution, project,
                    plugin.getPluginLookupKey(), baseDirectory(), submissionDirectories());
            if (lock.locked()) {
                getLog().info(lock.describe());
            }
            return lock;
        } catch (GradingException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /**
     * The project's base directory; with no project (Maven's standalone POM has none), the directory Maven runs in.
     */
    Path baseDirectory() {
        if (project.getBasedir() != null) {
            return project.getBasedir().toPath();
        }
        String root = session == null ? null : session.getExecutionRootDirectory();
        return Path.of(root != null ? root : System.getProperty("user.dir")).toAbsolutePath();
    }

    /**
     * The class-data archives of {@link #preparedDir}, checked against {@link #untrustedDirectories()}; none when no
     * directory is given.
     */
    ClassDataArchives classData() {
        if (preparedDir == null) {
            return ClassDataArchives.none();
        }
        return ClassDataArchives.open(preparedDir.toPath(), javaExecutable(), untrustedDirectories(),
                line -> getLog().info(CiText.inert(line)));
    }

    /**
     * {@code builder} reading each domain's state space and suites from {@link #preparedDir} when given
     * ({@link PreparedDomains}: used only when a file's digest is the one the grader carries, wherever it lies).
     */
    ExhaustiveGrader.Builder preparedDomains(ExhaustiveGrader.Builder builder) {
        return preparedDir == null ? builder : builder.preparedDomains(preparedDir.toPath().toAbsolutePath());
    }

    /**
     * Writes each domain's state space and suites, as {@code grade} configures them, into
     * {@code directory}/{@value PreparedDomains#DIRECTORY} ({@link PreparedDomains#write}), for those whose data
     * the grader carries a digest of.
     */
    void prepareDomains(Path directory, GradeRequest grade) throws MojoExecutionException {
        try {
            PreparedDomains.write(directory, grade.rubric(), grade.puzzleFiles(),
                    line -> getLog().info(CiText.inert(line)));
        } catch (IOException e) {
            throw new MojoExecutionException(CiText.inert("cannot write the prepared domains into " + directory
                    + ": " + e.getMessage()), e);
        }
    }

    /**
     * Writes the forks' class-data archives into {@code directory}/{@value ClassDataArchives#DIRECTORY}
     * ({@link ClassDataPreparation}), from JVMs that run the trusted project's code alone: its heuristics in
     * {@code classes}, JUnit from the jars of its test class path.
     *
     * @return one line per archive, for the log
     */
    List<String> prepareClassData(Path directory, GradeRequest grade, TestRequest tests, Path classes)
            throws MojoExecutionException {
        List<Path> testClasspath = tests.run() && !tests.projectClasspath().isEmpty() ? tests.projectClasspath()
                : tests.instructorClasspath();
        try {
            return ClassDataPreparation.prepare(directory, new ClassDataPreparation.Request(grade.javaExecutable(),
                    grade.graderClasspath(), JUnitJars.of(testClasspath), classes, grade.studentClasspath(),
                    grade.forkMaxHeapMegabytes() == GradeRequest.HEAP_FROM_MEMORY ? PREPARE_HEAP_MEGABYTES
                            : grade.forkMaxHeapMegabytes(), grade.forkTimeout()), line -> getLog().debug(line));
        } catch (IOException e) {
            throw new MojoExecutionException(CiText.inert("cannot write the class-data archives into " + directory
                    + ": " + e.getMessage()), e);
        }
    }

    /** The forks' heap while the archives are made, unless one is configured. */
    static final int PREPARE_HEAP_MEGABYTES = 256;

    /**
     * The directories the graded student's code can reach or write: class-data archives must lie neither in them nor
     * above them. For a grade, the project's base directory and the build's top directory.
     */
    List<Path> untrustedDirectories() {
        List<Path> directories = new ArrayList<>(List.of(baseDirectory()));
        if (session != null && session.getExecutionRootDirectory() != null) {
            directories.add(Path.of(session.getExecutionRootDirectory()));
        }
        return directories;
    }

    /** The project's compiled main classes. */
    Path classesDirectory() {
        return Path.of(project.getBuild().getOutputDirectory());
    }

    /** The project's compiled test classes. */
    Path testClassesDirectory() {
        return Path.of(project.getBuild().getTestOutputDirectory());
    }

    /**
     * The directories the graded submission occupies, in which a locked rubric may not lie; null for the project's
     * base directory and the build's top directory.
     */
    List<Path> submissionDirectories() {
        return null;
    }

    /** The command line's {@code -D} properties; empty without a session (the plugin testing harness). */
    Properties commandLineProperties() {
        return session == null || session.getUserProperties() == null ? new Properties() : session.getUserProperties();
    }

    /** The artifact {@code artifactId} of this plugin's group among this plugin's dependencies, with its file; null if none. */
    ResolvedArtifact pluginDependency(String artifactId) {
        if (plugin.getArtifacts() != null) {
            for (Artifact artifact : plugin.getArtifacts()) {
                if (plugin.getGroupId().equals(artifact.getGroupId()) && artifactId.equals(artifact.getArtifactId())
                        && artifact.getFile() != null) {
                    return new ResolvedArtifact(artifact.getGroupId(), artifactId, artifact.getVersion(), "",
                            artifact.getFile().toPath());
                }
            }
        }
        return null;
    }

    /**
     * The annotation processors' artifacts a locked grade names; none when not locked, where a value can only have
     * come from the submission.
     */
    private List<String> processorArtifacts(LockedConfiguration lock) throws MojoExecutionException {
        List<String> artifacts = entries(annotationProcessorArtifacts);
        if (!lock.locked()) {
            if (!artifacts.isEmpty()) {
                getLog().warn("annotationProcessorArtifacts is ignored: only a locked grade ("
                        + LockedConfiguration.PROPERTY + ") runs annotation processors");
            }
            return List.of();
        }
        for (String artifact : artifacts) {
            String[] parts = artifact.split(":", -1);
            if (parts.length != 3 || Arrays.stream(parts).anyMatch(String::isBlank)) {
                throw new MojoExecutionException("annotationProcessorArtifacts (grade.annotationProcessorArtifacts): '"
                        + artifact + "' is not groupId:artifactId:version");
            }
        }
        return artifacts;
    }

    /** This plugin's {@code groupId:artifactId}. */
    private String self() {
        return plugin.getGroupId() + ":" + plugin.getArtifactId();
    }

    /**
     * What the grader saw of Maven running code the submission chose in Maven's JVM ({@link UntrustedBuild}): the
     * {@code .mvn} files Maven may have read, agents in Maven's JVM, the POM's extensions and plugins, and what the
     * compile ran.
     */
    private List<String> notTrusted(ProjectCompiler projectCompiler) {
        Path basedir = baseDirectory();
        List<Path> directories = new ArrayList<>(List.of(basedir));
        if (session != null && session.getExecutionRootDirectory() != null) {
            directories.add(Path.of(session.getExecutionRootDirectory()));
        }
        if (session != null && session.getRequest() != null
                && session.getRequest().getMultiModuleProjectDirectory() != null) {
            directories.add(session.getRequest().getMultiModuleProjectDirectory().toPath());
        }
        List<String> findings = new ArrayList<>(UntrustedBuild.mavenDirectories(directories, basedir));
        findings.addAll(UntrustedBuild.javaAgents(ManagementFactory.getRuntimeMXBean().getInputArguments()));
        findings.addAll(UntrustedBuild.pom(project, self()));
        findings.addAll(UntrustedBuild.executions(projectCompiler.foreignExecutions()));
        findings.addAll(UntrustedBuild.unhardenedCompiles(
                project.getContextValue(GradeBuildHardening.HARDENED) != null,
                session == null || session.getGoals() == null ? List.of() : session.getGoals(),
                mojoExecution == null ? null : mojoExecution.getLifecyclePhase()));
        return findings;
    }

    GradeRequest gradeRequest(LockedConfiguration lock, List<String> notTrusted)
            throws MojoExecutionException, GradingException {
        requireAtLeast(1, forkTimeoutSeconds, "forkTimeoutSeconds");
        requireAtLeast(1, gradeTimeoutSeconds, "gradeTimeoutSeconds");
        requireAtLeast(0, forkMaxHeapMegabytes, "forkMaxHeapMegabytes");
        if (minimumScore != null) {
            requireAtLeast(0, minimumScore, "minimumScore");
        }
        requireAtLeast(0, maxMicrosPerEvaluation, "maxMicrosPerEvaluation");
        requireAtLeast(1, testTimeoutSeconds, "testTimeoutSeconds");
        requireAtLeast(1, testRunTimeoutSeconds, "testRunTimeoutSeconds");
        Sandbox.Mode sandboxMode;
        try {
            sandboxMode = Sandbox.Mode.parse(sandbox);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("sandbox (grade.sandbox) must be one of " + Sandbox.NAMES + ", not '"
                    + sandbox + "'");
        }
        try {
            Sandbox.checkUserIds(sandboxUserIds);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("sandboxUserIds (grade.sandboxUserIds): " + e.getMessage());
        }
        List<String> heuristicClasses = entries(heuristics);
        List<Path> puzzleFiles = puzzles == null ? List.of() : puzzles.stream().map(File::toPath).toList();
        Path rubricPath = lock.rubricFile(rubricFile);
        // Read once: the digest recorded is of the very bytes parsed.
        byte[] rubricBytes = rubricPath == null ? null : Rubric.read(rubricPath);
        Rubric rubric = Rubric.load(rubricPath, rubricBytes, points == null ? Map.of() : points, minimumScore);
        TestRequest tests = testRequest();
        return new GradeRequest(heuristicClasses, classesDirectory(),
                studentClasspath(), graderClasspath(),
                javaExecutable(), puzzleFiles, outputDirectory.toPath(),
                Duration.ofSeconds(forkTimeoutSeconds), forkMaxHeapMegabytes, rubric, rubric.minimumScore(),
                Duration.ofNanos(Math.multiplyExact(maxMicrosPerEvaluation, 1_000L)), tests,
                Duration.ofSeconds(gradeTimeoutSeconds), sandboxMode, sandboxUserIds,
                lock.report(rubricPath, rubricBytes, entries(instructorTests), tests.instructorRoots())
                        .notTrusted(notTrusted), null);
    }

    private TestRequest testRequest() throws MojoExecutionException {
        return testRequest(null);
    }

    /**
     * The tests to run; {@code testClassesPresent} says whether the project has test classes, or null to look in its
     * test output directory.
     */
    TestRequest testRequest(Boolean testClassesPresent) throws MojoExecutionException {
        List<String> coordinates = entries(instructorTests);
        return new TestSetup(artifactResolver()).plan(runTests, coordinates, projectArtifacts(), projectTestClasspath(),
                studentClasspath(), testClassesDirectory(), testClassesPresent,
                baseDirectory(), Duration.ofSeconds(testTimeoutSeconds),
                Duration.ofSeconds(testRunTimeoutSeconds));
    }

    /** The project's resolved dependencies, all scopes. */
    List<ResolvedArtifact> projectArtifacts() throws MojoExecutionException {
        List<ResolvedArtifact> artifacts = new ArrayList<>();
        for (Artifact artifact : project.getArtifacts()) {
            artifacts.add(new ResolvedArtifact(artifact.getGroupId(), artifact.getArtifactId(), artifact.getVersion(),
                    artifact.getClassifier() == null ? "" : artifact.getClassifier(),
                    artifact.getFile() == null ? null : artifact.getFile().toPath()));
        }
        return artifacts;
    }

    /** The project's test class path: test classes, classes, dependencies. */
    List<Path> projectTestClasspath() throws MojoExecutionException {
        try {
            return project.getTestClasspathElements().stream().map(Path::of).toList();
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("the project's test classpath is not resolved: " + e.getMessage(), e);
        }
    }

    /** Resolves artifacts from the project's repositories; built only when something is to be resolved. */
    DependencyResolver artifactResolver() {
        return resolver != null ? resolver : artifact -> new MavenDependencyResolver(
                repositorySystem, repositorySession, project.getRemoteProjectRepositories()).resolve(artifact);
    }

    /** A list parameter's entries; {@code -Dgrade.heuristics=a.B, c.D,} gives " c.D" and a null, meaning c.D alone. */
    private static List<String> entries(List<String> parameter) {
        return parameter == null ? List.of() : parameter.stream()
                .filter(Objects::nonNull).map(String::strip).filter(entry -> !entry.isEmpty()).toList();
    }

    /**
     * The plugin's own class path: its jar, then the jars it depends on, among them the student API and the worker
     * the forks' class path is made of.
     */
    List<Path> graderClasspath() {
        List<Path> classpath = new ArrayList<>();
        classpath.add(plugin.getPluginArtifact().getFile().toPath());
        if (plugin.getArtifacts() != null) {
            for (Artifact artifact : plugin.getArtifacts()) {
                Path file = artifact.getFile() == null ? null : artifact.getFile().toPath();
                if (file != null && !classpath.contains(file)) {
                    classpath.add(file);
                }
            }
        }
        return classpath;
    }

    /** What the student's classes need at run time: the project's runtime class path, its classes first. */
    List<Path> studentClasspath() throws MojoExecutionException {
        try {
            return project.getRuntimeClasspathElements().stream().map(Path::of).toList();
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("the project's runtime classpath is not resolved: " + e.getMessage(), e);
        }
    }

    private static void requireAtLeast(long minimum, long value, String parameter) throws MojoExecutionException {
        if (value < minimum) {
            throw new MojoExecutionException(parameter + " (grade." + parameter + ") must be at least " + minimum
                    + ", not " + value);
        }
    }

    private static String describe(String headline, List<String> lines, GradeOutcome outcome) {
        StringBuilder message = new StringBuilder(headline);
        lines.forEach(line -> message.append(System.lineSeparator()).append("  ").append(line));
        return message.append(System.lineSeparator()).append("Report: ").append(outcome.htmlReport())
                .append(" (JSON: ").append(outcome.jsonReport()).append(')').toString();
    }
}
