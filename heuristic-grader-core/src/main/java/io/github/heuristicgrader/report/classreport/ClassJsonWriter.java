package io.github.heuristicgrader.report.classreport;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.heuristicgrader.behaviour.NearBehaviour;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.ModelFileWriter;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a {@link ClassReport} as {@code class.json}, laid out as {@code grade.json} is (two-space indent, {@code \n}
 * line ends, a final newline, every field written, {@code null} where it does not apply), every aggregate counted
 * by {@link ClassReport} as the class page shows it. docs/instructors/report-reference.md describes each field.
 */
public final class ClassJsonWriter extends ModelFileWriter<ClassReport> {

    /** The file name. */
    public static final String FILE_NAME = "class.json";

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    /** A writer; it holds no state and may be shared. */
    public ClassJsonWriter() {
        super(FILE_NAME);
    }

    @Override
    public byte[] fileBytes(ClassReport report, ReportRun run) throws IOException {
        return toBytes(report);
    }

    /** Writes {@code report} to {@link #FILE_NAME} in {@code directory} ({@link ReportFiles#replace}). */
    public Path write(ClassReport report, Path directory) throws IOException {
        return writeIn(directory, toBytes(report));
    }

    /** The file's bytes. */
    byte[] toBytes(ClassReport report) throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schemaVersion", ClassReport.SCHEMA_VERSION);
        ArrayNode students = root.putArray("students");
        for (StudentGrade student : report.students()) {
            ObjectNode entry = students.addObject();
            entry.put("id", student.id());
            entry.put("score", student.score());
            entry.put("maxScore", student.maxScore());
            ArrayNode verdicts = entry.putArray("verdicts");
            for (HeuristicVerdict verdict : student.verdicts()) {
                verdicts.addObject().put("heuristic", verdict.heuristic()).put("slot", verdict.slot())
                        .put("verdict", verdict.verdict());
            }
            entry.put("report", student.report());
            entry.put("page", student.page());
            entry.put("passed", student.passed());
            entry.put("problem", student.problem());
        }
        ClassReport.SameBehaviourFindings findings = report.sameBehaviourFindings();
        ArrayNode groups = root.putArray("sameBehaviour");
        for (ClassReport.SameBehaviour group : report.sameBehaviour()) {
            ObjectNode entry = groups.addObject();
            entry.put("domain", group.domain());
            entry.put("differingShare", group.differingShare());
            entry.put("differingStates", group.differingStates());
            entry.put("states", group.states());
            entry.put("students", group.students());
            entry.put("common", group.common());
            ArrayNode members = entry.putArray("members");
            group.members().forEach(member -> members.addObject().put("student", member.student())
                    .put("heuristic", member.heuristic()).put("function", member.function())
                    .put("sharedBy", member.sharedBy()).put("nearTemplate", member.nearTemplate()));
            ArrayNode links = entry.putArray("links");
            group.links().forEach(link -> links.addObject().put("from", link.from()).put("to", link.to())
                    .put("differingStates", link.differingStates()));
        }
        ObjectNode comparison = root.putObject("sameBehaviourComparison");
        comparison.put("share", findings.share());
        comparison.put("commonFunction", findings.commonFunction());
        comparison.put("closestShare", NearBehaviour.CLOSEST_SHARE);
        ArrayNode domains = comparison.putArray("domains");
        for (ClassReport.Comparison each : findings.comparisons()) {
            domains.addObject().put("domain", each.domain()).put("states", each.states())
                    .put("method", each.method()).put("sampledStates", each.sampledStates())
                    .put("bands", each.bands()).put("functions", each.functions())
                    .put("closestPairs", each.closestPairs());
        }
        ArrayNode notCompared = comparison.putArray("notCompared");
        findings.notCompared().forEach(each -> notCompared.addObject().put("student", each.student())
                .put("domain", each.domain()).put("heuristic", each.heuristic()).put("reason", each.reason()));
        ArrayNode closest = root.putArray("closestPairs");
        for (ClassReport.ClosestPair pair : findings.closestPairs()) {
            closest.addObject().put("domain", pair.domain()).put("student", pair.student())
                    .put("heuristic", pair.heuristic()).put("otherStudent", pair.otherStudent())
                    .put("otherHeuristic", pair.otherHeuristic()).put("differingStates", pair.differingStates())
                    .put("states", pair.states()).put("differingShare", pair.differingShare());
        }
        ArrayNode rejected = root.putArray("rejected");
        for (Rejected entry : report.rejected()) {
            rejected.addObject().put("entry", entry.entry()).put("reason", entry.reason());
        }
        ArrayNode histogram = root.putArray("scoreHistogram");
        int[] bars = report.scoreHistogram();
        for (int bar = 0; bar < bars.length; bar++) {
            histogram.addObject().put("fromPercent", bar * 100 / bars.length)
                    .put("toPercent", (bar + 1) * 100 / bars.length).put("students", bars[bar]);
        }
        ArrayNode slots = root.putArray("slots");
        for (String name : report.slotNames()) {
            int[] full = ClassReport.fullPoints(report.graded(), name, true);
            slots.addObject().put("name", name).put("fullPoints", full[0]).put("students", full[1]);
        }
        ArrayNode checks = root.putArray("checks");
        for (String part : report.checkedParts()) {
            for (String check : report.checkNames()) {
                int[] passing = report.checkPassing(part, check);
                if (passing[1] > 0) {
                    checks.addObject().put("part", part).put("check", check).put("passed", passing[0])
                            .put("students", passing[1]);
                }
            }
        }
        ArrayNode testEntries = root.putArray("testEntries");
        for (String name : report.testNames()) {
            int[] full = ClassReport.fullPoints(report.graded(), name, false);
            testEntries.addObject().put("name", name).put("fullPoints", full[0]).put("students", full[1]);
        }
        ArrayNode tests = root.putArray("tests");
        for (ClassReport.TestPassRate rate : report.testPassRates()) {
            tests.addObject().put("source", rate.source()).put("uniqueId", rate.uniqueId()).put("name", rate.name())
                    .put("passed", rate.passed()).put("students", rate.ran());
        }
        ArrayNode failures = root.putArray("sharedFailures");
        for (ClassReport.SharedFailure failure : report.sharedFailures()) {
            ObjectNode entry = failures.addObject().put("domain", failure.domain()).put("check", failure.check())
                    .put("state", failure.state());
            ArrayNode ids = entry.putArray("students");
            failure.students().forEach(ids::add);
        }
        ArrayNode effort = root.putArray("effort");
        for (ClassReport.EffortSpread spread : report.effortSpreads()) {
            ObjectNode entry = effort.addObject().put("domain", spread.domain()).put("part", spread.part())
                    .put("median", spread.median());
            ArrayNode figures = entry.putArray("saved");
            spread.figures().forEach(figure -> figures.addObject().put("student", figure.student())
                    .put("saved", figure.saved()).put("admissible", figure.admissible()));
        }
        RunCost cost = report.cost();
        if (cost == null) {
            root.putNull("cost");
        } else {
            ObjectNode entry = root.putObject("cost").put("wallSeconds", cost.wallSeconds());
            entry.put("cpuSeconds", cost.cpuSeconds());
            entry.put("peakMemoryBytes", cost.peakMemoryBytes());
            entry.put("scope", cost.scope());
        }
        byte[] json = MAPPER.writer(JsonReportWriter.prettyPrinter()).writeValueAsBytes(root);
        byte[] withNewline = java.util.Arrays.copyOf(json, json.length + 1);
        withNewline[json.length] = '\n';
        return withNewline;
    }
}
