package io.github.heuristicgrader.report.classreport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A class of students' {@code grade.json} files drawn from a seeded random plan, which the tests keep to count what
 * the class report should show a second way: each student's score, the states their two slots' heuristics fail on,
 * their effort figures and their tests' statuses. Each student's page stands beside the report; one more student's
 * folder has no report.
 */
final class SampleClass {

    /** Layouts of the default domain the failed checks give as examples. */
    static final List<String> STATES = List.of("^11^v11v^<>^v22v2..2", "^11^v11v^<>^v2.v22.2", "^11^v11v^<>^v22v.2.2",
            "^11^v11v^<>^v22v22..");
    /** The instructor's tests, by class and method. */
    static final List<String> INSTRUCTOR_TESTS = List.of("grader.SolverTest#solvesTheClassicStart",
            "grader.SolverTest#findsNoPathWhenBlocked", "grader.HeuristicTest#isZeroAtGoals");
    /** The folder with no report. */
    static final String WITHOUT_REPORT = "zz-missing";

    /**
     * One student's plan.
     *
     * @param id the folder's name
     * @param score points of 100
     * @param slotFailures per slot ({@code advanced}, {@code basic}) the check failed and its state, or none
     * @param saved per slot the effort figure
     * @param instructorPassed per instructor test whether it passed
     * @param ownTestPassed whether the project's own test passed
     */
    record Student(String id, int score, Map<String, List<String>> slotFailures, Map<String, Double> saved,
            List<Boolean> instructorPassed, boolean ownTestPassed) {
    }

    final List<Student> students = new ArrayList<>();

    /** Plans {@code size} students from {@code seed}. */
    SampleClass(long seed, int size) {
        Random random = new Random(seed);
        for (int i = 0; i < size; i++) {
            Map<String, List<String>> failures = new java.util.TreeMap<>();
            Map<String, Double> saved = new java.util.TreeMap<>();
            for (String slot : List.of("advanced", "basic")) {
                int kind = random.nextInt(4);
                String state = STATES.get(random.nextInt(random.nextBoolean() ? 2 : STATES.size()));
                failures.put(slot, kind == 0 ? List.of("admissible", state) : kind == 1 ? List.of("consistent", state)
                        : List.of());
                saved.put(slot, Math.round((random.nextDouble() * 2.6 - 1.4) * 1000) / 1000.0);
            }
            List<Boolean> instructor = new ArrayList<>();
            INSTRUCTOR_TESTS.forEach(test -> instructor.add(random.nextInt(3) > 0));
            students.add(new Student(String.format("s%02d", i), random.nextInt(101), failures, saved, instructor,
                    random.nextBoolean()));
        }
    }

    /** Writes each student's {@code grade.json} in a folder of {@code reports} named by id, and the folder without. */
    void writeTo(Path reports) throws IOException {
        for (Student student : students) {
            GradeJson grade = new GradeJson(student.score(), 100);
            for (String slot : student.slotFailures().keySet()) {
                List<String> failure = student.slotFailures().get(slot);
                grade.heuristic(student.id().replace("s", "p") + "." + slot + "Heuristic", slot,
                        failure.isEmpty() ? "passed" : "inadmissible", true, null);
                if (!failure.isEmpty() && failure.get(0).equals("admissible")) {
                    grade.overestimatesAt(failure.get(1));
                } else if (!failure.isEmpty()) {
                    grade.inconsistentAt(failure.get(1), STATES.get(0));
                }
                grade.saved(student.saved().get(slot)).slot(slot, failure.isEmpty() ? 50 : 20, 50, null);
            }
            for (int t = 0; t < INSTRUCTOR_TESTS.size(); t++) {
                String[] test = INSTRUCTOR_TESTS.get(t).split("#");
                grade.testResult("instructor", test[0], test[1], student.instructorPassed().get(t) ? "successful"
                        : "failed");
            }
            grade.testResult("project", "student.MyTest", "works", student.ownTestPassed() ? "successful" : "failed");
            grade.writeTo(reports.resolve(student.id()));
            Files.writeString(reports.resolve(student.id()).resolve(StudentReportReader.PAGE_NAME),
                    "<!DOCTYPE html>\n<title>" + student.id() + "</title>\n");
        }
        Files.createDirectories(reports.resolve(WITHOUT_REPORT));
    }
}
