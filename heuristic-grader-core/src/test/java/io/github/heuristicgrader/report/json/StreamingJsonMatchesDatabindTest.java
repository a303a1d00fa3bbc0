package io.github.heuristicgrader.report.json;

import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.ci.GitHubClassroomWriter;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.report.html.Html;
import io.github.heuristicgrader.result.GeneratedRecords;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.HostileReports;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.heuristicgrader.checks.Counterexample;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The streaming writers ({@link JsonOutput}) write the bytes Jackson's object mapper, configured as each writer's was
 * before, writes for the same values: {@code grade.json}, Gradescope's and PrairieLearn's results, Classroom's JSON
 * and the JSON in the HTML page. Compared on the sample and hostile reports and on hundreds of generated ones in
 * which every record type of the model is filled with hostile text, extreme numbers, odd doubles and nulls.
 */
class StreamingJsonMatchesDatabindTest {

    private static final int GENERATED = 300;

    /** As {@code JsonReportWriter} configured its mapper before. */
    private static final ObjectWriter GRADE_JSON = JsonMapper.builder()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build().writer(JsonReportWriter.prettyPrinter());
    /** As the Gradescope and PrairieLearn writers configured theirs. */
    private static final ObjectWriter SNAKE_CASE_INDENTED = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build()
            .writer(JsonReportWriter.prettyPrinter());
    /** As the Classroom writer configured its. */
    private static final ObjectWriter SNAKE_CASE_WITHOUT_NULLS = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .serializationInclusion(JsonInclude.Include.NON_NULL).build().writer();
    /** As the HTML page's. */
    private static final ObjectMapper SCRIPT = JsonMapper.builder()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

    /** Sample and hostile reports, then generated ones. */
    private static List<GradeReport> reports() {
        List<GradeReport> reports = new ArrayList<>(List.of(SampleReports.threeHeuristics(), SampleReports.locked(),
                SampleReports.lockedNotTrusted(), SampleReports.notTrusted(), SampleReports.notCompiling(),
                SampleReports.withTests(), HostileReports.withCrashedHostile(), HostileReports.withTampered(),
                HostileReports.empty(), HostileReports.withTests(HostileReports.crashedTests()),
                HostileReports.withTests(HostileReports.forgedCommandTests()),
                HostileReports.withTests(HostileReports.testsNotRunWithPoints()),
                HostileReports.withTests(HostileReports.manyFailingTests(25))));
        for (long seed = 0; seed < GENERATED; seed++) {
            reports.add(new GeneratedRecords(seed).record(GradeReport.class));
        }
        return reports;
    }

    @Test
    void writesEveryRecordOfTheModelAsTheMapperDoes() throws IOException {
        JsonOutput output = JsonOutput.indented(JsonOutput.Names.AS_DECLARED);
        for (GradeReport report : reports()) {
            assertSameBytes(GRADE_JSON.writeValueAsBytes(report), output.toBytes(report), report);
        }
    }

    @Test
    void writesGradeJsonAsTheMapperDid() throws IOException {
        int compared = 0;
        for (GradeReport report : reports()) {
            Record shown = platformResults(() -> report.shownIn(HiddenTestNames::gradeJson));
            if (shown != null) {
                byte[] mapper = GRADE_JSON.writeValueAsBytes(shown);
                byte[] expected = Arrays.copyOf(mapper, mapper.length + 1);
                expected[mapper.length] = '\n';
                assertSameBytes(expected, new JsonReportWriter().toBytes(report), report);
                compared++;
            }
        }
        assertTrue(compared >= 100, compared + " compared");
    }

    @Test
    void writesGradescopeResultsAsTheMapperDid() throws IOException {
        GradescopeResultsWriter writer = new GradescopeResultsWriter();
        int compared = 0;
        for (GradeReport report : reports()) {
            for (Duration time : List.of(Duration.ZERO, Duration.ofMillis(1499), Duration.ofDays(40))) {
                Record results = platformResults(() -> writer.results(report, time));
                if (results != null) {
                    assertSameBytes((SNAKE_CASE_INDENTED.writeValueAsString(results) + "\n")
                            .getBytes(StandardCharsets.UTF_8),
                            writer.fileBytes(report, new ReportRun(Path.of("grade"), time, false, v -> null)), report);
                    compared++;
                }
            }
        }
        assertTrue(compared >= 100, compared + " compared");
    }

    @Test
    void writesPrairieLearnResultsAsTheMapperDid() throws IOException {
        PrairieLearnResultsWriter writer = new PrairieLearnResultsWriter();
        int compared = 0;
        for (GradeReport report : reports()) {
            for (boolean setupError : List.of(false, true)) {
                Record results = platformResults(() -> writer.results(report, setupError));
                if (results != null) {
                    assertSameBytes((SNAKE_CASE_INDENTED.writeValueAsString(results) + "\n")
                            .getBytes(StandardCharsets.UTF_8), writer.fileBytes(report,
                            new ReportRun(Path.of("grade"), Duration.ZERO, setupError, v -> null)), report);
                    compared++;
                }
            }
        }
        assertTrue(compared >= 100, compared + " compared");
    }

    @Test
    void writesClassroomResultAsTheMapperDid() throws IOException {
        GitHubClassroomWriter writer = new GitHubClassroomWriter();
        int compared = 0;
        for (GradeReport report : reports()) {
            for (boolean setupError : List.of(false, true)) {
                Record result = platformResults(() -> writer.result(report, setupError));
                if (result != null) {
                    assertSameBytes(SNAKE_CASE_WITHOUT_NULLS.writeValueAsString(result)
                            .getBytes(StandardCharsets.UTF_8), writer.toJson(report, setupError), report);
                    compared++;
                }
            }
        }
        assertTrue(compared >= 100, compared + " compared");
    }

    @Test
    void leavesOutNullComponentsOnlyWhereTheClassroomMapperDid() throws IOException {
        record Part(String name, Integer score, List<String> notes) {
        }
        Part part = new Part(null, null, Arrays.asList("a", null));
        assertEquals(SNAKE_CASE_WITHOUT_NULLS.writeValueAsString(part),
                JsonOutput.compactWithoutNulls(JsonOutput.Names.SNAKE_CASE).toText(part));
        assertEquals("{\"notes\":[\"a\",null]}", JsonOutput.compactWithoutNulls(JsonOutput.Names.SNAKE_CASE)
                .toText(part));
    }

    @Test
    void writesScriptJsonAsTheMapperDid() throws Exception {
        for (long seed = 0; seed < GENERATED; seed++) {
            GeneratedRecords generated = new GeneratedRecords(seed);
            Map<String, Object> steps = new LinkedHashMap<>();
            // Keys out of order, as Map.of gives them: the mapper sorted them.
            steps.put("texts", List.of(GeneratedRecords.TEXTS.get((int) (seed % GeneratedRecords.TEXTS.size()))));
            steps.put("estimates", List.of(GeneratedRecords.LONGS[(int) (seed % GeneratedRecords.LONGS.length)]));
            steps.put("distance", GeneratedRecords.INTS[(int) (seed % GeneratedRecords.INTS.length)]);
            steps.put("frames", List.of());
            steps.put("states", generated.record(Counterexample.class));
            assertEquals(SCRIPT.writeValueAsString(steps).replace("<", "\\u003c"), Html.scriptJson(steps));
        }
    }

    @Test
    void spellsSnakeCaseAsJacksonsStrategy() {
        PropertyNamingStrategies.SnakeCaseStrategy jackson = new PropertyNamingStrategies.SnakeCaseStrategy();
        for (String name : List.of("maxScore", "executionTime", "testOutputFormat", "x", "URLValue", "aBC", "_leading",
                "trailingX", "with_underscore", "withDigit2Then", "ÉtatÀ", "a__B")) {
            assertEquals(jackson.translate(name), JsonOutput.snakeCase(name), name);
        }
    }

    /** What a writer makes of a generated report, or null when the report is too odd for it to take. */
    private static Record platformResults(ResultsOf results) {
        try {
            return results.get();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private interface ResultsOf {
        Record get();
    }

    private static void assertSameBytes(byte[] expected, byte[] actual, GradeReport report) {
        if (!Arrays.equals(expected, actual)) {
            assertEquals(new String(expected, StandardCharsets.UTF_8), new String(actual, StandardCharsets.UTF_8),
                    "report " + report.generator());
            assertArrayEquals(expected, actual);
        }
    }
}
