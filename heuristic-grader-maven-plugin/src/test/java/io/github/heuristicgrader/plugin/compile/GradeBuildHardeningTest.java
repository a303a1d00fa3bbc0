package io.github.heuristicgrader.plugin.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.maven.execution.DefaultMavenExecutionRequest;
import org.apache.maven.execution.DefaultMavenExecutionResult;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Build;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The compiler plugin of every project, hardened in the model before Maven compiles, in a build that grades. */
class GradeBuildHardeningTest {

    @TempDir
    Path basedir;

    @Test
    void hardensThePluginAndEachExecutionBeforeAnythingCompiles() throws Exception {
        MavenProject project = project();
        MavenSession session = session(project, List.of("test-compile", "grade"));
        GradeBuildHardening hardening = new GradeBuildHardening();

        hardening.afterProjectsRead(session);

        Plugin compiler = project.getPlugin(CompilerHardening.COMPILER_PLUGIN);
        Xpp3Dom plugin = (Xpp3Dom) compiler.getConfiguration();
        Xpp3Dom execution = (Xpp3Dom) compiler.getExecutions().get(0).getConfiguration();
        String noProcessors = (String) project.getContextValue(GradeBuildHardening.HARDENED);
        assertEquals("none", plugin.getChild("proc").getValue());
        assertEquals("false", execution.getChild("fork").getValue());
        assertEquals(List.of("-processorpath", noProcessors), arguments(plugin));
        assertEquals(List.of("-Xlint", "-processorpath", noProcessors), arguments(execution));
        assertTrue(Files.isDirectory(Path.of(noProcessors)));
        try (var entries = Files.list(Path.of(noProcessors))) {
            assertEquals(0, entries.count());
        }

        hardening.afterSessionEnd(session);
        assertFalse(Files.exists(Path.of(noProcessors)));
    }

    @Test
    void leavesABuildThatDoesNotGradeAsItIs() throws Exception {
        MavenProject project = project();

        new GradeBuildHardening().afterProjectsRead(session(project, List.of("compile")));

        Xpp3Dom plugin = (Xpp3Dom) project.getPlugin(CompilerHardening.COMPILER_PLUGIN).getConfiguration();
        assertEquals("full", plugin.getChild("proc").getValue());
        assertNull(project.getContextValue(GradeBuildHardening.HARDENED));
    }

    @Test
    void aGraderExecutionWithoutAPhaseLeavesABuildThatDoesNotGradeAsItIs() throws Exception {
        MavenProject project = project();
        Plugin grader = new Plugin();
        grader.setGroupId("io.github.heuristicgrader");
        grader.setArtifactId("heuristic-grader-maven-plugin");
        PluginExecution execution = new PluginExecution();
        execution.setId("student-execution");
        grader.addExecution(execution);
        project.getBuild().addPlugin(grader);

        new GradeBuildHardening().afterProjectsRead(session(project,
                List.of("io.github.heuristicgrader:heuristic-grader-maven-plugin:0.1.0-SNAPSHOT:prepare")));

        assertNull(project.getContextValue(GradeBuildHardening.HARDENED));
    }

    private MavenProject project() throws Exception {
        Model model = new Model();
        model.setBuild(new Build());
        Plugin compiler = new Plugin();
        compiler.setGroupId("org.apache.maven.plugins");
        compiler.setArtifactId("maven-compiler-plugin");
        compiler.setConfiguration(Xpp3DomBuilder.build(new StringReader(
                "<configuration><proc>full</proc></configuration>")));
        PluginExecution execution = new PluginExecution();
        execution.setId("default-testCompile");
        execution.setConfiguration(Xpp3DomBuilder.build(new StringReader("<configuration><fork>true</fork>"
                + "<compilerArgs><arg>-Xlint</arg><arg>-Xplugin:Evil</arg></compilerArgs></configuration>")));
        compiler.addExecution(execution);
        model.getBuild().addPlugin(compiler);
        MavenProject project = new MavenProject(model);
        project.setFile(basedir.resolve("pom.xml").toFile());
        return project;
    }

    @SuppressWarnings("deprecation")
    private static MavenSession session(MavenProject project, List<String> goals) {
        DefaultMavenExecutionRequest request = new DefaultMavenExecutionRequest();
        request.setGoals(goals);
        MavenSession session = new MavenSession(null, null, request, new DefaultMavenExecutionResult());
        session.setProjects(List.of(project));
        return session;
    }

    private static List<String> arguments(Xpp3Dom configuration) {
        return Arrays.stream(configuration.getChild("compilerArgs").getChildren()).map(Xpp3Dom::getValue).toList();
    }
}
