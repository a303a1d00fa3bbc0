package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.fixtures.AbstractHeuristic;
import io.github.heuristicgrader.fixtures.ChattyHeuristic;
import io.github.heuristicgrader.fixtures.EngineThiefHeuristic;
import io.github.heuristicgrader.fixtures.ExitingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.ExitingHeuristic;
import io.github.heuristicgrader.fixtures.FailingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.HaltingConstructorHeuristic;
import io.github.heuristicgrader.fixtures.HaltingHeuristic;
import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fixtures.MaxValueHeuristic;
import io.github.heuristicgrader.fixtures.MemoryHogHeuristic;
import io.github.heuristicgrader.fixtures.NegativeHeuristic;
import io.github.heuristicgrader.fixtures.NeverReturningHeuristic;
import io.github.heuristicgrader.fixtures.NoNoArgConstructorHeuristic;
import io.github.heuristicgrader.fixtures.OverestimatingHeuristic;
import io.github.heuristicgrader.fixtures.RandomHeuristic;
import io.github.heuristicgrader.fixtures.SlowHeuristic;
import io.github.heuristicgrader.fixtures.SneakyHeuristic;
import io.github.heuristicgrader.fixtures.StringHeuristic;
import io.github.heuristicgrader.fixtures.ThreadSpawningHeuristic;
import io.github.heuristicgrader.fixtures.ThrowingHeuristic;
import io.github.heuristicgrader.fixtures.WorkFilePoisoners;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.Verdict;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every kind of broken, slow or hostile heuristic graded together with good ones in one real run, each in its own
 * forked JVM: every one gets its named verdict in the report, and the good ones are graded as usual.
 */
class UntrustedHeuristicsTest {

    private static final String MISSING = "student.DoesNotExist";
    private static final Map<String, Verdict> EXPECTED = expected();

    @TempDir
    static Path output;

    private static GradeOutcome outcome;
    private static Map<String, HeuristicReport> byName;

    private static Map<String, Verdict> expected() {
        Map<String, Verdict> expected = new LinkedHashMap<>();
        expected.put(ZeroHeuristic.class.getName(), Verdict.PASSED);
        expected.put(ManhattanDistanceHeuristic.class.getName(), Verdict.PASSED);
        expected.put(ChattyHeuristic.class.getName(), Verdict.PASSED);
        expected.put(ThreadSpawningHeuristic.class.getName(), Verdict.PASSED);
        expected.put(SneakyHeuristic.class.getName(), Verdict.PASSED);
        expected.put(WorkFilePoisoners.FifosInPlaceOfTheReports.class.getName(), Verdict.PASSED);
        // The parent writes the output log itself once the JVM has ended, over whatever the fork left there.
        expected.put(WorkFilePoisoners.FifoForTheOutputLog.class.getName(), Verdict.PASSED);
        expected.put(OverestimatingHeuristic.class.getName(), Verdict.INADMISSIBLE);
        expected.put(MaxValueHeuristic.class.getName(), Verdict.INADMISSIBLE);
        expected.put(NegativeHeuristic.class.getName(), Verdict.ILL_FORMED);
        expected.put(RandomHeuristic.class.getName(), Verdict.NONDETERMINISTIC);
        expected.put(ThrowingHeuristic.class.getName(), Verdict.THREW);
        expected.put(NeverReturningHeuristic.class.getName(), Verdict.TIMED_OUT);
        expected.put(ExitingHeuristic.class.getName(), Verdict.CRASHED);
        expected.put(HaltingHeuristic.class.getName(), Verdict.CRASHED);
        expected.put(ExitingConstructorHeuristic.class.getName(), Verdict.CRASHED);
        expected.put(HaltingConstructorHeuristic.class.getName(), Verdict.CRASHED);
        expected.put(MemoryHogHeuristic.class.getName(), Verdict.CRASHED);
        expected.put(WorkFilePoisoners.DirectoryAtTheResultsTemporaryFile.class.getName(), Verdict.CRASHED);
        expected.put(WorkFilePoisoners.StatusLinkedToDevZero.class.getName(), Verdict.TAMPERED);
        expected.put(WorkFilePoisoners.GarbageResult.class.getName(), Verdict.TAMPERED);
        expected.put(FailingConstructorHeuristic.class.getName(), Verdict.NOT_LOADABLE);
        expected.put(NoNoArgConstructorHeuristic.class.getName(), Verdict.NOT_LOADABLE);
        expected.put(AbstractHeuristic.class.getName(), Verdict.NOT_LOADABLE);
        expected.put(StringHeuristic.class.getName(), Verdict.NOT_LOADABLE);
        expected.put(MISSING, Verdict.NOT_LOADABLE);
        expected.put(EngineThiefHeuristic.class.getName(), Verdict.NOT_LOADABLE);
        return expected;
    }

    @BeforeAll
    static void gradeThemAll() throws Exception {
        Path classes = ForkTestSupport.graderClasses();
        Path testClasses = compiled(ZeroHeuristic.class);
        GradeRequest request = new GradeRequest(List.copyOf(EXPECTED.keySet()), testClasses, List.of(testClasses),
                List.of(classes), Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), output,
                Duration.ofSeconds(8), 256, Rubric.standard(), 0, Duration.ZERO);
        // A FIFO in place of a report would block its writer for ever.
        outcome = assertTimeoutPreemptively(Duration.ofMinutes(10),
                () -> ExhaustiveGrader.builder().build().grade(request));
        byName = outcome.report().heuristics().stream()
                .collect(Collectors.toMap(HeuristicReport::name, Function.identity()));
    }

    private static Path compiled(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void everyHeuristicGetsItsNamedVerdict() {
        Map<String, Verdict> actual = new LinkedHashMap<>();
        EXPECTED.keySet().forEach(name -> actual.put(name, byName.get(name).verdict()));
        assertEquals(EXPECTED, actual);
    }

    @Test
    void goodHeuristicsAreGradedInFullBesideBrokenOnes() {
        HeuristicReport manhattan = byName.get(ManhattanDistanceHeuristic.class.getName());
        assertEquals(75, manhattan.score());
        assertEquals(10, manhattan.effort().size());
        assertTrue(manhattan.effort().stream().allMatch(effort -> effort.optimal()));
    }

    @Test
    void everyBrokenHeuristicIsAViolationWithItsNameAndEveryOneHasASummaryLine() {
        long broken = EXPECTED.values().stream().filter(verdict -> verdict != Verdict.PASSED).count();
        assertEquals(broken, outcome.violations().size());
        for (Map.Entry<String, Verdict> expected : EXPECTED.entrySet()) {
            String line = expected.getKey() + ": " + expected.getValue().id() + ", ";
            assertTrue(outcome.summary().stream().anyMatch(summary -> summary.startsWith(line)), line);
        }
        assertEquals(List.of(MISSING), outcome.setupErrors().stream()
                .filter(error -> error.contains(MISSING)).map(error -> MISSING).toList());
    }

    @Test
    void aForkThatTamperedWithItsFilesEarnsNothingAndTheReportNamesTheFile() {
        HeuristicReport linked = byName.get(WorkFilePoisoners.StatusLinkedToDevZero.class.getName());
        assertEquals("tampered", linked.failure().kind());
        assertEquals(0, linked.score());
        assertTrue(linked.failure().detail().startsWith("the live status file is a symbolic link, not a regular"
                + " file"), linked.failure().detail());
        assertTrue(linked.message().contains("left a file the grader refuses"), linked.message());
        assertTrue(byName.get(WorkFilePoisoners.GarbageResult.class.getName()).failure().detail()
                .startsWith("the worker's result file "));
    }

    @Test
    void everyReportIsWrittenInPlaceOfTheFifosAForkLeftThere() throws Exception {
        for (String report : List.of("grade.json", "index.html", "results.json", "TEST-heuristic-grader.xml")) {
            assertTrue(Files.isRegularFile(output.resolve(report), LinkOption.NOFOLLOW_LINKS), report);
        }
        assertEquals(outcome.report(), new JsonReportWriter().read(output.resolve("grade.json")));
        try (Stream<Path> files = Files.list(output)) {
            assertEquals(List.of(), files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".tmp")).toList(), "no temporary report file left");
        }
    }

    @Test
    void theEngineIsOutOfReachOfStudentCodeThroughEveryClassLoader() {
        HeuristicReport thief = byName.get(EngineThiefHeuristic.class.getName());
        assertEquals(0, thief.score());
        assertTrue(thief.message().contains(EngineThiefHeuristic.OUT_OF_REACH), thief.message());
        assertTrue(thief.failure().detail().contains("Heuristic.class.getClassLoader(): ClassNotFoundException"
                + " for every class, no resource"), thief.failure().detail());
        assertFalse(thief.failure().detail().contains(": found"), thief.failure().detail());
    }

    @Test
    void exceptionIsReportedWithItsLayoutAndTheStudentsFrames() {
        HeuristicReport throwing = byName.get(ThrowingHeuristic.class.getName());
        assertEquals("exception", throwing.failure().kind());
        assertEquals(throwing.checks().wellFormed().firstFailed(), throwing.failure().state());
        assertTrue(throwing.failure().detail().contains(ThrowingHeuristic.class.getName()),
                throwing.failure().detail());
        assertTrue(throwing.checks().wellFormed().failed() > 0);
        assertTrue(throwing.effort().isEmpty(), "no A* on a table with holes");
        assertEquals(0, throwing.score(), "checks on the layouts it answered earn nothing");
        assertTrue(throwing.message().contains(StackOverflowError.class.getName()), throwing.message());
    }

    @Test
    void endlessLoopIsStoppedAtTheTimeoutNamingTheLayout() {
        HeuristicReport endless = byName.get(NeverReturningHeuristic.class.getName());
        assertEquals("timeout", endless.failure().kind());
        assertEquals(20, endless.failure().state().length());
        assertTrue(endless.message().contains("did not finish"), endless.message());
    }

    @Test
    void exitsAndHaltsAreReportedWithTheirExitCodes() {
        assertEquals("exit code " + ExitingHeuristic.EXIT_CODE,
                byName.get(ExitingHeuristic.class.getName()).failure().detail());
        assertEquals("exit code " + ExitingConstructorHeuristic.EXIT_CODE,
                byName.get(ExitingConstructorHeuristic.class.getName()).failure().detail());
        assertEquals("exit code " + HaltingConstructorHeuristic.EXIT_CODE,
                byName.get(HaltingConstructorHeuristic.class.getName()).failure().detail());
        assertNotNull(byName.get(HaltingHeuristic.class.getName()).failure().state(), "halt names its layout");
        assertEquals("out-of-memory", byName.get(MemoryHogHeuristic.class.getName()).failure().kind());
    }

    @Test
    void hugeEstimatesAreCheckedWithoutOverflow() {
        HeuristicReport maxValue = byName.get(MaxValueHeuristic.class.getName());
        assertEquals(Integer.MAX_VALUE - 1L, maxValue.checks().admissible().maxExcess());
        assertEquals(267_115 - 24_780, maxValue.checks().admissible().violations());
        assertTrue(maxValue.effort().stream().allMatch(effort -> effort.cost() > 0));
    }

    @Test
    void randomValuesAreCaughtByEvaluatingASampleAgain() {
        HeuristicReport random = byName.get(RandomHeuristic.class.getName());
        assertTrue(random.checks().repeatable().changed() > 0);
        assertFalse(random.checks().repeatable().passed());
        assertTrue(random.message().contains("gave another value"), random.message());
        assertEquals(0, random.score());
    }

    @Test
    void chattyOutputIsCutToItsTail() {
        HeuristicReport chatty = byName.get(ChattyHeuristic.class.getName());
        assertTrue(chatty.failure() == null || chatty.failure().output() == null
                || chatty.failure().output().length() <= 4096);
        assertTrue(outcome.summary().stream().allMatch(line -> line.length() < 1_000));
    }

    /** Apart from the others, so that a budget tight enough to be tested cannot catch a heuristic busy printing. */
    @Test
    void slowHeuristicIsTooSlowForABudgetAFastOneMeets() throws Exception {
        Path classes = ForkTestSupport.graderClasses();
        Path testClasses = compiled(ZeroHeuristic.class);
        GradeRequest request = new GradeRequest(List.of(SlowHeuristic.class.getName(),
                ManhattanDistanceHeuristic.class.getName()), testClasses, List.of(testClasses), List.of(classes),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), output.resolve("budget"),
                Duration.ofSeconds(30), 256, Rubric.standard(), 0, Duration.ofNanos(SlowHeuristic.SPIN_NANOS / 2));
        Map<String, HeuristicReport> graded = ExhaustiveGrader.builder().build().grade(request).report().heuristics()
                .stream().collect(Collectors.toMap(HeuristicReport::name, Function.identity()));
        HeuristicReport slow = graded.get(SlowHeuristic.class.getName());
        assertEquals(Verdict.TOO_SLOW, slow.verdict());
        assertEquals(Verdict.PASSED, graded.get(ManhattanDistanceHeuristic.class.getName()).verdict());
        assertTrue(slow.nanosPerEvaluation() >= SlowHeuristic.SPIN_NANOS, String.valueOf(slow.nanosPerEvaluation()));
        assertTrue(slow.message().contains("over the budget"), slow.message());
    }

    @Test
    void studentCodeCannotSeeTheGradersEngine() {
        assertEquals(Verdict.PASSED, byName.get(SneakyHeuristic.class.getName()).verdict());
    }

    @Test
    void theReportIsWrittenAndReadsBack() throws Exception {
        assertEquals(outcome.report(), new JsonReportWriter().read(outcome.jsonReport()));
    }
}
