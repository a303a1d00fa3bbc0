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
import java.util.Locale;
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
 * @param sameBehaviourFindings groups of two or more students' heuristics that behave the same, the closest pairs
 *     beyond them and how they were found ({@link SameBehaviourGroups})
 * @param cost what producing the report cost, as the caller measured it; null when not measured
 */
public record ClassReport(List<StudentGrade> students, List<Rejected> rejected,
        SameBehaviourFindings sameBehaviourFindings, RunCost cost) {

    /** The version of {@code class.json}'s structure; raised when a field changes meaning or goes away. */
    public static final int SCHEMA_VERSION = 3;

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
    }

    /** A class report whose cost was not measured, with groups alone. */
    public ClassReport(List<StudentGrade> students, List<Rejected> rejected, List<SameBehaviour> sameBehaviour) {
        this(students, rejected, SameBehaviourFindings.of(sameBehaviour), null);
    }

    /**
     * This report with the students a grading run could not grade at all, by id, each with why: such a student,
     * whose report could not be read, gets {@code could not be graded: } and the reason as the problem.
     */
    public ClassReport withNotGraded(Map<String, String> reasons) {
        List<StudentGrade> marked = students.stream().map(student -> !student.read()
                && reasons.containsKey(student.id()) ? student.withProblem("could not be graded: "
                        + reasons.get(student.id())) : student).toList();
        return new ClassReport(marked, rejected, sameBehaviourFindings, cost);
    }

    /** This report with {@code cost}. */
    public ClassReport withCost(RunCost cost) {
        return new ClassReport(students, rejected, sameBehaviourFindings, cost);
    }

    /** The same-behaviour groups, rare before common ({@link SameBehaviourFindings#groups}). */
    public List<SameBehaviour> sameBehaviour() {
        return sameBehaviourFindings.groups();
    }

    /**
     * Heuristics of different students that computed the same function on a domain's whole state database, or nearly:
     * a connected group of links, worth an instructor's review, no proof of anything.
     *
     * @param domain the domain's name
     * @param differingShare {@code differingStates / states}: 0 for equal fingerprints
     * @param differingStates the most states one of its links differs on, counted exactly
     * @param states the states of the domain's database
     * @param members the students and their heuristics, sorted by student then class name
     * @param students its rarity: the fewest students behind one of its pieces of evidence (a function several
     *     students compute, or a link between the functions of two students or more)
     * @param common whether even that is more than the run's {@code grade.commonFunction}: ranked after the rare ones
     * @param links every link between two of its functions, by function numbers
     */
    public record SameBehaviour(String domain, double differingShare, int differingStates, int states,
            List<Member> members, int students, boolean common, List<Link> links) {

        /** Copies the lists. */
        public SameBehaviour {
            members = List.copyOf(members);
            links = List.copyOf(links);
        }
    }

    /**
     * One heuristic of a {@link SameBehaviour} group.
     *
     * @param student the student's id
     * @param heuristic the class name
     * @param function the number of its function in the group, from 1: members with one number give equal values
     *     on every state
     * @param sharedBy how many students compute that function in the class, exactly
     * @param nearTemplate whether that function is the template's or linked to it
     */
    public record Member(String student, String heuristic, int function, int sharedBy, boolean nearTemplate) {
    }

    /**
     * A link inside a group.
     *
     * @param from one function's number
     * @param to the other's, greater
     * @param differingStates the states they differ on, counted exactly
     */
    public record Link(int from, int to, int differingStates) {
    }

    /**
     * Two heuristics of different students that differ on more states than a link may, and on at most
     * {@code NearBehaviour.CLOSEST_SHARE} of them.
     *
     * @param domain the domain's name
     * @param student one student's id (the first by student, then class name)
     * @param heuristic that student's class name
     * @param otherStudent the other student's id
     * @param otherHeuristic the other's class name
     * @param differingStates the states they differ on, counted exactly
     * @param states the states of the domain's database
     */
    public record ClosestPair(String domain, String student, String heuristic, String otherStudent,
            String otherHeuristic, int differingStates, int states) {

        /** {@code differingStates / states}. */
        public double differingShare() {
            return states == 0 ? 0 : (double) differingStates / states;
        }
    }

    /**
     * How one domain's heuristics were compared.
     *
     * @param domain the domain's name
     * @param states the states of its database
     * @param method {@value #EVERY_PAIR}, {@value #SAMPLED} or {@value #FINGERPRINTS}
     * @param sampledStates the states sampled, for {@value #SAMPLED}; else 0
     * @param bands the bands they were cut into; else 0
     * @param functions the distinct functions compared with their values
     * @param closestPairs how many closest pairs were found, before the list was cut
     */
    public record Comparison(String domain, int states, String method, int sampledStates, int bands, int functions,
            int closestPairs) {

        /** Every pair of functions on every state. */
        public static final String EVERY_PAIR = "every-pair";
        /** Pairs proposed by a sample of states drawn for the run, each counted on every state. */
        public static final String SAMPLED = "sampled";
        /** By equal fingerprints alone. */
        public static final String FINGERPRINTS = "equal-fingerprints";

        /** The method in words, for people. */
        public String words() {
            return switch (method) {
                case EVERY_PAIR -> "every pair on every state";
                case SAMPLED -> String.format(Locale.ROOT, "sampled: %,d states in %d bands, drawn for this run;"
                        + " each pair proposed counted on every state", sampledStates, bands);
                default -> "equal fingerprints only";
            };
        }
    }

    /**
     * A heuristic compared by its fingerprint alone, in a run that kept values, since its values could not be used.
     *
     * @param student the student's id
     * @param domain the domain's name
     * @param heuristic the class name
     * @param reason why, such as {@code no values file}
     */
    public record NotCompared(String student, String domain, String heuristic, String reason) {
    }

    /**
     * What the same-behaviour comparison found, and how.
     *
     * @param share the share of states below which two heuristics are linked
     * @param commonFunction the most students a group may have behind its rarest evidence and still be rare
     * @param comparisons per domain, how it was compared, by domain
     * @param groups the groups: rare before common, then the fewest students first, then by domain and first member
     * @param closestPairs per domain the closest pairs, fewest differing states first
     * @param notCompared the heuristics whose values could not be used, by student, domain and class name
     */
    public record SameBehaviourFindings(double share, int commonFunction, List<Comparison> comparisons,
            List<SameBehaviour> groups, List<ClosestPair> closestPairs, List<NotCompared> notCompared) {

        /** Copies the lists. */
        public SameBehaviourFindings {
            comparisons = List.copyOf(comparisons);
            groups = List.copyOf(groups);
            closestPairs = List.copyOf(closestPairs);
            notCompared = List.copyOf(notCompared);
        }

        /** Groups alone, as given. */
        public static SameBehaviourFindings of(List<SameBehaviour> groups) {
            return new SameBehaviourFindings(0, Integer.MAX_VALUE, List.of(), groups, List.of(), List.of());
        }
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
        return new ClassReport(students, folders.rejected(), sameBehaviour.find(students), null);
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

        /**
         * The median share saved of the admissible heuristics (the others' figures are not comparable): the middle
         * figure, or the mean of the two middle ones; null when no heuristic was admissible.
         */
        public Double median() {
            List<StudentEffort> comparable = admissible();
            int n = comparable.size();
            if (n == 0) {
                return null;
            }
            return n % 2 == 1 ? comparable.get(n / 2).saved()
                    : (comparable.get(n / 2 - 1).saved() + comparable.get(n / 2).saved()) / 2;
        }

        /** The figures of admissible heuristics, lowest first. */
        public List<StudentEffort> admissible() {
            return figures.stream().filter(StudentEffort::admissible).toList();
        }
    }

    /**
     * One student's effort figure.
     *
     * @param student the student's id
     * @param saved the share of the baseline's effort saved
     * @param admissible whether the heuristic was admissible: when not, its figure is not comparable with the others'
     *     (its A* may stop on a longer path)
     */
    public record StudentEffort(String student, double saved, boolean admissible) {
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
                        .add(new StudentEffort(student.id(), effort.saved(), effort.admissible()));
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
