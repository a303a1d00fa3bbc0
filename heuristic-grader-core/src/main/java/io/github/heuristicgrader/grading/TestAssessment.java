package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Turns a JUnit run into the report's {@code tests}: each test's outcome, the counts, and the rubric's test points.
 *
 * <p>Points: only a {@link TestStatus#SUCCESSFUL successful} test earns. An entry for one test ({@code Class#method}
 * or a unique id) earns its points in full when every test it names passed (all invocations of a parameterized or
 * repeated test), none otherwise, none when it names no test. An entry for a class (its nested classes included) or
 * a tag shares its points out by the share of its tests that passed, rounded down. Entries add up: a test may earn
 * through its own entry, its class's and its tags'. An entry that names any of the instructor's tests covers only the
 * instructor's tests it names.
 */
final class TestAssessment {

    private static final Comparator<TestResult> ORDER = Comparator
            .comparing((TestResult result) -> result.className() == null ? "" : result.className())
            .thenComparing(result -> result.methodName() == null ? "" : result.methodName())
            .thenComparing(TestResult::uniqueId);
    private static final String INSTRUCTOR = "instructor";
    /** Most tests named in one points reason. */
    private static final int NAMED_IN_REASON = 3;

    private TestAssessment() {
    }

    /**
     * The report for {@code runs}, scored with {@code rubric}. The instructor's run's own message and output go to
     * {@link TestReport#instructorRun()} alone; the report's message says only whether that run completed.
     *
     * @param runs what became of the runs, or null when no tests were run
     * @param request the request the runs were made for: why no tests, or the project's, were run
     */
    static TestReport assess(TestRuns runs, TestRequest request, Rubric rubric) {
        TestRun project = runs == null ? null : runs.project();
        TestRun instructor = runs == null ? null : runs.instructor();
        if (project == null && instructor == null) {
            String reason = request.notRunReason() != null ? request.notRunReason() : request.projectNotRunReason();
            List<TestPoints> points = points(List.of(), rubric, "tests were not run: " + reason);
            return new TestReport(TestRunOutcome.NOT_RUN, reason, null, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                    rubric.testMaxScore(), points, List.of(), null, null);
        }
        InstructorRun instructorRun = instructor == null ? null : new InstructorRun(outcome(instructor.outcome()),
                instructorMessage(instructor), instructor.platformVersion(), outputOf(instructor));
        // A refused file in either run: nothing either journal says can be trusted, and no test earns.
        boolean projectTampered = project != null && project.outcome() == TestRun.Outcome.TAMPERED;
        if (projectTampered || instructor != null && instructor.outcome() == TestRun.Outcome.TAMPERED) {
            String message = projectTampered ? project.message()
                    : "the instructor's test run left a file the grader refuses";
            List<TestPoints> points = points(List.of(), rubric, "the test run was tampered with: " + message);
            return new TestReport(TestRunOutcome.TAMPERED, message, null, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                    rubric.testMaxScore(), points, List.of(), projectTampered ? outputOf(project) : null,
                    instructorRun);
        }
        List<TestResult> results = new ArrayList<>();
        for (TestRun run : new TestRun[] {project, instructor}) {
            for (TestRun.Test test : run == null ? List.<TestRun.Test>of() : run.tests()) {
                results.add(new TestResult(test.uniqueId(), test.instructor() ? INSTRUCTOR : "project",
                        test.className(), test.methodName(), test.displayName(), test.tags(), status(test.status()),
                        test.duration() == null ? null : test.duration().toMillis(), test.failure()));
            }
        }
        results.sort(ORDER);
        Map<TestStatus, Integer> counts = new EnumMap<>(TestStatus.class);
        for (TestStatus status : TestStatus.values()) {
            counts.put(status, 0);
        }
        results.forEach(result -> counts.merge(result.status(), 1, Integer::sum));
        TestRunOutcome outcome = project != null && (project.outcome() != TestRun.Outcome.COMPLETED
                || instructor == null) ? outcome(project.outcome()) : outcome(instructor.outcome());
        List<TestPoints> points = points(results, rubric, null);
        int score = points.stream().mapToInt(TestPoints::earned).sum();
        String message = message(project, request.projectNotRunReason(), instructor, results, counts);
        return new TestReport(outcome, message, project != null ? project.platformVersion()
                : instructor.platformVersion(), results.size(), counts.get(TestStatus.SUCCESSFUL),
                counts.get(TestStatus.FAILED), counts.get(TestStatus.ABORTED), counts.get(TestStatus.SKIPPED),
                counts.get(TestStatus.TIMED_OUT), counts.get(TestStatus.CRASHED), counts.get(TestStatus.NOT_RUN), score,
                rubric.testMaxScore(), points, List.copyOf(results), project == null ? null : outputOf(project),
                instructorRun);
    }

    /** What the run's JVM printed last, when the run did not complete and something was printed. */
    private static String outputOf(TestRun run) {
        return run.outcome() == TestRun.Outcome.COMPLETED || run.outputTail().isBlank() ? null : run.outputTail();
    }

    /**
     * The project's run's message, then whether the instructor's run completed (not what stopped it, which may name
     * a hidden test), then the counts and the project's classes that failed outside their tests.
     */
    private static String message(TestRun project, String projectNotRunReason, TestRun instructor,
            List<TestResult> results, Map<TestStatus, Integer> counts) {
        StringBuilder message = new StringBuilder();
        if (project != null && project.message() != null) {
            message.append(project.message()).append("; ");
        }
        if (projectNotRunReason != null) {
            message.append("the project's tests were not run: ").append(projectNotRunReason).append("; ");
        }
        if (instructor != null && instructor.outcome() != TestRun.Outcome.COMPLETED) {
            message.append("the instructor's test run ").append(outcome(instructor.outcome()).id()).append("; ");
        }
        message.append(results.size()).append(results.size() == 1 ? " test" : " tests");
        List<String> parts = new ArrayList<>();
        counts.forEach((status, count) -> {
            if (count > 0) {
                parts.add(count + " " + status.id());
            }
        });
        if (!parts.isEmpty()) {
            message.append(": ").append(String.join(", ", parts));
        }
        if (project != null && !project.containerFailures().isEmpty()) {
            message.append("; failed outside their tests: ").append(String.join("; ", project.containerFailures()));
        }
        return message.toString();
    }

    /** What stopped the instructor's run, and their classes that failed outside their tests; null for neither. */
    private static String instructorMessage(TestRun instructor) {
        List<String> parts = new ArrayList<>();
        if (instructor.message() != null) {
            parts.add(instructor.message());
        }
        if (!instructor.containerFailures().isEmpty()) {
            parts.add("failed outside their tests: " + String.join("; ", instructor.containerFailures()));
        }
        return parts.isEmpty() ? null : String.join("; ", parts);
    }

    /** The rubric's test points earned by {@code results}; none when {@code notRun} says why none can be. */
    private static List<TestPoints> points(List<TestResult> results, Rubric rubric, String notRun) {
        List<TestPoints> points = new ArrayList<>();
        rubric.testPoints().forEach((name, possible) -> points.add(notRun != null
                ? new TestPoints("test", name, 0, possible, notRun, List.of())
                : testPoints(name, possible, covered(results, named(name)))));
        rubric.testClassPoints().forEach((name, possible) -> points.add(notRun != null
                ? new TestPoints("class", name, 0, possible, notRun, List.of())
                : sharedPoints("class", name, possible, covered(results, inClass(name)))));
        rubric.testTagPoints().forEach((name, possible) -> points.add(notRun != null
                ? new TestPoints("tag", name, 0, possible, notRun, List.of())
                : sharedPoints("tag", name, possible, covered(results, result -> result.tags().contains(name)))));
        return List.copyOf(points);
    }

    /**
     * The tests an entry covers: those it names; only the instructor's among them when it names any, so that a
     * student's test of the same class name or tag can neither dilute nor pad an instructor's entry.
     */
    private static List<TestResult> covered(List<TestResult> results, Predicate<TestResult> named) {
        List<TestResult> covered = results.stream().filter(named).toList();
        List<TestResult> instructors = covered.stream().filter(result -> INSTRUCTOR.equals(result.source())).toList();
        return instructors.isEmpty() ? covered : instructors;
    }

    private static Predicate<TestResult> named(String name) {
        if (name.startsWith("[")) {
            return result -> result.uniqueId().equals(name);
        }
        return result -> name.equals(result.className() + "#" + result.methodName());
    }

    private static Predicate<TestResult> inClass(String name) {
        return result -> result.className() != null
                && (result.className().equals(name) || result.className().startsWith(name + "$"));
    }

    private static TestPoints testPoints(String name, int possible, List<TestResult> tests) {
        if (tests.isEmpty()) {
            return new TestPoints("test", name, 0, possible, "no such test was found", List.of());
        }
        List<TestResult> notPassed = notPassed(tests);
        if (notPassed.isEmpty()) {
            return new TestPoints("test", name, possible, possible, tests.size() == 1 ? "passed"
                    : "all " + tests.size() + " invocations passed", ids(tests));
        }
        TestResult first = notPassed.get(0);
        String detail = first.failure() == null ? "" : ": " + first.failure().lines().findFirst().orElse("");
        String which = tests.size() == 1 ? first.status().id()
                : notPassed.size() + " of " + tests.size() + " invocations did not pass, first " + first.displayName()
                        + " " + first.status().id();
        return new TestPoints("test", name, 0, possible, which + detail, ids(tests));
    }

    private static TestPoints sharedPoints(String kind, String name, int possible, List<TestResult> tests) {
        if (tests.isEmpty()) {
            return new TestPoints(kind, name, 0, possible, "no tests " + (kind.equals("tag") ? "with this tag"
                    : "of this class") + " were found", List.of());
        }
        List<TestResult> notPassed = notPassed(tests);
        int passed = tests.size() - notPassed.size();
        int earned = (int) ((long) possible * passed / tests.size());
        StringBuilder reason = new StringBuilder().append(passed).append(" of ").append(tests.size())
                .append(tests.size() == 1 ? " test passed" : " tests passed");
        if (!notPassed.isEmpty()) {
            reason.append("; not passed: ").append(notPassed.stream().limit(NAMED_IN_REASON)
                    .map(result -> result.qualifiedName() + " " + result.status().id()).collect(Collectors.joining(", ")));
            if (notPassed.size() > NAMED_IN_REASON) {
                reason.append(" and ").append(notPassed.size() - NAMED_IN_REASON).append(" more");
            }
        }
        return new TestPoints(kind, name, earned, possible, reason.toString(), ids(tests));
    }

    private static List<String> ids(List<TestResult> tests) {
        return tests.stream().map(TestResult::uniqueId).toList();
    }

    private static List<TestResult> notPassed(List<TestResult> tests) {
        return tests.stream().filter(result -> result.status() != TestStatus.SUCCESSFUL).toList();
    }

    private static TestStatus status(TestRun.Status status) {
        return switch (status) {
            case SUCCESSFUL -> TestStatus.SUCCESSFUL;
            case FAILED -> TestStatus.FAILED;
            case ABORTED -> TestStatus.ABORTED;
            case SKIPPED -> TestStatus.SKIPPED;
            case TIMED_OUT -> TestStatus.TIMED_OUT;
            case CRASHED -> TestStatus.CRASHED;
            case NOT_RUN -> TestStatus.NOT_RUN;
        };
    }

    private static TestRunOutcome outcome(TestRun.Outcome outcome) {
        return switch (outcome) {
            case COMPLETED -> TestRunOutcome.COMPLETED;
            case EXITED -> TestRunOutcome.EXITED;
            case TIMED_OUT -> TestRunOutcome.TIMED_OUT;
            case OUT_OF_MEMORY, MEMORY_LIMIT, CRASHED -> TestRunOutcome.CRASHED;
            case TAMPERED -> TestRunOutcome.TAMPERED;
        };
    }
}
