package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.report.classreport.ClassReport;
import io.github.heuristicgrader.report.classreport.ClassReports;
import io.github.heuristicgrader.report.classreport.RunCost;
import io.github.heuristicgrader.report.classreport.SameBehaviourGroups;
import io.github.heuristicgrader.report.classreport.StudentGrade;
import io.github.heuristicgrader.report.classreport.StudentReportReader;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Builds one class report from the outputs of class runs: the shards of one class graded on many machines, a whole
 * class graded in one run (an output of one shard of one), or folders of reports graded elsewhere, one by one.
 *
 * <p>Each output is read as a class run left it: its students' reports in {@value ClassGrader#STUDENTS}/, their
 * values in {@value ClassGrader#VALUES}/, the template's grade in {@value ClassGrader#TEMPLATE}/, and its
 * {@link ShardManifest}. The students of all outputs are one class ({@link StudentReportReader#read(List, Path)}):
 * their heuristics are compared together as one run compares them, near-identical values across shards included,
 * since the values travel with the shards. A student graded by two outputs is that student's problem; a shard of the
 * split that no output holds, outputs of different splits, and a run's output without its manifest (a run that did
 * not finish) are named among the entries the report rejects.
 */
public final class ShardMerge {

    private ShardMerge() {
    }

    /**
     * How to compare the heuristics and which template to leave out.
     *
     * @param share the share of states on which near-identical heuristics may differ, where the outputs kept values;
     *     outputs without values compare equal fingerprints alone
     * @param commonFunction how many students make a group common, or null for auto
     * @param template the template's grade when given apart ({@code grade.templateDir} with {@code grade.reports});
     *     null to take the template a class run graded into its output, if any
     */
    public record Comparing(double share, Integer commonFunction, StudentGrade template) {
    }

    /**
     * Reads {@code outputs} and writes the class report into {@code classOutput}.
     *
     * @param cost what the run cost as the caller measured it, grading included; null to measure the merge itself
     * @param warning where a template whose grade cannot be read is said
     * @throws IOException when an output cannot be listed or a file cannot be written
     */
    public static ClassReports.Written merge(List<Path> outputs, Path classOutput, Comparing comparing, RunCost cost,
            Consumer<String> warning) throws IOException {
        RunCost.Meter meter = new RunCost.Meter();
        List<Source> sources = new ArrayList<>();
        List<Rejected> problems = new ArrayList<>();
        Map<Path, ShardManifest> manifests = new HashMap<>();
        List<ShardManifest> given = new ArrayList<>();
        for (Path output : outputs) {
            if (!Files.isDirectory(output)) {
                problems.add(new Rejected(output.toString(), "no such folder"));
                continue;
            }
            ShardManifest manifest;
            try {
                manifest = ShardManifest.read(output);
            } catch (IOException e) {
                problems.add(new Rejected(output.toString(), e.getMessage()));
                manifest = null;
            }
            boolean classRun = manifest != null || Files.isDirectory(output.resolve(ClassGrader.STUDENTS),
                    LinkOption.NOFOLLOW_LINKS);
            if (manifest != null) {
                manifests.put(output, manifest);
                given.add(manifest);
            } else if (classRun) {
                problems.add(new Rejected(output.toString(), "a class run's output without its "
                        + ShardManifest.FILE_NAME + ": the run did not finish; run it again (it resumes) before"
                        + " merging"));
            }
            String name = manifest != null && manifest.shard().count() > 1 ? manifest.shard().folderName()
                    : output.getFileName() == null ? output.toString() : output.getFileName().toString();
            sources.add(new Source(name, classRun ? output.resolve(ClassGrader.STUDENTS) : output));
        }
        problems.addAll(splitProblems(given));
        StudentReportReader.Folders read = new StudentReportReader().read(sources, classOutput);
        List<Rejected> rejected = new ArrayList<>(read.rejected());
        rejected.addAll(problems);
        StudentReportReader.Folders folders = new StudentReportReader.Folders(read.students(), rejected);

        Map<String, Path> values = new HashMap<>();
        Map<String, String> notGraded = new TreeMap<>();
        for (Path output : outputs) {
            ShardManifest manifest = manifests.get(output);
            if (manifest != null) {
                for (String id : manifest.students()) {
                    values.putIfAbsent(id, ClassGrader.valuesFile(output, id));
                }
                manifest.notGraded().forEach(notGraded::putIfAbsent);
            }
        }
        Function<String, Path> valuesFiles = manifests.isEmpty() ? null : values::get;
        StudentGrade template = comparing.template();
        Path templateValues = null;
        if (template == null) {
            for (Path output : outputs) {
                Path report = output.resolve(ClassGrader.TEMPLATE).resolve(StudentReportReader.REPORT_NAME);
                if (manifests.containsKey(output) && Files.exists(report, LinkOption.NOFOLLOW_LINKS)) {
                    template = new StudentReportReader().readOne("template", report, classOutput);
                    if (!template.read()) {
                        warning.accept("The template's grade cannot be read, so no heuristic is left out as the"
                                + " template's: " + template.problem());
                        template = null;
                    } else {
                        templateValues = ClassGrader.templateValuesFile(output);
                    }
                    break;
                }
            }
        }
        SameBehaviourGroups groups = new SameBehaviourGroups(manifests.isEmpty() ? 0 : comparing.share(),
                comparing.commonFunction(), valuesFiles, template, templateValues);
        ClassReport report = ClassReport.of(folders, groups).withNotGraded(notGraded);
        // One folder: the words of a class report built from reports graded elsewhere (ClassReports.build).
        report = report.withCost(cost != null ? cost : meter.stop(outputs.size() == 1 ? "reading "
                + report.students().size() + " student folders' reports, in this JVM (no grading)"
                : "merging " + outputs.size() + " outputs of " + report.students().size()
                + " students, in this JVM (no grading)"));
        return ClassReports.write(report, classOutput);
    }

    /**
     * What is wrong with the split the manifests show: outputs of different splits, a class of different sizes, a
     * shard given twice, a shard of the split given by none.
     */
    static List<Rejected> splitProblems(java.util.Collection<ShardManifest> manifests) {
        List<Rejected> problems = new ArrayList<>();
        if (manifests.isEmpty()) {
            return problems;
        }
        TreeSet<Integer> counts = new TreeSet<>();
        TreeSet<Integer> sizes = new TreeSet<>();
        manifests.forEach(manifest -> counts.add(manifest.shard().count()));
        manifests.forEach(manifest -> sizes.add(manifest.submissions()));
        if (counts.size() > 1) {
            problems.add(new Rejected("shards", "outputs of different splits (into " + counts + " shards): a"
                    + " class is merged from the outputs of one split"));
            return problems;
        }
        if (sizes.size() > 1) {
            problems.add(new Rejected("shards", "the shards saw classes of different sizes " + sizes + ": the"
                    + " submissions folder changed between them"));
        }
        int count = counts.first();
        Map<Integer, Integer> given = new TreeMap<>();
        manifests.forEach(manifest -> given.merge(manifest.shard().index(), 1, Integer::sum));
        for (int index = 1; index <= count; index++) {
            Shard shard = new Shard(index, count);
            int times = given.getOrDefault(index, 0);
            if (times == 0) {
                problems.add(new Rejected(shard.folderName(), "missing: no output of shard " + shard + " was"
                        + " given, so its students are not in this report"));
            } else if (times > 1) {
                problems.add(new Rejected(shard.folderName(), "given " + times + " times"));
            }
        }
        return problems;
    }
}
