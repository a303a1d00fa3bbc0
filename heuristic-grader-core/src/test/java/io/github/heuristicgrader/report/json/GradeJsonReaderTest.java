package io.github.heuristicgrader.report.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one reading of {@code grade.json} takes back what {@link JsonReportWriter} writes, and refuses, in one line, a
 * file the writer never writes: nothing coerced, nothing missing, no name the model does not have.
 */
class GradeJsonReaderTest {

    @TempDir
    Path folder;

    private Path written() throws Exception {
        return new JsonReportWriter().write(SampleReports.withTests(), folder);
    }

    private String refusal(String from, String to) throws Exception {
        Path file = written();
        String text = Files.readString(file);
        assertTrue(text.contains(from), from);
        Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(from), to));
        GradeJsonReader.UnreadableReport refused = assertThrows(GradeJsonReader.UnreadableReport.class,
                () -> new GradeJsonReader().read(file));
        assertTrue(refused.opened(), "the file was read: its content is wrong");
        return refused.getMessage();
    }

    @Test
    void readsBackWhatTheWriterWrote() throws Exception {
        GradeReport read = new GradeJsonReader().read(written());
        assertEquals(new GradeJsonReader().read(written()), read);
        assertEquals(new String(new JsonReportWriter().toBytes(SampleReports.withTests()), StandardCharsets.UTF_8),
                new String(new JsonReportWriter().toBytes(read), StandardCharsets.UTF_8),
                "written again, the same bytes");
    }

    @Test
    void refusesANumberWrittenAsText() throws Exception {
        assertEquals("grade.json: score is not a whole number", refusal("\"score\": 125", "\"score\": \"125\""));
    }

    @Test
    void refusesAFractionWhereAWholeNumberIsDue() throws Exception {
        assertEquals("grade.json: score is not a whole number", refusal("\"score\": 125", "\"score\": 125.5"));
    }

    @Test
    void refusesTextWrittenAsANumber() throws Exception {
        assertEquals("grade.json: generator is not a string",
                refusal("\"generator\": \"heuristic-grader 0.1.0-SNAPSHOT\"", "\"generator\": 7"));
    }

    @Test
    void refusesAVerdictTheModelDoesNotHave() throws Exception {
        String message = refusal("\"verdict\": \"passed\"", "\"verdict\": \"<b>passed</b>\"");
        assertEquals("grade.json: verdict is not one of its names", message);
    }

    @Test
    void refusesAMissingField() throws Exception {
        assertEquals("grade.json: maxScore is missing", refusal("\"maxScore\": 330,", ""));
    }

    @Test
    void refusesAnEntryThatIsNoObject() throws Exception {
        String message = refusal("\"heuristics\": [", "\"heuristics\": [ 7,");
        assertEquals("grade.json: an entry of heuristics is not an object", message);
    }

    @Test
    void refusesAReportWhoseLinkIsFollowedNowhere() throws Exception {
        Path elsewhere = written();
        Path link = Files.createSymbolicLink(Files.createDirectories(folder.resolve("linked")).resolve("grade.json"),
                elsewhere);
        GradeJsonReader.UnreadableReport refused = assertThrows(GradeJsonReader.UnreadableReport.class,
                () -> new GradeJsonReader().read(link));
        assertEquals("grade.json is a symbolic link, not a regular file", refused.getMessage());
        assertFalse(refused.opened());
    }
}
