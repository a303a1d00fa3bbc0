package io.github.heuristicgrader.worker;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * How a forked JVM of the grader ({@link WorkerMain}, {@link TestRunnerMain}) ends: exactly once, by whichever of
 * its main thread, its watchdog or a student's {@code System.exit} comes first, with the processes the student's
 * code started killed and its last words for the parent written before the JVM goes.
 *
 * <p>The grader's own threads end the JVM with {@link Runtime#halt}, which skips shutdown hooks; so the exit hook
 * running means that student code called {@code System.exit}, and the JVM then exits with the student's code.
 * The grader's diagnostics go to the {@linkplain #console() console}, the JVM's real stderr; the student's prints go
 * where {@link #sendOutputTo} sends them.
 *
 * <p>Public for the test runner's module ({@code worker.runner}); nothing in it leads to the runner's state.
 */
public final class ChildJvm {

    /** How long the exit hook waits for last words another thread is writing. */
    private static final long HOOK_WAIT_MILLIS = 2_000;

    private final String name;
    private final PrintStream console;
    private final AtomicBoolean ending = new AtomicBoolean();
    private final CountDownLatch lastWordsWritten = new CountDownLatch(1);

    private ChildJvm(String name, PrintStream console) {
        this.name = name;
        this.console = console;
    }

    /**
     * The JVM this code runs in, its diagnostics prefixed with {@code name}.
     *
     * @param name how its diagnostics name it, e.g. "heuristic-grader worker"
     */
    public static ChildJvm current(String name) {
        return new ChildJvm(name,
                new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    }

    /** The JVM's real stderr, which the parent sends to a log file; kept when {@link #sendOutputTo} moves System.err. */
    public PrintStream console() {
        return console;
    }

    /** Prints one line of diagnostics to the {@linkplain #console() console}. */
    public void say(String message) {
        console.println(name + ": " + message);
    }

    /**
     * Ends the JVM before any student code ran: says why and halts with {@code code}. Never returns; typed so that
     * callers can {@code throw} it and the compiler knows the path ends.
     */
    public AssertionError abort(String message, ExitCode code) {
        say(message);
        console.flush();
        Runtime.getRuntime().halt(code.code());
        return new AssertionError("halt returned");
    }

    /** Sends {@code System.out} and {@code System.err}, whatever the student's code prints, to {@code output}. */
    public static void sendOutputTo(OutputStream output) {
        PrintStream studentOutput = new PrintStream(output, true, StandardCharsets.UTF_8);
        System.setOut(studentOutput);
        System.setErr(studentOutput);
    }

    /**
     * Installs the exit hook: when a student's {@code System.exit} is the first to end the JVM, it runs
     * {@code recordExit} (the last words for the parent) and kills the student's processes; when another thread is
     * already ending the JVM, it waits a little for that thread's last words instead.
     */
    public void onStudentExit(Runnable recordExit) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (!ending.compareAndSet(false, true)) {
                awaitLastWords();
                return;
            }
            try {
                recordExit.run();
            } finally {
                lastWordsWritten.countDown();
            }
            killDescendants();
        }, "heuristic-grader-exit"));
    }

    /**
     * Starts the watchdog: a daemon thread of top priority that sleeps until {@code nanosLeft} is no longer
     * positive (asked again after each sleep, so that the deadline may move on), then runs {@code atDeadline},
     * which is expected to {@link #finish} the JVM. A student's code interrupting it does not shorten the wait.
     *
     * @param nanosLeft the time left before the deadline, in nanoseconds
     */
    public static Thread startWatchdog(LongSupplier nanosLeft, Runnable atDeadline) {
        Thread watchdog = new Thread(() -> {
            long left;
            while ((left = nanosLeft.getAsLong()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.sleep(left);
                } catch (InterruptedException e) {
                    // a student's code interrupted the watchdog; the deadline still holds
                }
            }
            atDeadline.run();
        }, "heuristic-grader-watchdog");
        watchdog.setDaemon(true);
        watchdog.setPriority(Thread.MAX_PRIORITY);
        watchdog.start();
        return watchdog;
    }

    /**
     * Ends the JVM unless another thread is already ending it: runs {@code lastWords}, kills the student's
     * processes and halts with the exit code {@code lastWords} gives. Never returns: when another thread is ending
     * the JVM, this one waits for the JVM to end.
     *
     * @param lastWords writes what the parent must read and gives the exit code (a lesser one when that failed)
     */
    public void finish(Supplier<ExitCode> lastWords) {
        if (!ending.compareAndSet(false, true)) {
            while (true) {
                try {
                    Thread.sleep(Long.MAX_VALUE);
                } catch (InterruptedException e) {
                    // only the JVM ending may end this wait
                }
            }
        }
        ExitCode code;
        try {
            code = lastWords.get();
        } catch (RuntimeException | Error e) {
            say("cannot write its last words: " + e);
            code = ExitCode.CANNOT_WRITE_RESULT;
        } finally {
            lastWordsWritten.countDown();
        }
        killDescendants();
        console.flush();
        Runtime.getRuntime().halt(code.code());
    }

    private void awaitLastWords() {
        try {
            lastWordsWritten.await(HOOK_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Ends processes the student's code started, which would otherwise outlive this JVM. */
    private static void killDescendants() {
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
    }
}
