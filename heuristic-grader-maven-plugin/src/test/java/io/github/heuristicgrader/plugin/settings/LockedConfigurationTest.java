package io.github.heuristicgrader.plugin.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.result.GradeReport.Configuration;
import io.github.heuristicgrader.result.GradeReport.FileDigest;
import io.github.heuristicgrader.result.GradeReport.IgnoredSetting;
import io.github.heuristicgrader.result.GradeReport.InstructorTestJar;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import org.apache.maven.model.Build;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.PluginManagement;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a locked grade takes its settings from: the command line or the defaults, never the POM. */
class LockedConfigurationTest {

    private static final String PLUGIN_KEY = "io.github.heuristicgrader:heuristic-grader-maven-plugin";
    private static final String RUBRIC = "points:\n  admissible: 60\nminimumScore: 50\n";

    /**
     * Settings with one parameter of each kind, as a student's POM would set them: the shared ones and the grade
     * goal's own.
     */
    static final class StudentConfiguredGoal {
        final GradeRequestSettings.Builder shared = new GradeRequestSettings.Builder().minimumScore(0)
                .forkTimeoutSeconds(1).maxMicrosPerEvaluation(999).sandbox("off").runTests(Boolean.FALSE)
                .points(Map.of("admissible", 1000)).heuristics(List.of("student.Mine"))
                .puzzles(List.of(new File("/student/puzzle.txt"))).outputDirectory(new File("/student/reports"))
                .rubricFile(new File("/student/rubric.yaml"));
        final GradeGoalSettings.Builder own = new GradeGoalSettings.Builder().skip(true).failOnViolation(false);

        List<Setting> settings() {
            List<Setting> settings = new ArrayList<>(shared.settings());
            settings.addAll(own.settings());
            return settings;
        }
    }

    /** The parameters as the plugin's descriptor declares them. */
    private static final List<LockedConfiguration.Parameter> PARAMETERS = List.of(
            new LockedConfiguration.Parameter("skip", "${grade.skip}", "false"),
            new LockedConfiguration.Parameter("failOnViolation", "${grade.failOnViolation}", "true"),
            new LockedConfiguration.Parameter("minimumScore", "${grade.minimumScore}", null),
            new LockedConfiguration.Parameter("forkTimeoutSeconds", "${grade.forkTimeoutSeconds}", "120"),
            new LockedConfiguration.Parameter("maxMicrosPerEvaluation", "${grade.maxMicrosPerEvaluation}", "0"),
            new LockedConfiguration.Parameter("sandbox", "${grade.sandbox}", "auto"),
            new LockedConfiguration.Parameter("runTests", "${grade.runTests}", null),
            new LockedConfiguration.Parameter("points", null, null),
            new LockedConfiguration.Parameter("heuristics", "${grade.heuristics}", null),
            new LockedConfiguration.Parameter("puzzles", "${grade.puzzles}", null),
            new LockedConfiguration.Parameter("outputDirectory", "${grade.outputDirectory}",
                    "${project.build.directory}/grade"),
            new LockedConfiguration.Parameter("rubricFile", "${grade.rubricFile}", null));

    @TempDir
    Path temp;

    private Path project;
    private Path instructor;
    private Path rubric;

    @BeforeEach
    void layOutProjectAndInstructorDirectory() throws Exception {
        project = Files.createDirectories(temp.resolve("submission"));
        instructor = Files.createDirectories(temp.resolve("autograder"));
        rubric = Files.writeString(instructor.resolve("rubric.yaml"), RUBRIC);
    }

    private Function<String, Object> evaluator() {
        return expression -> expression.replace("${project.build.directory}", project.resolve("target").toString());
    }

    private LockedConfiguration read(Properties user, Properties system, Properties pom,
            List<IgnoredSetting> configuration) throws GradingException {
        return LockedConfiguration.read(user, system, pom, configuration, List.of(project), List.of(project), project);
    }

    private static Properties properties(String... namesAndValues) {
        Properties properties = new Properties();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            properties.setProperty(namesAndValues[i], namesAndValues[i + 1]);
        }
        return properties;
    }

    @Test
    void lockedTakesEveryParameterFromTheCommandLineOrItsDefaultAndDropsThePoms() throws Exception {
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString(),
                "grade.forkTimeoutSeconds", "30", "grade.heuristics", "a.B, c.D", "grade.puzzles", "p1.txt,/abs/p2.txt"),
                new Properties(), new Properties(), List.of());
        StudentConfiguredGoal given = new StudentConfiguredGoal();

        lock.apply(given.settings(), PARAMETERS, evaluator());

        GradeRequestSettings shared = given.shared.build();
        GradeGoalSettings goal = given.own.build();
        assertTrue(lock.locked());
        assertFalse(goal.skip());
        assertTrue(goal.failOnViolation());
        assertNull(shared.minimumScore());
        assertEquals(30, shared.forkTimeoutSeconds());
        assertEquals(0, shared.maxMicrosPerEvaluation());
        assertEquals("auto", shared.sandbox());
        assertNull(shared.runTests());
        assertNull(shared.points());
        assertEquals(List.of("a.B", " c.D"), shared.heuristics());
        assertEquals(List.of("a.B", "c.D"), shared.heuristicClasses());
        assertEquals(List.of(project.resolve("p1.txt").toFile(), new File("/abs/p2.txt")), shared.puzzles());
        assertEquals(project.resolve("target/grade").toFile(), shared.outputDirectory());
        assertNull(shared.rubricFile());
        assertEquals(rubric.toRealPath(), lock.rubricFile(shared.rubricFile()));
    }

    @Test
    void unlockedLeavesWhatMavenSetFromThePom() throws Exception {
        LockedConfiguration lock = read(properties("grade.skip", "false"), new Properties(), new Properties(),
                List.of(new IgnoredSetting("skip", "true", IgnoredSetting.POM)));
        StudentConfiguredGoal given = new StudentConfiguredGoal();

        lock.apply(given.settings(), PARAMETERS, evaluator());

        assertFalse(lock.locked());
        assertTrue(given.own.build().skip());
        assertEquals(Map.of("admissible", 1000), given.shared.build().points());
        assertEquals(Path.of("/student/rubric.yaml"), lock.rubricFile(given.shared.build().rubricFile()));
        assertEquals(List.of(), lock.ignored());
    }

    @Test
    void aLockInThePomsPropertiesOrASystemPropertyLocksNothing() throws Exception {
        LockedConfiguration lock = read(new Properties(), properties(LockedConfiguration.PROPERTY, rubric.toString()),
                properties(LockedConfiguration.PROPERTY, rubric.toString()), List.of());

        assertFalse(lock.locked());
    }

    @Test
    void listsThePomsSettingsItsGradePropertiesAndSystemPropertiesNotOnTheCommandLineAsIgnored() throws Exception {
        List<IgnoredSetting> pom = List.of(new IgnoredSetting("skip", "true", IgnoredSetting.POM),
                new IgnoredSetting("points", "<admissible>1000</admissible>", IgnoredSetting.POM));
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString(),
                        "grade.sandbox", "required"),
                properties("grade.failOnViolation", "false", "grade.sandbox", "required", "java.version", "17"),
                properties("grade.skip", "true", "project.build.sourceEncoding", "UTF-8"), pom);

        assertEquals(List.of(new IgnoredSetting("skip", "true", IgnoredSetting.POM),
                new IgnoredSetting("points", "<admissible>1000</admissible>", IgnoredSetting.POM),
                new IgnoredSetting("grade.skip", "true", IgnoredSetting.PROPERTIES),
                new IgnoredSetting("grade.failOnViolation", "false", IgnoredSetting.SYSTEM)), lock.ignored());
    }

    @Test
    void readsThePluginsConfigurationAndItsExecutionsFromThePomOnce() throws Exception {
        Plugin plugin = new Plugin();
        plugin.setGroupId("io.github.heuristicgrader");
        plugin.setArtifactId("heuristic-grader-maven-plugin");
        plugin.setConfiguration(Xpp3DomBuilder.build(new java.io.StringReader(
                "<configuration><skip>true</skip><points><admissible>1000</admissible></points></configuration>")));
        PluginExecution execution = new PluginExecution();
        execution.setId("graded");
        // Maven copies the plugin's configuration into each execution's: listed once all the same.
        execution.setConfiguration(Xpp3DomBuilder.build(new java.io.StringReader(
                "<configuration><skip>true</skip><failOnViolation> false </failOnViolation></configuration>")));
        plugin.addExecution(execution);
        Plugin managed = plugin.clone();
        managed.setExecutions(List.of());
        managed.setConfiguration(Xpp3DomBuilder.build(new java.io.StringReader(
                "<configuration><sandbox>off</sandbox></configuration>")));
        Plugin other = new Plugin();
        other.setArtifactId("maven-compiler-plugin");
        other.setConfiguration(new Xpp3Dom("configuration"));
        ((Xpp3Dom) other.getConfiguration()).addChild(new Xpp3Dom("skip"));
        Model model = new Model();
        model.setBuild(new Build());
        model.getBuild().addPlugin(plugin);
        model.getBuild().addPlugin(other);
        model.getBuild().setPluginManagement(new PluginManagement());
        model.getBuild().getPluginManagement().addPlugin(managed);

        List<IgnoredSetting> settings = LockedConfiguration.pomConfiguration(new MavenProject(model), PLUGIN_KEY);

        assertEquals(List.of(new IgnoredSetting("skip", "true", IgnoredSetting.POM),
                new IgnoredSetting("points", "<admissible>1000</admissible>", IgnoredSetting.POM),
                new IgnoredSetting("failOnViolation", "false", IgnoredSetting.POM),
                new IgnoredSetting("sandbox", "off", IgnoredSetting.POM)), settings);
    }

    @Test
    void refusesALockedRubricInsideTheProject() throws Exception {
        Path inside = Files.writeString(project.resolve("rubric.yaml"), "points:\n  admissible: 1000\n");

        GradingException error = assertThrows(GradingException.class, () -> read(
                properties(LockedConfiguration.PROPERTY, "rubric.yaml"), new Properties(), new Properties(), List.of()));

        assertTrue(error.getMessage().startsWith("the locked rubric " + inside + " (grade.lockedRubric) lies"
                + " inside " + project.toRealPath() + ", among the files being graded: in a submission a student"
                + " controls them"),
                error.getMessage());
        assertTrue(error.getMessage().endsWith("keep the instructor's rubric outside the project being graded (and"
                + " outside the submissions folder), for example in the directory above it"), error.getMessage());
    }

    @Test
    void refusesALinkOutsideTheProjectToARubricInsideIt() throws Exception {
        Path inside = Files.writeString(project.resolve("rubric.yaml"), "points:\n  admissible: 1000\n");
        Path link = Files.createSymbolicLink(instructor.resolve("linked.yaml"), inside);

        GradingException error = assertThrows(GradingException.class, () -> read(
                properties(LockedConfiguration.PROPERTY, link.toString()), new Properties(), new Properties(),
                List.of()));

        assertTrue(error.getMessage().contains("lies inside " + project.toRealPath() + ", among the files being"
                + " graded"), error.getMessage());
    }

    @Test
    void refusesALockedRubricThatIsADirectoryOrMissingOrBlank() {
        for (String named : List.of(instructor.toString(), instructor.resolve("none.yaml").toString(), " ")) {
            assertThrows(GradingException.class, () -> read(properties(LockedConfiguration.PROPERTY, named),
                    new Properties(), new Properties(), List.of()), named);
        }
    }

    @Test
    void refusesALockedRubricBesideARubricFileOnTheCommandLine() {
        GradingException error = assertThrows(GradingException.class, () -> read(properties(
                LockedConfiguration.PROPERTY, rubric.toString(), "grade.rubricFile", rubric.toString()),
                new Properties(), new Properties(), List.of()));

        assertTrue(error.getMessage().startsWith("both grade.lockedRubric and grade.rubricFile are set"),
                error.getMessage());
    }

    @Test
    void refusesGraderPropertiesInTheSubmissionsMavenConfig() throws Exception {
        // Maven reads .mvn/maven.config as if it were typed on the command line: -D there becomes a user property.
        Files.createDirectories(project.resolve(".mvn"));
        Files.writeString(project.resolve(".mvn/maven.config"), "-o\n-Dgrade.failOnViolation=false\n");

        GradingException error = assertThrows(GradingException.class, () -> read(
                properties(LockedConfiguration.PROPERTY, rubric.toString(), "grade.failOnViolation", "false"),
                new Properties(), new Properties(), List.of()));

        assertTrue(error.getMessage().endsWith("sets a grader property (grade.*), which would pass for the platform's"
                + " command line in a locked grade; remove it from the submission"), error.getMessage());
        // Unlocked, the submission's maven.config is the student's own business.
        assertFalse(read(properties("grade.failOnViolation", "false"), new Properties(), new Properties(), List.of())
                .locked());
    }

    @Test
    void aNumberThatIsNotOneNamesTheParameterAndWhereItCameFrom() throws Exception {
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString(),
                "grade.forkTimeoutSeconds", "ten"), new Properties(), new Properties(), List.of());

        GradingException error = assertThrows(GradingException.class,
                () -> lock.apply(new StudentConfiguredGoal().settings(), PARAMETERS, evaluator()));

        assertEquals("parameter forkTimeoutSeconds (-Dgrade.forkTimeoutSeconds) must be a whole number, not 'ten'",
                error.getMessage());
    }

    @Test
    void cannotLockWithoutTheGoalsParameters() throws Exception {
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString()),
                new Properties(), new Properties(), List.of());

        assertThrows(GradingException.class,
                () -> lock.apply(new StudentConfiguredGoal().settings(), List.of(), evaluator()));
    }

    @Test
    void refusesToLockAParameterTheGoalHasNoSettingFor() throws Exception {
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString()),
                new Properties(), new Properties(), List.of());
        List<LockedConfiguration.Parameter> withUnknown = new ArrayList<>(PARAMETERS);
        withUnknown.add(new LockedConfiguration.Parameter("regrade", "${grade.regrade}", "false"));

        GradingException error = assertThrows(GradingException.class,
                () -> lock.apply(new StudentConfiguredGoal().settings(), withUnknown, evaluator()));

        assertEquals("parameter regrade has no setting a locked grade can fill, so the configuration cannot be"
                + " locked", error.getMessage());
    }

    @Test
    void refusesToLockANumberThatHasNeitherValueNorDefault() throws Exception {
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString()),
                new Properties(), new Properties(), List.of());

        GradingException error = assertThrows(GradingException.class, () -> lock.apply(
                new StudentConfiguredGoal().settings(),
                List.of(new LockedConfiguration.Parameter("forkTimeoutSeconds", "${grade.forkTimeoutSeconds}", null)),
                evaluator()));

        assertEquals("parameter forkTimeoutSeconds has no default, so the configuration cannot be locked",
                error.getMessage());
    }

    @Test
    void recordsTheDigestsOfTheRubricBytesParsedAndOfEachInstructorJar() throws Exception {
        LockedConfiguration lock = read(properties(LockedConfiguration.PROPERTY, rubric.toString()),
                new Properties(), new Properties(), List.of(new IgnoredSetting("skip", "true", IgnoredSetting.POM)));
        byte[] bytes = Rubric.read(lock.rubricFile(null));
        Path jar = Files.write(instructor.resolve("hidden-1.0-tests.jar"), new byte[0]);

        Configuration configuration = lock.report(lock.rubricFile(null), bytes, List.of("edu.example:hidden:1.0:tests"),
                List.of(jar));

        // printf 'points:\n  admissible: 60\nminimumScore: 50\n' | sha256sum; and that of no bytes at all.
        assertEquals(new Configuration(true, new FileDigest(rubric.toRealPath().toString(),
                        "2c3a64d1cc25c58e2b006bd415677b0a007e034571fb002bbbb9d4bda02c79d5"),
                List.of(new InstructorTestJar("edu.example:hidden:1.0:tests", "hidden-1.0-tests.jar",
                        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")),
                List.of(new IgnoredSetting("skip", "true", IgnoredSetting.POM))), configuration);
        assertEquals(RUBRIC, new String(bytes, StandardCharsets.UTF_8));
    }
}
