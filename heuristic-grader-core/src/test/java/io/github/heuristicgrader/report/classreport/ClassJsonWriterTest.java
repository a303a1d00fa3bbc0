package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassJsonWriterTest {

    @TempDir
    Path root;

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void writesStudentsGroupsAndRejectionsWithReportPathsRelativeToTheFile() throws Exception {
        Path reports = root.resolve("reports");
        Path output = root.resolve("out/class");
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic("a.Mine", "advanced", "passed", true, shared).writeTo(reports.resolve("ann"));
        new GradeJson(8, 10).heuristic("b.Other", "advanced", "passed", true, shared).writeTo(reports.resolve("bob"));
        Files.createDirectories(reports.resolve(".git"));
        ClassReport report = ClassReport.of(new StudentReportReader().read(reports, output));
        Path file = new ClassJsonWriter().write(report, output);

        String text = Files.readString(file);
        assertTrue(text.endsWith("}\n"));
        JsonNode json = new ObjectMapper().readTree(text);
        assertEquals(List.of("schemaVersion", "students", "sameBehaviour", "rejected"), fieldNames(json));
        JsonNode ann = json.at("/students/0");
        assertEquals(List.of("id", "score", "maxScore", "verdicts", "report", "problem"), fieldNames(ann));
        assertEquals("ann", ann.get("id").textValue());
        assertEquals(9, ann.get("score").intValue());
        assertEquals("../../reports/ann/grade.json", ann.get("report").textValue());
        assertTrue(Files.isRegularFile(output.resolve(ann.get("report").textValue())), "the path leads to the report");
        assertTrue(ann.get("problem").isNull());
        assertEquals("advanced", ann.at("/verdicts/0/slot").textValue());
        assertEquals("passed", ann.at("/verdicts/0/verdict").textValue());
        assertEquals(GradeJson.DOMAIN, json.at("/sameBehaviour/0/domain").textValue());
        assertEquals(List.of("domain", "differingShare", "differingStates", "states", "members"),
                fieldNames(json.at("/sameBehaviour/0")));
        assertEquals(0.0, json.at("/sameBehaviour/0/differingShare").doubleValue());
        assertEquals(0, json.at("/sameBehaviour/0/differingStates").intValue());
        assertEquals(363_480, json.at("/sameBehaviour/0/states").intValue());
        assertEquals("bob", json.at("/sameBehaviour/0/members/1/student").textValue());
        assertEquals("b.Other", json.at("/sameBehaviour/0/members/1/heuristic").textValue());
        assertEquals(".git", json.at("/rejected/0/entry").textValue());
    }
}
