package io.github.heuristicgrader.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** Whether the student's sources compiled before grading, and if not, which. */
public enum CompilationOutcome {
    /** The main and the test sources compiled (or there are no test sources). */
    COMPILED("compiled"),
    /** The main sources do not compile: nothing could be graded, the tests not run. */
    MAIN_FAILED("main-failed"),
    /** The main sources compiled, the test sources do not: the heuristics were graded, the tests not run. */
    TESTS_FAILED("tests-failed"),
    /**
     * The project has no main source where the build looks for it (loose files at the project's root, say): nothing
     * could be graded, the tests not run.
     */
    NO_MAIN_SOURCES("no-main-sources");

    private final String id;

    CompilationOutcome(String id) {
        this.id = id;
    }

    /** Whether the main classes are there to grade. */
    public boolean mainCompiled() {
        return this == COMPILED || this == TESTS_FAILED;
    }

    /** The outcome's name in reports. */
    @JsonValue
    public String id() {
        return id;
    }
}
