package io.github.heuristicgrader.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** What became of one JUnit test, from best to worst. Only {@link #SUCCESSFUL} earns a test's points. */
public enum TestStatus {
    /** Ran and passed. */
    SUCCESSFUL("successful"),
    /** Did not run: disabled, or a condition or its class said to skip it. */
    SKIPPED("skipped"),
    /** Stopped by a failed assumption. */
    ABORTED("aborted"),
    /** Ran and failed: an assertion, an exception, or JUnit's own timeout. */
    FAILED("failed"),
    /** Was running when the test JVM stopped past the test time limit. */
    TIMED_OUT("timed-out"),
    /** Was running when the test JVM ended: {@code System.exit}, halt, out of memory, or a crash. */
    CRASHED("crashed"),
    /** Never started, because the test JVM had ended before its turn. */
    NOT_RUN("not-run");

    private final String id;

    TestStatus(String id) {
        this.id = id;
    }

    /** The status's name in reports. */
    @JsonValue
    public String id() {
        return id;
    }
}
