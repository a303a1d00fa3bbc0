package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.ExitCode;
import io.github.heuristicgrader.worker.ForkFiles;
import io.github.heuristicgrader.worker.LiveStatus;
import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import io.github.heuristicgrader.worker.EstimatesFile;
import io.github.heuristicgrader.worker.StatesFile;
import io.github.heuristicgrader.worker.TamperedFileException;
import io.github.heuristicgrader.worker.WorkerArguments;
import io.github.heuristicgrader.worker.WorkerMain;
import io.github.heuristicgrader.worker.WorkerResult;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Evaluates one student heuristic in a JVM of its own and reads back what it found; the parent side of the
 * {@link ExitCode protocol}. The process itself (start, sandbox, deadline, kill) is {@link ForkedJvm}'s.
 *
 * <p>Each evaluation gets a fresh directory under the work directory holding {@code java.args} (the
 * {@code @argfile}), {@code output.log} (the JVM's own stdout and stderr), {@code status.bin} (the
 * {@link LiveStatus}, with what the student printed) and, while the worker runs, {@code states.txt} (the states to
 * evaluate, a {@link StatesFile}, the kernel's copy of the one the grader writes once per domain,
 * {@link StatesOnDisk}),
 * {@code result.bin} and {@code result.bin.values} (its values, an {@link EstimatesFile}); all are deleted once read,
 * so that a run's work directory stays small. The worker gets nothing of the engine: the states come as
 * {@link Domain#format} text, in the order {@link Domain#states()} gives them (or a region's, {@link SentStates}),
 * and their number and checksum come back with the values, which are read a piece at a time into the one array the
 * grade keeps. Each file
 * the worker leaves is read as hostile input ({@link ForkFiles}): one the grader refuses makes the evaluation
 * {@link Status#TAMPERED}. Instances are immutable and {@link #evaluate} may run in several threads at once.
 */
public final class WorkerLauncher {

    /** States evaluated a second time to see whether the heuristic repeats its values. */
    public static final int DETERMINISM_SAMPLE = 2_000;
    /** How long the parent waits past the timeout for the worker's own watchdog to stop it. */
    static final Duration DEFAULT_GRACE = Duration.ofSeconds(3);
    /** Thread stack size of the worker; recursion deeper than this throws StackOverflowError. */
    static final String THREAD_STACK_SIZE = "1m";

    private static final int OUT_OF_MEMORY_EXIT = 3;
    private static final int SIGNAL_EXIT = 128;
    private static final String OUT_OF_MEMORY_TEXT = "OutOfMemoryError";
    private static final String WORKER_SAYS = WorkerMain.NAME + ": ";

    private final Sandbox sandbox;
    private final Path javaExecutable;
    private final List<Path> workerClasspath;
    private final int maxHeapMegabytes;
    private final Duration timeout;
    private final Path workDirectory;
    private final boolean watchdog;
    private final Duration grace;
    private final Consumer<Progress> progress;
    private final Duration progressInterval;
    private final ClassDataArchives classData;

    /** An unsandboxed launcher, as {@link #WorkerLauncher(Sandbox, Path, List, int, Duration, Path)} otherwise. */
    public WorkerLauncher(Path javaExecutable, List<Path> workerClasspath, int maxHeapMegabytes, Duration timeout,
            Path workDirectory) {
        this(Sandbox.off(), javaExecutable, workerClasspath, maxHeapMegabytes, timeout, workDirectory);
    }

    /**
     * A launcher whose worker stops itself at the timeout, and is killed {@link #DEFAULT_GRACE} later if it has not.
     *
     * @param sandbox where the worker runs
     * @param javaExecutable the {@code java} launcher to start
     * @param workerClasspath the worker's class path: the grader's {@code api} and {@code worker} packages and
     *     nothing else of it, and the packages the evaluated domain declares, as {@link WorkerClasspath} builds it
     * @param maxHeapMegabytes the worker's heap limit ({@code -Xmx}), at least 16
     * @param timeout the longest one evaluation may take, JVM start included; positive
     * @param workDirectory where the per-evaluation directories go; created when missing
     */
    public WorkerLauncher(Sandbox sandbox, Path javaExecutable, List<Path> workerClasspath, int maxHeapMegabytes,
            Duration timeout, Path workDirectory) {
        this(sandbox, javaExecutable, workerClasspath, maxHeapMegabytes, timeout, workDirectory, true, DEFAULT_GRACE);
    }

    /** A launcher whose worker's watchdog may be switched off, so that the parent's kill can be tested. */
    WorkerLauncher(Sandbox sandbox, Path javaExecutable, List<Path> workerClasspath, int maxHeapMegabytes,
            Duration timeout, Path workDirectory, boolean watchdog, Duration grace) {
        if (maxHeapMegabytes < 16) {
            throw new IllegalArgumentException("the forked JVM needs a heap of 16 MB or more, not "
                    + maxHeapMegabytes + " MB");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the fork timeout must be positive, not " + timeout);
        }
        this.sandbox = sandbox;
        this.javaExecutable = javaExecutable;
        this.workerClasspath = ForkedJvm.forkPaths(workerClasspath);
        this.maxHeapMegabytes = maxHeapMegabytes;
        this.timeout = timeout;
        this.workDirectory = ForkedJvm.forkPath(workDirectory);
        this.watchdog = watchdog;
        this.grace = grace;
        this.progress = null;
        this.progressInterval = null;
        this.classData = ClassDataArchives.none();
    }

    private WorkerLauncher(WorkerLauncher launcher, Consumer<Progress> progress, Duration progressInterval,
            ClassDataArchives classData) {
        this.sandbox = launcher.sandbox;
        this.javaExecutable = launcher.javaExecutable;
        this.workerClasspath = launcher.workerClasspath;
        this.maxHeapMegabytes = launcher.maxHeapMegabytes;
        this.timeout = launcher.timeout;
        this.workDirectory = launcher.workDirectory;
        this.watchdog = launcher.watchdog;
        this.grace = launcher.grace;
        this.progress = progress;
        this.progressInterval = progressInterval;
        this.classData = classData;
    }

    /** This launcher, its workers run with the worker's class-data archive of {@code classData} when it fits. */
    public WorkerLauncher usingClassData(ClassDataArchives classData) {
        return new WorkerLauncher(this, progress, progressInterval, classData);
    }

    /**
     * This launcher, telling {@code listener} every {@code interval} how far the worker has come while it evaluates
     * (nothing while it loads). The parent reads the worker's live status through a channel it opened on the file it
     * created before the JVM started, so that no file the fork puts in its place can block the reading; a status it
     * cannot parse gives no progress that time. The listener runs on a thread of its own and must not block.
     */
    public WorkerLauncher reportingProgress(Consumer<Progress> listener, Duration interval) {
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("the progress interval must be positive, not " + interval);
        }
        return new WorkerLauncher(this, listener, interval, classData);
    }

    /**
     * Evaluates {@code className} on every state of {@code domain} in a new JVM. Whatever the student's code
     * does (throw, loop, exit, exhaust memory, print, start threads or processes) ends up in the evaluation; no
     * process started for it outlives this call.
     *
     * @param className the heuristic's binary class name, such as {@code x.MyHeuristic}
     * @param studentClasspath where it and its dependencies load from, in order
     * @param domain the domain whose states it evaluates, equal domains sharing one states file per JVM
     * @throws WorkDirectoryException when the work directory cannot be written, or the worker could not write its
     *     result there and this JVM cannot either (a full or read-only disk)
     * @throws IOException when the JVM cannot be started or does not get as far as running the worker (a wrong
     *     {@code java} or worker class path), or when the calling thread is interrupted
     *     ({@link InterruptedIOException}, the JVM then killed); a file the JVM left that the grader refuses, or a
     *     result for other states than it was sent, gives an evaluation {@link Status#TAMPERED}, never an exception
     */
    public Evaluation evaluate(String className, List<Path> studentClasspath, Domain domain) throws IOException {
        Launched fork = launch(List.of(className), studentClasspath, domain, timeout);
        ForkedJvm.Ended ended = fork.jvm();
        boolean killed = ended.killed();
        int exitCode = ended.exitCode();
        Duration elapsed = ended.elapsed();
        StatesOnDisk states = fork.states();
        long startMillis = fork.startMillis();

        ForkOutput read = fork.outputs().get(0);
        String output = ForkedJvm.outputTail(read.snapshot(), read.jvmOutput());
        if (read.tampered() != null) {
            return new Evaluation(className, Status.TAMPERED, null, null, read.tampered(), Double.NaN, 0, 0, null,
                    exitCode, null, output, elapsed, null, null);
        }
        Progress reached = Progress.of(className, read.snapshot(), states.count(), startMillis,
                startMillis + elapsed.toMillis(), startMillis + timeout.toMillis());
        WorkerResult result = read.result();
        if (result == null && !killed && exitCode == ExitCode.CANNOT_WRITE_RESULT.code()) {
            String problem = WorkDirectoryException.unwritable(fork.directory(),
                    WorkerResult.maxBytes(states.count()) + EstimatesFile.bytes(states.count()));
            if (problem != null) {
                throw new WorkDirectoryException("cannot write the fork's result in " + fork.directory() + ": "
                        + problem, null);
            }
        }
        if (result == null && read.snapshot() == null) {
            throw new IOException("the forked JVM " + (killed ? "did not start within " + timeout.plus(grace)
                    : "exited with code " + exitCode) + " before running the worker; its output, in " + fork.log()
                    + ": " + read.jvmOutput().strip());
        }
        Evaluation evaluation = result != null
                ? fromResult(className, result, read.values(), exitCode, output, elapsed)
                : fromExit(className, read.snapshot(), domain, states, ended, read.jvmOutput(), output);
        return evaluation.status() == Status.TIMED_OUT ? evaluation.reaching(reached) : evaluation;
    }

    /**
     * What one JVM shared by several heuristics gave: the evaluation of each that completed there, and why the others
     * did not.
     *
     * @param completed each heuristic's evaluation that the shared JVM completed and the grader accepted, by class
     *     name: {@link Status#COMPLETED}, exactly what a JVM of its own gives
     * @param incomplete the others, in the order they were named, to be evaluated again each in a JVM of its own
     * @param reason why, one sentence per cause naming the heuristic at fault, joined by "; "; null when none is
     *     incomplete
     * @param timedOut the first incomplete one as a JVM of its own would report it when a time limit stopped it
     *     (its own, or the JVM's as a whole), {@link Status#TIMED_OUT}; for when no time is left to evaluate it again;
     *     null when no time limit stopped one
     */
    public record Together(Map<String, Evaluation> completed, List<String> incomplete, String reason,
            Evaluation timedOut) {

        /** Copies the collections. */
        public Together {
            completed = Map.copyOf(completed);
            incomplete = List.copyOf(incomplete);
        }
    }

    /**
     * Evaluates {@code classNames}, heuristics of one submission, one after the other in one new JVM: each through a
     * class loader and on a thread of its own, within {@link #timeout} from its own start (the first's includes the
     * JVM's start), with its own live status and result file. What a heuristic does to the JVM ends it for those
     * after it: {@code System.exit}, running out of memory, its time limit, or JVM-wide state it leaves changed (a
     * thread still running, a system property, a file); it and those after it, any whose result the grader refuses,
     * and any that could not be loaded there come back {@link Together#incomplete}, to be {@linkplain #evaluate
     * evaluated alone}. The JVM as a whole is killed after
     * {@link #timeout} times their number, or {@code wholeLimit} when that is less, plus the grace.
     *
     * @throws WorkDirectoryException when the work directory cannot be written
     * @throws IOException when the JVM cannot be started, or the calling thread is interrupted
     */
    public Together evaluateTogether(List<String> classNames, List<Path> studentClasspath, Domain domain,
            Duration wholeLimit) throws IOException {
        Launched fork = launch(classNames, studentClasspath, domain, wholeLimit);
        ForkedJvm.Ended jvm = fork.jvm();
        StatesOnDisk states = fork.states();
        long startMillis = fork.startMillis();

        Map<String, Evaluation> completed = new LinkedHashMap<>();
        List<String> incomplete = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        Evaluation timedOut = null;
        boolean broken = false;
        for (int index = 0; index < classNames.size(); index++) {
            String className = classNames.get(index);
            ForkOutput read = fork.outputs().get(index);
            WorkerResult result = read.result();
            WorkerResult.Status status = read.tampered() == null && result != null ? result.status() : null;
            if (!broken && status == WorkerResult.Status.COMPLETED) {
                // Its own prints only: the JVM's log is the siblings' too.
                completed.put(className, fromResult(className, result, read.values(), ExitCode.OK.code(),
                        ForkedJvm.outputTail(read.snapshot(), ""), Duration.ofNanos(result.workerNanos())));
                continue;
            }
            incomplete.add(className);
            if (!broken && status == WorkerResult.Status.NOT_LOADABLE) {
                // The JVM went on; alone, a constructor that reached for the worker's files finds them as named there.
                reasons.add(className + " could not be loaded or constructed there");
                continue;
            }
            if (broken) {
                continue;
            }
            broken = true;
            reasons.add(whyIncomplete(classNames, index, read, jvm, fork.log(), timeout));
            boolean timedOutResult = status == WorkerResult.Status.TIMED_OUT;
            boolean killedRunning = read.tampered() == null && result == null && jvm.killed()
                    && read.snapshot() != null && read.snapshot().phase().runsStudentCode();
            if (timedOutResult || killedRunning) {
                String output = ForkedJvm.outputTail(read.snapshot(), "");
                Evaluation stopped = timedOutResult
                        ? fromResult(className, result, null, ExitCode.TIMED_OUT.code(), output, jvm.elapsed())
                        : fromExit(className, read.snapshot(), domain, states, jvm, "", output);
                timedOut = stopped.reaching(Progress.of(className, read.snapshot(), states.count(), startMillis,
                        startMillis + jvm.elapsed().toMillis(), startMillis + timeout.toMillis()));
            }
        }
        removeResultsLeftIn(fork.directory());
        String reason = reasons.isEmpty() ? null : String.join("; ", reasons);
        return new Together(completed, incomplete, reason, timedOut);
    }

    /**
     * One JVM run for heuristics of one submission, and what the parent read of the files it left.
     *
     * @param states the states it was sent
     * @param directory the fork's own directory
     * @param log the JVM's own output
     * @param startMillis when the JVM was started, epoch milliseconds
     * @param jvm how the JVM ended
     * @param outputs what each heuristic left, in the order named; their result files deleted once read
     */
    private record Launched(StatesOnDisk states, Path directory, Path log, long startMillis, ForkedJvm.Ended jvm,
            List<ForkOutput> outputs) {
    }

    /**
     * Runs {@code classNames} one after the other in one new JVM ({@link WorkerMain}), killed after {@link #timeout}
     * times their number, or {@code wholeLimit} when that is less, plus the grace; tells {@link #progress} how far
     * each has come while it runs, and reads what each left once it ended. A heuristic alone finds the worker's
     * files as a JVM of its own names them ({@code result.bin}, {@code status.bin}); in a shared JVM each has its own,
     * numbered ({@code result-1.bin}).
     *
     * @throws WorkDirectoryException when the work directory cannot be written
     * @throws IOException when the JVM cannot be started, or the calling thread is interrupted
     */
    private Launched launch(List<String> classNames, List<Path> studentClasspath, Domain domain, Duration wholeLimit)
            throws IOException {
        boolean alone = classNames.size() == 1;
        List<Path> studentEntries = ForkedJvm.forkPaths(studentClasspath);
        try {
            StatesOnDisk.of(domain);
        } catch (IOException e) {
            throw new WorkDirectoryException("cannot write the states to send to the forks: "
                    + WorkDirectoryException.reason(e), e);
        }
        Path directory;
        Path statesFile;
        StatesOnDisk states;
        try {
            ForkFiles.createWorkDirectory(workDirectory);
            directory = Files.createTempDirectory(workDirectory,
                    ForkedJvm.fileNameOf(classNames.get(0), "heuristic") + (alone ? "-" : "-shared-"));
            statesFile = directory.resolve("states.txt");
            states = StatesOnDisk.copy(domain, statesFile);
        } catch (IOException e) {
            throw new WorkDirectoryException("cannot create the fork's directory in " + workDirectory + ": "
                    + WorkDirectoryException.reason(e), e);
        }
        int heap = heapFor(maxHeapMegabytes, states.count());
        Path argumentFile = directory.resolve("java.args");
        Path log = directory.resolve("output.log");
        List<Path> resultFiles = new ArrayList<>();
        List<Path> statusFiles = new ArrayList<>();
        for (int index = 0; index < classNames.size(); index++) {
            resultFiles.add(directory.resolve(alone ? "result.bin" : "result-" + index + ".bin"));
            statusFiles.add(directory.resolve(alone ? "status.bin" : "status-" + index + ".bin"));
        }
        long startMillis = System.currentTimeMillis();
        long startNanos = System.nanoTime();
        // Only bubblewrap gives the fork a /tmp of its own; elsewhere other processes write there at any time.
        List<Path> privateDirectories = sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP
                ? List.of(directory, Path.of("/tmp")) : List.of(directory);
        WorkerArguments arguments = new WorkerArguments(classNames, studentEntries,
                domain.studentSide().parser().getName(), List.copyOf(domain.studentSide().packages()), statesFile,
                resultFiles, statusFiles,
                watchdog ? startMillis + timeout.toMillis() : 0, DETERMINISM_SAMPLE, privateDirectories);
        Duration all = timeout.multipliedBy(classNames.size());
        long deadline = startNanos + (all.compareTo(wholeLimit) < 0 ? all : wholeLimit).plus(grace).toNanos();
        ClassDataArchives.Launch launch = classData.launch(ClassDataArchives.Kind.WORKER, workerClasspath, directory);
        List<Path> readable = new ArrayList<>(launch.classpath());
        readable.addAll(launch.readable());
        readable.addAll(studentEntries);
        ForkedJvm.Ended jvm;
        ScheduledExecutorService poller = null;
        List<FileChannel> statusChannels = new ArrayList<>();
        try {
            for (Path statusFile : statusFiles) {
                // Created here, so that a status file missing afterwards was removed by the fork.
                Files.createFile(statusFile);
                if (progress != null) {
                    statusChannels.add(FileChannel.open(statusFile, StandardOpenOption.READ,
                            LinkOption.NOFOLLOW_LINKS));
                }
            }
            if (progress != null) {
                poller = poll(classNames, statusChannels, states.count(), startMillis);
            }
            jvm = ForkedJvm.run(sandbox, javaExecutable, argumentFile,
                    argumentFileLines(directory, arguments, launch, heap),
                    readable, heap, log, null, () -> deadline);
        } finally {
            if (poller != null) {
                poller.shutdownNow();
            }
            for (FileChannel channel : statusChannels) {
                channel.close();
            }
            ForkFiles.delete(statesFile);
        }
        List<ForkOutput> outputs = new ArrayList<>();
        for (int index = 0; index < classNames.size(); index++) {
            outputs.add(ForkOutput.of(resultFiles.get(index), statusFiles.get(index), log, domain, states));
            WorkerResult.delete(resultFiles.get(index));
        }
        return new Launched(states, directory, log, startMillis, jvm, List.copyOf(outputs));
    }

    /**
     * Removes every file named like a result from a shared JVM's directory once its results are read: theirs, the
     * temporary files of a worker stopped while writing, and what a heuristic wrote under a result's name (a JVM of
     * its own would have read it as its result), so that nothing of a forged result is left.
     */
    private static void removeResultsLeftIn(Path directory) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, "result*")) {
            for (Path entry : entries) {
                ForkFiles.delete(entry);
            }
        } catch (IOException | DirectoryIteratorException e) {
            // what cannot be listed stays, in a work directory no later run reads
        }
    }

    /**
     * Why the shared JVM gave no accepted result for the heuristic at {@code index}, the first without one: a
     * sentence naming the heuristic at fault.
     */
    private static String whyIncomplete(List<String> classNames, int index, ForkOutput read, ForkedJvm.Ended ended,
            Path log, Duration timeout) {
        String className = classNames.get(index);
        WorkerResult result = read.result();
        if (read.tampered() != null) {
            return "the result of " + className + " was refused: " + read.tampered();
        }
        if (result != null) {
            return switch (result.status()) {
                case TIMED_OUT -> className + " ran past its time limit of " + timeout.toSeconds() + " s";
                case EXITED -> className + " called System.exit";
                default -> "the worker failed while evaluating " + className + " (" + log + ")";
            };
        }
        int exitCode = ended.exitCode();
        if (ended.killed()) {
            return className + " was running when the shared JVM was killed at its time limit";
        }
        if (ended.overMemoryLimit()) {
            return className + " was running when the shared JVM was killed by its memory limit";
        }
        if (exitCode == OUT_OF_MEMORY_EXIT && read.jvmOutput().contains(OUT_OF_MEMORY_TEXT)) {
            return className + " ran out of memory";
        }
        if (exitCode == ExitCode.STATE_LEFT_BEHIND.code()) {
            return className + " " + stateLeftBehind(read.jvmOutput(), className)
                    .orElse("left state the JVM shares changed") + " (" + log + ")";
        }
        return className + " was running when the shared JVM ended with exit code " + exitCode;
    }

    /**
     * What the worker said {@code className} left changed, from the last line of its own about it in the JVM's output
     * (a student's text there is data: property and thread names; at most 300 characters).
     */
    private static Optional<String> stateLeftBehind(String jvmOutput, String className) {
        String prefix = WORKER_SAYS + className + " ";
        String suffix = "; " + WorkerMain.HEURISTICS_AFTER_IT_ALONE;
        return jvmOutput.lines().filter(line -> line.startsWith(prefix) && line.endsWith(suffix))
                .reduce((first, second) -> second)
                .map(line -> line.substring(prefix.length(), line.length() - suffix.length()))
                .map(what -> what.length() > 300 ? what.substring(0, 300) + "…" : what);
    }

    /**
     * Starts telling {@link #progress} every {@link #progressInterval} what the status files read through
     * {@code channels}, one per heuristic of the JVM, show; each heuristic's time is counted from the JVM's start for
     * the first, and from when it began evaluating, as its status says, kept within the JVM's life, for the others.
     * Of a JVM shared by several, only the one evaluating is told: the others, not begun or done, say nothing new
     * while it runs.
     */
    private ScheduledExecutorService poll(List<String> classNames, List<FileChannel> channels, int stateCount,
            long startMillis) {
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "heuristic-grader-progress");
            thread.setDaemon(true);
            return thread;
        });
        boolean shared = channels.size() > 1;
        long every = progressInterval.toMillis();
        poller.scheduleAtFixedRate(() -> {
            for (int index = 0; index < channels.size(); index++) {
                try {
                    Snapshot snapshot = snapshotThrough(channels.get(index));
                    if (snapshot == null || shared && snapshot.phase() != Phase.EVALUATING) {
                        continue;
                    }
                    long now = System.currentTimeMillis();
                    long began = Math.max(startMillis, Math.min(now, snapshot.phaseSinceMillis()));
                    Progress reached = Progress.of(classNames.get(index), snapshot, stateCount, startMillis, now,
                            (index == 0 ? startMillis : began) + timeout.toMillis());
                    if (reached != null) {
                        progress.accept(reached);
                    }
                } catch (IOException | RuntimeException e) {
                    // a status the fork spoiled, or not yet written, gives no progress line this time
                }
            }
        }, every, every, TimeUnit.MILLISECONDS);
        return poller;
    }

    /** The live status read through {@code channel}, which the parent opened on the file it created. */
    private static Snapshot snapshotThrough(FileChannel channel) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(LiveStatus.FILE_SIZE + 1);
        while (bytes.hasRemaining() && channel.read(bytes, bytes.position()) > 0) {
            // positional reads of a regular file the parent created: they never block
        }
        return LiveStatus.parse(Arrays.copyOf(bytes.array(), bytes.position()), Path.of(""));
    }

    /**
     * What the parent read of the files a worker left, each as hostile input: the result with its values, the live
     * status and the tail of the JVM's output; a file refused counts as absent.
     *
     * @param values the values of a result {@link WorkerResult.Status#COMPLETED}, by state number; null otherwise
     * @param tampered every file refused and why, joined by "; ", or null when every file passed
     */
    private record ForkOutput(WorkerResult result, int[] values, Snapshot snapshot, String jvmOutput,
            String tampered) {

        static ForkOutput of(Path resultFile, Path statusFile, Path log, Domain domain, StatesOnDisk states) {
            List<String> refused = new ArrayList<>();
            WorkerResult result = null;
            int[] values = null;
            Snapshot snapshot = null;
            String jvmOutput = "";
            try {
                result = WorkerResult.read(resultFile, states.count());
                check(resultFile, result, domain, states);
                if (result != null && result.status() == WorkerResult.Status.COMPLETED) {
                    values = EstimatesFile.read(EstimatesFile.of(resultFile), states.count(),
                            result.valuesChecksum());
                }
            } catch (TamperedFileException e) {
                refused.add(e.getMessage());
                result = null;
                values = null;
            }
            try {
                ForkFiles.requirePresent(statusFile, LiveStatus.WHAT);
                snapshot = LiveStatus.read(statusFile);
                if (snapshot != null && (snapshot.state() < 0 || snapshot.state() > states.count())) {
                    throw new TamperedFileException(statusFile, "the live status file gives " + snapshot.state()
                            + " as the number of the " + domain.stateNoun() + " in progress, of "
                            + states.count());
                }
            } catch (TamperedFileException e) {
                refused.add(e.getMessage());
                snapshot = null;
            }
            try {
                jvmOutput = ForkedJvm.readTail(log);
            } catch (TamperedFileException e) {
                refused.add(e.getMessage());
            }
            return new ForkOutput(result, values, snapshot, jvmOutput,
                    refused.isEmpty() ? null : String.join("; ", refused));
        }

        /**
         * Refuses a result for other states than the worker was sent, or whose state texts are no compact text of
         * a state of the domain (the reports draw them).
         */
        private static void check(Path file, WorkerResult result, Domain domain, StatesOnDisk states)
                throws TamperedFileException {
            if (result == null) {
                return;
            }
            if (result.status() == WorkerResult.Status.COMPLETED && (result.stateCount() != states.count()
                    || result.stateChecksum() != states.checksum())) {
                throw new TamperedFileException(file, "the worker's result file is for " + result.stateCount()
                        + " " + domain.stateNounPlural() + ", not the " + states.count()
                        + " it was sent, or for others, or in another order");
            }
            for (String text : new String[] {result.firstFailedState(), result.nondeterministicExample(),
                    result.stateInProgress()}) {
                if (text != null && !StatesOnDisk.isStateText(domain, text)) {
                    String noun = domain.stateNoun();
                    throw new TamperedFileException(file, "the worker's result file gives a " + noun
                            + " that is no " + noun + ": \""
                            + (text.length() > 40 ? text.substring(0, 40) + "…" : text)
                            .replaceAll("\\p{Cntrl}", "?") + "\"");
                }
            }
        }
    }

    private static Evaluation fromResult(String className, WorkerResult result, int[] values, int exitCode,
            String output, Duration elapsed) {
        Estimates estimates = null;
        if (result.status() == WorkerResult.Status.COMPLETED) {
            estimates = new Estimates(values, result.failed());
        }
        Status status = switch (result.status()) {
            case COMPLETED -> Status.COMPLETED;
            case NOT_LOADABLE -> Status.NOT_LOADABLE;
            case TIMED_OUT -> Status.TIMED_OUT;
            case EXITED -> Status.EXITED;
            case WORKER_FAILED -> Status.CRASHED;
        };
        return new Evaluation(className, status, estimates, result.firstFailedState(),
                result.firstFailure(), result.nanosPerEvaluation(), result.determinismSample(),
                result.nondeterministicStates(), result.nondeterministicExample(), exitCode,
                result.stateInProgress(), output, elapsed, Duration.ofNanos(result.workerNanos()),
                result.constructorNanos() < 0 ? null : Duration.ofNanos(result.constructorNanos()));
    }

    /** Tells what happened from the exit code and the live status when the worker wrote no result. */
    private static Evaluation fromExit(String className, Snapshot snapshot, Domain domain, StatesOnDisk states,
            ForkedJvm.Ended ended, String jvmOutput, String output) {
        int exitCode = ended.exitCode();
        Phase phase = snapshot.phase();
        boolean evaluating = phase == Phase.EVALUATING || phase == Phase.SAMPLING;
        long state = snapshot.state() - 1;
        String inProgress = evaluating && state >= 0 && state < states.count() ? states.text((int) state, domain)
                : null;
        Status status;
        if (ended.killed()) {
            status = Status.TIMED_OUT;
        } else if (ended.overMemoryLimit()) {
            status = Status.MEMORY_LIMIT;
        } else if (!phase.runsStudentCode() || exitCode < 0 || exitCode >= SIGNAL_EXIT
                || exitCode == ExitCode.CANNOT_WRITE_RESULT.code()) {
            status = Status.CRASHED;
        } else if (exitCode == OUT_OF_MEMORY_EXIT && jvmOutput.contains(OUT_OF_MEMORY_TEXT)) {
            status = Status.OUT_OF_MEMORY;
        } else {
            status = Status.EXITED;
        }
        return new Evaluation(className, status, null, null, null, Double.NaN, 0, 0, null, exitCode, inProgress, output,
                ended.elapsed(), null, null);
    }

    /** Heap a worker takes for each state beyond the given heap's share: a bit, in the failed set of the heuristic. */
    static final double WORKER_BYTES_PER_STATE = 1.0 / 8;
    /**
     * The states' share of a given heap, in MB: a worker streams its states and values, holding a batch of states
     * and a piece of each file (a few MB whatever the state count) and each heuristic's failed set, a bit a state,
     * so that a given heap is the student's beyond that, and grows with the states past it.
     */
    static final int STATES_IN_GIVEN_HEAP_MEGABYTES = 32;

    /**
     * The heap of a worker evaluating {@code states} states, in MB: {@code given}, and as much more as their failed
     * set needs beyond {@value #STATES_IN_GIVEN_HEAP_MEGABYTES} MB, so that the heap follows the state count and the
     * student's room stays what was given. The heuristics of a shared JVM run one after the other, each with its own
     * failed set, dropped with its result.
     */
    static int heapFor(int given, long states) {
        long needed = (long) Math.ceil(states * WORKER_BYTES_PER_STATE);
        long more = Math.max(0, (needed + (1 << 20) - 1 >> 20) - STATES_IN_GIVEN_HEAP_MEGABYTES);
        return (int) Math.min(Integer.MAX_VALUE, given + more);
    }

    private List<String> argumentFileLines(Path directory, WorkerArguments arguments,
            ClassDataArchives.Launch launch, int heap) {
        List<String> lines = new ArrayList<>(ForkedJvm.standardOptions(heap, THREAD_STACK_SIZE, directory));
        lines.addAll(launch.options());
        lines.addAll(List.of("-cp", ForkedJvm.classpath(launch.classpath()), WorkerMain.class.getName()));
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
}
