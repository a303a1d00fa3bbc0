package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassPageWriterTest {

    private static final String SCRIPT = "<script>alert(1)</script>";

    @TempDir
    Path reports;

    @TempDir
    Path output;

    private String page() throws Exception {
        return new ClassPageWriter().page(ClassReport.of(new StudentReportReader().read(reports, output)));
    }

    @Test
    void escapesEveryStringFromAStudentsReport() throws Exception {
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic(SCRIPT, SCRIPT, "<b>passed</b>", true, shared).slot(SCRIPT, 9, 10, null)
                .test(SCRIPT, 0, 1).writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("b.Other", null, "passed", true, shared).writeTo(reports.resolve("bob"));
        String page = page();
        assertFalse(page.contains("<script"), "no element from a report");
        assertFalse(page.contains("<b>"), "no element from a report");
        assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    }

    @Test
    void saysSameBehaviourReviewAndNeverPlagiarism() throws Exception {
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic("a.Mine", "advanced", "passed", true, shared).writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("b.Other", "advanced", "passed", true, shared).writeTo(reports.resolve("bob"));
        String page = page();
        assertTrue(page.contains("Same behaviour: review (huarongdao, 2 heuristics, equal everywhere)"), page);
        assertFalse(page.toLowerCase(Locale.ROOT).contains("plagiar"));
        assertFalse(page.toLowerCase(Locale.ROOT).contains("cheat"));
    }

    @Test
    void drawsTheHistogramAndLinksEachStudentToTheirReport() throws Exception {
        new GradeJson(10, 10).writeTo(reports.resolve("ann"));
        new GradeJson(0, 10).writeTo(reports.resolve("bob"));
        new GradeJson(5, 10).writeTo(reports.resolve("cat"));
        String page = page();
        assertTrue(page.contains("<title>90–100 %: 1 student</title>"), page);
        assertTrue(page.contains("<title>0–9 %: 1 student</title>"));
        assertTrue(page.contains("<title>50–59 %: 1 student</title>"));
        assertTrue(page.contains("<a href=\"../" + reports.getFileName() + "/ann/grade.json\">ann</a>"), page);
    }

    @Test
    void encodesEachNameOfALink() {
        assertEquals("../my%20reports/a%3Fb/grade.json", ClassPageWriter.href("../my reports/a?b/grade.json"));
        assertEquals("javascript%3Aalert%281%29", ClassPageWriter.href("javascript:alert(1)"));
    }
}
