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
        assertEquals(List.of("gradable", "score", "message", "output", "format_errors", "tests"), fieldNames(json));
        assertEquals(0, json.get("format_errors").size(), "gradable: nothing to say");
        assertTrue(json.get("gradable").booleanValue());
        assertTrue(json.get("output").textValue().startsWith("Score: 125/330"), json.get("output").textValue());
        assertEquals("Score: 125/330. The grade fails.", json.get("message").textValue());
        int points = 0;
        int maxPoints = 0;
        for (JsonNode test : json.get("tests")) {
            assertEquals(List.of("name", "description", "points", "max_points", "message", "output", "images"),
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
    void sourcesThatDidNotCompileGivePrairieLearnTheCompilersMessagesAsFormatErrors() throws IOException {
        JsonNode errors = json(SampleReports.notCompiling(), false).get("format_errors");

        assertEquals("The submission does not compile: the main sources do not compile (2 errors): nothing was graded"
                + " and the tests were not run.", errors.get(0).textValue());
        List<String> lines = new ArrayList<>();
        errors.forEach(error -> lines.add(error.textValue()));
        assertEquals(SampleReports.notCompiling().compilation().lines(), lines.subList(1, lines.size()));
    }

    @Test
    void aSetupErrorSaysInFormatErrorsWhatWasSetUpWrong() throws IOException {
        JsonNode errors = json(SampleReports.threeHeuristics(), true).get("format_errors");
        // The sample's class that could not be loaded is what went wrong.
        assertEquals(SampleReports.HOSTILE_NAME + ": class " + SampleReports.HOSTILE_NAME
                + " not on the project classpath", errors.get(errors.size() - 1).textValue());
    }

    @Test
    void aFailedAdmissibilityCheckCarriesItsSmallestCounterexampleAsAStandaloneSvgWithinTheBound() throws Exception {
        JsonNode tests = json(SampleReports.threeHeuristics(), false).get("tests");
        JsonNode failing = test(tests, SampleReports.OVERESTIMATING);
        assertEquals(1, failing.get("images").size(), failing.toString());
        JsonNode image = failing.get("images").get(0);
        assertEquals("smallest counterexample: h=5, d=3", image.get("label").textValue());
        String url = image.get("url").textValue();
        assertTrue(url.startsWith("data:image/svg+xml;base64,"), url);
        assertTrue(url.length() <= CounterexampleImage.MAX_URL_CHARS, "length " + url.length());
        String svg = new String(java.util.Base64.getDecoder().decode(url.substring(url.indexOf(',') + 1)),
                java.nio.charset.StandardCharsets.UTF_8);
        var factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        var root = factory.newDocumentBuilder().parse(new org.xml.sax.InputSource(new java.io.StringReader(svg)))
                .getDocumentElement();
        assertEquals(List.of("http://www.w3.org/2000/svg", "svg"), List.of(root.getNamespaceURI(),
                root.getLocalName()), "a document a browser shows as an image on its own");
        assertTrue(!root.getAttribute("width").isEmpty() && !root.getAttribute("height").isEmpty(), svg);
        assertEquals(1, root.getElementsByTagNameNS("http://www.w3.org/2000/svg", "style").getLength(), svg);
        assertEquals(0, test(tests, SampleReports.PASSING).get("images").size(), "no counterexample, no image");
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

    private static JsonNode test(JsonNode tests, String name) {
        for (JsonNode test : tests) {
            if (test.get("name").textValue().equals(name)) {
                return test;
            }
        }
        throw new AssertionError("no test " + name + " in " + tests);
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
