package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.result.GradeReport.SandboxReport;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
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
        return grade(mode, output.resolve("empty-path"));
    }

    private GradeOutcome grade(Sandbox.Mode mode, Path searchPath) throws GradingException {
        return grade(mode, searchPath, TestRequest.notRun("none"));
    }

    private GradeOutcome grade(Sandbox.Mode mode, Path searchPath, TestRequest tests) throws GradingException {
        return grader(searchPath).build().grade(request(mode, tests, output.resolve("grade")));
    }

    /** A grader that finds no heuristic, runs no test and reads {@code PATH} as {@code searchPath}. */
    private ExhaustiveGrader.Builder grader(Path searchPath) {
        Map<String, String> environment = Map.of("PATH", searchPath.toString(),
                "GITHUB_STEP_SUMMARY", output.resolve("summary.md").toString());
        HeuristicRunner never = (className, pieceSet, timeLimit) -> {
            throw new AssertionError("no heuristic is to be run");
        };
        HeuristicLocator none = request -> new HeuristicLocator.Located(List.of(), Map.of(), List.of(), List.of());
        return ExhaustiveGrader.builder().runningHeuristicsWith(any -> never).locatingWith(none)
                .runningTestsWith((any, timeLimit) -> null).readingEnvironment(environment::get);
    }

    private GradeRequest request(Sandbox.Mode mode, TestRequest tests, Path reports) {
        return new GradeRequest(List.of(), output.resolve("classes"), List.of(), List.of(),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), reports,
                Duration.ofSeconds(10), 256, Rubric.standard(), 0, Duration.ZERO, tests, mode);
    }

    /**
     * A folder whose {@code bwrap} counts its starts in {@code starts} and then runs the real one; skips the test
     * where bubblewrap cannot start a JVM.
     */
    private Path countingBubblewrap(Path starts) throws Exception {
        Path real = Path.of("/usr/bin/bwrap");
        assumeTrue(Files.isExecutable(real), "no bubblewrap in /usr/bin");
        assumeTrue(Sandbox.detect(Sandbox.Mode.AUTO, Path.of(System.getProperty("java.home"), "bin", "java"),
                "/usr/bin").isolation() == Sandbox.Isolation.BUBBLEWRAP, "bubblewrap cannot start java here");
        Path path = Files.createDirectories(output.resolve("counting-path"));
        Path bwrap = path.resolve("bwrap");
        Files.writeString(bwrap, "#!/bin/sh\necho start >>'" + starts + "'\nexec " + real + " \"$@\"\n");
        Files.setPosixFilePermissions(bwrap, PosixFilePermissions.fromString("rwxr-xr-x"));
        return path;
    }

    @Test
    void probesBubblewrapOnceForEveryGradeOfAClass() throws Exception {
        Path starts = output.resolve("bwrap-starts.txt");
        ExhaustiveGrader grader = grader(countingBubblewrap(starts)).sharingStateSpaces().build();

        for (String student : List.of("ana", "ben", "cy")) {
            SandboxReport sandbox = grader.grade(request(Sandbox.Mode.AUTO, TestRequest.notRun("none"),
                    output.resolve(student))).report().sandbox();
            assertEquals("bubblewrap", sandbox.isolation(), student);
            assertTrue(sandbox.active(), student);
        }
        assertEquals(1, Files.readAllLines(starts).size());
    }

    @Test
    void probesBubblewrapForEachGradeOfAGraderOfOneProject() throws Exception {
        Path starts = output.resolve("bwrap-starts.txt");
        ExhaustiveGrader grader = grader(countingBubblewrap(starts)).build();

        grader.grade(request(Sandbox.Mode.AUTO, TestRequest.notRun("none"), output.resolve("first")));
        grader.grade(request(Sandbox.Mode.AUTO, TestRequest.notRun("none"), output.resolve("second")));
        assertEquals(2, Files.readAllLines(starts).size());
    }

    /** What is said of the fallback when neither bubblewrap nor {@code setpriv} is on the path. */
    private String neither() {
        Path path = output.resolve("empty-path");
        return "bwrap (bubblewrap) is not installed: not found on PATH " + path + "; no user of the fork's own"
                + " either: " + (isRoot() ? "setpriv (util-linux) is not installed: not found on PATH " + path
                : "the grader runs as uid " + uid() + ", not root, so it cannot switch to another user");
    }

    private static int uid() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static boolean isRoot() {
        return uid() == 0;
    }

    @Test
    void refusesToGradeWhenTheSandboxIsRequiredAndBubblewrapIsMissing() {
        GradingException error = assertThrows(GradingException.class, () -> grade(Sandbox.Mode.REQUIRED));

        assertEquals("the sandbox is required (sandbox = required) but cannot be used here: " + neither()
                + "; install bubblewrap and allow user namespaces, or run the grader as root with setpriv"
                + " (util-linux) installed, or set grade.sandbox to auto or off", error.getMessage());
        assertFalse(Files.exists(output.resolve("grade").resolve(JsonReportWriter.FILE_NAME)));
    }

    @Test
    void gradesUnsandboxedInAutoModeAndSaysSoInEveryReport() throws Exception {
        GradeOutcome outcome = grade(Sandbox.Mode.AUTO);

        SandboxReport sandbox = outcome.report().sandbox();
        assertEquals("auto", sandbox.mode());
        assertFalse(sandbox.active());
        assertEquals(List.of(), sandbox.enforced());
        assertEquals(neither(), sandbox.reason());
        assertEquals("none", sandbox.isolation());
        String line = "Student code ran without a sandbox";
        Path grade = output.resolve("grade");
        String json = Files.readString(grade.resolve(JsonReportWriter.FILE_NAME));
        assertTrue(json.contains("\"sandbox\""), json);
        assertTrue(json.contains("\"active\": false"), json);
        assertTrue(Files.readString(grade.resolve(HtmlReportWriter.FILE_NAME)).contains(line));
        assertTrue(Files.readString(grade.resolve(GradescopeResultsWriter.FILE_NAME)).contains(line));
        assertTrue(Files.readString(output.resolve("summary.md")).contains(line));
    }

    /** A search path on which bubblewrap cannot start, as in Docker's default seccomp profile, and setpriv can. */
    private Path pathWhereBubblewrapIsRefused() throws java.io.IOException {
        // As a project's directory is: the grader's, open to every user for reading.
        Files.setPosixFilePermissions(output, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path path = Files.createDirectories(output.resolve("path"));
        Path bwrap = path.resolve("bwrap");
        Files.writeString(bwrap, "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n");
        Files.setPosixFilePermissions(bwrap, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.createSymbolicLink(path.resolve("setpriv"), Path.of("/usr/bin/setpriv"));
        Files.createSymbolicLink(path.resolve("setsid"), Path.of("/usr/bin/setsid"));
        return path;
    }

    @Test
    void hiddenTestJarsClosedToOtherUsersKeepTheForksUsersOfTheirOwn() throws Exception {
        assumeTrue(isRoot(), "not root");
        Path path = pathWhereBubblewrapIsRefused();
        // As the Gradescope kit leaves them in its repository: chmod -R go= on the jar's version directory.
        Path version = Files.createDirectories(output.resolve("repository").resolve("hidden"));
        Path hiddenJar = Files.writeString(version.resolve("hidden-tests.jar"), "not read before the run");
        Files.setPosixFilePermissions(hiddenJar, PosixFilePermissions.fromString("rw-------"));
        Files.setPosixFilePermissions(version, PosixFilePermissions.fromString("rwx------"));
        TestRequest tests = new TestRequest(true, null, List.of(), List.of(), null, List.of(hiddenJar), List.of(),
                List.of(hiddenJar), output, Duration.ofSeconds(1), Duration.ofSeconds(1));

        SandboxReport sandbox = grade(Sandbox.Mode.AUTO, path, tests).report().sandbox();

        // The instructor's run copies the jar for its fork's user alone, so it need not be open to every user.
        assertEquals("user", sandbox.isolation(), sandbox::reason);
    }

    @Test
    void runsForksAsUsersOfTheirOwnWhereBubblewrapIsRefusedAndSaysSoInEveryReport() throws Exception {
        assumeTrue(isRoot(), "not root");
        Path path = pathWhereBubblewrapIsRefused();

        GradeOutcome outcome = grade(Sandbox.Mode.AUTO, path);

        SandboxReport sandbox = outcome.report().sandbox();
        assertTrue(sandbox.active());
        assertEquals("user", sandbox.isolation());
        assertTrue(sandbox.reason().startsWith("not in bubblewrap: bwrap cannot start java here"), sandbox::reason);
        String line = "Student code ran as an unprivileged user of its own, not in a full sandbox (sandbox auto)";
        Path grade = output.resolve("grade");
        String json = Files.readString(grade.resolve(JsonReportWriter.FILE_NAME));
        assertTrue(json.contains("\"isolation\": \"user\""), json);
        assertTrue(Files.readString(grade.resolve(HtmlReportWriter.FILE_NAME)).contains(line));
        assertTrue(Files.readString(grade.resolve(GradescopeResultsWriter.FILE_NAME)).contains(line));
        // Markdown escapes the parentheses.
        assertTrue(Files.readString(output.resolve("summary.md")).contains(
                "Student code ran as an unprivileged user of its own, not in a full sandbox"));
    }

    @Test
    void refusesToGradeAsUsersOfTheirOwnWhereTheyCannotBeHad() {
        GradingException error = assertThrows(GradingException.class, () -> grade(Sandbox.Mode.USER));

        assertTrue(error.getMessage().startsWith("forks were asked to run as users of their own (sandbox = user) but"
                + " cannot here: no user of the fork's own either: "), error::getMessage);
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
