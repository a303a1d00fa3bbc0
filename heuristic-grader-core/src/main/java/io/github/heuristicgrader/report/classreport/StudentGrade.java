package io.github.heuristicgrader.report.classreport;

import java.util.List;

/**
 * What the class report takes from one student's {@code grade.json}: the score, each heuristic's verdict and
 * fingerprint, each slot's and each instructor test entry's points, and which checks the graded heuristics passed.
 * Every string in it is the student's file's, so hostile: each writer escapes it.
 *
 * @param id the student's id, the name of the student's folder, validated by {@link StudentIds}
 * @param report the path of the student's {@code grade.json} relative to {@code class.json}, with {@code /}
 *     between names; null when the folder has no readable report
 * @param page the path of the student's page ({@code index.html} beside {@code grade.json}) relative to
 *     {@code class.json}, as {@code report}; null when the folder has none
 * @param score points earned, or null when the report could not be read
 * @param maxScore points possible, or null when the report could not be read
 * @param verdicts each heuristic's verdict, in the report's order
 * @param slots each slot's points, in the report's order
 * @param tests each of the rubric's test entries and its points, in the report's order
 * @param checks for each graded heuristic, each check and whether it passed
 * @param behaviours the fingerprints of the heuristics that may be compared with other students': not the
 *     domain's baseline, nor a slot's heuristic that must equal it
 * @param failedStates for each graded heuristic, the state each failed check shows as its example
 * @param efforts for each graded heuristic that evaluated everywhere, the share of the effort suite it saved
 * @param testResults each test the report lists (the project's and the instructor's), as the report names it
 * @param passed whether the grade passed ({@code passed} in {@code grade.json}) with every source compiled; false
 *     when the report could not be read
 * @param problem what kept the student's grade from being whole, for people: why the report could not be read, or,
 *     when it was, why the sources were not all compiled (the report's {@code compilation.message} with its first
 *     compiler message); null when there is none
 */
public record StudentGrade(String id, String report, String page, Integer score, Integer maxScore,
        List<HeuristicVerdict> verdicts, List<Scored> slots, List<Scored> tests, List<CheckPass> checks,
        List<Behaviour> behaviours, List<FailedState> failedStates, List<EffortSaved> efforts,
        List<TestResult> testResults, boolean passed, String problem) {

    /** Copies the lists. */
    public StudentGrade {
        verdicts = List.copyOf(verdicts);
        slots = List.copyOf(slots);
        tests = List.copyOf(tests);
        checks = List.copyOf(checks);
        behaviours = List.copyOf(behaviours);
        failedStates = List.copyOf(failedStates);
        efforts = List.copyOf(efforts);
        testResults = List.copyOf(testResults);
    }

    /** A student whose report could not be read, and why; {@code page} as above. */
    static StudentGrade unreadable(String id, String report, String page, String problem) {
        return new StudentGrade(id, report, page, null, null, List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(), List.of(), false, problem);
    }

    /** This student with {@code problem} instead of the one read. */
    StudentGrade withProblem(String problem) {
        return new StudentGrade(id, report, page, score, maxScore, verdicts, slots, tests, checks, behaviours,
                failedStates, efforts, testResults, passed, problem);
    }

    /** Whether the report was read. */
    public boolean read() {
        return score != null;
    }

    /** The path a link to the student leads to: the student's page, else {@code grade.json}; null for neither. */
    public String link() {
        return page != null ? page : report;
    }

    /**
     * One heuristic's verdict.
     *
     * @param heuristic the class name
     * @param slot the slot it fills and is graded in, or null when it is not graded in one (playground mode, or an
     *     extra class)
     * @param verdict the verdict's id, such as {@code passed}
     */
    public record HeuristicVerdict(String heuristic, String slot, String verdict) {
    }

    /**
     * Points of one slot or one test entry.
     *
     * @param name the slot's or the entry's name, as the rubric gives it
     * @param earned points earned
     * @param possible points possible
     */
    public record Scored(String name, int earned, int possible) {

        /** Whether every point was earned. */
        public boolean full() {
            return earned >= possible;
        }
    }

    /**
     * Whether a graded heuristic passed one check.
     *
     * @param part the slot the heuristic fills, or its class name in playground mode
     * @param check the check's name in {@code grade.json}, such as {@code admissible}
     * @param passed whether it passed
     */
    public record CheckPass(String part, String check, boolean passed) {
    }

    /**
     * A heuristic's behaviour fingerprint, as {@code grade.json} records it.
     *
     * @param heuristic the class name
     * @param domain the domain's name
     * @param algorithm the fingerprint's algorithm
     * @param states the states digested
     * @param digest the digest
     */
    public record Behaviour(String heuristic, String domain, String algorithm, int states, String digest) {
    }

    /**
     * The state a graded heuristic's failed check gives as its example.
     *
     * @param part the slot the heuristic fills, or its class name in playground mode
     * @param domain the heuristic's domain's name
     * @param check the check's name in {@code grade.json}, such as {@code admissible}
     * @param state the state's text, as the report gives it: for {@code consistent} the state before the move
     */
    public record FailedState(String part, String domain, String check, String state) {
    }

    /**
     * A graded heuristic's effort figure: {@code effortSuite.saved}.
     *
     * @param part the slot the heuristic fills, or its class name in playground mode
     * @param domain the heuristic's domain's name
     * @param saved the mean share of the baseline's effort saved: 0 as the baseline, 1 as the exact distance,
     *     negative for a weaker heuristic
     * @param admissible whether the heuristic passed the admissibility check: an inadmissible heuristic's A* may stop
     *     on a longer path, so its effort is no saving comparable with the others'
     */
    public record EffortSaved(String part, String domain, double saved, boolean admissible) {
    }

    /**
     * One test of the report's {@code tests.results}.
     *
     * @param source {@code project} or {@code instructor}
     * @param uniqueId JUnit's unique id as the report gives it ({@code [hidden-test:N]} for a numbered hidden test)
     * @param name the test for people: class name, {@code #}, display name; the display name alone without a class
     * @param status the test's status, such as {@code successful}
     */
    public record TestResult(String source, String uniqueId, String name, String status) {

        /** Whether it passed. */
        public boolean passed() {
            return "successful".equals(status);
        }
    }
}
