package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassReportsTest {

    @TempDir
    Path reports;

    @TempDir
    Path output;

    @Test
    void writesTheThreeFilesAndSummarisesTheRun() throws Exception {
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic("a.Mine", null, "passed", true, shared).writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("b.Other", null, "passed", true, shared).writeTo(reports.resolve("bob"));
        Files.createDirectories(reports.resolve("cat"));
        ClassReports.Written written = ClassReports.build(reports, output);
        assertEquals(List.of(output.resolve("class.json"), output.resolve("grades.csv"), output.resolve("index.html")),
                List.of(written.classJson(), written.gradesCsv(), written.page()));
        assertTrue(Files.isRegularFile(written.page()));
        List<String> summary = written.summary();
        assertEquals(List.of("Class report: 3 student folders, 2 reports read, 1 with a problem, 1 same-behaviour"
                + " groups to review",
                "  cat: no grade.json in the student's folder",
                "  same behaviour: review (huarongdao, 2 students): ann a.Mine, bob b.Other",
                "  compared (huarongdao): equal fingerprints only",
                "Class page: " + output.resolve("index.html")), List.of(summary.get(0), summary.get(1),
                        summary.get(2), summary.get(3), summary.get(5)));
        assertTrue(summary.get(4).matches("Cost: \\d+(\\.\\d s| ms) wall, \\d+(\\.\\d s| ms) CPU,"
                + " [\\d,]+ MiB peak memory \\(reading 3 student folders' reports, in this JVM \\(no grading\\)\\)"),
                summary.get(4));
    }

    @Test
    void keepsWorkflowCommandsInReportNamesOutOfTheBuildLog() throws Exception {
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic("##[error]forged", null, "passed", true, shared)
                .writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("::error::forged", null, "passed", true, shared)
                .writeTo(reports.resolve("bob"));
        List<String> summary = ClassReports.build(reports, output).summary();
        assertTrue(summary.stream().anyMatch(line -> line.contains("forged")), summary.toString());
        assertFalse(summary.stream().anyMatch(line -> line.contains("##[")), summary.toString());
    }

    @Test
    void saysWhyAStudentTheRunCouldNotGradeHasNoReport() throws Exception {
        new GradeJson(9, 10).writeTo(reports.resolve("ann"));
        Files.createDirectories(reports.resolve("bob"));
        Files.createDirectories(reports.resolve("cat"));
        ClassReports.Written written = ClassReports.build(reports, output, null,
                SameBehaviourGroups.EQUAL_FINGERPRINTS, Map.of("bob", "javac overflowed its stack", "ann", "ignored"));
        assertTrue(written.summary().contains("  bob: could not be graded: javac overflowed its stack"),
                written.summary().toString());
        assertTrue(written.summary().contains("  cat: no grade.json in the student's folder"), "not named: as before");
        assertEquals(null, written.report().students().get(0).problem(), "ann's report was read");
        assertTrue(Files.readString(written.gradesCsv()).contains("bob,,,could not be graded: javac overflowed its"
                + " stack\r\n"));
        assertTrue(Files.readString(written.page()).contains("<span class=\"problem\">could not be graded: javac"
                + " overflowed its stack</span>"));
    }
}
