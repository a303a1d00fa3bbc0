package io.github.heuristicgrader.classgrading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.report.classreport.ClassReports;
import io.github.heuristicgrader.report.classreport.StudentGrade;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.Verdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShardMergeTest {

    private static final List<String> CLASS = List.of("ann", "ben", "cy", "dee", "eve", "fay", "gus");
    /** Ann's and Eve's heuristics behave alike (one fingerprint); Ann and Eve fall in different shards of three. */
    private static final Map<String, String> DIGESTS = Map.of("ann", "a", "eve", "a");

    @TempDir
    Path directory;

    private static GradeReport grade(String id) {
        String digest = DIGESTS.getOrDefault(id, id.substring(0, 1)).repeat(64);
        GradeReport.HeuristicReport heuristic = new GradeReport.HeuristicReport(id + ".H", "token", Verdict.PASSED,
                null, 3, 3, null, null, List.of(), id.length(), 5, List.of(), null, false, null, null, null, null,
                new BehaviourFingerprint(BehaviourFingerprint.ALGORITHM, 3, digest));
        return new GradeReport(GradeReport.SCHEMA_VERSION, "test", id.length(), 5, true, List.of(),
                List.of(heuristic), null, null, List.of(), null, null, null, null, null);
    }

    /** A class run's output of {@code shard}: its students' reports and its manifest, bob not graded. */
    private Path run(Path output, Shard shard) throws Exception {
        List<String> part = shard.part(CLASS);
        for (String id : part) {
            new JsonReportWriter().write(grade(id), output.resolve(ClassGrader.STUDENTS).resolve(id));
        }
        new ShardManifest(shard, CLASS.size(), part, part.contains("cy") ? Map.of("cy", "javac broke") : Map.of())
                .write(output);
        return output;
    }

    private static ShardMerge.Comparing comparing() {
        return new ShardMerge.Comparing(0.001, null, null);
    }

    private static JsonNode comparable(Path classJson) throws Exception {
        ObjectNode json = (ObjectNode) new ObjectMapper().readTree(classJson.toFile());
        json.remove("cost");
        json.get("students").forEach(student -> ((ObjectNode) student).put("report",
                student.get("report").textValue().replaceFirst("^shard-[0-9]+-of-[0-9]+/", "")));
        return json;
    }

    @Test
    void mergesThreeShardsIntoTheReportOfOneRunWithTheirGroupAcrossShards() throws Exception {
        Path one = run(directory.resolve("one"), new Shard(1, 1));
        List<Path> shards = List.of(run(directory.resolve("class/shard-1-of-3"), new Shard(1, 3)),
                run(directory.resolve("class/shard-2-of-3"), new Shard(2, 3)),
                run(directory.resolve("class/shard-3-of-3"), new Shard(3, 3)));

        ClassReports.Written single = ShardMerge.merge(List.of(one), one, comparing(), null, line -> { });
        ClassReports.Written merged = ShardMerge.merge(shards, directory.resolve("class"), comparing(), null,
                line -> { });

        assertEquals(CLASS, merged.report().students().stream().map(StudentGrade::id).toList());
        assertEquals(List.of("ann", "eve"), merged.report().sameBehaviour().get(0).members().stream()
                .map(member -> member.student()).toList(), "ann (shard 1) and eve (shard 3) behave alike");
        assertEquals("shard-1-of-3/students/ann/grade.json", merged.report().students().get(0).report());
        assertEquals(List.of(), merged.report().rejected());
        assertEquals(comparable(single.classJson()), comparable(merged.classJson()));
    }

    @Test
    void namesAMissingShardAndAStudentGradedByTwoShards() throws Exception {
        Path first = run(directory.resolve("shard-1-of-3"), new Shard(1, 3));
        Path third = run(directory.resolve("shard-3-of-3"), new Shard(3, 3));
        // The same part graded again elsewhere, by a retry that wrote to another folder.
        Path again = run(directory.resolve("retry/shard-1-of-3"), new Shard(1, 3));

        ClassReports.Written merged = ShardMerge.merge(List.of(first, third, again), directory.resolve("class"),
                comparing(), null, line -> { });

        assertEquals(List.of("ann", "ben", "eve", "fay", "gus"), merged.report().students().stream()
                .map(StudentGrade::id).toList());
        Map<String, String> rejected = new TreeMap<>();
        merged.report().rejected().forEach(entry -> rejected.put(entry.entry(), entry.reason()));
        assertEquals(Map.of("shard-1-of-3", "given 2 times", "shard-2-of-3", "missing: no output of shard 2/3 was"
                + " given, so its students are not in this report"), rejected);
        assertEquals("graded twice: in shard-1-of-3 and in shard-1-of-3 (the report of shard-1-of-3 is shown)",
                merged.report().students().get(0).problem());
        assertNull(merged.report().students().get(3).problem());
    }

    @Test
    void carriesTheStudentsAShardCouldNotGradeIntoTheMerge() throws Exception {
        Path second = run(directory.resolve("shard-2-of-3"), new Shard(2, 3));
        java.nio.file.Files.delete(second.resolve("students/cy/grade.json"));

        ClassReports.Written merged = ShardMerge.merge(List.of(second), directory.resolve("class"), comparing(), null,
                line -> { });

        StudentGrade cy = merged.report().students().stream().filter(student -> student.id().equals("cy"))
                .findFirst().orElseThrow();
        assertEquals("could not be graded: javac broke", cy.problem());
    }

    @Test
    void namesOutputsOfDifferentSplitsAndARunThatDidNotFinish() throws Exception {
        assertEquals(List.of(new Rejected("shards", "outputs of different splits (into [2, 3] shards): a class is"
                + " merged from the outputs of one split")), ShardMerge.splitProblems(List.of(
                        new ShardManifest(new Shard(1, 2), 7, List.of(), Map.of()),
                        new ShardManifest(new Shard(2, 3), 7, List.of(), Map.of()))));
        Path unfinished = directory.resolve("unfinished");
        new JsonReportWriter().write(grade("ann"), unfinished.resolve(ClassGrader.STUDENTS).resolve("ann"));
        ClassReports.Written merged = ShardMerge.merge(List.of(unfinished), directory.resolve("class"), comparing(),
                null, line -> { });
        assertTrue(merged.report().rejected().get(0).reason().startsWith("a class run's output without its"
                + " shard.properties: the run did not finish"), merged.report().rejected().toString());
        assertEquals(List.of("ann"), merged.report().students().stream().map(StudentGrade::id).toList());
    }
}
