package io.github.heuristicgrader.worker;

/**
 * How the worker JVM ({@link WorkerMain}) ends, and the protocol between it and the parent
 * ({@code fork.WorkerLauncher}).
 *
 * <p>The protocol:
 * <ol>
 *   <li>The parent writes every JVM option, the main class and the worker's arguments ({@link WorkerArguments})
 *       into an {@code @argfile} and starts {@code java @argfile} with stdout and stderr redirected to a log file.
 *       Nothing is read from the child's stdout: the student's prints go to the live status file instead.</li>
 *   <li>While it runs, the child keeps a memory-mapped live status file ({@link LiveStatus}) up to date: the
 *       phase, the state being evaluated and the last 64 KiB of everything printed to {@code System.out} and
 *       {@code System.err}. Mapped memory reaches the file even when the JVM is halted or killed.</li>
 *   <li>The child's verdict is one binary result file ({@link WorkerResult}), written to a temporary name and then
 *       moved into place, so it is either whole or absent. Exactly one of the main thread, the watchdog thread
 *       and the shutdown hook writes it; the first to claim it wins. The values of a completed evaluation go
 *       beside it, a batch at a time, into a values file ({@link EstimatesFile}) whose checksum the result gives.</li>
 *   <li>The child ends with {@link Runtime#halt}, never by returning from {@code main}, so that student threads,
 *       daemon or not, and student shutdown hooks cannot keep it alive. Its exit code is one of these constants.</li>
 * </ol>
 *
 * <p>When the result file is present it is authoritative, whatever the exit code. When it is absent the parent
 * reads the exit code: a code of this enum means the worker failed before it could write a result; any other code
 * means the JVM was ended underneath it: {@code 3} by {@code -XX:+ExitOnOutOfMemoryError}, 128 + n by signal n,
 * anything else by {@code Runtime.halt(n)} in student code. A student's {@code System.exit(n)} runs the worker's
 * shutdown hook, which writes an {@code EXITED} result naming the state being evaluated; the JVM then exits with
 * the student's n, which is the only place that number is known, so there is no code for it here.
 *
 * <p>Codes avoid 1 (the launcher's own failures and uncaught exceptions), 3 (out of memory) and 128 and above
 * (signals); the others follow BSD {@code sysexits.h}.
 */
public enum ExitCode {
    /** The result file holds a completed evaluation. */
    OK(0),
    /** The result file says the student's class could not be loaded or constructed, and why. */
    NOT_LOADABLE(65),
    /** The worker's arguments were missing or malformed; no result file. A bug of the launcher. */
    BAD_ARGUMENTS(64),
    /** The watchdog saw the deadline pass; the result file says which state was being evaluated. */
    TIMED_OUT(75),
    /**
     * The worker could not create the live status file or write the result file; the test runner could not connect
     * to its socket, send its journal or create its live status file. The parent then tries to write as much in the
     * same directory: when it cannot either, the grade stops with a {@code WorkDirectoryException} (the disk's
     * fault); when it can, the fork counts as crashed, since student code can halt with this code too.
     */
    CANNOT_WRITE_RESULT(74),
    /**
     * A worker shared by several heuristics saw that the one it just evaluated changed state the JVM shares
     * ({@code SharedJvmState}); that one and the heuristics after it have no result and are evaluated in JVMs of
     * their own.
     */
    STATE_LEFT_BEHIND(69),
    /** A bug of the worker itself, not of the student's code; the stack trace is in the log file. */
    INTERNAL_ERROR(70);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    /** The process exit code. */
    public int code() {
        return code;
    }

    /** The constant whose {@link #code()} is {@code code}, or null when the code is not the worker's own. */
    public static ExitCode of(int code) {
        for (ExitCode exitCode : values()) {
            if (exitCode.code == code) {
                return exitCode;
            }
        }
        return null;
    }
}
