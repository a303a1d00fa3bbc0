package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.SampleReports;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.maven.doxia.sink.impl.Xhtml5BaseSink;
import org.apache.maven.reporting.MavenReportException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportMojoTest {

    @TempDir
    Path dir;

    private ReportMojo mojo() {
        ReportMojo mojo = new ReportMojo();
        mojo.gradeDirectory = dir.resolve("grade").toFile();
        mojo.classOutputDirectory = dir.resolve("grade-class").toFile();
        mojo.setReportOutputDirectory(dir.resolve("site").toFile());
        mojo.baseDirectory = dir.toFile();
        return mojo;
    }

    @Test
    void rendersTheGradeIntoTheSitesSinkAndCopiesItsPage() throws Exception {
        Path grade = Files.createDirectories(dir.resolve("grade"));
        new JsonReportWriter().write(SampleReports.withTests(), grade);
        new HtmlReportWriter().write(SampleReports.withTests(), grade);
        StringWriter out = new StringWriter();

        ReportMojo mojo = mojo();
        assertTrue(mojo.canGenerateReport());
        mojo.generate(new Xhtml5BaseSink(out), null, Locale.ROOT);

        assertTrue(out.toString().contains("Score: 125/330 points; the grade fails."), out::toString);
        assertArrayEquals(Files.readAllBytes(grade.resolve("index.html")),
                Files.readAllBytes(dir.resolve("site/heuristic-grader/index.html")));
    }

    @Test
    void saysThereIsNoGradeOnThePage() throws Exception {
        StringWriter out = new StringWriter();

        mojo().generate(new Xhtml5BaseSink(out), null, Locale.ROOT);

        assertTrue(out.toString().contains("No grade to show: "), out::toString);
    }

    @Test
    void skipLeavesThePageOut() {
        ReportMojo mojo = mojo();
        mojo.skip = true;

        assertFalse(mojo.canGenerateReport());
    }

    @Test
    void aGradeJsonThatIsNoReportFailsTheReport() throws Exception {
        Path grade = Files.createDirectories(dir.resolve("grade"));
        Files.writeString(grade.resolve("grade.json"), "[\"::error::forged\"]");

        MavenReportException thrown = assertThrows(MavenReportException.class,
                () -> mojo().generate(new Xhtml5BaseSink(new StringWriter()), null, Locale.ROOT));
        assertTrue(thrown.getMessage().startsWith("cannot show the grade in the site: "), thrown.getMessage());
    }
}
