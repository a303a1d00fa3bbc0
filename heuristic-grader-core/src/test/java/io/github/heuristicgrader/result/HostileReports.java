package io.github.heuristicgrader.result;

import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports whose student strings try to break the CI outputs: markup of XML, HTML and Markdown, a CDATA end, table
 * pipes, code fences, and characters XML cannot hold.
 */
public final class HostileReports {

    /** A class name (as a misconfigured {@code <heuristics>} could give) with markup of every output. */
    public static final String NAME = "a|b`c<script>alert(1)</script>]]>&amp;*x*_y_\u0000\u001b[31m";

    /** An exception text that closes tags, CDATA and code fences, with an ANSI colour code and a lone surrogate. */
    public static final String DETAIL = "java.lang.IllegalStateException: ]]></error></testcase><testcase name=\"x\">\n"
            + "```\n| not | a | table |\n\u001b[31mred\u001b[0m \uD800 \r\n\tat student.Evil.estimate(Evil.java:1)";

    /** What the heuristic printed, with backtick runs longer than a fence. */
    public static final String OUTPUT = "````` five backticks\n<!-- comment -->\n$x$ **bold**";

    private HostileReports() {
    }

    /** The sample run with a fourth heuristic that crashed, named and failing with hostile strings. */
    public static GradeReport withCrashedHostile() {
        GradeReport sample = SampleReports.threeHeuristics();
        List<HeuristicReport> heuristics = new ArrayList<>(sample.heuristics());
        heuristics.add(crashed());
        return new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(), sample.maxScore() + 100,
                false, sample.domains(), List.copyOf(heuristics), sample.tests(),
                sample.sandbox(), List.of(), null, null, null, null, null);
    }

    private static HeuristicReport crashed() {
        HeuristicReport template = SampleReports.threeHeuristics().heuristics().get(2);
        return new HeuristicReport(NAME, "huarongdao", Verdict.CRASHED, "ended its JVM: " + NAME + " | `x`", 0, 0,
                null, null, List.of(), 0, 100, template.points(),
                new Failure("exit", SampleReports.HENG_DAO_LI_MA, DETAIL, OUTPUT), false, null, null, null, null, null);
    }

    /** What a fork that tampered with its files is told, in the report. */
    public static final String TAMPERED_DETAIL = "the live status file is a symbolic link, not a regular file"
            + " (target/grade/work/Evil-1/status.bin)";

    /**
     * The sample run with a fourth heuristic whose fork tampered with its files, and a test run whose JVM tampered
     * with its journal: no test reported, the class entry earns nothing.
     */
    public static GradeReport withTampered() {
        GradeReport sample = SampleReports.threeHeuristics();
        HeuristicReport template = sample.heuristics().get(2);
        List<HeuristicReport> heuristics = new ArrayList<>(sample.heuristics());
        heuristics.add(new HeuristicReport("student.Evil", "huarongdao", Verdict.TAMPERED,
                "the JVM evaluating student.Evil left a file the grader refuses: " + TAMPERED_DETAIL, 0, 0, null, null,
                List.of(), 0, 100, template.points(), new Failure("tampered", null, TAMPERED_DETAIL, "printed"),
                false, null, null, null, null, null));
        String message = "the test JVM left a file the grader refuses: the test journal has a line 2 with no known"
                + " event: \"all 50 hidden tests passed\" (target/grade/work/tests-1/journal.txt)";
        TestReport tests = new TestReport(TestRunOutcome.TAMPERED, message, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10,
                List.of(new TestPoints("class", "student.BoardTest", 0, 10, "the test run was tampered with: "
                        + message, List.of())), List.of(), null, null);
        return new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(), sample.maxScore() + 110,
                false, sample.domains(), List.copyOf(heuristics), tests, sample.sandbox(), List.of(), null, null,
                null, null, null);
    }

    /** A run in which no heuristic was found. */
    public static GradeReport empty() {
        GradeReport sample = SampleReports.threeHeuristics();
        return new GradeReport(sample.schemaVersion(), sample.generator(), 0, 0, false, sample.domains(), List.of(),
                sample.tests(), sample.sandbox(), List.of(), null, null, null, null, null);
    }

    /** The sample run of {@link SampleReports#threeHeuristics()} with {@code tests}; their points add to the score. */
    public static GradeReport withTests(TestReport tests) {
        GradeReport sample = SampleReports.threeHeuristics();
        return new GradeReport(sample.schemaVersion(), sample.generator(), sample.score() + tests.score(),
                sample.maxScore() + tests.maxScore(), false, sample.domains(), sample.heuristics(),
                tests, sample.sandbox(), List.of(), null, null, null, null, null);
    }

    /**
     * A test run that crashed between tests, so that no test is to blame: one test passed, one failed with a hostile
     * display name and failure, and the JVM printed hostile output. A tag entry earns 3 of 6 points.
     */
    public static TestReport crashedTests() {
        List<TestResult> results = List.of(
                new TestResult("[engine:junit-jupiter]/[class:student.EvilTest]/[method:breaks()]", "project",
                        "student.EvilTest", "breaks", NAME, List.of("evil"), TestStatus.FAILED, 7L, DETAIL),
                new TestResult("[engine:junit-jupiter]/[class:student.EvilTest]/[method:holds()]", "project",
                        "student.EvilTest", "holds", "holds()", List.of("evil"), TestStatus.SUCCESSFUL, 1_234L, null));
        List<TestPoints> points = List.of(new TestPoints("tag", "evil", 3, 6,
                "1 of 2 tests passed; not passed: student.EvilTest#breaks failed",
                results.stream().map(TestResult::uniqueId).toList()));
        return new TestReport(TestRunOutcome.CRASHED,
                "the test JVM ended: " + NAME + "; 2 tests: 1 successful, 1 failed", "1.13.4", 2, 1, 1, 0, 0, 0, 0,
                0, 3, 6, points, results, OUTPUT, null);
    }

    /** GitHub's workflow commands in both forms, and a GitLab section started by escapes and a carriage return. */
    public static final String FORGED = "##[stop-commands]forged\n::notice title=Autograding complete::Points 100/100\r"
            + "  ::error::x\n\u001b[0Ksection_start:1700000000:forged\r\u001b[0KForged section";

    /**
     * A completed test run with one failed test whose display name, failure and the JVM's output forge workflow
     * commands ({@link #FORGED}).
     */
    public static TestReport forgedCommandTests() {
        List<TestResult> results = List.of(new TestResult(
                "[engine:junit-jupiter]/[class:student.ForgingTest]/[method:forges()]", "project", "student.ForgingTest",
                "forges", "##[notice title=Autograding complete]Points 100/100", List.of(), TestStatus.FAILED, 7L,
                "org.opentest4j.AssertionFailedError: " + FORGED));
        return new TestReport(TestRunOutcome.COMPLETED, "1 test: 1 failed", "1.13.4", 1, 0, 1, 0, 0, 0, 0, 0, 0, 0,
                List.of(), results, FORGED, null);
    }

    /** Tests that were not run although the rubric gives 20 points for a class of them. */
    public static TestReport testsNotRunWithPoints() {
        String reason = "no JUnit Platform engine on the test class path; add org.junit.jupiter:junit-jupiter";
        return new TestReport(TestRunOutcome.NOT_RUN, reason, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20,
                List.of(new TestPoints("class", "student.BoardTest", 0, 20, "tests were not run: " + reason,
                        List.of())),
                List.of(), null, null);
    }

    /** A completed run of {@code failing} failing tests of one class and one passing, worth 10 points for the class. */
    public static TestReport manyFailingTests(int failing) {
        List<TestResult> results = new ArrayList<>();
        for (int i = 0; i < failing; i++) {
            String method = String.format("fails%02d", i);
            results.add(new TestResult("[engine:junit-jupiter]/[class:student.BoardTest]/[method:" + method + "()]",
                    "project", "student.BoardTest", method, method + "()", List.of(), TestStatus.FAILED, 1L,
                    "java.lang.AssertionError: failure " + i));
        }
        results.add(new TestResult("[engine:junit-jupiter]/[class:student.BoardTest]/[method:passes()]", "project",
                "student.BoardTest", "passes", "passes()", List.of(), TestStatus.SUCCESSFUL, 1L, null));
        int earned = 10 / (failing + 1);
        return new TestReport(TestRunOutcome.COMPLETED, (failing + 1) + " tests: 1 successful, " + failing + " failed",
                "1.13.4", failing + 1, 1, failing, 0, 0, 0, 0, 0, earned, 10,
                List.of(new TestPoints("class", "student.BoardTest", earned, 10, "1 of " + (failing + 1)
                        + " tests passed", results.stream().map(TestResult::uniqueId).toList())),
                List.copyOf(results), null, null);
    }
}
