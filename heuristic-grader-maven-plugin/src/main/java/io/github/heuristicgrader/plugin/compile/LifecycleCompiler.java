package io.github.heuristicgrader.plugin.compile;

import io.github.heuristicgrader.grading.Compilation;
import io.github.heuristicgrader.result.CompilerMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.lifecycle.LifecycleExecutor;
import org.apache.maven.lifecycle.MavenExecutionPlan;
import org.apache.maven.plugin.BuildPluginManager;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.PluginParameterExpressionEvaluator;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.component.configurator.expression.ExpressionEvaluationException;
import org.codehaus.plexus.util.xml.Xpp3Dom;

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
 *
 * <p>Every execution of the compiler plugin is hardened first ({@link CompilerHardening}): javac runs in Maven's JVM,
 * so no annotation processor, javac plugin or option of the submission's may load code into it. Each setting of the
 * POM's that this overrides is logged once. The executions of other plugins the plan holds are listed
 * ({@link #foreignExecutions()}): they run code the POM chose, in Maven's JVM, and the grade says so.
 */
public final class LifecycleCompiler implements ProjectCompiler {

    /** The phase the lifecycle runs to. */
    static final String PHASE = "test-compile";

    /** The plugins whose executions up to test-compile run no code the POM chose, once the compiler is hardened. */
    private static final Set<String> TRUSTED_PLUGINS = Set.of(CompilerHardening.COMPILER_PLUGIN,
            "org.apache.maven.plugins:maven-resources-plugin");

    /** The phases of the default lifecycle that compile and prepare the tests, after those of the main sources. */
    private static final Set<String> TEST_PHASES = Set.of("generate-test-sources", "process-test-sources",
            "generate-test-resources", "process-test-resources", "test-compile");

    private final MavenSession session;
    private final MavenProject project;
    private final LifecycleExecutor lifecycle;
    private final BuildPluginManager plugins;
    private final Log log;
    private final String self;
    private final List<String> processorArtifacts;
    private final List<String> foreignExecutions = new ArrayList<>();

    /**
     * @param self this plugin's {@code groupId:artifactId}, whose goals bound before test-compile are not run
     * @param processorArtifacts the annotation processors' artifacts the locked command line names
     *     ({@code groupId:artifactId:version}); empty for annotation processing off
     */
    public LifecycleCompiler(MavenSession session, MavenProject project, LifecycleExecutor lifecycle,
            BuildPluginManager plugins, Log log, String self, List<String> processorArtifacts) {
        this.self = self;
        this.processorArtifacts = List.copyOf(processorArtifacts);
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
        foreignExecutions.clear();
        for (MojoExecution execution : executions) {
            String plugin = execution.getGroupId() + ":" + execution.getArtifactId();
            if (!self.equals(plugin) && !TRUSTED_PLUGINS.contains(plugin)) {
                foreignExecutions.add(execution.getArtifactId() + ":" + execution.getVersion() + ":"
                        + execution.getGoal() + " (" + execution.getExecutionId() + ") at "
                        + execution.getLifecyclePhase());
            }
        }
        if (project.getContextValue(GradeBuildHardening.HARDENED) instanceof String hardened) {
            // The build's own empty processor path, which GradeBuildHardening made and deletes.
            return run(executions, new CompilerHardening(processorArtifacts, Path.of(hardened)), basedir);
        }
        Path noProcessors;
        try {
            // Fresh, empty and the grader's alone: the processor path javac is given, so that it looks nowhere else.
            noProcessors = Files.createTempDirectory("heuristic-grader-no-processors");
        } catch (IOException e) {
            throw new MojoExecutionException("cannot create an empty directory for javac's processor path: " + e, e);
        }
        try {
            return run(executions, new CompilerHardening(processorArtifacts, noProcessors), basedir);
        } finally {
            try {
                Files.deleteIfExists(noProcessors);
            } catch (IOException e) {
                log.warn("Cannot delete " + noProcessors + ": " + e);
            }
        }
    }

    /** {@inheritDoc} Empty until {@link #compile()} planned. */
    @Override
    public List<String> foreignExecutions() {
        return List.copyOf(foreignExecutions);
    }

    private Compilation run(List<MojoExecution> executions, CompilerHardening hardening, Path basedir)
            throws MojoExecutionException {
        Set<String> overridden = new LinkedHashSet<>();
        for (MojoExecution execution : executions) {
            if (self.equals(execution.getGroupId() + ":" + execution.getArtifactId())) {
                // A grade bound to a compile phase would run the lifecycle again, and so on without end.
                log.warn("Not running " + describe(execution) + " while compiling for the grade");
                continue;
            }
            boolean test = TEST_PHASES.contains(execution.getLifecyclePhase());
            if (CompilerHardening.COMPILER_PLUGIN.equals(execution.getGroupId() + ":" + execution.getArtifactId())) {
                for (String line : harden(execution, hardening)) {
                    if (overridden.add(line)) {
                        log.warn(line);
                    }
                }
            }
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

    /** Hardens the configuration of an execution of the compiler plugin; returns what it overrode. */
    private List<String> harden(MojoExecution execution, CompilerHardening hardening) throws MojoExecutionException {
        Xpp3Dom configuration = execution.getConfiguration() == null ? new Xpp3Dom("configuration")
                : new Xpp3Dom(execution.getConfiguration());
        Set<String> parameters = execution.getMojoDescriptor() == null
                || execution.getMojoDescriptor().getParameterMap() == null ? Set.of()
                : execution.getMojoDescriptor().getParameterMap().keySet();
        if (parameters.isEmpty()) {
            throw new MojoExecutionException(describe(execution) + " declares no parameters, so annotation processing"
                    + " cannot be turned off for it");
        }
        PluginParameterExpressionEvaluator evaluator = new PluginParameterExpressionEvaluator(session, execution);
        List<String> overridden = hardening.harden(configuration, parameters, expression -> {
            try {
                Object value = evaluator.evaluate(expression);
                return value == null ? null : value.toString();
            } catch (ExpressionEvaluationException e) {
                return expression;
            }
        });
        execution.setConfiguration(configuration);
        return overridden;
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
