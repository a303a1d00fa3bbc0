package io.github.heuristicgrader.plugin.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;

/** A compiler plugin execution's configuration, as a student's POM may set it, made safe for grading. */
class CompilerHardeningTest {

    private static final Path NO_PROCESSORS = Path.of("/tmp/heuristic-grader-no-processors-1");

    /** The compiler plugin 3.13.0's testCompile parameters that matter here. */
    private static final Set<String> PARAMETERS = Set.of("proc", "annotationProcessors", "annotationProcessorPaths",
            "compilerArgs", "compilerArgument", "compilerArguments", "testCompilerArgument", "testCompilerArguments",
            "fork", "executable", "compilerId", "release");

    private static final UnaryOperator<String> LITERAL = text -> text.startsWith("${") ? null : text;

    private final CompilerHardening hardening = new CompilerHardening(List.of(), NO_PROCESSORS);

    @Test
    void turnsAnnotationProcessingOffWhateverThePomSays() throws Exception {
        Xpp3Dom configuration = configuration("<proc>full</proc><release>17</release>");

        List<String> overridden = hardening.harden(configuration, PARAMETERS, LITERAL);

        assertEquals("none", configuration.getChild("proc").getValue());
        assertEquals("17", configuration.getChild("release").getValue());
        assertEquals(List.of("annotation processing is off for grading: the POM's <proc>full</proc> is ignored"),
                overridden);
    }

    @Test
    void readsTheProcessingModeThroughItsProperty() throws Exception {
        // As Maven merges the goal's defaults: <proc>${maven.compiler.proc}</proc>, the property set in the POM.
        Xpp3Dom configuration = configuration("<proc>${maven.compiler.proc}</proc>");

        List<String> overridden = hardening.harden(configuration, PARAMETERS,
                Map.of("${maven.compiler.proc}", "full")::get);

        assertEquals("none", configuration.getChild("proc").getValue());
        assertEquals(1, overridden.size(), overridden.toString());
    }

    @Test
    void givesJavacAnEmptyProcessorPathSoThatItNeverSearchesTheClassPath() throws Exception {
        Xpp3Dom configuration = configuration("<compilerArgs><arg>-Xlint:all</arg></compilerArgs>");

        assertEquals(List.of(), hardening.harden(configuration, PARAMETERS, LITERAL));

        assertEquals(List.of("-Xlint:all", "-processorpath", NO_PROCESSORS.toString()),
                arguments(configuration, "compilerArgs"));
    }

    @Test
    void dropsEveryArgumentThatLoadsCodeAndKeepsTheRest() throws Exception {
        Xpp3Dom configuration = configuration("<compilerArgs><arg>-Xlint:all</arg><arg>-processorpath</arg>"
                + "<arg>/evil</arg><arg>-Xplugin:Evil</arg><arg>-J-javaagent:/evil.jar</arg><arg>@/evil/options</arg>"
                + "<arg>-XDevil</arg><arg>--processor-path=/evil</arg><arg>--processor-module-path</arg>"
                + "<arg>/evil</arg><arg>-processor</arg><arg>evil.Processor</arg><arg>-proc:full</arg>"
                + "<arg>${evil}</arg><arg>-parameters</arg></compilerArgs>");

        List<String> overridden = hardening.harden(configuration, PARAMETERS,
                text -> text.equals("${evil}") ? "-Xplugin:Hidden" : text);

        assertEquals(List.of("-Xlint:all", "-parameters", "-processorpath", NO_PROCESSORS.toString()),
                arguments(configuration, "compilerArgs"));
        assertTrue(overridden.contains("annotation processing is off for grading: the POM's"
                + " <compilerArgs>-processorpath /evil</compilerArgs> is ignored"), overridden.toString());
        assertTrue(overridden.contains("javac takes no option that loads code for grading: the POM's"
                + " <compilerArgs>-Xplugin:Hidden</compilerArgs> is ignored"), overridden.toString());
        assertEquals(10, overridden.size(), overridden.toString());
    }

    @Test
    void dropsProcessorsTheirPathsAndLoadingOptionsOfEveryOtherForm() throws Exception {
        Xpp3Dom configuration = configuration("<annotationProcessors><annotationProcessor>evil.Processor"
                + "</annotationProcessor></annotationProcessors><annotationProcessorPaths><path><groupId>evil</groupId>"
                + "<artifactId>processor</artifactId><version>1</version></path></annotationProcessorPaths>"
                + "<compilerArgument>-Xlint -Xplugin:Evil</compilerArgument>"
                + "<testCompilerArgument>-Xlint</testCompilerArgument>"
                + "<compilerArguments><Xlint/><processorpath>/evil</processorpath></compilerArguments>"
                + "<testCompilerArguments><processor>evil.Processor</processor></testCompilerArguments>");

        List<String> overridden = hardening.harden(configuration, PARAMETERS, LITERAL);

        assertNull(configuration.getChild("annotationProcessors"));
        assertNull(configuration.getChild("annotationProcessorPaths"));
        assertNull(configuration.getChild("compilerArgument"));
        assertEquals("-Xlint", configuration.getChild("testCompilerArgument").getValue());
        assertEquals(List.of("Xlint"), names(configuration.getChild("compilerArguments")));
        assertEquals(List.of(), names(configuration.getChild("testCompilerArguments")));
        assertTrue(overridden.contains("annotation processing is off for grading: the POM's"
                + " <annotationProcessorPaths>evil:processor:1</annotationProcessorPaths> is ignored"),
                overridden.toString());
        assertTrue(overridden.contains("annotation processing is off for grading: the POM's"
                + " <compilerArguments>-processorpath /evil</compilerArguments> is ignored"), overridden.toString());
        assertEquals(5, overridden.size(), overridden.toString());
    }

    @Test
    void keepsJavacInsideMavenAndJavac() throws Exception {
        Xpp3Dom configuration = configuration("<fork>true</fork><executable>/project/evil.sh</executable>"
                + "<compilerId>eclipse</compilerId>");

        List<String> overridden = hardening.harden(configuration, PARAMETERS, LITERAL);

        assertEquals("false", configuration.getChild("fork").getValue());
        assertNull(configuration.getChild("executable"));
        assertEquals("javac", configuration.getChild("compilerId").getValue());
        assertEquals(List.of("javac runs inside Maven's JVM for grading: the POM's <fork>true</fork> is ignored",
                "javac runs inside Maven's JVM for grading: the POM's <executable>/project/evil.sh</executable> is"
                        + " ignored",
                "javac compiles for grading: the POM's <compilerId>eclipse</compilerId> is ignored"), overridden);
    }

    @Test
    void saysNothingOfAConfigurationThatLoadsNoCode() throws Exception {
        Xpp3Dom configuration = configuration("<proc>${maven.compiler.proc}</proc><fork>${maven.compiler.fork}</fork>"
                + "<compilerId>${maven.compiler.compilerId}</compilerId><release>17</release>");

        assertEquals(List.of(), hardening.harden(configuration, PARAMETERS, LITERAL));
        assertEquals("none", configuration.getChild("proc").getValue());
        assertEquals("false", configuration.getChild("fork").getValue());
    }

    @Test
    void takesProcessorsFromTheLockedArtifactsAlone() throws Exception {
        CompilerHardening locked = new CompilerHardening(List.of("org.example:processor:1.0"), NO_PROCESSORS);
        Xpp3Dom configuration = configuration("<proc>none</proc><annotationProcessorPaths><path><groupId>evil"
                + "</groupId><artifactId>processor</artifactId><version>1</version></path></annotationProcessorPaths>"
                + "<compilerArgs><arg>-processorpath</arg><arg>/evil</arg></compilerArgs>");

        List<String> overridden = locked.harden(configuration, PARAMETERS, LITERAL);

        assertNull(configuration.getChild("proc"));
        Xpp3Dom[] paths = configuration.getChild("annotationProcessorPaths").getChildren();
        assertEquals(1, paths.length);
        assertEquals("org.example", paths[0].getChild("groupId").getValue());
        assertEquals("processor", paths[0].getChild("artifactId").getValue());
        assertEquals("1.0", paths[0].getChild("version").getValue());
        assertNull(configuration.getChild("compilerArgs"));
        assertTrue(overridden.contains("annotation processors come only from org.example:processor:1.0 for grading:"
                + " the POM's <proc>none</proc> is ignored"), overridden.toString());
    }

    @Test
    void saysNothingOfWhatItSetEarlierInTheBuild() throws Exception {
        CompilerHardening locked = new CompilerHardening(List.of("org.example:processor:1.0"), NO_PROCESSORS);
        Xpp3Dom model = configuration("<proc>full</proc>");
        assertEquals(1, locked.harden(model, PARAMETERS, LITERAL).size());
        Xpp3Dom open = configuration("<compilerArgs><arg>-Xlint</arg></compilerArgs>");
        assertEquals(List.of(), hardening.harden(open, PARAMETERS, LITERAL));

        // The plan's configuration, made from the model hardened as the build began (GradeBuildHardening).
        assertEquals(List.of(), locked.harden(model, PARAMETERS, LITERAL));
        assertEquals(List.of(), hardening.harden(open, PARAMETERS, LITERAL));
        assertEquals(List.of("-Xlint", "-processorpath", NO_PROCESSORS.toString()), arguments(open, "compilerArgs"));
    }

    @Test
    void setsOnlyTheParametersTheGoalDeclares() throws Exception {
        // An old compiler plugin: no compilerArgs, no annotationProcessorPaths.
        Xpp3Dom configuration = configuration("<proc>full</proc>");

        hardening.harden(configuration, Set.of("proc", "fork"), LITERAL);

        assertEquals(List.of("proc", "fork"), names(configuration));
    }

    @Test
    void knowsWhichArgumentsLoadCode() {
        for (String loading : List.of("-proc:full", "-proc:only", "-processor", "-processorpath", "--processor-path",
                "--processor-path=/x", "--processor-module-path", "-Xplugin:Evil a", "-Xplugin", "-J-Xmx1g",
                "@options", "-XDx=y", "-Xlint -Xplugin:Evil")) {
            assertTrue(CompilerHardening.loadsCode(loading), loading);
        }
        for (String harmless : List.of("-Xlint:all", "-parameters", "--release", "17", "-Werror", "-Aname=value",
                "-implicit:none", "-g", "-encoding", "UTF-8")) {
            assertFalse(CompilerHardening.loadsCode(harmless), harmless);
        }
        assertFalse(CompilerHardening.loadsCode(null));
    }

    private static Xpp3Dom configuration(String children) throws Exception {
        return Xpp3DomBuilder.build(new StringReader("<configuration>" + children + "</configuration>"));
    }

    private static List<String> arguments(Xpp3Dom configuration, String name) {
        return Arrays.stream(configuration.getChild(name).getChildren()).map(Xpp3Dom::getValue).toList();
    }

    private static List<String> names(Xpp3Dom element) {
        return Arrays.stream(element.getChildren()).map(Xpp3Dom::getName).toList();
    }
}
