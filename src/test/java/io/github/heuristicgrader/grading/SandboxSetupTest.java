package io.github.heuristicgrader.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.fork.Sandbox;
import io.github.heuristicgrader.report.GradeReport.SandboxReport;
import io.github.heuristicgrader.report.GradescopeResultsWriter;
import io.github.heuristicgrader.report.HtmlReportWriter;
import io.github.heuristicgrader.report.JsonReportWriter;
import io.github.heuristicgrader.report.MarkdownSummaryWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What becomes of a grading run on a machine without bubblewrap, as each sandbox mode asks. */
class SandboxSetupTest {

    @TempDir
    Path output;

    private GradeOutcome grade(Sandbox.Mode mode) throws GradingException {
        Path noBwrap = output.resolve("empty-path");
        Map<String, String> environment = Map.of("PATH", noBwrap.toString(),
                "GITHUB_STEP_SUMMARY", output.resolve("summary.md").toString());
        HeuristicRunner never = (className, pieceSet, timeLimit) -> {
            throw new AssertionError("no heuristic is to be run");
        };
        HeuristicLocator none = request -> new HeuristicLocator.Located(List.of(), List.of(), List.of());
        GradeRequest request = new GradeRequest(List.of(), output.resolve("classes"), List.of(), List.of(),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), output.resolve("grade"),
                Duration.ofSeconds(10), 256, Rubric.standard(), 0, Duration.ZERO, TestRequest.notRun("none"), mode);
        return new ExhaustiveGrader(any -> never, none, (any, timeLimit) -> null, environment::get).grade(request);
    }

    @Test
    void refusesToGradeWhenTheSandboxIsRequiredAndBubblewrapIsMissing() {
        GradingException error = assertThrows(GradingException.class, () -> grade(Sandbox.Mode.REQUIRED));

        assertEquals("the sandbox is required (sandbox = required) but cannot be used here: bwrap (bubblewrap) is"
                + " not installed: not found on PATH " + output.resolve("empty-path") + "; install bubblewrap and"
                + " allow user namespaces, or set grade.sandbox to auto or off", error.getMessage());
        assertFalse(Files.exists(output.resolve("grade").resolve(JsonReportWriter.FILE_NAME)));
    }

    @Test
    void gradesUnsandboxedInAutoModeAndSaysSoInEveryReport() throws Exception {
        GradeOutcome outcome = grade(Sandbox.Mode.AUTO);

        SandboxReport sandbox = outcome.report().sandbox();
        assertEquals("auto", sandbox.mode());
        assertFalse(sandbox.active());
        assertEquals(List.of(), sandbox.enforced());
        assertEquals("bwrap (bubblewrap) is not installed: not found on PATH " + output.resolve("empty-path"),
                sandbox.reason());
        String line = "Student code ran without a sandbox";
        Path grade = output.resolve("grade");
        String json = Files.readString(grade.resolve(JsonReportWriter.FILE_NAME));
        assertTrue(json.contains("\"sandbox\""), json);
        assertTrue(json.contains("\"active\": false"), json);
        assertTrue(Files.readString(grade.resolve(HtmlReportWriter.FILE_NAME)).contains(line));
        assertTrue(Files.readString(grade.resolve(GradescopeResultsWriter.FILE_NAME)).contains(line));
        assertTrue(Files.readString(output.resolve("summary.md")).contains(line));
    }

    @Test
    void saysTheSandboxWasSwitchedOff() throws Exception {
        SandboxReport sandbox = grade(Sandbox.Mode.OFF).report().sandbox();

        assertEquals("off", sandbox.mode());
        assertFalse(sandbox.active());
        assertEquals("switched off (sandbox = off)", sandbox.reason());
        assertTrue(sandbox.notEnforced().contains("no network"), sandbox.notEnforced()::toString);
    }
}
