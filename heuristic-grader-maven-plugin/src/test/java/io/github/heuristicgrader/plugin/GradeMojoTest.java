package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.report.formats.ReportFormat;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.grading.Compilation;
import io.github.heuristicgrader.grading.GradeOutcome;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.Grader;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.grading.TestRequest;
import io.github.heuristicgrader.plugin.resolve.ResolvedArtifact;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.result.GradeReport;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.api.di.Provides;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoExtension;
import org.apache.maven.api.plugin.testing.MojoParameter;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.apache.maven.plugin.testing.stubs.ArtifactStub;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The goal with the grading core stubbed: parameters in, outcome mapped to the build result. */
@MojoTest
class GradeMojoTest {

    private static final String DEFAULTS = "src/test/resources/unit/defaults/plugin-pom.xml";
    private static final String CONFIGURED = "src/test/resources/unit/configured/plugin-pom.xml";
    private static final String TESTS_CONFIGURED = "src/test/resources/unit/tests-configured/plugin-pom.xml";

    private static final Path BASEDIR = Path.of(MojoExtension.getBasedir());
    private static final Path PLUGIN_JAR = BASEDIR.resolve("target/heuristic-grader-maven-plugin.jar");
    private static final Path JSON_REPORT = BASEDIR.resolve("target/grade/grade.json");
    private static final Path HTML_REPORT = BASEDIR.resolve("target/grade/index.html");
    private static final List<String> SUMMARY =
            List.of("student.ManhattanHeuristic: passed, 85/100", "Score 85/100", "Report: " + HTML_REPORT);

    private final RecordingLog log = new RecordingLog();

    @TempDir
    Path temp;

    /** The execution Maven would give: its plugin descriptor knows the plugin jar, which becomes {@code ${plugin}}. */
    @Provides
    MojoExecution gradeExecution() {
        ArtifactStub pluginArtifact = new ArtifactStub();
        pluginArtifact.setFile(PLUGIN_JAR.toFile());
        PluginDescriptor plugin = new PluginDescriptor();
        plugin.setPluginArtifact(pluginArtifact);
        MojoDescriptor grade = new MojoDescriptor();
        grade.setPluginDescriptor(plugin);
        return new MojoExecution(grade);
    }

    @Provides
    Log log() {
        return log;
    }

    @Test
    @InjectMojo(goal = "grade", pom = CONFIGURED)
    void mapsEveryConfiguredParameterIntoTheRequest(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        GradeRequest request = grader.request;
        assertEquals(List.of("student.ManhattanHeuristic", "student.BlockedExitHeuristic"), request.heuristicClasses());
        assertEquals(List.of(BASEDIR.resolve("puzzles/heng-dao-li-ma.txt"), BASEDIR.resolve("puzzles/bing-fen-san-lu.txt")),
                request.puzzleFiles());
        assertEquals(BASEDIR.resolve("target/grades"), request.outputDirectory());
        assertEquals(Duration.ofSeconds(30), request.forkTimeout());
        assertEquals(Duration.ofSeconds(90), request.gradeTimeout());
        assertEquals(256, request.forkMaxHeapMegabytes());
        assertEquals(Rubric.withOverrides(Map.of("admissible", 50, "effort", 0)).items(), request.rubric().items());
        assertEquals(75, request.minimumScore());
        assertEquals(Duration.ofNanos(20_000), request.maxTimePerEvaluation());
        assertEquals(Sandbox.Mode.REQUIRED, request.sandbox());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void gradesEveryHeuristicOfTheProjectWithTheDefaultSettings(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        GradeRequest request = grader.request;
        assertEquals(List.of(), request.heuristicClasses());
        assertEquals(List.of(), request.puzzleFiles());
        assertEquals(BASEDIR.resolve("target/grade"), request.outputDirectory());
        assertEquals(Duration.ofSeconds(120), request.forkTimeout());
        assertEquals(Duration.ofMinutes(8), request.gradeTimeout());
        assertEquals(GradeRequest.HEAP_FROM_MEMORY, request.forkMaxHeapMegabytes(), "follows the memory");
        assertEquals(Rubric.standard().items(), request.rubric().items());
        assertEquals(0, request.minimumScore());
        assertEquals(Duration.ZERO, request.maxTimePerEvaluation());
        assertEquals(Sandbox.Mode.AUTO, request.sandbox());
        assertEquals(Sandbox.DEFAULT_USER_IDS, request.sandboxUserIds());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "sandbox", value = "strict")
    void refusesAnUnknownSandboxModeNamingTheModes(GradeMojo mojo) {
        StubGrader grader = stub(mojo, StubGrader.throwing(new GradingException("must not be called")));

        MojoExecutionException error = assertThrows(MojoExecutionException.class, mojo::execute);

        assertEquals("sandbox (grade.sandbox) must be one of auto, required, user, off, not 'strict'",
                error.getMessage());
        assertNull(grader.request);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "sandbox", value = "user")
    @MojoParameter(name = "sandboxUserIds", value = "70000-70009")
    void passesTheUserModeAndItsUserIds(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(Sandbox.Mode.USER, grader.request.sandbox());
        assertEquals("70000-70009", grader.request.sandboxUserIds());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "formats", value = "html, JSON")
    void passesTheChosenFormatsInTheirOrderAndEveryFormatByDefault(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(List.of(ReportFormat.JSON, ReportFormat.HTML), List.copyOf(grader.request.formats()));
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void writesEveryFormatWhenNoneIsChosen(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(ReportFormat.all(), grader.request.formats());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "formats", value = "json,pdf")
    void refusesAnUnknownFormatNamingTheFormats(GradeMojo mojo) {
        StubGrader grader = stub(mojo, StubGrader.throwing(new GradingException("must not be called")));

        MojoExecutionException error = assertThrows(MojoExecutionException.class, mojo::execute);

        assertEquals("formats (grade.formats): no report format is named pdf; the formats are json, html, gradescope,"
                + " junit-xml, prairielearn, github-summary, github-classroom", error.getMessage());
        assertNull(grader.request);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "sandboxUserIds", value = "0-100")
    void refusesUserIdsThatIncludeRoot(GradeMojo mojo) {
        StubGrader grader = stub(mojo, StubGrader.throwing(new GradingException("must not be called")));

        MojoExecutionException error = assertThrows(MojoExecutionException.class, mojo::execute);

        assertTrue(error.getMessage().startsWith("sandboxUserIds (grade.sandboxUserIds): the fork users' ids must be"
                + " a range like 60000-60999"), error::getMessage);
        assertNull(grader.request);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void forksThePluginJarWithThisJavaOnTheProjectsRuntimeClasspath(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        GradeRequest request = grader.request;
        Path classes = BASEDIR.resolve("target/classes");
        assertEquals(classes, request.classesDirectory());
        assertEquals(List.of(classes), request.studentClasspath());
        assertEquals(List.of(PLUGIN_JAR), request.graderClasspath());
        assertEquals(Path.of(System.getProperty("java.home"), "bin", "java"), request.javaExecutable());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "heuristics", value = "student.ManhattanHeuristic, student.BlockedExitHeuristic,")
    void readsCommaSeparatedHeuristicNamesWithoutTheBlanks(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(List.of("student.ManhattanHeuristic", "student.BlockedExitHeuristic"),
                grader.request.heuristicClasses());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void printsClassroomsAnnotationAtTheStartOfALineOnceAndLogsTheRest(GradeMojo mojo) throws Exception {
        String annotation = "::notice title=Autograding complete::Points 85/100";
        List<String> summary = new ArrayList<>(SUMMARY);
        summary.add(annotation);
        stub(mojo, StubGrader.returning(new GradeOutcome(null, JSON_REPORT, HTML_REPORT, summary, List.of(),
                List.of(), List.of())));
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
        try {
            mojo.execute();
        } finally {
            System.setOut(original);
        }

        assertEquals(annotation + System.lineSeparator(), stdout.toString(StandardCharsets.UTF_8));
        assertEquals(SUMMARY, log.infos);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void onGitHubActionsStopsCommandsBeforeCompilingAndResumesJustBeforeTheNotice(GradeMojo mojo) throws Exception {
        String annotation = "::notice title=Autograding complete::Points 85/100";
        List<String> summary = new ArrayList<>(SUMMARY);
        summary.add(annotation);
        StubGrader grader = stub(mojo, StubGrader.returning(new GradeOutcome(null, JSON_REPORT, HTML_REPORT, summary,
                List.of(), List.of(), List.of())));
        onGitHubActions(mojo);
        // As the compiler plugin would: its log is Maven's, not the goal's, and may quote the student's paths.
        mojo.compiler = () -> {
            grader.steps.add("compile");
            System.out.println("[INFO] src/main/java/##[notice title=Autograding complete]Points 100/100.java: note");
            return Compilation.COMPILED;
        };
        log.echo = true;

        List<String> printed = printedBy(mojo::execute);

        assertEquals(7, printed.size(), "printed " + printed);
        assertTrue(printed.get(0).matches("::stop-commands::[0-9a-f]{32}"), printed.get(0));
        String token = printed.get(0).substring("::stop-commands::".length());
        assertTrue(printed.get(1).startsWith("[INFO] src/main/java/##[notice"), printed.get(1));
        assertEquals(SUMMARY.stream().map(line -> "[INFO] " + line).toList(), printed.subList(2, 5));
        assertEquals(List.of("::" + token + "::", annotation), printed.subList(5, 7));
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void onGitHubActionsResumesCommandsBeforeAnErrorWhoseMessageAndCauseAreInert(GradeMojo mojo) throws Exception {
        stub(mojo, StubGrader.throwing(new GradingException("cannot read puzzles/##[notice]Points 100/100.txt",
                new java.io.IOException("no such file\n::notice title=Autograding complete::Points 100/100"))));
        onGitHubActions(mojo);

        MojoExecutionException[] thrown = new MojoExecutionException[1];
        List<String> printed = printedBy(() -> thrown[0] = assertThrows(MojoExecutionException.class, mojo::execute));

        assertEquals(2, printed.size(), "printed " + printed);
        String token = printed.get(0).substring("::stop-commands::".length());
        assertEquals("::" + token + "::", printed.get(1));
        MojoExecutionException error = thrown[0];
        assertEquals("cannot read puzzles/# #[notice]Points 100/100.txt", error.getMessage());
        assertEquals("no such file\n: :notice title=Autograding complete::Points 100/100",
                error.getCause().getCause().getMessage());
        assertEquals(GradingException.class.getName() + ": cannot read puzzles/# #[notice]Points 100/100.txt",
                error.getCause().toString());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void logsTheStudentsTextInert(GradeMojo mojo) throws Exception {
        List<String> summary = List.of("student.Forging: threw java.lang.IllegalStateException: ##[notice title=x]y",
                "  ::error::z\n\u001b[0Ksection_start:1:s\r\u001b[0K");
        stub(mojo, StubGrader.returning(new GradeOutcome(null, JSON_REPORT, HTML_REPORT, summary, List.of(),
                List.of(), List.of())));

        mojo.execute();

        assertEquals(List.of("student.Forging: threw java.lang.IllegalStateException: # #[notice title=x]y",
                "  : :error::z\n\uFFFD[0Ksection_start:1:s\n\uFFFD[0K"), log.infos);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void failureQuotingTheStudentHasAnInertMessage(GradeMojo mojo) {
        stub(mojo, StubGrader.returning(outcome(List.of(),
                List.of("student.Forging threw: ##[stop-commands]forged\n::notice::Points 100/100"))));

        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);

        assertTrue(failure.getMessage().contains("student.Forging threw: # #[stop-commands]forged\n: :notice::Points"),
                failure.getMessage());
        assertFalse(failure.getMessage().contains("##["), failure.getMessage());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void printsAsACommandOnlyALastLineThatIsExactlyTheAnnotation(GradeMojo mojo) throws Exception {
        String forged = "::notice title=Autograding complete::Points 100/100 of a forged line";
        List<String> summary = List.of("::notice title=Autograding complete::Points 100/100", forged);
        stub(mojo, StubGrader.returning(new GradeOutcome(null, JSON_REPORT, HTML_REPORT, summary, List.of(),
                List.of(), List.of())));

        List<String> printed = printedBy(mojo::execute);

        assertEquals(List.of(), printed);
        assertEquals(List.of(": :notice title=Autograding complete::Points 100/100",
                ": :notice title=Autograding complete::Points 100/100 of a forged line"), log.infos);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void logsTheSummaryOfAPassingGrade(GradeMojo mojo) throws Exception {
        stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(SUMMARY, log.infos);
        assertEquals(List.of(), log.warnings);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "skip", value = "true")
    void skipGradesNothing(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.throwing(new GradingException("must not be called")));

        mojo.execute();

        assertNull(grader.request);
        assertEquals(List.of("Grading is skipped (grade.skip)."), log.infos);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void gradingExceptionBecomesAnExecutionErrorWithItsMessage(GradeMojo mojo) {
        GradingException cause = new GradingException("puzzle file puzzles/missing.txt cannot be read");
        stub(mojo, StubGrader.throwing(cause));

        MojoExecutionException error = assertThrows(MojoExecutionException.class, mojo::execute);

        assertEquals("puzzle file puzzles/missing.txt cannot be read", error.getMessage());
        assertSame(cause, error.getCause());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void setupErrorsBecomeAnExecutionErrorNamingThemAndTheReport(GradeMojo mojo) {
        stub(mojo, StubGrader.returning(outcome(
                List.of("class student.MissingHeuristic is not on the project's classpath"), List.of())));

        MojoExecutionException error = assertThrows(MojoExecutionException.class, mojo::execute);

        assertTrue(error.getMessage().contains("class student.MissingHeuristic is not on the project's classpath"),
                error.getMessage());
        assertTrue(error.getMessage().contains(HTML_REPORT.toString()), error.getMessage());
        assertEquals(SUMMARY, log.infos);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void setupErrorsOutrankViolations(GradeMojo mojo) {
        stub(mojo, StubGrader.returning(outcome(List.of("no heuristic found in target/classes"),
                List.of("score 0 is below the minimum 50"))));

        assertThrows(MojoExecutionException.class, mojo::execute);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void violationsFailTheBuildQuotingTheirNumbers(GradeMojo mojo) {
        stub(mojo, StubGrader.returning(outcome(List.of(),
                List.of("student.Overestimating: 37 layouts overestimate; worst h=12, d=9",
                        "score 40 is below the minimum 60"))));

        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);

        assertTrue(failure.getMessage().contains("student.Overestimating: 37 layouts overestimate; worst h=12, d=9"),
                failure.getMessage());
        assertTrue(failure.getMessage().contains("score 40 is below the minimum 60"), failure.getMessage());
        assertTrue(failure.getMessage().contains(HTML_REPORT.toString()), failure.getMessage());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "failOnViolation", value = "false")
    void violationsOnlyWarnWhenFailOnViolationIsOff(GradeMojo mojo) throws Exception {
        stub(mojo, StubGrader.returning(outcome(List.of(),
                List.of("student.Overestimating: 37 layouts overestimate; worst h=12, d=9"))));

        mojo.execute();

        assertEquals(1, log.warnings.size());
        assertTrue(log.warnings.get(0).contains("student.Overestimating: 37 layouts overestimate; worst h=12, d=9"),
                log.warnings.get(0));
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void clearsTheEarlierRunBeforeCompilingThenGradesWhatCompiled(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(List.of("clear " + JSON_REPORT.getParent(), "compile", "grade"), grader.steps);
        assertSame(Compilation.COMPILED, grader.request.compilation());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "failOnViolation", value = "false")
    void sourcesThatDoNotCompileFailTheBuildEvenWhenViolationsOnlyWarn(GradeMojo mojo) throws Exception {
        Compilation broken = Compilation.mainFailed(List.of(new CompilerMessage("src/main/java/x/A.java", 3, 7,
                "cannot find symbol")));
        String violation = "the main sources do not compile (1 error): nothing was graded and the tests were not run";
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of(violation))), broken);

        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);

        assertSame(broken, grader.request.compilation());
        assertTrue(failure.getMessage().contains(violation), failure.getMessage());
        assertTrue(log.warnings.isEmpty(), "warned: " + log.warnings);
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "forkTimeoutSeconds", value = "0")
    void rejectsAForkTimeoutBelowOneSecond(GradeMojo mojo) {
        assertRejected(mojo, "forkTimeoutSeconds (grade.forkTimeoutSeconds) must be at least 1, not 0");
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "gradeTimeoutSeconds", value = "0")
    void rejectsAGradeTimeLimitBelowOneSecond(GradeMojo mojo) {
        assertRejected(mojo, "gradeTimeoutSeconds (grade.gradeTimeoutSeconds) must be at least 1, not 0");
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "forkMaxHeapMegabytes", value = "-512")
    void rejectsANegativeForkHeap(GradeMojo mojo) {
        assertRejected(mojo, "forkMaxHeapMegabytes (grade.forkMaxHeapMegabytes) must be at least 0, not -512");
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "minimumScore", value = "-1")
    void rejectsANegativeMinimumScore(GradeMojo mojo) {
        assertRejected(mojo, "minimumScore (grade.minimumScore) must be at least 0, not -1");
    }

    @Test
    @InjectMojo(goal = "grade", pom = "src/test/resources/unit/unknown-rubric-item/plugin-pom.xml")
    void rejectsAnUnknownRubricItem(GradeMojo mojo) {
        assertRejected(mojo, "unknown rubric item 'speed'; the items are "
                + "wellFormed, goalZero, admissible, consistent, dominance, effort");
    }

    @Test
    @InjectMojo(goal = "grade", pom = "src/test/resources/unit/huge-rubric-points/plugin-pom.xml")
    void rejectsPointsThatWouldOverflowTheTotalNamingTheItem(GradeMojo mojo) {
        assertRejected(mojo, "rubric item 'admissible' in the POM's <points> needs 0 to " + Rubric.MAX_POINTS
                + " points, not 2147483647");
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    void runsNoTestsWithoutAJUnitEngineAndSaysWhy(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        TestRequest tests = grader.request.tests();
        assertFalse(tests.run());
        assertTrue(tests.notRunReason().startsWith("no JUnit Platform engine"), tests.notRunReason());
    }

    @Test
    @InjectMojo(goal = "grade", pom = TESTS_CONFIGURED)
    void readsTheRubricFileAndResolvesTheInstructorTests(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));
        List<String> resolved = new ArrayList<>();
        Path hiddenJar = Files.write(temp.resolve("hidden-tests-1.0-tests.jar"),
                "a jar's bytes".getBytes(StandardCharsets.UTF_8));
        mojo.resolver = artifact -> {
            resolved.add(artifact.coordinates());
            return artifact.artifactId().equals("hidden-tests")
                    ? List.of(new ResolvedArtifact("edu.example", "hidden-tests", "1.0", "tests", hiddenJar),
                            new ResolvedArtifact("org.junit.platform", "junit-platform-engine", "1.13.4", "",
                                    BASEDIR.resolve("repo/junit-platform-engine-1.13.4.jar")))
                    : List.of(new ResolvedArtifact("org.junit.platform", "junit-platform-launcher", "1.13.4", "",
                            BASEDIR.resolve("repo/junit-platform-launcher-1.13.4.jar")));
        };

        mojo.execute();

        GradeRequest request = grader.request;
        // The POM's <points> beat the file's, item by item; the file's minimumScore holds, the POM sets none.
        assertEquals(50, request.rubric().points("admissible"));
        assertEquals(0, request.rubric().points("dominance"));
        assertEquals(6, request.rubric().points("effort"));
        assertEquals(Map.of("edu.example.hidden.HiddenTest", 20), request.rubric().testClassPoints());
        assertEquals(70, request.minimumScore());
        assertEquals(List.of("edu.example:hidden-tests:1.0:tests", "org.junit.platform:junit-platform-launcher:1.13.4"),
                resolved);
        TestRequest tests = request.tests();
        assertTrue(tests.run());
        assertEquals(List.of(hiddenJar), tests.instructorRoots());
        // The instructor's JVM: the launcher at the version of the instructor's engine, then their jar.
        assertEquals(BASEDIR.resolve("repo/junit-platform-launcher-1.13.4.jar"), tests.instructorClasspath().get(0));
        assertTrue(tests.instructorClasspath().contains(hiddenJar), tests.instructorClasspath().toString());
        assertEquals(BASEDIR, tests.workingDirectory());
        assertEquals(Duration.ofSeconds(30), tests.testTimeout());
        assertEquals(Duration.ofSeconds(300), tests.runTimeout());
        // Not locked, the digests are recorded all the same: of the rubric's bytes and of each instructor jar.
        GradeReport.Configuration configuration = request.configuration();
        assertFalse(configuration.locked());
        Path rubric = BASEDIR.resolve("src/test/resources/unit/tests-configured/rubric.yaml");
        assertEquals(new GradeReport.FileDigest(rubric.toString(), sha256(Files.readAllBytes(rubric))),
                configuration.rubric());
        assertEquals(List.of(new GradeReport.InstructorTestJar("edu.example:hidden-tests:1.0:tests",
                "hidden-tests-1.0-tests.jar", sha256("a jar's bytes".getBytes(StandardCharsets.UTF_8)))),
                configuration.instructorTests());
        assertEquals(List.of(), configuration.ignored());
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    @Test
    @InjectMojo(goal = "grade", pom = TESTS_CONFIGURED)
    @MojoParameter(name = "minimumScore", value = "5")
    @MojoParameter(name = "runTests", value = "false")
    void theMinimumScoreOfThePomBeatsTheFilesAndRunTestsFalseRunsNone(GradeMojo mojo) throws Exception {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        mojo.execute();

        assertEquals(5, grader.request.minimumScore());
        assertFalse(grader.request.tests().run());
        assertEquals("grade.runTests is false", grader.request.tests().notRunReason());
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "rubricFile", value = "src/test/resources/unit/no-such-rubric.json")
    void aMissingRubricFileIsAnExecutionErrorNamingIt(GradeMojo mojo) {
        assertRejected(mojo, "rubric file " + BASEDIR.resolve("src/test/resources/unit/no-such-rubric.json")
                + " does not exist");
    }

    @Test
    @InjectMojo(goal = "grade", pom = DEFAULTS)
    @MojoParameter(name = "testTimeoutSeconds", value = "0")
    void rejectsATestTimeoutBelowOneSecond(GradeMojo mojo) {
        assertRejected(mojo, "testTimeoutSeconds (grade.testTimeoutSeconds) must be at least 1, not 0");
    }

    private static void assertRejected(GradeMojo mojo, String message) {
        StubGrader grader = stub(mojo, StubGrader.returning(outcome(List.of(), List.of())));

        MojoExecutionException error = assertThrows(MojoExecutionException.class, mojo::execute);

        assertEquals(message, error.getMessage());
        assertNull(grader.request);
    }

    private static void onGitHubActions(GradeMojo mojo) {
        mojo.environment = Map.of("GITHUB_ACTIONS", "true")::get;
    }

    /** A goal run that may throw. */
    private interface Run {
        void run() throws Exception;
    }

    /** The lines {@code run} printed to standard output, empty ones left out. */
    private static List<String> printedBy(Run run) throws Exception {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
        try {
            run.run();
        } finally {
            System.setOut(original);
        }
        return stdout.toString(StandardCharsets.UTF_8).lines().filter(line -> !line.isEmpty()).toList();
    }

    private static StubGrader stub(GradeMojo mojo, StubGrader grader) {
        return stub(mojo, grader, Compilation.COMPILED);
    }

    /** The grader stubbed, and a compiler that records its turn in the grader's steps and gives {@code compiled}. */
    private static StubGrader stub(GradeMojo mojo, StubGrader grader, Compilation compiled) {
        mojo.grader = grader;
        // Not GitHub Actions, whatever the machine running the tests is.
        mojo.environment = variable -> null;
        mojo.compiler = () -> {
            grader.steps.add("compile");
            return compiled;
        };
        return grader;
    }

    private static GradeOutcome outcome(List<String> setupErrors, List<String> violations) {
        return new GradeOutcome(null, JSON_REPORT, HTML_REPORT, SUMMARY, setupErrors, violations, List.of());
    }

    /** Remembers the request it was given and answers with a fixed outcome or exception. */
    private static final class StubGrader implements Grader {
        private final GradeOutcome outcome;
        private final GradingException exception;
        private final List<String> steps = new ArrayList<>();
        private GradeRequest request;

        private StubGrader(GradeOutcome outcome, GradingException exception) {
            this.outcome = outcome;
            this.exception = exception;
        }

        static StubGrader returning(GradeOutcome outcome) {
            return new StubGrader(outcome, null);
        }

        static StubGrader throwing(GradingException exception) {
            return new StubGrader(null, exception);
        }

        @Override
        public void clearEarlierRun(Path outputDirectory) {
            steps.add("clear " + outputDirectory);
        }

        @Override
        public GradeOutcome grade(GradeRequest request) throws GradingException {
            steps.add("grade");
            this.request = request;
            if (exception != null) {
                throw exception;
            }
            return outcome;
        }
    }

    /** Keeps what the goal logs at info and warning level. */
    private static final class RecordingLog extends SystemStreamLog {
        final List<String> infos = new ArrayList<>();
        final List<String> warnings = new ArrayList<>();
        /** Whether info lines are printed to standard output too, as Maven's log is, to see them among the rest. */
        boolean echo;

        @Override
        public void info(CharSequence content) {
            infos.add(content.toString());
            if (echo) {
                System.out.println("[INFO] " + content);
            }
        }

        @Override
        public void warn(CharSequence content) {
            warnings.add(content.toString());
        }
    }
}
