package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.report.classreport.StudentGrade.CheckPass;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A class's grades in one model, which {@code class.json}, {@code grades.csv} and the class page all draw: the
 * students by id, the entries rejected, and the groups of heuristics that behave the same.
 *
 * @param students every student folder read, by id, with its report's problem when it had one
 * @param rejected the entries of the reports folder that are no student folder, by name
 * @param sameBehaviour groups of two or more students' heuristics that behave the same ({@link SameBehaviourGroups}),
 *     sorted by domain and first member
 * @param cost what producing the report cost, as the caller measured it; null when not measured
 */
public record ClassReport(List<StudentGrade> students, List<Rejected> rejected, List<SameBehaviour> sameBehaviour,
        RunCost cost) {

    /** The version of {@code class.json}'s structure; raised when a field changes meaning or goes away. */
    public static final int SCHEMA_VERSION = 1;

    /** Orders keys made of names (lists of equal length) name by name. */
    private static final Comparator<List<String>> BY_NAMES = (a, b) -> {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int order = a.get(i).compareTo(b.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(a.size(), b.size());
    };

    /** Bars of the score histogram: tenths of the maximum score, the last one holding full marks. */
    public static final int BARS = 10;

    /** Copies the lists. */
    public ClassReport {
        students = List.copyOf(students);
        rejected = List.copyOf(rejected);
        sameBehaviour = List.copyOf(sameBehaviour);
    }

    /** A class report whose cost was not measured. */
    public ClassReport(List<StudentGrade> students, List<Rejected> rejected, List<SameBehaviour> sameBehaviour) {
        this(students, rejected, sameBehaviour, null);
    }

    /** This report with {@code cost}. */
    public ClassReport withCost(RunCost cost) {
        return new ClassReport(students, rejected, sameBehaviour, cost);
    }

    /**
     * Heuristics of different students that computed the same function on a domain's whole state database: worth an
     * instructor's review, no proof of anything.
     *
     * @param domain the domain's name
     * @param differingShare the largest share of states on which two members differ: 0 for equal fingerprints
     * @param differingStates the most states on which two members differ, counted exactly
     * @param states the states of the domain's database
     * @param members the students and their heuristics, sorted by student then class name
     */
    public record SameBehaviour(String domain, double differingShare, int differingStates, int states,
            List<Member> members) {

        /** Copies the list. */
        public SameBehaviour {
            members = List.copyOf(members);
        }
    }

    /**
     * One heuristic of a {@link SameBehaviour} group.
     *
     * @param student the student's id
     * @param heuristic the class name
     */
    public record Member(String student, String heuristic) {
    }

    /** The class report of {@code folders}: its students and its groups of equal fingerprints. */
    public static ClassReport of(StudentReportReader.Folders folders) {
        try {
            return of(folders, SameBehaviourGroups.EQUAL_FINGERPRINTS);
        } catch (IOException e) {
            throw new UncheckedIOException("equal fingerprints are grouped without reading a file", e);
        }
    }

    /**
     * The class report of {@code folders}: its students and the groups {@code sameBehaviour} finds.
     *
     * @throws IOException when a values file cannot be read
     */
    public static ClassReport of(StudentReportReader.Folders folders, SameBehaviourGroups sameBehaviour)
            throws IOException {
        List<StudentGrade> students = new ArrayList<>(folders.students());
        students.sort(Comparator.comparing(StudentGrade::id));
        return new ClassReport(students, folders.rejected(), sameBehaviour.groups(students));
    }

    /**
     * A state on which the failed check of several students' heuristics gives its example.
     *
     * @param domain the domain's name
     * @param check the check's name, such as {@code admissible}
     * @param state the state's text, as the reports give it
     * @param students the students whose heuristics fail there, sorted
     */
    public record SharedFailure(String domain, String check, String state, List<String> students) {

        /** Copies the list. */
        public SharedFailure {
            students = List.copyOf(students);
        }
    }

    /**
     * The effort figures of one slot (or class, in playground mode) across students.
     *
     * @param domain the domain's name
     * @param part the slot, or the class name in playground mode
     * @param figures each student's share saved, lowest first, then by student
     */
    public record EffortSpread(String domain, String part, List<StudentEffort> figures) {

        /** Copies the list. */
        public EffortSpread {
            figures = List.copyOf(figures);
        }

        /** The median share saved: the middle figure, or the mean of the two middle ones. */
        public double median() {
            int n = figures.size();
            return n % 2 == 1 ? figures.get(n / 2).saved()
                    : (figures.get(n / 2 - 1).saved() + figures.get(n / 2).saved()) / 2;
        }
    }

    /**
     * One student's effort figure.
     *
     * @param student the student's id
     * @param saved the share of the baseline's effort saved
     */
    public record StudentEffort(String student, double saved) {
    }

    /**
     * How one test fared across the students whose reports list it.
     *
     * @param source {@code project} or {@code instructor}
     * @param uniqueId JUnit's unique id, as the reports give it
     * @param name the test for people, as the first report (by student) names it
     * @param passed how many students' runs passed it
     * @param ran how many students' reports list it
     */
    public record TestPassRate(String source, String uniqueId, String name, int passed, int ran) {
    }

    /** Students per bar of the score histogram: bar {@code i} holds shares of the maximum in [i/10, (i+1)/10). */
    public int[] scoreHistogram() {
        int[] bars = new int[BARS];
        for (StudentGrade student : graded()) {
            double share = student.maxScore() <= 0 ? 0 : (double) student.score() / student.maxScore();
            bars[Math.max(0, Math.min(BARS - 1, (int) Math.floor(share * BARS)))]++;
        }
        return bars;
    }

    /**
     * The states on which failed checks give their example, each with the students whose heuristics fail there
     * (each student once, whatever the number of their heuristics); the most students first, then by domain, check
     * and state.
     */
    public List<SharedFailure> sharedFailures() {
        Map<List<String>, Set<String>> failing = new TreeMap<>(BY_NAMES);
        for (StudentGrade student : students) {
            for (StudentGrade.FailedState failed : student.failedStates()) {
                failing.computeIfAbsent(List.of(failed.domain(), failed.check(), failed.state()),
                        key -> new TreeSet<>()).add(student.id());
            }
        }
        List<SharedFailure> shared = new ArrayList<>();
        failing.forEach((key, ids) -> shared.add(new SharedFailure(key.get(0), key.get(1), key.get(2),
                new ArrayList<>(ids))));
        shared.sort(Comparator.comparing((SharedFailure failure) -> -failure.students().size()));
        return shared;
    }

    /** The effort figures per domain and slot (or class), sorted by domain then slot. */
    public List<EffortSpread> effortSpreads() {
        Map<List<String>, List<StudentEffort>> spreads = new TreeMap<>(BY_NAMES);
        for (StudentGrade student : students) {
            for (StudentGrade.EffortSaved effort : student.efforts()) {
                spreads.computeIfAbsent(List.of(effort.domain(), effort.part()), key -> new ArrayList<>())
                        .add(new StudentEffort(student.id(), effort.saved()));
            }
        }
        List<EffortSpread> found = new ArrayList<>();
        spreads.forEach((key, figures) -> {
            figures.sort(Comparator.comparingDouble(StudentEffort::saved).thenComparing(StudentEffort::student));
            found.add(new EffortSpread(key.get(0), key.get(1), figures));
        });
        return found;
    }

    /**
     * Per test, by source then unique id, how many students' runs passed it; a test a report lists twice under one
     * unique id counts once for that student, passed only when every listing passed.
     */
    public List<TestPassRate> testPassRates() {
        Map<List<String>, String> names = new TreeMap<>(BY_NAMES);
        Map<List<String>, int[]> counts = new TreeMap<>(BY_NAMES);
        for (StudentGrade student : students) {
            Map<List<String>, Boolean> passedByTest = new HashMap<>();
            for (StudentGrade.TestResult result : student.testResults()) {
                List<String> key = List.of(result.source(), result.uniqueId());
                passedByTest.merge(key, result.passed(), Boolean::logicalAnd);
                names.putIfAbsent(key, result.name());
            }
            passedByTest.forEach((key, passed) -> {
                int[] count = counts.computeIfAbsent(key, k -> new int[2]);
                count[0] += passed ? 1 : 0;
                count[1]++;
            });
        }
        List<TestPassRate> rates = new ArrayList<>();
        counts.forEach((key, count) -> rates.add(new TestPassRate(key.get(0), key.get(1), names.get(key), count[0],
                count[1])));
        return rates;
    }

    /** The slots' names in all students' reports, each once, sorted. */
    public List<String> slotNames() {
        return names(students.stream().flatMap(student -> student.slots().stream()).map(Scored::name).toList());
    }

    /** The rubric's test entries' names in all students' reports, each once, sorted. */
    public List<String> testNames() {
        return names(students.stream().flatMap(student -> student.tests().stream()).map(Scored::name).toList());
    }

    /** The parts the checks are counted by (slots, or class names in playground mode), each once, sorted. */
    public List<String> checkedParts() {
        return names(students.stream().flatMap(student -> student.checks().stream()).map(CheckPass::part).toList());
    }

    /** The checks' names, each once, sorted. */
    public List<String> checkNames() {
        return names(students.stream().flatMap(student -> student.checks().stream()).map(CheckPass::check)
                .toList());
    }

    private static List<String> names(List<String> names) {
        return List.copyOf(new TreeSet<>(names));
    }

    /** The students whose report was read. */
    public List<StudentGrade> graded() {
        return students.stream().filter(StudentGrade::read).toList();
    }

    /**
     * How many students' reports have {@code part} checked with {@code check}, and how many of them passed it:
     * {@code [passed, checked]}.
     */
    public int[] checkPassing(String part, String check) {
        int passed = 0;
        int checked = 0;
        for (StudentGrade student : students) {
            Set<Boolean> outcomes = new LinkedHashSet<>();
            student.checks().stream().filter(pass -> pass.part().equals(part) && pass.check().equals(check))
                    .forEach(pass -> outcomes.add(pass.passed()));
            if (!outcomes.isEmpty()) {
                checked++;
                passed += outcomes.contains(false) ? 0 : 1;
            }
        }
        return new int[] {passed, checked};
    }

    /** How many students earned every point of slot or entry {@code name}, and how many have it: {@code [full, of]}. */
    public static int[] fullPoints(List<StudentGrade> students, String name, boolean slot) {
        int full = 0;
        int of = 0;
        for (StudentGrade student : students) {
            for (Scored scored : slot ? student.slots() : student.tests()) {
                if (scored.name().equals(name)) {
                    of++;
                    full += scored.full() ? 1 : 0;
                    break;
                }
            }
        }
        return new int[] {full, of};
    }
}
