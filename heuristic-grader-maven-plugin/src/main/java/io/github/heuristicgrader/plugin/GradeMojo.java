package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.grading.Compilation;
import io.github.heuristicgrader.grading.ExhaustiveGrader;
import io.github.heuristicgrader.grading.GradeOutcome;
import io.github.heuristicgrader.grading.Grader;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.classgrading.TemplateSources;
import io.github.heuristicgrader.plugin.compile.GradeBuildHardening;
import io.github.heuristicgrader.plugin.compile.LifecycleCompiler;
import io.github.heuristicgrader.plugin.compile.ProjectCompiler;
import io.github.heuristicgrader.plugin.compile.UntrustedBuild;
import io.github.heuristicgrader.plugin.settings.GradeGoalSettings;
import io.github.heuristicgrader.plugin.settings.GradeRequestSettings;
import io.github.heuristicgrader.report.ci.CiText;
import io.github.heuristicgrader.report.ci.GitHubClassroomWriter;
import io.github.heuristicgrader.report.ci.StoppedWorkflowCommands;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.apache.maven.lifecycle.LifecycleExecutor;
import org.apache.maven.plugin.BuildPluginManager;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

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
public class GradeMojo extends AbstractGradingMojo {

    /**
     * The report formats written, comma separated, of json, html, gradescope, junit-xml, prairielearn, github-summary
     * and github-classroom; every format when not set.
     */
    @Parameter(property = "grade.formats")
    private String formats;

    /** Skips grading. */
    @Parameter(property = "grade.skip", defaultValue = "false")
    private boolean skip;

    /** Whether a heuristic that breaks a required check, or a score below {@code minimumScore}, fails the build. */
    @Parameter(property = "grade.failOnViolation", defaultValue = "true")
    private boolean failOnViolation;

    /**
     * The annotation processors an assignment needs, as {@code groupId:artifactId:version}, comma separated: the
     * compiles of a grade then run these processors, from these artifacts alone. Taken from the command line of a
     * locked grade only ({@code -Dgrade.lockedRubric}); otherwise, and whatever the POM sets here, annotation
     * processing is off for every compile the grade runs, so that no class of the submission's runs inside javac.
     */
    @Parameter(property = "grade.annotationProcessorArtifacts")
    private List<String> annotationProcessorArtifacts;

    /**
     * The template's main sources as students got them, outside the project (the kits pass their own copy): a class
     * whose source file the project holds with the template's bytes is the template's, unchanged, and a slot it fills
     * that earns nothing is reported empty, saying the submission did not write it. Unset, no class is known to be
     * the template's. The grade goal's alone: grade-class knows each student's files itself.
     */
    @Parameter(property = "grade.templateSources")
    private File templateSources;

    /** Plans the project's lifecycle up to {@code test-compile}. */
    @Component
    private LifecycleExecutor lifecycleExecutor;

    /** Runs each mojo execution of that plan. */
    @Component
    private BuildPluginManager buildPluginManager;

    /** The grading core; tests put a stub here, otherwise one that logs to this goal's log. */
    Grader grader;

    /** Compiles the project; tests put a stub here, otherwise one that runs its lifecycle. */
    ProjectCompiler compiler;

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
            if (graded.failOnViolation() || !graded.compilation().compiled()) {
                throw new MojoFailureException(message);
            }
            getLog().warn(message);
        }
    }

    /**
     * What grading gave: the outcome, the compilation, Classroom's annotation line or null, and whether a failing
     * grade fails the build.
     */
    private record Graded(GradeOutcome outcome, Compilation compilation, String annotation, boolean failOnViolation) {
    }

    /** This goal's own settings as its parameters give them. */
    GradeGoalSettings.Builder goalSettings() {
        return new GradeGoalSettings.Builder().skip(skip).failOnViolation(failOnViolation)
                .annotationProcessorArtifacts(annotationProcessorArtifacts).templateSources(templateSources)
                .formats(formats);
    }

    /**
     * Compiles and grades, logging the summary but Classroom's annotation; null when grading is skipped.
     *
     * @throws MojoExecutionException when grading cannot be done as configured
     */
    private Graded grade() throws MojoExecutionException {
        GradeGoalSettings.Builder own = goalSettings();
        Configured configured = configure(own.settings());
        GradeGoalSettings goal = own.build();
        if (goal.skip()) {
            getLog().info("Grading is skipped (grade.skip).");
            return null;
        }
        GradeOutcome outcome;
        Compilation compilation;
        GradeRequestSettings settings = configured.settings();
        Grader core = grader != null ? grader : preparedDomains(ExhaustiveGrader.builder()
                .logTo(getLog()::info, getLog()::warn).usingClassData(classData(settings)), settings).build();
        try {
            // Before compiling: a build that stops there must not leave an earlier run's reports looking current.
            core.clearEarlierRun(settings.outputDirectory().toPath());
            ProjectCompiler projectCompiler = compiler != null ? compiler : new LifecycleCompiler(session, project,
                    lifecycleExecutor, buildPluginManager, getLog(), self(),
                    goal.processorArtifacts(configured.lock().locked(), getLog()::warn));
            compilation = projectCompiler.compile();
            if (goal.templateSources() != null) {
                compilation = compilation.withTemplateClasses(TemplateSources.unchangedIn(
                        goal.templateSources().toPath(), Path.of(project.getBuild().getSourceDirectory())));
            }
            outcome = core.grade(gradeRequest(configured, notTrusted(projectCompiler)).withCompilation(compilation)
                    .withFormats(goal.reportFormats()));
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
        return new Graded(outcome, compilation, annotation, goal.failOnViolation());
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
        List<String> pluginArtifacts = plugin.getArtifacts() == null ? List.of() : plugin.getArtifacts().stream()
                .map(artifact -> artifact.getGroupId() + ":" + artifact.getArtifactId()).toList();
        findings.addAll(UntrustedBuild.pom(project, self(),
                UntrustedBuild.graderDirectories(plugin.getGroupId(), pluginArtifacts)));
        findings.addAll(UntrustedBuild.executions(projectCompiler.foreignExecutions()));
        findings.addAll(UntrustedBuild.unhardenedCompiles(
                project.getContextValue(GradeBuildHardening.HARDENED) != null,
                session == null || session.getGoals() == null ? List.of() : session.getGoals(),
                mojoExecution == null ? null : mojoExecution.getLifecyclePhase()));
        return findings;
    }

    private static String describe(String headline, List<String> lines, GradeOutcome outcome) {
        StringBuilder message = new StringBuilder(headline);
        lines.forEach(line -> message.append(System.lineSeparator()).append("  ").append(line));
        return message.append(System.lineSeparator()).append("Report: ").append(outcome.htmlReport())
                .append(" (JSON: ").append(outcome.jsonReport()).append(')').toString();
    }
}
