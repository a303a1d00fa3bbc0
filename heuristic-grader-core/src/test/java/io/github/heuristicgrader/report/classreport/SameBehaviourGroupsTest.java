package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.behaviour.NearBehaviour;
import io.github.heuristicgrader.behaviour.ValuesFile;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.report.classreport.ClassReport.Member;
import io.github.heuristicgrader.report.classreport.ClassReport.SameBehaviour;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SameBehaviourGroupsTest {

    private static final int STATES = 363_480;

    @TempDir
    Path root;

    private Path reports;
    private Path values;
    private int[] original;
    private final Random random = new Random(21);

    @BeforeEach
    void setUp() throws Exception {
        reports = root.resolve("students");
        values = root.resolve("values");
        Files.createDirectories(values);
        original = new int[STATES];
        for (int state = 0; state < STATES; state++) {
            original[state] = random.nextInt(60);
        }
    }

    /** {@code values} changed on {@code differing} states, 97 apart. */
    private static int[] changed(int[] values, int differing) {
        int[] copy = values.clone();
        for (int state = 0; state < differing; state++) {
            copy[state * 97] += 1;
        }
        return copy;
    }

    private static String digest(int[] values) {
        return BehaviourFingerprint.digest(GradeJson.DOMAIN, values);
    }

    /** A student with one heuristic in slot {@code advanced}, its report and its values file. */
    private void student(String id, String heuristic, int[] heuristicValues) throws Exception {
        new GradeJson(9, 10).heuristic(heuristic, "advanced", "passed", true, digest(heuristicValues))
                .writeTo(reports.resolve(id));
        ValuesFile.write(values.resolve(id + ".values"),
                List.of(new HeuristicValues(GradeJson.DOMAIN, heuristic, heuristicValues)));
    }

    private List<SameBehaviour> groups(double share, StudentGrade template, Path templateValues) throws Exception {
        return findings(share, null, template, templateValues).groups();
    }

    private ClassReport.SameBehaviourFindings findings(double share, Integer commonFunction, StudentGrade template,
            Path templateValues) throws Exception {
        List<StudentGrade> students = new ArrayList<>(new StudentReportReader().read(reports, root).students());
        students.sort(java.util.Comparator.comparing(StudentGrade::id));
        return new SameBehaviourGroups(share, commonFunction, id -> values.resolve(id + ".values"), template,
                templateValues).find(students);
    }

    @Test
    void groupsANearCopyWithTheValuesAndOnlyEqualFingerprintsWithout() throws Exception {
        student("ann", "a.Mine", original);
        student("bob", "b.Rewritten", changed(original, 40));
        student("cy", "c.Own", changed(original, 800));

        ClassReport.SameBehaviourFindings near = findings(NearBehaviour.DEFAULT_SHARE, null, null, null);
        List<SameBehaviour> digestsOnly = SameBehaviourGroups.EQUAL_FINGERPRINTS.groups(
                new StudentReportReader().read(reports, root).students());

        // 40 of 363,480 states is under 0.1 %; 760 and 800 are not, but under 2 %: closest pairs.
        assertEquals(List.of(new SameBehaviour(GradeJson.DOMAIN, 40.0 / STATES, 40, STATES,
                List.of(new Member("ann", "a.Mine", 1, 1, false), new Member("bob", "b.Rewritten", 2, 1, false)), 2,
                false, List.of(new ClassReport.Link(1, 2, 40)))), near.groups());
        assertEquals(List.of("bob b.Rewritten cy c.Own 760", "ann a.Mine cy c.Own 800"), near.closestPairs().stream()
                .map(pair -> pair.student() + " " + pair.heuristic() + " " + pair.otherStudent() + " "
                        + pair.otherHeuristic() + " " + pair.differingStates()).toList());
        assertEquals(List.of(new ClassReport.Comparison(GradeJson.DOMAIN, STATES, ClassReport.Comparison.EVERY_PAIR,
                0, 0, 3, 2)), near.comparisons());
        assertEquals(List.of(), near.notCompared());
        assertEquals(List.of(), digestsOnly);
    }

    @Test
    void groupsByFingerprintAloneWhereTheValuesDoNotGiveTheReportsFingerprint() throws Exception {
        student("ann", "a.Mine", original);
        student("bob", "b.Rewritten", changed(original, 40));
        // Bob's values file is another grade's: it does not give the fingerprint of his report, so it is not used.
        ValuesFile.write(values.resolve("bob.values"),
                List.of(new HeuristicValues(GradeJson.DOMAIN, "b.Rewritten", original)));
        Files.writeString(values.resolve("ann.values"), "not a values file");

        assertEquals(List.of(), groups(NearBehaviour.DEFAULT_SHARE, null, null));
    }

    @Test
    void namesEveryHeuristicWhoseValuesCannotBeUsed() throws Exception {
        student("ann", "a.Mine", original);
        student("bob", "b.Rewritten", changed(original, 40));
        student("cy", "c.Kept", changed(original, 7));
        student("dee", "d.Lost", changed(original, 9));
        ValuesFile.write(values.resolve("bob.values"),
                List.of(new HeuristicValues(GradeJson.DOMAIN, "b.Rewritten", original)));
        Files.writeString(values.resolve("ann.values"), "not a values file");
        ValuesFile.write(values.resolve("cy.values"), List.of());
        Files.delete(values.resolve("dee.values"));

        ClassReport.SameBehaviourFindings findings = findings(NearBehaviour.DEFAULT_SHARE, null, null, null);

        assertEquals(List.of(
                new ClassReport.NotCompared("ann", GradeJson.DOMAIN, "a.Mine", "the values file cannot be read"),
                new ClassReport.NotCompared("bob", GradeJson.DOMAIN, "b.Rewritten",
                        "its values do not give the report's fingerprint"),
                new ClassReport.NotCompared("cy", GradeJson.DOMAIN, "c.Kept", "not in the values file"),
                new ClassReport.NotCompared("dee", GradeJson.DOMAIN, "d.Lost", "no values file (the grade kept none)")),
                findings.notCompared());
        assertEquals(ClassReport.Comparison.FINGERPRINTS, findings.comparisons().get(0).method());
        // Reports graded elsewhere keep no values at all: nothing to name.
        assertEquals(List.of(), SameBehaviourGroups.EQUAL_FINGERPRINTS.find(new StudentReportReader()
                .read(reports, root).students()).notCompared());
    }

    @Test
    void ranksRareGroupsBeforeCommonOnesAndCountsTheStudentsOfEach() throws Exception {
        int[] manhattan = changed(original, 1_000);
        for (String id : List.of("m1", "m2", "m3", "m4")) {
            student(id, id + ".Manhattan", manhattan);
        }
        student("ann", "a.Mine", original);
        student("bob", "b.Copy", changed(original, 30));

        ClassReport.SameBehaviourFindings three = findings(NearBehaviour.DEFAULT_SHARE, 3, null, null);
        ClassReport.SameBehaviourFindings four = findings(NearBehaviour.DEFAULT_SHARE, 4, null, null);

        // Four students share one function: more than 3, common, after the rare pair.
        assertEquals(List.of(2, 4), three.groups().stream().map(SameBehaviour::students).toList());
        assertEquals(List.of(false, true), three.groups().stream().map(SameBehaviour::common).toList());
        assertEquals(List.of(4, 4, 4, 4), three.groups().get(1).members().stream().map(Member::sharedBy).toList());
        assertEquals(List.of(false, false), four.groups().stream().map(SameBehaviour::common).toList());
        // A class of 6: auto is 3.
        assertEquals(3, findings(NearBehaviour.DEFAULT_SHARE, null, null, null).commonFunction());
        assertEquals(3, SameBehaviourGroups.commonFunction(20));
        assertEquals(30, SameBehaviourGroups.commonFunction(300));
        assertEquals(31, SameBehaviourGroups.commonFunction(301));
    }

    @Test
    void leavesOutHeuristicsThatBehaveAsTheTemplates() throws Exception {
        int[] starter = changed(original, 0);
        int[] own = new int[STATES];
        for (int state = 0; state < STATES; state++) {
            own[state] = random.nextInt(60);
        }
        student("ann", "a.Kept", changed(starter, 10));
        student("bob", "b.Kept", changed(starter, 30));
        student("cy", "c.Own", own);
        student("dee", "d.Copy", changed(own, 5));
        new GradeJson(0, 10).heuristic("t.Starter", "advanced", "passed", true, digest(starter))
                .writeTo(root.resolve("template"));
        Path templateValues = root.resolve("template.values");
        ValuesFile.write(templateValues, List.of(new HeuristicValues(GradeJson.DOMAIN, "t.Starter", starter)));
        StudentGrade template = new StudentReportReader().readOne("template", root.resolve("template/grade.json"),
                root);

        List<SameBehaviour> withTemplate = groups(NearBehaviour.DEFAULT_SHARE, template, templateValues);
        List<SameBehaviour> without = groups(NearBehaviour.DEFAULT_SHARE, null, null);

        assertEquals(List.of(new SameBehaviour(GradeJson.DOMAIN, 5.0 / STATES, 5, STATES,
                List.of(new Member("cy", "c.Own", 1, 1, false), new Member("dee", "d.Copy", 2, 1, false)), 2, false,
                List.of(new ClassReport.Link(1, 2, 5)))), withTemplate);
        assertEquals(2, without.size(), "without the template, ann's and bob's kept starter is a group: " + without);
    }

    @Test
    void leavesOutTheBaselineAndSlotsThatMustEqualIt() throws Exception {
        int[] baseline = original;
        new GradeJson(9, 10).heuristic("a.Manhattan", "manhattan", "passed", true, digest(baseline))
                .slot("manhattan", 20, 20, "baseline").writeTo(reports.resolve("ann"));
        new GradeJson(9, 10).heuristic("b.Manhattan", "manhattan", "passed", true, digest(changed(baseline, 3)))
                .slot("manhattan", 0, 20, "baseline").writeTo(reports.resolve("bob"));
        ValuesFile.write(values.resolve("ann.values"),
                List.of(new HeuristicValues(GradeJson.DOMAIN, "a.Manhattan", baseline)));
        ValuesFile.write(values.resolve("bob.values"),
                List.of(new HeuristicValues(GradeJson.DOMAIN, "b.Manhattan", changed(baseline, 3))));
        student("cy", "c.Baseline", new int[STATES]);
        new GradeJson(9, 10).heuristic("d.Baseline", "advanced", "passed", true, GradeJson.BASELINE_DIGEST)
                .writeTo(reports.resolve("dee"));
        new GradeJson(9, 10).heuristic("e.Baseline", "advanced", "passed", true, GradeJson.BASELINE_DIGEST)
                .writeTo(reports.resolve("eve"));

        // The slot that must equal the baseline is no one's own work; two heuristics equal to the baseline neither.
        assertEquals(List.of(), groups(NearBehaviour.DEFAULT_SHARE, null, null));
    }
}
