package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.CompilationOutcome;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.CompilationReport;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.SlotFill;
import io.github.heuristicgrader.result.GradeReport.SlotReport;
import io.github.heuristicgrader.result.GradeReport.StateDatabase;
import io.github.heuristicgrader.result.GradeReport.SuiteEffort;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.result.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A student's grade built for a test as the model ({@link GradeReport}) and written as {@code grade.json} by
 * {@link JsonReportWriter}, as a grade writes it: the fields the class report reads set by the test, the rest left
 * at what a grade with nothing more to say holds.
 */
final class GradeJson {

    static final String DOMAIN = "huarongdao";
    static final String BASELINE_DIGEST = "b".repeat(64);

    private static final String ALGORITHM = "sha256-int32-v1";
    private static final int STATES = 363_480;

    /** A heuristic as the test describes it, built into a {@link HeuristicReport} when written. */
    private static final class Heuristic {
        final String name;
        final String domain;
        final Verdict verdict;
        SlotFill slot;
        CheckResults.GoalZero goalZero = new CheckResults.GoalZero(true, 0, null);
        CheckResults.Admissibility admissible;
        CheckResults.Consistency consistent;
        CheckResults.Dominance dominance;
        SuiteEffort effortSuite;
        final BehaviourFingerprint fingerprint;

        Heuristic(String name, String domain, String slot, String verdict, boolean admissible, String digest) {
            this.name = name;
            this.domain = domain;
            this.verdict = Arrays.stream(Verdict.values()).filter(each -> each.id().equals(verdict)).findFirst()
                    .orElseThrow();
            this.slot = slot == null ? null : new SlotFill(slot, true, null, null);
            this.admissible = new CheckResults.Admissibility(admissible, admissible ? 0 : 1, 0, null);
            this.fingerprint = digest == null ? null : new BehaviourFingerprint(ALGORITHM, STATES, digest);
        }

        HeuristicReport report() {
            return new HeuristicReport(name, domain, verdict, null, STATES, STATES, null, new CheckResults(goalZero,
                    admissible, consistent, dominance, null, null, null), List.of(), 0, 0, List.of(), null, false,
                    null, effortSuite, null, slot, fingerprint);
        }
    }

    private final int score;
    private final int maxScore;
    private boolean passed;
    private CompilationReport compilation;
    private final List<Heuristic> heuristics = new ArrayList<>();
    private final List<SlotReport> slots = new ArrayList<>();
    private final List<TestPoints> testPoints = new ArrayList<>();
    private final List<TestResult> testResults = new ArrayList<>();

    GradeJson(int score, int maxScore) {
        this.score = score;
        this.maxScore = maxScore;
    }

    private Heuristic last() {
        return heuristics.get(heuristics.size() - 1);
    }

    /** A heuristic graded in {@code slot} (none: playground mode), with its checks' outcomes and fingerprint. */
    GradeJson heuristic(String name, String slot, String verdict, boolean admissible, String digest) {
        return heuristic(name, DOMAIN, slot, verdict, admissible, digest);
    }

    /** A heuristic of {@code domain} graded in {@code slot}, with its checks' outcomes and fingerprint. */
    GradeJson heuristic(String name, String domain, String slot, String verdict, boolean admissible, String digest) {
        heuristics.add(new Heuristic(name, domain, slot, verdict, admissible, digest));
        return this;
    }

    /** The last heuristic fills its slot beside another class, so that it is not graded (an extra class). */
    GradeJson notGraded() {
        last().slot = new SlotFill(last().slot.name(), false, "the slot is filled twice", null);
        return this;
    }

    /** The last heuristic's admissibility check fails with {@code state} as its counterexample. */
    GradeJson overestimatesAt(String state) {
        last().admissible = new CheckResults.Admissibility(false, 1, 8, new Counterexample(state, 9, 1,
                List.of(state), List.of(9L)));
        return this;
    }

    /** The last heuristic's consistency check fails across a move from {@code from} to {@code to}. */
    GradeJson inconsistentAt(String from, String to) {
        last().consistent = new CheckResults.Consistency(false, 1, new MoveExample(from, 5, to, 1, 1));
        return this;
    }

    /** The last heuristic saved {@code saved} of the baseline's effort on the effort suite. */
    GradeJson saved(double saved) {
        last().effortSuite = new SuiteEffort(List.of(), saved);
        return this;
    }

    /** A test of {@code source} ({@code project} or {@code instructor}) in {@code tests.results}. */
    GradeJson testResult(String source, String className, String method, String status) {
        TestStatus testStatus = Arrays.stream(TestStatus.values()).filter(each -> each.id().equals(status))
                .findFirst().orElseThrow();
        testResults.add(className == null
                ? new TestResult("[hidden-test:" + method + "]", source, null, null, "hidden test " + method,
                        List.of(), testStatus, null, null)
                : new TestResult("[engine:junit-jupiter]/[class:" + className + "]/[method:" + method + "()]", source,
                        className, method, method + "()", List.of(), testStatus, null, null));
        return this;
    }

    /** The last heuristic's dominance check: {@code passed}, with one state below the baseline when not. */
    GradeJson dominance(boolean passed, String below) {
        last().dominance = new CheckResults.Dominance("manhattan", passed, below == null ? 0 : 1, 0,
                below == null ? null : new StateExample(below, 0, 1), 1);
        return this;
    }

    /** The grade's {@code passed}. */
    GradeJson passed(boolean passed) {
        this.passed = passed;
        return this;
    }

    /**
     * The grade's {@code compilation}: {@code outcome} such as {@code main-failed}, its message, and one compiler
     * message on the main sources per {@code file:line:text} triple of {@code messages} (file and line may be empty).
     */
    GradeJson compilation(String outcome, String message, String... messages) {
        List<CompilerMessage> main = new ArrayList<>();
        for (String each : messages) {
            String[] parts = each.split(":", 3);
            main.add(parts[0].isEmpty() ? new CompilerMessage(null, null, null, parts[2])
                    : new CompilerMessage(parts[0], Integer.parseInt(parts[1]), null, parts[2]));
        }
        compilation = new CompilationReport(Arrays.stream(CompilationOutcome.values())
                .filter(each -> each.id().equals(outcome)).findFirst().orElseThrow(), message, 0, main, List.of());
        return this;
    }

    GradeJson slot(String name, int earned, int points, String expect) {
        slots.add(new SlotReport(name, null, points, earned, false, expect, SlotReport.FILLED, List.of(), ""));
        return this;
    }

    GradeJson test(String name, int earned, int possible) {
        testPoints.add(new TestPoints("test", name, earned, possible, null, List.of()));
        return this;
    }

    /** The grade as the model holds it. */
    GradeReport report() {
        DomainReport domain = new DomainReport(DOMAIN, "Huarongdao", "layout", "layouts", "manhattan",
                new StateDatabase("", STATES, STATES, 1, 1, 1), List.of(),
                new BehaviourFingerprint(ALGORITHM, STATES, BASELINE_DIGEST));
        TestReport tests = new TestReport(TestRunOutcome.COMPLETED, "", null, testResults.size(), 0, 0, 0, 0, 0, 0,
                0, 0, 0, testPoints, testResults, null, null);
        return new GradeReport(GradeReport.SCHEMA_VERSION, "heuristic-grader test", score, maxScore, passed,
                List.of(domain), heuristics.stream().map(Heuristic::report).toList(), tests, null, slots, null,
                compilation, null, null, null);
    }

    /** Writes it as {@code folder/grade.json}, creating the folder. */
    Path writeTo(Path folder) throws IOException {
        return new JsonReportWriter().write(report(), folder);
    }

    @Override
    public String toString() {
        try {
            return new String(new JsonReportWriter().toBytes(report()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
