package io.github.heuristicgrader.report;

import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.report.classreport.StudentGrade;
import io.github.heuristicgrader.report.classreport.StudentReportReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class report reads what {@link JsonReportWriter} writes, not only the tests' hand-built reports: the failed
 * checks' states, the effort figures and the tests of {@link SampleReports#withTests()}, against the same file read
 * field by field.
 */
class SampleReportInClassReportTest {

    @TempDir
    Path reports;

    @Test
    void readsTheFailedStatesEffortAndTestsJsonReportWriterWrites() throws Exception {
        Path folder = reports.resolve("ann");
        new JsonReportWriter().write(SampleReports.withTests(), folder);
        JsonNode json = new ObjectMapper().readTree(folder.resolve("grade.json").toFile());
        StudentGrade ann = new StudentReportReader().read(reports, reports).students().get(0);
        assertNull(ann.problem());

        List<StudentGrade.FailedState> failed = new ArrayList<>();
        List<StudentGrade.EffortSaved> efforts = new ArrayList<>();
        for (JsonNode heuristic : json.get("heuristics")) {
            String name = heuristic.get("name").textValue();
            String domain = heuristic.get("domain").textValue();
            JsonNode admissible = heuristic.at("/checks/admissible");
            if (admissible.isObject() && !admissible.get("passed").booleanValue()) {
                failed.add(new StudentGrade.FailedState(name, domain, "admissible",
                        admissible.at("/counterexample/state").textValue()));
            }
            JsonNode consistent = heuristic.at("/checks/consistent");
            if (consistent.isObject() && !consistent.get("passed").booleanValue()) {
                failed.add(new StudentGrade.FailedState(name, domain, "consistent",
                        consistent.at("/example/from").textValue()));
            }
            if (heuristic.at("/effortSuite/saved").isNumber()) {
                efforts.add(new StudentGrade.EffortSaved(name, domain,
                        heuristic.at("/effortSuite/saved").doubleValue(),
                        !admissible.isObject() || admissible.get("passed").booleanValue()));
            }
        }
        assertFalse(failed.isEmpty(), "the sample has a failed check");
        assertFalse(efforts.isEmpty(), "the sample has an effort figure");
        assertEquals(failed, ann.failedStates().stream().filter(state -> state.check().equals("admissible")
                || state.check().equals("consistent")).toList());
        assertEquals(efforts, ann.efforts());

        List<String> tests = new ArrayList<>();
        json.at("/tests/results").forEach(result -> tests.add(result.get("source").textValue() + " "
                + result.get("uniqueId").textValue() + " " + result.get("status").textValue()));
        assertFalse(tests.isEmpty(), "the sample has tests");
        assertEquals(tests, ann.testResults().stream().map(result -> result.source() + " " + result.uniqueId() + " "
                + result.status()).toList());
    }
}
