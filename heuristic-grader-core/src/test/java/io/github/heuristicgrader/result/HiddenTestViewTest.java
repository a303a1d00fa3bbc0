package io.github.heuristicgrader.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.HiddenTestNames.Naming;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one place that names hidden tests, as each output shows them. */
class HiddenTestViewTest {

    private static final GradeReport REPORT = SampleReports.withTests();

    @Test
    void keepsTheReportAsItIsUnderNames() {
        assertSame(REPORT, HiddenTestView.of(REPORT, Naming.NAMES));
    }

    @Test
    void numbersTheHiddenTestsInTheOrderOfTheirRealNamesAfterTheProjectsTests() {
        TestReport shown = HiddenTestView.of(REPORT, Naming.NUMBERED).tests();

        assertEquals(List.of("edu.example.BoardTest#parsesTheClassicStart", "edu.example.BoardTest#rejectsMarkup",
                "edu.example.BoardTest#solvesSlowly", "hidden test 1", "hidden test 2"),
                shown.results().stream().map(TestResult::qualifiedName).toList());
        TestResult quits = shown.results().get(3);
        assertEquals(List.of("[hidden-test:1]", "instructor", "crashed", "exam"), List.of(quits.uniqueId(),
                quits.source(), quits.status().id(), String.join(",", quits.tags())));
        assertEquals("the test JVM ended with exit code 3 (System.exit or Runtime.halt) during hidden test 1",
                quits.failure());
        assertEquals("not reached: the test JVM ended with exit code 3 (System.exit or Runtime.halt) during hidden"
                + " test 1", shown.results().get(4).failure());
        TestPoints classEntry = shown.points().get(2);
        assertEquals(List.of("class", "hidden class 1", "0 of 2 tests passed; not passed: hidden test 1 crashed,"
                + " hidden test 2 not-run"), List.of(classEntry.kind(), classEntry.name(), classEntry.reason()));
        assertEquals(List.of("[hidden-test:1]", "[hidden-test:2]"), classEntry.tests());
        assertFalse(text(shown).contains("HiddenTest"), text(shown));
        assertFalse(text(shown).contains("quits"), text(shown));
    }

    @Test
    void listsNoHiddenTestUnderNoneAndKeepsTheirPointsInOneEntry() {
        TestReport shown = HiddenTestView.of(REPORT, Naming.NONE).tests();

        assertEquals(List.of("edu.example.BoardTest#parsesTheClassicStart", "edu.example.BoardTest#rejectsMarkup",
                "edu.example.BoardTest#solvesSlowly"), shown.results().stream().map(TestResult::qualifiedName)
                .toList());
        TestPoints hidden = shown.points().get(shown.points().size() - 1);
        assertEquals(List.of("hidden", "tests", "0", "10"), List.of(hidden.kind(), hidden.name(),
                Integer.toString(hidden.earned()), Integer.toString(hidden.possible())));
        assertFalse(text(shown).contains("HiddenTest"), text(shown));
        assertFalse(text(shown).contains("hidden test 1"), text(shown));
        assertTrue(shown.message().contains("during a hidden test"), shown.message());
    }

    @Test
    void keepsEveryTotalAndCountUnderEveryNaming() {
        TestReport whole = REPORT.tests();
        for (Naming naming : Naming.values()) {
            GradeReport view = HiddenTestView.of(REPORT, naming);
            TestReport shown = view.tests();
            assertEquals(List.of(REPORT.score(), REPORT.maxScore()), List.of(view.score(), view.maxScore()),
                    naming::id);
            assertEquals(List.of(whole.score(), whole.maxScore(), whole.total(), whole.successful(), whole.failed(),
                    whole.skipped(), whole.crashed(), whole.notRun()), List.of(shown.score(), shown.maxScore(),
                    shown.total(), shown.successful(), shown.failed(), shown.skipped(), shown.crashed(),
                    shown.notRun()), naming::id);
            assertEquals(whole.points().stream().mapToInt(TestPoints::earned).sum(),
                    shown.points().stream().mapToInt(TestPoints::earned).sum(), naming::id);
            assertEquals(whole.points().stream().mapToInt(TestPoints::possible).sum(),
                    shown.points().stream().mapToInt(TestPoints::possible).sum(), naming::id);
        }
    }

    @Test
    void cutsAHiddenTestsFailureToItsFirstLineAndReplacesEveryHiddenNameAsAWholeWord() {
        TestResult hidden = new TestResult("[engine:junit-jupiter]/[class:edu.example.hidden.AdmissibleTest]"
                + "/[method:neverOverestimates()]", "instructor", "edu.example.hidden.AdmissibleTest",
                "neverOverestimates", "never overestimates", List.of(), TestStatus.FAILED, 4L,
                "org.opentest4j.AssertionFailedError: AdmissibleTest.neverOverestimates: 5 > 3 (never overestimates,"
                        + " neverOverestimatesMore)\n\tat edu.example.hidden.AdmissibleTest.neverOverestimates"
                        + "(AdmissibleTest.java:12)\n\tat edu.example.hidden.AdmissibleTest"
                        + ".lambda$neverOverestimates$0");
        TestReport tests = new TestReport(TestRunOutcome.COMPLETED, "1 test: 1 failed", "1.13.4", 1, 0, 1, 0, 0, 0, 0,
                0, 0, 0, List.of(), List.of(hidden), null, new GradeReport.InstructorRun(TestRunOutcome.COMPLETED, null,
                "1.13.4", null));

        TestResult shown = HiddenTestView.of(tests, Naming.NUMBERED).results().get(0);

        assertEquals("org.opentest4j.AssertionFailedError: hidden class 1.hidden test 1: 5 > 3 (hidden test 1,"
                + " neverOverestimatesMore)", shown.failure());
        assertEquals("hidden test 1", shown.label());
    }

    @Test
    void namesAnEntryThatCoversNoTestByItsNumberWhenThereWereHiddenTests() {
        TestReport tests = new TestReport(TestRunOutcome.COMPLETED, "no tests", null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7,
                List.of(new TestPoints("test", "edu.example.hidden.GoneTest#missing", 0, 7,
                        "no test edu.example.hidden.GoneTest#missing ran", List.of())), List.of(), null,
                new GradeReport.InstructorRun(TestRunOutcome.COMPLETED, null, null, null));

        TestPoints shown = HiddenTestView.of(tests, Naming.NUMBERED).points().get(0);

        assertEquals("hidden entry 1", shown.name());
    }

    @Test
    void readsOneWordForEveryOutputOrAnObjectOfOutputs() {
        assertEquals(new HiddenTestNames(Naming.NONE, Naming.NONE, Naming.NONE, Naming.NONE, Naming.NONE,
                Naming.NONE, Naming.NONE, Naming.NONE), HiddenTestNames.of("none"));
        Map<String, Object> declared = new LinkedHashMap<>();
        declared.put("console", "names");
        declared.put("gradescope", "numbered");
        HiddenTestNames names = HiddenTestNames.of(declared);
        assertEquals(List.of(Naming.NAMES, Naming.NUMBERED, Naming.NUMBERED, Naming.NUMBERED, Naming.NUMBERED,
                Naming.NUMBERED, Naming.NAMES), List.of(names.console(), names.summary(), names.junitXml(),
                names.page(), names.gradescope(), names.classroom(), names.gradeJson()));
        assertEquals(HiddenTestNames.DEFAULT, HiddenTestNames.of(null));
    }

    @Test
    void refusesAnUnknownOutputOrWordNamingWhatIsAllowed() {
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class,
                () -> HiddenTestNames.of("hidden"));
        IllegalArgumentException output = assertThrows(IllegalArgumentException.class,
                () -> HiddenTestNames.of(Map.of("log", "names")));
        IllegalArgumentException value = assertThrows(IllegalArgumentException.class,
                () -> HiddenTestNames.of(Map.of("page", "Numbered")));
        IllegalArgumentException list = assertThrows(IllegalArgumentException.class,
                () -> HiddenTestNames.of(List.of("names")));

        assertEquals("hiddenTestNames is 'hidden'; it must be one of names, numbered, none", word.getMessage());
        assertEquals("hiddenTestNames has unknown output 'log'; the outputs are console, summary, junitXml, page,"
                + " gradescope, prairielearn, classroom, gradeJson", output.getMessage());
        assertEquals("hiddenTestNames.page is 'Numbered'; it must be one of names, numbered, none",
                value.getMessage());
        assertTrue(list.getMessage().startsWith("hiddenTestNames must be one of names, numbered, none for every"
                + " output, or an object of outputs"), list.getMessage());
    }

    private static String text(TestReport tests) {
        return tests.toString();
    }
}
