package io.github.heuristicgrader.report.json;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonReportWriterTest {

    private final JsonReportWriter writer = new JsonReportWriter();
    private final GradeReport report = SampleReports.threeHeuristics();

    @TempDir
    Path directory;

    private Path file;
    private JsonNode json;

    @BeforeEach
    void writeSample() throws IOException {
        file = writer.write(report, directory);
        json = new ObjectMapper().readTree(file.toFile());
    }

    @Test
    void writesGradeJsonIntoTheDirectory() {
        assertEquals(directory.resolve("grade.json"), file);
    }

    @Test
    void createsMissingDirectories() throws IOException {
        Path nested = directory.resolve("target/grade");
        assertTrue(Files.isRegularFile(writer.write(report, nested)));
    }

    @Test
    void writesTheCompilationWithEveryFieldOfEachMessageAndReadsItBack() throws IOException {
        assertEquals("compiled", json.at("/compilation/outcome").textValue(), "a report of sources that compiled");
        GradeReport notCompiling = SampleReports.notCompiling();
        JsonNode written = new ObjectMapper().readTree(writer.toBytes(notCompiling));

        JsonNode compilation = written.get("compilation");
        assertEquals(List.of("outcome", "message", "pointsNotGraded", "main", "test"), fieldNames(compilation));
        assertEquals(List.of("file", "line", "column", "message"), fieldNames(compilation.get("main").get(1)));
        assertTrue(compilation.get("main").get(1).get("column").isNull(), "no column: null, not left out");
        assertEquals("main-failed", compilation.get("outcome").textValue());
        assertEquals(notCompiling.compilation(), writer.read(writer.write(notCompiling, directory)).compilation());
    }

    @Test
    void writesTopLevelFieldsInRecordOrder() {
        assertEquals(List.of("schemaVersion", "generator", "score", "maxScore", "passed", "domains", "heuristics",
                "tests", "sandbox", "slots", "configuration", "compilation", "resources", "hiddenTestNames",
                "unreadPuzzleFiles"),
                fieldNames(json));
        assertEquals(2, json.get("schemaVersion").intValue());
        assertEquals(120, json.get("score").intValue());
        assertEquals(300, json.get("maxScore").intValue());
        assertFalse(json.get("passed").booleanValue());
        assertEquals(267_115, json.at("/domains/0/database/solvable").intValue());
        assertEquals("manhattan", json.at("/domains/0/baseline").textValue());
        assertEquals(List.of("name", "title", "stateNoun", "stateNounPlural", "baseline", "database", "suite",
                "baselineFingerprint"), fieldNames(json.at("/domains/0")));
        assertEquals(List.of("puzzle", "latinName", "state", "optimum", "reachable", "zero", "baseline", "exact",
                "file", "source"), fieldNames(json.at("/domains/0/suite/0")));
    }

    @Test
    void writesTheEffortSuiteOfAHeuristicWithEveryStart() {
        JsonNode suite = json.get("heuristics").get(0).get("effortSuite");
        assertEquals(List.of("starts", "saved"), fieldNames(suite));
        assertEquals(SampleReports.effortSuite().saved(), suite.get("saved").doubleValue());
        assertEquals(4, suite.get("starts").size());
        JsonNode first = suite.get("starts").get(0);
        assertEquals(List.of("state", "optimum", "fBelowOptimal", "baselineFBelowOptimal"), fieldNames(first));
        assertEquals(10, first.get("optimum").intValue());
        assertEquals(60, first.get("fBelowOptimal").longValue());
        assertEquals(100, first.get("baselineFBelowOptimal").longValue());
        assertTrue(json.get("heuristics").get(1).get("effortSuite").isNull(), "none for the overestimating sample");
    }

    @Test
    void writesHeuristicFieldsAtTheirPlaces() {
        JsonNode heuristic = json.get("heuristics").get(1);
        assertEquals(SampleReports.OVERESTIMATING, heuristic.get("name").textValue());
        assertEquals("huarongdao", heuristic.get("domain").textValue());
        assertEquals(363_480, heuristic.get("states").intValue());
        assertEquals(267_115, heuristic.get("solvable").intValue());
        assertEquals(20, heuristic.get("score").intValue());
        assertEquals(100, heuristic.get("maxScore").intValue());
        assertTrue(heuristic.get("checks").isObject());
        assertEquals("goalZero", heuristic.at("/points/1/item").textValue());
    }

    @Test
    void writesVerdictsByTheirIds() {
        JsonNode heuristics = json.get("heuristics");
        assertEquals("passed", heuristics.get(0).get("verdict").textValue());
        assertEquals("inadmissible", heuristics.get(1).get("verdict").textValue());
        assertEquals("not-loadable", heuristics.get(2).get("verdict").textValue());
    }

    @Test
    void writesChecksWithCountsAndCounterexamples() {
        JsonNode checks = json.at("/heuristics/1/checks");
        assertFalse(checks.at("/goalZero/passed").booleanValue());
        assertEquals(12, checks.at("/goalZero/violations").longValue());
        assertFalse(checks.at("/admissible/passed").booleanValue());
        assertEquals(SampleReports.VIOLATIONS, checks.at("/admissible/violations").longValue());
        assertEquals(SampleReports.MAX_EXCESS, checks.at("/admissible/maxExcess").longValue());
        JsonNode counterexample = checks.at("/admissible/counterexample");
        assertEquals(SampleReports.THREE_MOVES, counterexample.get("state").textValue());
        assertEquals(5, counterexample.get("estimate").longValue());
        assertEquals(3, counterexample.get("distance").intValue());
        assertEquals(SampleReports.THREE_MOVES_SOLUTION, texts(counterexample.get("solution")));
        assertEquals(977, checks.at("/consistent/violations").longValue());
        assertEquals(4, checks.at("/consistent/example/toEstimate").longValue());
        assertEquals(1, checks.at("/consistent/example/cost").intValue());
        assertEquals("manhattan", checks.at("/dominance/baseline").textValue());
        assertEquals(15, checks.at("/dominance/below").longValue());
        assertEquals(140_002, checks.at("/dominance/above").longValue());
        assertEquals(0.9437, checks.at("/informedness/meanRatio").doubleValue());
        assertTrue(checks.at("/wellFormed/passed").booleanValue());
    }

    @Test
    void writesEffortPerPuzzleBesideTheBaseline() {
        JsonNode effort = json.at("/heuristics/1/effort/0");
        assertEquals("heng-dao-li-ma 横刀立马", effort.get("puzzle").textValue());
        assertFalse(effort.get("optimal").booleanValue());
        assertEquals(118, effort.get("cost").intValue());
        assertEquals(SampleReports.GREEDY_EXPANDED, effort.get("expanded").longValue());
        assertEquals(22_093, effort.get("generated").longValue());
        assertEquals(19_002, effort.get("fBelowOptimal").longValue());
        assertEquals(21_530, effort.get("fAtMostOptimal").longValue());
        assertEquals(SampleReports.MANHATTAN_EXPANDED, effort.at("/baseline/expanded").longValue());
        assertEquals(List.of("solved", "cost", "optimal", "expanded", "generated", "fBelowOptimal",
                "fAtMostOptimal"), fieldNames(effort.get("baseline")));
    }

    @Test
    void writesNullsSoEveryFileHasTheSameKeys() {
        JsonNode notLoadable = json.at("/heuristics/2");
        assertTrue(notLoadable.get("checks").isNull());
        assertTrue(notLoadable.get("nanosPerEvaluation").isNull());
        assertTrue(notLoadable.at("/failure/state").isNull());
        assertTrue(json.at("/heuristics/0/failure").isNull());
        assertTrue(json.at("/heuristics/0/checks/admissible/counterexample").isNull());
        assertEquals(0, notLoadable.get("effort").size());
    }

    @Test
    void writesUtf8WithTwoSpaceIndentAndNewlines() throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("{\n  \"schemaVersion\": 2,\n"), text.substring(0, 40));
        assertTrue(text.endsWith("}\n"));
        assertFalse(text.contains("\r"));
        assertTrue(text.contains("横刀立马"));
    }

    @Test
    void writesTheSameBytesTwice() throws IOException {
        byte[] first = Files.readAllBytes(file);
        byte[] second = Files.readAllBytes(writer.write(SampleReports.threeHeuristics(), directory.resolve("again")));
        assertArrayEquals(first, second);
    }

    @Test
    void readsBackAnEqualReport() throws IOException {
        assertEquals(report, writer.read(file));
    }

    @Test
    void writesTheConfigurationWithItsDigestsAndWhatWasIgnoredAndReadsItBack() throws IOException {
        GradeReport locked = SampleReports.locked();
        Path lockedFile = writer.write(locked, directory.resolve("locked"));
        JsonNode configuration = new ObjectMapper().readTree(lockedFile.toFile()).get("configuration");

        assertEquals(List.of("locked", "rubric", "instructorTests", "ignored", "buildNotTrusted"),
                fieldNames(configuration));
        assertTrue(configuration.get("locked").booleanValue());
        assertEquals(SampleReports.RUBRIC_SHA256, configuration.at("/rubric/sha256").textValue());
        assertEquals("hidden-1.0-tests.jar", configuration.at("/instructorTests/0/fileName").textValue());
        assertEquals("<admissible>1000</admissible>", configuration.at("/ignored/0/value").textValue());
        assertEquals("pom", configuration.at("/ignored/0/source").textValue());
        assertEquals(locked, writer.read(lockedFile));
        // Not locked and nothing to digest: every key all the same.
        assertEquals("{\"locked\":false,\"rubric\":null,\"instructorTests\":[],\"ignored\":[],"
                + "\"buildNotTrusted\":[]}", json.get("configuration").toString());
    }

    @Test
    void writesWhyTheBuildIsNotTrustedInTheConfigurationAndReadsItBack() throws IOException {
        GradeReport notTrusted = SampleReports.lockedNotTrusted();
        Path file = writer.write(notTrusted, directory.resolve("not-trusted"));
        JsonNode findings = new ObjectMapper().readTree(file.toFile()).at("/configuration/buildNotTrusted");

        assertEquals(SampleReports.NOT_TRUSTED, List.of(findings.get(0).textValue(), findings.get(1).textValue()));
        assertEquals(2, findings.size());
        assertEquals(notTrusted, writer.read(file));
    }

    @Test
    void ignoresFieldsItDoesNotKnow() throws IOException {
        ((ObjectNode) json).put("addedLater", "ignored");
        Files.writeString(file, json.toString());
        assertEquals(report, writer.read(file));
    }

    @Test
    void rejectsAnotherSchemaVersion() throws IOException {
        ((ObjectNode) json).put("schemaVersion", 1);
        Files.writeString(file, json.toString());
        IOException error = assertThrows(IOException.class, () -> writer.read(file));
        assertTrue(error.getMessage().contains("schema version 1"), error.getMessage());
    }

    @Test
    void tellsTheSchemaVersionBeforeMissingFields() throws IOException {
        Files.writeString(file, "{\"schemaVersion\": 1, \"grade\": {}}");
        IOException error = assertThrows(IOException.class, () -> writer.read(file));
        assertTrue(error.getMessage().contains("schema version 1"), error.getMessage());
    }

    @Test
    void rejectsAReportWithAFieldMissing() throws IOException {
        ((ObjectNode) json.at("/heuristics/1/checks/admissible")).remove("maxExcess");
        Files.writeString(file, json.toString());
        IOException error = assertThrows(IOException.class, () -> writer.read(file));
        assertTrue(error.getMessage().contains("maxExcess"), error.getMessage());
    }

    @Test
    void rejectsAnUnknownVerdict() throws IOException {
        ((ObjectNode) json.at("/heuristics/0")).put("verdict", "PASSED");
        Files.writeString(file, json.toString());
        assertThrows(IOException.class, () -> writer.read(file));
    }

    @Test
    void writesTestsThatWereNotRunWithTheirReasonAndEveryKey() {
        JsonNode tests = json.get("tests");
        assertEquals(List.of("outcome", "message", "platformVersion", "total", "successful", "failed", "aborted",
                "skipped", "timedOut", "crashed", "notRun", "score", "maxScore", "points", "results", "output",
                "instructorRun"),
                fieldNames(tests));
        assertEquals("not-run", tests.get("outcome").textValue());
        assertTrue(tests.get("message").textValue().contains("no test classes"), tests.get("message").textValue());
        assertTrue(tests.get("platformVersion").isNull());
        assertEquals(0, tests.get("results").size());
    }

    @Test
    void writesEachTestWithItsStatusAndThePointsOfEachEntry() throws IOException {
        GradeReport withTests = SampleReports.withTests();
        JsonNode tests = new ObjectMapper().readTree(writer.write(withTests, directory.resolve("tests")).toFile())
                .get("tests");
        assertEquals("exited", tests.get("outcome").textValue());
        assertEquals("1.13.4", tests.get("platformVersion").textValue());
        assertEquals(5, tests.get("total").intValue());
        List<String> statuses = new ArrayList<>();
        tests.get("results").forEach(result -> statuses.add(result.get("status").textValue()));
        assertEquals(List.of("successful", "failed", "skipped", "crashed", "not-run"), statuses);
        JsonNode failed = tests.at("/results/1");
        assertEquals(List.of("uniqueId", "source", "className", "methodName", "displayName", "tags", "status",
                "durationMillis", "failure"), fieldNames(failed));
        assertEquals("project", failed.get("source").textValue());
        assertEquals(List.of("fast"), texts(failed.get("tags")));
        assertTrue(tests.at("/results/3/durationMillis").isNull());
        assertEquals("instructor", tests.at("/results/3/source").textValue());
        JsonNode points = tests.at("/points/0");
        assertEquals(List.of("kind", "name", "earned", "possible", "reason", "tests"), fieldNames(points));
        assertEquals(List.of(failed.get("uniqueId").textValue()), texts(points.get("tests")));
        assertEquals(SampleReports.FAILING_TEST, points.get("name").textValue());
        assertEquals(0, points.get("earned").intValue());
        assertEquals(10, points.get("possible").intValue());
        assertEquals(withTests, writer.read(directory.resolve("tests/grade.json")));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(element -> texts.add(element.textValue()));
        return texts;
    }
}
