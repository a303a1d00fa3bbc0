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
        List<StudentGrade> students = new ArrayList<>(new StudentReportReader().read(reports, root).students());
        return new SameBehaviourGroups(share, id -> values.resolve(id + ".values"), template, templateValues)
                .groups(students);
    }

    @Test
    void groupsANearCopyWithTheValuesAndOnlyEqualFingerprintsWithout() throws Exception {
        student("ann", "a.Mine", original);
        student("bob", "b.Rewritten", changed(original, 40));
        student("cy", "c.Own", changed(original, 400));

        List<SameBehaviour> near = groups(NearBehaviour.DEFAULT_SHARE, null, null);
        List<SameBehaviour> digestsOnly = SameBehaviourGroups.EQUAL_FINGERPRINTS.groups(
                new StudentReportReader().read(reports, root).students());

        // 40 of 363,480 states is under 0.1 %; 400 is not.
        assertEquals(List.of(new SameBehaviour(GradeJson.DOMAIN, 40.0 / STATES, 40, STATES,
                List.of(new Member("ann", "a.Mine"), new Member("bob", "b.Rewritten")))), near);
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
                List.of(new Member("cy", "c.Own"), new Member("dee", "d.Copy")))), withTemplate);
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
