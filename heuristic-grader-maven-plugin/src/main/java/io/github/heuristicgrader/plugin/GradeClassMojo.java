package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.fork.ClassDataArchives;
import io.github.heuristicgrader.classgrading.ClassGradeRequest;
import io.github.heuristicgrader.classgrading.ClassGrader;
import io.github.heuristicgrader.classgrading.Shard;
import io.github.heuristicgrader.classgrading.ShardMerge;
import io.github.heuristicgrader.grading.ExhaustiveGrader;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.grading.TestRequest;
import io.github.heuristicgrader.plugin.resolve.ResolvedArtifact;
import io.github.heuristicgrader.plugin.resolve.TestSetup;
import io.github.heuristicgrader.plugin.settings.GradeClassGoalSettings;
import io.github.heuristicgrader.plugin.settings.GradeRequestSettings;
import io.github.heuristicgrader.plugin.settings.LockedConfiguration;
import io.github.heuristicgrader.plugin.settings.Setting;
import io.github.heuristicgrader.report.ci.CiText;
import io.github.heuristicgrader.report.classreport.ClassReports;
import io.github.heuristicgrader.report.classreport.RunCost;
import io.github.heuristicgrader.report.classreport.StudentGrade;
import io.github.heuristicgrader.report.classreport.StudentReportReader;
import io.github.heuristicgrader.submissions.SourceCompiler;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Grades a whole class, or builds a class report from grades done elsewhere, and writes {@code class.json},
 * {@code grades.csv} and {@code index.html}.
 *
 * <p>With {@code grade.submissions}, run in the instructor's assignment project: each student's entry of that folder
 * is graded as the Gradescope kit grades it, the project's configuration being the grade's (locked with
 * {@code -Dgrade.lockedRubric} as {@code grade} is), its sources replaced file by file by the student's {@code .java}
 * files alone; each student's reports go to {@code students/<id>/} of the output. Then the
 * class report is built from them. With no project (Maven's standalone POM), the locked rubric
 * ({@code -Dgrade.lockedRubric}, then required) is the whole configuration: there are no template sources, the
 * students compile against the student API of this plugin's version and, for their tests, JUnit Jupiter of the version
 * this plugin was built with, at release {@value #RELEASE_WITHOUT_PROJECT} unless the command line sets
 * {@code maven.compiler.release}. With {@code grade.shard=I/N}, it grades the I-th of N parts of the students sorted by
 * id into {@code shard-I-of-N/} of the output, for a class graded on many machines. With {@code grade.reports} instead,
 * it reads one grade.json per student from each folder given, one folder per student named by the student's id, or the
 * outputs of class runs (the shards of one class), regrading nothing, and merges them into one class report; then it
 * runs with or without a project. A student's report that cannot be read, or a student that cannot be graded, is that
 * student's problem, listed in every output; the build fails only when a folder cannot be listed or an output cannot be
 * written.
 */
@Mojo(name = "grade-class", requiresProject = false, requiresDependencyResolution = ResolutionScope.TEST,
        threadSafe = true)
public class GradeClassMojo extends AbstractGradingMojo {

    /** Skips grading. */
    @Parameter(property = "grade.skip", defaultValue = "false")
    private boolean skip;

    /**
     * What to build the class report from, regrading nothing, comma separated: the outputs of class runs (the shards
     * of one class, grade.shard, merged into one report), or folders holding one folder per student, named by the
     * student's id, each with its grade.json at its root.
     */
    @Parameter(property = "grade.reports")
    private List<File> reports;

    /**
     * The part of the class this run grades, for a class graded on many machines: I/N (1 ≤ I ≤ N) grades the I-th of
     * N parts of the students sorted by id into shard-I-of-N/ of the output; auto/N reads I from the array-job
     * engine's variable (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX), auto N too where the
     * engine gives it (SLURM_ARRAY_TASK_COUNT). grade.reports then merges the shards' outputs.
     */
    @Parameter(property = "grade.shard")
    private String shard;

    /**
     * The folder of submissions to grade, one entry per student named by the student's id: a folder (a Maven project
     * at its root or deeper, or loose Java sources) or a zip file of one, named by the id and .zip.
     */
    @Parameter(property = "grade.submissions")
    private File submissions;

    /** Whether students whose reports are complete from an earlier run are graded again; by default they are skipped. */
    @Parameter(property = "grade.regrade", defaultValue = "false")
    private boolean regrade;

    /**
     * Heuristics of different students whose values differ on fewer than this share of the domain's states (or on
     * none) are grouped as "same behaviour: review"; from 0 (equal values only) to 0.1. Needs the values, so only
     * with grade.submissions or with grade.reports of class runs' outputs, which keep them; grade.reports of folders of
     * reports alone groups equal fingerprints.
     */
    @Parameter(property = "grade.sameBehaviourShare", defaultValue = "0.001")
    private String sameBehaviourShare;

    /**
     * A same-behaviour group whose rarest link (or function) more than this many students share is "common": a known
     * answer, ranked after the rare groups but still listed. A whole number from 1, or auto: the larger of 3 and a
     * tenth of the class, rounded up.
     */
    @Parameter(property = "grade.commonFunction", defaultValue = "auto")
    private String commonFunction;

    /**
     * The instructor's template as the students got it: with grade.submissions a folder of its sources, graded once
     * like a submission (into template/ of the output, never reported as a student); with grade.reports a folder
     * holding its grade.json. Any student's heuristic that behaves as one of the template's is left out of the
     * same-behaviour groups.
     */
    @Parameter(property = "grade.templateDir")
    private File templateDir;

    /**
     * Whether the template (grade.templateDir) may earn slot points alone, points every student without those classes
     * then gets from it; when false, a template that does is refused before any student is graded, naming the
     * classes to replace by stubs. Set it only for a template meant to give those points.
     */
    @Parameter(property = ClassGrader.TEMPLATE_MAY_EARN_POINTS, defaultValue = "false")
    private boolean templateMayEarnPoints;

    /**
     * Directory where the class report is written; by default target/grade-class in a project, or grade-class in the
     * current directory without one.
     */
    @Parameter(property = "grade.classOutputDirectory")
    private File classOutputDirectory;

    /** The student API's artifact id, which a run with no project compiles the students' sources against. */
    private static final String STUDENT_API = "heuristic-grader-api";

    /** The Java release a run with no project compiles for, unless the command line sets maven.compiler.release. */
    static final String RELEASE_WITHOUT_PROJECT = "17";

    /** With no project: the student API and JUnit Jupiter with its dependencies, once resolved. */
    private List<ResolvedArtifact> standaloneArtifacts;

    /** This goal's own settings: as its parameters give them, then as a lock leaves them when it grades. */
    private GradeClassGoalSettings goal;

    /** This goal's own settings as its parameters give them. */
    GradeClassGoalSettings.Builder goalSettings() {
        return new GradeClassGoalSettings.Builder().skip(skip).reports(reports).submissions(submissions)
                .shard(shard).regrade(regrade).sameBehaviourShare(sameBehaviourShare).commonFunction(commonFunction)
                .templateDir(templateDir).templateMayEarnPoints(templateMayEarnPoints)
                .classOutputDirectory(classOutputDirectory);
    }

    /**
     * Grades the submissions when there are any, then builds the class report. A class run that grades takes its
     * configuration from the lock when the command line locks it, this goal's own parameters too.
     */
    @Override
    public void execute() throws MojoExecutionException {
        GradeClassGoalSettings.Builder own = goalSettings();
        goal = own.build();
        if (goal.skip()) {
            getLog().info("Class report skipped (grade.skip)");
            return;
        }
        Configured configured = null;
        double share;
        Integer common;
        try {
            goal.checkOneSource();
            goal.share();
            goal.commonCount();
            if (goal.submissions() != null) {
                configured = configureToGrade(own.settings());
                goal = own.build();
                goal.checkOneSource();
            }
            share = goal.share();
            common = goal.commonCount();
        } catch (GradingException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        }
        Path output = outputDirectory();
        Shard part = null;
        if (goal.submissions() != null && goal.shard() != null && !goal.shard().isBlank()) {
            Shard.Chosen chosen;
            try {
                chosen = Shard.of(goal.shard(), System::getenv);
            } catch (IllegalArgumentException e) {
                throw new MojoExecutionException(CiText.inert(e.getMessage()), e);
            }
            part = chosen.shard();
            getLog().info(CiText.inert("Shard " + part + " (" + chosen.source() + ")"));
            output = output.resolve(part.folderName());
        }
        RunCost.Meter meter = new RunCost.Meter();
        List<Path> outputs = List.of(output);
        if (goal.submissions() != null) {
            gradeSubmissions(configured, output, part);
        } else {
            outputs = goal.reports().stream().map(file -> baseDirectory().resolve(file.toPath())).toList();
        }
        // Aggregating alone, the class report measures its own reading of the reports.
        RunCost cost = goal.submissions() == null ? null : meter.stop("grading the submissions in this run: CPU of"
                + " Maven's JVM and of the forks it waited for, peak memory of Maven's JVM");
        ClassReports.Written written;
        try {
            written = ShardMerge.merge(outputs, output, new ShardMerge.Comparing(share, common, template(output)),
                    cost, line -> getLog().warn(CiText.inert(line)));
        } catch (IOException e) {
            throw new MojoExecutionException(CiText.inert("cannot build the class report from " + outputs
                    + " into " + output + ": " + e.getMessage()), e);
        }
        written.summary().forEach(getLog()::info);
    }

    /**
     * The configuration the submissions are graded with: the instructor's project's, or the lock's; refused with no
     * project and no lock, where the submission's own would be all there is.
     */
    private Configured configureToGrade(List<Setting> own) throws MojoExecutionException {
        if (withoutProject() && !commandLineProperties().containsKey(LockedConfiguration.PROPERTY)) {
            throw new MojoExecutionException("grade-class -Dgrade.submissions grades every submission with the"
                    + " instructor's configuration: run it in the instructor's assignment project (where its pom.xml"
                    + " is), or, with no project, name the instructor's rubric with -D" + LockedConfiguration.PROPERTY
                    + "=FILE");
        }
        return configure(own);
    }

    /**
     * The template's grade given apart, with grade.reports: grade.templateDir names the folder of its grade.json. Null
     * otherwise: a class run's output holds the template's grade it made.
     */
    private StudentGrade template(Path output) throws MojoExecutionException {
        File templateDir = goal.templateDir();
        if (goal.submissions() != null || templateDir == null) {
            return null;
        }
        StudentGrade template = new StudentReportReader().readOne("template",
                templateDir.toPath().resolve(StudentReportReader.REPORT_NAME), output);
        if (!template.read()) {
            throw new MojoExecutionException(CiText.inert("grade.templateDir with grade.reports names the"
                    + " folder of the template's grade.json: " + template.problem()));
        }
        return template;
    }

    /**
     * Grades every submission of {@code part} (null: the whole class) into {@code output}, the reports in its
     * {@value ClassGrader#STUDENTS} folder; the students that could not be graded at all, with why.
     */
    private Map<String, String> gradeSubmissions(Configured configured, Path output, Shard part)
            throws MojoExecutionException {
        GradeRequestSettings settings = configured.settings();
        ClassGrader.Outcome outcome;
        try {
            GradeRequest grade = gradeRequest(configured, List.of());
            Path classes = classesDirectory();
            Path testClasses = testClassesDirectory();
            // Relative to the project, as Maven resolves a path the POM gives.
            Path folder = baseDirectory().resolve(goal.submissions().toPath());
            TestRequest withTests = testRequest(settings, true);
            ClassDataArchives classData = classData(output, settings, grade, withTests,
                    withoutProject() ? null : classes);
            ClassGradeRequest request = new ClassGradeRequest(folder, output, goal.regrade(), grade,
                    withTests, testRequest(settings, false), sourceDirectory(false), sourceDirectory(true),
                    classes, testClasses,
                    withoutProject() ? List.of(standaloneArtifacts().get(0).file())
                            : dependencies(project.getCompileClasspathElements(), classes, testClasses),
                    withoutProject() ? files(standaloneArtifacts())
                            : dependencies(project.getTestClasspathElements(), classes, testClasses),
                    new SourceCompiler(release(), encoding()),
                    goal.templateDir() == null ? null : baseDirectory().resolve(goal.templateDir().toPath()),
                    goal.templateMayEarnPoints(), part);
            ExhaustiveGrader sharing = preparedDomains(ExhaustiveGrader.builder().logTo(getLog()::debug,
                    getLog()::warn).sharingStateSpaces().usingClassData(classData), settings).build();
            outcome = new ClassGrader(sharing, getLog()::info, getLog()::warn).grade(request);
        } catch (GradingException e) {
            throw new MojoExecutionException(CiText.inert(e.getMessage()), e);
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("the project's class path is not resolved: " + e.getMessage(), e);
        }
        getLog().info("Graded " + outcome.graded() + " of " + outcome.submissions() + " students (" + outcome.skipped()
                + " skipped, already graded), " + outcome.failed() + " failed"
                + (outcome.failedBefore() == 0 ? "" : " (" + outcome.failedBefore() + " in an earlier run)")
                + (outcome.graded() == 0 ? "" : ", " + outcome.parallel() + " at a time, in "
                        + outcome.wallTime().toSeconds() + " s"));
        for (Map.Entry<String, String> error : outcome.errors().entrySet()) {
            getLog().warn(CiText.inert("  " + error.getKey() + " could not be graded: " + error.getValue()));
        }
        return outcome.errors();
    }

    /**
     * The class-data archives this run's forks start from: those of {@code -Dgrade.preparedDir} when given; else
     * those in {@value #PREPARED} of the output directory, made there by an earlier run with the same JDK, grader and
     * JUnit, or made now, before any student's code runs, from the instructor's project alone (its heuristics in
     * {@code classes}, JUnit over no tests). A run that cannot make them goes on without, saying why.
     */
    private ClassDataArchives classData(Path output, GradeRequestSettings settings, GradeRequest grade,
            TestRequest tests, Path classes) {
        if (settings.preparedDir() != null) {
            return classData(settings);
        }
        Path directory = output.resolve(PREPARED);
        List<String> earlier = new ArrayList<>();
        ClassDataArchives archives = ClassDataArchives.open(directory, javaExecutable(), untrustedDirectories(),
                earlier::add);
        if (archives.inUse()) {
            earlier.forEach(line -> getLog().info(CiText.inert(line)));
            return archives;
        }
        try {
            Files.createDirectories(directory);
            prepareClassData(directory, grade, tests, classes)
                    .forEach(line -> getLog().info(CiText.inert("Prepared class-data archive " + line)));
        } catch (IOException | MojoExecutionException e) {
            getLog().warn(CiText.inert("The forks run without class-data archives: " + e.getMessage()));
            return ClassDataArchives.none();
        }
        return ClassDataArchives.open(directory, javaExecutable(), untrustedDirectories(),
                line -> getLog().info(CiText.inert(line)));
    }

    /** The folder of the output directory where a run keeps the class-data archives it made. */
    static final String PREPARED = "prepared";

    /**
     * The folders the students' code can reach or write: the submissions and, in the output directory, their builds,
     * reports, values and the template's. The instructor's project is not one of them.
     */
    @Override
    List<Path> untrustedDirectories() {
        Path output = outputDirectory();
        List<Path> directories = new ArrayList<>();
        if (goal.submissions() != null) {
            directories.add(baseDirectory().resolve(goal.submissions().toPath()));
        }
        for (String folder : List.of(ClassGrader.STUDENTS, ClassGrader.BUILDS, ClassGrader.VALUES,
                ClassGrader.TEMPLATE)) {
            directories.add(output.resolve(folder));
        }
        return directories;
    }

    /**
     * The class path entries but the project's own class directories, which each student's take the place of (and
     * which a student template's sources compile without).
     */
    static List<Path> dependencies(List<String> classpath, Path classes, Path testClasses) {
        return classpath.stream().map(Path::of).filter(entry -> !entry.equals(classes) && !entry.equals(testClasses))
                .toList();
    }

    /**
     * The {@code --release} the students' sources compile for: the project's {@code maven.compiler.release}; with no
     * project, the command line's, else {@value #RELEASE_WITHOUT_PROJECT}.
     */
    private String release() {
        if (withoutProject()) {
            return commandLineProperties().getProperty("maven.compiler.release", RELEASE_WITHOUT_PROJECT);
        }
        return project.getProperties().getProperty("maven.compiler.release");
    }

    /** The source encoding, UTF-8 when none is set: the project's, or with no project the command line's. */
    private Charset encoding() throws MojoExecutionException {
        String encoding = (withoutProject() ? commandLineProperties() : project.getProperties())
                .getProperty("project.build.sourceEncoding");
        try {
            return encoding == null || encoding.isBlank() ? StandardCharsets.UTF_8 : Charset.forName(encoding.strip());
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("project.build.sourceEncoding '" + encoding + "' is no charset here", e);
        }
    }

    /** Whether Maven runs the goal with no project, on its standalone POM. */
    private boolean withoutProject() {
        return project == null || project.getFile() == null;
    }

    /** With no project, the rubric may lie anywhere but in the submissions; in a project, where {@code grade} says. */
    @Override
    List<Path> submissionDirectories() {
        return withoutProject() && goal.submissions() != null
                ? List.of(baseDirectory().resolve(goal.submissions().toPath())) : null;
    }

    /** With no project, Maven's conventional target/classes of the directory it runs in, which is never written. */
    @Override
    Path classesDirectory() {
        return withoutProject() ? baseDirectory().resolve("target").resolve("classes") : super.classesDirectory();
    }

    /** With no project, Maven's conventional target/test-classes, likewise. */
    @Override
    Path testClassesDirectory() {
        return withoutProject() ? baseDirectory().resolve("target").resolve("test-classes")
                : super.testClassesDirectory();
    }

    /** The instructor's main or test sources, which each student's replace; with no project, none. */
    private Path sourceDirectory(boolean test) {
        if (withoutProject()) {
            return null;
        }
        return Path.of(test ? project.getBuild().getTestSourceDirectory() : project.getBuild().getSourceDirectory());
    }

    /** With no project, the student API and JUnit Jupiter ({@link #standaloneArtifacts()}). */
    @Override
    List<ResolvedArtifact> projectArtifacts() throws MojoExecutionException {
        return withoutProject() ? standaloneArtifacts() : super.projectArtifacts();
    }

    /** With no project: the test classes, the classes, the student API and JUnit Jupiter. */
    @Override
    List<Path> projectTestClasspath() throws MojoExecutionException {
        if (!withoutProject()) {
            return super.projectTestClasspath();
        }
        List<Path> classpath = new ArrayList<>(List.of(testClassesDirectory(), classesDirectory()));
        classpath.addAll(files(standaloneArtifacts()));
        return classpath;
    }

    /** With no project, the student's classes alone: the API is the grader's, as a project's provided one is. */
    @Override
    List<Path> studentClasspath() throws MojoExecutionException {
        return withoutProject() ? List.of(classesDirectory())
                : super.studentClasspath();
    }

    /**
     * What a student's sources compile against when there is no project: first the student API of this plugin's
     * version, from this plugin's own dependencies; then JUnit Jupiter at the version this plugin was built with, with
     * its dependencies, for the students' tests. Resolved once.
     */
    private List<ResolvedArtifact> standaloneArtifacts() throws MojoExecutionException {
        if (standaloneArtifacts != null) {
            return standaloneArtifacts;
        }
        ResolvedArtifact api = pluginDependency(STUDENT_API);
        if (api == null) {
            throw new MojoExecutionException("this plugin's dependencies lack " + STUDENT_API + ", which the"
                    + " students' sources compile against");
        }
        Properties versions = new Properties();
        try (InputStream in = GradeClassMojo.class.getResourceAsStream("standalone.properties")) {
            if (in == null) {
                throw new IOException("standalone.properties is missing from the plugin");
            }
            versions.load(in);
        } catch (IOException e) {
            throw new MojoExecutionException("cannot read the JUnit version this plugin was built with: " + e, e);
        }
        List<ResolvedArtifact> artifacts = new ArrayList<>(List.of(api));
        artifacts.addAll(artifactResolver().resolve(new ResolvedArtifact(TestSetup.JUPITER, "junit-jupiter",
                versions.getProperty("junit.version"), "", null)));
        standaloneArtifacts = List.copyOf(artifacts);
        return standaloneArtifacts;
    }

    private static List<Path> files(List<ResolvedArtifact> artifacts) {
        return artifacts.stream().map(ResolvedArtifact::file).filter(Objects::nonNull).toList();
    }

    /** The output directory given, or the default: in the project's build directory, else in the current one. */
    private Path outputDirectory() {
        if (goal.classOutputDirectory() != null) {
            return goal.classOutputDirectory().toPath();
        }
        if (project == null || project.getFile() == null) {
            return Path.of(System.getProperty("user.dir"), "grade-class");
        }
        return Path.of(project.getBuild().getDirectory(), "grade-class");
    }
}
