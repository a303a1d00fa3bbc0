package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.sandbox.ForkEnvironment;
import io.github.heuristicgrader.sandbox.ForkUsers;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.sandbox.SandboxCgroups;
import io.github.heuristicgrader.worker.ForkFiles;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import io.github.heuristicgrader.worker.TamperedFileException;
import java.io.File;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * One run of a JVM for untrusted code, as the parent sees it: the {@code @argfile}, the {@link ForkEnvironment}, the
 * {@link Sandbox}, the output captured to a log file, the wait with a deadline, and the kill of the JVM and every
 * process it started. Shared by {@link WorkerLauncher} (heuristics) and {@link TestLauncher} (tests).
 *
 * <p>The child's stdout and stderr are read as they come and only their last {@link CapturedOutput#KEPT_BYTES}
 * kept, written to the log file once the child has ended; of that file only the last {@link #LOG_TAIL_BYTES} are
 * ever read back, so a child that prints without end costs neither memory nor disk.
 */
final class ForkedJvm {

    /** How much of the end of the log file {@link #readTail} reads. */
    static final int LOG_TAIL_BYTES = 8 * 1024;

    private static final Duration KILL_WAIT = Duration.ofSeconds(10);
    private static final Duration POLL = Duration.ofMillis(100);
    /** Longest the output pipe is read after the child ended: an escaped process may hold it open for ever. */
    private static final Duration OUTPUT_WAIT = Duration.ofSeconds(2);

    /**
     * How a child JVM ended.
     *
     * @param killed whether the deadline passed and the parent killed it
     * @param exitCode its exit code (128 + n when killed by signal n), −1 when it could not be waited for
     * @param elapsed wall time from its start until it ended
     * @param overMemoryLimit whether the kernel killed it, or a process it started, for going over the sandbox's
     *     memory limit
     * @param printedBytes how many bytes it wrote to stdout and stderr, of which the log keeps the last
     *     {@link CapturedOutput#KEPT_BYTES}
     */
    record Ended(boolean killed, int exitCode, Duration elapsed, boolean overMemoryLimit, long printedBytes) {
    }

    private ForkedJvm() {
    }

    /**
     * The JVM options every child gets: heap and stack limits, exit on out of memory, crash files kept in
     * {@code directory}, which is also its {@code user.home} (not the grader's home, which {@code /etc/passwd} would
     * give it), no window system.
     */
    static List<String> standardOptions(int maxHeapMegabytes, String threadStackSize, Path directory) {
        return List.of(
                "-Xmx" + maxHeapMegabytes + "m",
                "-Xss" + threadStackSize,
                "-XX:+ExitOnOutOfMemoryError",
                "-XX:+UseSerialGC",
                "-XX:-UsePerfData",
                "-XX:ErrorFile=" + directory.toAbsolutePath().resolve("hs_err_pid%p.log"),
                "-Duser.home=" + forkPath(directory),
                "-Djava.awt.headless=true");
    }

    /**
     * The one form every path a fork is given takes (its class path entries, the roots it searches for tests, its
     * directory and working directory): absolute and normalized, {@code .} and {@code ..} resolved by name, as
     * {@link Sandbox} mounts it. A path as the user gave it ({@code lib/../classes}) would name, inside the
     * sandbox, directories that are not mounted there.
     */
    static Path forkPath(Path path) {
        return path.toAbsolutePath().normalize();
    }

    /** {@link #forkPath} of each path, in order. */
    static List<Path> forkPaths(List<Path> paths) {
        return paths.stream().map(ForkedJvm::forkPath).toList();
    }

    /** The {@code -cp} value of {@code entries}, each its {@link #forkPath}, joined by the path separator. */
    static String classpath(List<Path> entries) {
        List<String> absolute = new ArrayList<>();
        for (Path entry : entries) {
            absolute.add(forkPath(entry).toString());
        }
        return String.join(File.pathSeparator, absolute);
    }

    /**
     * Writes {@code arguments} (JVM options, main class, program arguments) to {@code argumentFile}, starts
     * {@code java @argumentFile} in {@code sandbox} with stdout and stderr captured to {@code log} (its last
     * {@link CapturedOutput#KEPT_BYTES} only), and waits for it to end.
     *
     * @param sandbox where the child runs; when active, the directory of {@code argumentFile} is the only place the
     *     child can write, and it ends with every process it started
     * @param readable what the child reads besides the system and the JDK: its class path entries
     * @param maxHeapMegabytes the child's heap, from which its memory limit is set where there is one
     * @param workingDirectory the child's working directory, or null for the directory of {@code argumentFile}
     *     when isolated (in bubblewrap or as a user of its own) and this JVM's otherwise
     * @param deadlineNanos asked again every 100 ms: the {@link System#nanoTime()} after which the child and every
     *     process it started are killed, so that a caller may move the deadline while the child makes progress
     * @throws IOException when the files cannot be written or the JVM cannot be started; when the calling thread is
     *     interrupted ({@link InterruptedIOException}, the child then killed)
     */
    static Ended run(Sandbox sandbox, Path javaExecutable, Path argumentFile, List<String> arguments,
            List<Path> readable, int maxHeapMegabytes, Path log, Path workingDirectory, LongSupplier deadlineNanos)
            throws IOException {
        List<String> lines = new ArrayList<>(arguments);
        lines.replaceAll(ForkedJvm::quote);
        Files.write(argumentFile, lines, StandardCharsets.UTF_8);
        Path directory = argumentFile.toAbsolutePath().getParent();

        long startNanos = System.nanoTime();
        ForkUsers.Lease user = sandbox.forkUser();
        SandboxCgroups.Fork limits = null;
        try {
            if (user != null) {
                user.own(directory);
            }
            List<String> command = sandbox.command(javaExecutable, List.of("@" + argumentFile.toAbsolutePath()),
                    directory, readable, workingDirectory != null ? workingDirectory : directory, user);
            limits = sandbox.limits(fileNameOf(directory.getFileName().toString(), "fork"), maxHeapMegabytes);
            if (limits != null) {
                command = limits.enter(command);
            }
            ProcessBuilder builder = ForkEnvironment.applyTo(new ProcessBuilder(command), directory);
            if (workingDirectory != null) {
                builder.directory(workingDirectory.toFile());
            } else if (user != null) {
                builder.directory(directory.toFile());
            }
            builder.redirectErrorStream(true);
            Process process;
            try {
                process = builder.start();
            } catch (IOException e) {
                throw new IOException("cannot start the forked JVM " + javaExecutable + ": " + e.getMessage(), e);
            }
            process.getOutputStream().close();
            CapturedOutput output = new CapturedOutput(process.getInputStream(), directory.getFileName().toString());
            boolean killed;
            try {
                killed = sandbox.confinesProcesses() ? !waitAlone(process, deadlineNanos)
                        : !waitForTree(process, deadlineNanos);
            } finally {
                // Before anything the fork left is read: a process of its user could still change it.
                if (user != null) {
                    process.destroyForcibly();
                    user.killAll();
                    user.disown(directory);
                }
                output.awaitEnd(OUTPUT_WAIT);
                output.writeTo(log);
            }
            int exitCode = exitCodeOf(process);
            boolean overMemoryLimit = limits != null && !killed && limits.memoryLimitHit();
            return new Ended(killed, exitCode, Duration.ofNanos(System.nanoTime() - startNanos), overMemoryLimit,
                    output.printedBytes());
        } finally {
            if (limits != null) {
                limits.remove();
            }
            if (user != null) {
                user.close();
            }
        }
    }

    /**
     * Waits for a child that runs in a PID namespace of its own, killing it at the deadline. Nothing else needs
     * finding or waiting for: when the child ends, the namespace and every process in it end with it.
     *
     * @return whether the child ended before the deadline
     */
    private static boolean waitAlone(Process process, LongSupplier deadlineNanos) throws InterruptedIOException {
        try {
            while (true) {
                long left = deadlineNanos.getAsLong() - System.nanoTime();
                if (left <= 0) {
                    process.destroyForcibly();
                    return false;
                }
                if (process.waitFor(Math.min(left, POLL.toNanos()), TimeUnit.NANOSECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the forked JVM ran; it was killed");
        }
    }

    /**
     * Waits for a child that shares this JVM's PID namespace, then kills whatever it started, at the deadline the
     * child too.
     *
     * @return whether the child ended before the deadline
     */
    private static boolean waitForTree(Process process, LongSupplier deadlineNanos) throws InterruptedIOException {
        Set<ProcessHandle> descendants = new HashSet<>();
        boolean ended = waitFor(process, deadlineNanos, descendants);
        if (ended) {
            killAll(descendants);
        } else {
            killTree(process, descendants);
        }
        return ended;
    }

    /** One argument of an {@code @argfile}: quoted, with backslashes and quotes escaped. */
    static String quote(String argument) {
        return '"' + argument.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /** A name for a file from a class name: its simple name, safe characters only, at most 60 of them. */
    static String fileNameOf(String className, String fallback) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        String safe = simple.replaceAll("[^A-Za-z0-9_-]", "_");
        return safe.isEmpty() ? fallback : safe.substring(0, Math.min(safe.length(), 60));
    }

    /**
     * Waits for the child to end, noting the processes it started on the way: a child may kill them before it
     * ends, but not when student code halts it, and once it has ended they can no longer be found from it.
     *
     * @return whether the child ended before the deadline
     */
    private static boolean waitFor(Process process, LongSupplier deadlineNanos, Set<ProcessHandle> descendants)
            throws InterruptedIOException {
        try {
            while (true) {
                long left = deadlineNanos.getAsLong() - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                if (process.waitFor(Math.min(left, POLL.toNanos()), TimeUnit.NANOSECONDS)) {
                    return true;
                }
                process.descendants().forEach(descendants::add);
            }
        } catch (InterruptedException e) {
            killTree(process, descendants);
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the forked JVM ran; it was killed");
        }
    }

    /** Kills the child's descendants, then the child, and waits for them to end. */
    private static void killTree(Process process, Set<ProcessHandle> descendants) {
        for (int round = 0; round < 3; round++) {
            List<ProcessHandle> current = process.descendants().toList();
            if (current.isEmpty()) {
                break;
            }
            current.forEach(ProcessHandle::destroyForcibly);
            descendants.addAll(current);
        }
        process.destroyForcibly();
        descendants.add(process.toHandle());
        killAll(descendants);
    }

    /**
     * The exit code of a process that ended or was killed, once it has been reaped, which may be a moment after
     * its handle stopped being alive; −1 when it could not be waited for.
     */
    private static int exitCodeOf(Process process) {
        try {
            if (process.waitFor(KILL_WAIT.toNanos(), TimeUnit.NANOSECONDS)) {
                return process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return -1;
    }

    /**
     * Kills every process of {@code processes} still alive and waits up to {@link #KILL_WAIT} for them to end. A
     * handle remembers its process's start time, so a pid reused since is never killed by mistake.
     */
    private static void killAll(Set<ProcessHandle> processes) {
        processes.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        long deadline = System.nanoTime() + KILL_WAIT.toNanos();
        boolean interrupted = false;
        for (ProcessHandle handle : processes) {
            while (handle.isAlive() && System.nanoTime() < deadline) {
                try {
                    handle.onExit().get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException | TimeoutException e) {
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The last {@link #LOG_TAIL_BYTES} of a log file the child wrote, decoded as UTF-8 (undecodable bytes become
     * U+FFFD); empty when there is no file. Read as hostile input, through {@link ForkFiles}.
     *
     * @throws TamperedFileException when something other than a regular file is at {@code file}, or it cannot be
     *     read
     */
    static String readTail(Path file) throws TamperedFileException {
        return new String(ForkFiles.readTail(file, "the JVM's output log", LOG_TAIL_BYTES), StandardCharsets.UTF_8);
    }

    /**
     * What a fork printed, for the report: what its student code printed (the live status's ring, when there is
     * one), then the JVM's own output, cut to the last {@link Evaluation#OUTPUT_TAIL_LINES} lines and
     * {@link Evaluation#OUTPUT_TAIL_CHARS} characters.
     */
    static String outputTail(Snapshot snapshot, String jvmOutput) {
        String printed = snapshot == null ? "" : snapshot.output();
        return tail(printed.isEmpty() || printed.endsWith("\n") ? printed + jvmOutput : printed + "\n" + jvmOutput,
                Evaluation.OUTPUT_TAIL_LINES, Evaluation.OUTPUT_TAIL_CHARS);
    }

    /** The last {@code maxLines} lines of {@code text}, at most {@code maxChars} characters. */
    static String tail(String text, int maxLines, int maxChars) {
        String trimmed = text.stripTrailing();
        int start = trimmed.length();
        for (int lines = 0; lines < maxLines && start > 0; lines++) {
            start = trimmed.lastIndexOf('\n', start - 1);
            if (start < 0) {
                start = 0;
                break;
            }
        }
        start = Math.max(start, trimmed.length() - maxChars);
        String tail = trimmed.substring(start);
        return tail.startsWith("\n") ? tail.substring(1) : tail;
    }
}
