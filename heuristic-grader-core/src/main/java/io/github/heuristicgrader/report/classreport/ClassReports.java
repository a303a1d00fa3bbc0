package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.report.ModelFileWriter;
import io.github.heuristicgrader.report.ModelWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.ci.CiText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a class report from reports graded elsewhere: reads each student's {@code grade.json} from a folder per
 * student ({@link StudentReportReader}) and writes {@code class.json}, {@code grades.csv} and {@code index.html}
 * into the output folder. No student is regraded.
 */
public final class ClassReports {

    /**
     * The class report's writers, in writing order, each a {@link ModelWriter} of the class report as a grade's
     * writers are of the grade's: {@code class.json}, {@code grades.csv}, {@code index.html}.
     */
    public static final List<ModelFileWriter<ClassReport>> WRITERS = List.of(new ClassJsonWriter(),
            new GradesCsvWriter(), new ClassPageWriter());

    private ClassReports() {
    }

    /**
     * What a class report run wrote.
     *
     * @param report the model the files show
     * @param classJson {@code class.json}
     * @param gradesCsv {@code grades.csv}
     * @param page {@code index.html}
     */
    public record Written(ClassReport report, Path classJson, Path gradesCsv, Path page) {

        /**
         * Lines for the build log: the counts, each problem and rejection, the groups, the cost, where the page is;
         * text from
         * the reports made {@linkplain CiText#inert inert} for CI log parsers.
         */
        public List<String> summary() {
            List<String> lines = new ArrayList<>();
            long problems = report.students().stream().filter(student -> student.problem() != null).count();
            lines.add("Class report: " + report.students().size() + " student folders, " + report.graded().size()
                    + " reports read, " + problems + " with a problem, " + report.sameBehaviour().size()
                    + " same-behaviour groups to review");
            report.students().stream().filter(student -> student.problem() != null)
                    .forEach(student -> lines.add("  " + student.id() + ": " + student.problem()));
            report.rejected().forEach(entry -> lines.add("  rejected " + entry.entry() + ": " + entry.reason()));
            report.sameBehaviour().forEach(group -> lines.add("  same behaviour: review (" + group.domain() + ", "
                    + group.students() + " students" + (group.common() ? ", common" : "") + "): "
                    + String.join(", ", group.members().stream()
                            .map(member -> member.student() + " " + member.heuristic()).toList())));
            ClassReport.SameBehaviourFindings findings = report.sameBehaviourFindings();
            findings.comparisons().forEach(comparison -> lines.add("  compared (" + comparison.domain() + "): "
                    + comparison.words()));
            if (!findings.closestPairs().isEmpty()) {
                lines.add("  closest pairs beyond the share: " + findings.closestPairs().size()
                        + " listed in class.json and on the page");
            }
            findings.notCompared().forEach(each -> lines.add("  values not compared (" + each.domain() + "): "
                    + each.student() + " " + each.heuristic() + ": " + each.reason()));
            if (report.cost() != null) {
                lines.add(report.cost().line());
            }
            lines.add("Class page: " + page);
            return lines.stream().map(CiText::inert).toList();
        }
    }

    /**
     * Reads the student folders of {@code reports} and writes the class report into {@code output}, with the cost of
     * reading them and building the model (this JVM's, {@link RunCost.Meter}) as the run's cost.
     *
     * @throws IOException when {@code reports} cannot be listed or a file cannot be written
     */
    public static Written build(Path reports, Path output) throws IOException {
        return build(reports, output, null, SameBehaviourGroups.EQUAL_FINGERPRINTS);
    }

    /**
     * Reads the student folders of {@code reports} and writes the class report into {@code output}, grouping equal
     * fingerprints; {@code cost} as below.
     *
     * @throws IOException when {@code reports} cannot be listed or a file cannot be written
     */
    public static Written build(Path reports, Path output, RunCost cost) throws IOException {
        return build(reports, output, cost, SameBehaviourGroups.EQUAL_FINGERPRINTS);
    }

    /**
     * Reads the student folders of {@code reports} and writes the class report into {@code output}, with the groups
     * {@code sameBehaviour} finds.
     *
     * @param cost what the run cost, as the caller measured it (grading included); null to measure the reading of
     *     the reports and the building of the model in this JVM
     * @throws IOException when {@code reports} cannot be listed, a values file read, or a file written
     */
    public static Written build(Path reports, Path output, RunCost cost, SameBehaviourGroups sameBehaviour)
            throws IOException {
        return build(reports, output, cost, sameBehaviour, Map.of());
    }

    /**
     * Reads the student folders of {@code reports} and writes the class report into {@code output}, as above, with
     * the students the run could not grade at all and why ({@link ClassReport#withNotGraded}).
     *
     * @throws IOException when {@code reports} cannot be listed, a values file read, or a file written
     */
    public static Written build(Path reports, Path output, RunCost cost, SameBehaviourGroups sameBehaviour,
            Map<String, String> notGraded) throws IOException {
        RunCost.Meter meter = new RunCost.Meter();
        ClassReport read = ClassReport.of(new StudentReportReader().read(reports, output), sameBehaviour)
                .withNotGraded(notGraded);
        ClassReport report = read.withCost(cost != null ? cost : meter.stop("reading " + read.students().size()
                + " student folders' reports, in this JVM (no grading)"));
        return write(report, output);
    }

    /**
     * Writes {@code report} into {@code output} with every one of {@link #WRITERS}.
     *
     * @throws IOException when a file cannot be written
     */
    public static Written write(ClassReport report, Path output) throws IOException {
        ReportRun run = ReportRun.in(output);
        Map<String, Path> written = new HashMap<>();
        for (ModelWriter<ClassReport> writer : WRITERS) {
            written.put(writer.fileName(), writer.write(report, run));
        }
        return new Written(report, written.get(ClassJsonWriter.FILE_NAME), written.get(GradesCsvWriter.FILE_NAME),
                written.get(ClassPageWriter.FILE_NAME));
    }
}
