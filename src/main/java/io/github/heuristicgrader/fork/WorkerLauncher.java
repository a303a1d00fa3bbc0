package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.HuarongdaoPuzzle;
import io.github.heuristicgrader.engine.Layout;
import io.github.heuristicgrader.engine.PieceSet;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.fork.LiveStatus.Phase;
import io.github.heuristicgrader.fork.LiveStatus.Snapshot;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Evaluates one student heuristic in a JVM of its own and reads back what it found; the parent side of the
 * {@link ExitCode protocol}.
 *
 * <p>Each evaluation gets a fresh directory under the work directory holding {@code java.args} (the
 * {@code @argfile}, so {@code java @java.args} reruns it by hand), {@code output.log} (the JVM's own stdout and
 * stderr), {@code status.bin} (the {@link LiveStatus}, with what the student printed) and, while it is read,
 * {@code result.bin}. Instances are immutable and {@link #evaluate} may run in several threads at once.
 */
public final class WorkerLauncher {

    /** Layouts evaluated a second time to see whether the heuristic repeats its values. */
    public static final int DETERMINISM_SAMPLE = 2_000;
    /** How long the parent waits past the timeout for the worker's own watchdog to stop it. */
    static final Duration DEFAULT_GRACE = Duration.ofSeconds(3);
    /** Thread stack size of the worker; recursion deeper than this throws StackOverflowError. */
    static final String THREAD_STACK_SIZE = "1m";
    /** Environment variables that would smuggle JVM options into the worker. */
    static final List<String> REMOVED_ENVIRONMENT = List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS",
            "JDK_JAVA_OPTIONS", "MAVEN_OPTS", "CLASSPATH");

    private static final int OUT_OF_MEMORY_EXIT = 3;
    private static final int SIGNAL_EXIT = 128;
    private static final String OUT_OF_MEMORY_TEXT = "OutOfMemoryError";
    private static final int LOG_TAIL_BYTES = 8 * 1024;
    private static final Duration KILL_WAIT = Duration.ofSeconds(10);
    private static final Duration DESCENDANT_POLL = Duration.ofMillis(100);
    private static final Map<PieceSet, LayoutDigest> DIGESTS = new ConcurrentHashMap<>();

    private final Path javaExecutable;
    private final List<Path> graderClasspath;
    private final int maxHeapMegabytes;
    private final Duration timeout;
    private final Path workDirectory;
    private final boolean watchdog;
    private final Duration grace;

    /**
     * A launcher whose worker stops itself at the timeout, and is killed {@link #DEFAULT_GRACE} later if it has not.
     *
     * @param javaExecutable the {@code java} launcher to start
     * @param graderClasspath the worker's class path: the grader's {@code api}, {@code engine} and {@code fork}
     *     classes, directories or jars
     * @param maxHeapMegabytes the worker's heap limit ({@code -Xmx}), at least 16
     * @param timeout the longest one evaluation may take, JVM start included; positive
     * @param workDirectory where the per-evaluation directories go; created when missing
     */
    public WorkerLauncher(Path javaExecutable, List<Path> graderClasspath, int maxHeapMegabytes, Duration timeout,
            Path workDirectory) {
        this(javaExecutable, graderClasspath, maxHeapMegabytes, timeout, workDirectory, true, DEFAULT_GRACE);
    }

    /** A launcher whose worker's watchdog may be switched off, so that the parent's kill can be tested. */
    WorkerLauncher(Path javaExecutable, List<Path> graderClasspath, int maxHeapMegabytes, Duration timeout,
            Path workDirectory, boolean watchdog, Duration grace) {
        if (maxHeapMegabytes < 16) {
            throw new IllegalArgumentException("the forked JVM needs a heap of 16 MB or more, not "
                    + maxHeapMegabytes + " MB");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the fork timeout must be positive, not " + timeout);
        }
        this.javaExecutable = javaExecutable;
        this.graderClasspath = List.copyOf(graderClasspath);
        this.maxHeapMegabytes = maxHeapMegabytes;
        this.timeout = timeout;
        this.workDirectory = workDirectory;
        this.watchdog = watchdog;
        this.grace = grace;
    }

    /**
     * Evaluates {@code className} on every layout of {@code pieceSet} in a new JVM. Whatever the student's code
     * does (throw, loop, exit, exhaust memory, print, start threads or processes) ends up in the evaluation; no
     * process started for it outlives this call.
     *
     * @param className the heuristic's binary class name, such as {@code x.MyHeuristic}
     * @param studentClasspath where it and its dependencies load from, in order
     * @param pieceSet the pieces of every layout
     * @throws IOException when the JVM cannot be started or does not get as far as running the worker (a wrong
     *     {@code java} or grader class path), when the work directory cannot be written, when the worker
     *     numbered the layouts differently from this JVM (another engine on the grader class path), or when the
     *     calling thread is interrupted ({@link InterruptedIOException}, the JVM then killed)
     */
    public Evaluation evaluate(String className, List<Path> studentClasspath, PieceSet pieceSet) throws IOException {
        Files.createDirectories(workDirectory);
        Path directory = Files.createTempDirectory(workDirectory, fileNameOf(className) + "-");
        Path argumentFile = directory.resolve("java.args");
        Path log = directory.resolve("output.log");
        Path resultFile = directory.resolve("result.bin");
        Path statusFile = directory.resolve("status.bin");

        long startMillis = System.currentTimeMillis();
        long startNanos = System.nanoTime();
        WorkerArguments arguments = new WorkerArguments(className, studentClasspath, pieceSet, resultFile,
                statusFile, watchdog ? startMillis + timeout.toMillis() : 0, DETERMINISM_SAMPLE);
        Files.write(argumentFile, argumentFileLines(directory, arguments), StandardCharsets.UTF_8);

        ProcessBuilder builder = new ProcessBuilder(javaExecutable.toString(), "@" + argumentFile);
        REMOVED_ENVIRONMENT.forEach(builder.environment()::remove);
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
        boolean killed = !waitFor(process, timeout.plus(grace), descendants);
        if (killed) {
            killTree(process, descendants);
        } else {
            killAll(descendants);
        }
        int exitCode = exitCodeOf(process);
        Duration elapsed = Duration.ofNanos(System.nanoTime() - startNanos);

        WorkerResult result = WorkerResult.read(resultFile);
        WorkerResult.delete(resultFile);
        Snapshot snapshot = LiveStatus.read(statusFile);
        String jvmOutput = readTail(log);
        if (result == null && snapshot == null) {
            throw new IOException("the forked JVM " + (killed ? "did not start within " + timeout.plus(grace)
                    : "exited with code " + exitCode) + " before running the worker; its output, in " + log + ": "
                    + jvmOutput.strip());
        }
        String printed = snapshot == null ? "" : snapshot.output();
        String output = tail(printed.isEmpty() || printed.endsWith("\n") ? printed + jvmOutput
                : printed + "\n" + jvmOutput);
        if (result != null) {
            return fromResult(className, result, pieceSet, exitCode, output, elapsed);
        }
        return fromExit(className, snapshot, killed, exitCode, jvmOutput, output, elapsed);
    }

    private Evaluation fromResult(String className, WorkerResult result, PieceSet pieceSet, int exitCode,
            String output, Duration elapsed) throws IOException {
        Estimates estimates = null;
        if (result.status() == Status.COMPLETED) {
            LayoutDigest expected = DIGESTS.computeIfAbsent(pieceSet, WorkerLauncher::digest);
            if (result.layoutCount() != expected.count() || result.layoutChecksum() != expected.checksum()) {
                throw new IOException("the forked JVM enumerated " + result.layoutCount() + " layouts of "
                        + pieceSet.describe() + ", this JVM " + expected.count() + ", or in another order; the grader"
                        + " class path " + graderClasspath + " holds another version of the grader");
            }
            estimates = new Estimates(result.values(), result.failed());
        }
        return new Evaluation(className, result.status(), estimates, result.firstFailedLayout(),
                result.firstFailure(), result.nanosPerEvaluation(), result.determinismSample(),
                result.nondeterministicLayouts(), result.nondeterministicExample(), exitCode,
                result.layoutInProgress(), output, elapsed, Duration.ofNanos(result.workerNanos()));
    }

    /** Tells what happened from the exit code and the live status when the worker wrote no result. */
    private static Evaluation fromExit(String className, Snapshot snapshot, boolean killed, int exitCode,
            String jvmOutput, String output, Duration elapsed) {
        Phase phase = snapshot.phase();
        boolean evaluating = phase == Phase.EVALUATING || phase == Phase.SAMPLING;
        String layout = evaluating && snapshot.layout() != 0 ? Layout.text(snapshot.layout()) : null;
        Status status;
        if (killed) {
            status = Status.TIMED_OUT;
        } else if (!phase.runsStudentCode() || exitCode < 0 || exitCode >= SIGNAL_EXIT) {
            status = Status.CRASHED;
        } else if (exitCode == OUT_OF_MEMORY_EXIT && jvmOutput.contains(OUT_OF_MEMORY_TEXT)) {
            status = Status.OUT_OF_MEMORY;
        } else {
            status = Status.EXITED;
        }
        return new Evaluation(className, status, null, null, null, Double.NaN, 0, 0, null, exitCode, layout, output,
                elapsed, null);
    }

    private List<String> argumentFileLines(Path directory, WorkerArguments arguments) {
        List<String> classpath = new ArrayList<>();
        for (Path entry : graderClasspath) {
            classpath.add(entry.toAbsolutePath().toString());
        }
        List<String> lines = new ArrayList<>(List.of(
                "-Xmx" + maxHeapMegabytes + "m",
                "-Xss" + THREAD_STACK_SIZE,
                "-XX:+ExitOnOutOfMemoryError",
                "-XX:+UseSerialGC",
                "-XX:-UsePerfData",
                "-XX:ErrorFile=" + directory.toAbsolutePath().resolve("hs_err_pid%p.log"),
                "-Djava.awt.headless=true",
                "-cp", String.join(File.pathSeparator, classpath),
                WorkerMain.class.getName()));
        lines.addAll(arguments.toList());
        lines.replaceAll(WorkerLauncher::quote);
        return lines;
    }

    /** One argument of an {@code @argfile}: quoted, with backslashes and quotes escaped. */
    static String quote(String argument) {
        return '"' + argument.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    private static String fileNameOf(String className) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        String safe = simple.replaceAll("[^A-Za-z0-9_-]", "_");
        return safe.isEmpty() ? "heuristic" : safe.substring(0, Math.min(safe.length(), 60));
    }

    /**
     * Waits for the worker to end, noting the processes it started on the way: the worker kills them before it
     * ends, but not when student code halts it, and once it has ended they can no longer be found from it.
     *
     * @return whether the worker ended within {@code limit}
     */
    private static boolean waitFor(Process process, Duration limit, Set<ProcessHandle> descendants)
            throws InterruptedIOException {
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                if (process.waitFor(Math.min(left, DESCENDANT_POLL.toNanos()), TimeUnit.NANOSECONDS)) {
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

    /** Kills the worker's descendants, then the worker, and waits for them to end. */
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

    /** The last {@link #LOG_TAIL_BYTES} of a file, decoded as UTF-8; empty when there is no file. */
    private static String readTail(Path file) throws IOException {
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long length = in.length();
            byte[] bytes = new byte[(int) Math.min(length, LOG_TAIL_BYTES)];
            in.seek(length - bytes.length);
            in.readFully(bytes);
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (FileNotFoundException e) {
            return "";
        }
    }

    /** The last {@link Evaluation#OUTPUT_TAIL_LINES} lines of {@code text}, at most {@link Evaluation#OUTPUT_TAIL_CHARS}. */
    static String tail(String text) {
        String trimmed = text.stripTrailing();
        int start = trimmed.length();
        for (int lines = 0; lines < Evaluation.OUTPUT_TAIL_LINES && start > 0; lines++) {
            start = trimmed.lastIndexOf('\n', start - 1);
            if (start < 0) {
                start = 0;
                break;
            }
        }
        start = Math.max(start, trimmed.length() - Evaluation.OUTPUT_TAIL_CHARS);
        String tail = trimmed.substring(start);
        return tail.startsWith("\n") ? tail.substring(1) : tail;
    }

    private static LayoutDigest digest(PieceSet pieceSet) {
        long[] layouts = new HuarongdaoPuzzle(pieceSet).layouts();
        return new LayoutDigest(layouts.length, WorkerResult.checksum(layouts));
    }

    /** How many layouts a piece set has and their checksum. */
    private record LayoutDigest(int count, long checksum) {
    }
}
