package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrairieLearnResultsWriterTest {

    private final PrairieLearnResultsWriter writer = new PrairieLearnResultsWriter();

    @TempDir
    Path directory;

    @Test
    void writesPrairieLearnsFieldsIntoItsOwnFile() throws IOException {
        Path file = writer.write(SampleReports.withTests(), run(false));

        assertEquals(directory.resolve("prairielearn-results.json"), file);
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertEquals(List.of("gradable", "score", "message", "output", "tests"), fieldNames(json));
        assertTrue(json.get("gradable").booleanValue());
        assertTrue(json.get("output").textValue().startsWith("Score: 125/330"), json.get("output").textValue());
        assertEquals("Score: 125/330. The grade fails.", json.get("message").textValue());
        int points = 0;
        int maxPoints = 0;
        for (JsonNode test : json.get("tests")) {
            assertEquals(List.of("name", "description", "points", "max_points", "message", "output"),
                    fieldNames(test));
            points += test.get("points").intValue();
            maxPoints += test.get("max_points").intValue();
        }
        assertEquals(125, points);
        assertEquals(330, maxPoints);
        JsonNode passed = json.get("tests").get(json.get("tests").size() - 3);
        assertEquals(List.of("test edu.example.BoardTest#parsesTheClassicStart", 5, 5), List.of(
                passed.get("name").textValue(), passed.get("points").intValue(), passed.get("max_points").intValue()));
    }

    @Test
    void scoreIsTheRatioOfPointsInZeroToOne() throws IOException {
        assertEquals(125.0 / 330, json(SampleReports.withTests(), false).get("score").doubleValue(), 1e-12);
        assertEquals(120.0 / 300, json(SampleReports.threeHeuristics(), false).get("score").doubleValue(), 1e-12);
        GradeReport sample = SampleReports.threeHeuristics();
        GradeReport nothingPossible = new GradeReport(sample.schemaVersion(), sample.generator(), 0, 0, false,
                sample.domains(), List.of(), sample.tests(), sample.sandbox(), List.of(), null, null, null, null, null);
        assertEquals(0.0, json(nothingPossible, false).get("score").doubleValue());
    }

    @Test
    void sourcesThatDidNotCompileAreNotGradableAndSayWhy() throws IOException {
        JsonNode json = json(SampleReports.notCompiling(), false);

        assertFalse(json.get("gradable").booleanValue());
        assertEquals("The submission does not compile: the main sources do not compile (2 errors): nothing was graded"
                + " and the tests were not run. Score: 0/100. The grade fails.", json.get("message").textValue());
        assertEquals("compilation", json.get("tests").get(0).get("name").textValue());
        assertEquals(100, json.get("tests").get(0).get("max_points").intValue());
        assertTrue(json.get("tests").get(0).get("output").textValue().contains("Blocked.java:12: ';' expected"));
    }

    @Test
    void sendsThePlatformToTheOutputWhenTheBuildIsNotTrusted() throws IOException {
        JsonNode json = json(SampleReports.notTrusted(), false);

        assertTrue(json.get("message").textValue().endsWith(". Build not trusted: see the output."),
                json.get("message").textValue());
        assertTrue(json.get("output").textValue().contains("\nBuild not trusted: " + SampleReports.NOT_TRUSTED.get(1)));
        assertFalse(json(SampleReports.threeHeuristics(), false).get("message").textValue().contains("trusted"));
    }

    @Test
    void aSetupErrorIsNotGradable() throws IOException {
        JsonNode json = json(SampleReports.withTests(), true);
        assertFalse(json.get("gradable").booleanValue());
        assertTrue(json.get("message").textValue().startsWith("Grading could not be done"),
                json.get("message").textValue());
    }

    private JsonNode json(GradeReport report, boolean setupError) throws IOException {
        return new ObjectMapper().readTree(writer.fileBytes(report, run(setupError)));
    }

    /** A run writing into {@code directory}, in no CI, set up wrong when {@code setupError}. */
    private ReportRun run(boolean setupError) {
        return new ReportRun(directory, Duration.ZERO, setupError, variable -> null);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
