package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fixtures.SleepingHeuristics;
import io.github.heuristicgrader.fixtures.SleepingJUnitCases;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.fork.TestFixtures;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.ci.JUnitXmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.Verdict;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real grade of six heuristics that would each take minutes, and of a JUnit test that takes ten, under a grade
 * time limit of a few seconds: the grade ends near the limit, and everything it could not finish says so.
 */
class GradeTimeLimitTest {

    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final Duration FORK_TIMEOUT = Duration.ofSeconds(60);
    private static final List<Class<?>> SLEEPING = List.of(SleepingHeuristics.First.class,
            SleepingHeuristics.Second.class, SleepingHeuristics.Third.class, SleepingHeuristics.Fourth.class,
            SleepingHeuristics.Fifth.class, SleepingHeuristics.Sixth.class);

    @TempDir
    static Path output;

    private static GradeOutcome outcome;
    private static Duration took;
    private static Map<String, HeuristicReport> byName;

    @BeforeAll
    static void gradeWithinAFewSeconds() throws Exception {
        Path classes = ForkTestSupport.graderClasses();
        Path testClasses = locationOf(ManhattanDistanceHeuristic.class);
        Path studentTests = output.resolve("student-tests");
        String testFile = SleepingJUnitCases.class.getName().replace('.', '/') + ".class";
        Files.createDirectories(studentTests.resolve(testFile).getParent());
        Files.copy(testClasses.resolve(testFile), studentTests.resolve(testFile));
        List<Path> testClasspath = new ArrayList<>(TestFixtures.junitJars());
        testClasspath.add(studentTests);
        TestRequest tests = new TestRequest(true, null, testClasspath, List.of(studentTests), null, List.of(),
                List.of(), List.of(), studentTests, Duration.ofSeconds(120), Duration.ofSeconds(300));
        List<String> heuristics = new ArrayList<>(List.of(ManhattanDistanceHeuristic.class.getName()));
        SLEEPING.forEach(type -> heuristics.add(type.getName()));
        GradeRequest request = new GradeRequest(heuristics, testClasses, List.of(testClasses), List.of(classes),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), output.resolve("grade"),
                FORK_TIMEOUT, 256, Rubric.standard(), 0, Duration.ZERO, tests, LIMIT);

        long started = System.nanoTime();
        outcome = ExhaustiveGrader.builder().build().grade(request);
        took = Duration.ofNanos(System.nanoTime() - started);
        byName = outcome.report().heuristics().stream()
                .collect(Collectors.toMap(HeuristicReport::name, Function.identity()));
        System.out.println("graded in " + took.toMillis() + " ms:");
        outcome.summary().forEach(System.out::println);
    }

    @Test
    void theGradeEndsNearItsTimeLimit() {
        assertTrue(took.compareTo(LIMIT.minusSeconds(1)) > 0, took::toString);
        assertTrue(took.compareTo(LIMIT.plusSeconds(30)) < 0, "without the limit, three minutes: " + took);
    }

    @Test
    void everyHeuristicHasAVerdictAndTheFastOneIsGradedInFull() {
        assertEquals(1 + SLEEPING.size(), outcome.report().heuristics().size());
        assertEquals(Verdict.PASSED, byName.get(ManhattanDistanceHeuristic.class.getName()).verdict());
        for (Class<?> sleeping : SLEEPING) {
            assertEquals(Verdict.GRADE_TIME_LIMIT, byName.get(sleeping.getName()).verdict(), sleeping.getName());
        }
    }

    @Test
    void theOnesStoppedAndTheOnesNeverStartedSaySoAndNameTheParameter() {
        List<String> messages = SLEEPING.stream().map(type -> byName.get(type.getName()).message()).toList();
        assertTrue(messages.stream().anyMatch(message -> message.startsWith("not evaluated to the end: stopped after ")
                && message.contains(", when the grade's time limit of 15 s ran out, before its own limit of 60 s")),
                messages::toString);
        assertTrue(messages.stream().anyMatch(message -> message.equals("not evaluated: the grade's time limit of"
                + " 15 s ran out before its turn; raise gradeTimeoutSeconds (grade.gradeTimeoutSeconds) to evaluate"
                + " it")), messages::toString);
        assertTrue(messages.stream().allMatch(message -> message.contains("raise gradeTimeoutSeconds"
                + " (grade.gradeTimeoutSeconds)")), messages::toString);
        assertTrue(messages.stream().noneMatch(message -> message.contains("did not finish")), messages::toString);
    }

    @Test
    void theyEarnNothingAndFailTheGrade() {
        for (Class<?> sleeping : SLEEPING) {
            HeuristicReport report = byName.get(sleeping.getName());
            assertEquals(0, report.score());
            assertEquals(100, report.maxScore());
            assertTrue(report.points().stream().allMatch(points -> points.reason()
                    .equals("not graded: the grade's time limit ran out")), report.points()::toString);
            assertTrue(outcome.violations().stream().anyMatch(violation -> violation.startsWith(sleeping.getName()
                    + " grade-time-limit: not evaluated")), outcome.violations()::toString);
        }
        assertEquals(100 * (1 + SLEEPING.size()), outcome.report().maxScore());
    }

    @Test
    void theTestRunIsStoppedByTheLimitAndSaysSo() {
        TestReport tests = outcome.report().tests();
        assertEquals(TestRunOutcome.TIMED_OUT, tests.outcome(), tests.message());
        assertTrue(tests.message().contains("when the grade's time limit of 15 s ran out, before the test run's own"
                + " limit of 300 s; raise gradeTimeoutSeconds (grade.gradeTimeoutSeconds)"), tests.message());
        assertEquals(1, tests.total());
        assertTrue(tests.results().get(0).failure().contains("grade's time limit"), tests.results().get(0)::toString);
    }

    @Test
    void everyReportIsWritten() {
        Path directory = output.resolve("grade");
        for (String report : List.of(JsonReportWriter.FILE_NAME, HtmlReportWriter.FILE_NAME,
                GradescopeResultsWriter.FILE_NAME, JUnitXmlReportWriter.FILE_NAME)) {
            assertTrue(Files.isRegularFile(directory.resolve(report)), report);
        }
    }

    private static Path locationOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
