package io.github.heuristicgrader.fork;

import java.time.Duration;
import java.util.List;

/**
 * What became of one run of JUnit tests in a forked JVM, as the parent sees it.
 *
 * @param outcome how the run ended
 * @param message one line for people: what stopped the run and during which test; null when it completed
 * @param platformVersion the JUnit Platform version that ran, or null when the runner did not get that far
 * @param tests every test discovered or registered while running, in the order they were announced
 * @param containerFailures classes or engines that failed outside their tests: display name and failure, one line
 *     each
 * @param exitCode the test JVM's exit code (128 + n when killed by signal n), −1 when it could not be waited for
 * @param outputTail the last lines the tests and the JVM printed, at most {@link Evaluation#OUTPUT_TAIL_LINES}
 *     lines and {@link Evaluation#OUTPUT_TAIL_CHARS} characters; empty when nothing was printed
 * @param elapsed wall time from starting the JVM until it ended
 */
public record TestRun(Outcome outcome, String message, String platformVersion, List<Test> tests,
        List<String> containerFailures, int exitCode, String outputTail, Duration elapsed) {

    /** Copies the lists. */
    public TestRun {
        tests = List.copyOf(tests);
        containerFailures = List.copyOf(containerFailures);
    }

    /** How a run ended. */
    public enum Outcome {
        /** Every test ran to its end. */
        COMPLETED,
        /** Test code ended the JVM with {@code System.exit} or {@code Runtime.halt}. */
        EXITED,
        /** Nothing happened for longer than the test timeout allows, or the run went past its own limit. */
        TIMED_OUT,
        /** The heap ran out. */
        OUT_OF_MEMORY,
        /** The kernel killed the JVM for going over the sandbox's memory limit, native memory included. */
        MEMORY_LIMIT,
        /** The JVM or the runner failed in another way; see the message. */
        CRASHED,
        /**
         * A file the test JVM left for the grader (its live status or output log) is not what the runner writes, or
         * what came over its socket is not what the runner sends: test code tampered with it. The message names the
         * file and what was wrong; no test is reported.
         */
        TAMPERED
    }

    /** What became of one test. */
    public enum Status {
        /** Passed. */
        SUCCESSFUL,
        /** Failed. */
        FAILED,
        /** Stopped by an assumption. */
        ABORTED,
        /** Disabled or skipped. */
        SKIPPED,
        /** Running when the run timed out. */
        TIMED_OUT,
        /** Running when the JVM ended. */
        CRASHED,
        /** Not reached before the JVM ended. */
        NOT_RUN
    }

    /**
     * One test.
     *
     * @param uniqueId JUnit's unique id
     * @param instructor whether it is one of the instructor's tests, run in their own JVM, rather than the project's
     * @param className its class, or null when JUnit gave none
     * @param methodName its method, or null when JUnit gave none
     * @param displayName JUnit's display name
     * @param tags its tags, sorted
     * @param status what became of it
     * @param duration its wall time, or null when it did not end
     * @param failure the failure, skip reason or what stopped the JVM; null when it passed
     */
    public record Test(String uniqueId, boolean instructor, String className, String methodName, String displayName,
            List<String> tags, Status status, Duration duration, String failure) {

        /** Copies the tags. */
        public Test {
            tags = List.copyOf(tags);
        }

        /** {@code Class#method} when both are known, else the display name. */
        public String name() {
            return className != null && methodName != null ? className + "#" + methodName
                    : className != null ? className + " " + displayName : displayName;
        }
    }
}
