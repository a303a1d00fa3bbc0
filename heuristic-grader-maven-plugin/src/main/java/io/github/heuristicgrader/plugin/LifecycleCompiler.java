package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.grading.Compilation;
import io.github.heuristicgrader.report.CompilerMessage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.lifecycle.LifecycleExecutor;
import org.apache.maven.lifecycle.MavenExecutionPlan;
import org.apache.maven.plugin.BuildPluginManager;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;

/**
 * Compiles the project by running its own default lifecycle up to {@code test-compile}: Maven's execution plan for
 * that phase gives every mojo execution bound to it, configured from the project's POM (the compiler plugin's
 * version, {@code <release>}, annotation processors, plugins bound to {@code generate-sources}), and each runs as
 * Maven would run it, with a {@code --- plugin:version:goal (execution) @ project ---} line before it.
 *
 * <p>Unlike a forked lifecycle ({@code @Execute}), a failing execution does not end the build: a
 * {@link MojoFailureException} of an execution bound to a main phase (up to {@code process-classes}) means the main
 * sources do not compile, and the test phases are not run; of a test phase, the test sources do not compile. The
 * compiler's messages are read from the exception's long message ({@link CompilerOutput}). Any other failure (a
 * plugin that cannot be resolved or configured, a compiler that cannot start) is an error of the build, not of the
 * student's code. When the main source directory holds no {@code .java} file, nothing is compiled and the result
 * names the files that lie elsewhere ({@link SourceLayout}). This plugin's own goals in the plan (a POM binding
 * {@code grade} to {@code compile}) are not run, which would start the lifecycle again without end.
 */
final class LifecycleCompiler implements ProjectCompiler {

    /** The phase the lifecycle runs to. */
    static final String PHASE = "test-compile";

    /** The phases of the default lifecycle that compile and prepare the tests, after those of the main sources. */
    private static final Set<String> TEST_PHASES = Set.of("generate-test-sources", "process-test-sources",
            "generate-test-resources", "process-test-resources", "test-compile");

    private final MavenSession session;
    private final MavenProject project;
    private final LifecycleExecutor lifecycle;
    private final BuildPluginManager plugins;
    private final Log log;
    private final String self;

    /** @param self this plugin's {@code groupId:artifactId}, whose goals bound before test-compile are not run */
    LifecycleCompiler(MavenSession session, MavenProject project, LifecycleExecutor lifecycle,
            BuildPluginManager plugins, Log log, String self) {
        this.self = self;
        this.session = session;
        this.project = project;
        this.lifecycle = lifecycle;
        this.plugins = plugins;
        this.log = log;
    }

    @Override
    public Compilation compile() throws MojoExecutionException {
        Path basedir = project.getBasedir().toPath();
        List<Path> mainRoots = project.getCompileSourceRoots().stream().map(Path::of).toList();
        try {
            if (!SourceLayout.holdsSources(mainRoots)) {
                List<Path> skipped = new ArrayList<>(project.getTestCompileSourceRoots().stream().map(Path::of)
                        .toList());
                skipped.add(Path.of(project.getBuild().getDirectory()));
                Compilation compilation = Compilation.noMainSources(SourceLayout.misplaced(basedir,
                        Path.of(project.getBuild().getSourceDirectory()), skipped));
                log.error("No .java file in " + project.getBuild().getSourceDirectory()
                        + ": nothing is compiled or graded; the grade's summary says where the sources lie");
                return compilation;
            }
        } catch (IOException e) {
            throw new MojoExecutionException("cannot look for the project's sources in " + basedir + ": " + e, e);
        }
        List<MojoExecution> executions = plan();
        for (MojoExecution execution : executions) {
            if (self.equals(execution.getGroupId() + ":" + execution.getArtifactId())) {
                // A grade bound to a compile phase would run the lifecycle again, and so on without end.
                log.warn("Not running " + describe(execution) + " while compiling for the grade");
                continue;
            }
            boolean test = TEST_PHASES.contains(execution.getLifecyclePhase());
            log.info("");
            log.info("--- " + execution.getArtifactId() + ":" + execution.getVersion() + ":" + execution.getGoal()
                    + " (" + execution.getExecutionId() + ") @ " + project.getArtifactId() + " ---");
            try {
                plugins.executeMojo(session, execution);
            } catch (MojoFailureException e) {
                // Read through Maven's own type: the compiler's exception class is in the compiler plugin's realm.
                List<CompilerMessage> messages = CompilerOutput.parse(
                        e.getLongMessage() != null && !e.getLongMessage().isBlank() ? e.getLongMessage()
                                : e.getMessage(), basedir);
                if (messages.isEmpty()) {
                    messages = List.of(new CompilerMessage(null, null, null, execution.getArtifactId() + ":"
                            + execution.getGoal() + " failed"));
                }
                return test ? Compilation.testsFailed(messages) : Compilation.mainFailed(messages);
            } catch (MojoExecutionException e) {
                throw new MojoExecutionException(describe(execution) + " could not run: " + e.getMessage(), e);
            } catch (Exception e) {
                throw new MojoExecutionException(describe(execution) + " could not run: " + e, e);
            }
        }
        return Compilation.COMPILED;
    }

    /** The mojo executions up to {@value #PHASE}, configured from the project's POM. */
    private List<MojoExecution> plan() throws MojoExecutionException {
        MavenProject current = session.getCurrentProject();
        session.setCurrentProject(project);
        try {
            MavenExecutionPlan plan = lifecycle.calculateExecutionPlan(session, PHASE);
            return plan.getMojoExecutions();
        } catch (Exception e) {
            throw new MojoExecutionException("cannot plan the build up to " + PHASE + " of " + project.getId() + ": "
                    + e.getMessage(), e);
        } finally {
            session.setCurrentProject(current);
        }
    }

    private String describe(MojoExecution execution) {
        return execution.getArtifactId() + ":" + execution.getVersion() + ":" + execution.getGoal() + " ("
                + execution.getExecutionId() + ") of " + project.getId();
    }
}
