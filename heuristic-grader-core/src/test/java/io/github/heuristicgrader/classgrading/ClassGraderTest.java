package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.behaviour.ValuesFile;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.submissions.SourceCompiler;
import io.github.heuristicgrader.grading.GradeOutcome;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.Grader;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.grading.TestRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassGraderTest {

    @TempDir
    Path directory;

    /** Grades by the request it is given: throws for bob, records what it saw, writes the two reports resume reads. */
    private final class RecordingGrader implements Grader {
        final List<GradeRequest> requests = Collections.synchronizedList(new ArrayList<>());
        /** The template's grade: by default a template whose slot earns nothing. */
        GradeReport templateReport = template(false);

        @Override
        public void clearEarlierRun(Path outputDirectory) {
        }

        /** The student whose grade stops the run as a kill would: an error no task catches. */
        String killedAt;

        @Override
        public GradeOutcome grade(GradeRequest request) throws GradingException {
            if (request.outputDirectory().getFileName().toString().equals(killedAt)) {
                throw new OutOfMemoryError("killed while grading " + killedAt);
            }
            requests.add(request);
            if (request.outputDirectory().getFileName().toString().equals("bob")) {
                throw new IllegalStateException("bob's grade broke the grader");
            }
            GradeReport report = new GradeReport(GradeReport.SCHEMA_VERSION, "test", 1, 1,
                    request.compilation().compiled(), List.of(), List.of(), null, null, List.of(), null,
                    new GradeReport.CompilationReport(request.compilation().outcome(), "not all compiled", 0,
                            List.of(), List.of()), null, null, null);
            try {
                new JsonReportWriter().write(request.outputDirectory().endsWith(ClassGrader.TEMPLATE)
                        ? templateReport : report, request.outputDirectory());
                Files.writeString(request.outputDirectory().resolve(PrairieLearnResultsWriter.FILE_NAME), "{}");
            } catch (java.io.IOException e) {
                throw new GradingException(e.toString(), e);
            }
            String id = request.outputDirectory().getFileName().toString();
            return new GradeOutcome(report, null, null, List.of(), List.of(), List.of(),
                    List.of(new HeuristicValues("token", id + ".H", new int[] {id.length(), 1, 2})));
        }
    }

    /**
     * A template's grade with one slot of 20 points: a worked heuristic earns them all, a stub (none graded) nothing.
     */
    private static GradeReport template(boolean worked) {
        List<GradeReport.HeuristicReport> heuristics = worked ? List.of(new GradeReport.HeuristicReport(
                "student.ManhattanHeuristic", "huarongdao", Verdict.PASSED, null, 0, 0, null, null, List.of(), 20, 20,
                List.of(), null, false, null, null, null, new GradeReport.SlotFill("manhattan", true, null, null),
                null)) : List.of();
        int earned = worked ? 20 : 0;
        return new GradeReport(GradeReport.SCHEMA_VERSION, "test", earned, 20, false, List.of(), heuristics, null,
                null, List.of(new GradeReport.SlotReport("manhattan", null, 20, earned, true, null,
                        GradeReport.SlotReport.FILLED, List.of(), "")), null, null, null, null, null);
    }

    private void source(String relative, String text) throws Exception {
        Path file = directory.resolve("submissions").resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private ClassGradeRequest request(boolean regrade) {
        return request(regrade, null);
    }

    private ClassGradeRequest request(boolean regrade, Path template) {
        return request(regrade, template, false);
    }

    private ClassGradeRequest request(boolean regrade, Path template, boolean templateMayEarnPoints) {
        return request(regrade, template, templateMayEarnPoints, null);
    }

    private ClassGradeRequest request(Shard shard) {
        return request(false, null, false, shard);
    }

    private ClassGradeRequest request(boolean regrade, Path template, boolean templateMayEarnPoints, Shard shard) {
        GradeRequest grade = new GradeRequest(List.of(), directory.resolve("instructor/classes"),
                List.of(directory.resolve("instructor/classes")), List.of(), Path.of("java"), List.of(),
                directory.resolve("unused"), Duration.ofSeconds(5), 64, Rubric.standard(), 0, Duration.ZERO,
                TestRequest.notRun("none"), Duration.ofSeconds(60), Sandbox.Mode.OFF);
        return new ClassGradeRequest(directory.resolve("submissions"), directory.resolve("out"), regrade, grade,
                TestRequest.notRun("none"), TestRequest.notRun("none"), directory.resolve("instructor/src/main/java"),
                directory.resolve("instructor/src/test/java"), directory.resolve("instructor/classes"),
                directory.resolve("instructor/test-classes"), List.of(), List.of(),
                new SourceCompiler(null, StandardCharsets.UTF_8), template, templateMayEarnPoints, shard);
    }

    @Test
    void keepsGradingTheClassWhenOneStudentsGradeThrows() throws Exception {
        source("alice/src/main/java/student/A.java", "package student; public class A {}");
        source("bob/src/main/java/student/B.java", "package student; public class B {}");
        source("carol/C.java", "package student; public class C { int broken = }");
        RecordingGrader grader = new RecordingGrader();
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());

        ClassGrader.Outcome outcome = new ClassGrader(grader, line -> { }, warnings::add).grade(request(false));

        assertEquals(3, outcome.graded());
        assertEquals(Map.of("bob", "bob's grade broke the grader"), outcome.errors());
        // carol did not compile: graded all the same, with main-failed, and counted as failed, as bob is.
        assertEquals(2, outcome.failed());
        GradeRequest carol = grader.requests.stream()
                .filter(request -> request.outputDirectory().endsWith("carol")).findFirst().orElseThrow();
        assertEquals("main-failed", carol.compilation().outcome().id());
        assertTrue(Files.isRegularFile(directory.resolve("out/students/alice/grade.json")));
        // Each student's class directory stands where the instructor's stood on the class path.
        GradeRequest alice = grader.requests.stream()
                .filter(request -> request.outputDirectory().endsWith("alice")).findFirst().orElseThrow();
        assertEquals(directory.resolve("out/builds/alice/classes"), alice.studentClasspath().get(0));
        assertTrue(!alice.studentClasspath().contains(directory.resolve("instructor/classes")));
    }

    private void zip(String name, String entry, String text) throws Exception {
        Path zip = directory.resolve("submissions").resolve(name);
        Files.createDirectories(zip.getParent());
        try (java.io.OutputStream out = Files.newOutputStream(zip);
                java.util.zip.ZipOutputStream zipped = new java.util.zip.ZipOutputStream(out)) {
            zipped.putNextEntry(new java.util.zip.ZipEntry(entry));
            zipped.write(text.getBytes(StandardCharsets.UTF_8));
            zipped.closeEntry();
        }
    }

    @Test
    void gradesAnUnreadableZipAsNoSourcesAndLogsWhyWithItsReadingTime() throws Exception {
        source("alice/src/main/java/student/A.java", "package student; public class A {}");
        zip("mallory.zip", "../../alice/src/main/java/student/A.java", "package student; public class A {}");
        RecordingGrader grader = new RecordingGrader();
        List<String> infos = Collections.synchronizedList(new ArrayList<>());
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());

        ClassGrader.Outcome outcome = new ClassGrader(grader, infos::add, warnings::add).grade(request(false));

        assertEquals(2, outcome.graded());
        assertEquals(Map.of(), outcome.errors());
        GradeRequest mallory = grader.requests.stream()
                .filter(request -> request.outputDirectory().endsWith("mallory")).findFirst().orElseThrow();
        assertEquals("no-main-sources", mallory.compilation().outcome().id());
        assertEquals("the submission cannot be read: the zip entry ../../alice/src/main/java/student/A.java climbs"
                + " out of the submission", mallory.compilation().main().get(0).message());
        assertTrue(warnings.stream().anyMatch(line -> line.matches("mallory: the submission cannot be read, graded as"
                + " one with no sources \\([0-9.]+ ms of CPU\\): the zip entry \\.\\./.* climbs out of the submission")),
                warnings.toString());
        assertTrue(infos.stream().anyMatch(line -> line.matches(
                "alice: sources read in [0-9.]+ ms of CPU \\(1 main and 0 test files\\)")), infos.toString());
    }

    @Test
    void leavesAStudentUngradedForTheNextRunWhenTheRunsReadingBudgetIsSpent() throws Exception {
        zip("alice.zip", "src/main/java/student/A.java", "package student; public class A {}\n"
                + " ".repeat(600_000));
        source("carol/src/main/java/student/C.java", "package student; public class C {}");

        ClassGrader.Outcome outcome = new ClassGrader(new RecordingGrader(), line -> { }, line -> { }, 500_000)
                .grade(request(false));
        ClassGrader.Outcome next = new ClassGrader(new RecordingGrader(), line -> { }, line -> { })
                .grade(request(false));

        assertEquals(Map.of("alice", "the class run has inflated 500000 bytes from zipped submissions, its budget:"
                + " this submission was not read; a later run grades it"), outcome.errors());
        assertTrue(Files.isRegularFile(directory.resolve("out/students/carol").resolve(JsonReportWriter.FILE_NAME)));
        assertEquals(1, next.graded());
        assertEquals(Map.of(), next.errors());
        assertTrue(Files.isRegularFile(directory.resolve("out/students/alice").resolve(JsonReportWriter.FILE_NAME)));
    }

    @Test
    void gradesItsShardOfTheStudentsSortedByIdAndSaysWhichInItsManifest() throws Exception {
        for (String id : List.of("eve", "ann", "dee", "bob", "cy")) {
            source(id + "/src/main/java/student/H.java", "package student; public class H {}");
        }
        RecordingGrader grader = new RecordingGrader();

        ClassGrader.Outcome outcome = new ClassGrader(grader, line -> { }, line -> { })
                .grade(request(new Shard(2, 3)));

        assertEquals(2, outcome.graded());
        assertEquals(List.of("bob", "cy"), grader.requests.stream().map(request -> request.outputDirectory()
                .getFileName().toString()).sorted().toList());
        // Bob's grade breaks the grader: the students a shard could not grade travel in its manifest.
        assertEquals(new ShardManifest(new Shard(2, 3), 5, List.of("bob", "cy"),
                Map.of("bob", "bob's grade broke the grader")),
                ShardManifest.read(directory.resolve("out")));
    }

    @Test
    void aShardKilledHalfWayAndRunAgainGradesOnlyWhatItHadNotWithItsManifestLast() throws Exception {
        List<String> part = List.of("ann", "bob", "cy", "dee", "eve", "fay");
        for (String id : part) {
            source(id + "/src/main/java/student/H.java", "package student; public class H {}");
        }
        RecordingGrader killed = new RecordingGrader();
        killed.killedAt = "dee";

        assertThrows(GradingException.class, () -> new ClassGrader(killed, line -> { }, line -> { })
                .grade(request(new Shard(1, 1))));
        assertEquals(null, ShardManifest.read(directory.resolve("out")), "no manifest: a merge sees it unfinished");
        // A killed process leaves no thread behind; the tasks this run had started end in a moment.
        Thread.sleep(1_000);
        List<String> done = part.stream().filter(id -> ClassGrader.complete(directory.resolve("out/students")
                .resolve(id), ClassGrader.valuesFile(directory.resolve("out"), id))).toList();
        RecordingGrader retried = new RecordingGrader();
        ClassGrader.Outcome outcome = new ClassGrader(retried, line -> { }, line -> { })
                .grade(request(new Shard(1, 1)));

        List<String> second = retried.requests.stream().map(request -> request.outputDirectory().getFileName()
                .toString()).sorted().toList();
        assertTrue(done.contains("ann") && !done.contains("dee"), "the kill came after ann, at dee: " + done);
        assertEquals(part.stream().filter(id -> !done.contains(id)).toList(), second,
                "the retry grades exactly what the kill left");
        assertEquals(done.size(), outcome.skipped());
        assertEquals(part, ShardManifest.read(directory.resolve("out")).students());
    }

    @Test
    void skipsStudentsWithCompleteReportsUnlessRegradeIsAsked() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        source("dave/D.java", "package student; public class D {}");
        new ClassGrader(new RecordingGrader(), line -> { }, line -> { }).grade(request(false));
        Files.delete(directory.resolve("out/students/dave").resolve(PrairieLearnResultsWriter.FILE_NAME));
        RecordingGrader again = new RecordingGrader();

        ClassGrader.Outcome resumed = new ClassGrader(again, line -> { }, line -> { }).grade(request(false));
        ClassGrader.Outcome regraded = new ClassGrader(new RecordingGrader(), line -> { }, line -> { })
                .grade(request(true));

        assertEquals(1, resumed.skipped());
        assertEquals(List.of(directory.resolve("out/students/dave")),
                again.requests.stream().map(GradeRequest::outputDirectory).toList());
        assertEquals(0, regraded.skipped());
        assertEquals(2, regraded.graded());
    }

    @Test
    void countsTheStudentsWhoFailedInAnEarlierRunAmongThoseSkipped() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        source("carol/C.java", "package student; public class C { int broken = }");
        source("dave/D.java", "package student; public class D { int broken = }");
        ClassGrader.Outcome first = new ClassGrader(new RecordingGrader(), line -> { }, line -> { })
                .grade(request(false));
        ClassGrader.Outcome resumed = new ClassGrader(new RecordingGrader(), line -> { }, line -> { })
                .grade(request(false));
        Files.delete(directory.resolve("out/students/dave").resolve(PrairieLearnResultsWriter.FILE_NAME));
        ClassGrader.Outcome daveAgain = new ClassGrader(new RecordingGrader(), line -> { }, line -> { })
                .grade(request(false));

        assertEquals(List.of(3, 2, 0), List.of(first.graded(), first.failed(), first.failedBefore()));
        assertEquals(List.of(0, 3, 2, 2), List.of(resumed.graded(), resumed.skipped(), resumed.failed(),
                resumed.failedBefore()), "carol and dave did not compile: failed, though skipped");
        assertEquals(List.of(1, 2, 2, 1), List.of(daveAgain.graded(), daveAgain.skipped(), daveAgain.failed(),
                daveAgain.failedBefore()), "dave graded again, carol skipped");
    }

    @Test
    void keepsEachGradesValuesInAFolderOfTheGradersAlone() throws Exception {
        source("alice/A.java", "package student; public class A {}");

        new ClassGrader(new RecordingGrader(), line -> { }, line -> { }).grade(request(false));

        Path values = ClassGrader.valuesFile(directory.resolve("out"), "alice");
        List<HeuristicValues> kept = ValuesFile.read(values);
        assertEquals("alice.H", kept.get(0).heuristic());
        assertArrayEquals(new int[] {5, 1, 2}, kept.get(0).values());
        assertEquals(PosixFilePermissions.fromString("rwx------"),
                Files.getPosixFilePermissions(directory.resolve("out").resolve(ClassGrader.VALUES)));
    }

    @Test
    void gradesAStudentAgainWhoseValuesAreMissing() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        new ClassGrader(new RecordingGrader(), line -> { }, line -> { }).grade(request(false));
        Files.delete(ClassGrader.valuesFile(directory.resolve("out"), "alice"));

        ClassGrader.Outcome resumed = new ClassGrader(new RecordingGrader(), line -> { }, line -> { })
                .grade(request(false));

        assertEquals(0, resumed.skipped());
        assertTrue(Files.isRegularFile(ClassGrader.valuesFile(directory.resolve("out"), "alice")));
    }

    @Test
    void gradesTheTemplateApartFromTheStudents() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        Path template = directory.resolve("starter");
        Files.createDirectories(template.resolve("src/main/java/student"));
        Files.writeString(template.resolve("src/main/java/student/T.java"), "package student; public class T {}");
        RecordingGrader grader = new RecordingGrader();

        ClassGrader.Outcome outcome = new ClassGrader(grader, line -> { }, line -> { })
                .grade(request(false, template));

        assertEquals(1, outcome.submissions());
        assertEquals(1, outcome.graded());
        assertEquals(List.of(directory.resolve("out").resolve(ClassGrader.TEMPLATE),
                directory.resolve("out/students/alice")),
                grader.requests.stream().map(GradeRequest::outputDirectory).toList());
        assertTrue(Files.isRegularFile(directory.resolve("out/template/grade.json")));
        assertEquals("template.H", ValuesFile.read(ClassGrader.templateValuesFile(directory.resolve("out")))
                .get(0).heuristic());
        assertTrue(!Files.exists(directory.resolve("out/students/template")));
    }

    /** A template whose worked ManhattanHeuristic earns its slot's 20 points. */
    private static final GradeReport WORKED_TEMPLATE = template(true);

    @Test
    void onlyAStudentsGradeKnowsTheTemplatesClasses() throws Exception {
        Path main = directory.resolve("instructor/src/main/java/student");
        Files.createDirectories(main);
        Files.writeString(main.resolve("T.java"), "package student; public class T {}");
        source("alice/Notes.java", "class Notes {}");
        Path template = directory.resolve("starter");
        Files.createDirectories(template);
        RecordingGrader grader = new RecordingGrader();

        new ClassGrader(grader, line -> { }, line -> { }).grade(request(false, template));

        assertEquals(List.of(List.of(), List.of("student.T")), grader.requests.stream()
                .map(request -> request.compilation().templateClasses()).toList());
    }

    @Test
    void gradesTheTemplateAgainAfterARefusalSoThatItsStubsAreSeen() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        Path template = directory.resolve("starter");
        Files.createDirectories(template);
        RecordingGrader worked = new RecordingGrader();
        worked.templateReport = WORKED_TEMPLATE;
        assertThrows(GradingException.class,
                () -> new ClassGrader(worked, line -> { }, line -> { }).grade(request(false, template)));
        RecordingGrader stubbed = new RecordingGrader();

        ClassGrader.Outcome outcome = new ClassGrader(stubbed, line -> { }, line -> { })
                .grade(request(false, template));

        assertEquals(1, outcome.graded());
        assertEquals(List.of(directory.resolve("out").resolve(ClassGrader.TEMPLATE),
                directory.resolve("out/students/alice")),
                stubbed.requests.stream().map(GradeRequest::outputDirectory).toList());
    }

    @Test
    void refusesATemplateEarningSlotPointsBeforeAnyStudent() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        Path template = directory.resolve("starter");
        Files.createDirectories(template);
        RecordingGrader grader = new RecordingGrader();
        grader.templateReport = WORKED_TEMPLATE;

        GradingException refused = assertThrows(GradingException.class,
                () -> new ClassGrader(grader, line -> { }, line -> { }).grade(request(false, template)));

        assertTrue(refused.getMessage().contains("slot 'manhattan' (class student.ManhattanHeuristic) earns 20 of 20"
                + " points"), refused.getMessage());
        assertTrue(refused.getMessage().endsWith("set -Dgrade.templateMayEarnPoints=true"), refused.getMessage());
        assertEquals(List.of(directory.resolve("out").resolve(ClassGrader.TEMPLATE)),
                grader.requests.stream().map(GradeRequest::outputDirectory).toList());
        assertTrue(!Files.exists(directory.resolve("out/students/alice")));
    }

    @Test
    void gradesTheClassWhenTheTemplateMayEarnPoints() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        Path template = directory.resolve("starter");
        Files.createDirectories(template);
        RecordingGrader grader = new RecordingGrader();
        grader.templateReport = WORKED_TEMPLATE;
        assertThrows(GradingException.class,
                () -> new ClassGrader(grader, line -> { }, line -> { }).grade(request(false, template)));
        RecordingGrader again = new RecordingGrader();
        again.templateReport = WORKED_TEMPLATE;
        List<String> info = Collections.synchronizedList(new ArrayList<>());

        ClassGrader.Outcome outcome = new ClassGrader(again, info::add, line -> { })
                .grade(request(false, template, true));

        assertEquals(1, outcome.graded());
        assertEquals(List.of(directory.resolve("out").resolve(ClassGrader.TEMPLATE),
                directory.resolve("out/students/alice")),
                again.requests.stream().map(GradeRequest::outputDirectory).toList());
        assertTrue(info.contains("The template alone earns slot points, which every submission without these classes"
                + " gets (grade.templateMayEarnPoints): slot 'manhattan' (class student.ManhattanHeuristic) earns 20"
                + " of 20 points"), info.toString());
    }

    @Test
    void gradesATemplateGivenToARunWhoseStudentsAreAllGraded() throws Exception {
        source("alice/A.java", "package student; public class A {}");
        Path template = directory.resolve("starter");
        Files.createDirectories(template);
        Files.writeString(template.resolve("T.java"), "package student; public class T {}");
        new ClassGrader(new RecordingGrader(), line -> { }, line -> { }).grade(request(false));
        RecordingGrader again = new RecordingGrader();

        ClassGrader.Outcome resumed = new ClassGrader(again, line -> { }, line -> { })
                .grade(request(false, template));

        assertEquals(1, resumed.skipped());
        assertEquals(List.of(directory.resolve("out").resolve(ClassGrader.TEMPLATE)),
                again.requests.stream().map(GradeRequest::outputDirectory).toList());
    }

    @Test
    void rejectsEntriesThatAreNoStudentsSubmission() throws Exception {
        source("alice/A.java", "class A {}");
        Files.writeString(directory.resolve("submissions/alice.zip"), "PK");
        Files.writeString(directory.resolve("submissions/notes.txt"), "x");
        Files.createDirectories(directory.resolve("submissions/-rf"));
        Files.createSymbolicLink(directory.resolve("submissions/linked"), directory.resolve("submissions/alice"));
        List<String> rejected = new ArrayList<>();

        List<ClassGrader.Submission> submissions = ClassGrader.list(directory.resolve("submissions"), rejected);

        assertEquals(List.of("alice"), submissions.stream().map(ClassGrader.Submission::id).toList());
        assertEquals(4, rejected.size(), rejected.toString());
        assertTrue(rejected.contains("alice.zip: a second submission of alice"), rejected.toString());
        assertTrue(rejected.contains("linked: a link"), rejected.toString());
    }

    @Test
    void saysHowManyAreGradedAndFailedAndTheTimeLeft() {
        assertEquals("graded 37/212, 3 failed, about 2 min left",
                ClassGrader.Progress.line(37, 212, 3, Duration.ofSeconds(25)));
        assertEquals("graded 1/3, 0 failed, about 20 s left",
                ClassGrader.Progress.line(1, 3, 0, Duration.ofSeconds(10)));
        assertEquals("graded 3/3, 1 failed", ClassGrader.Progress.line(3, 3, 1, Duration.ofSeconds(30)));
    }
}
