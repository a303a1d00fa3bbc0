package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.report.classreport.ClassReport.Member;
import io.github.heuristicgrader.report.classreport.ClassReport.SameBehaviour;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassReportTest {

    @TempDir
    Path reports;

    @TempDir
    Path output;

    private ClassReport report() throws Exception {
        return ClassReport.of(new StudentReportReader().read(reports, output));
    }

    @Test
    void groupsHeuristicsOfDifferentStudentsWithEqualFingerprints() throws Exception {
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic("a.Mine", "advanced", "passed", true, shared).writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("b.Other", "advanced", "passed", true, shared).writeTo(reports.resolve("bob"));
        new GradeJson(5, 10).heuristic("c.Own", "advanced", "passed", true, "2".repeat(64))
                .writeTo(reports.resolve("cat"));
        assertEquals(List.of(new SameBehaviour(GradeJson.DOMAIN, 0, 0, 363_480,
                List.of(new Member("ann", "a.Mine", 1, 2, false), new Member("bob", "b.Other", 1, 2, false)), 2, false,
                List.of())), report().sameBehaviour());
    }

    @Test
    void leavesOutTheBaselineAndOneStudentsOwnEqualHeuristics() throws Exception {
        String own = "3".repeat(64);
        new GradeJson(9, 10).heuristic("a.Manhattan", null, "passed", true, GradeJson.BASELINE_DIGEST)
                .heuristic("a.One", null, "passed", true, own).heuristic("a.Two", null, "passed", true, own)
                .writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("b.Manhattan", null, "passed", true, GradeJson.BASELINE_DIGEST)
                .writeTo(reports.resolve("bob"));
        assertEquals(List.of(), report().sameBehaviour());
    }

    @Test
    void countsChecksPassedPerSlotAndFullPointsPerSlot() throws Exception {
        new GradeJson(9, 10).heuristic("a.H", "basic", "passed", true, null).slot("basic", 5, 5, null)
                .writeTo(reports.resolve("ann"));
        new GradeJson(1, 10).heuristic("b.H", "basic", "inadmissible", false, null).slot("basic", 1, 5, null)
                .writeTo(reports.resolve("bob"));
        ClassReport report = report();
        assertEquals(List.of("basic"), report.checkedParts());
        assertEquals(List.of(1, 2), List.of(report.checkPassing("basic", "admissible")[0],
                report.checkPassing("basic", "admissible")[1]));
        assertEquals(2, report.checkPassing("basic", "goalZero")[0]);
        int[] full = ClassReport.fullPoints(report.graded(), "basic", true);
        assertEquals(List.of(1, 2), List.of(full[0], full[1]));
    }

    @Test
    void takesTheEffortMedianOverTheAdmissibleHeuristicsAlone() throws Exception {
        new GradeJson(5, 10).heuristic("a.H", "basic", "passed", true, null).saved(0.1).writeTo(reports.resolve("ann"));
        new GradeJson(5, 10).heuristic("b.H", "basic", "passed", true, null).saved(0.3).writeTo(reports.resolve("bob"));
        new GradeJson(0, 10).heuristic("c.H", "basic", "inadmissible", true, null).overestimatesAt("^11^").saved(0.9)
                .writeTo(reports.resolve("cat"));
        new GradeJson(0, 10).heuristic("d.H", "basic", "inadmissible", true, null).overestimatesAt("^11^").saved(0.95)
                .writeTo(reports.resolve("dan"));
        ClassReport.EffortSpread spread = report().effortSpreads().get(0);
        assertEquals(List.of(new ClassReport.StudentEffort("ann", 0.1, true), new ClassReport.StudentEffort("bob",
                0.3, true), new ClassReport.StudentEffort("cat", 0.9, false), new ClassReport.StudentEffort("dan", 0.95,
                false)), spread.figures());
        assertEquals(0.2, spread.median(), 1e-12, "with the inadmissible two, the median would be 0.6");
    }

    @Test
    void countsAStudentWhoseSourcesDidNotCompileAsGradedWithAProblem() throws Exception {
        new GradeJson(0, 10).passed(false).compilation("main-failed", "the main sources do not compile (1 error)",
                "src/main/java/a/H.java:1:class, interface, enum, or record expected").writeTo(reports.resolve("ann"));
        ClassReport report = report();
        assertEquals(1, report.graded().size(), "the report was read: its 0 counts in the histogram");
        assertEquals(1, report.scoreHistogram()[0]);
        assertEquals("the main sources do not compile (1 error); first: src/main/java/a/H.java:1: class, interface,"
                + " enum, or record expected", report.students().get(0).problem());
    }
}
