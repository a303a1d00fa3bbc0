package io.github.heuristicgrader.fork;

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
 * One run of a JVM for untrusted code, as the parent sees it: the {@code @argfile}, the cleaned environment, the
 * output redirected to a log file, the wait with a deadline, and the kill of the JVM and every process it started.
 * Shared by {@link WorkerLauncher} (heuristics) and {@link TestLauncher} (tests).
 *
 * <p>Nothing is read from the child's stdout or stderr while it runs; both go to the log file, of which only the
 * last {@link #LOG_TAIL_BYTES} are ever read back, so a child that prints without end costs disk, never memory.
 */
final class ForkedJvm {

    /** Environment variables that would smuggle JVM options or classes into the child. */
    static final List<String> REMOVED_ENVIRONMENT = List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS",
            "JDK_JAVA_OPTIONS", "MAVEN_OPTS", "CLASSPATH");
    /** How much of the end of the log file {@link #readTail} reads. */
    static final int LOG_TAIL_BYTES = 8 * 1024;

    private static final Duration KILL_WAIT = Duration.ofSeconds(10);
    private static final Duration POLL = Duration.ofMillis(100);

    /**
     * How a child JVM ended.
     *
     * @param killed whether the deadline passed and the parent killed it
     * @param exitCode its exit code (128 + n when killed by signal n), −1 when it could not be waited for
     * @param elapsed wall time from its start until it ended
     */
    record Ended(boolean killed, int exitCode, Duration elapsed) {
    }

    private ForkedJvm() {
    }

    /**
     * The JVM options every child gets: heap and stack limits, exit on out of memory, crash files kept in
     * {@code directory}, no window system.
     */
    static List<String> standardOptions(int maxHeapMegabytes, String threadStackSize, Path directory) {
        return List.of(
                "-Xmx" + maxHeapMegabytes + "m",
                "-Xss" + threadStackSize,
                "-XX:+ExitOnOutOfMemoryError",
                "-XX:+UseSerialGC",
                "-XX:-UsePerfData",
                "-XX:ErrorFile=" + directory.toAbsolutePath().resolve("hs_err_pid%p.log"),
                "-Djava.awt.headless=true");
    }

    /** The {@code -cp} value of {@code entries}, absolute, joined by the path separator. */
    static String classpath(List<Path> entries) {
        List<String> absolute = new ArrayList<>();
        for (Path entry : entries) {
            absolute.add(entry.toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, absolute);
    }

    /**
     * Writes {@code arguments} (JVM options, main class, program arguments) to {@code argumentFile}, starts
     * {@code java @argumentFile} with stdout and stderr going to {@code log}, and waits for it to end.
     *
     * @param workingDirectory the child's working directory, or null for this JVM's
     * @param deadlineNanos asked again every 100 ms: the {@link System#nanoTime()} after which the child and every
     *     process it started are killed, so that a caller may move the deadline while the child makes progress
     * @throws IOException when the files cannot be written or the JVM cannot be started; when the calling thread is
     *     interrupted ({@link InterruptedIOException}, the child then killed)
     */
    static Ended run(Path javaExecutable, Path argumentFile, List<String> arguments, Path log,
            Path workingDirectory, LongSupplier deadlineNanos) throws IOException {
        List<String> lines = new ArrayList<>(arguments);
        lines.replaceAll(ForkedJvm::quote);
        Files.write(argumentFile, lines, StandardCharsets.UTF_8);

        long startNanos = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(javaExecutable.toString(), "@" + argumentFile);
        REMOVED_ENVIRONMENT.forEach(builder.environment()::remove);
        if (workingDirectory != null) {
            builder.directory(workingDirectory.toFile());
        }
        builder.redirectErrorStream(true);
        builder.redirectOutput(log.toFile());
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new IOException("cannot start the forked JVM " + javaExecutable + ": " + e.getMessage(), e);
        }
        process.getOutputStream().close();
        Set<ProcessHandle> descendants = new HashSet<>();
        boolean killed = !waitFor(process, deadlineNanos, descendants);
        if (killed) {
            killTree(process, descendants);
        } else {
            killAll(descendants);
        }
        int exitCode = exitCodeOf(process);
        return new Ended(killed, exitCode, Duration.ofNanos(System.nanoTime() - startNanos));
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
