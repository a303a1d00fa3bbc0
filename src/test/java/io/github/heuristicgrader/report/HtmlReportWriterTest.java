package io.github.heuristicgrader.report;

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
import io.github.heuristicgrader.report.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.InstructorRun;
import io.github.heuristicgrader.report.GradeReport.Points;
import io.github.heuristicgrader.report.GradeReport.TestPoints;
import io.github.heuristicgrader.report.GradeReport.TestReport;
import io.github.heuristicgrader.report.GradeReport.TestResult;
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

class HtmlReportWriterTest {

    private static final Pattern SCRIPT = Pattern.compile("(?s)<script([^>]*)>(.*?)</script>");
    private static final Pattern STYLE = Pattern.compile("(?s)<style>(.*?)</style>");

    private static final String ID = "[engine:junit-jupiter]/[class:edu.example.";

    private final HtmlReportWriter writer = new HtmlReportWriter();

    @TempDir
    Path directory;

    private Path file;
    private String html;

    @BeforeEach
    void writeSample() throws IOException {
        file = writer.write(SampleReports.threeHeuristics(), directory);
        html = Files.readString(file, StandardCharsets.UTF_8);
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

        assertTrue(locked.contains("<p class=\"configuration\">" + Html.escape(SampleReports.LOCKED_LINE) + "</p>\n"),
                locked);
        assertFalse(locked.contains(SampleReports.HOSTILE_NAME));
        assertFalse(html.contains("class=\"configuration\""));
    }

    @Test
    void showsTheScoreAndOutcome() {
        assertTrue(html.contains("<span class=\"score\">120</span> / <span class=\"max-score\">300</span>"));
        assertTrue(html.contains("<span class=\"outcome failed\">failed</span>"));
        assertTrue(html.contains("20 / 100 points"));
    }

    @Test
    void showsTheNumbersOfTheJson() {
        assertTrue(html.contains("violations <span class=\"n\">4,242</span>"));
        assertTrue(html.contains("max excess <span class=\"n\">" + SampleReports.MAX_EXCESS + "</span>"));
        assertTrue(html.contains("below <span class=\"n\">15</span> · above <span class=\"n\">140,002</span>"));
        assertTrue(html.contains("<td class=\"num\">20,417</td>"));
        assertTrue(html.contains("<td class=\"num\">23,871</td>"));
        assertTrue(html.contains("<td class=\"num\">19,002</td><td class=\"num\">21,530</td>"));
        assertTrue(html.contains("<dd>267,115</dd>"));
        assertTrue(html.contains("title=\"131.0625\""), "exact ns per evaluation as in grade.json");
        assertTrue(html.contains("title=\"0.9437\""), "exact mean ratio as in grade.json");
    }

    @Test
    void showsEveryVerdict() {
        assertTrue(html.contains("<span class=\"verdict v-passed\">passed</span>"));
        assertTrue(html.contains("<span class=\"verdict v-inadmissible\">inadmissible</span>"));
        assertTrue(html.contains("<span class=\"verdict v-not-loadable\">not-loadable</span>"));
    }

    @Test
    void sourcesThatDidNotCompileGetASectionWithEachCompilerMessageEscaped() throws IOException {
        String page = Files.readString(writer.write(SampleReports.notCompiling(), directory),
                StandardCharsets.UTF_8);

        assertFalse(page.contains("<script>alert(1)</script>"), "a file name is escaped");
        assertFalse(page.contains("<script>alert(2)</script>"), "a message is escaped");
        assertTrue(page.contains("<section class=\"card compilation\" id=\"compilation\""
                + " data-outcome=\"main-failed\">\n<h2>Compilation: main-failed</h2>\n<p class=\"message\">the main"
                + " sources do not compile (2 errors)"), page);
        assertTrue(page.contains("<tr><td>main</td><td><code>src/main/java/student/&lt;script&gt;alert(1)"
                + "&lt;/script&gt;.java</code></td><td>11</td><td>20</td><td><pre>cannot find symbol\n  symbol:   class"
                + " &lt;script&gt;"), page);
        assertTrue(page.contains("<td><code>src/main/java/student/Blocked.java</code></td><td>12</td><td></td>"
                + "<td><pre>&#39;;&#39; expected</pre>"), "no column: an empty cell");
        assertTrue(page.contains("data-part=\"heuristics\">0 / 100</span>"),
                "the points lost count as the heuristics'");
        assertFalse(html.contains("id=\"compilation\""), "no section when everything compiled");
    }

    @Test
    void escapesHostileClassName() {
        assertFalse(html.contains(SampleReports.HOSTILE_NAME));
        assertTrue(html.contains("<code class=\"name\">&lt;script&gt;alert(1)&lt;/<wbr/>script&gt;</code>"));
    }

    @Test
    void escapesScriptEndInFailureDetailAndOutput() {
        assertFalse(html.contains("alert(2)</script>"));
        assertTrue(html.contains("&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;</pre>"));
        assertTrue(html.contains("<pre class=\"output\">loading &lt;/script&gt;\n&lt;!-- &amp; more</pre>"));
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
        String block = "<script type=\"application/json\" id=\"steps-2\">";
        int start = html.indexOf(block);
        assertTrue(start > 0);
        String json = html.substring(start + block.length(), html.indexOf("</script>", start));
        JsonNode steps = new ObjectMapper().readTree(json);
        assertEquals(SampleReports.THREE_MOVES_SOLUTION, new ObjectMapper().convertValue(steps.get("layouts"),
                new TypeReference<List<String>>() { }));
        assertEquals(SampleReports.THREE_MOVES_ESTIMATES, new ObjectMapper().convertValue(steps.get("estimates"),
                new TypeReference<List<Long>>() { }));
        assertEquals(3, steps.get("distance").intValue());
        assertTrue(html.contains("data-steps=\"steps-2\""));
        assertTrue(html.contains("<span class=\"counter\" aria-live=\"polite\">0 / 3</span>"));
        assertTrue(html.contains("<input type=\"range\" class=\"scrub\" min=\"0\" max=\"3\" value=\"0\""));
    }

    @Test
    void drawsTheCounterexampleStartWithoutScript() {
        int player = html.indexOf("class=\"example player\"");
        String board = html.substring(html.indexOf("<svg", player), html.indexOf("</svg>", player));
        assertEquals(1, count(board, "class=\"pc goal\""));
        assertEquals(4, count(board, "class=\"pc vertical\""));
        assertEquals(1, count(board, "class=\"pc horizontal\""));
        assertEquals(4, count(board, "class=\"pc single\""));
        assertTrue(board.contains("aria-label=\"layout ^&lt;&gt;^ v22v ^11^ v11v 22..\""));
    }

    @Test
    void showsTheInconsistentMoveWithBothEstimates() {
        assertTrue(html.contains("h drops by <span class=\"n\">3</span> across one move"));
        int figure = html.indexOf("Inconsistent:");
        String move = html.substring(figure, html.indexOf("</figure>", figure));
        assertEquals(2, count(move, "<svg class=\"board\""));
        assertTrue(move.indexOf("h = <span class=\"n\">7</span>") < move.indexOf("h = <span class=\"n\">4</span>"));
    }

    @Test
    void marksTheMovingPieceOnBothBoardsOfTheInconsistentMove() {
        int figure = html.indexOf("Inconsistent:");
        String move = html.substring(figure, html.indexOf("</figure>", figure));
        assertEquals(2, count(move, "class=\"pc single moved\""), "the single that moves, before and after");
        assertEquals(2, count(move, "class=\"ghost\""), "where it goes, where it was");
    }

    @Test
    void showsOnlyTheGoalWhenTheCounterexampleIsAGoal() {
        HeuristicReport greedy = SampleReports.threeHeuristics().heuristics().get(1);
        CheckResults checks = greedy.checks();
        String goal = SampleReports.THREE_MOVES_SOLUTION.get(3);
        CheckResults atGoal = new CheckResults(checks.goalZero(), new Admissibility(false, 1, 1,
                new Counterexample(goal, 1, 0, List.of(goal), List.of(1L))), checks.consistent(), checks.dominance(),
                checks.informedness(), checks.wellFormed(), checks.repeatable());
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(withChecks(greedy, atGoal))));
        assertTrue(page.contains("Overestimates: h = <span class=\"n\">1</span> on a goal layout, where the "
                + "distance is <span class=\"n\">0</span>."), page);
        assertFalse(page.contains("class=\"controls\""), "nothing to step through");
        assertFalse(page.contains("data-steps=\"steps-1\">"), "no steps");
    }

    @Test
    void listsFailingHeuristicsFirstByNameAndOpensOnlyTheirDetails() {
        // grade.json's order is by name: the passing Blocking (1), the inadmissible Greedy (2), the hostile name (3).
        int hostile = html.indexOf("<section class=\"card heuristic\" id=\"heuristic-3\" data-failing=\"true\">");
        int greedy = html.indexOf("<section class=\"card heuristic\" id=\"heuristic-2\" data-failing=\"true\">");
        int passing = html.indexOf("<section class=\"card heuristic\" id=\"heuristic-1\" data-failing=\"false\">");
        assertTrue(hostile > 0 && hostile < greedy && greedy < passing, "failing first, each part by name");
        String overview = html.substring(html.indexOf("id=\"overview\""), hostile);
        assertTrue(overview.indexOf("data-heuristic=\"3\"") < overview.indexOf("data-heuristic=\"2\"")
                && overview.indexOf("data-heuristic=\"2\"") < overview.indexOf("data-heuristic=\"1\""),
                "the score cards in the same order");
        assertTrue(section(2).contains("<details class=\"heuristic-details\" open=\"open\">"));
        assertTrue(section(3).contains("<details class=\"heuristic-details\" open=\"open\">"));
        assertTrue(section(1).contains("<details class=\"heuristic-details\">"), "a passing heuristic stays closed");
    }

    @Test
    void playsTheSolutionWithHBesideDAndMarksTheStepsWhereHIsAboveD() {
        String player = section(2).substring(section(2).indexOf("<figure class=\"example player\""));
        player = player.substring(0, player.indexOf("</figure>"));
        assertTrue(player.contains("<div class=\"tile step over\">"), "the start overestimates");
        assertTrue(player.contains("<span class=\"estimate\">h = <span class=\"n\">5</span></span> · "
                + "<span class=\"to-go\">d = <span class=\"n\">3</span></span>"), player);
        assertTrue(player.contains("<span class=\"over-mark\">h &gt; d by 2</span>"));
        List<String> marks = new ArrayList<>();
        Matcher mark = Pattern.compile("<li class=\"(\\w+)[^\"]*\" data-step=\"(\\d)\" title=\"([^\"]*)\">(\\d+)</li>")
                .matcher(player);
        while (mark.find()) {
            marks.add(mark.group(2) + " " + mark.group(1) + " " + mark.group(4) + " (" + mark.group(3) + ")");
        }
        assertEquals(List.of("0 over 5 (step 0: h = 5, d = 3, h &gt; d)", "1 over 4 (step 1: h = 4, d = 2, h &gt; d)",
                "2 ok 1 (step 2: h = 1, d = 1)", "3 ok 0 (step 3: h = 0, d = 0)"), marks);
        assertTrue(player.contains("<li class=\"over\"><code>^&lt;&gt;^ v22v ^11^ v11v 2.2.</code> h = <span "
                + "class=\"n\">4</span>, d = <span class=\"n\">2</span> <span class=\"over-mark\">h &gt; d by 2</span>"
                + "</li>"), "the list of layouts for a page without script");
    }

    @Test
    void showsThrewInThePlayerWhereTheHeuristicThrewOnAStep() {
        HeuristicReport greedy = SampleReports.threeHeuristics().heuristics().get(1);
        CheckResults checks = greedy.checks();
        CheckResults threwOnAStep = new CheckResults(checks.goalZero(), new Admissibility(false, 1, 2,
                new Counterexample(SampleReports.THREE_MOVES, 5, 3, SampleReports.THREE_MOVES_SOLUTION,
                        java.util.Arrays.asList(5L, null, 1L, 0L))), checks.consistent(), checks.dominance(),
                checks.informedness(), checks.wellFormed(), checks.repeatable());
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(withChecks(greedy, threwOnAStep))));
        assertTrue(page.contains("<li class=\"threw\" data-step=\"1\" title=\"step 1: h = threw, d = 2\">threw</li>"),
                page);
    }

    @Test
    void showsTheChecksOfAHeuristicThatThrewAsNotChecked() {
        HeuristicReport greedy = SampleReports.threeHeuristics().heuristics().get(1);
        HeuristicReport threw = new HeuristicReport(greedy.name(), greedy.domain(), Verdict.THREW, "threw on 1 layout",
                greedy.layouts(), greedy.solvable(), greedy.nanosPerEvaluation(), greedy.checks(), List.of(), 0,
                greedy.maxScore(), greedy.points(), null);
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(threw)));
        String admissible = checkCard(page, "admissible");
        assertTrue(admissible.startsWith("<div class=\"check-card s-error\""), admissible);
        assertTrue(admissible.contains("<p class=\"check-figures not-checked\">not checked</p>"), admissible);
        assertFalse(page.contains("violations <span"), "no figure that reads like a pass");
        assertTrue(page.contains("Not checked: the verdict is threw"));
    }

    @Test
    void wrapsClassNamesAtPackageDotsOnly() {
        assertTrue(section(2).contains("<code class=\"name\">edu.<wbr/>example.<wbr/>GreedyHeuristic</code>"));
        assertTrue(html.contains("<code class=\"name\">edu.<wbr/>example.<wbr/>BlockingHeuristic</code>"),
                "on the score cards too");
        assertFalse(PageAssets.CSS.contains("break-all"), "never in the middle of a word");
    }

    @Test
    void namesEachPuzzleInLatinLettersBesideItsChineseName() {
        String suite = html.substring(html.indexOf("id=\"suite\""));
        assertTrue(suite.contains("<td><span lang=\"zh\">heng-dao-li-ma 横刀立马</span> <span class=\"latin\">"
                + "heng-dao-li-ma Heng Dao Li Ma</span></td>"), suite);
        assertTrue(section(2).contains("<th rowspan=\"2\" scope=\"rowgroup\"><span lang=\"zh\">heng-dao-li-ma 横刀立马"
                + "</span> <span class=\"latin\">heng-dao-li-ma Heng Dao Li Ma</span></th>"), "in the effort table");
        assertTrue(section(2).contains("<text class=\"latin\""), "in the expansion chart");
    }

    @Test
    void linksAScoreCardPerHeuristicToItsSection() {
        String overview = html.substring(html.indexOf("id=\"overview\""), html.indexOf("id=\"heuristic-1\""));
        assertEquals(3, count(overview, "<a class=\"scorecard\""));
        assertTrue(overview.contains("<a class=\"scorecard\" href=\"#heuristic-2\" data-heuristic=\"2\">"));
        assertTrue(overview.contains("<span class=\"scorecard-score\"><span class=\"n\">20</span> / 100</span>"));
        assertTrue(overview.contains("<span class=\"chip s-failed\" title=\"admissible: failed, 0 of 40 points\">"
                + "admissible <span class=\"n\">0/40</span></span>"));
        assertTrue(overview.contains("<span class=\"meter\" aria-hidden=\"true\"><span style=\"width:20%\">"));
    }

    @Test
    void givesEachRubricItemAScoreCardWithItsOutcomeFiguresAndPoints() {
        String greedy = section(2);
        String admissible = checkCard(greedy, "admissible");
        assertTrue(admissible.startsWith("<div class=\"check-card s-failed\" data-item=\"admissible\">"));
        assertTrue(admissible.contains("<span class=\"status s-failed\">✗ failed</span>"));
        assertTrue(admissible.contains("<span class=\"earned\">0</span> / <span class=\"possible\">40</span> points"));
        assertTrue(admissible.contains("violations <span class=\"n\">4,242</span> · max excess <span class=\"n\">"
                + SampleReports.MAX_EXCESS + "</span>"));
        assertTrue(admissible.contains("<p class=\"check-reason\">4242 layouts overestimate; worst h=5, d=3</p>"));
        assertTrue(checkCard(greedy, "wellFormed").startsWith("<div class=\"check-card s-passed\""));
        assertTrue(checkCard(greedy, "dominance").contains("dominates manhattan"));
        assertTrue(checkCard(greedy, "effort").startsWith("<div class=\"check-card s-passed\""),
                "effort has no check: its points decide");
        assertTrue(greedy.contains("<div class=\"check-card unscored s-failed\" data-check=\"repeatable\">"));
        assertTrue(greedy.contains("changed <span class=\"n\">3</span> · first <code>^11^ v11v ^&lt;&gt;^ v22v 2..2"));
    }

    @Test
    void showsEachPuzzleWhereAStarWithoutReopeningFoundALongerPathEscaped() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(SampleReports.withClosedSetSearch(passing,
                SampleReports.twoLonger()))));
        assertTrue(page.contains("<h3>A* without reopening</h3>"), page);
        assertTrue(page.contains("<ul class=\"closed-set\"><li>A* that never reopens a layout finds a path of 120"
                + " moves from 横刀立马, 4 more than the optimum 116.</li><li>A* that never reopens a layout finds a"
                + " path of 79 moves from &lt;script&gt;alert(1)&lt;/script&gt;, 2 more than the optimum 77.</li></ul>"),
                page);
        assertFalse(page.contains(SampleReports.HOSTILE_NAME));
    }

    @Test
    void saysWhenAStarWithoutReopeningFoundTheOptimumFromEveryPuzzle() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        ClosedSetSearch optimal = ClosedSetSearch.of(List.of(SampleReports.twoLonger().puzzles().get(2)));
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(SampleReports.withClosedSetSearch(passing,
                optimal))));
        assertTrue(page.contains("<p class=\"closed-set\">It found an optimal path from all 1 puzzles.</p>"), page);
        assertFalse(ReportPage.render(SampleReports.withHeuristics(List.of(passing))).contains("without reopening"),
                "nothing for a heuristic it did not run for");
    }

    @Test
    void showsEffortPointsPartlyEarnedAsPartial() {
        HeuristicReport passing = SampleReports.threeHeuristics().heuristics().get(0);
        List<Points> points = new ArrayList<>(passing.points());
        points.set(5, new Points("effort", 4, 10, "8.0% saved"));
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(new HeuristicReport(passing.name(),
                passing.domain(), passing.verdict(), passing.message(), passing.layouts(), passing.solvable(),
                passing.nanosPerEvaluation(), passing.checks(), passing.effort(), 94, 100, points, null))));
        String effort = checkCard(page, "effort");
        assertTrue(effort.startsWith("<div class=\"check-card s-partial\""), effort);
        assertTrue(effort.contains("<span class=\"meter\" aria-hidden=\"true\"><span style=\"width:40%\">"));
    }

    @Test
    void marksEveryItemOfAHeuristicThatCouldNotRunAsAnError() {
        String hostile = section(3);
        assertEquals(6, count(hostile, "<div class=\"check-card s-error\""));
        assertFalse(hostile.contains("s-passed"));
        assertTrue(hostile.contains("<p class=\"check-reason\">not loadable</p>"));
    }

    @Test
    void chartsTheEffortSuiteByDistance() {
        int start = html.indexOf("<svg class=\"chart effort-suite\"");
        assertTrue(start > 0, "the effort suite's chart");
        String chart = html.substring(start, html.indexOf("</svg>", start));
        assertEquals(2, count(chart, "<g class=\"distance\""));
        assertTrue(chart.contains("<title>distance 10: 30% saved</title></rect>"), chart);
        assertTrue(chart.contains("<title>distance 20: -50% saved</title></rect>"), "the start without baseline"
                + " expansions is left out of the mean");
        assertTrue(chart.contains("saved over the suite: 3.3%"), chart);
        assertTrue(Pattern.compile("<text class=\"tick\"[^>]*>10</text>").matcher(chart).find(),
                "each column's distance as a bare number, which fits a phone's width");
        assertTrue(html.contains("Saves 3.3% of Manhattan's forced expansions"), "the figure above the chart");
        assertEquals(1, count(html, "<svg class=\"chart effort-suite\""), "none for a heuristic without a suite");
    }

    @Test
    void chartsTheTimePerEvaluationOfEachHeuristic() {
        int start = html.indexOf("<svg class=\"chart timing\"");
        String chart = html.substring(start, html.indexOf("</svg>", start));
        assertEquals(3, count(chart, "<g class=\"timing-row\""));
        assertTrue(chart.contains("<title>131.0625 ns</title></rect>"), "exact time as in grade.json");
        assertTrue(chart.contains(">131.1 ns</text>"));
        assertTrue(chart.contains("width=\"80.00%\""), "the slowest bar is the longest");
        assertTrue(chart.contains(">&lt;script&gt;alert(1)&lt;/script&gt;</text>"), "the hostile name, escaped");
        assertTrue(chart.contains(">not run</text>"));
    }

    @Test
    void chartsExpansionsPerPuzzleAgainstZeroManhattanAndExact() {
        String greedy = section(2);
        int start = greedy.indexOf("<svg class=\"chart expansions\"");
        String chart = greedy.substring(start, greedy.indexOf("</g></svg>", start));
        assertEquals(2, count(chart, "<g class=\"puzzle\""));
        String group = chart.substring(chart.indexOf("data-puzzle=\"heng-dao-li-ma 横刀立马\""),
                chart.indexOf("data-puzzle=\"three-moves\""));
        assertTrue(Pattern.compile("<text class=\"value s-zero\"[^>]*>25,917</text>").matcher(group).find(), group);
        assertTrue(Pattern.compile("<text class=\"value s-manhattan\"[^>]*>23,871</text>").matcher(group).find());
        assertTrue(Pattern.compile("<text class=\"value s-student\"[^>]*>20,417</text>").matcher(group).find());
        assertTrue(Pattern.compile("<text class=\"value s-exact\"[^>]*>116</text>").matcher(group).find());
        assertTrue(group.contains("<title>this heuristic: 20,417 expanded</title>"));
        assertTrue(greedy.contains("<span class=\"swatch s-student\"></span>this heuristic"), "legend");
    }

    @Test
    void showsTheDominanceAndGoalZeroExamples() {
        assertTrue(html.contains("Below manhattan: h = 2 but manhattan gives 4."));
        assertTrue(html.contains("Not zero at a goal: h = 1."));
    }

    @Test
    void drawsTheSuiteWithSmallBoards() {
        int suite = html.indexOf("id=\"suite\"");
        String table = html.substring(suite, html.indexOf("</section>", suite));
        assertEquals(2, count(table, "<svg class=\"board small\""));
        assertTrue(table.contains("heng-dao-li-ma 横刀立马"));
        assertTrue(table.contains("<td class=\"num\">116</td><td class=\"num\">25,955</td>"));
    }

    @Test
    void marksTheAdmissibleRegionOfTheHeatmap() {
        assertEquals(2, count(html, "<svg class=\"heatmap\""));
        assertEquals(2, count(html, "class=\"region-admissible\""));
        assertTrue(html.contains("<rect class=\"hm over\""), "overestimates stand out");
        assertTrue(html.contains("<title>estimate 0, distance 0: 1 layouts</title>"));
    }

    @Test
    void saysWhyANotLoadableHeuristicHasNoChecks() {
        int card = html.indexOf("id=\"heuristic-3\"");
        String section = html.substring(card, html.indexOf("</section>", card));
        assertTrue(section.contains("Not checked"));
        assertTrue(section.contains("No A* runs"));
        assertTrue(section.contains("<dt>kind</dt><dd>exception</dd>"));
    }

    @Test
    void referencesNoNetworkResource() {
        String lower = html.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("src=\"http"));
        assertFalse(lower.contains("href=\"http"));
        assertFalse(lower.contains("@import"));
        assertFalse(lower.contains("url("));
        assertFalse(lower.contains("<link"));
        assertFalse(lower.contains("<img"));
    }

    @Test
    void fitsPhonesAndPrint() {
        assertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"));
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
        String page = testsPage();
        assertTrue(page.contains("<span class=\"score\">125</span> / <span class=\"max-score\">330</span>"));
        assertTrue(page.contains("<p class=\"split\">heuristics <span class=\"n\" data-part=\"heuristics\">120 / 300"
                + "</span> + tests <span class=\"n\" data-part=\"tests\">5 / 30</span></p>"), "in the header");
        String overview = page.substring(page.indexOf("id=\"overview\""), page.indexOf("id=\"heuristic-1\""));
        assertTrue(overview.contains("The total, <span class=\"n\" data-part=\"total\">125 / 330</span> points, adds"
                + " up the heuristics' <span class=\"n\" data-part=\"heuristics\">120 / 300</span> and the JUnit"
                + " tests' <span class=\"n\" data-part=\"tests\">5 / 30</span>."), overview);
    }

    @Test
    void saysThatTestsEarnNothingWhenTheRubricGivesThemNoPoints() {
        assertFalse(html.contains("<p class=\"split\">heuristics"), "no split in the header");
        assertTrue(html.contains("<span class=\"n\" data-part=\"tests\">0 / 0</span>. The rubric gives no points"
                + " for tests."));
    }

    @Test
    void linksAScoreCardOfTheTestsToTheirSection() throws IOException {
        String page = testsPage();
        String overview = page.substring(page.indexOf("id=\"overview\""), page.indexOf("id=\"heuristic-1\""));
        int start = overview.indexOf("<a class=\"scorecard tests-card\" href=\"#tests\">");
        assertTrue(start > 0, overview);
        String card = overview.substring(start, overview.indexOf("</a>", start));
        assertTrue(card.contains("<span class=\"run-outcome o-exited\">exited</span><span class=\"scorecard-score\">"
                + "<span class=\"n\">5</span> / 30</span>"), card);
        assertTrue(card.contains("<span class=\"n\">5</span> JUnit tests"));
        assertTrue(card.contains("<span class=\"chip t-failed\" data-status=\"failed\">failed <span class=\"n\">1"
                + "</span></span>"));
        assertFalse(card.contains("data-status=\"aborted\""), "only the statuses that occur");
        assertTrue(page.contains("<section class=\"card tests\" id=\"tests\">"));
    }

    @Test
    void showsTheTestNumbersOfTheJson() throws IOException {
        GradeReport report = SampleReports.withTests();
        Path written = directory.resolve("json");
        JsonNode tests = new ObjectMapper().readTree(new JsonReportWriter().write(report, written).toFile())
                .path("tests");
        String section = testsSection(testsPage());
        assertTrue(section.contains("<h2>Tests <span class=\"run-outcome o-" + tests.path("outcome").asText() + "\">"
                + tests.path("outcome").asText() + "</span> <span class=\"points\">" + tests.path("score").asInt()
                + " / " + tests.path("maxScore").asInt() + " points</span></h2>"), section);
        assertTrue(section.contains("<p class=\"message\">" + Html.escape(tests.path("message").asText()) + "</p>"));
        assertTrue(section.contains("<dt>JUnit Platform</dt><dd>" + tests.path("platformVersion").asText() + "</dd>"));
        assertTrue(section.contains("<dt>tests</dt><dd>" + tests.path("total").asInt() + "</dd>"));
        for (String[] status : new String[][] {{"successful", "successful"}, {"skipped", "skipped"},
                {"aborted", "aborted"}, {"failed", "failed"}, {"timed-out", "timedOut"}, {"crashed", "crashed"},
                {"not-run", "notRun"}}) {
            int count = tests.path(status[1]).asInt();
            assertTrue(section.contains("data-status=\"" + status[0] + "\"><span class=\"n\">" + count
                    + "</span> " + status[0] + "</li>"), status[0]);
            assertEquals(count, count(section, "<tr class=\"result\" data-status=\"" + status[0] + "\">"),
                    "rows " + status[0]);
        }
        for (JsonNode entry : tests.path("points")) {
            String card = testPointsCard(section, entry.path("name").asText());
            assertTrue(card.contains("<span class=\"kind\">" + entry.path("kind").asText() + "</span>"), card);
            assertTrue(card.contains("<span class=\"earned\">" + entry.path("earned").asInt() + "</span> / <span "
                    + "class=\"possible\">" + entry.path("possible").asInt() + "</span> points"), card);
            assertTrue(card.contains("<p class=\"check-reason\">" + Html.escape(entry.path("reason").asText())
                    + "</p>"), card);
        }
        for (JsonNode result : tests.path("results")) {
            String row = resultRow(section, result.path("uniqueId").asText());
            JsonNode duration = result.path("durationMillis");
            assertTrue(row.contains(duration.isNull() ? "<td class=\"num duration none\">—</td>"
                    : "<td class=\"num duration\">" + Numbers.grouped(duration.asLong()) + "</td>"), row);
            assertTrue(row.contains("<td class=\"source\">" + result.path("source").asText() + "</td>"), row);
        }
    }

    @Test
    void givesEachTestPointsEntryAScoreCard() throws IOException {
        String section = testsSection(testsPage());
        assertEquals(4, count(section, "<div class=\"check-card s-"));
        String passed = testPointsCard(section, "edu.example.BoardTest#parsesTheClassicStart");
        assertTrue(passed.startsWith("<div class=\"check-card s-passed\" data-kind=\"test\""), passed);
        assertTrue(passed.contains("<span class=\"status s-passed\">✓ passed</span>"));
        assertTrue(passed.contains("<code class=\"entry-name\">edu.<wbr/>example.<wbr/>BoardTest#<wbr/>"
                + "parsesTheClassicStart</code>"), "breaks long names after dots");
        assertTrue(passed.contains("<span style=\"width:100%\">"));
        String hidden = testPointsCard(section, "edu.example.hidden.HiddenTest");
        assertTrue(hidden.startsWith("<div class=\"check-card s-failed\" data-kind=\"class\""), hidden);
        assertTrue(hidden.contains("<span class=\"kind\">class</span>"));
    }

    @Test
    void groupsTheTestResultsByClass() throws IOException {
        String section = testsSection(testsPage());
        assertEquals(2, count(section, "<tr class=\"class-row\">"));
        assertTrue(section.contains("<tbody data-class=\"edu.example.BoardTest\"><tr class=\"class-row\"><th "
                + "colspan=\"6\" scope=\"rowgroup\"><code>edu.<wbr/>example.<wbr/>BoardTest</code> <span class="
                + "\"muted\">1 of 3 successful</span></th></tr>"), section);
        String failed = resultRow(section, ID + "BoardTest]/[method:rejectsMarkup()]");
        assertTrue(failed.contains("<span class=\"test-status t-failed\">✗ failed</span>"), failed);
        assertTrue(failed.contains("<code class=\"method\">rejectsMarkup</code>"), "a display name of its own");
        assertTrue(failed.contains("<td class=\"tags\"><span class=\"tag\">fast</span></td>"));
        String passed = resultRow(section, ID + "BoardTest]/[method:parsesTheClassicStart()]");
        assertFalse(passed.contains("class=\"method\""), "the method is the display name");
        assertTrue(passed.contains("<td class=\"failure\"></td>"));
        String crashed = resultRow(section, ID + "hidden.HiddenTest]/[method:quits()]");
        assertTrue(crashed.contains("<span class=\"test-status t-crashed\">! crashed</span>"));
        assertTrue(crashed.contains("<td class=\"num duration none\">—</td>"), "it did not end");
        assertTrue(section.indexOf("parsesTheClassicStart()") < section.indexOf("rejects &lt;b&gt;")
                && section.indexOf("rejects &lt;b&gt;") < section.indexOf("quits()"), "in the report's order");
    }

    @Test
    void opensAFailureOfSeveralLinesFromItsFirstLine() throws IOException {
        String section = testsSection(testsPage());
        String failed = resultRow(section, ID + "BoardTest]/[method:rejectsMarkup()]");
        assertTrue(failed.contains("<td class=\"failure\"><details><summary>org.opentest4j.AssertionFailedError: "
                + "expected: &lt;&lt;/script&gt;&gt; but was: &lt;&amp;&gt;</summary><pre class=\"failure\">org."
                + "opentest4j.AssertionFailedError: expected: &lt;&lt;/script&gt;&gt; but was: &lt;&amp;&gt;\n\tat "
                + "edu.example.BoardTest.rejectsMarkup(BoardTest.java:31)</pre></details></td>"), failed);
        String skipped = resultRow(section, ID + "BoardTest]/[method:solvesSlowly()]");
        assertTrue(skipped.contains("<td class=\"failure\"><pre class=\"failure\">disabled: too slow for CI</pre>"
                + "</td>"), "one short line needs no opening");
    }

    @Test
    void showsATamperedHeuristicAndTestRunAsErrors() {
        String page = ReportPage.render(HostileReports.withTampered());

        assertTrue(page.contains("<span class=\"verdict v-tampered\">tampered</span>"), "verdict badge");
        assertTrue(page.contains("run-outcome o-tampered"), "test run badge");
        assertTrue(page.contains(Html.escape(HostileReports.TAMPERED_DETAIL)), "what was wrong");
        assertTrue(PageAssets.CSS.contains(".verdict.v-tampered"), "styled as an error");
        assertTrue(PageAssets.CSS.contains(".run-outcome.o-tampered"), "styled as an error");
    }

    @Test
    void escapesHostileTestNamesFailuresAndOutput() throws IOException {
        String page = testsPage();
        assertFalse(page.contains("<b>markup</b>"));
        assertFalse(page.contains("<</script>>"));
        assertFalse(page.contains("quitting now </script>"));
        assertTrue(page.contains("<span class=\"display-name\">rejects &lt;b&gt;markup&lt;/b&gt;</span>"));
        assertTrue(page.contains("<p class=\"check-reason\">failed: org.opentest4j.AssertionFailedError: expected: "
                + "&lt;&lt;/script&gt;&gt; but was: &lt;&amp;&gt;</p>"));
        assertTrue(page.contains("<h3>Output</h3>\n<p class=\"muted\">The last lines the test JVM printed.</p>\n"
                + "<pre class=\"output\">quitting now &lt;/script&gt;\nthe test JVM output</pre>"));
        assertEquals(count(page, "<script"), count(page, "</script>"), "no script ended or begun by a student");
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
                "output " + hostile);
        String page = ReportPage.render(withTests(SampleReports.threeHeuristics(), tests));
        assertFalse(page.contains("<img"));
        assertFalse(page.contains(hostile));
        assertEquals(15, count(page, escaped), "message, platform, points name (twice) and reason, id, source, class"
                + " (twice), method, display name, tag, failure (summary and whole) and output");
    }

    @Test
    void showsTheInstructorsRunEscapedApartFromTheStudentsOutput() {
        String hostile = "<img src=x onerror=alert(1)>\"'&";
        String escaped = "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;";
        TestReport tests = new TestReport(TestRunOutcome.EXITED, "the instructor's test run exited; 0 tests", "1.13.4",
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of(), List.of(), null, new InstructorRun(TestRunOutcome.EXITED,
                        "ended during " + hostile, "1.14.0" + hostile, "hidden output " + hostile));

        String section = testsSection(ReportPage.render(withTests(SampleReports.threeHeuristics(), tests)));

        assertTrue(section.contains("<h3>The instructor's test run</h3>"), section);
        assertTrue(section.contains("<span class=\"run-outcome o-exited\">exited</span> ended during " + escaped),
                section);
        assertTrue(section.contains("<pre class=\"output\">hidden output " + escaped + "</pre>"), section);
        assertFalse(section.contains("<img"));
        assertEquals(3, count(section, escaped), "message, platform and output");
        assertFalse(section.contains("<h3>Output</h3>"), "the student's run printed nothing to show");
    }

    @Test
    void showsWhyTheTestsDidNotRun() {
        String section = testsSection(html);
        assertTrue(section.contains("<h2>Tests <span class=\"run-outcome o-not-run\">not-run</span> <span class="
                + "\"points\">0 / 0 points</span></h2>"), section);
        assertTrue(section.contains("<p class=\"message\">the project has no test classes, and no instructor tests"
                + " (grade.instructorTests) were given</p>"));
        assertTrue(section.contains("<dt>JUnit Platform</dt><dd>—</dd>"));
        assertTrue(section.contains("The rubric gives no points for tests."));
        assertTrue(section.contains("No test was found."));
        assertFalse(section.contains("status-bar"), "nothing to split");
        assertFalse(section.contains("<h3>Output</h3>"));
        String card = html.substring(html.indexOf("<a class=\"scorecard tests-card\""));
        assertTrue(card.substring(0, card.indexOf("</a>")).contains("<span class=\"card-message\">the project has no"
                + " test classes"), "the overview says why");
    }

    @Test
    void marksTestPointsAsErrorsWhenTheTestsDidNotRunAndAsPartialWhenSomePassed() {
        TestReport notRun = new TestReport(TestRunOutcome.NOT_RUN, "grade.runTests is false", null, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 10, List.of(new TestPoints("class", "x.YTest", 0, 10, "the tests were not run", List.of())), List.of(),
                null);
        String page = ReportPage.render(withTests(SampleReports.threeHeuristics(), notRun));
        assertTrue(testPointsCard(page, "x.YTest").startsWith("<div class=\"check-card s-error\""));
        TestReport partial = new TestReport(TestRunOutcome.COMPLETED, "2 tests", "1.13.4", 2, 1, 1, 0, 0, 0, 0, 0, 5,
                10, List.of(new TestPoints("class", "x.YTest", 5, 10, "1 of 2 tests passed", List.of())), List.of(), null);
        page = ReportPage.render(withTests(SampleReports.threeHeuristics(), partial));
        String card = testPointsCard(page, "x.YTest");
        assertTrue(card.startsWith("<div class=\"check-card s-partial\""), card);
        assertTrue(card.contains("<span class=\"status s-partial\">◐ partial</span>"));
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
                "spinning\n");
        String page = ReportPage.render(withTests(SampleReports.threeHeuristics(), tests));
        String section = testsSection(page);
        assertTrue(section.contains("<span class=\"run-outcome o-timed-out\">timed-out</span>"));
        assertTrue(section.contains("<summary>" + "x".repeat(159) + "…</summary><pre class=\"failure\">" + longLine
                + "</pre>"), "the summary is cut, the whole failure opens");
        assertTrue(section.contains("<summary>not reached</summary><pre class=\"failure\">\n\nnot reached</pre>"),
                "the parser drops the first line break after <pre>, so a second one keeps the failure's own");
        assertTrue(section.contains("<tbody><tr class=\"class-row\"><th colspan=\"6\" scope=\"rowgroup\"><span "
                + "class=\"muted\">no class</span> <span class=\"muted\">0 of 2 successful</span>"), section);
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
        for (String network : List.of("src=\"http", "href=\"http", "@import", "url(", "<link", "<img", "//cdn")) {
            assertFalse(lower.contains(network), network);
        }
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

    private static String testsSection(String page) {
        int start = page.indexOf("<section class=\"card tests\" id=\"tests\">");
        return page.substring(start, page.indexOf("</section>", start));
    }

    /** The score card of the test points entry named {@code name} in {@code markup}. */
    private static String testPointsCard(String markup, String name) {
        int attribute = markup.indexOf("data-name=\"" + Html.escape(name) + "\"");
        int start = markup.lastIndexOf("<div class=\"check-card", attribute);
        return markup.substring(start, markup.indexOf("</div>\n", markup.indexOf("check-reason", attribute)));
    }

    /** The table row of the test with {@code uniqueId}. */
    private static String resultRow(String markup, String uniqueId) {
        int attribute = markup.indexOf("title=\"" + Html.escape(uniqueId) + "\"");
        int start = markup.lastIndexOf("<tr class=\"result\"", attribute);
        return markup.substring(start, markup.indexOf("</tr>", attribute));
    }

    private static GradeReport withTests(GradeReport report, TestReport tests) {
        return new GradeReport(report.schemaVersion(), report.generator(), report.score() + tests.score(),
                report.maxScore() + tests.maxScore(), report.passed(), report.domains(),
                report.heuristics(), tests, report.sandbox());
    }

    /** The section of heuristic {@code number}, counted from 1. */
    private String section(int number) {
        int start = html.indexOf("id=\"heuristic-" + number + "\"");
        return html.substring(start, html.indexOf("</section>", start));
    }

    /** The score card of rubric {@code item} in {@code markup}. */
    private static String checkCard(String markup, String item) {
        int attribute = markup.indexOf("data-item=\"" + item + "\"");
        int start = markup.lastIndexOf("<div class=\"check-card", attribute);
        return markup.substring(start, markup.indexOf("</div>\n", markup.indexOf("check-reason", attribute)));
    }

    private static HeuristicReport withChecks(HeuristicReport heuristic, CheckResults checks) {
        return new HeuristicReport(heuristic.name(), heuristic.domain(), heuristic.verdict(), heuristic.message(),
                heuristic.layouts(), heuristic.solvable(), heuristic.nanosPerEvaluation(), checks, heuristic.effort(),
                heuristic.score(), heuristic.maxScore(), heuristic.points(), heuristic.failure());
    }

    private static int count(String text, String part) {
        int found = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            found++;
        }
        return found;
    }
}
