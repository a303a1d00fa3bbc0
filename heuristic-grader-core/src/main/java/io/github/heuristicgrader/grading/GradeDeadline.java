package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The grade's total time limit ({@link GradeRequest#gradeTimeout()}) as it runs out: how long a fork starting now
 * may take, and what to say of the work it cut short, naming the parameter that raises it. Thread-safe.
 */
final class GradeDeadline {

    /** The least time worth starting a fork for: less would stop it before its JVM is up. */
    static final Duration SHORTEST_FORK = Duration.ofSeconds(2);
    /** The parameter that sets the limit, as the build's user writes it. */
    static final String PARAMETER = "gradeTimeoutSeconds (grade.gradeTimeoutSeconds)";
    /** The kind of {@link Failure} of a heuristic the limit stopped or never started. */
    static final String FAILURE_KIND = "grade-time-limit";

    private final Duration limit;
    private final long deadlineNanos;

    /** The limit {@code limit}, counted from {@code startNanos} ({@link System#nanoTime()}). */
    GradeDeadline(long startNanos, Duration limit) {
        this.limit = limit;
        this.deadlineNanos = startNanos + limit.toNanos();
    }

    /**
     * How long a fork starting now may take: {@code own}, its own limit, or what is left of the grade's when that
     * is less; null when less than {@link #SHORTEST_FORK} is left, and the fork should not start.
     */
    Duration forkLimit(Duration own) {
        Duration left = Duration.ofNanos(deadlineNanos - System.nanoTime());
        if (left.compareTo(SHORTEST_FORK) < 0) {
            return null;
        }
        return left.compareTo(own) < 0 ? left : own;
    }

    /** What is left of the grade's time, never less than a millisecond. */
    Duration timeLeft() {
        return Duration.ofNanos(Math.max(deadlineNanos - System.nanoTime(), Duration.ofMillis(1).toNanos()));
    }

    /** Whether the grade's time is gone, or as good as gone: less than {@link #SHORTEST_FORK} left. */
    boolean ranOut() {
        return deadlineNanos - System.nanoTime() < SHORTEST_FORK.toNanos();
    }

    /** The run of a heuristic whose turn came after the limit ran out. */
    HeuristicRun notStarted(String className) {
        String message = "not evaluated: the grade's time limit of " + seconds(limit) + " ran out before its turn;"
                + " raise " + PARAMETER + " to evaluate it";
        return HeuristicRun.stopped(className, Verdict.GRADE_TIME_LIMIT, message,
                new Failure(FAILURE_KIND, null, message, null));
    }

    /**
     * {@code run} as it should be reported when the limit stopped it: {@link Verdict#GRADE_TIME_LIMIT} instead of
     * {@link Verdict#TIMED_OUT}, keeping the state and output. {@code run} itself when it did not time out or was
     * given its own limit {@code own} in full.
     *
     * @param given how long the run was allowed
     */
    HeuristicRun cutShort(HeuristicRun run, Duration given, Duration own) {
        if (run.stopped() != Verdict.TIMED_OUT || given.compareTo(own) >= 0) {
            return run;
        }
        String message = "not evaluated to the end: stopped after " + seconds(given) + ", when the grade's time"
                + " limit of " + seconds(limit) + " ran out, before its own limit of " + seconds(own) + "; raise "
                + PARAMETER + " to evaluate it";
        Failure failure = run.failure();
        return HeuristicRun.stoppedAfter(run.className(), Verdict.GRADE_TIME_LIMIT, message, new Failure(FAILURE_KIND,
                failure == null ? null : failure.state(), message, failure == null ? null : failure.output()),
                run.statesEvaluated(), run.nanosPerEvaluation());
    }

    /** Why no test was run when the limit ran out before the tests' turn. */
    String testsNotStarted() {
        return "the grade's time limit of " + seconds(limit) + " ran out before the tests could start; raise "
                + PARAMETER + " to run them";
    }

    /**
     * {@code run} as it should be reported when the limit stopped it: its message, and that of each test it cut
     * short, say so and name the parameter. {@code run} itself when the run was not stopped by the limit, that is
     * when it did not time out, ran for its own limit {@code own} in full, or ended before the limit ran out.
     *
     * @param run the test run, or null when none was made
     */
    TestRun testsCutShort(TestRun run, Duration own) {
        if (run == null || run.outcome() != TestRun.Outcome.TIMED_OUT || run.elapsed().compareTo(own) >= 0
                || !ranOut()) {
            return run;
        }
        String message = "stopped after " + seconds(run.elapsed()) + " when the grade's time limit of "
                + seconds(limit) + " ran out, before the test run's own limit of " + seconds(own) + "; raise "
                + PARAMETER + " to run every test";
        List<TestRun.Test> tests = new ArrayList<>();
        for (TestRun.Test test : run.tests()) {
            boolean cut = test.status() == TestRun.Status.TIMED_OUT || test.status() == TestRun.Status.NOT_RUN;
            tests.add(!cut ? test : new TestRun.Test(test.uniqueId(), test.instructor(), test.className(),
                    test.methodName(), test.displayName(), test.tags(), test.status(), test.duration(),
                    (test.status() == TestRun.Status.NOT_RUN ? "not reached: " : "") + message));
        }
        return new TestRun(run.outcome(), message, run.platformVersion(), tests, run.containerFailures(),
                run.exitCode(), run.outputTail(), run.elapsed());
    }

    /** Seconds to a tenth, or whole when they are whole: {@code 12.3 s}, {@code 480 s}. */
    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
