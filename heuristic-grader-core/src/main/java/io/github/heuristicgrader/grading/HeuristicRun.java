package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.Verdict;

/**
 * What running one heuristic on every state gave: its estimates, or why there are none.
 *
 * @param className the heuristic's class
 * @param estimates the value on every state (failed states marked), or null when the run did not finish
 * @param nanosPerEvaluation mean wall time of one call in nanoseconds, or null when the run did not finish; for a run
 *     stopped by a time limit, the time per state done when it was stopped (the worker's word), or null when unknown
 * @param stopped the verdict when the run did not finish ({@link Verdict#NOT_LOADABLE}, {@link Verdict#TIMED_OUT},
 *     {@link Verdict#CRASHED}, {@link Verdict#TAMPERED}), or null when it did
 * @param message one line for people when the run did not finish, or null
 * @param failure what went wrong, or null: for a finished run, the first exception the heuristic threw
 * @param repeatable states evaluated a second time in another order and how many changed; null when not finished
 * @param constructorNanos wall time of the heuristic's constructor in nanoseconds, or null when unknown
 * @param statesEvaluated states evaluated: all when finished; for a run stopped by a time limit those done before
 *     (the worker's word); otherwise 0
 */
public record HeuristicRun(String className, Estimates estimates, Double nanosPerEvaluation, Verdict stopped,
        String message, Failure failure, Repeatability repeatable, Long constructorNanos, int statesEvaluated) {

    /** A run that answered on every state, possibly throwing on some; its constructor time unknown. */
    public static HeuristicRun finished(String className, Estimates estimates, double nanosPerEvaluation,
            Failure firstException, Repeatability repeatable) {
        return finished(className, estimates, nanosPerEvaluation, firstException, repeatable, null);
    }

    /** A run that answered on every state, possibly throwing on some, after a constructor that took this long. */
    public static HeuristicRun finished(String className, Estimates estimates, double nanosPerEvaluation,
            Failure firstException, Repeatability repeatable, Long constructorNanos) {
        return new HeuristicRun(className, estimates, nanosPerEvaluation, null, null, firstException, repeatable,
                constructorNanos, estimates.values().length);
    }

    /** A run that stopped before the end, or never started. */
    public static HeuristicRun stopped(String className, Verdict verdict, String message, Failure failure) {
        return new HeuristicRun(className, null, null, verdict, message, failure, null, null, 0);
    }

    /**
     * A run stopped by a time limit after {@code statesEvaluated} states, at {@code nanosPerEvaluation} per state
     * done (null when unknown).
     */
    public static HeuristicRun stoppedAfter(String className, Verdict verdict, String message, Failure failure,
            int statesEvaluated, Double nanosPerEvaluation) {
        return new HeuristicRun(className, null, nanosPerEvaluation, verdict, message, failure, null, null,
                statesEvaluated);
    }

    /** Whether the heuristic was evaluated on every state. */
    public boolean finished() {
        return estimates != null;
    }
}
