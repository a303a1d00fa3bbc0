package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.report.classreport.StudentGrade.CheckPass;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A class's grades in one model, which {@code class.json}, {@code grades.csv} and the class page all draw: the
 * students by id, the entries rejected, and the groups of heuristics that behave the same.
 *
 * @param students every student folder read, by id, with its report's problem when it had one
 * @param rejected the entries of the reports folder that are no student folder, by name
 * @param sameBehaviour groups of two or more students' heuristics that behave the same ({@link SameBehaviourGroups}),
 *     sorted by domain and first member
 */
public record ClassReport(List<StudentGrade> students, List<Rejected> rejected, List<SameBehaviour> sameBehaviour) {

    /** The version of {@code class.json}'s structure; raised when a field changes meaning or goes away. */
    public static final int SCHEMA_VERSION = 1;

    /** Copies the lists. */
    public ClassReport {
        students = List.copyOf(students);
        rejected = List.copyOf(rejected);
        sameBehaviour = List.copyOf(sameBehaviour);
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
