package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.behaviour.ValuesFile;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.report.classreport.ClassReports;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The merge's cost on a synthetic class (docs/instructors/class-grading.md): {@code STUDENTS} students in
 * {@code SHARDS} shard outputs, each with a grade.json as the grader writes it and a values file over {@code STATES}
 * states, one student in fifty a near copy of another; then one timed merge in this JVM.
 *
 * <p>{@code java -cp … ShardMergeBenchmark DIR STUDENTS SHARDS STATES generate}, then {@code … merge} under
 * {@code /usr/bin/time -v} for the merge's peak memory alone.
 */
public final class ShardMergeBenchmark {

    private ShardMergeBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path directory = Path.of(args[0]);
        int students = args.length > 1 ? Integer.parseInt(args[1]) : 5_000;
        int shards = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int states = args.length > 3 ? Integer.parseInt(args[3]) : 36_348;
        String step = args.length > 4 ? args[4] : "both";
        List<String> ids = new ArrayList<>();
        for (int s = 0; s < students; s++) {
            ids.add(String.format("s%05d", s));
        }
        Random random = new Random(42);
        int[] previous = null;
        List<Path> outputs = new ArrayList<>();
        for (int index = 1; index <= shards; index++) {
            Shard shard = new Shard(index, shards);
            Path output = directory.resolve(shard.folderName());
            outputs.add(output);
            if (step.equals("merge")) {
                continue;
            }
            List<String> part = shard.part(ids);
            for (String id : part) {
                int s = Integer.parseInt(id.substring(1));
                int[] values = new int[states];
                if (s % 50 == 49) {
                    // A near copy of the student before: a few states changed.
                    values = previous.clone();
                    for (int k = 0; k < 5; k++) {
                        values[random.nextInt(states)] += 1;
                    }
                } else {
                    int scale = 1 + random.nextInt(7);
                    for (int i = 0; i < states; i++) {
                        values[i] = (i % 97) * scale / 7 + random.nextInt(2);
                    }
                }
                previous = values;
                String heuristic = "student.H" + id;
                Files.createDirectories(ClassGrader.valuesFile(output, id).getParent());
                ValuesFile.write(ClassGrader.valuesFile(output, id),
                        List.of(new HeuristicValues("synthetic", heuristic, values)));
                BehaviourFingerprint fingerprint = new BehaviourFingerprint(BehaviourFingerprint.ALGORITHM, states,
                        BehaviourFingerprint.digest("synthetic", values));
                GradeReport.HeuristicReport report = new GradeReport.HeuristicReport(heuristic, "synthetic",
                        Verdict.PASSED, null, states, states, null, null, List.of(), s % 100, 100, List.of(), null,
                        false, null, null, null, null, fingerprint);
                new JsonReportWriter().write(new GradeReport(GradeReport.SCHEMA_VERSION, "synthetic", s % 100, 100,
                        true, List.of(), List.of(report), null, null, List.of(), null, null, null, null, null),
                        output.resolve(ClassGrader.STUDENTS).resolve(id));
            }
            new ShardManifest(shard, students, part, Map.of()).write(output);
        }
        if (step.equals("generate")) {
            return;
        }
        long started = System.nanoTime();
        ClassReports.Written written = ShardMerge.merge(outputs, directory,
                new ShardMerge.Comparing(0.001, null, null), null, line -> { });
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("merged %d students from %d shards (%d states each) in %.1f s wall; %d groups; %s%n",
                written.report().students().size(), shards, states, seconds, written.report().sameBehaviour().size(),
                written.report().cost().line());
        System.out.println("class.json: " + Files.size(written.classJson()) + " bytes");
    }
}
