package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.report.ci.GitHubClassroomWriter;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.JUnitXmlReportWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.report.console.Summary;
import io.github.heuristicgrader.report.html.ReportPage;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every output a reader looks at says where the checks ran when a domain was graded within a radius: the build log,
 * the page (its overview and its state database), results.json, PrairieLearn's results, GitHub's step summary, the
 * JUnit XML (each heuristic's suite), GitHub Classroom's result (each heuristic's test) and grade.json; none says it
 * of a whole space, and grade.json then has no {@code region} at all, so that whole-space grades stay as they were.
 */
class RegionInEveryOutputTest {

    private static final String CHECKED_ON = "Huarongdao: checked on the 363,480 layouts within 24 moves of a goal,"
            + " of 10,461,394,944,000.";

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyOutputSaysWhereTheChecksRan() throws IOException {
        GradeReport report = SampleReports.withinRadius(24, 10_461_394_944_000L);

        assertEquals(1, Summary.lines(report, null).stream().filter(CHECKED_ON::equals).count());
        String page = ReportPage.render(report);
        assertTrue(page.contains("<p class=\"region\">" + CHECKED_ON + "</p>"), "the overview");
        assertTrue(page.contains("Every check ran on the 363,480 layouts within 24 moves of a goal, of"
                + " 10,461,394,944,000: every state within it is held at its exact distance"), "the database");
        assertTrue(gradescope(report).get("output").asText().contains("\n" + CHECKED_ON + "\n"));
        assertTrue(new MarkdownSummaryWriter().render(report).contains("\n" + CHECKED_ON + "\n"));
        JsonNode region = gradeJson(report).get("domains").get(0).get("database").get("region");
        assertEquals(24, region.get("radius").asInt());
        assertTrue(region.get("unitCosts").asBoolean());
        assertEquals(10_461_394_944_000L, region.get("spaceStates").asLong());
    }

    @Test
    void junitXmlSaysWhereEachHeuristicsChecksRan() throws Exception {
        GradeReport report = SampleReports.withinRadius(24, 10_461_394_944_000L);
        NodeList suites = junitXml(report).getElementsByTagName("testsuite");

        int heuristics = 0;
        for (int i = 0; i < suites.getLength(); i++) {
            Element suite = (Element) suites.item(i);
            if (report.heuristics().stream().noneMatch(h -> h.heading().equals(suite.getAttribute("name")))) {
                continue;
            }
            heuristics++;
            assertEquals(List.of(CHECKED_ON), properties(suite, "checkedOn"), suite.getAttribute("name"));
            Element verdict = (Element) suite.getElementsByTagName("testcase").item(0);
            assertEquals("verdict", verdict.getAttribute("name"));
            assertTrue(verdict.getElementsByTagName("system-out").item(0).getTextContent()
                    .endsWith("\n" + CHECKED_ON), suite.getAttribute("name"));
        }
        assertEquals(report.heuristics().size(), heuristics);
        assertTrue(heuristics > 0);
    }

    @Test
    void gitHubClassroomSaysWhereEachHeuristicsChecksRan() throws IOException {
        GradeReport report = SampleReports.withinRadius(24, 10_461_394_944_000L);
        JsonNode tests = JSON.readTree(new GitHubClassroomWriter().toJson(report, false)).get("tests");

        List<String> headings = report.heuristics().stream().filter(GradeReport.HeuristicReport::graded)
                .map(GradeReport.HeuristicReport::heading).toList();
        int saying = 0;
        for (JsonNode test : tests) {
            boolean heuristic = headings.contains(test.get("name").asText());
            assertEquals(heuristic, test.get("message").asText().endsWith(" " + CHECKED_ON), test.toString());
            saying += heuristic ? 1 : 0;
        }
        assertEquals(headings.size(), saying);
        assertTrue(saying > 0);
    }

    @Test
    void prairieLearnSaysWhereTheChecksRan() throws IOException {
        GradeReport report = SampleReports.withinRadius(24, 10_461_394_944_000L);

        assertTrue(JSON.readTree(new PrairieLearnResultsWriter().fileBytes(report, run())).get("output").asText()
                .contains("\n" + CHECKED_ON + "\n"));
    }

    @Test
    void classicStartsBeyondTheRadiusAreNamed() {
        GradeReport.StateDatabase database = SampleReports.withinRadius(3, 10L).domains().get(0).database();
        GradeReport.StateDatabase beyond = new GradeReport.StateDatabase(database.description(), database.states(),
                database.solvable(), database.goals(), database.maxDistance(), database.moves(),
                new GradeReport.Region(3, true, 10L, List.of("far", "farther")));
        assertEquals("checked on the 363,480 layouts within 3 moves of a goal, of 10; the classic starts far, farther"
                + " lie beyond it, left out of the A* suite", beyond.checkedOn("layouts"));
        GradeReport.StateDatabase one = new GradeReport.StateDatabase(database.description(), database.states(),
                database.solvable(), database.goals(), database.maxDistance(), database.moves(),
                new GradeReport.Region(3, false, 10L, List.of("far")));
        assertEquals("checked on the 363,480 layouts within a distance of 3 of a goal, of 10; the classic start far"
                + " lies beyond it, left out of the A* suite", one.checkedOn("layouts"));
    }

    @Test
    void aSpaceOfUnknownSizeIsSaidToBeSo() throws IOException {
        GradeReport report = SampleReports.withinRadius(1, null);

        assertTrue(Summary.lines(report, null).contains("Huarongdao: checked on the 363,480 layouts within 1 move of"
                + " a goal, of a space of unknown size."));
        assertTrue(gradeJson(report).get("domains").get(0).get("database").get("region").get("spaceStates")
                .isNull());
    }

    @Test
    void noOutputSaysItOfAWholeSpaceAndGradeJsonHasNoRegion() throws IOException {
        GradeReport report = SampleReports.threeHeuristics();

        assertTrue(report.regionLines().isEmpty());
        assertFalse(String.join("\n", Summary.lines(report, null)).contains("checked on"));
        assertFalse(ReportPage.render(report).contains("class=\"region\""));
        assertFalse(gradescope(report).get("output").asText().contains("checked on"));
        assertFalse(new String(new JsonReportWriter().toBytes(report), StandardCharsets.UTF_8).contains("region"));
        assertFalse(new String(new JUnitXmlReportWriter().toBytes(report), StandardCharsets.UTF_8)
                .contains("checked on"));
        assertFalse(new String(new GitHubClassroomWriter().toJson(report, false), StandardCharsets.UTF_8)
                .contains("checked on"));
        assertFalse(new String(new PrairieLearnResultsWriter().fileBytes(report, run()), StandardCharsets.UTF_8)
                .contains("checked on"));
        assertFalse(new MarkdownSummaryWriter().render(report).contains("checked on"));
    }

    @Test
    void gradeJsonReadsBackARegionAndAWholeSpaceWithoutOne(@TempDir Path directory) throws IOException {
        JsonReportWriter writer = new JsonReportWriter();
        GradeReport within = SampleReports.withinRadius(24, null);
        GradeReport whole = SampleReports.threeHeuristics();

        assertEquals(within, writer.read(writer.write(within, directory.resolve("within"))));
        assertEquals(whole, writer.read(writer.write(whole, directory.resolve("whole"))));
    }

    private static JsonNode gradescope(GradeReport report) throws IOException {
        return JSON.readTree(new GradescopeResultsWriter().fileBytes(report, run()));
    }

    private static ReportRun run() {
        return new ReportRun(Path.of("grade"), Duration.ofSeconds(3), false, v -> null);
    }

    private static Document junitXml(GradeReport report) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(new JUnitXmlReportWriter().toBytes(report)));
    }

    /** The values of the properties named {@code name} of {@code suite}. */
    private static List<String> properties(Element suite, String name) {
        NodeList properties = suite.getElementsByTagName("property");
        return IntStream.range(0, properties.getLength()).mapToObj(i -> (Element) properties.item(i))
                .filter(property -> property.getAttribute("name").equals(name))
                .map(property -> property.getAttribute("value")).toList();
    }

    private static JsonNode gradeJson(GradeReport report) throws IOException {
        return JSON.readTree(new JsonReportWriter().toBytes(report));
    }
}
