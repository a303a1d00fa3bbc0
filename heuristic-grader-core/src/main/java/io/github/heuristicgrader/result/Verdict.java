package io.github.heuristicgrader.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** The overall outcome for one heuristic, from best to worst kind of fault. */
public enum Verdict {
    /** Well-formed, zero at goals and admissible on every solvable state. */
    PASSED("passed"),
    /** Correct, but slower per state than the configured budget. */
    TOO_SLOW("too-slow"),
    /** Overestimates somewhere, or is not zero at a goal. */
    INADMISSIBLE("inadmissible"),
    /** Returned negative values. */
    ILL_FORMED("ill-formed"),
    /** Gave different values for the same state when asked again in another order. */
    NONDETERMINISTIC("nondeterministic"),
    /** Threw an exception on some states. */
    THREW("threw"),
    /** Did not finish within the time allowed. */
    TIMED_OUT("timed-out"),
    /** Ended the JVM evaluating it: exit, halt, out of memory, or a crash. */
    CRASHED("crashed"),
    /**
     * Left a file the grader reads (the worker's result or live status, the JVM's output log) that the grader's own
     * worker does not write: a link, a FIFO, a directory, too large, or malformed.
     */
    TAMPERED("tampered"),
    /** Could not be found, loaded or constructed. */
    NOT_LOADABLE("not-loadable"),
    /**
     * Not evaluated to the end because the grade's total time limit ran out: a limit of the run, not a fault found
     * in the heuristic. It earns no points, since nothing was proven, and fails the grade like a fault, so that slow
     * heuristics cannot hide a broken one behind them; the message names the parameter that raises the limit.
     */
    GRADE_TIME_LIMIT("grade-time-limit");

    private final String id;

    Verdict(String id) {
        this.id = id;
    }

    /**
     * Whether the heuristic's values prove nothing, so that no rubric item earns points: it threw somewhere, gave
     * values that do not repeat, or could not be run to the end.
     */
    public boolean provesNothing() {
        return compareTo(NONDETERMINISTIC) >= 0;
    }

    /** The verdict's name in reports. */
    @JsonValue
    public String id() {
        return id;
    }
}
