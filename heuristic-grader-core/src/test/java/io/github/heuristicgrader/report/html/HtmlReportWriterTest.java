package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.HostileReports;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.result.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import static io.github.heuristicgrader.report.html.PageTree.all;
import static io.github.heuristicgrader.report.html.PageTree.hasClass;
import static io.github.heuristicgrader.report.html.PageTree.one;
import static io.github.heuristicgrader.report.html.PageTree.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

public class HtmlReportWriterTest {

    private static final Pattern SCRIPT = Pattern.compile("(?s)<script([^>]*)>(.*?)</script>");
    private static final Pattern STYLE = Pattern.compile("(?s)<style>(.*?)</style>");

    private static final String ID = "[engine:junit-jupiter]/[class:edu.example.";

    private final HtmlReportWriter writer = new HtmlReportWriter();

    @TempDir
    Path directory;

    private Path file;
    private String html;
    private PageTree page;

    @BeforeEach
    void writeSample() throws IOException {
        file = writer.write(SampleReports.threeHeuristics(), directory);
        html = Files.readString(file, StandardCharsets.UTF_8);
        page = PageTree.parse(html);
    }

    @Test
    void writesIndexHtmlIntoTheDirectory() {
        assertEquals(directory.resolve("index.html"), file);
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">"));
    }

    @Test
    void showsTheLockedConfigurationInOneEscapedLineAndNothingWhenNotLocked() throws IOException {
        String locked = Files.readString(writer.write(SampleReports.locked(), directory.resolve("locked")),
                StandardCharsets.UTF_8);

        assertEquals(SampleReports.LOCKED_LINE, PageTree.parse(locked).text("//p[@class='configuration']"));
        assertFalse(locked.contains(SampleReports.HOSTILE_NAME));
        assertTrue(page.all("//*[" + hasClass("configuration") + "]").isEmpty());
    }

    @Test
    void showsEachReasonNotToTrustTheBuildEscapedLockedOrNot() throws IOException {
        for (GradeReport report : List.of(SampleReports.notTrusted(), SampleReports.lockedNotTrusted())) {
            String html = Files.readString(writer.write(report, directory.resolve("not-trusted")),
                    StandardCharsets.UTF_8);
            assertEquals(List.of("Build not trusted: " + SampleReports.NOT_TRUSTED.get(0),
                    "Build not trusted: " + SampleReports.NOT_TRUSTED.get(1)),
                    PageTree.parse(html).all("//p[@class='not-trusted']").stream().map(node -> node.getTextContent())
                            .toList());
            assertFalse(html.contains(SampleReports.HOSTILE_NAME));
        }
        assertTrue(page.all("//*[" + hasClass("not-trusted") + "]").isEmpty());
    }

    @Test
    void showsTheScoreAndOutcome() {
        assertEquals("120", page.text("//header//span[@class='score']"));
        assertEquals("300", page.text("//header//span[@class='max-score']"));
        assertEquals(List.of("outcome", "failed"), PageTree.classes(page.one("//h1/span")));
        assertEquals("failed", page.text("//h1/span"));
        assertEquals("20 / 100 points", text(section(2), ".//h2/span[@class='points']"));
    }

    @Test
    void showsTheNumbersOfTheJson() {
        assertEquals("violations 4,242 · max excess " + SampleReports.MAX_EXCESS,
                text(checkCard(section(2), "admissible"), ".//p[@class='check-figures']"));
        assertTrue(page.texts("//p[@class='check-figures']").contains("below 15 · above 140,002"));
        List<String> cells = page.texts("//td[@class='num']");
        assertTrue(cells.contains("20,417"), "the heuristic's expansions");
        assertTrue(cells.contains("23,871"), "Manhattan's");
        assertEquals(1, page.all("//td[@class='num'][.='19,002']/following-sibling::td[1][.='21,530']").size(),
                "f < C* and f ≤ C* side by side");
        assertTrue(page.texts("//dd").contains("267,115"));
        assertEquals(1, page.all("//span[@title='131.0625']").size(), "exact ns per evaluation as in grade.json");
        assertEquals(1, page.all("//span[@title='0.9437']").size(), "exact mean ratio as in grade.json");
    }

    @Test
    void showsEveryVerdict() {
        for (String verdict : List.of("passed", "inadmissible", "not-loadable")) {
            List<Element> badges = page.all("//span[@class='verdict v-" + verdict + "']");
            assertFalse(badges.isEmpty(), verdict);
            badges.forEach(badge -> assertEquals(verdict, badge.getTextContent()));
        }
    }

    @Test
    void sourcesThatDidNotCompileGetASectionWithEachCompilerMessageEscaped() throws IOException {
        String markup = Files.readString(writer.write(SampleReports.notCompiling(), directory),
                StandardCharsets.UTF_8);
        PageTree notCompiling = PageTree.parse(markup);

        assertFalse(markup.contains("<script>alert(1)</script>"), "a file name is escaped");
        assertFalse(markup.contains("<script>alert(2)</script>"), "a message is escaped");
        Element section = notCompiling.one("//section[@id='compilation']");
        assertEquals(List.of("card", "compilation"), PageTree.classes(section));
        assertEquals("main-failed", section.getAttribute("data-outcome"));
        assertEquals("Compilation: main-failed", text(section, "h2"));
        assertTrue(text(section, "p[@class='message']").startsWith("the main sources do not compile (2 errors)"));
        List<List<String>> rows = all(section, ".//tbody/tr").stream()
                .map(row -> all(row, "td").stream().map(Element::getTextContent).toList()).toList();
        assertEquals(List.of("main", "src/main/java/student/<script>alert(1)</script>.java", "11", "20"),
                rows.get(0).subList(0, 4));
        assertTrue(rows.get(0).get(4).startsWith("cannot find symbol\n  symbol:   class <script>"), rows.get(0).get(4));
        assertTrue(rows.stream().anyMatch(row -> row.subList(1, 5).equals(List.of(
                "src/main/java/student/Blocked.java", "12", "", "';' expected"))), "no column: an empty cell");
        assertTrue(notCompiling.texts("//span[@data-part='heuristics']").contains("0 / 100"),
                "the points lost count as the heuristics'");
        assertTrue(page.all("//*[@id='compilation']").isEmpty(), "no section when everything compiled");
    }

    @Test
    void escapesHostileClassName() {
        assertFalse(html.contains(SampleReports.HOSTILE_NAME));
        assertTrue(page.texts("//code[@class='name']").contains(SampleReports.HOSTILE_NAME));
    }

    @Test
    void escapesScriptEndInFailureDetailAndOutput() {
        assertFalse(html.contains("alert(2)</script>"));
        Element hostile = section(3);
        assertTrue(text(hostile, ".//pre[@class='detail']").endsWith("</script><script>alert(2)</script>"));
        assertEquals("loading </script>\n<!-- & more", text(hostile, ".//pre[@class='output']"));
    }

    @Test
    void keepsEveryScriptClosedByItsOwnEnd() {
        int opened = count(html, "<script");
        assertEquals(opened, count(html, "</script>"));
        Matcher script = SCRIPT.matcher(html);
        int found = 0;
        while (script.find()) {
            found++;
            assertFalse(script.group(2).contains("</"), script.group(2));
            assertFalse(script.group(2).contains("<!--"), script.group(2));
        }
        assertEquals(opened, found);
        Matcher style = STYLE.matcher(html);
        assertTrue(style.find());
        assertFalse(style.group(1).contains("</"));
    }

    @Test
    void embedsTheSolutionStepsAsJson() throws IOException {
        JsonNode steps = new ObjectMapper().readTree(page.text("//script[@type='application/json'][@id='steps-2']"));
        assertEquals(SampleReports.THREE_MOVES_SOLUTION, new ObjectMapper().convertValue(steps.get("states"),
                new TypeReference<List<String>>() { }));
        assertEquals(SampleReports.THREE_MOVES_ESTIMATES, new ObjectMapper().convertValue(steps.get("estimates"),
                new TypeReference<List<Long>>() { }));
        assertEquals(3, steps.get("distance").intValue());
        Element player = page.one("//figure[@data-steps='steps-2']");
        assertEquals("0 / 3", text(player, ".//span[@class='counter']"));
        Element scrub = one(player, ".//input[@class='scrub']");
        assertEquals(List.of("range", "0", "3", "0"), List.of(scrub.getAttribute("type"), scrub.getAttribute("min"),
                scrub.getAttribute("max"), scrub.getAttribute("value")));
    }

    @Test
    void drawsTheCounterexampleStartWithoutScript() {
        Element board = all(player(section(2)), ".//*[local-name()='svg']").get(0);
        assertEquals(1, all(board, ".//*[@class='pc goal']").size());
        assertEquals(4, all(board, ".//*[@class='pc vertical']").size());
        assertEquals(1, all(board, ".//*[@class='pc horizontal']").size());
        assertEquals(4, all(board, ".//*[@class='pc single']").size());
        assertEquals("layout ^<>^ v22v ^11^ v11v 22..", board.getAttribute("aria-label"));
    }

    @Test
    void showsTheInconsistentMoveWithBothEstimates() {
        Element move = inconsistentMove();
        assertEquals("Inconsistent: h drops by 3 across one move, more than the move's cost of 1.",
                text(move, "figcaption"));
        assertEquals(2, all(move, ".//*[local-name()='svg'][" + hasClass("board") + "]").size());
        assertEquals(List.of("h = 7", "h = 4"), all(move, ".//div[@class='drawn-state']/span").stream()
                .map(Element::getTextContent).toList(), "before, then after");
    }

    @Test
    void marksTheMovingPieceOnBothBoardsOfTheInconsistentMove() {
        Element move = inconsistentMove();
        assertEquals(2, all(move, ".//*[@class='pc single moved']").size(), "the single that moves, before and after");
        assertEquals(2, all(move, ".//*[@class='ghost']").size(), "where it goes, where it was");
    }

    @Test
    void showsOnlyTheGoalWhenTheCounterexampleIsAGoal() {
        HeuristicReport greedy = SampleReports.threeHeuristics().heuristics().get(1);
        CheckResults checks = greedy.checks();
        String goal = SampleReports.THREE_MOVES_SOLUTION.get(3);
        CheckResults atGoal = new CheckResults(checks.goalZero(), new Admissibility(false, 1, 1,
                new Counterexample(goal, 1, 0, List.of(goal), List.of(1L))), checks.consistent(), checks.dominance(),
                checks.informedness(), checks.wellFormed(), checks.repeatable());
        PageTree atGoalPage = PageTree.parse(ReportPage.render(SampleReports.withHeuristics(List.of(
                withChecks(greedy, atGoal)))));
        assertEquals("Overestimates: h = 1 on a goal layout, where the distance is 0.",
                atGoalPage.text("//figure[" + hasClass("player") + "]/figcaption"));
        assertTrue(atGoalPage.all("//*[@class='controls']").isEmpty(), "nothing to step through");
        assertTrue(atGoalPage.all("//script[@id='steps-1']").isEmpty(), "no steps");
    }

    @Test
    void listsFailingHeuristicsFirstByNameAndOpensOnlyTheirDetails() {
        // grade.json's order is by name: the passing Blocking (1), the inadmissible Greedy (2), the hostile name (3).
        List<Element> sections = page.all("//section[" + hasClass("heuristic") + "]");
        assertEquals(List.of("heuristic-3 true", "heuristic-2 true", "heuristic-1 false"), sections.stream()
                .map(section -> section.getAttribute("id") + " " + section.getAttribute("data-failing")).toList(),
                "failing first, each part by name");
        assertEquals(List.of("3", "2", "1"), page.all("//section[@id='overview']//a[@class='scorecard']").stream()
                .map(card -> card.getAttribute("data-heuristic")).toList(), "the score cards in the same order");
        assertEquals("open", one(section(2), ".//details[@class='heuristic-details']").getAttribute("open"));
        assertEquals("open", one(section(3), ".//details[@class='heuristic-details']").getAttribute("open"));
        assertFalse(one(section(1), ".//details[@class='heuristic-details']").hasAttribute("open"),
                "a passing heuristic stays closed");
    }

    @Test
    void playsTheSolutionWithHBesideDAndMarksTheStepsWhereHIsAboveD() {
        Element player = player(section(2));
        Element step = one(player, "div[" + hasClass("step") + "]");
        assertEquals(List.of("drawn-state", "step", "over"), PageTree.classes(step), "the start overestimates");
        assertEquals("h = 5 · d = 3", text(step, "span[@class='step-figures']"));
        assertEquals("h > d by 2", text(step, "span[@class='over-mark']"));
        List<String> marks = all(player, ".//ol[@class='step-marks']/li").stream()
                .map(mark -> mark.getAttribute("data-step") + " " + PageTree.classes(mark).get(0) + " "
                        + mark.getTextContent() + " (" + mark.getAttribute("title") + ")")
                .toList();
        assertEquals(List.of("0 over 5 (step 0: h = 5, d = 3, h > d)", "1 over 4 (step 1: h = 4, d = 2, h > d)",
                "2 ok 1 (step 2: h = 1, d = 1)", "3 ok 0 (step 3: h = 0, d = 0)"), marks);
        assertEquals(List.of("current"), PageTree.classes(all(player, ".//ol[@class='step-marks']/li").get(0))
                .subList(1, 2), "the step shown");
        assertEquals("^<>^ v22v ^11^ v11v 2.2. h = 4, d = 2 h > d by 2",
                text(player, ".//ol[@class='step-list']/li[@class='over'][2]"),
                "the list of layouts for a page without script");
    }

    @Test
    void showsThrewInThePlayerWhereTheHeuristicThrewOnAStep() {
        HeuristicReport greedy = SampleReports.threeHeuristics().heuristics().get(1);
        CheckResults checks = greedy.checks();
        CheckResults threwOnAStep = new CheckResults(checks.goalZero(), new Admissibility(false, 1, 2,
                new Counterexample(SampleReports.THREE_MOVES, 5, 3, SampleReports.THREE_MOVES_SOLUTION,
                        java.util.Arrays.asList(5L, null, 1L, 0L))), checks.consistent(), checks.dominance(),
                checks.informedness(), checks.wellFormed(), checks.repeatable());
        PageTree threw = PageTree.parse(ReportPage.render(SampleReports.withHeuristics(List.of(
                withChecks(greedy, threwOnAStep)))));
        Element mark = threw.one("//ol[@class='step-marks']/li[@data-step='1']");
        assertEquals(List.of("threw", "step 1: h = threw, d = 2", "threw"), List.of(mark.getAttribute("class"),
                mark.getAttribute("title"), mark.getTextContent()));
    }

    @Test
    void showsTheChecksOfAHeuristicThatThrewAsNotChecked() {
        HeuristicReport greedy = SampleReports.threeHeuristics().heuristics().get(1);
        HeuristicReport threw = new HeuristicReport(greedy.name(), greedy.domain(), Verdict.THREW, "threw on 1 layout",
                greedy.states(), greedy.solvable(), greedy.nanosPerEvaluation(), greedy.checks(), List.of(), 0,
                greedy.maxScore(), greedy.points(), null, false, null, null, null, null, null);
        PageTree threwPage = PageTree.parse(ReportPage.render(SampleReports.withHeuristics(List.of(threw))));
        Element admissible = checkCard(threwPage.one("//section[@id='heuristic-1']"), "admissible");
        assertEquals(List.of("check-card", "s-error"), PageTree.classes(admissible));
        assertEquals("not checked", text(admissible, "p[@class='check-figures not-checked']"));
        assertTrue(threwPage.texts("//p[" + hasClass("check-figures") + "]").stream()
                .noneMatch(figures -> figures.startsWith("violations")), "no figure that reads like a pass");
        assertTrue(threwPage.texts("//p[@class='muted']").stream()
                .anyMatch(line -> line.startsWith("Not checked: the verdict is threw")));
    }

    @Test
    void wrapsClassNamesAtPackageDotsOnly() {
        assertEquals(List.of("edu.", "<wbr>", "example.", "<wbr>", "GreedyHeuristic"),
                PageTree.pieces(one(section(2), ".//h2/code[@class='name']")));
        assertEquals(List.of("edu.", "<wbr>", "example.", "<wbr>", "BlockingHeuristic"),
                PageTree.pieces(page.one("//a[@data-heuristic='1']//code[@class='name']")), "on the score cards too");
        assertFalse(PageAssets.CSS.contains("break-all"), "never in the middle of a word");
    }

    @Test
    void namesEachPuzzleInLatinLettersBesideItsChineseName() {
        Element suiteName = page.all("//section[@id='suite']//td[span[@lang='zh']]").get(0);
        assertEquals(List.of("heng-dao-li-ma 横刀立马", "heng-dao-li-ma Heng Dao Li Ma"), List.of(
                text(suiteName, "span[@lang='zh']"), text(suiteName, "span[@class='latin']")));
        Element effortName = all(section(2), ".//table[@class='effort']//th[@rowspan='2']").get(0);
        assertEquals(List.of("heng-dao-li-ma 横刀立马", "heng-dao-li-ma Heng Dao Li Ma"), List.of(
                text(effortName, "span[@lang='zh']"), text(effortName, "span[@class='latin']")), "in the effort table");
        assertFalse(all(section(2), ".//*[local-name()='text'][@class='latin']").isEmpty(), "in the expansion chart");
    }

    @Test
    void linksAScoreCardPerHeuristicToItsSection() {
        assertEquals(3, page.all("//section[@id='overview']//a[@class='scorecard']").size());
        Element card = page.one("//section[@id='overview']//a[@class='scorecard'][@data-heuristic='2']");
        assertEquals("#heuristic-2", card.getAttribute("href"));
        assertEquals("20 / 100", text(card, ".//span[@class='scorecard-score']"));
        Element chip = one(card, ".//span[" + hasClass("chip") + "][starts-with(., 'admissible')]");
        assertEquals(List.of("chip", "s-failed"), PageTree.classes(chip));
        assertEquals("admissible: failed, 0 of 40 points", chip.getAttribute("title"));
        assertEquals("admissible 0/40", chip.getTextContent());
        assertEquals("width:20%", one(card, "span[@class='meter']/span").getAttribute("style"));
    }

    @Test
    void givesEachRubricItemAScoreCardWithItsOutcomeFiguresAndPoints() {
        Element greedy = section(2);
        Element admissible = checkCard(greedy, "admissible");
        assertEquals(List.of("check-card", "s-failed"), PageTree.classes(admissible));
        assertEquals("✗ failed", text(admissible, ".//span[@class='status s-failed']"));
        assertEquals(List.of("0", "40", "0 / 40 points"), List.of(text(admissible, ".//span[@class='earned']"),
                text(admissible, ".//span[@class='possible']"), text(admissible, "p[@class='check-points']")));
        assertEquals("violations 4,242 · max excess " + SampleReports.MAX_EXCESS,
                text(admissible, "p[@class='check-figures']"));
        assertEquals("4242 layouts overestimate; worst h=5, d=3", text(admissible, "p[@class='check-reason']"));
        assertEquals(List.of("check-card", "s-passed"), PageTree.classes(checkCard(greedy, "wellFormed")));
        assertEquals("dominates manhattan", text(checkCard(greedy, "dominance"), ".//span[@class='check-name']"));
        assertEquals(List.of("check-card", "s-passed"), PageTree.classes(checkCard(greedy, "effort")),
                "effort has no check: its points decide");
        Element repeatable = one(greedy, ".//div[@data-check='repeatable']");
        assertEquals(List.of("check-card", "unscored", "s-failed"), PageTree.classes(repeatable));
        assertTrue(text(repeatable, "p[@class='check-figures']").endsWith("changed 3 · first ^11^ v11v ^<>^ v22v 2..2"),
                text(repeatable, "p[@class='check-figures']"));
    }

    @Test
    void showsEachPuzzleWhereAStarWithoutReopeningFoundALongerPathEscaped() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        String markup = ReportPage.render(SampleReports.withHeuristics(List.of(SampleReports.withClosedSetSearch(passing,
                SampleReports.twoLonger()))));
        PageTree closedSet = PageTree.parse(markup);
        assertTrue(closedSet.texts("//h3").contains("A* without reopening"), markup);
        assertEquals(List.of("A* that never reopens a layout finds a path of 120 moves from 横刀立马, 4 more than the"
                + " optimum 116.", "A* that never reopens a layout finds a path of 79 moves from"
                + " <script>alert(1)</script>, 2 more than the optimum 77."), closedSet.texts("//ul[@class='closed-set']/li"));
        assertFalse(markup.contains(SampleReports.HOSTILE_NAME));
    }

    @Test
    void saysWhenAStarWithoutReopeningFoundTheOptimumFromEveryPuzzle() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        ClosedSetSearch optimal = ClosedSetSearch.of(List.of(SampleReports.twoLonger().puzzles().get(2)));
        PageTree optimalPage = PageTree.parse(ReportPage.render(SampleReports.withHeuristics(List.of(
                SampleReports.withClosedSetSearch(passing, optimal)))));
        assertEquals("It found an optimal path from all 1 puzzles.", optimalPage.text("//p[@class='closed-set']"));
        assertFalse(ReportPage.render(SampleReports.withHeuristics(List.of(passing))).contains("without reopening"),
                "nothing for a heuristic it did not run for");
    }

    @Test
    void showsEffortPointsPartlyEarnedAsPartial() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        List<Points> points = new ArrayList<>(passing.points());
        points.set(5, new Points("effort", 4, 10, "8.0% saved"));
        PageTree partial = PageTree.parse(ReportPage.render(SampleReports.withHeuristics(List.of(new HeuristicReport(
                passing.name(), passing.domain(), passing.verdict(), passing.message(), passing.states(),
                passing.solvable(), passing.nanosPerEvaluation(), passing.checks(), passing.effort(), 94, 100, points,
                null, false, null, null, null, null, null)))));
        Element effort = checkCard(partial.one("//section[@id='heuristic-1']"), "effort");
        assertEquals(List.of("check-card", "s-partial"), PageTree.classes(effort));
        assertEquals("width:40%", one(effort, "span[@class='meter']/span").getAttribute("style"));
    }

    @Test
    void marksAPassedCheckThatEarnsNothingForAFailedPrerequisiteAsNotEarnedWithTheReason() {
        PageTree page = PageTree.parse(ReportPage.render(SampleReports.withHeuristics(List.of(
                SampleReports.prerequisiteFailed()))));
        Element section = page.one("//section[@id='heuristic-1']");
        for (String item : List.of("consistent", "effort")) {
            Element card = checkCard(section, item);
            assertEquals(List.of("check-card", "s-not-earned"), PageTree.classes(card), item);
            assertEquals("○ not earned", text(card, ".//span[@class='status s-not-earned']"), item);
            assertTrue(all(card, ".//*[" + hasClass("s-passed") + "]").isEmpty(), "no pass mark beside 0 points");
        }
        assertEquals(SampleReports.CONSISTENT_NOT_EARNED,
                text(checkCard(section, "consistent"), "p[@class='check-reason']"));
        assertEquals(List.of("check-card", "s-passed"), PageTree.classes(checkCard(section, "admissible")),
                "an item earning its points is still passed");
        assertEquals(List.of("chip", "s-not-earned"), PageTree.classes(page.one("//span[" + hasClass("chip")
                + " and starts-with(@title, 'consistent:')]")));
    }

    @Test
    void marksEveryItemOfAHeuristicThatCouldNotRunAsAnError() {
        Element hostile = section(3);
        assertEquals(6, all(hostile, ".//div[@class='check-card s-error']").size());
        assertTrue(all(hostile, ".//*[" + hasClass("s-passed") + "]").isEmpty());
        assertTrue(all(hostile, ".//p[@class='check-reason']").stream()
                .anyMatch(reason -> reason.getTextContent().equals("not loadable")));
    }

    @Test
    void chartsTheEffortSuiteByDistance() {
        Element chart = page.one("//*[local-name()='svg'][@class='chart effort-suite']");
        assertEquals(2, all(chart, ".//*[local-name()='g'][@class='distance']").size());
        List<String> titles = all(chart, ".//*[local-name()='rect']/*[local-name()='title']").stream()
                .map(Element::getTextContent).toList();
        assertTrue(titles.contains("distance 10: 30% saved"), titles::toString);
        assertTrue(titles.contains("distance 20: -50% saved"), "the start without baseline expansions is left out of"
                + " the mean");
        assertTrue(chart.getTextContent().contains("saved over the suite: 3.3%"), chart.getTextContent());
        assertTrue(all(chart, ".//*[local-name()='text'][@class='tick']").stream()
                .anyMatch(tick -> tick.getTextContent().equals("10")),
                "each column's distance as a bare number, which fits a phone's width");
        assertTrue(page.texts("//p[@class='legend']").stream()
                .anyMatch(legend -> legend.startsWith("Saves 3.3% of Manhattan's forced expansions")),
                "the figure above the chart");
    }

    @Test
    void chartsTheTimePerEvaluationOfEachHeuristic() {
        Element chart = page.one("//*[local-name()='svg'][@class='chart timing']");
        assertEquals(3, all(chart, ".//*[local-name()='g'][@class='timing-row']").size());
        assertTrue(texts(chart, ".//*[local-name()='rect']/*[local-name()='title']").contains("131.0625 ns"),
                "exact time as in grade.json");
        List<String> labels = texts(chart, ".//*[local-name()='text']");
        assertTrue(labels.contains("131.1 ns"), labels::toString);
        assertTrue(labels.contains(SampleReports.HOSTILE_NAME), "the hostile name, as text");
        assertTrue(labels.contains("not run"), labels::toString);
        assertFalse(all(chart, ".//*[@width='80.00%']").isEmpty(), "the slowest bar is the longest");
    }

    @Test
    void chartsExpansionsPerPuzzleAgainstZeroManhattanAndExact() {
        Element greedy = section(2);
        Element chart = one(greedy, ".//*[local-name()='svg'][@class='chart expansions']");
        assertEquals(2, all(chart, ".//*[local-name()='g'][@class='puzzle']").size());
        Element group = one(chart, ".//*[local-name()='g'][@data-puzzle='heng-dao-li-ma 横刀立马']");
        for (String[] value : new String[][] {{"zero", "25,917"}, {"baseline", "23,871"}, {"student", "20,417"},
                {"exact", "116"}}) {
            assertEquals(value[1], text(group, ".//*[local-name()='text'][@class='value s-" + value[0] + "']"),
                    value[0]);
        }
        assertTrue(texts(group, ".//*[local-name()='title']").contains("this heuristic: 20,417 expanded"));
        assertEquals("this heuristic", text(greedy, ".//span[span[@class='swatch s-student']]"), "legend");
    }

    @Test
    void showsTheDominanceAndGoalZeroExamples() {
        List<String> captions = page.texts("//figcaption");
        assertTrue(captions.contains("Below manhattan: h = 2 but manhattan gives 4."), captions::toString);
        assertTrue(captions.contains("Not zero at a goal: h = 1."), captions::toString);
    }

    @Test
    void drawsTheSuiteWithSmallBoards() {
        Element suite = page.one("//section[@id='suite']");
        assertEquals(2, all(suite, ".//*[local-name()='svg'][@class='board small']").size());
        assertTrue(suite.getTextContent().contains("heng-dao-li-ma 横刀立马"));
        assertEquals(1, all(suite, ".//td[@class='num'][.='116']/following-sibling::td[1][.='25,955']").size(),
                "optimum, then reachable");
    }

    @Test
    void marksTheAdmissibleRegionOfTheHeatmap() {
        assertEquals(2, page.all("//*[local-name()='svg'][@class='heatmap']").size());
        assertEquals(2, page.all("//*[@class='region-admissible']").size());
        assertFalse(page.all("//*[local-name()='rect'][@class='hm over']").isEmpty(), "overestimates stand out");
        assertTrue(page.texts("//*[local-name()='title']").contains("estimate 0, distance 0: 1 layouts"));
    }

    @Test
    void saysWhyANotLoadableHeuristicHasNoChecks() {
        Element section = section(3);
        assertTrue(section.getTextContent().contains("Not checked"));
        assertTrue(section.getTextContent().contains("No A* runs"));
        assertEquals("exception", text(section, ".//dt[.='kind']/following-sibling::dd[1]"));
    }

    @Test
    void speaksAndDrawsInTheWordsOfTheHeuristicsDomain() {
        GradeReport report = inTokenDomain(SampleReports.threeHeuristics().heuristics().get(1));
        String markup = ReportPage.render(report);
        PageTree token = PageTree.parse(markup);

        Element section = token.one("//section[@id='heuristic-1']");
        List<String> terms = texts(section, ".//dl[@class='figures']/div/dt");
        assertTrue(terms.containsAll(List.of("strips evaluated", "solvable strips checked")), terms::toString);
        assertEquals(List.of("Right-token", "Right-token"),
                texts(section, ".//table[@class='effort']//tr[@class='baseline']/td[1]"),
                "the baseline by its domain's name, on each puzzle");
        // The token domain draws nothing of its own: its states are drawn as their text.
        assertEquals("hg-text-state",
                PageTree.classes(all(player(section), ".//*[local-name()='svg']").get(0)).get(0),
                "drawn as the domain's text");
        assertTrue(markup.contains("svg.hg-text-state{"), "the text drawing's style");
        assertFalse(markup.contains("svg.board{width:7.5rem"), "no other domain's style");
        // The page's own words, not the sample's messages and reasons, which grading wrote for Huarongdao.
        List<String> words = texts(section, ".//dt | .//figcaption | .//summary | .//p[@class='legend']"
                + " | .//p[@class='muted'] | .//th | .//p[@class='check-reason'][not(../@data-item)]");
        assertTrue(words.stream().noneMatch(text -> text.contains("layout") || text.contains("Manhattan")),
                words::toString);
        assertTrue(words.contains("all 4 strips with h and d"), words::toString);
    }

    /**
     * {@code heuristic}'s report moved into the test sources' token domain: its checks' examples are strips (an
     * overestimate three moves from the goal, a move that breaks consistency), its figures unchanged.
     */
    public static GradeReport inTokenDomain(HeuristicReport heuristic) {
        GradeReport sample = SampleReports.threeHeuristics();
        CheckResults checks = heuristic.checks();
        CheckResults strips = new CheckResults(new CheckResults.GoalZero(true, 0, null),
                new Admissibility(false, checks.admissible().violations(), checks.admissible().maxExcess(),
                        new Counterexample("x..x........", 5, 3, List.of("x..x........", "x.x.........", ".xx.........",
                                "xx.........."), List.of(5L, 4L, 1L, 0L))),
                new CheckResults.Consistency(false, 3, new MoveExample("x..x........",
                        7, "x.x.........", 4, 1)),
                new CheckResults.Dominance("right-token", true, 0, 12, null, 0), checks.informedness(),
                new CheckResults.WellFormedness(true, 0, null, 0, null),
                new CheckResults.Repeatability(true, 10, 0, null));
        HeuristicReport moved = new HeuristicReport(heuristic.name(), TokenDomain.NAME, heuristic.verdict(),
                heuristic.message(), heuristic.states(), heuristic.solvable(), heuristic.nanosPerEvaluation(),
                strips, heuristic.effort(), heuristic.score(), heuristic.maxScore(), heuristic.points(),
                heuristic.failure(), false, null, null, null, null, null);
        DomainReport domain = new DomainReport(TokenDomain.NAME, "Token strip", "strip", "strips", "right-token",
                sample.domains().get(0).database(), List.of(), null);
        return new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(), sample.maxScore(),
                sample.passed(), List.of(domain), List.of(moved), sample.tests(), sample.sandbox(), List.of(), null,
                null, null, null, null);
    }

    @Test
    void referencesNoNetworkResource() {
        assertTrue(page.all("//link | //img | //*[starts-with(@src, 'http') or starts-with(@href, 'http')]")
                .isEmpty());
        String lower = html.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("@import"));
        assertFalse(lower.contains("url("));
    }

    @Test
    void fitsPhonesAndPrint() {
        assertEquals("width=device-width, initial-scale=1", page.one("//meta[@name='viewport']")
                .getAttribute("content"));
        assertTrue(html.contains("@media (max-width:"));
        assertTrue(html.contains("@media print"));
    }

    @Test
    void parsesAsXmlOnceScriptAndStyleAreSetAside() throws Exception {
        String markup = STYLE.matcher(SCRIPT.matcher(html).replaceAll("<script$1></script>"))
                .replaceAll("<style></style>");
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(markup.getBytes(StandardCharsets.UTF_8)));
        assertNotNull(document.getDocumentElement());
        assertEquals(count(html, "<svg "), document.getElementsByTagName("svg").getLength());
        assertEquals(count(html, "<svg "), count(html, "</svg>"));
    }

    @Test
    void splitsTheTotalBetweenHeuristicsAndTests() throws IOException {
        PageTree tests = testsTree();
        assertEquals(List.of("125", "330"), List.of(tests.text("//header//span[@class='score']"),
                tests.text("//header//span[@class='max-score']")));
        Element split = tests.one("//header//p[@class='split']");
        assertEquals("heuristics 120 / 300 + tests 5 / 30", split.getTextContent(), "in the header");
        assertEquals(List.of("120 / 300", "5 / 30"), List.of(text(split, "span[@data-part='heuristics']"),
                text(split, "span[@data-part='tests']")));
        Element overview = tests.one("//section[@id='overview']/p[@class='split']");
        assertEquals("The total, 125 / 330 points, adds up the heuristics' 120 / 300 and the JUnit tests' 5 / 30.",
                overview.getTextContent());
        assertEquals(List.of("125 / 330", "120 / 300", "5 / 30"), texts(overview, "span[@class='n']"));
    }

    @Test
    void saysThatTestsEarnNothingWhenTheRubricGivesThemNoPoints() {
        assertTrue(page.all("//header//p[@class='split']").isEmpty(), "no split in the header");
        Element overview = page.one("//section[@id='overview']/p[@class='split']");
        assertEquals("0 / 0", text(overview, "span[@data-part='tests']"));
        assertTrue(overview.getTextContent().endsWith(" 0 / 0. The rubric gives no points for tests."));
    }

    @Test
    void linksAScoreCardOfTheTestsToTheirSection() throws IOException {
        PageTree tests = testsTree();
        Element card = tests.one("//section[@id='overview']//a[@class='scorecard tests-card']");
        assertEquals("#tests", card.getAttribute("href"));
        assertEquals(List.of("run-outcome o-exited", "scorecard-score"), all(card, "span[@class='scorecard-top']/span")
                .stream().map(span -> span.getAttribute("class")).toList());
        assertEquals(List.of("exited", "5 / 30"), texts(card, "span[@class='scorecard-top']/span"));
        assertEquals("5 JUnit tests", text(card, "span[@class='name']"));
        assertEquals("failed 1", text(card, ".//span[@class='chip t-failed'][@data-status='failed']"));
        assertTrue(all(card, ".//*[@data-status='aborted']").isEmpty(), "only the statuses that occur");
        assertEquals(List.of("card", "tests"), PageTree.classes(tests.one("//section[@id='tests']")));
    }

    @Test
    void showsTheTestNumbersOfTheJson() throws IOException {
        GradeReport report = SampleReports.withTests();
        Path written = directory.resolve("json");
        JsonNode tests = new ObjectMapper().readTree(new JsonReportWriter().write(report, written).toFile())
                .path("tests");
        Element section = testsTree().one("//section[@id='tests']");
        String outcome = tests.path("outcome").asText();
        assertEquals("Tests " + outcome + " " + tests.path("score").asInt() + " / " + tests.path("maxScore").asInt()
                + " points", text(section, "h2"));
        assertEquals("run-outcome o-" + outcome, one(section, "h2/span[1]").getAttribute("class"));
        assertEquals(tests.path("message").asText(), text(section, "p[@class='message']"));
        assertEquals(tests.path("platformVersion").asText(), figure(section, "JUnit Platform"));
        assertEquals(String.valueOf(tests.path("total").asInt()), figure(section, "tests"));
        for (String[] status : new String[][] {{"successful", "successful"}, {"skipped", "skipped"},
                {"aborted", "aborted"}, {"failed", "failed"}, {"timed-out", "timedOut"}, {"crashed", "crashed"},
                {"not-run", "notRun"}}) {
            int count = tests.path(status[1]).asInt();
            assertEquals(count + " " + status[0], text(section, "ul[@class='test-counts']/li[@data-status='"
                    + status[0] + "']"), status[0]);
            assertEquals(count, all(section, ".//tr[@class='result'][@data-status='" + status[0] + "']").size(),
                    "rows " + status[0]);
        }
        for (JsonNode entry : tests.path("points")) {
            Element card = testPointsCard(section, entry.path("name").asText());
            assertEquals(entry.path("kind").asText(), text(card, ".//span[@class='kind']"));
            assertEquals(List.of(entry.path("earned").asText(), entry.path("possible").asText()), List.of(
                    text(card, ".//span[@class='earned']"), text(card, ".//span[@class='possible']")));
            assertEquals(entry.path("reason").asText(), text(card, "p[@class='check-reason']"));
        }
        for (JsonNode result : tests.path("results")) {
            Element row = resultRow(section, result.path("uniqueId").asText());
            JsonNode duration = result.path("durationMillis");
            Element cell = one(row, "td[" + hasClass("duration") + "]");
            assertEquals(duration.isNull() ? "num duration none" : "num duration", cell.getAttribute("class"));
            assertEquals(duration.isNull() ? "—" : Numbers.grouped(duration.asLong()), cell.getTextContent());
            assertEquals(result.path("source").asText(), text(row, "td[@class='source']"));
        }
    }

    @Test
    void givesEachTestPointsEntryAScoreCard() throws IOException {
        Element section = testsTree().one("//section[@id='tests']");
        assertEquals(4, all(section, ".//div[" + hasClass("check-card") + "]").size());
        Element passed = testPointsCard(section, "edu.example.BoardTest#parsesTheClassicStart");
        assertEquals(List.of("check-card", "s-passed"), PageTree.classes(passed));
        assertEquals("test", passed.getAttribute("data-kind"));
        assertEquals("✓ passed", text(passed, ".//span[@class='status s-passed']"));
        assertEquals(List.of("edu.", "<wbr>", "example.", "<wbr>", "BoardTest#", "<wbr>", "parsesTheClassicStart"),
                PageTree.pieces(one(passed, "code[@class='entry-name']")), "breaks long names after dots");
        assertEquals("width:100%", one(passed, "span[@class='meter']/span").getAttribute("style"));
        Element hidden = testPointsCard(section, "edu.example.hidden.HiddenTest");
        assertEquals(List.of("check-card", "s-failed"), PageTree.classes(hidden));
        assertEquals("class", hidden.getAttribute("data-kind"));
        assertEquals("class", text(hidden, ".//span[@class='kind']"));
    }

    @Test
    void groupsTheTestResultsByClass() throws IOException {
        Element section = testsTree().one("//section[@id='tests']");
        assertEquals(2, all(section, ".//tr[@class='class-row']").size());
        Element heading = one(section, ".//tbody[@data-class='edu.example.BoardTest']/tr[1][@class='class-row']/th");
        assertEquals(List.of("6", "rowgroup"), List.of(heading.getAttribute("colspan"), heading.getAttribute("scope")));
        assertEquals(List.of("edu.", "<wbr>", "example.", "<wbr>", "BoardTest"), PageTree.pieces(one(heading, "code")));
        assertEquals("1 of 3 successful", text(heading, "span[@class='muted']"));
        Element failed = resultRow(section, ID + "BoardTest]/[method:rejectsMarkup()]");
        assertEquals("✗ failed", text(failed, ".//span[@class='test-status t-failed']"));
        assertEquals("rejectsMarkup", text(failed, ".//code[@class='method']"), "a display name of its own");
        assertEquals(List.of("fast"), texts(failed, "td[@class='tags']/span[@class='tag']"));
        Element passed = resultRow(section, ID + "BoardTest]/[method:parsesTheClassicStart()]");
        assertTrue(all(passed, ".//*[@class='method']").isEmpty(), "the method is the display name");
        assertEquals(0, one(passed, "td[@class='failure']").getChildNodes().getLength());
        Element crashed = resultRow(section, ID + "hidden.HiddenTest]/[method:quits()]");
        assertEquals("! crashed", text(crashed, ".//span[@class='test-status t-crashed']"));
        assertEquals("—", text(crashed, "td[@class='num duration none']"), "it did not end");
        List<String> names = texts(section, ".//tr[@class='result']//span[@class='display-name']");
        assertTrue(names.indexOf("parsesTheClassicStart()") < names.indexOf("rejects <b>markup</b>")
                && names.indexOf("rejects <b>markup</b>") < names.indexOf("quits()"), "in the report's order: " + names);
    }

    @Test
    void opensAFailureOfSeveralLinesFromItsFirstLine() throws IOException {
        Element section = testsTree().one("//section[@id='tests']");
        Element failed = one(resultRow(section, ID + "BoardTest]/[method:rejectsMarkup()]"), "td[@class='failure']");
        String firstLine = "org.opentest4j.AssertionFailedError: expected: <</script>> but was: <&>";
        assertEquals(firstLine, text(failed, "details/summary"));
        assertEquals(firstLine + "\n\tat edu.example.BoardTest.rejectsMarkup(BoardTest.java:31)",
                text(failed, "details/pre[@class='failure']"));
        Element skipped = one(resultRow(section, ID + "BoardTest]/[method:solvesSlowly()]"), "td[@class='failure']");
        assertEquals("disabled: too slow for CI", text(skipped, "pre[@class='failure']"));
        assertTrue(all(skipped, "details").isEmpty(), "one short line needs no opening");
    }

    @Test
    void namesPuzzleFilesLeftOutAndPuzzleTitlesAsTextWhateverTheyHold() {
        GradeReport sample = SampleReports.threeHeuristics();
        GradeReport.DomainReport domain = sample.domains().get(0);
        GradeReport.SuitePuzzle first = domain.suite().get(0);
        String title = "<img src=x onerror=alert(1)> & co";
        String source = "</td></tr></table><script>alert(2)</script>";
        List<GradeReport.SuitePuzzle> suite = new ArrayList<>(domain.suite());
        suite.add(new GradeReport.SuitePuzzle(title, title, first.state(), first.optimum(), first.reachable(),
                first.zero(), first.baseline(), first.exact(), "a\"b.txt", source));
        GradeReport.DomainReport titled = new GradeReport.DomainReport(domain.name(), domain.title(),
                domain.stateNoun(), domain.stateNounPlural(), domain.baseline(), domain.database(), suite,
                domain.baselineFingerprint());
        GradeReport.UnreadPuzzleFile unread = new GradeReport.UnreadPuzzleFile("<b>notes</b>.txt",
                "no domain graded reads it (huarongdao)", List.of(new GradeReport.Refusal("huarongdao",
                        "a layout has 5 rows of 4 glyphs, found 17 rows <i>")));
        GradeReport report = new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(),
                sample.maxScore(), sample.passed(), List.of(titled), sample.heuristics(), sample.tests(),
                sample.sandbox(), sample.slots(), sample.configuration(), sample.compilation(), sample.resources(),
                sample.hiddenTestNames(), List.of(unread));

        String markup = ReportPage.render(report);
        PageTree page = PageTree.parse(markup);

        assertFalse(markup.contains("<img") || markup.contains("<script>alert") || markup.contains("<b>notes"));
        assertEquals("<b>notes</b>.txt", page.text("//ul[@class='unread-puzzle-files']/li/code"));
        assertEquals("huarongdao: a layout has 5 rows of 4 glyphs, found 17 rows <i>",
                page.text("//ul[@class='unread-puzzle-files']/li/ul/li"));
        assertTrue(page.texts("//table[@class='suite']//td").contains(title + source), "title, then source");
        assertEquals(source, page.text("//span[@class='muted puzzle-source']"));
    }

    @Test
    void showsATamperedHeuristicAndTestRunAsErrors() {
        PageTree tampered = PageTree.parse(ReportPage.render(HostileReports.withTampered()));

        assertTrue(tampered.texts("//span[@class='verdict v-tampered']").contains("tampered"), "verdict badge");
        assertFalse(tampered.all("//span[@class='run-outcome o-tampered']").isEmpty(), "test run badge");
        assertTrue(tampered.one("/html").getTextContent().contains(HostileReports.TAMPERED_DETAIL), "what was wrong");
        assertTrue(PageAssets.CSS.contains(".verdict.v-tampered"), "styled as an error");
        assertTrue(PageAssets.CSS.contains(".run-outcome.o-tampered"), "styled as an error");
    }

    @Test
    void escapesHostileTestNamesFailuresAndOutput() throws IOException {
        String markup = testsPage();
        PageTree tests = PageTree.parse(markup);
        assertFalse(markup.contains("<b>markup</b>"));
        assertFalse(markup.contains("<</script>>"));
        assertFalse(markup.contains("quitting now </script>"));
        assertTrue(tests.texts("//span[@class='display-name']").contains("rejects <b>markup</b>"));
        assertTrue(tests.texts("//p[@class='check-reason']").contains("failed: org.opentest4j.AssertionFailedError:"
                + " expected: <</script>> but was: <&>"));
        Element output = tests.one("//section[@id='tests']/h3[.='Output']");
        assertEquals("The last lines the test JVM printed.", text(output, "following-sibling::p[1]"));
        assertEquals("quitting now </script>\nthe test JVM output", text(output, "following-sibling::pre[1]"));
        assertEquals(count(markup, "<script"), count(markup, "</script>"), "no script ended or begun by a student");
    }

    @Test
    void escapesEveryStudentStringOfATestRun() {
        String hostile = "<img src=x onerror=alert(1)>\"'&";
        String escaped = "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;";
        TestReport tests = new TestReport(TestRunOutcome.COMPLETED, "message " + hostile, "1.13.4" + hostile, 1, 0,
                1, 0, 0, 0, 0, 0, 0, 5, List.of(new TestPoints("tag", "tag" + hostile, 0, 5, "reason " + hostile,
                        List.of("[engine:x]/[class:" + hostile + "]"))),
                List.of(new TestResult("[engine:x]/[class:" + hostile + "]", "project" + hostile, "x.Y" + hostile,
                        "method" + hostile, "display " + hostile, List.of("tag" + hostile), TestStatus.FAILED, 1L,
                        "failure " + hostile + "\nat x.Y")),
                "output " + hostile, null);
        String markup = ReportPage.render(withTests(SampleReports.threeHeuristics(), tests));
        assertFalse(markup.contains("<img"));
        assertFalse(markup.contains(hostile));
        assertEquals(15, count(markup, escaped), "message, platform, points name (twice) and reason, id, source,"
                + " class (twice), method, display name, tag, failure (summary and whole) and output");
        assertTrue(PageTree.parse(markup).all("//img").isEmpty());
    }

    @Test
    void showsTheInstructorsRunEscapedApartFromTheStudentsOutput() {
        String hostile = "<img src=x onerror=alert(1)>\"'&";
        String escaped = "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;";
        TestReport tests = new TestReport(TestRunOutcome.EXITED, "the instructor's test run exited; 0 tests", "1.13.4",
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), null, new InstructorRun(TestRunOutcome.EXITED,
                        "ended during " + hostile, "1.14.0" + hostile, "hidden output " + hostile));

        String markup = ReportPage.render(withTests(SampleReports.threeHeuristics(), tests));
        Element section = PageTree.parse(markup).one("//section[@id='tests']");

        Element heading = one(section, "h3[.=\"The instructor's test run\"]");
        Element message = one(heading, "following-sibling::p[@class='message'][1]");
        assertEquals("exited ended during " + hostile, message.getTextContent());
        assertEquals("run-outcome o-exited", one(message, "span").getAttribute("class"));
        assertEquals("hidden output " + hostile, text(heading, "following-sibling::pre[@class='output'][1]"));
        String sectionMarkup = markup.substring(markup.indexOf("<section class=\"card tests\""));
        assertFalse(sectionMarkup.contains("<img"));
        assertEquals(3, count(sectionMarkup.substring(0, sectionMarkup.indexOf("</section>")), escaped),
                "message, platform and output");
        assertTrue(all(section, "h3[.='Output']").isEmpty(), "the student's run printed nothing to show");
    }

    @Test
    void showsWhyTheTestsDidNotRun() {
        Element section = page.one("//section[@id='tests']");
        assertEquals("Tests not-run 0 / 0 points", text(section, "h2"));
        assertEquals("run-outcome o-not-run", one(section, "h2/span[1]").getAttribute("class"));
        assertEquals("the project has no test classes, and no instructor tests (grade.instructorTests) were given",
                text(section, "p[@class='message']"));
        assertEquals("—", figure(section, "JUnit Platform"));
        List<String> muted = texts(section, "p[@class='muted']");
        assertTrue(muted.contains("The rubric gives no points for tests."), muted::toString);
        assertTrue(muted.contains("No test was found."), muted::toString);
        assertTrue(all(section, ".//*[@class='status-bar']").isEmpty(), "nothing to split");
        assertTrue(all(section, "h3[.='Output']").isEmpty());
        assertTrue(page.text("//a[@class='scorecard tests-card']/span[@class='card-message']")
                .startsWith("the project has no test classes"), "the overview says why");
    }

    @Test
    void marksTestPointsAsErrorsWhenTheTestsDidNotRunAndAsPartialWhenSomePassed() {
        TestReport notRun = new TestReport(TestRunOutcome.NOT_RUN, "grade.runTests is false", null, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 10, List.of(new TestPoints("class", "x.YTest", 0, 10, "the tests were not run", List.of())), List.of(),
                null, null);
        PageTree notRunPage = PageTree.parse(ReportPage.render(withTests(SampleReports.threeHeuristics(), notRun)));
        assertEquals(List.of("check-card", "s-error"), PageTree.classes(testPointsCard(notRunPage.one("/html"),
                "x.YTest")));
        TestReport partial = new TestReport(TestRunOutcome.COMPLETED, "2 tests", "1.13.4", 2, 1, 1, 0, 0, 0, 0, 0, 5,
                10, List.of(new TestPoints("class", "x.YTest", 5, 10, "1 of 2 tests passed", List.of())), List.of(),
                null, null);
        Element card = testPointsCard(PageTree.parse(ReportPage.render(withTests(SampleReports.threeHeuristics(),
                partial))).one("/html"), "x.YTest");
        assertEquals(List.of("check-card", "s-partial"), PageTree.classes(card));
        assertEquals("◐ partial", text(card, ".//span[@class='status s-partial']"));
    }

    @Test
    void cutsALongFirstLineAndKeepsALeadingLineBreakOfAFailure() {
        String longLine = "x".repeat(300);
        TestReport tests = new TestReport(TestRunOutcome.TIMED_OUT, "stopped", "1.13.4", 2, 0, 0, 0, 0, 1, 0, 1, 0, 0,
                List.of(), List.of(
                        new TestResult("[engine:x]/[test:a]", "project", null, null, "a", List.of(),
                                TestStatus.TIMED_OUT, null, longLine),
                        new TestResult("[engine:x]/[test:b]", "project", null, null, "b", List.of(),
                                TestStatus.NOT_RUN, null, "\nnot reached")),
                "spinning\n", null);
        Element section = PageTree.parse(ReportPage.render(withTests(SampleReports.threeHeuristics(), tests)))
                .one("//section[@id='tests']");
        assertEquals("timed-out", text(section, "h2/span[@class='run-outcome o-timed-out']"));
        Element cut = one(resultRow(section, "[engine:x]/[test:a]"), "td[@class='failure']/details");
        assertEquals("x".repeat(159) + "…", text(cut, "summary"), "the summary is cut");
        assertEquals(longLine, text(cut, "pre[@class='failure']"), "the whole failure opens");
        assertEquals("\n\nnot reached", text(resultRow(section, "[engine:x]/[test:b]"), ".//pre[@class='failure']"),
                "the HTML parser drops the first line break after <pre>, so a second one keeps the failure's own");
        Element noClass = one(section, ".//tbody[not(@data-class)]/tr[@class='class-row']/th");
        assertEquals(List.of("no class", "0 of 2 successful"), texts(noClass, "span[@class='muted']"));
    }

    @Test
    void parsesAsXmlWithTheTestsOnceScriptAndStyleAreSetAside() throws Exception {
        String markup = STYLE.matcher(SCRIPT.matcher(testsPage()).replaceAll("<script$1></script>"))
                .replaceAll("<style></style>");
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(markup.getBytes(StandardCharsets.UTF_8)));
        assertEquals(count(markup, "<tr>") + count(markup, "<tr "), document.getElementsByTagName("tr").getLength());
        assertEquals(1, document.getElementsByTagName("details").getLength() - count(markup, "all 4 layouts")
                - count(markup, "<details class=\"heuristic-details\""),
                "the failure of several lines");
    }

    @Test
    void referencesNoNetworkResourceWithTheTests() throws IOException {
        String lower = testsPage().toLowerCase(Locale.ROOT);
        for (String network : List.of("@import", "url(", "//cdn")) {
            assertFalse(lower.contains(network), network);
        }
        assertTrue(testsTree().all("//link | //img | //*[starts-with(@src, 'http') or starts-with(@href, 'http')]")
                .isEmpty());
    }

    @Test
    void writesTheSameBytesTwice() throws IOException {
        byte[] first = Files.readAllBytes(file);
        byte[] second = Files.readAllBytes(writer.write(SampleReports.threeHeuristics(), directory.resolve("again")));
        assertArrayEquals(first, second);
        assertArrayEquals(Files.readAllBytes(writer.write(SampleReports.withTests(), directory.resolve("tests-1"))),
                Files.readAllBytes(writer.write(SampleReports.withTests(), directory.resolve("tests-2"))));
    }

    /** The page of {@link SampleReports#withTests()}, as written. */
    private String testsPage() throws IOException {
        return Files.readString(writer.write(SampleReports.withTests(), directory.resolve("tests")),
                StandardCharsets.UTF_8);
    }

    /** The tree of {@link #testsPage()}. */
    private PageTree testsTree() throws IOException {
        return PageTree.parse(testsPage());
    }

    /** The score card of the test points entry named {@code name} under {@code context}. */
    private static Element testPointsCard(Element context, String name) {
        return one(context, ".//div[" + hasClass("check-card") + "][@data-name=" + literal(name) + "]");
    }

    /** The table row of the test with {@code uniqueId} under {@code context}. */
    private static Element resultRow(Element context, String uniqueId) {
        return one(context, ".//tr[@class='result'][td[@class='test'][@title=" + literal(uniqueId) + "]]");
    }

    /** The value of the figure {@code term} of the figures right under {@code context}. */
    private static String figure(Element context, String term) {
        return text(context, "dl[@class='figures']//dt[.=" + literal(term) + "]/following-sibling::dd[1]");
    }

    /** {@code value} as an XPath string literal; it holds no double quote. */
    private static String literal(String value) {
        return "\"" + value + "\"";
    }

    private static List<String> texts(Element context, String xpath) {
        return all(context, xpath).stream().map(Element::getTextContent).toList();
    }

    private static GradeReport withTests(GradeReport report, TestReport tests) {
        return new GradeReport(report.schemaVersion(), report.generator(), report.score() + tests.score(),
                report.maxScore() + tests.maxScore(), report.passed(), report.domains(),
                report.heuristics(), tests, report.sandbox(), List.of(), null, null, null, null, null);
    }

    /** The section of heuristic {@code number}, counted from 1. */
    private Element section(int number) {
        return page.one("//section[@id='heuristic-" + number + "']");
    }

    /** The player of the admissibility counterexample in {@code section}. */
    private static Element player(Element section) {
        return one(section, ".//figure[" + hasClass("player") + "]");
    }

    /** The figure of the inconsistent move. */
    private Element inconsistentMove() {
        return page.one("//figure[" + hasClass("move") + "]");
    }

    /** The score card of rubric {@code item} under {@code context}. */
    private static Element checkCard(Element context, String item) {
        return one(context, ".//div[" + hasClass("check-card") + "][@data-item='" + item + "']");
    }

    private static HeuristicReport withChecks(HeuristicReport heuristic, CheckResults checks) {
        return new HeuristicReport(heuristic.name(), heuristic.domain(), heuristic.verdict(), heuristic.message(),
                heuristic.states(), heuristic.solvable(), heuristic.nanosPerEvaluation(), checks, heuristic.effort(),
                heuristic.score(), heuristic.maxScore(), heuristic.points(), heuristic.failure(), false, null, null,
                null, null, null);
    }

    private static int count(String text, String part) {
        int found = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            found++;
        }
        return found;
    }
}
