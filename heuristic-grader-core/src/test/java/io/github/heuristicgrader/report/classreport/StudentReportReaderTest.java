package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.report.classreport.StudentGrade.Behaviour;
import io.github.heuristicgrader.report.json.GradeJsonReader;
import io.github.heuristicgrader.report.classreport.StudentGrade.CheckPass;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StudentReportReaderTest {

    @TempDir
    Path reports;

    @TempDir
    Path output;

    private StudentReportReader.Folders read() throws Exception {
        return new StudentReportReader().read(reports, output);
    }

    private Map<String, StudentGrade> students() throws Exception {
        return read().students().stream().collect(Collectors.toMap(StudentGrade::id, Function.identity()));
    }

    private void good(String id) throws Exception {
        new GradeJson(7, 10).heuristic("x.Good", "basic", "passed", true, "a".repeat(64)).writeTo(reports.resolve(id));
    }

    @Test
    void readsScoreVerdictsSlotsTestsChecksAndFingerprints() throws Exception {
        new GradeJson(7, 10).heuristic("x.Good", "basic", "passed", true, "a".repeat(64))
                .heuristic("x.Copy", "manhattan", "passed", true, GradeJson.BASELINE_DIGEST)
                .slot("basic", 5, 5, null).slot("manhattan", 2, 2, "baseline").test("x.HiddenTest#solves", 0, 3)
                .writeTo(reports.resolve("s1"));

        StudentGrade student = students().get("s1");
        assertNull(student.problem());
        assertEquals(7, student.score());
        assertEquals(10, student.maxScore());
        assertEquals(StudentReportReader.relative(output, reports.resolve("s1/grade.json")), student.report());
        assertEquals(List.of(new HeuristicVerdict("x.Good", "basic", "passed"),
                new HeuristicVerdict("x.Copy", "manhattan", "passed")), student.verdicts());
        assertEquals(List.of(new Scored("basic", 5, 5), new Scored("manhattan", 2, 2)), student.slots());
        assertEquals(List.of(new Scored("x.HiddenTest#solves", 0, 3)), student.tests());
        assertTrue(student.checks().contains(new CheckPass("basic", "admissible", true)));
        assertEquals(List.of(new Behaviour("x.Good", GradeJson.DOMAIN, "sha256-int32-v1", 363_480, "a".repeat(64))),
                student.behaviours(), "the baseline's fingerprint is left out");
    }

    @Test
    void leavesOutTheHeuristicOfASlotThatMustEqualTheBaseline() throws Exception {
        new GradeJson(2, 2).heuristic("x.Manhattan", "manhattan", "passed", true, "c".repeat(64))
                .slot("manhattan", 2, 2, "baseline").writeTo(reports.resolve("s1"));
        assertEquals(List.of(), students().get("s1").behaviours());
    }

    @Test
    void reportsAHugeReportAsThatStudentsProblemWithoutReadingIt() throws Exception {
        Files.createDirectories(reports.resolve("huge"));
        try (RandomAccessFile file = new RandomAccessFile(reports.resolve("huge/grade.json").toFile(), "rw")) {
            file.setLength(GradeJsonReader.MAX_REPORT_BYTES + 1);
        }
        good("zed");
        Map<String, StudentGrade> students = students();
        assertTrue(students.get("huge").problem().contains("over the limit"), students.get("huge").problem());
        assertNull(students.get("huge").score());
        assertNull(students.get("zed").problem(), "the run goes on");
    }

    @Test
    void reportsMalformedJsonAsThatStudentsProblem() throws Exception {
        Files.createDirectories(reports.resolve("broken"));
        Files.writeString(reports.resolve("broken/grade.json"), "{\"schemaVersion\": 2, \"score\": ");
        Files.createDirectories(reports.resolve("wrong"));
        Files.writeString(reports.resolve("wrong/grade.json"), "{\"schemaVersion\": 2, \"score\": \"all\"}");
        Files.createDirectories(reports.resolve("old"));
        Files.writeString(reports.resolve("old/grade.json"), "{\"schemaVersion\": 1}");
        good("zed");
        Map<String, StudentGrade> students = students();
        assertTrue(students.get("broken").problem().startsWith("grade.json is not JSON"),
                students.get("broken").problem());
        assertEquals("grade.json: score is not a whole number", students.get("wrong").problem());
        assertTrue(students.get("old").problem().contains("schema version 1"), students.get("old").problem());
        assertNull(students.get("zed").problem());
    }

    @Test
    void reportsDeeplyNestedJsonAsThatStudentsProblem() throws Exception {
        Files.createDirectories(reports.resolve("deep"));
        Files.writeString(reports.resolve("deep/grade.json"), "[".repeat(100_000) + "]".repeat(100_000));
        assertTrue(students().get("deep").problem().contains("nested deeper than 64"),
                students().get("deep").problem());
    }

    @Test
    void refusesAReportThatIsALinkWithoutFollowingIt() throws Exception {
        Path secret = Files.writeString(output.resolve("secret.json"), new GradeJson(10, 10).toString());
        Files.createDirectories(reports.resolve("linker"));
        Files.createSymbolicLink(reports.resolve("linker/grade.json"), secret);
        StudentGrade student = students().get("linker");
        assertEquals("grade.json is a symbolic link, not a regular file", student.problem());
        assertNull(student.score(), "the linked file's score is not taken");
    }

    @Test
    void refusesAReportThatIsAFifoWithoutHanging() throws Exception {
        Files.createDirectories(reports.resolve("fifo"));
        Process mkfifo = new ProcessBuilder("mkfifo", reports.resolve("fifo/grade.json").toString()).start();
        assertEquals(0, mkfifo.waitFor());
        good("zed");
        Map<String, StudentGrade> students = assertTimeoutPreemptively(Duration.ofSeconds(10), this::students);
        assertEquals("grade.json is a FIFO, socket or device, not a regular file", students.get("fifo").problem());
        assertNull(students.get("zed").problem());
    }

    @Test
    void rejectsAStudentFolderThatIsALink() throws Exception {
        Path elsewhere = output.resolve("elsewhere");
        new GradeJson(10, 10).writeTo(elsewhere);
        Files.createSymbolicLink(reports.resolve("linked"), elsewhere);
        StudentReportReader.Folders folders = read();
        assertEquals(List.of(), folders.students());
        assertEquals(List.of(new StudentReportReader.Rejected("linked", "a symbolic link, not a folder")),
                folders.rejected());
    }

    @Test
    void rejectsFolderNamesThatAreNoStudentIds() throws Exception {
        for (String name : List.of("..\\..\\evil", ".hidden", "=HYPERLINK(\"x\")", "-rf", "a b", "<b>")) {
            new GradeJson(10, 10).writeTo(reports.resolve(name));
        }
        good("ok-1");
        StudentReportReader.Folders folders = read();
        assertEquals(List.of("ok-1"), folders.students().stream().map(StudentGrade::id).toList());
        assertEquals(6, folders.rejected().size());
        assertTrue(folders.rejected().stream().allMatch(entry -> entry.reason().startsWith("not a student id")));
    }

    @Test
    void reportsAFolderWithoutAReport() throws Exception {
        Files.createDirectories(reports.resolve("empty"));
        assertEquals("no grade.json in the student's folder", students().get("empty").problem());
    }

    @Test
    void readsFailedStatesEffortAndTestsOfGradedHeuristicsOnly() throws Exception {
        String state = SampleClass.STATES.get(1);
        GradeJson grade = new GradeJson(3, 10).heuristic("x.Graded", "basic", "inadmissible", true, null)
                .overestimatesAt(state).inconsistentAt(SampleClass.STATES.get(2), state).saved(0.25)
                .heuristic("x.Extra", "basic", "inadmissible", true, null).notGraded().overestimatesAt(state)
                .saved(0.5)
                .testResult("instructor", null, "2", "failed").testResult("project", "x.MyTest", "runs", "successful");
        // An extra class fills no slot it is graded in: its failures and effort are not the student's.
        grade.writeTo(reports.resolve("ann"));
        StudentGrade ann = students().get("ann");
        assertEquals(List.of(new StudentGrade.FailedState("basic", GradeJson.DOMAIN, "admissible", state),
                new StudentGrade.FailedState("basic", GradeJson.DOMAIN, "consistent", SampleClass.STATES.get(2))),
                ann.failedStates());
        assertEquals(List.of(new StudentGrade.EffortSaved("basic", GradeJson.DOMAIN, 0.25, false)), ann.efforts(),
                "x.Graded overestimates: its effort figure is marked inadmissible");
        assertEquals(List.of(new StudentGrade.TestResult("instructor", "[hidden-test:2]", "hidden test 2", "failed"),
                new StudentGrade.TestResult("project", "[engine:junit-jupiter]/[class:x.MyTest]/[method:runs()]",
                        "x.MyTest#runs()", "successful")), ann.testResults());
    }

    @Test
    void reportsTooManyTestResultsAsThatStudentsProblem() throws Exception {
        GradeJson many = new GradeJson(1, 1);
        for (int t = 0; t <= GradeJsonReader.MAX_TEST_RESULTS; t++) {
            many.testResult("project", "x.T", "m" + t, "successful");
        }
        many.writeTo(reports.resolve("many"));
        good("zed");
        Map<String, StudentGrade> students = students();
        assertEquals("grade.json: results has 10001 entries, over the limit of 10000", students.get("many").problem());
        assertNull(students.get("zed").problem(), "the run goes on");
    }

    @Test
    void readsASubmissionThatDidNotCompileAsAProblemWithItsFirstMessage() throws Exception {
        new GradeJson(0, 100).passed(false).compilation("main-failed", "the main sources do not compile (2 errors):"
                + " nothing was graded and the tests were not run", "src/main/java/s/H.java:3:cannot find symbol\n"
                + "  symbol: class Heuristc", "src/main/java/s/H.java:9:';' expected").writeTo(reports.resolve("ann"));
        new GradeJson(0, 100).passed(false).compilation("no-main-sources", "no main sources",
                ":0:the submission cannot be read: a zip entry climbs out").writeTo(reports.resolve("bob"));
        new GradeJson(7, 10).passed(true).compilation("compiled", "the main and test sources compiled")
                .writeTo(reports.resolve("cat"));
        Map<String, StudentGrade> students = students();
        StudentGrade ann = students.get("ann");
        assertTrue(ann.read(), "the report was read");
        assertEquals(0, ann.score());
        assertEquals("the main sources do not compile (2 errors): nothing was graded and the tests were not run;"
                + " first: src/main/java/s/H.java:3: cannot find symbol (and 1 more)", ann.problem());
        assertEquals("no main sources; first: the submission cannot be read: a zip entry climbs out",
                students.get("bob").problem());
        assertNull(students.get("cat").problem());
        assertTrue(students.get("cat").passed());
        assertFalse(ann.passed());
    }

    @Test
    void linksTheStudentsPageWhenItIsBesideTheReportAndNotALink() throws Exception {
        good("ann");
        Files.writeString(reports.resolve("ann/index.html"), "<!DOCTYPE html>");
        good("bob");
        good("cat");
        Files.createSymbolicLink(reports.resolve("cat/index.html"), reports.resolve("ann/index.html"));
        Map<String, StudentGrade> students = students();
        assertEquals(StudentReportReader.relative(output, reports.resolve("ann/index.html")),
                students.get("ann").page());
        assertEquals(students.get("ann").page(), students.get("ann").link());
        assertNull(students.get("bob").page(), "no page");
        assertEquals(students.get("bob").report(), students.get("bob").link(), "the report instead");
        assertNull(students.get("cat").page(), "a link could lead anywhere");
    }

    @Test
    void leavesDominanceOutForASlotThatMustEqualTheBaseline() throws Exception {
        new GradeJson(10, 10).heuristic("x.Manhattan", "manhattan", "passed", true, null).dominance(false, "^11^")
                .heuristic("x.Better", "better", "passed", true, null).dominance(false, "^22^")
                .slot("manhattan", 5, 5, "baseline").slot("better", 0, 5, null).writeTo(reports.resolve("ann"));
        StudentGrade ann = students().get("ann");
        assertTrue(ann.checks().stream().noneMatch(check -> check.part().equals("manhattan")
                && check.check().equals("dominance")), "not applicable: " + ann.checks());
        assertTrue(ann.checks().contains(new CheckPass("better", "dominance", false)));
        assertEquals(List.of(new StudentGrade.FailedState("better", GradeJson.DOMAIN, "dominance", "^22^")),
                ann.failedStates());
    }
}
