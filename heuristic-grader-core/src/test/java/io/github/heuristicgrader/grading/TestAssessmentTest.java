package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.RubricException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.fork.TestRun.Outcome;
import io.github.heuristicgrader.fork.TestRun.Status;
import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.TestRunOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestAssessmentTest {

    private static final String BOARD = "edu.example.BoardTest";
    private static final TestRequest PROJECT_ONLY = new TestRequest(true, null, List.of(), List.of(), null, List.of(),
            List.of(), List.of(), null, Duration.ofSeconds(1), Duration.ofSeconds(1));

    @TempDir
    Path directory;

    private Rubric rubric;

    @BeforeEach
    void loadRubric() throws IOException, RubricException {
        Path file = Files.writeString(directory.resolve("rubric.json"), """
                {
                  "tests": {
                    "edu.example.BoardTest#parses": 5,
                    "edu.example.BoardTest#rejects": 10,
                    "edu.example.BoardTest#repeats": 4,
                    "edu.example.BoardTest#renamedAway": 3,
                    "[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:parses()]": 1
                  },
                  "testClasses": {"edu.example.BoardTest": 10, "edu.example.NoSuchTest": 2},
                  "testTags": {"exam": 9}
                }
                """);
        rubric = Rubric.load(file, Map.of(), null);
    }

    @Test
    void aPassingTestEarnsItsPointsAFailingOneCostsThem() {
        TestReport report = assess(run(Outcome.COMPLETED, null));

        assertEquals(points("test", BOARD + "#parses", 5, 5, "passed"), entry(report, BOARD + "#parses"));
        assertEquals(points("test", BOARD + "#rejects", 0, 10, "failed: org.opentest4j.AssertionFailedError: no"),
                entry(report, BOARD + "#rejects"));
        assertEquals(points("test", "[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:parses()]", 1, 1,
                "passed"), entry(report, "[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:parses()]"));
    }

    @Test
    void aTamperedRunReportsNoTestAndEarnsNothingSayingWhy() {
        String message = "the test JVM left a file the grader refuses: the test journal is a FIFO, socket or device,"
                + " not a regular file (work/tests-1/journal.txt)";
        TestRun tampered = new TestRun(Outcome.TAMPERED, message, null, List.of(), List.of(), 0, "printed\n",
                Duration.ofSeconds(1));

        TestReport report = assess(tampered);

        assertEquals(TestRunOutcome.TAMPERED, report.outcome());
        assertEquals(message, report.message());
        assertEquals(0, report.score());
        assertEquals(List.of(), report.results());
        assertEquals("printed\n", report.output());
        assertEquals(points("test", BOARD + "#parses", 0, 5, "the test run was tampered with: " + message),
                entry(report, BOARD + "#parses"));
        assertEquals(points("tag", "exam", 0, 9, "the test run was tampered with: " + message),
                entry(report, "exam"));
    }

    @Test
    void aRepeatedTestEarnsOnlyWhenEveryInvocationPassed() {
        TestReport report = assess(run(Outcome.COMPLETED, null));

        assertEquals(points("test", BOARD + "#repeats", 0, 4, "1 of 2 invocations did not pass, first repetition 2"
                + " failed: boom"), entry(report, BOARD + "#repeats"));
    }

    @Test
    void aTestThatIsNotThereEarnsNothing() {
        TestReport report = assess(run(Outcome.COMPLETED, null));

        assertEquals(points("test", BOARD + "#renamedAway", 0, 3, "no such test was found"),
                entry(report, BOARD + "#renamedAway"));
        assertEquals(points("class", "edu.example.NoSuchTest", 0, 2, "no tests of this class were found"),
                entry(report, "edu.example.NoSuchTest"));
    }

    @Test
    void classAndTagPointsGoByTheShareOfTheirTestsThatPassedRoundedDown() {
        TestReport report = assess(run(Outcome.COMPLETED, null));

        // parses, rejects, repeats ×2, skipped, nested: 3 of 6 passed.
        assertEquals(points("class", BOARD, 5, 10, "3 of 6 tests passed; not passed: " + BOARD + "#later skipped, "
                + BOARD + "#rejects failed, " + BOARD + "#repeats failed"), entry(report, BOARD));
        // rejects and the nested test are tagged exam: 1 of 2.
        assertEquals(points("tag", "exam", 4, 9, "1 of 2 tests passed; not passed: " + BOARD + "#rejects failed"),
                entry(report, "exam"));
    }

    @Test
    void eachEntryNamesTheTestsItCoversSoThatReportsNeedNotMatchThemAgain() {
        TestReport report = assess(run(Outcome.COMPLETED, null));

        assertEquals(6, covering(report, BOARD).tests().size());
        assertEquals(List.of(BOARD + "#rejects"), covering(report, "exam").tests().stream()
                .map(id -> report.results().stream().filter(result -> result.uniqueId().equals(id)).findFirst()
                        .orElseThrow().qualifiedName())
                .filter(name -> name.startsWith(BOARD + "#")).toList());
        assertEquals(List.of(), covering(report, BOARD + "#renamedAway").tests());
    }

    @Test
    void countsEachStatusAndAddsUpThePoints() {
        TestReport report = assess(run(Outcome.COMPLETED, null));

        assertEquals(TestRunOutcome.COMPLETED, report.outcome());
        assertEquals("6 tests: 3 successful, 1 skipped, 2 failed", report.message());
        assertEquals(List.of(6, 3, 2, 0, 1, 0, 0, 0), List.of(report.total(), report.successful(), report.failed(),
                report.aborted(), report.skipped(), report.timedOut(), report.crashed(), report.notRun()));
        assertEquals(5 + 1 + 5 + 4, report.score());
        assertEquals(5 + 10 + 4 + 3 + 1 + 10 + 2 + 9, report.maxScore());
        assertEquals("1.13.4", report.platformVersion());
        assertNull(report.output());
        assertEquals(List.of("later", "parses", "rejects", "repeats", "repeats", "inner"),
                report.results().stream().map(result -> result.methodName()).toList());
    }

    @Test
    void aRunThatEndedEarlyKeepsItsMessageAndOutput() {
        TestReport report = assess(run(Outcome.EXITED, "the test JVM ended with exit code 3"));

        assertEquals(TestRunOutcome.EXITED, report.outcome());
        assertEquals("the test JVM ended with exit code 3; 6 tests: 3 successful, 1 skipped, 2 failed",
                report.message());
        assertEquals("printed", report.output());
    }

    @Test
    void testsNotRunEarnNothingAndSayWhy() {
        TestReport report = TestAssessment.assess(null, TestRequest.notRun("grade.runTests is false"),
                rubric);

        assertEquals(TestRunOutcome.NOT_RUN, report.outcome());
        assertEquals("grade.runTests is false", report.message());
        assertEquals(0, report.score());
        assertEquals(44, report.maxScore());
        assertEquals(8, report.points().size());
        assertEquals(points("tag", "exam", 0, 9, "tests were not run: grade.runTests is false"),
                entry(report, "exam"));
    }

    @Test
    void theInstructorsRunKeepsItsMessageAndOutputToItselfTheStudentsMessageSaysOnlyThatItStopped() {
        TestRun hidden = new TestRun(Outcome.EXITED, "the test JVM ended with exit code 3 during"
                + " hidden.HiddenTest#secret", "1.14.0", List.of(hiddenTest("secret", Status.CRASHED, List.of())),
                List.of("HiddenTest: java.lang.IllegalStateException: hidden setup"), 3, "hidden output",
                Duration.ofSeconds(1));

        TestReport report = TestAssessment.assess(new TestRuns(run(Outcome.COMPLETED, null), hidden), PROJECT_ONLY,
                rubric);

        assertEquals(TestRunOutcome.EXITED, report.outcome());
        assertEquals("the instructor's test run exited; 7 tests: 3 successful, 1 skipped, 2 failed, 1 crashed",
                report.message());
        assertNull(report.output());
        assertEquals("1.13.4", report.platformVersion());
        assertEquals(new InstructorRun(TestRunOutcome.EXITED, "the test JVM ended with exit code 3 during"
                + " hidden.HiddenTest#secret; failed outside their tests: HiddenTest: java.lang.IllegalStateException:"
                + " hidden setup", "1.14.0", "hidden output"), report.instructorRun());
        assertEquals("instructor", report.results().stream().filter(result -> "secret".equals(result.methodName()))
                .findFirst().orElseThrow().source());
    }

    @Test
    void projectTestsThatCouldNotRunBesideTheInstructorsSayWhy() {
        TestRun hidden = new TestRun(Outcome.COMPLETED, null, "1.13.4", List.of(hiddenTest("one", Status.SUCCESSFUL,
                List.of())), List.of(), 0, "", Duration.ofSeconds(1));
        TestRequest request = new TestRequest(true, null, List.of(), List.of(), "no JUnit Platform engine among the"
                + " project's test dependencies", List.of(), List.of(), List.of(Path.of("hidden.jar")), null,
                Duration.ofSeconds(1), Duration.ofSeconds(1));

        TestReport report = TestAssessment.assess(new TestRuns(null, hidden), request, rubric);

        assertEquals(TestRunOutcome.COMPLETED, report.outcome());
        assertEquals("the project's tests were not run: no JUnit Platform engine among the project's test"
                + " dependencies; 1 test: 1 successful", report.message());
        assertEquals(new InstructorRun(TestRunOutcome.COMPLETED, null, "1.13.4", null), report.instructorRun());
    }

    @Test
    void aStudentsTestsCannotPadAnEntryThatNamesTheInstructorsTests() throws IOException, GradingException,
            RubricException {
        Rubric hiddenRubric = Rubric.load(Files.writeString(directory.resolve("hidden.json"),
                "{\"testClasses\": {\"hidden.HiddenTest\": 10}, \"testTags\": {\"exam\": 10}}"), Map.of(), null);
        // The student's own class of the hidden class's name, and tests of the hidden tag, all passing.
        List<TestRun.Test> padding = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            padding.add(new TestRun.Test("[engine:junit-jupiter]/[class:hidden.HiddenTest]/[method:pad" + i + "()]",
                    false, "hidden.HiddenTest", "pad" + i, "pad" + i + "()", List.of("exam"), Status.SUCCESSFUL,
                    Duration.ofMillis(1), null));
        }
        TestRun project = new TestRun(Outcome.COMPLETED, null, "1.13.4", padding, List.of(), 0, "",
                Duration.ofSeconds(1));
        TestRun hidden = new TestRun(Outcome.COMPLETED, null, "1.13.4", List.of(hiddenTest("one", Status.FAILED,
                List.of("exam")), hiddenTest("two", Status.SUCCESSFUL, List.of("exam"))), List.of(), 0, "",
                Duration.ofSeconds(1));

        TestReport report = TestAssessment.assess(new TestRuns(project, hidden), PROJECT_ONLY, hiddenRubric);

        assertEquals(points("class", "hidden.HiddenTest", 5, 10, "1 of 2 tests passed; not passed:"
                + " hidden.HiddenTest#one failed"), entry(report, "hidden.HiddenTest"));
        assertEquals(points("tag", "exam", 5, 10, "1 of 2 tests passed; not passed: hidden.HiddenTest#one failed"),
                entry(report, "exam"));
    }

    private static TestRun.Test hiddenTest(String method, Status status, List<String> tags) {
        return new TestRun.Test("[engine:junit-jupiter]/[class:hidden.HiddenTest]/[method:" + method + "()]", true,
                "hidden.HiddenTest", method, method + "()", tags, status, Duration.ofMillis(1),
                status == Status.SUCCESSFUL ? null : "hidden failure");
    }

    /** The report of a run of the project's tests alone. */
    private TestReport assess(TestRun project) {
        return TestAssessment.assess(new TestRuns(project, null), PROJECT_ONLY, rubric);
    }

    private static TestRun run(Outcome outcome, String message) {
        return new TestRun(outcome, message, "1.13.4", List.of(
                test("parses", "parses()", Status.SUCCESSFUL, List.of(), null),
                test("rejects", "rejects()", Status.FAILED, List.of("exam"),
                        "org.opentest4j.AssertionFailedError: no\n\tat edu.example.BoardTest.rejects(BoardTest.java:9)"),
                test("repeats", "repetition 1", Status.SUCCESSFUL, List.of(), null),
                test("repeats", "repetition 2", Status.FAILED, List.of(), "boom"),
                test("later", "later()", Status.SKIPPED, List.of(), "disabled"),
                new TestRun.Test("[engine:junit-jupiter]/[class:edu.example.BoardTest]/[nested-class:Nested]"
                        + "/[method:inner()]", false, BOARD + "$Nested", "inner", "inner()", List.of("exam"),
                        Status.SUCCESSFUL, Duration.ofMillis(1), null)),
                List.of(), outcome == Outcome.COMPLETED ? 0 : 3, "printed", Duration.ofSeconds(2));
    }

    private static TestRun.Test test(String method, String displayName, Status status, List<String> tags,
            String failure) {
        String id = "[engine:junit-jupiter]/[class:edu.example.BoardTest]/[method:" + method + "()]"
                + (displayName.startsWith("repetition") ? "/[test-template-invocation:#" + displayName.substring(11)
                        + "]" : "");
        return new TestRun.Test(id, false, BOARD, method, displayName, tags, status, Duration.ofMillis(3), failure);
    }

    /** An entry as expected, the tests it covers left out: {@link #entry} leaves them out too. */
    private static TestPoints points(String kind, String name, int earned, int possible, String reason) {
        return new TestPoints(kind, name, earned, possible, reason, List.of());
    }

    private static TestPoints entry(TestReport report, String name) {
        TestPoints entry = covering(report, name);
        return points(entry.kind(), entry.name(), entry.earned(), entry.possible(), entry.reason());
    }

    private static TestPoints covering(TestReport report, String name) {
        return report.points().stream().filter(points -> points.name().equals(name)).findFirst().orElseThrow();
    }
}
