package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GradesCsvWriterTest {

    @TempDir
    Path reports;

    @TempDir
    Path output;

    @Test
    void writesAColumnPerSlotAndTestEntryAndARowPerStudent() throws Exception {
        new GradeJson(9, 10).slot("basic", 5, 5, null).slot("advanced", 4, 5, null).test("T#a", 0, 2)
                .writeTo(reports.resolve("ann"));
        new GradeJson(5, 10).slot("basic", 5, 5, null).writeTo(reports.resolve("bob"));
        Files.createDirectories(reports.resolve("cat"));
        new GradeJson(0, 10).passed(false).compilation("main-failed", "the main sources do not compile (2 errors):"
                + " nothing was graded and the tests were not run", "src/main/java/d/H.java:2:';' expected",
                "src/main/java/d/H.java:4:-> unexpected").writeTo(reports.resolve("dan"));
        ClassReport report = ClassReport.of(new StudentReportReader().read(reports, output));
        Path csv = new GradesCsvWriter().write(report, output);
        assertEquals("id,score,max,slot:advanced,slot:basic,test:T#a,problem\r\n"
                + "ann,9,10,4,5,0,\r\n"
                + "bob,5,10,,5,,\r\n"
                + "cat,,,,,,no grade.json in the student's folder\r\n"
                + "dan,0,10,,,,the main sources do not compile (2 errors): nothing was graded and the tests were not"
                + " run; first: src/main/java/d/H.java:2: ';' expected (and 1 more)\r\n", Files.readString(csv));
    }

    @Test
    void neutralisesFormulasAndQuotesStudentText() throws Exception {
        new GradeJson(1, 1).slot("=HYPERLINK(\"http://evil\",\"x\")", 1, 1, null).slot("+1", 0, 1, null)
                .slot("-2", 0, 1, null).slot("@SUM(A1)", 0, 1, null).slot("a,b", 0, 1, null)
                .slot("line\nbreak", 0, 1, null).writeTo(reports.resolve("ann"));
        ClassReport report = ClassReport.of(new StudentReportReader().read(reports, output));
        String header = new GradesCsvWriter().text(report).lines().findFirst().orElseThrow();
        assertEquals("id,score,max,slot:+1,slot:-2,\"slot:=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\",slot:@SUM(A1),"
                + "\"slot:a,b\",\"slot:line", header, "a prefix already keeps these from the first character");
        assertEquals("'=1+1", GradesCsvWriter.text("=1+1"));
        assertEquals("'+1", GradesCsvWriter.text("+1"));
        assertEquals("'-2", GradesCsvWriter.text("-2"));
        assertEquals("'@SUM(A1)", GradesCsvWriter.text("@SUM(A1)"));
        assertEquals("'\tx", GradesCsvWriter.text("\tx"));
        assertEquals("\"'=1,2\"", GradesCsvWriter.text("=1,2"));
        assertEquals("\"say \"\"hi\"\"\"", GradesCsvWriter.text("say \"hi\""));
    }
}
