package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.html.HtmlReportWriterTest;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HostileReports;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownSummaryWriterTest {

    /** {@link HostileReports#NAME} as inline Markdown. */
    private static final String ESCAPED_NAME =
            "a\\|b\\`c\\<script\\>alert\\(1\\)\\</script\\>\\]\\]\\>\\&amp;\\*x\\*\\_y\\_\uFFFD\uFFFD\\[31m";

    private final MarkdownSummaryWriter writer = new MarkdownSummaryWriter();
    private final String markdown = writer.render(SampleReports.threeHeuristics());

    @TempDir
    Path directory;

    @Test
    void startsWithTheScoreAndATableOfTheHeuristics() {
        assertTrue(markdown.startsWith("## Huarongdao heuristics: 120/300 points, ❌ the grade fails\n\n"
                + "| heuristic | verdict | points |\n| --- | --- | --- |\n"
                + "| edu.example.BlockingHeuristic | ✅ passed | 100/100 |\n"
                + "| edu.example.GreedyHeuristic | ❌ inadmissible | 20/100 |\n"
                + "| \\<script\\>alert\\(1\\)\\</script\\> | ❌ not-loadable | 0/100 |\n"), markdown);
    }

    @Test
    void showsATamperedHeuristicAndTestRunWithWhatWasWrong() {
        String tampered = writer.render(HostileReports.withTampered());

        assertTrue(tampered.contains("| student.Evil | ❌ tampered | 0/100 |\n"), tampered);
        assertTrue(tampered.contains("\nWhat happened: tampered\n\n```text\n" + HostileReports.TAMPERED_DETAIL
                + "\n```\n"), tampered);
        assertTrue(tampered.contains("\n### Tests: tampered, 0/10 points\n\nthe test JVM left a file the grader"
                + " refuses"), tampered);
    }

    @Test
    void hasATablePerHeuristicWithTheResultAndPointsOfEachCheck() {
        assertTrue(markdown.contains("\n### edu.example.GreedyHeuristic: inadmissible, 20/100 points\n\n"
                + "4242 layouts overestimate; worst h=5, d=3\n\n"
                + "| check | result | points | details |\n| --- | --- | --- | --- |\n"
                + "| wellFormed | ✅ passed | 10/10 | 0 negative, 0 failed evaluations |\n"
                + "| goalZero | ❌ failed | 0/10 | 12 goal layouts with h ≠ 0 |\n"
                + "| admissible | ❌ failed | 0/40 | 4,242 layouts overestimated, worst by 3 |\n"
                + "| consistent | ❌ failed | 0/15 | 977 moves where h drops by more than 1 |\n"
                + "| dominance | ❌ failed | 0/15 | 15 layouts below manhattan, 140,002 above |\n"
                + "| repeatable | ❌ failed | — | 3 of 2,000 layouts gave another value when evaluated again |\n"
                + "| effort | ✅ passed | 10/10 | fewer expansions than manhattan on every puzzle |\n"), markdown);
        assertTrue(markdown.contains("| admissible | ➖ not run | 0/40 | not run: the heuristic not-loadable |"),
                markdown);
    }

    @Test
    void showsAPassedCheckThatEarnsNothingForAFailedPrerequisiteAsNotEarnedWithTheReason() {
        String summary = writer.render(SampleReports.withHeuristics(List.of(SampleReports.prerequisiteFailed())));

        assertTrue(summary.contains("\n| consistent | ➖ not earned | 0/15 | "
                + MarkdownSummaryWriter.inline(SampleReports.CONSISTENT_NOT_EARNED) + " |\n"), summary);
        assertTrue(summary.contains("\n| effort | ➖ not earned | 0/10 | no points: "), summary);
        assertTrue(summary.contains("\n| admissible | ✅ passed | 40/40 | "), summary);
    }

    @Test
    void saysFromWhichPuzzlesAStarWithoutReopeningFoundALongerPathEscaped() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        String summary = writer.render(SampleReports.withHeuristics(List.of(SampleReports.withClosedSetSearch(passing,
                SampleReports.twoLonger()))));
        assertTrue(summary.contains("\n**Not consistent:** A\\* that never reopens a layout finds a path of 120 moves"
                + " from 横刀立马, 4 more than the optimum 116.\n\n**Not consistent:** A\\* that never reopens a layout"
                + " finds a path of 79 moves from \\<script\\>alert\\(1\\)\\</script\\>, 2 more than the optimum 77.\n"),
                summary);
        assertFalse(summary.contains("插翅难飞"), "an optimal one is not mentioned");
        assertFalse(markdown.contains("Not consistent:"), "nothing for heuristics it did not run for");
    }

    @Test
    void showsTheAdmissibilityCounterexampleAsACodeBlockOfFiveRowsOfFourGlyphs() {
        assertTrue(markdown.contains("\nAdmissibility, smallest counterexample: h=5, d=3 (rows top to bottom; "
                + "an optimal solution is in the report):\n\n```text\n^<>^\nv22v\n^11^\nv11v\n22..\n```\n"), markdown);
        assertEquals(1, markdown.split("Admissibility, ", -1).length - 1, "only the inadmissible heuristic has one");
    }

    @Test
    void showsWhatHappenedToAHeuristicThatCouldNotBeRun() {
        assertTrue(markdown.contains("\nWhat happened: exception\n\n```text\n" + SampleReports.HOSTILE_DETAIL
                + "\n```\n\nWhat the heuristic printed last:\n\n```text\nloading </script>\n<!-- & more\n```\n"),
                markdown);
    }

    @Test
    void summarisesTheTestsAfterTheHeuristics() {
        String tests = writer.render(SampleReports.withTests());
        String exit = "the test JVM ended with exit code 3 \\(System.exit or Runtime.halt\\) during"
                + " edu.example.hidden.HiddenTest\\#quits";
        assertTrue(tests.contains("\n### Tests: exited, 5/30 points\n\n" + exit + "; 5 tests: 1 successful, 1 skipped,"
                + " 1 failed, 1 crashed, 1 not-run\n\n"
                + "| tests | successful | failed | aborted | skipped | timed-out | crashed | not-run |\n"
                + "| --- | --- | --- | --- | --- | --- | --- | --- |\n| 5 | 1 | 1 | 0 | 1 | 0 | 1 | 1 |\n\n"
                + "| test points | points | reason |\n| --- | --- | --- |\n"
                + "| test edu.example.BoardTest\\#rejectsMarkup | 0/10 | failed: org.opentest4j.AssertionFailedError:"
                + " expected: \\<\\</script\\>\\> but was: \\<\\&\\> |\n"
                + "| test edu.example.BoardTest\\#parsesTheClassicStart | 5/5 | passed |\n"
                + "| class edu.example.hidden.HiddenTest | 0/10 | 0 of 2 tests passed; not passed:"
                + " edu.example.hidden.HiddenTest\\#quits crashed, edu.example.hidden.HiddenTest\\#solves not-run |\n"
                + "| tag fast | 0/5 | 0 of 1 test passed; not passed: edu.example.BoardTest\\#rejectsMarkup"
                + " failed |\n"),
                tests);
        assertTrue(tests.endsWith("\n```\n\nThe whole report is `index.html` (and `grade.json`) in the grade"
                + " directory, `target/grade/` by default.\n\nStudent code ran in a sandbox \\(sandbox auto\\): "
                + "read-only file system; no network; memory limit: heap + 256 MiB, native memory included.\n"), tests);
    }

    @Test
    void endsWithTheLockedConfigurationAfterTheSandboxInlineEscaped() {
        String locked = writer.render(SampleReports.locked());

        assertTrue(locked.endsWith(" native memory included.\n\n"
                + MarkdownSummaryWriter.inline(SampleReports.LOCKED_LINE) + "\n"), locked);
        assertFalse(markdown.contains("Configuration locked"), markdown);
    }

    @Test
    void endsWithEachReasonNotToTrustTheBuildInlineEscaped() {
        String notTrusted = writer.render(SampleReports.notTrusted());

        assertTrue(notTrusted.endsWith(" native memory included.\n\n"
                + MarkdownSummaryWriter.inline("Build not trusted: " + SampleReports.NOT_TRUSTED.get(0)) + "\n\n"
                + MarkdownSummaryWriter.inline("Build not trusted: " + SampleReports.NOT_TRUSTED.get(1)) + "\n"),
                notTrusted);
        assertFalse(markdown.contains("not trusted"), markdown);
    }

    @Test
    void saysWhatTheSandboxDidNotEnforce() {
        GradeReport base = SampleReports.withTests();
        GradeReport unsandboxed = new GradeReport(base.schemaVersion(), base.generator(), base.score(),
                base.maxScore(), base.passed(), base.domains(), base.heuristics(), base.tests(),
                new GradeReport.SandboxReport("off", false, "none", List.of(), List.of("no network",
                        "the hidden tests' JVM kept apart from the other forks"), "sandbox is off"),
                base.slots(), base.configuration(), base.compilation(), base.resources(), base.hiddenTestNames(), null);

        assertTrue(writer.render(unsandboxed).endsWith("\n\nStudent code ran without a sandbox \\(sandbox off\\):"
                + " sandbox is off. Not enforced: no network; the hidden tests' JVM kept apart from the other forks.\n"),
                writer.render(unsandboxed));
    }

    @Test
    void endsWithWhetherStudentCodeWasSandboxed() {
        assertTrue(markdown.endsWith("\n\nStudent code ran in a sandbox \\(sandbox auto\\): read-only file system;"
                + " no network; memory limit: heap + 256 MiB, native memory included.\n"), markdown);
    }

    @Test
    void showsEachFailingTestWithItsFailureInACodeBlock() {
        String tests = writer.render(SampleReports.withTests());
        assertTrue(tests.contains("\n❌ failed edu.example.BoardTest\\#rejectsMarkup"
                + " \\(rejects \\<b\\>markup\\</b\\>\\):\n\n```text\n" + SampleReports.HOSTILE_FAILURE
                + "\n\tat edu.example.BoardTest.rejectsMarkup(BoardTest.java:31)\n```\n"), tests);
        assertTrue(tests.contains("\n❌ crashed edu.example.hidden.HiddenTest\\#quits:\n\n```text\n"
                + SampleReports.EXIT_MESSAGE + "\n```\n"), tests);
        assertFalse(tests.contains("solvesSlowly"), "a skipped test is not failing");
        assertFalse(tests.contains("\\#solves:"), "a test not run is not failing");
        assertTrue(tests.contains("\nWhat the tests printed last:\n\n```text\nquitting now </script>\n"
                + "the test JVM output\n```\n"), tests);
    }

    @Test
    void showsTheFirstTenFailingTests() {
        String tests = writer.render(HostileReports.withTests(HostileReports.manyFailingTests(12)));
        assertEquals(MarkdownSummaryWriter.FAILURES_SHOWN, tests.split("\n❌ failed ", -1).length - 1, tests);
        assertTrue(tests.contains("\n❌ failed student.BoardTest\\#fails09:\n"), tests);
        assertFalse(tests.contains("fails10"), tests);
        assertTrue(tests.contains("\n... and 2 more failing tests; see the report.\n"), tests);
        assertFalse(tests.contains("What the tests printed last"), "a completed run keeps no output");
    }

    @Test
    void saysWhyTestsWereNotRun() {
        assertTrue(markdown.contains("\n### Tests: not-run\n\nthe project has no test classes, and no instructor"
                + " tests \\(grade.instructorTests\\) were given\n\nThe whole report"), markdown);
        String notRun = writer.render(HostileReports.withTests(HostileReports.testsNotRunWithPoints()));
        assertTrue(notRun.contains("\n### Tests: not-run, 0/20 points\n\nno JUnit Platform engine on the test class"
                + " path; add org.junit.jupiter:junit-jupiter\n\n| test points | points | reason |\n"), notRun);
        assertFalse(notRun.contains("| tests | successful |"), notRun);
    }

    @Test
    void escapesHostileTestNamesFailuresAndOutput() {
        String hostile = writer.render(HostileReports.withTests(HostileReports.crashedTests()));
        assertTrue(hostile.contains("\n### Tests: crashed, 3/6 points\n\nthe test JVM ended: " + ESCAPED_NAME + "; 2"),
                hostile);
        assertTrue(hostile.contains("\n❌ failed student.EvilTest\\#breaks \\(" + ESCAPED_NAME + "\\):\n\n"
                + "````text\njava.lang.IllegalStateException: ]]></error>"), hostile);
        assertTrue(hostile.contains("\nWhat the tests printed last:\n\n``````text\n````` five backticks\n"), hostile);
        assertTableCellsHold(hostile);
    }

    @Test
    void leavesNoWorkflowCommandOrTerminalEscapeOfTheStudentsInTheSummary() {
        String forged = writer.render(HostileReports.withTests(HostileReports.forgedCommandTests()));

        assertTrue(forged.contains("\n```text\norg.opentest4j.AssertionFailedError: # #[stop-commands]forged\n"
                + ": :notice title=Autograding complete::Points 100/100\n  : :error::x\n"
                + "\uFFFD[0Ksection_start:1700000000:forged\n\uFFFD[0KForged section\n```\n"), forged);
        assertFalse(forged.contains("##["), forged);
        assertTrue(forged.lines().noneMatch(line -> line.strip().startsWith("::")), forged);
        assertFalse(forged.contains("\u001b") || forged.contains("\r"), forged);
    }

    @Test
    void escapesPipesBackticksAndMarkupInStudentStrings() {
        String hostile = writer.render(HostileReports.withCrashedHostile());
        assertTrue(hostile.contains("\n| " + ESCAPED_NAME + " | ❌ crashed | 0/100 |\n"), hostile);
        assertTrue(hostile.contains("\n### " + ESCAPED_NAME + ": crashed, 0/100 points\n\n"
                + "ended its JVM: " + ESCAPED_NAME + " \\| \\`x\\`\n"), hostile);
        assertTableCellsHold(hostile);
    }

    /** Every row of a table has as many cell borders as its header: no student string adds a cell. */
    private static void assertTableCellsHold(String hostile) {
        int borders = 0;
        for (String line : hostile.split("\n")) {
            int unescaped = line.split("(?<!\\\\)\\|", -1).length - 1;
            if (!line.startsWith("| ")) {
                borders = 0;
            } else if (borders == 0) {
                borders = unescaped;
            } else {
                assertEquals(borders, unescaped, line);
            }
        }
    }

    @Test
    void codeBlockFenceOutlastsEveryRunOfBackticksInside() {
        String hostile = writer.render(HostileReports.withCrashedHostile());
        assertFalse(hostile.contains("\n```text\njava.lang.IllegalStateException"), "three backticks inside");
        assertTrue(hostile.contains("\n````text\njava.lang.IllegalStateException"), hostile);
        assertTrue(hostile.contains("\n``````text\n````` five backticks\n<!-- comment -->\n$x$ **bold**\n``````\n"),
                hostile);
    }

    @Test
    void appendsToAnExistingSummaryOnALineOfItsOwn() throws IOException {
        Path file = Files.writeString(directory.resolve("summary.md"), "# Earlier step\nno line end");
        writer.appendTo(SampleReports.threeHeuristics(), file);
        assertEquals("# Earlier step\nno line end\n" + markdown, Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void createsTheSummaryFileWhenMissing() throws IOException {
        Path file = writer.appendTo(SampleReports.threeHeuristics(), directory.resolve("new.md"));
        assertEquals(markdown, Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void saysSoWhenNoHeuristicWasGraded() {
        String empty = writer.render(HostileReports.empty());
        assertTrue(empty.startsWith("## Huarongdao heuristics: 0/0 points, ❌ the grade fails\n\nNo heuristic was "
                + "graded.\n"), empty);
        assertFalse(empty.contains("| heuristic |"));
    }

    @Test
    void rendersTheSameTextTwice() {
        assertEquals(markdown, writer.render(SampleReports.threeHeuristics()));
        assertEquals(writer.render(SampleReports.withTests()), writer.render(SampleReports.withTests()));
        assertTrue(markdown.endsWith("\n"));
        assertFalse(List.of(markdown.split("")).contains("\r"));
    }

    @Test
    void headsTheSummaryWithTheDomainsTitleAndNamesItsStates() {
        String token = writer.render(HtmlReportWriterTest.inTokenDomain(SampleReports.threeHeuristics().heuristics()
                .get(1)));
        assertTrue(token.startsWith("## Token strip heuristics: "), token);
        assertTrue(token.contains(" strips overestimated, worst by "), token);
        assertFalse(token.contains("layouts overestimated"), token);
        assertTrue(markdown.startsWith("## Huarongdao heuristics: "), markdown);
    }
}
