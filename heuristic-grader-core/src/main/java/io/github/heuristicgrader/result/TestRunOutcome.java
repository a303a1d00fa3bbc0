package io.github.heuristicgrader.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** How the run of the JUnit tests as a whole ended. */
public enum TestRunOutcome {
    /** Every test discovered ran to its end (whether it passed or not). */
    COMPLETED("completed"),
    /** The tests were not run; the report's message says why. */
    NOT_RUN("not-run"),
    /** Test code ended the test JVM with {@code System.exit} or {@code Runtime.halt}. */
    EXITED("exited"),
    /** A test, or the run, went past its time limit and the test JVM was stopped. */
    TIMED_OUT("timed-out"),
    /** The test JVM ended in another way: out of memory, a crash, or a failure of the runner itself. */
    CRASHED("crashed"),
    /**
     * The test JVM left a file the grader reads (its live status or output log) that the runner does not write, or
     * sent what the runner does not: no test result can be trusted, so none is reported and no test earns points.
     */
    TAMPERED("tampered");

    private final String id;

    TestRunOutcome(String id) {
        this.id = id;
    }

    /** The outcome's name in reports. */
    @JsonValue
    public String id() {
        return id;
    }
}
