package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.console.Summary;
import io.github.heuristicgrader.report.html.ReportPage;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every output a reader looks at says where the checks ran when a domain was graded within a radius: the build log,
 * the page (its overview and its state database), results.json, GitHub's step summary and grade.json; none says it
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
        return JSON.readTree(new GradescopeResultsWriter().fileBytes(report,
                new ReportRun(Path.of("grade"), Duration.ofSeconds(3), false, v -> null)));
    }

    private static JsonNode gradeJson(GradeReport report) throws IOException {
        return JSON.readTree(new JsonReportWriter().toBytes(report));
    }
}
