package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.result.GradeReport.SlotReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GitHubClassroomWriterTest {

    private final GitHubClassroomWriter writer = new GitHubClassroomWriter();

    @TempDir
    Path directory;

    @Test
    void appendsTheResultOutputAsBase64OfTheReportersJson() throws IOException {
        Path output = directory.resolve("github-output");
        Files.writeString(output, "earlier=1");

        writer.appendTo(SampleReports.withTests(HiddenTestNames.DEFAULT), false, output);

        List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertEquals("earlier=1", lines.get(0), "what the step wrote before stays, and gets its line end");
        String result = lines.get(1);
        JsonNode json = new ObjectMapper().readTree(Base64.getDecoder().decode(result.substring("result=".length())));
        assertEquals(List.of("version", "status", "max_score", "tests"), fieldNames(json));
        assertEquals(1, json.get("version").intValue());
        assertEquals("fail", json.get("status").textValue());
        assertEquals(330, json.get("max_score").intValue());
        for (JsonNode test : json.get("tests")) {
            assertEquals(List.of("name", "status", "score", "max_score", "message", "line_no"), fieldNames(test));
            assertEquals(0, test.get("line_no").intValue(), "else the reporter prints '- line undefined'");
        }
        JsonNode classTest = test(json, "class hidden class 1");
        assertEquals("0 of 2 tests passed; not passed: hidden test 1 crashed, hidden test 2 not-run",
                classTest.get("message").textValue(), "no hidden test's name");
        assertTrue(!json.toString().contains("HiddenTest"), json.toString());
        assertEquals(List.of("fail", 0, 10), List.of(classTest.get("status").textValue(),
                classTest.get("score").intValue(), classTest.get("max_score").intValue()));
        JsonNode passedTest = test(json, "test edu.example.BoardTest#parsesTheClassicStart");
        assertEquals(List.of("pass", 5, 5), List.of(passedTest.get("status").textValue(),
                passedTest.get("score").intValue(), passedTest.get("max_score").intValue()));
    }

    @Test
    void anOutputFileEndingInALineEndGetsNoBlankLine() throws IOException {
        Path output = Files.writeString(directory.resolve("github-output"), "earlier=1\n");

        writer.appendTo(SampleReports.withTests(HiddenTestNames.DEFAULT), false, output);

        List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(1).startsWith("result="), lines.get(1));
        assertTrue(Files.readString(output).endsWith("\n"));
    }

    @Test
    void testsAddUpToTheScoreAndTheMaximum() throws IOException {
        GradeReport sample = SampleReports.withTests();
        // An empty slot's points count in the maximum: it gets a test of its own.
        GradeReport report = new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(),
                sample.maxScore() + 40, false, sample.domains(), sample.heuristics(),
                sample.tests(), sample.sandbox(), List.of(new SlotReport("advanced", "Advanced", 40, 0, true, null,
                        SlotReport.EMPTY, List.of(), "no class named Advanced was found")), null, null, null, null,
                        null);
        for (GradeReport each : List.of(SampleReports.threeHeuristics(), sample, report)) {
            JsonNode json = json(each, false);
            int score = 0;
            int max = 0;
            for (JsonNode test : json.get("tests")) {
                score += test.get("score").intValue();
                max += test.get("max_score").intValue();
            }
            assertEquals(each.score(), score);
            assertEquals(each.maxScore(), max);
            assertEquals(each.maxScore(), json.get("max_score").intValue());
        }
        assertEquals("fail", test(json(report, false), "slot advanced").get("status").textValue());
    }

    @Test
    void aTestPassesExactlyWhenItEarnedAllItsPointsAndTheCompilationIsAnError() throws IOException {
        int partial = 0;
        for (GradeReport report : List.of(SampleReports.threeHeuristics(), SampleReports.withTests(),
                SampleReports.notCompiling())) {
            for (JsonNode test : json(report, false).get("tests")) {
                String status = test.get("status").textValue();
                boolean full = test.get("score").intValue() == test.get("max_score").intValue();
                if (test.get("name").textValue().equals("compilation")) {
                    assertEquals("error", status, test.toString());
                } else {
                    assertEquals(full ? "pass" : "fail", status, test.toString());
                }
                partial += test.get("score").intValue() > 0 && !full ? 1 : 0;
            }
        }
        assertTrue(partial > 0, "some test has part of its points, and fails");
    }

    @Test
    void statusIsPassFailOrErrorForASetupError() throws IOException {
        GradeReport failed = SampleReports.withTests();
        GradeReport passed = new GradeReport(failed.schemaVersion(), failed.generator(), failed.score(),
                failed.maxScore(), true, failed.domains(), failed.heuristics(), failed.tests(),
                failed.sandbox(), List.of(), null, null, null, null, null);
        assertEquals("pass", json(passed, false).get("status").textValue());
        assertEquals("fail", json(failed, false).get("status").textValue());
        assertEquals("error", json(failed, true).get("status").textValue());
    }

    @Test
    void annotationGivesThePointsAsClassroomReadsThem() {
        assertEquals("::notice title=Autograding complete::Points 125/330",
                writer.annotation(SampleReports.withTests()));
    }

    @Test
    void refusesAFifoInPlaceOfTheOutputFile() throws Exception {
        Path fifo = directory.resolve("github-output");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mkfifo.waitFor());

        IOException refused = assertThrows(IOException.class,
                () -> writer.appendTo(SampleReports.withTests(), false, fifo));
        assertTrue(refused.getMessage().contains("not a regular file"), refused.getMessage());
    }

    private JsonNode json(GradeReport report, boolean setupError) throws IOException {
        return new ObjectMapper().readTree(writer.toJson(report, setupError));
    }

    private static JsonNode test(JsonNode json, String name) {
        for (JsonNode test : json.get("tests")) {
            if (test.get("name").textValue().equals(name)) {
                return test;
            }
        }
        throw new AssertionError("no test named " + name + " in " + json);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
