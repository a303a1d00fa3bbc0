package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
        assertTrue(html.contains("<span class=\"counter\">0 / 3</span>"));
    }

    @Test
    void drawsTheCounterexampleStartWithoutScript() {
        int player = html.indexOf("class=\"player\"");
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

    private static int count(String text, String part) {
        int found = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            found++;
        }
        return found;
    }
}
