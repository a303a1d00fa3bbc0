package io.github.heuristicgrader.plugin.compile;

import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.plugin.settings.LockedConfiguration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.inject.Named;
import javax.inject.Singleton;
import org.apache.maven.AbstractMavenLifecycleParticipant;
import org.apache.maven.MavenExecutionException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hardens the compiler plugin of every project of a build that runs the grade, before Maven compiles anything: a
 * build that compiles before the grade goal acts ({@code mvn test-compile grade}, the goal bound to a later phase)
 * would otherwise run the student's annotation processors and javac plugins in Maven's JVM, where they could rewrite
 * the reports after the grader wrote them. It applies {@link CompilerHardening} to the compiler plugin's
 * configuration in each project's model, of the plugin and of each execution, and logs what it overrode once.
 *
 * <p>Maven runs it only where the grader is declared with {@code <extensions>true</extensions>} (as {@code mvn grade}
 * needs anyway). Maven 3.8 finds it in {@code META-INF/plexus/components.xml}, Maven 3.9 in the Sisu index
 * ({@code META-INF/sisu/javax.inject.Named}); where both are read, the second instance finds every project hardened.
 * Where it did not run and Maven compiled beside the grade, the grade says so
 * ({@link UntrustedBuild#unhardenedCompiles}).
 */
@Named("heuristic-grader")
@Singleton
public class GradeBuildHardening extends AbstractMavenLifecycleParticipant {

    /**
     * The project context key whose value, the empty processor path given to javac, says that this participant
     * hardened the project.
     */
    public static final String HARDENED = "heuristic-grader.noProcessors";

    /** This plugin's {@code groupId:artifactId}. */
    static final String SELF = "io.github.heuristicgrader:heuristic-grader-maven-plugin";

    /** The compiler plugin's parameters that the model may set, each as old as compiler plugin 3.1. */
    private static final Set<String> MODEL_PARAMETERS = Set.of("proc", "annotationProcessors",
            "annotationProcessorPaths", "compilerArgs", "compilerArgument", "compilerArguments",
            "testCompilerArgument", "testCompilerArguments", "fork", "executable", "compilerId");

    /** The default lifecycle's phases, in order. */
    private static final List<String> DEFAULT_PHASES = List.of("validate", "initialize", "generate-sources",
            "process-sources", "generate-resources", "process-resources", "compile", "process-classes",
            "generate-test-sources", "process-test-sources", "generate-test-resources", "process-test-resources",
            "test-compile", "process-test-classes", "test", "prepare-package", "package", "pre-integration-test",
            "integration-test", "post-integration-test", "verify", "install", "deploy");

    private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");

    private static final Logger LOG = LoggerFactory.getLogger(GradeBuildHardening.class);

    private Path noProcessors;

    /** A participant; Maven makes one per build. */
    public GradeBuildHardening() {
    }

    @Override
    public void afterProjectsRead(MavenSession session) throws MavenExecutionException {
        if (!gradeRequested(session.getGoals(), session.getProjects())) {
            return;
        }
        Properties userProperties = session.getUserProperties();
        List<String> processorArtifacts = new ArrayList<>();
        String locked = userProperties.getProperty(LockedConfiguration.PROPERTY);
        String named = userProperties.getProperty(LockedConfiguration.PREFIX + "annotationProcessorArtifacts");
        if (locked != null && named != null && commandLineAlone(session)) {
            for (String artifact : named.split(",")) {
                if (artifact.strip().split(":", -1).length == 3) {
                    processorArtifacts.add(artifact.strip());
                }
            }
        }
        try {
            // Fresh, empty and the grader's alone: javac's processor path in this build, so that it looks nowhere else.
            noProcessors = Files.createTempDirectory("heuristic-grader-no-processors");
        } catch (IOException e) {
            throw new MavenExecutionException("cannot create an empty directory for javac's processor path: " + e,
                    e);
        }
        CompilerHardening hardening = new CompilerHardening(processorArtifacts, noProcessors);
        Set<String> overridden = new LinkedHashSet<>();
        for (MavenProject project : session.getProjects()) {
            if (project.getContextValue(HARDENED) != null) {
                // Registered twice (components.xml, the Sisu index): a Maven that finds both runs it once.
                continue;
            }
            Plugin compiler = project.getPlugin(CompilerHardening.COMPILER_PLUGIN);
            if (compiler != null) {
                Properties properties = new Properties();
                properties.putAll(project.getProperties());
                properties.putAll(session.getSystemProperties());
                properties.putAll(userProperties);
                compiler.setConfiguration(harden(compiler.getConfiguration(), hardening, properties, overridden));
                for (PluginExecution execution : compiler.getExecutions()) {
                    execution.setConfiguration(harden(execution.getConfiguration(), hardening, properties,
                            overridden));
                }
            }
            project.setContextValue(HARDENED, noProcessors.toString());
        }
        overridden.forEach(LOG::warn);
    }

    @Override
    public void afterSessionEnd(MavenSession session) {
        if (noProcessors != null) {
            try {
                Files.deleteIfExists(noProcessors);
            } catch (IOException e) {
                LOG.warn("Cannot delete " + noProcessors + ": " + e);
            }
        }
    }

    /**
     * Whether the command line's properties are the platform's alone: no {@code .mvn/maven.config} Maven may have
     * read sets a grader property, which would pass for the command line's (a locked grade then stops with an error,
     * but only once the goal runs, after Maven's own compiles).
     */
    private static boolean commandLineAlone(MavenSession session) {
        Set<Path> directories = new LinkedHashSet<>();
        if (session.getRequest() != null && session.getRequest().getMultiModuleProjectDirectory() != null) {
            directories.add(session.getRequest().getMultiModuleProjectDirectory().toPath());
        }
        if (session.getExecutionRootDirectory() != null) {
            directories.add(Path.of(session.getExecutionRootDirectory()));
        }
        session.getProjects().forEach(project -> directories.add(project.getBasedir().toPath()));
        for (Path directory : directories) {
            try {
                LockedConfiguration.refuseMavenConfig(directory);
            } catch (GradingException e) {
                LOG.warn("annotation processing is off for grading: " + e.getMessage());
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the build runs the grade: the command line names the {@code grade} phase or a {@code …:grade} goal, or
     * a project binds this plugin's goal to a phase of the default lifecycle that the command line's phases reach.
     * (Maven's model also holds the {@code default-grade} execution of the grader's own {@code grade} lifecycle,
     * which only {@code mvn grade} runs.)
     */
    static boolean gradeRequested(List<String> goals, List<MavenProject> projects) {
        if (goals.stream().anyMatch(goal -> goal.equals("grade") || goal.endsWith(":grade"))) {
            return true;
        }
        int reached = goals.stream().mapToInt(DEFAULT_PHASES::indexOf).max().orElse(-1);
        for (MavenProject project : projects) {
            Plugin self = project.getPlugin(SELF);
            if (self == null) {
                continue;
            }
            for (PluginExecution execution : self.getExecutions()) {
                // Without a phase an execution runs in none: the grade goal declares no default phase.
                int phase = execution.getPhase() == null ? -1 : DEFAULT_PHASES.indexOf(execution.getPhase());
                if (execution.getGoals().contains("grade") && phase >= 0 && phase <= reached) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Xpp3Dom harden(Object configuration, CompilerHardening hardening, Properties properties,
            Set<String> overridden) {
        Xpp3Dom hardened = configuration instanceof Xpp3Dom dom ? dom : new Xpp3Dom("configuration");
        overridden.addAll(hardening.harden(hardened, MODEL_PARAMETERS, text -> resolve(text, properties)));
        return hardened;
    }

    /** The text with its {@code ${property}} expressions replaced by the properties' values; null when unset. */
    private static String resolve(String text, Properties properties) {
        Matcher matcher = PROPERTY.matcher(text);
        StringBuilder resolved = new StringBuilder();
        while (matcher.find()) {
            String value = properties.getProperty(matcher.group(1));
            if (value == null && matcher.start() == 0 && matcher.end() == text.length()) {
                return null;
            }
            matcher.appendReplacement(resolved, Matcher.quoteReplacement(value == null ? matcher.group() : value));
        }
        matcher.appendTail(resolved);
        return resolved.toString();
    }
}
