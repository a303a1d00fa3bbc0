package io.github.heuristicgrader.report;

import io.github.heuristicgrader.report.formats.ReportFormat;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.JUnitXmlReportWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reports written where a fork may have left a FIFO, a link or a directory at their names. */
class ReportFilesTest {

    private static final Duration NO_HANG = Duration.ofSeconds(20);

    @TempDir
    Path directory;

    @Test
    void everyWriterReplacesAFifoAtItsNameWithoutBlocking() throws Exception {
        GradeReport report = SampleReports.withTests();
        for (String name : ReportFormat.FILE_NAMES) {
            mkfifo(directory.resolve(name));
        }

        assertTimeoutPreemptively(NO_HANG, () -> {
            new JsonReportWriter().write(report, directory);
            new HtmlReportWriter().write(report, directory);
            new GradescopeResultsWriter().write(report, new ReportRun(directory, Duration.ofSeconds(3), false,
                    variable -> null));
            new JUnitXmlReportWriter().write(report, directory);
            new PrairieLearnResultsWriter().write(report, new ReportRun(directory, Duration.ZERO, false,
                    variable -> null));
        });

        for (String name : ReportFormat.FILE_NAMES) {
            assertTrue(Files.isRegularFile(directory.resolve(name), LinkOption.NOFOLLOW_LINKS), name);
        }
        assertEquals(report, new JsonReportWriter().read(directory.resolve(JsonReportWriter.FILE_NAME)));
        assertEquals(List.copyOf(ReportFormat.FILE_NAMES).stream().sorted().toList(), names());
    }

    @Test
    void aReportGetsThePermissionsOfAFileCreatedAsUsual() throws IOException {
        Path usual = Files.createFile(directory.resolve("usual.txt"));

        Path report = ReportFiles.replace(directory, "grade.json", new byte[] {1});

        assertEquals(Files.getPosixFilePermissions(usual), Files.getPosixFilePermissions(report));
    }

    @Test
    void aFileInPlaceOfTheOutputDirectoryIsReplacedByTheDirectory() throws IOException {
        Path output = Files.writeString(directory.resolve("grade"), "not a directory");

        Path report = ReportFiles.replace(output, "grade.json", new byte[] {1});

        assertTrue(Files.isDirectory(output, LinkOption.NOFOLLOW_LINKS));
        assertEquals(1, Files.readAllBytes(report).length);
    }

    @Test
    void replacesALinkAtTheNameAndLeavesItsTargetAlone() throws IOException {
        Path target = Files.writeString(directory.resolve("elsewhere.json"), "keep me");
        Files.createSymbolicLink(directory.resolve("grade.json"), target);

        ReportFiles.replace(directory, "grade.json", "{}\n".getBytes(StandardCharsets.UTF_8));

        assertFalse(Files.isSymbolicLink(directory.resolve("grade.json")));
        assertEquals("{}\n", Files.readString(directory.resolve("grade.json")));
        assertEquals("keep me", Files.readString(target));
    }

    @Test
    void aDirectoryAtTheNameIsAnErrorSayingSoAndLeavesNoTemporaryFile() throws IOException {
        Files.createDirectories(directory.resolve("results.json").resolve("inside"));

        IOException error = assertThrows(IOException.class,
                () -> ReportFiles.replace(directory, "results.json", new byte[] {1}));

        assertEquals("cannot write " + directory.resolve("results.json") + ": a directory stands in its place",
                error.getMessage());
        assertEquals(List.of("results.json"), names());
    }

    @Test
    void removesStaleReportsWhateverStandsAtTheirNamesWithoutFollowingLinks() throws Exception {
        Path precious = Files.writeString(directory.resolve("precious.txt"), "keep me");
        Files.writeString(directory.resolve("grade.json"), "{\"score\": 100}");
        mkfifo(directory.resolve("results.json"));
        Files.createSymbolicLink(directory.resolve("index.html"), precious);
        Path inside = Files.createDirectories(directory.resolve("TEST-heuristic-grader.xml").resolve("deep"));
        Files.createSymbolicLink(inside.resolve("link"), precious);

        ReportFiles.removeStale(directory, ReportFormat.FILE_NAMES);
        ReportFiles.removeStale(directory.resolve("not-there-yet"), ReportFormat.FILE_NAMES);

        assertEquals(List.of("precious.txt"), names());
        assertEquals("keep me", Files.readString(precious));
    }

    @Test
    void theStepSummaryIsNotAppendedToAFifoOrALink() throws Exception {
        Path fifo = mkfifo(directory.resolve("summary.md"));
        Path link = Files.createSymbolicLink(directory.resolve("linked.md"),
                Files.writeString(directory.resolve("target.md"), "# mine\n"));

        IOException refused = assertTimeoutPreemptively(NO_HANG, () -> assertThrows(IOException.class,
                () -> new MarkdownSummaryWriter().appendTo(SampleReports.withTests(), fifo)));
        IOException linked = assertThrows(IOException.class,
                () -> new MarkdownSummaryWriter().appendTo(SampleReports.withTests(), link));

        assertEquals("cannot append to " + fifo + ": it is a FIFO, socket or device, not a regular file",
                refused.getMessage());
        assertTrue(linked.getMessage().endsWith("it is a symbolic link, not a regular file"), linked.getMessage());
        assertEquals("# mine\n", Files.readString(directory.resolve("target.md")));
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    private static Path mkfifo(Path file) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("mkfifo", file.toString()).inheritIO().start();
        assertEquals(0, process.waitFor());
        return file;
    }
}
