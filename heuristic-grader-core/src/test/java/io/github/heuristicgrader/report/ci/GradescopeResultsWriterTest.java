package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HostileReports;
import io.github.heuristicgrader.result.SampleReports;
import io.github.heuristicgrader.result.TestRunOutcome;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.rubric.GradescopeOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GradescopeResultsWriterTest {

    private static final Duration EXECUTION_TIME = Duration.ofMillis(42_600);
    private static final List<String> ITEMS = List.of("wellFormed", "goalZero", "admissible", "consistent",
            "dominance", "effort");

    private final GradescopeResultsWriter writer = new GradescopeResultsWriter();

    @TempDir
    Path directory;

    private Path file;
    private JsonNode json;

    @BeforeEach
    void writeSample() throws IOException {
        file = writer.write(SampleReports.threeHeuristics(), run(directory, EXECUTION_TIME));
        json = new ObjectMapper().readTree(file.toFile());
    }

    @Test
    void writesResultsJsonIntoTheDirectory() {
        assertEquals(directory.resolve("results.json"), file);
    }

    @Test
    void writesOnlyFieldsOfGradescopesFormat() {
        assertEquals(List.of("score", "execution_time", "output", "output_format", "test_output_format",
                "test_name_format", "extra_data", "tests"), fieldNames(json));
        for (JsonNode test : json.get("tests")) {
            assertEquals(List.of("name", "score", "max_score", "status", "output", "output_format", "visibility"),
                    fieldNames(test));
            assertTrue(test.get("name").isTextual() && test.get("output").isTextual(), test.toString());
            assertTrue(Set.of("text", "html").contains(test.get("output_format").textValue()), test.toString());
            assertTrue(test.get("score").isNumber() && test.get("max_score").isNumber(), test.toString());
            assertTrue(Set.of("passed", "failed").contains(test.get("status").textValue()), test.toString());
            assertEquals("visible", test.get("visibility").textValue());
        }
    }

    @Test
    void testsOfTheJUnitRunHaveTheSameFields() throws IOException {
        for (JsonNode test : write(SampleReports.withTests()).get("tests")) {
            assertEquals(List.of("name", "score", "max_score", "status", "output", "output_format", "visibility"),
                    fieldNames(test));
            assertTrue(Set.of("passed", "failed").contains(test.get("status").textValue()), test.toString());
            assertTrue(Set.of("visible", "after_published").contains(test.get("visibility").textValue()),
                    test.toString());
        }
    }

    @Test
    void writesTheScoreTimeAndPointsPossible() {
        assertEquals(120, json.get("score").intValue());
        assertEquals(43, json.get("execution_time").longValue(), "42.6 s rounds to 43");
        assertEquals(300, json.at("/extra_data/max_score").intValue());
        assertFalse(json.at("/extra_data/passed").booleanValue());
        assertEquals("heuristic-grader 0.1.0-SNAPSHOT", json.at("/extra_data/generator").textValue());
    }

    @Test
    void testScoresAddUpToTheScoreAndTheirMaximaToThePointsPossible() throws IOException {
        List<JsonNode> runs = List.of(json, write(SampleReports.withTests()),
                write(HostileReports.withTests(HostileReports.crashedTests())),
                write(HostileReports.withTests(HostileReports.testsNotRunWithPoints())),
                write(HostileReports.withTests(HostileReports.manyFailingTests(3))));
        for (JsonNode run : runs) {
            int score = 0;
            int maxScore = 0;
            for (JsonNode test : run.get("tests")) {
                score += test.get("score").intValue();
                maxScore += test.get("max_score").intValue();
            }
            assertEquals(run.get("score").intValue(), score, run.get("output").textValue());
            assertEquals(run.at("/extra_data/max_score").intValue(), maxScore, run.get("output").textValue());
        }
    }

    @Test
    void junitTestsFollowTheHeuristicsTheRunFirstThenOnePerTestPointsEntry() throws IOException {
        JsonNode tests = write(SampleReports.withTests()).get("tests");
        List<String> names = new ArrayList<>();
        tests.forEach(test -> names.add(test.get("name").textValue()));
        assertEquals(3 * (1 + ITEMS.size()) + 5, names.size(), names.toString());
        assertEquals(List.of("test run", "test " + SampleReports.FAILING_TEST,
                "test edu.example.BoardTest#parsesTheClassicStart", "class edu.example.hidden.HiddenTest",
                "tag fast"), names.subList(names.size() - 5, names.size()));
    }

    @Test
    void testPointsEntryHasItsPointsAndPassesOnlyWhenEveryTestItCoversPassed() throws IOException {
        JsonNode tests = write(SampleReports.withTests()).get("tests");
        JsonNode passed = test(tests, "test edu.example.BoardTest#parsesTheClassicStart");
        assertEquals(List.of(5, 5, "passed", "passed"), List.of(passed.get("score").intValue(),
                passed.get("max_score").intValue(), passed.get("status").textValue(),
                passed.get("output").textValue()));
        JsonNode failed = test(tests, "test " + SampleReports.FAILING_TEST);
        assertEquals(List.of(0, 10, "failed"), List.of(failed.get("score").intValue(),
                failed.get("max_score").intValue(), failed.get("status").textValue()));
        // The reason, then each test that did not pass with its failure, stack frame included.
        assertEquals("failed: " + SampleReports.HOSTILE_FAILURE + "\n\nfailed " + SampleReports.FAILING_TEST
                + " (rejects <b>markup</b>):\n" + SampleReports.HOSTILE_FAILURE
                + "\n\tat edu.example.BoardTest.rejectsMarkup(BoardTest.java:31)", failed.get("output").textValue());
        JsonNode hidden = test(tests, "class edu.example.hidden.HiddenTest");
        String output = hidden.get("output").textValue();
        assertTrue(output.contains("\n\ncrashed edu.example.hidden.HiddenTest#quits:\n" + SampleReports.EXIT_MESSAGE),
                output);
        assertTrue(output.contains("\n\nnot-run edu.example.hidden.HiddenTest#solves:\nnot reached: "), output);
        // Points shared by a class or tag: part of them earned is still a failed test.
        JsonNode evil = test(write(HostileReports.withTests(HostileReports.crashedTests())).get("tests"), "tag evil");
        assertEquals(List.of(3, 6, "failed"), List.of(evil.get("score").intValue(), evil.get("max_score").intValue(),
                evil.get("status").textValue()));
    }

    @Test
    void entryCoveringAnInstructorsTestIsShownOnlyWhenTheGradesArePublished() throws IOException {
        JsonNode tests = write(SampleReports.withTests()).get("tests");
        assertEquals("after_published", test(tests, "class edu.example.hidden.HiddenTest").get("visibility")
                .textValue());
        for (String visible : List.of("test run", "test " + SampleReports.FAILING_TEST, "tag fast")) {
            assertEquals("visible", test(tests, visible).get("visibility").textValue(), visible);
        }
    }

    @Test
    void entryCoveringNoTestIsHiddenToWhenThereWereInstructorTestsForItMayNameOneThatNeverRan() throws IOException {
        TestPoints renamed = new TestPoints("class", "edu.example.hidden.RenamedTest", 0, 10,
                "no tests of this class were found", List.of());

        JsonNode withInstructorTests = write(withTests(renamed, new InstructorRun(TestRunOutcome.COMPLETED, null,
                "1.13.4", null))).get("tests");
        JsonNode without = write(withTests(renamed, null)).get("tests");

        assertEquals("after_published", test(withInstructorTests, "class edu.example.hidden.RenamedTest")
                .get("visibility").textValue());
        assertEquals("visible", test(without, "class edu.example.hidden.RenamedTest").get("visibility").textValue());
        // A run of the instructor's that completed with nothing to say adds no entry.
        withInstructorTests.forEach(test -> assertFalse(test.get("name").textValue().startsWith("instructor"),
                test.toString()));
    }

    @Test
    void instructorsRunThatDidNotCompleteIsAnEntryShownOnlyWhenTheGradesArePublished() throws IOException {
        JsonNode tests = write(withTests(null, new InstructorRun(TestRunOutcome.TIMED_OUT, "stopped during"
                + " hidden.HiddenTest#spins", "1.14.0", "printed by a hidden test"))).get("tests");

        JsonNode run = test(tests, "instructor test run");
        assertEquals(List.of(0, 0, "failed", "after_published"), List.of(run.get("score").intValue(),
                run.get("max_score").intValue(), run.get("status").textValue(), run.get("visibility").textValue()));
        assertEquals("timed-out: stopped during hidden.HiddenTest#spins\n\nWhat the instructor's tests printed last:\n"
                + "printed by a hidden test", run.get("output").textValue());
    }

    /**
     * {@link SampleReports#withTests()} with one more test points entry, when given, and the instructor's run; without
     * a run, without the instructor's tests either.
     */
    private static GradeReport withTests(TestPoints extra, InstructorRun instructorRun) {
        GradeReport report = SampleReports.withTests();
        TestReport tests = report.tests();
        List<TestResult> results = instructorRun != null ? tests.results() : tests.results().stream()
                .filter(result -> result.source().equals("project")).toList();
        List<TestPoints> points = new ArrayList<>(tests.points());
        if (extra != null) {
            points.add(extra);
        }
        return new GradeReport(report.schemaVersion(), report.generator(), report.score(), report.maxScore(),
                report.passed(), report.domains(), report.heuristics(), new TestReport(
                        tests.outcome(), tests.message(), tests.platformVersion(), tests.total(), tests.successful(),
                        tests.failed(), tests.aborted(), tests.skipped(), tests.timedOut(), tests.crashed(),
                        tests.notRun(), tests.score(), tests.maxScore(), points, results, tests.output(),
                        instructorRun), report.sandbox(), List.of(), null, null, null, null, null);
    }

    @Test
    void runThatDidNotCompleteIsAFailedTestWorthNothingWithItsMessageAndOutput() throws IOException {
        JsonNode run = test(write(SampleReports.withTests()).get("tests"), "test run");
        assertEquals(List.of(0, 0, "failed"), List.of(run.get("score").intValue(), run.get("max_score").intValue(),
                run.get("status").textValue()));
        assertEquals("exited: " + SampleReports.EXIT_MESSAGE + "; 5 tests: 1 successful, 1 skipped, 1 failed,"
                + " 1 crashed, 1 not-run\n\nWhat the tests printed last:\nquitting now </script>\nthe test JVM output",
                run.get("output").textValue());
    }

    @Test
    void testsNotRunButWorthPointsGiveTheRunAndTheirEntriesFailed() throws IOException {
        JsonNode tests = write(HostileReports.withTests(HostileReports.testsNotRunWithPoints())).get("tests");
        JsonNode run = test(tests, "test run");
        assertTrue(run.get("output").textValue().startsWith("not-run: no JUnit Platform engine"), run.toString());
        JsonNode entry = test(tests, "class student.BoardTest");
        assertEquals(List.of(0, 20, "failed"), List.of(entry.get("score").intValue(),
                entry.get("max_score").intValue(), entry.get("status").textValue()));
        assertTrue(entry.get("output").textValue().startsWith("tests were not run: no JUnit"), entry.toString());
    }

    @Test
    void completedRunHasNoRunTest() throws IOException {
        JsonNode tests = write(HostileReports.withTests(HostileReports.manyFailingTests(1))).get("tests");
        List<String> names = new ArrayList<>();
        tests.forEach(test -> names.add(test.get("name").textValue()));
        assertFalse(names.contains("test run"), names.toString());
        assertEquals("class student.BoardTest", names.get(names.size() - 1));
    }

    @Test
    void showsTheFailuresOfTheFirstTenTestsThatDidNotPass() throws IOException {
        String output = test(write(HostileReports.withTests(HostileReports.manyFailingTests(12))).get("tests"),
                "class student.BoardTest").get("output").textValue();
        assertEquals(GradescopeResultsWriter.FAILURES_SHOWN, output.split("\n\nfailed student.BoardTest#", -1).length
                - 1, output);
        assertTrue(output.contains("failed student.BoardTest#fails09:\njava.lang.AssertionError: failure 9"), output);
        assertFalse(output.contains("fails10"), output);
        assertTrue(output.endsWith("\n\n... and 2 more tests that did not pass; see the report"), output);
    }

    @Test
    void saysTheConfigurationWasLockedAndWhatItIgnoredAfterTheSandbox() throws IOException {
        String output = write(SampleReports.locked()).get("output").textValue();

        assertTrue(output.contains(SampleReports.sandboxed().summary() + "\n" + SampleReports.LOCKED_LINE + "\n"),
                output);
        assertFalse(json.get("output").textValue().contains("Configuration"));
    }

    @Test
    void namesEachReasonNotToTrustTheBuildAfterTheLockedConfigurationLockedOrNot() throws IOException {
        String locked = write(SampleReports.lockedNotTrusted()).get("output").textValue();
        String unlocked = write(SampleReports.notTrusted()).get("output").textValue();

        String lines = "Build not trusted: " + SampleReports.NOT_TRUSTED.get(0) + "\nBuild not trusted: "
                + SampleReports.NOT_TRUSTED.get(1) + "\n";
        assertTrue(locked.contains(SampleReports.LOCKED_LINE + "\n" + lines), locked);
        assertTrue(unlocked.contains(SampleReports.sandboxed().summary() + "\n" + lines), unlocked);
        assertFalse(json.get("output").textValue().contains("not trusted"));
    }

    @Test
    void summarisesTheTestsInTheOutputAsTheBuildLogDoes() throws IOException {
        assertTrue(json.get("output").textValue().endsWith("\nTests: not-run - the project has no test classes, and"
                + " no instructor tests (grade.instructorTests) were given"), json.get("output").textValue());
        String output = write(SampleReports.withTests()).get("output").textValue();
        assertTrue(output.endsWith("\nTests: exited, 5/30 points - " + SampleReports.EXIT_MESSAGE + "; 5 tests:"
                + " 1 successful, 1 skipped, 1 failed, 1 crashed, 1 not-run"), output);
    }

    @Test
    void keepsHostileTestNamesFailuresAndOutputAsTheyAre() throws IOException {
        JsonNode tests = write(HostileReports.withTests(HostileReports.crashedTests())).get("tests");
        String evil = test(tests, "tag evil").get("output").textValue();
        assertTrue(evil.contains("\n\nfailed student.EvilTest#breaks (" + HostileReports.NAME + "):\n"
                + HostileReports.DETAIL.replace('\uD800', '?')), evil);
        String run = test(tests, "test run").get("output").textValue();
        assertTrue(run.startsWith("crashed: the test JVM ended: " + HostileReports.NAME), run);
        assertTrue(run.endsWith("\n\nWhat the tests printed last:\n" + HostileReports.OUTPUT), run);
    }

    @Test
    void namesAVerdictTestThenOneTestPerRubricItemForEachHeuristic() {
        List<String> expected = new ArrayList<>();
        for (String heuristic : List.of(SampleReports.PASSING, SampleReports.OVERESTIMATING,
                SampleReports.HOSTILE_NAME)) {
            expected.add(heuristic + ": verdict");
            ITEMS.forEach(item -> expected.add(heuristic + ": " + item));
        }
        List<String> names = new ArrayList<>();
        json.get("tests").forEach(test -> names.add(test.get("name").textValue()));
        assertEquals(expected, names);
    }

    @Test
    void verdictTestIsWorthNothingAndPassesOnlyForAPassingHeuristic() {
        JsonNode passing = test(SampleReports.PASSING + ": verdict");
        assertEquals("passed", passing.get("status").textValue());
        assertEquals(0, passing.get("max_score").intValue());
        JsonNode greedy = test(SampleReports.OVERESTIMATING + ": verdict");
        assertEquals("failed", greedy.get("status").textValue());
        assertTrue(shown(greedy).startsWith("inadmissible: " + SampleReports.VIOLATIONS), shown(greedy));
    }

    @Test
    void rubricItemPassesWhenItsCheckPassedAndItEarnedAllItsPoints() {
        assertEquals("passed", test(SampleReports.OVERESTIMATING + ": wellFormed").get("status").textValue());
        JsonNode admissible = test(SampleReports.OVERESTIMATING + ": admissible");
        assertEquals("failed", admissible.get("status").textValue());
        assertEquals(0, admissible.get("score").intValue());
        assertEquals(40, admissible.get("max_score").intValue());
        assertEquals("passed", test(SampleReports.PASSING + ": effort").get("status").textValue());
        assertEquals("failed", test(SampleReports.HOSTILE_NAME + ": admissible").get("status").textValue());
    }

    @Test
    void failedAdmissibilityShowsTheCounterexampleRowsAndAnOptimalSolution() {
        JsonNode admissible = test(SampleReports.OVERESTIMATING + ": admissible");
        assertEquals("html", admissible.get("output_format").textValue());
        String output = shown(admissible);
        assertTrue(output.startsWith(SampleReports.VIOLATIONS + " layouts overestimate"), output);
        assertTrue(output.contains("Smallest counterexample: h=5, d=3:\n\n^<>^\nv22v\n^11^\nv11v\n22.."), output);
        // The board is a table, a cell per glyph, each escaped.
        assertTrue(admissible.get("output").textValue().contains("<tr><td><code>^</code></td><td><code>&lt;</code></td>"
                + "<td><code>&gt;</code></td><td><code>^</code></td></tr>"), admissible.get("output").textValue());
        assertTrue(output.contains("^<>^ v22v ^11^ v11v 22..\n^<>^ v22v ^11^ v11v 2.2.\n^<>^ v22v ^11^ v11v 2..2\n"
                + "^<>^ v22v ^..^ v11v 2112"), output);
    }

    @Test
    void failedConsistencyShowsTheMoveSideBySide() {
        String output = shown(test(SampleReports.OVERESTIMATING + ": consistent"));
        assertTrue(output.contains("One move: h=7 before, h=4 after:\n\n^<>^     ^<>^\nv22v     v22v\n"
                + "^11^  →  ^11^\nv11v     v11v\n2.2.     2..2"), output);
    }

    @Test
    void verdictOfAHeuristicThatCouldNotBeLoadedTellsWhatHappened() {
        String output = shown(test(SampleReports.HOSTILE_NAME + ": verdict"));
        assertTrue(output.startsWith("not-loadable: class " + SampleReports.HOSTILE_NAME), output);
        assertTrue(output.contains("What happened: exception\n" + SampleReports.HOSTILE_DETAIL), output);
        assertTrue(output.contains("What the heuristic printed last:\nloading </script>"), output);
    }

    @Test
    void asksGradescopeToShowEveryStringAsPlainText() {
        assertEquals("text", json.get("output_format").textValue());
        assertEquals("text", json.get("test_output_format").textValue());
        assertEquals("text", json.get("test_name_format").textValue());
    }

    @Test
    void summarisesTheScoreAndEachHeuristicInTheOutput() {
        String output = json.get("output").textValue();
        assertTrue(output.startsWith("Score: 120/300. The grade fails.\n"), output);
        assertTrue(output.contains("\n" + SampleReports.OVERESTIMATING + ": inadmissible, 20/100 points - "), output);
    }

    @Test
    void keepsHostileStringsAsTheyAre() throws IOException {
        Path hostile = writer.write(HostileReports.withCrashedHostile(), run(directory.resolve("h"), EXECUTION_TIME));
        JsonNode tests = new ObjectMapper().readTree(hostile.toFile()).get("tests");
        JsonNode verdict = tests.get(tests.size() - 7);
        assertEquals(HostileReports.NAME + ": verdict", verdict.get("name").textValue());
        // A lone surrogate cannot be encoded in UTF-8; everything else stays as the student wrote it.
        assertTrue(shown(verdict).contains(HostileReports.DETAIL.replace('\uD800', '?')));
        String text = Files.readString(hostile, StandardCharsets.UTF_8);
        assertFalse(text.contains("\u0000") || text.contains("\u001b"), "control characters are JSON escapes");
    }

    @Test
    void writesNoTestsWhenNoHeuristicWasGraded() throws IOException {
        JsonNode empty = new ObjectMapper().readTree(writer.write(HostileReports.empty(),
                run(directory.resolve("empty"), Duration.ZERO)).toFile());
        assertEquals(0, empty.get("tests").size());
        assertEquals(0, empty.get("score").intValue());
        assertEquals(0, empty.get("execution_time").intValue());
        assertTrue(empty.get("output").textValue().contains("\nNo heuristic was graded.\nTests: not-run - "),
                empty.get("output").textValue());
    }

    @Test
    void roundsTheExecutionTimeToWholeSeconds() throws IOException {
        assertEquals(1, executionTime(Duration.ofMillis(1_499)));
        assertEquals(2, executionTime(Duration.ofMillis(1_500)));
        assertEquals(0, executionTime(Duration.ofMillis(499)));
    }

    @Test
    void writesUtf8WithTwoSpaceIndentAndAFinalNewline() throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("{\n  \"score\": 120,\n  \"execution_time\": 43,\n"), text.substring(0, 50));
        assertTrue(text.endsWith("}\n"));
        assertFalse(text.contains("\r"));
    }

    @Test
    void writesTheSameBytesTwice() throws IOException {
        byte[] again = Files.readAllBytes(writer.write(SampleReports.threeHeuristics(),
                run(directory.resolve("again"), EXECUTION_TIME)));
        assertArrayEquals(Files.readAllBytes(file), again);
        assertArrayEquals(writer.fileBytes(SampleReports.withTests(), run(directory, EXECUTION_TIME)),
                writer.fileBytes(SampleReports.withTests(), run(directory, EXECUTION_TIME)));
    }

    private long executionTime(Duration duration) throws IOException {
        return new ObjectMapper().readTree(writer.fileBytes(SampleReports.threeHeuristics(), run(directory, duration)))
                .get("execution_time").longValue();
    }

    @Test
    void aTamperedHeuristicAndTestRunFailWithTheFileAndWhatWasWrong() throws IOException {
        JsonNode results = write(HostileReports.withTampered());

        JsonNode verdict = test(results.get("tests"), "student.Evil: verdict");
        assertEquals("failed", verdict.get("status").textValue());
        assertTrue(shown(verdict).startsWith("tampered: the JVM evaluating student.Evil left a"
                + " file the grader refuses: " + HostileReports.TAMPERED_DETAIL), shown(verdict));
        JsonNode run = test(results.get("tests"), "test run");
        assertTrue(run.get("output").textValue().startsWith("tampered: the test JVM left a file the grader refuses"),
                run.get("output").textValue());
        assertEquals(0, test(results.get("tests"), "class student.BoardTest").get("score").intValue());
    }

    @Test
    void sourcesThatDidNotCompileAreATestFirstAndTheirMessagesFollowTheScore() throws IOException {
        JsonNode results = write(SampleReports.notCompiling());

        assertEquals(List.of(0, 100), List.of(results.get("score").intValue(),
                results.get("extra_data").get("max_score").intValue()));
        JsonNode compilation = results.get("tests").get(0);
        assertEquals("compilation", compilation.get("name").textValue());
        assertEquals(List.of(0, 100), List.of(compilation.get("score").intValue(),
                compilation.get("max_score").intValue()), "the points lost, so that the maxima add up");
        assertEquals("failed", compilation.get("status").textValue());
        assertTrue(compilation.get("output").textValue().endsWith("\n\nsrc/main/java/student/<script>alert(1)</script>"
                + ".java:11:20: cannot find symbol\n  symbol:   class <script>alert(2)</script>\n  location: class"
                + " student.Blocked\nsrc/main/java/student/Blocked.java:12: ';' expected"),
                compilation.get("output").textValue());
        assertTrue(results.get("output").textValue().startsWith("Score: 0/100. The grade fails.\nThe submission does"
                + " not compile: the main sources do not compile (2 errors): nothing was graded and the tests were"
                + " not run.\nsrc/main/java/student/<script>alert(1)</script>.java:11:20: cannot find symbol\n"),
                results.get("output").textValue());
        int maxima = 0;
        for (JsonNode test : results.get("tests")) {
            maxima += test.get("max_score").intValue();
        }
        assertEquals(100, maxima);
    }

    @Test
    void failsAPassedCheckThatEarnsNothingForAFailedPrerequisiteWithTheReason() throws IOException {
        JsonNode tests = write(SampleReports.withHeuristics(List.of(SampleReports.prerequisiteFailed()))).get("tests");

        JsonNode consistent = test(tests, SampleReports.PASSING + ": consistent");
        assertEquals("failed", consistent.get("status").textValue(), "no pass beside 0 points");
        assertEquals(0, consistent.get("score").intValue());
        assertEquals(15, consistent.get("max_score").intValue());
        assertEquals(SampleReports.CONSISTENT_NOT_EARNED, consistent.get("output").textValue());
        assertEquals("passed", test(tests, SampleReports.PASSING + ": admissible").get("status").textValue());
    }

    @Test
    void studentMarkupInAnHtmlOutputIsEscapedSoThatOnlyTheWritersOwnTagsRemain() throws IOException {
        List<JsonNode> html = new ArrayList<>();
        for (GradeReport report : List.of(SampleReports.threeHeuristics(), HostileReports.withCrashedHostile(),
                HostileReports.withTampered())) {
            write(report).get("tests").forEach(test -> {
                if ("html".equals(test.get("output_format").textValue())) {
                    html.add(test);
                }
            });
        }
        assertTrue(html.size() >= 6, "verdicts and failed checks are html: " + html.size());
        for (JsonNode test : html) {
            String output = test.get("output").textValue();
            // Without the writer's own tags, no character of markup is left: the student's are all escaped.
            String rest = output.replaceAll("</?(pre|p|table|tr|td|code)>", "");
            assertFalse(rest.contains("<") || rest.contains(">"), output);
        }
        String verdict = test(SampleReports.HOSTILE_NAME + ": verdict").get("output").textValue();
        assertTrue(verdict.contains("class &lt;script&gt;alert(1)&lt;/script&gt; not on the project classpath"),
                verdict);
        assertTrue(verdict.contains("&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;"), verdict);
        JsonNode crashed = write(HostileReports.withCrashedHostile()).get("tests");
        String hostile = test(crashed, HostileReports.NAME + ": verdict").get("output").textValue();
        assertTrue(hostile.contains("]]&gt;&lt;/error&gt;&lt;/testcase&gt;&lt;testcase name=&quot;x&quot;&gt;"), hostile);
    }

    @Test
    void leaderboardIsWrittenOnlyWhenTheRubricAsksWithFewerExpansionsRankedFirst() throws IOException {
        assertFalse(json.has("leaderboard"), "not asked for");
        JsonNode ranked = new ObjectMapper().readTree(writer.fileBytes(SampleReports.threeHeuristics(),
                new ReportRun(directory, EXECUTION_TIME, false, variable -> null,
                        new GradescopeOptions(true, "after_published"))));
        assertEquals("leaderboard", fieldNames(ranked).get(fieldNames(ranked).size() - 1));
        JsonNode leaderboard = ranked.get("leaderboard");
        // Only the passing heuristic has effort figures: the others threw or could not be loaded.
        assertEquals(2, leaderboard.size(), leaderboard.toString());
        long forced = 0;
        for (GradeReport.EffortStart start : SampleReports.effortSuite().starts()) {
            forced += start.fBelowOptimal();
        }
        assertEquals(List.of(SampleReports.PASSING + ": forced expansions", forced, "asc"),
                List.of(leaderboard.get(0).get("name").textValue(), leaderboard.get(0).get("value").longValue(),
                        leaderboard.get(0).get("order").textValue()));
        double saved = SampleReports.effortSuite().saved() * 100;
        assertEquals(List.of(SampleReports.PASSING + ": % of the baseline's saved", "desc"),
                List.of(leaderboard.get(1).get("name").textValue(), leaderboard.get(1).get("order").textValue()));
        assertEquals(saved, leaderboard.get(1).get("value").doubleValue(), 0.05);
    }

    @Test
    void leaderboardNamesEachColumnByTheSlotAndLeavesOutAClassThatIsNotGraded() throws IOException {
        GradeReport sample = SampleReports.threeHeuristics();
        HeuristicReport passing = sample.heuristics().stream()
                .filter(heuristic -> heuristic.name().equals(SampleReports.PASSING)).findFirst().orElseThrow();
        HeuristicReport inSlot = passing.inSlot(new GradeReport.SlotFill("advanced", true, null, null),
                passing.score(), passing.maxScore(), passing.points());
        HeuristicReport extra = passing.inSlot(new GradeReport.SlotFill(null, false, "fills no slot", null), 0, 0,
                List.of());
        GradeReport slotted = SampleReports.withHeuristics(List.of(inSlot, extra));

        List<String> names = new ArrayList<>();
        GradescopeResultsWriter.leaderboard(slotted).forEach(entry -> names.add(entry.name()));

        assertEquals(List.of("advanced: forced expansions", "advanced: % of the baseline's saved"), names);
    }

    @Test
    void entriesOnHiddenTestsTakeTheVisibilityTheRubricChooses() throws IOException {
        for (String visibility : GradescopeOptions.HIDDEN_TEST_VISIBILITIES) {
            JsonNode tests = new ObjectMapper().readTree(writer.fileBytes(SampleReports.withTests(),
                    new ReportRun(directory, EXECUTION_TIME, false, variable -> null,
                            new GradescopeOptions(false, visibility)))).get("tests");
            List<String> hidden = new ArrayList<>();
            tests.forEach(test -> {
                if (!"visible".equals(test.get("visibility").textValue())) {
                    assertEquals(visibility, test.get("visibility").textValue(), test.toString());
                    hidden.add(test.get("name").textValue());
                }
            });
            assertTrue(hidden.contains("class edu.example.hidden.HiddenTest"), hidden.toString());
        }
    }

    @Test
    void eachStageLeavesAWholeValidFileInTheDirectoryAndWhereTheKitAsks() throws IOException {
        Path results = directory.resolve("autograder").resolve("results.json");
        ReportRun run = new ReportRun(directory.resolve("stages"), EXECUTION_TIME, false,
                variable -> GradescopeResultsWriter.RESULTS_VARIABLE.equals(variable) ? results.toString() : null);

        Path unfinished = writer.writeUnfinished(run, "the heuristics and tests were being graded");
        JsonNode stopped = new ObjectMapper().readTree(results.toFile());
        assertArrayEquals(Files.readAllBytes(unfinished), Files.readAllBytes(results));
        assertEquals(0, stopped.get("score").intValue());
        assertEquals(List.of("grading", "failed", 0), List.of(stopped.at("/tests/0/name").textValue(),
                stopped.at("/tests/0/status").textValue(), stopped.at("/tests/0/max_score").intValue()));
        assertTrue(stopped.get("output").textValue().startsWith("The grade did not finish: it stopped while the"
                + " heuristics and tests were being graded."), stopped.get("output").textValue());

        Path done = writer.write(SampleReports.threeHeuristics(), run);
        assertEquals(done, unfinished);
        assertArrayEquals(Files.readAllBytes(done), Files.readAllBytes(results));
        assertEquals(120, new ObjectMapper().readTree(results.toFile()).get("score").intValue());
        try (var left = Files.list(results.getParent())) {
            assertEquals(List.of(results), left.toList(), "no temporary file left beside it");
        }
    }

    private JsonNode write(GradeReport report) throws IOException {
        return new ObjectMapper().readTree(writer.fileBytes(report, run(directory, EXECUTION_TIME)));
    }

    private JsonNode test(String name) {
        return test(json.get("tests"), name);
    }

    private static JsonNode test(JsonNode tests, String name) {
        for (JsonNode test : tests) {
            if (test.get("name").textValue().equals(name)) {
                return test;
            }
        }
        throw new AssertionError("no test " + name);
    }

    /**
     * The text a reader sees of {@code test}'s output: as it is for {@code text}; for {@code html}, the tags left out
     * and the escapes read back, as a browser shows it. Every tag the writer writes ends a line or a cell.
     */
    static String shown(JsonNode test) {
        String output = test.get("output").textValue();
        if (!"html".equals(test.get("output_format").textValue())) {
            return output;
        }
        return output.replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&amp;", "&");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** A run writing into {@code directory} that took {@code executionTime}, in no CI. */
    private static ReportRun run(Path directory, Duration executionTime) {
        return new ReportRun(directory, executionTime, false, variable -> null);
    }
}
