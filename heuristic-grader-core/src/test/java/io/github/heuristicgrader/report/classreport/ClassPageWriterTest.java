package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        // A verdict is one of the model's names (GradeJsonReaderTest): markup comes in the names a student chooses.
        new GradeJson(9, 10).heuristic(SCRIPT, SCRIPT, "passed", true, shared).slot(SCRIPT, 9, 10, null)
                .test("<b>" + SCRIPT, 0, 1).writeTo(reports.resolve("ann"));
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
        assertTrue(page.contains("Same behaviour: review (huarongdao, 2 heuristics, 2 students, rare, equal"
                + " everywhere)"), page);
        assertFalse(page.toLowerCase(Locale.ROOT).contains("plagiar"));
        assertFalse(page.toLowerCase(Locale.ROOT).contains("cheat"));
    }

    @Test
    void showsTheComparisonRarityLinksClosestPairsAndHeuristicsNotComparedAsText() throws Exception {
        new GradeJson(9, 10).writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).writeTo(reports.resolve("bob"));
        ClassReport read = ClassReport.of(new StudentReportReader().read(reports, output));
        ClassReport.Member ann = new ClassReport.Member("ann", SCRIPT, 1, 1, false);
        ClassReport.Member bob = new ClassReport.Member("bob", "b.Copy", 2, 1, true);
        ClassReport.SameBehaviourFindings findings = new ClassReport.SameBehaviourFindings(0.001, 3,
                List.of(new ClassReport.Comparison(SCRIPT, 363_480, ClassReport.Comparison.SAMPLED, 1_600, 16, 2, 1)),
                List.of(new ClassReport.SameBehaviour(SCRIPT, 97.0 / 363_480, 97, 363_480, List.of(ann, bob), 2,
                        false, List.of(new ClassReport.Link(1, 2, 97)))),
                List.of(new ClassReport.ClosestPair(SCRIPT, "ann", SCRIPT, "bob", "b.Copy", 1_454, 363_480)),
                List.of(new ClassReport.NotCompared("bob", SCRIPT, SCRIPT, "not in the values file")));
        String page = new ClassPageWriter().page(new ClassReport(read.students(), read.rejected(), findings, null));

        assertTrue(page.contains("sampled: 1,600 states in 16 bands, drawn for this run"), page);
        assertTrue(page.contains("Linked: differing on fewer than 0.1 % of the states; common: more than 3"
                + " students"), page);
        assertTrue(page.contains("2 students, rare, differing on at most 97 states of 363,480 per link"), page);
        assertTrue(page.contains("<code>b.Copy</code> (function 2, computed by 1 student, near the template)"), page);
        assertTrue(page.contains("function 1 – function 2: differ on 97 states of 363,480"), page);
        assertTrue(page.contains("Closest pairs beyond the share"), page);
        assertTrue(page.contains("1,454 of 363,480 (0.400 %)"), page);
        assertTrue(page.contains("Compared by fingerprint alone"), page);
        assertTrue(page.contains("not in the values file"), page);
        assertFalse(page.contains("<script"), "no element from a report");
    }

    @Test
    void drawsTheHistogramAndLinksEachStudentToTheirPageElseTheirReport() throws Exception {
        new GradeJson(10, 10).writeTo(reports.resolve("ann"));
        Files.writeString(reports.resolve("ann/index.html"), "<!DOCTYPE html>");
        new GradeJson(0, 10).writeTo(reports.resolve("bob"));
        new GradeJson(5, 10).writeTo(reports.resolve("cat"));
        String page = page();
        assertTrue(page.contains("<title>90–100 %: 1 student</title>"), page);
        assertTrue(page.contains("<title>0–9 %: 1 student</title>"));
        assertTrue(page.contains("<title>50–59 %: 1 student</title>"));
        assertTrue(page.contains("<a href=\"../" + reports.getFileName() + "/ann/index.html\">ann</a>"), page);
        assertTrue(page.contains("<a href=\"../" + reports.getFileName() + "/bob/grade.json\">bob</a>"),
                "without a page, the report: " + page);
    }

    @Test
    void showsWhyASubmissionDidNotCompileBesideItsScore() throws Exception {
        new GradeJson(0, 100).passed(false).compilation("main-failed", "the main sources do not compile (1 error):"
                + " nothing was graded and the tests were not run", "src/main/java/s/H.java:3:<b>cannot</b> find"
                + " symbol").writeTo(reports.resolve("ann"));
        Files.createDirectories(reports.resolve("bob"));
        String page = page();
        assertTrue(page.contains("<tr><td><a href=\"../" + reports.getFileName() + "/ann/grade.json\">ann</a></td>"
                + "<td class=\"num\">0 / 100</td><td><span class=\"problem\">the main sources do not compile (1 error):"
                + " nothing was graded and the tests were not run; first: src/main/java/s/H.java:3: &lt;b&gt;cannot"
                + "&lt;/b&gt; find symbol</span></td></tr>"), page);
        assertTrue(page.contains("<span class=\"problem\">no grade.json in the student&#39;s folder</span>")
                || page.contains("<span class=\"problem\">no grade.json in the student's folder</span>"), page);
        assertTrue(page.contains("2 student folders, 1 report read, 2 students with a problem"), page);
    }

    @Test
    void namesEachEffortBarAndMarksAndLeavesOutOfTheMedianTheInadmissibleOnes() throws Exception {
        new GradeJson(5, 10).heuristic("a.H", "advanced", "passed", true, null).saved(0.2)
                .writeTo(reports.resolve("ann"));
        new GradeJson(5, 10).heuristic("b.H", "advanced", "passed", true, null).saved(0.4)
                .writeTo(reports.resolve("bob"));
        new GradeJson(1, 10).heuristic("c.H", "advanced", "inadmissible", true, null).overestimatesAt("^11^")
                .saved(0.9).writeTo(reports.resolve("cat-with-a-long-id"));
        String page = page();
        assertTrue(page.contains("median 30.0 %, 3 students, 1 inadmissible (✗)"), page);
        for (String name : List.of("ann", "bob", "cat-with-a-lo…")) {
            assertTrue(page.contains("\">" + name + "</text>"), name + " names its bar: " + page);
        }
        int cat = page.indexOf("<g class=\"effort-bar inadmissible\">");
        assertTrue(cat > 0 && page.indexOf("cat-with-a-long-id: 90.0 % (inadmissible: not comparable)", cat) > 0,
                page);
        assertTrue(page.substring(cat, page.indexOf("</g>", cat)).contains(">✗</text>"), "the bar marked");
        assertEquals(1, page.split("effort-bar inadmissible", -1).length - 1, "only the inadmissible bar");
        assertTrue(page.contains("<td class=\"num\">90.0 %</td><td>inadmissible ✗: not comparable</td>"), page);
    }

    @Test
    void showsDominanceAsNotApplicableForASlotThatMustEqualTheBaseline() throws Exception {
        for (String id : List.of("ann", "bob")) {
            new GradeJson(10, 10).heuristic("x.Manhattan", "manhattan", "passed", true, null).dominance(false, null)
                    .heuristic("x.Better", "better", "passed", true, null).dominance(true, null)
                    .slot("manhattan", 5, 5, "baseline").slot("better", 5, 5, null).writeTo(reports.resolve(id));
        }
        String page = page();
        int checks = page.indexOf("id=\"checks\"");
        String table = page.substring(checks, page.indexOf("</section>", checks));
        assertTrue(table.contains("<tr><td>better</td><td class=\"num\">2 of 2 (100 %)</td><td class=\"num\">2 of 2"
                + " (100 %)</td><td class=\"num\">2 of 2 (100 %)</td></tr>"), table);
        assertTrue(table.contains("<tr><td>manhattan</td><td class=\"num\">2 of 2 (100 %)</td><td class=\"num\">—"
                + "</td>"), "dominance not applicable: " + table);
        assertFalse(table.contains("0 of 2"), table);
    }

    @Test
    void encodesEachNameOfALink() {
        assertEquals("../my%20reports/a%3Fb/grade.json", ClassPageWriter.href("../my reports/a?b/grade.json"));
        assertEquals("javascript%3Aalert%281%29", ClassPageWriter.href("javascript:alert(1)"));
    }

    /**
     * A student's class name (a playground part: the checks' rows, the failures, the effort strip), domain, state and
     * test names written into every new section, and none of it an element or attribute on the page.
     */
    @Test
    void keepsStudentTextInertInFailuresEffortAndTests() throws Exception {
        String image = "<img src=x onerror=alert(1)>";
        String svg = "<svg onload=alert(1)>";
        for (String id : List.of("ann", "bob")) {
            new GradeJson(1, 10).heuristic(SCRIPT, null, "inadmissible", true, null).overestimatesAt(image)
                    .saved(0.5).heuristic("x.Other", svg, null, "inadmissible", true, null).overestimatesAt(image)
                    .saved(-0.25).testResult("instructor", SCRIPT, "<b>m", "failed")
                    .testResult("project", null, image, "successful").writeTo(reports.resolve(id));
        }
        String page = page();
        assertTrue(page.contains("id=\"shared-failures\""), "the failures are shown");
        assertTrue(page.contains("id=\"effort\""), "the effort is shown");
        assertTrue(page.contains("id=\"test-pass-rates\""), "the tests are shown");
        for (String element : List.of("<script", "<img", "<b>", "<svg onload")) {
            assertFalse(page.contains(element), element + " on the page");
        }
        assertTrue(page.contains("&lt;img src=x onerror=alert(1)&gt;"), "the state shown as text");
        assertTrue(page.contains("&lt;svg onload=alert(1)&gt;"), "the domain shown as text");
        assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;#&lt;b&gt;m()"), "the test shown as text");
        assertTrue(page.contains("<code>hidden test &lt;img src=x onerror=alert(1)&gt;</code>"), "a project test"
                + " two students have shown as text");
    }

    @Test
    void drawsTheStatesMostStudentsFailOnWithHowManyFailThere() throws Exception {
        String shared = SampleClass.STATES.get(1);
        for (String id : List.of("ann", "bob", "cat")) {
            new GradeJson(1, 10).heuristic("a.H", "advanced", "inadmissible", true, null).overestimatesAt(shared)
                    .writeTo(reports.resolve(id));
        }
        new GradeJson(1, 10).heuristic("d.H", "advanced", "inadmissible", true, null)
                .overestimatesAt(SampleClass.STATES.get(2)).writeTo(reports.resolve("dan"));
        String page = page();
        int three = page.indexOf("<span class=\"failure-count\">3 students</span> of 4 fail <code>admissible</code>");
        int one = page.indexOf("<span class=\"failure-count\">1 student</span> of 4 fail <code>admissible</code>");
        assertTrue(three > 0 && one > three, "the most students first: " + page);
        assertTrue(page.substring(three, one).contains("<svg class=\"board\""), "the state drawn by its domain");
        assertTrue(page.substring(three, one).contains("aria-label=\"layout ^11^ v11v ^&lt;&gt;^ v2.v 22.2\""),
                "the shared state drawn");
    }

    @Test
    void leavesOutTheProjectTestsOnlyOneStudentHas() throws Exception {
        new GradeJson(1, 10).testResult("instructor", "grader.T", "hidden", "failed")
                .testResult("project", "ann.MyTest", "mine", "successful")
                .testResult("project", "student.TemplateTest", "shared", "successful").writeTo(reports.resolve("ann"));
        new GradeJson(1, 10).testResult("instructor", "grader.T", "hidden", "successful")
                .testResult("project", "student.TemplateTest", "shared", "failed").writeTo(reports.resolve("bob"));
        String page = page();
        assertTrue(page.contains("<code>grader.T#hidden()</code></td><td class=\"num\">1 of 2 (50 %)</td>"), page);
        assertTrue(page.contains("<code>student.TemplateTest#shared()</code></td><td class=\"num\">1 of 2 (50 %)"),
                page);
        assertFalse(page.contains("ann.MyTest#mine()"), "one student's own test");
        assertTrue(page.contains("1 project test only one student has left out, class.json lists them"), page);
    }

    @Test
    void drawsNoEmptyTableWhenEveryTestIsOneStudentsOwn() throws Exception {
        new GradeJson(1, 10).testResult("project", "ann.MyTest", "mine", "successful").writeTo(reports.resolve("ann"));
        new GradeJson(1, 10).testResult("project", "bob.MyTest", "mine", "failed").writeTo(reports.resolve("bob"));
        String page = page();
        int tests = page.indexOf("id=\"test-pass-rates\"");
        String section = page.substring(tests, page.indexOf("</section>", tests));
        assertTrue(section.contains("2 project tests only one student has left out, class.json lists them."), section);
        assertFalse(section.contains("<table"), section);
    }

    @Test
    void showsTheRunsCostAsTheCallerMeasuredIt() throws Exception {
        new GradeJson(10, 10).writeTo(reports.resolve("ann"));
        new GradeJson(5, 10).writeTo(reports.resolve("bob"));
        ClassReport report = ClassReport.of(new StudentReportReader().read(reports, output))
                .withCost(new RunCost(185, 10.5, 1536L << 20, "grading 2 submissions, forks included"));
        String page = new ClassPageWriter().page(report);
        assertTrue(page.contains("<th>wall time</th><td class=\"num\">3 min 05 s</td>"), page);
        assertTrue(page.contains("<th>CPU time</th><td class=\"num\">10.5 s (5.25 s per student)</td>"), page);
        assertTrue(page.contains("<th>peak memory</th><td class=\"num\">1,536 MiB</td>"), page);
        assertTrue(page.contains("Measured over: grading 2 submissions, forks included."), page);
        assertEquals("Cost: 3 min 05 s wall, 10.5 s CPU, 1,536 MiB peak memory (grading 2 submissions, forks"
                + " included)", report.cost().line());
        assertEquals("2 h 01 min", RunCost.duration(7_290));
        assertEquals("38 ms", RunCost.duration(0.0381));
    }
}
