package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.Points;
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
    void showsTheScoreAndOutcome() {
        assertTrue(html.contains("<span class=\"score\">120</span> / <span class=\"max-score\">300</span>"));
        assertTrue(html.contains("<span class=\"outcome failed\">failed</span>"));
        assertTrue(html.contains("20 / 100 points"));
    }

    @Test
    void showsTheNumbersOfTheJson() {
        assertTrue(html.contains("violations <span class=\"n\">" + SampleReports.VIOLATIONS + "</span>"));
        assertTrue(html.contains("max excess <span class=\"n\">" + SampleReports.MAX_EXCESS + "</span>"));
        assertTrue(html.contains("below <span class=\"n\">15</span> · above <span class=\"n\">140002</span>"));
        assertTrue(html.contains("<td class=\"num\">" + SampleReports.GREEDY_EXPANDED + "</td>"));
        assertTrue(html.contains("<td class=\"num\">" + SampleReports.MANHATTAN_EXPANDED + "</td>"));
        assertTrue(html.contains("<td class=\"num\">19002</td><td class=\"num\">21530</td>"));
        assertTrue(html.contains("<dd>267115</dd>"));
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
    void escapesHostileClassName() {
        assertFalse(html.contains(SampleReports.HOSTILE_NAME));
        assertTrue(html.contains("<code class=\"name\">&lt;script&gt;alert(1)&lt;/script&gt;</code>"));
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
        List<String> steps = new ObjectMapper().readValue(json, new TypeReference<List<String>>() { });
        assertEquals(SampleReports.THREE_MOVES_SOLUTION, steps);
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
                new Counterexample(goal, 1, 0, List.of(goal))), checks.consistent(), checks.dominance(),
                checks.informedness(), checks.wellFormed(), checks.repeatable());
        String page = ReportPage.render(SampleReports.withHeuristics(List.of(withChecks(greedy, atGoal))));
        assertTrue(page.contains("Overestimates: h = <span class=\"n\">1</span> on a goal layout, where the "
                + "distance is <span class=\"n\">0</span>."), page);
        assertFalse(page.contains("class=\"controls\""), "nothing to step through");
        assertFalse(page.contains("data-steps=\"steps-1\">"), "no steps");
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
        assertTrue(admissible.contains("violations <span class=\"n\">" + SampleReports.VIOLATIONS
                + "</span> · max excess <span class=\"n\">" + SampleReports.MAX_EXCESS + "</span>"));
        assertTrue(admissible.contains("<p class=\"check-reason\">4242 layouts overestimate; worst h=5, d=3</p>"));
        assertTrue(checkCard(greedy, "wellFormed").startsWith("<div class=\"check-card s-passed\""));
        assertTrue(checkCard(greedy, "dominance").contains("dominates manhattan"));
        assertTrue(checkCard(greedy, "effort").startsWith("<div class=\"check-card s-passed\""),
                "effort has no check: its points decide");
        assertTrue(greedy.contains("<div class=\"check-card unscored s-failed\" data-check=\"repeatable\">"));
        assertTrue(greedy.contains("changed <span class=\"n\">3</span> · first <code>^11^ v11v ^&lt;&gt;^ v22v 2..2"));
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
        assertTrue(Pattern.compile("<text class=\"value s-zero\"[^>]*>25917</text>").matcher(group).find(), group);
        assertTrue(Pattern.compile("<text class=\"value s-manhattan\"[^>]*>" + SampleReports.MANHATTAN_EXPANDED
                + "</text>").matcher(group).find());
        assertTrue(Pattern.compile("<text class=\"value s-student\"[^>]*>" + SampleReports.GREEDY_EXPANDED
                + "</text>").matcher(group).find());
        assertTrue(Pattern.compile("<text class=\"value s-exact\"[^>]*>116</text>").matcher(group).find());
        assertTrue(group.contains("<title>this heuristic: 20417 expanded</title>"));
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
        assertTrue(table.contains("<td class=\"num\">116</td><td class=\"num\">25955</td>"));
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
    void writesTheSameBytesTwice() throws IOException {
        byte[] first = Files.readAllBytes(file);
        byte[] second = Files.readAllBytes(writer.write(SampleReports.threeHeuristics(), directory.resolve("again")));
        assertArrayEquals(first, second);
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
