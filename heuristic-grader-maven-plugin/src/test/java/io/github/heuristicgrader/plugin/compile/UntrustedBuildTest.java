package io.github.heuristicgrader.plugin.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.template.EmbeddedRepository;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.apache.maven.model.Build;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Extension;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.Repository;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the grader sees of Maven running the submission's code in Maven's JVM, and what it does not count; and when
 * {@link GradeBuildHardening} hardens a build.
 */
class UntrustedBuildTest {

    private static final String SELF = "io.github.heuristicgrader:heuristic-grader-maven-plugin";

    @TempDir
    Path project;

    @Test
    void namesTheSubmissionsMavenFilesThatRunCodeInMavensJvm() throws IOException {
        Path mvn = Files.createDirectories(project.resolve(".mvn"));
        Files.writeString(mvn.resolve("extensions.xml"), "<extensions><extension/></extensions>");
        Files.writeString(mvn.resolve("jvm.config"), "-Xmx1g -javaagent:agent.jar\n-XX:TieredStopAtLevel=1"
                + " -Dmaven.ext.class.path=evil.jar -XX:OnOutOfMemoryError=./evil.sh");
        Files.writeString(mvn.resolve("maven.config"), "-Dmaven.repo.local=repo\n-s settings.xml\n");

        assertEquals(List.of("The submission's .mvn/extensions.xml loads build extensions into Maven's JVM before"
                        + " the grader starts.",
                "The submission's .mvn/jvm.config gives Maven's JVM options that load code into it:"
                        + " -javaagent:agent.jar -Dmaven.ext.class.path=evil.jar -XX:OnOutOfMemoryError=./evil.sh.",
                "The submission's .mvn/maven.config adds to Maven's command line: -Dmaven.repo.local=repo -s"
                        + " settings.xml."),
                UntrustedBuild.mavenDirectories(List.of(project, project.resolve(".")), project));
    }

    @Test
    void countsNoHarmlessMavenFile(@TempDir Path top) throws IOException {
        Path mvn = Files.createDirectories(project.resolve(".mvn"));
        Files.writeString(mvn.resolve("jvm.config"), "-XX:TieredStopAtLevel=1 -Xmx2g -Dgrade.skip=true\n");
        Files.writeString(mvn.resolve("maven.config"), " \n");
        Files.writeString(mvn.resolve("extensions.xml"), "");
        Files.createDirectories(mvn.resolve("wrapper"));

        assertEquals(List.of(), UntrustedBuild.mavenDirectories(List.of(project, top), project));
    }

    @Test
    void namesAMavenFileOutsideTheSubmissionByItsPath(@TempDir Path top) throws IOException {
        Path mvn = Files.createDirectories(top.resolve(".mvn"));
        Files.writeString(mvn.resolve("maven.config"), "-o");

        assertEquals(List.of("The file " + mvn.resolve("maven.config") + " adds to Maven's command line: -o."),
                UntrustedBuild.mavenDirectories(List.of(project, top), project));
    }

    @Test
    void namesEveryAgentInMavensJvm() {
        assertEquals(List.of("Maven's JVM runs with the agent -javaagent:/tmp/a.jar=x, which sees and can change"
                        + " every class it loads.",
                "Maven's JVM runs with the agent -agentpath:/tmp/a.so, which sees and can change every class it"
                        + " loads."),
                UntrustedBuild.javaAgents(List.of("-Xmx1g", "-javaagent:/tmp/a.jar=x", "-Dx=-javaagent:y",
                        "-agentpath:/tmp/a.so")));
    }

    @Test
    void namesThePomsExtensionsAndWhatItAddsToTheCompiler() throws Exception {
        Model model = new Model();
        model.setBuild(new Build());
        Extension extension = new Extension();
        extension.setGroupId("evil");
        extension.setArtifactId("extension");
        extension.setVersion("1");
        model.getBuild().addExtension(extension);
        model.getBuild().addPlugin(plugin("io.github.heuristicgrader", "heuristic-grader-maven-plugin", true));
        model.getBuild().addPlugin(plugin("evil", "lifecycle", true));
        Plugin compiler = plugin("org.apache.maven.plugins", "maven-compiler-plugin", false);
        Dependency dependency = new Dependency();
        dependency.setGroupId("org.codehaus.plexus");
        dependency.setArtifactId("plexus-compiler-eclipse");
        dependency.setVersion("2.15.0");
        compiler.addDependency(dependency);
        PluginExecution execution = new PluginExecution();
        execution.setId("default-testCompile");
        execution.setConfiguration(Xpp3DomBuilder.build(new StringReader(
                "<configuration><compilerId>eclipse</compilerId></configuration>")));
        compiler.addExecution(execution);
        model.getBuild().addPlugin(compiler);
        model.getBuild().addPlugin(plugin("org.apache.maven.plugins", "maven-resources-plugin", false));
        Repository repository = new Repository();
        repository.setId("mine");
        repository.setUrl("file:///project/repository");
        model.addPluginRepository(repository);
        MavenProject project = new MavenProject(model);
        project.setOriginalModel(model);

        assertEquals(List.of("The POM declares the plugin repository file:///project/repository, from which Maven may"
                        + " load any plugin into its JVM.",
                "The POM loads the build extension evil:extension:1 into Maven's JVM.",
                "The POM loads the plugin evil:lifecycle:1 as a build extension into Maven's JVM.",
                "The POM adds org.codehaus.plexus:plexus-compiler-eclipse:2.15.0 to maven-compiler-plugin, which"
                        + " loads them into Maven's JVM.",
                "The POM asks maven-compiler-plugin for the compiler eclipse, not javac (the grade's own compiles use"
                        + " javac)."),
                UntrustedBuild.pom(project, SELF));
    }

    @Test
    void acceptsTheTemplatesOwnRepositoryWhileItHoldsOnlyTheGradersArtifacts(@TempDir Path basedir)
            throws IOException {
        Path repository = basedir.resolve(EmbeddedRepository.DIRECTORY);
        Files.createDirectories(repository.resolve("io/github/heuristicgrader/heuristic-grader-parent/1"));
        Files.writeString(repository.resolve("io/github/heuristicgrader/heuristic-grader-parent/1/p-1.pom"), "");
        Files.createDirectories(repository.resolve("com/fasterxml/jackson/core/jackson-core/2"));
        Files.writeString(repository.resolve("com/fasterxml/jackson/core/jackson-core/2/jackson-core-2.jar"), "");
        Set<String> grader = UntrustedBuild.graderDirectories("io.github.heuristicgrader",
                List.of("io.github.heuristicgrader:heuristic-grader-core", "com.fasterxml.jackson.core:jackson-core"));
        MavenProject project = projectWithPluginRepository(basedir, EmbeddedRepository.URL);

        assertEquals(List.of(), UntrustedBuild.pom(project, SELF, grader));

        Path forged = repository.resolve("org/apache/maven/plugins/maven-compiler-plugin/3.13.0");
        Files.createDirectories(forged);
        Files.writeString(forged.resolve("maven-compiler-plugin-3.13.0.jar"), "forged");
        assertEquals(List.of("The POM declares the template's plugin repository .mvn/grader-repository, which holds"
                + " org/apache/maven/plugins/maven-compiler-plugin/3.13.0/maven-compiler-plugin-3.13.0.jar besides the"
                + " grader's own artifacts: Maven may load any plugin from it into its JVM."),
                UntrustedBuild.pom(project, SELF, grader));
    }

    @Test
    void countsALinkInTheTemplatesRepositoryAndAnyOtherFileRepository(@TempDir Path basedir) throws IOException {
        Path repository = Files.createDirectories(basedir.resolve(EmbeddedRepository.DIRECTORY)
                .resolve("io/github/heuristicgrader"));
        Files.createSymbolicLink(repository.resolve("linked"), Files.writeString(basedir.resolve("outside.jar"), ""));
        Set<String> grader = UntrustedBuild.graderDirectories("io.github.heuristicgrader", List.of());

        assertEquals(1, UntrustedBuild.pom(projectWithPluginRepository(basedir, EmbeddedRepository.URL), SELF,
                grader).size());
        assertEquals(1, UntrustedBuild.pom(projectWithPluginRepository(basedir, "${project.baseUri}.mvn/other"), SELF,
                grader).size());
    }

    private static MavenProject projectWithPluginRepository(Path basedir, String url) {
        Model model = new Model();
        model.setBuild(new Build());
        Repository repository = new Repository();
        repository.setId(EmbeddedRepository.ID);
        repository.setUrl(url);
        model.addPluginRepository(repository);
        MavenProject project = new MavenProject(model);
        project.setOriginalModel(model);
        project.setFile(basedir.resolve("pom.xml").toFile());
        return project;
    }

    @Test
    void countsNothingInACleanPom() {
        Model model = new Model();
        model.setBuild(new Build());
        model.getBuild().addPlugin(plugin("io.github.heuristicgrader", "heuristic-grader-maven-plugin", true));
        model.getBuild().addPlugin(plugin("org.apache.maven.plugins", "maven-compiler-plugin", false));

        assertEquals(List.of(), UntrustedBuild.pom(new MavenProject(model), SELF));
        assertEquals(List.of(), UntrustedBuild.executions(List.of()));
    }

    @Test
    void namesEachOtherPluginThatRunsBeforeTheTestsCompile() {
        assertEquals(List.of("The POM runs maven-antrun-plugin:3.1.0:run (generate) at generate-sources in Maven's"
                + " JVM before the tests compile."),
                UntrustedBuild.executions(List.of("maven-antrun-plugin:3.1.0:run (generate) at generate-sources")));
    }

    @Test
    void namesACompileBesideTheGradeThatNothingHardened() {
        String finding = "Maven ran test-compile heuristic-grader:grade beside the grade without the grader keeping"
                + " annotation processors out of javac (declare the grader with <extensions>true</extensions>), so"
                + " the POM's processors may have run in Maven's JVM.";
        assertEquals(List.of(finding), UntrustedBuild.unhardenedCompiles(false,
                List.of("test-compile", "heuristic-grader:grade"), null));
        // The grade bound to a phase of the default lifecycle: Maven compiled before it.
        assertEquals(1, UntrustedBuild.unhardenedCompiles(false, List.of("verify"), "verify").size());
    }

    @Test
    void countsNoCompileThatWasHardenedOrThatTheGradeRanItself() {
        assertEquals(List.of(), UntrustedBuild.unhardenedCompiles(true, List.of("test-compile", "grade"), "grade"));
        assertEquals(List.of(), UntrustedBuild.unhardenedCompiles(false, List.of("clean", "grade"), "grade"));
        assertEquals(List.of(), UntrustedBuild.unhardenedCompiles(false,
                List.of("io.github.heuristicgrader:heuristic-grader-maven-plugin:0.1.0:grade"), null));
    }

    @Test
    void hardensABuildThatNamesOrBindsTheGrade() {
        // As Maven's model has it: the grade lifecycle's own execution, which only "mvn grade" runs.
        MavenProject declared = project(bound("default-grade", "grade"));
        MavenProject boundToVerify = project(bound("late", "verify"));

        assertTrue(GradeBuildHardening.gradeRequested(List.of("clean", "grade"), List.of(declared)));
        assertTrue(GradeBuildHardening.gradeRequested(List.of("heuristic-grader:grade"), List.of(declared)));
        assertTrue(GradeBuildHardening.gradeRequested(List.of("install"), List.of(declared, boundToVerify)));
        assertTrue(GradeBuildHardening.gradeRequested(List.of("verify"), List.of(boundToVerify)));
        assertFalse(GradeBuildHardening.gradeRequested(List.of("compile"), List.of(declared, boundToVerify)));
        assertFalse(GradeBuildHardening.gradeRequested(List.of("verify"), List.of(declared)));
    }

    private static Plugin bound(String id, String phase) {
        Plugin plugin = plugin("io.github.heuristicgrader", "heuristic-grader-maven-plugin", true);
        PluginExecution execution = new PluginExecution();
        execution.setId(id);
        execution.setPhase(phase);
        execution.addGoal("grade");
        plugin.addExecution(execution);
        return plugin;
    }

    private static MavenProject project(Plugin plugin) {
        Model model = new Model();
        model.setBuild(new Build());
        model.getBuild().addPlugin(plugin);
        return new MavenProject(model);
    }

    private static Plugin plugin(String groupId, String artifactId, boolean extensions) {
        Plugin plugin = new Plugin();
        plugin.setGroupId(groupId);
        plugin.setArtifactId(artifactId);
        plugin.setVersion("1");
        plugin.setExtensions(extensions);
        return plugin;
    }
}
