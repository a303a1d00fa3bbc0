package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.HuarongdaoPuzzle;
import io.github.heuristicgrader.engine.Layout;
import io.github.heuristicgrader.engine.PieceSet;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.worker.ExitCode;
import io.github.heuristicgrader.worker.LiveStatus;
import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import io.github.heuristicgrader.worker.StatesFile;
import io.github.heuristicgrader.worker.WorkerArguments;
import io.github.heuristicgrader.worker.WorkerMain;
import io.github.heuristicgrader.worker.WorkerResult;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Evaluates one student heuristic in a JVM of its own and reads back what it found; the parent side of the
 * {@link ExitCode protocol}. The process itself (start, deadline, kill) is {@link ForkedJvm}'s.
 *
 * <p>Each evaluation gets a fresh directory under the work directory holding {@code java.args} (the
 * {@code @argfile}), {@code output.log} (the JVM's own stdout and stderr), {@code status.bin} (the
 * {@link LiveStatus}, with what the student printed) and, while the worker runs, {@code states.txt} (the layouts to
 * evaluate, a {@link StatesFile}) and {@code result.bin}; both are deleted once read, so that a run's work
 * directory stays small. The worker gets nothing of the engine: the layouts come as text, in the order
 * {@link HuarongdaoPuzzle#layouts()} gives them, and their number and checksum come back with the values. Instances
 * are immutable and {@link #evaluate} may run in several threads at once.
 */
public final class WorkerLauncher {

    /** Layouts evaluated a second time to see whether the heuristic repeats its values. */
    public static final int DETERMINISM_SAMPLE = 2_000;
    /** How long the parent waits past the timeout for the worker's own watchdog to stop it. */
    static final Duration DEFAULT_GRACE = Duration.ofSeconds(3);
    /** Thread stack size of the worker; recursion deeper than this throws StackOverflowError. */
    static final String THREAD_STACK_SIZE = "1m";

    private static final int OUT_OF_MEMORY_EXIT = 3;
    private static final int SIGNAL_EXIT = 128;
    private static final String OUT_OF_MEMORY_TEXT = "OutOfMemoryError";
    private static final Map<PieceSet, States> STATES = new ConcurrentHashMap<>();

    private final Path javaExecutable;
    private final List<Path> workerClasspath;
    private final int maxHeapMegabytes;
    private final Duration timeout;
    private final Path workDirectory;
    private final boolean watchdog;
    private final Duration grace;

    /**
     * A launcher whose worker stops itself at the timeout, and is killed {@link #DEFAULT_GRACE} later if it has not.
     *
     * @param javaExecutable the {@code java} launcher to start
     * @param workerClasspath the worker's class path: the grader's {@code api} and {@code worker} packages and
     *     nothing else of it, as {@link WorkerClasspath} builds it
     * @param maxHeapMegabytes the worker's heap limit ({@code -Xmx}), at least 16
     * @param timeout the longest one evaluation may take, JVM start included; positive
     * @param workDirectory where the per-evaluation directories go; created when missing
     */
    public WorkerLauncher(Path javaExecutable, List<Path> workerClasspath, int maxHeapMegabytes, Duration timeout,
            Path workDirectory) {
        this(javaExecutable, workerClasspath, maxHeapMegabytes, timeout, workDirectory, true, DEFAULT_GRACE);
    }

    /** A launcher whose worker's watchdog may be switched off, so that the parent's kill can be tested. */
    WorkerLauncher(Path javaExecutable, List<Path> workerClasspath, int maxHeapMegabytes, Duration timeout,
            Path workDirectory, boolean watchdog, Duration grace) {
        if (maxHeapMegabytes < 16) {
            throw new IllegalArgumentException("the forked JVM needs a heap of 16 MB or more, not "
                    + maxHeapMegabytes + " MB");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the fork timeout must be positive, not " + timeout);
        }
        this.javaExecutable = javaExecutable;
        this.workerClasspath = List.copyOf(workerClasspath);
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
     *     {@code java} or worker class path), when the work directory cannot be written, when the worker
     *     evaluated other layouts than it was sent (another worker, or a states file changed underneath it), or
     *     when the calling thread is interrupted ({@link InterruptedIOException}, the JVM then killed)
     */
    public Evaluation evaluate(String className, List<Path> studentClasspath, PieceSet pieceSet) throws IOException {
        Files.createDirectories(workDirectory);
        Path directory = Files.createTempDirectory(workDirectory, ForkedJvm.fileNameOf(className, "heuristic") + "-");
        Path argumentFile = directory.resolve("java.args");
        Path log = directory.resolve("output.log");
        Path resultFile = directory.resolve("result.bin");
        Path statusFile = directory.resolve("status.bin");
        Path statesFile = directory.resolve("states.txt");
        States states = STATES.computeIfAbsent(pieceSet, States::of);
        Files.write(statesFile, states.file());

        long startMillis = System.currentTimeMillis();
        long startNanos = System.nanoTime();
        WorkerArguments arguments = new WorkerArguments(className, studentClasspath, statesFile, resultFile,
                statusFile, watchdog ? startMillis + timeout.toMillis() : 0, DETERMINISM_SAMPLE);

        long deadline = startNanos + timeout.plus(grace).toNanos();
        ForkedJvm.Ended ended;
        try {
            ended = ForkedJvm.run(javaExecutable, argumentFile, argumentFileLines(directory, arguments), log, null,
                    () -> deadline);
        } finally {
            Files.deleteIfExists(statesFile);
        }
        boolean killed = ended.killed();
        int exitCode = ended.exitCode();
        Duration elapsed = ended.elapsed();

        WorkerResult result = WorkerResult.read(resultFile);
        WorkerResult.delete(resultFile);
        Snapshot snapshot = LiveStatus.read(statusFile);
        String jvmOutput = ForkedJvm.readTail(log);
        if (result == null && snapshot == null) {
            throw new IOException("the forked JVM " + (killed ? "did not start within " + timeout.plus(grace)
                    : "exited with code " + exitCode) + " before running the worker; its output, in " + log + ": "
                    + jvmOutput.strip());
        }
        String printed = snapshot == null ? "" : snapshot.output();
        String output = tail(printed.isEmpty() || printed.endsWith("\n") ? printed + jvmOutput
                : printed + "\n" + jvmOutput);
        if (result != null) {
            return fromResult(className, result, states, exitCode, output, elapsed);
        }
        return fromExit(className, snapshot, states, killed, exitCode, jvmOutput, output, elapsed);
    }

    private Evaluation fromResult(String className, WorkerResult result, States states, int exitCode,
            String output, Duration elapsed) throws IOException {
        Estimates estimates = null;
        if (result.status() == WorkerResult.Status.COMPLETED) {
            if (result.layoutCount() != states.layouts().length || result.layoutChecksum() != states.checksum()) {
                throw new IOException("the forked JVM evaluated " + result.layoutCount() + " layouts, not the "
                        + states.layouts().length + " it was sent, or others, or in another order; the worker class"
                        + " path " + workerClasspath + " holds another version of the worker");
            }
            estimates = new Estimates(result.values(), result.failed());
        }
        Status status = switch (result.status()) {
            case COMPLETED -> Status.COMPLETED;
            case NOT_LOADABLE -> Status.NOT_LOADABLE;
            case TIMED_OUT -> Status.TIMED_OUT;
            case EXITED -> Status.EXITED;
            case WORKER_FAILED -> Status.CRASHED;
        };
        return new Evaluation(className, status, estimates, result.firstFailedLayout(),
                result.firstFailure(), result.nanosPerEvaluation(), result.determinismSample(),
                result.nondeterministicLayouts(), result.nondeterministicExample(), exitCode,
                result.layoutInProgress(), output, elapsed, Duration.ofNanos(result.workerNanos()),
                result.constructorNanos() < 0 ? null : Duration.ofNanos(result.constructorNanos()));
    }

    /** Tells what happened from the exit code and the live status when the worker wrote no result. */
    private static Evaluation fromExit(String className, Snapshot snapshot, States states, boolean killed,
            int exitCode, String jvmOutput, String output, Duration elapsed) {
        Phase phase = snapshot.phase();
        boolean evaluating = phase == Phase.EVALUATING || phase == Phase.SAMPLING;
        long state = snapshot.layout() - 1;
        String layout = evaluating && state >= 0 && state < states.layouts().length
                ? Layout.text(states.layouts()[(int) state]) : null;
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
                elapsed, null, null);
    }

    private List<String> argumentFileLines(Path directory, WorkerArguments arguments) {
        List<String> lines = new ArrayList<>(ForkedJvm.standardOptions(maxHeapMegabytes, THREAD_STACK_SIZE, directory));
        lines.addAll(List.of("-cp", ForkedJvm.classpath(workerClasspath), WorkerMain.class.getName()));
        lines.addAll(arguments.toList());
        return lines;
    }

    /** One argument of an {@code @argfile}: quoted, with backslashes and quotes escaped. */
    static String quote(String argument) {
        return ForkedJvm.quote(argument);
    }

    /** The last {@link Evaluation#OUTPUT_TAIL_LINES} lines of {@code text}, at most {@link Evaluation#OUTPUT_TAIL_CHARS}. */
    static String tail(String text) {
        return ForkedJvm.tail(text, Evaluation.OUTPUT_TAIL_LINES, Evaluation.OUTPUT_TAIL_CHARS);
    }

    /**
     * The layouts of a piece set as the worker is sent them, once per piece set and JVM.
     *
     * @param layouts their keys, in {@link HuarongdaoPuzzle#layouts()} order
     * @param file the {@link StatesFile} of their texts
     * @param checksum {@link StatesFile#checksum} of their texts
     */
    private record States(long[] layouts, byte[] file, long checksum) {

        static States of(PieceSet pieceSet) {
            long[] layouts = new HuarongdaoPuzzle(pieceSet).layouts();
            List<String> texts = new ArrayList<>(layouts.length);
            for (long layout : layouts) {
                texts.add(Layout.text(layout));
            }
            byte[] file = StatesFile.encode(texts);
            return new States(layouts, file, StatesFile.checksum(file));
        }
    }
}
