package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.fork.ClassDataArchives;
import io.github.heuristicgrader.fork.ClassDataPreparation;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.grading.ExhaustiveGrader;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.database.PreparedDomains;
import io.github.heuristicgrader.grading.TestRequest;
import io.github.heuristicgrader.plugin.resolve.DependencyResolver;
import io.github.heuristicgrader.plugin.resolve.JUnitJars;
import io.github.heuristicgrader.plugin.resolve.MavenDependencyResolver;
import io.github.heuristicgrader.plugin.resolve.ResolvedArtifact;
import io.github.heuristicgrader.plugin.resolve.TestSetup;
import io.github.heuristicgrader.plugin.settings.GradeRequestSettings;
import io.github.heuristicgrader.plugin.settings.LockedConfiguration;
import io.github.heuristicgrader.plugin.settings.Setting;
import io.github.heuristicgrader.report.ci.CiText;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;

/**
 * The parameters every grading goal shares ({@code grade}, {@code grade-class}, {@code prepare}): what a grade request
 * is made of, and the build the goal runs in. A goal fills {@link GradeRequestSettings} from them and its own
 * settings from its own parameters; when the command line locks the configuration, {@link LockedConfiguration}
 * replaces every value in those settings, the goal's fields left as Maven set them.
 */
public abstract class AbstractGradingMojo extends AbstractMojo {

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
     * The distance from its goals within which each puzzle is graded, when the whole puzzle is too large to hold: a
     * whole number (moves, when each costs 1), or fit for the largest whose states maxStates holds; when not set, the
     * rubric file's radius, else the puzzle's own (the 15-puzzle's 24), else the whole puzzle.
     */
    @Parameter(property = "grade.radius")
    private String radius;

    /**
     * The most states one puzzle's database may hold, the whole puzzle's or a radius's; when not set, the rubric
     * file's maxStates, else 20,000,000.
     */
    @Parameter(property = "grade.maxStates")
    private Long maxStates;

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
     * A directory the {@code prepare} goal wrote, outside the project and writable by this user or root alone: each
     * domain's state space and suites are read from it ({@code domains/}) when their digest is the one the grader
     * carries, and the forked JVMs start from its class-data archives where they fit ({@code class-data/}). What is
     * not trusted or no longer matches the JDK or the jars is left unused, the log says why, and the grade goes on.
     */
    @Parameter(property = "grade.preparedDir")
    File preparedDir;

    /** The project whose heuristics are graded. */
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** This plugin, whose class path (its jar and the grader's modules) the forked JVMs' class path is built from. */
    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    PluginDescriptor plugin;

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
    MavenSession session;

    /** This goal's execution, whose descriptor lists the parameters a lock sets from the command line. */
    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    MojoExecution mojoExecution;

    /** Resolves test artifacts; tests put a stub here, otherwise Maven's resolver is used. */
    DependencyResolver resolver;

    /** The forks' heap while the archives are made, unless one is configured. */
    static final int PREPARE_HEAP_MEGABYTES = 256;

    /** The shared settings as this goal's parameters give them. */
    GradeRequestSettings.Builder requestSettings() {
        return new GradeRequestSettings.Builder().heuristics(heuristics).puzzles(puzzles)
                .outputDirectory(outputDirectory).forkTimeoutSeconds(forkTimeoutSeconds)
                .gradeTimeoutSeconds(gradeTimeoutSeconds).forkMaxHeapMegabytes(forkMaxHeapMegabytes).points(points)
                .minimumScore(minimumScore).radius(radius).maxStates(maxStates).rubricFile(rubricFile)
                .runTests(runTests).instructorTests(instructorTests)
                .testTimeoutSeconds(testTimeoutSeconds).testRunTimeoutSeconds(testRunTimeoutSeconds)
                .maxMicrosPerEvaluation(maxMicrosPerEvaluation).sandbox(sandbox).sandboxUserIds(sandboxUserIds)
                .preparedDir(preparedDir);
    }

    /**
     * The configuration a goal grades with: the lock, and the shared settings as the parameters or the lock give them.
     *
     * @param lock the command line's lock on the parameters, or the POM's configuration untouched
     * @param settings the shared settings
     */
    record Configured(LockedConfiguration lock, GradeRequestSettings settings) {
    }

    /**
     * The configuration locked by the command line, every parameter of the goal then set from there in its setting:
     * the shared ones, and the goal's own in {@code own}; or the POM's, untouched.
     *
     * @param own the settings of the goal's own parameters, filled from its fields
     */
    Configured configure(List<Setting> own) throws MojoExecutionException {
        GradeRequestSettings.Builder shared = requestSettings();
        List<Setting> settings = new ArrayList<>(shared.settings());
        settings.addAll(own);
        try {
            LockedConfiguration lock = LockedConfiguration.lock(settings, session, mojoExecution, project,
                    plugin.getPluginLookupKey(), baseDirectory(), submissionDirectories());
            if (lock.locked()) {
                getLog().info(lock.describe());
            }
            return new Configured(lock, shared.build());
        } catch (GradingException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
    }

    /** Every message of the goal's log inert for CI log parsers ({@link InertLog}). */
    @Override
    public Log getLog() {
        return new InertLog(super.getLog());
    }

    /** The JVM's {@code java}, which the forks run. */
    static Path javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
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
     * The class-data archives of the prepared directory, checked against {@link #untrustedDirectories()}; none when
     * no directory is given.
     */
    ClassDataArchives classData(GradeRequestSettings settings) {
        if (settings.preparedDir() == null) {
            return ClassDataArchives.none();
        }
        return ClassDataArchives.open(settings.preparedDir().toPath(), javaExecutable(), untrustedDirectories(),
                line -> getLog().info(CiText.inert(line)));
    }

    /**
     * {@code builder} reading each domain's state space and suites from the prepared directory when given
     * ({@link PreparedDomains}: used only when a file's digest is the one the grader carries, wherever it lies).
     */
    static ExhaustiveGrader.Builder preparedDomains(ExhaustiveGrader.Builder builder, GradeRequestSettings settings) {
        return settings.preparedDir() == null ? builder
                : builder.preparedDomains(settings.preparedDir().toPath().toAbsolutePath());
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

    /**
     * The artifact {@code artifactId} of this plugin's group among this plugin's dependencies, with its file; null if
     * none.
     */
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

    /** This plugin's {@code groupId:artifactId}. */
    String self() {
        return plugin.getGroupId() + ":" + plugin.getArtifactId();
    }

    /**
     * The request the configuration makes for the project's classes ({@link GradeRequestSettings#gradeRequest}).
     *
     * @param notTrusted what the grader saw of Maven running code the submission chose
     */
    GradeRequest gradeRequest(Configured configured, List<String> notTrusted)
            throws MojoExecutionException, GradingException {
        GradeRequestSettings settings = configured.settings();
        return settings.gradeRequest(configured.lock(), new GradeRequestSettings.Code(classesDirectory(),
                studentClasspath(), graderClasspath(), javaExecutable()), () -> testRequest(settings, null),
                notTrusted);
    }

    /**
     * The tests to run; {@code testClassesPresent} says whether the project has test classes, or null to look in its
     * test output directory.
     */
    TestRequest testRequest(GradeRequestSettings settings, Boolean testClassesPresent)
            throws MojoExecutionException {
        return new TestSetup(artifactResolver()).plan(settings.runTests(), settings.instructorTestCoordinates(),
                projectArtifacts(), projectTestClasspath(), studentClasspath(), testClassesDirectory(),
                testClassesPresent, baseDirectory(), settings.testTimeout(), settings.testRunTimeout());
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
}
