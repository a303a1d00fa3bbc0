package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.ForkFiles;
import io.github.heuristicgrader.worker.TamperedFileException;
import io.github.heuristicgrader.worker.TestJournal;
import io.github.heuristicgrader.worker.TestRunArguments;
import io.github.heuristicgrader.worker.TestRunnerMain;
import io.github.heuristicgrader.worker.ExitCode;
import io.github.heuristicgrader.worker.LiveStatus;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import io.github.heuristicgrader.worker.TestJournal.Entry;
import io.github.heuristicgrader.worker.TestJournal.Event;
import io.github.heuristicgrader.fork.TestRun.Outcome;
import io.github.heuristicgrader.fork.TestRun.Status;
import io.github.heuristicgrader.sandbox.ForkUsers;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Runs JUnit tests in a JVM of their own through {@link TestRunnerMain} and reads back what became of each; the
 * parent side of the {@link TestJournal} protocol, whose events come over a socket only the runner can connect to
 * ({@link ResultReceiver}). The process itself (start, deadline, kill) is
 * {@link ForkedJvm}'s. The project's tests and the instructor's never share a JVM: each has its own run, its own
 * class path and its own time limits, so that nothing of the student's (a test, a resource, a service file) can
 * see the instructor's tests or change how they run.
 *
 * <p>Each run gets a fresh directory {@code tests-*} under the work directory holding {@code java.args} (so
 * {@code java @java.args} reruns it by hand, with a listener on its socket), {@code output.log} (the JVM's own output),
 * {@code status.bin} (what the tests printed, the last 64 KiB), the socket {@code results.sock} until the runner has
 * connected and, for the instructor's tests, the stripped copy of
 * the student's class path in {@code student-classpath} and, when the fork runs as a user of its own, copies of the
 * instructor's class path entries that other users cannot read in {@code instructor-classpath}; the files the JVM
 * leaves are read as hostile input ({@link ForkFiles}): one the grader refuses makes the run
 * {@link Outcome#TAMPERED}, with no test results. The run is killed when nothing has come over its socket for the
 * test timeout plus {@link #STALL_GRACE} (the runner's own watchdog should have stopped it before), or when it has
 * taken longer than the run timeout in all.
 *
 * <p>The instructor's test JVM is also closed to code that would reach past Java's access checks into the runner
 * ({@link ClosedJvmOptions}: no attach, no {@code sun.misc.Unsafe}, no native code on JDK 24 and later). The
 * project's is not: a student's own tests may mock with agents and {@code Unsafe}, and they can change only their
 * own results, which they write anyway.
 */
public final class TestLauncher {

    /** How long past the test timeout the parent waits for a silent runner before killing it. */
    static final Duration STALL_GRACE = Duration.ofMillis(TestRunnerMain.GRACE_MILLIS).plusSeconds(5);
    /** Thread stack size of the test JVM, the JVM's usual default. */
    static final String THREAD_STACK_SIZE = "1m";

    /** The launcher setting that would let interceptors named in service files wrap the whole run (Platform 1.10). */
    static final String LAUNCHER_INTERCEPTORS = "junit.platform.launcher.interceptors.enabled";

    private static final String STATUS = "status.bin";
    private static final String STUDENT_CLASSPATH = "student-classpath";
    private static final String INSTRUCTOR_CLASSPATH = "instructor-classpath";
    private static final Set<PosixFilePermission> OWNER_ONLY_DIRECTORY = PosixFilePermissions.fromString(
            "rwx------");
    private static final Set<PosixFilePermission> OWNER_ONLY_FILE = PosixFilePermissions.fromString("rw-------");
    private static final int OUT_OF_MEMORY_EXIT = 3;
    private static final int SIGNAL_EXIT = 128;
    private static final String OUT_OF_MEMORY_TEXT = "OutOfMemoryError";

    private final Sandbox sandbox;
    private final Path javaExecutable;
    /** The JVM option that keeps the JIT to its quick compiler, C1. */
    static final String C1_ONLY = "-XX:TieredStopAtLevel=1";
    /**
     * C1's thresholds ten times the JDK's (200 calls, 100 with loops, 2,000 calls and loop turns): most of what
     * starting JUnit runs, it runs a few hundred times, which the interpreter does for less than compiling it costs.
     * A test that computes for long has its hot methods compiled a few milliseconds later.
     */
    static final List<String> C1_LATER = List.of("-XX:Tier3InvocationThreshold=2000",
            "-XX:Tier3MinInvocationThreshold=1000", "-XX:Tier3CompileThreshold=20000");

    private final int maxHeapMegabytes;
    private final Duration testTimeout;
    private final Duration runTimeout;
    private final Path workDirectory;
    private final ClassDataArchives classData;

    /** An unsandboxed launcher, as {@link #TestLauncher(Sandbox, Path, int, Duration, Duration, Path)} otherwise. */
    public TestLauncher(Path javaExecutable, int maxHeapMegabytes, Duration testTimeout, Duration runTimeout,
            Path workDirectory) {
        this(Sandbox.off(), javaExecutable, maxHeapMegabytes, testTimeout, runTimeout, workDirectory);
    }

    /**
     * A launcher.
     *
     * @param sandbox where the test JVM runs
     * @param javaExecutable the {@code java} launcher to start
     * @param maxHeapMegabytes the test JVM's heap limit ({@code -Xmx}), at least 16
     * @param testTimeout how long one test may take; positive
     * @param runTimeout how long the whole run may take, JVM start included; positive
     * @param workDirectory where the per-run directories go; created when missing
     */
    public TestLauncher(Sandbox sandbox, Path javaExecutable, int maxHeapMegabytes, Duration testTimeout,
            Duration runTimeout, Path workDirectory) {
        this(sandbox, javaExecutable, maxHeapMegabytes, testTimeout, runTimeout, workDirectory,
                ClassDataArchives.none());
    }

    /**
     * A launcher as {@link #TestLauncher(Sandbox, Path, int, Duration, Duration, Path)}, whose test JVMs run with the
     * test JVM's class-data archive of {@code classData} when it fits their class path.
     */
    public TestLauncher(Sandbox sandbox, Path javaExecutable, int maxHeapMegabytes, Duration testTimeout,
            Duration runTimeout, Path workDirectory, ClassDataArchives classData) {
        if (maxHeapMegabytes < 16) {
            throw new IllegalArgumentException("the test JVM needs a heap of 16 MB or more, not " + maxHeapMegabytes
                    + " MB");
        }
        if (testTimeout.isNegative() || testTimeout.isZero() || runTimeout.isNegative() || runTimeout.isZero()) {
            throw new IllegalArgumentException("the test timeouts must be positive, not " + testTimeout + " and "
                    + runTimeout);
        }
        this.sandbox = sandbox;
        this.javaExecutable = javaExecutable;
        this.maxHeapMegabytes = maxHeapMegabytes;
        this.testTimeout = testTimeout;
        this.runTimeout = runTimeout;
        this.workDirectory = ForkedJvm.forkPath(workDirectory);
        this.classData = classData;
    }

    /**
     * Runs the project's tests in a new JVM. Whatever the tests do (fail, hang, exit, exhaust memory, print, start
     * processes) ends up in the result; no process started for them outlives this call.
     *
     * @param classpath the test JVM's whole class path, in order: the worker's (for {@link TestRunnerMain}, as
     *     {@link WorkerClasspath} builds it),
     *     the JUnit Platform Launcher and its dependencies at the version of the tests' engines, the project's test
     *     class path
     * @param testRoots the project's test class directories, searched for tests
     * @param workingDirectory the test JVM's working directory, as Surefire's is the project's base directory
     * @throws IOException when the JVM cannot be started or does not get as far as the runner (a wrong class path:
     *     no launcher, or not the grader's classes), when the work directory cannot be written, or when the calling
     *     thread is interrupted ({@link InterruptedIOException}, the JVM then killed)
     */
    public TestRun runProjectTests(List<Path> classpath, List<Path> testRoots, Path workingDirectory)
            throws IOException {
        Path directory = runDirectory();
        return run(directory, ForkedJvm.forkPaths(classpath), new TestRunArguments(
                directory.resolve(ResultReceiver.SOCKET), directory.resolve(STATUS), ForkedJvm.forkPaths(testRoots),
                List.of(), testTimeout), false, ForkedJvm.forkPath(workingDirectory));
    }

    /**
     * Runs the instructor's tests in a new JVM of their own, in which nothing of the student's can configure JUnit:
     * the student's classes and their dependencies go on its class path as copies without JUnit's configuration
     * file and service files ({@link StrippedClasspath}), and the runner switches off what is left
     * ({@link TestRunnerMain}). As {@link #runProjectTests}, whatever the tests do ends up in the result, every test
     * marked {@link TestRun.Test#instructor()}.
     *
     * @param classpath the trusted part of the class path, in order: the grader's classes, the JUnit Platform
     *     Launcher and its dependencies at the version of the instructor's engines, the instructor's test jars and
     *     their dependencies
     * @param studentClasspath the student's compiled classes and their runtime dependencies, copied stripped and
     *     put after {@code classpath}
     * @param testJars the instructor's test jars, searched for tests
     * @param workingDirectory the test JVM's working directory
     * @throws IOException as {@link #runProjectTests}, or when the student's class path cannot be copied
     */
    public TestRun runInstructorTests(List<Path> classpath, List<Path> studentClasspath, List<Path> testJars,
            Path workingDirectory) throws IOException {
        Path directory = runDirectory();
        List<Path> whole = new ArrayList<>(ForkedJvm.forkPaths(classpath));
        List<Path> roots = new ArrayList<>(ForkedJvm.forkPaths(testJars));
        if (sandbox.isolation() == Sandbox.Isolation.USER) {
            Map<Path, Path> copies = copiesOfClosedEntries(List.copyOf(whole), List.copyOf(roots),
                    directory.resolve(INSTRUCTOR_CLASSPATH));
            whole.replaceAll(entry -> copies.getOrDefault(entry, entry));
            roots.replaceAll(entry -> copies.getOrDefault(entry, entry));
        }
        whole.addAll(StrippedClasspath.copy(studentClasspath, directory.resolve(STUDENT_CLASSPATH)));
        return run(directory, whole, new TestRunArguments(directory.resolve(ResultReceiver.SOCKET),
                directory.resolve(STATUS), List.of(), roots, testTimeout), true, ForkedJvm.forkPath(workingDirectory));
    }

    /**
     * The entries of the instructor's class path that a fork running as a user of its own reads where they are:
     * those every user may read. {@link #runInstructorTests} copies the others (hidden test jars kept
     * {@code rw-------}, say) into its run's directory for that fork alone.
     *
     * @throws IOException when the permissions of an entry cannot be read
     */
    public static List<Path> readInPlaceByForkUsers(List<Path> instructorClasspath) throws IOException {
        List<Path> inPlace = new ArrayList<>();
        for (Path entry : instructorClasspath) {
            if (ForkUsers.readableByAll(entry)) {
                inPlace.add(entry);
            }
        }
        return inPlace;
    }

    /**
     * Copies of the entries of {@code classpath} and {@code testJars} that other users cannot read, each copied
     * once into {@code copies}, closed to every user but its owner ({@code rwx------}, {@code rw-------}): the
     * run's directory, inside which they lie, becomes the fork's user's alone for the run, and no other fork's
     * user can enter it before or after.
     *
     * @return each copied entry, as given, to its copy
     */
    private static Map<Path, Path> copiesOfClosedEntries(List<Path> classpath, List<Path> testJars, Path copies)
            throws IOException {
        Map<Path, Path> copied = new LinkedHashMap<>();
        List<Path> entries = new ArrayList<>(classpath);
        entries.addAll(testJars);
        for (Path entry : entries) {
            if (copied.containsKey(entry) || ForkUsers.readableByAll(entry)) {
                continue;
            }
            if (copied.isEmpty()) {
                Files.createDirectory(copies, PosixFilePermissions.asFileAttribute(OWNER_ONLY_DIRECTORY));
            }
            Path copy = copies.resolve(copied.size() + "-" + entry.getFileName());
            copyClosed(entry, copy);
            copied.put(entry, copy);
        }
        return copied;
    }

    /**
     * Copies a file, or a directory with its directories and regular files, closed to other users; a link given as
     * the entry is followed, links inside a directory are left out.
     */
    private static void copyClosed(Path entry, Path copy) throws IOException {
        Path source = entry.toRealPath();
        try (Stream<Path> tree = Files.walk(source)) {
            for (Path path : tree.toList()) {
                Path target = copy.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectory(target, PosixFilePermissions.asFileAttribute(OWNER_ONLY_DIRECTORY));
                } else if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                    // Closed from its creation: at no moment can another user open it.
                    Files.createFile(target, PosixFilePermissions.asFileAttribute(OWNER_ONLY_FILE));
                    try (InputStream in = Files.newInputStream(path);
                            OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
                        in.transferTo(out);
                    }
                }
            }
        }
    }

    private Path runDirectory() throws IOException {
        ForkFiles.createWorkDirectory(workDirectory);
        return Files.createTempDirectory(workDirectory, "tests-");
    }

    private TestRun run(Path directory, List<Path> classpath, TestRunArguments arguments, boolean instructor,
            Path workingDirectory) throws IOException {
        Path statusFile = arguments.statusFile();
        Path log = directory.resolve("output.log");
        List<String> lines = new ArrayList<>(ForkedJvm.standardOptions(maxHeapMegabytes, THREAD_STACK_SIZE,
                directory));
        // A test JVM spends its life starting JUnit, where C2's compiling costs more CPU than it saves: measured on
        // the example's JUnit run, 0.82 s of CPU with C1 alone against 1.09 s (median of 10, ratio 0.80). Workers
        // keep C2: a slow student heuristic runs long enough to pay for it. Compiling later, as C1_LATER says: the
        // example's test JVM (class-data archive in use) 0.30 CPU s against 0.36 (median of 7 interleaved, ratio 0.82).
        lines.add(C1_ONLY);
        lines.addAll(C1_LATER);
        // A system property outranks junit-platform.properties: no launcher interceptor from a service file.
        lines.add("-D" + LAUNCHER_INTERCEPTORS + "=false");
        if (instructor) {
            lines.addAll(ClosedJvmOptions.of(javaExecutable));
        }
        ClassDataArchives.Launch launch = classData.launch(ClassDataArchives.Kind.TEST_JVM, classpath, directory);
        lines.addAll(launch.options());
        lines.addAll(List.of("-cp", ForkedJvm.classpath(launch.classpath()), TestRunnerMain.class.getName()));
        lines.addAll(arguments.toList());

        // Created here, so that one missing afterwards was removed by the tests.
        Files.createFile(statusFile);
        long startNanos = System.nanoTime();
        long hardDeadline = startNanos + runTimeout.toNanos();
        long stall = testTimeout.plus(STALL_GRACE).toNanos();
        AtomicLong receivedBytes = new AtomicLong(-1);
        AtomicLong lastGrowth = new AtomicLong(startNanos);
        List<Path> readable = new ArrayList<>(launch.classpath());
        readable.addAll(launch.readable());
        readable.addAll(arguments.projectRoots());
        readable.addAll(arguments.instructorRoots());
        ForkedJvm.Ended ended;
        ResultReceiver.Received received;
        try (ResultReceiver receiver = ResultReceiver.listen(directory)) {
            ended = ForkedJvm.run(sandbox, javaExecutable, directory.resolve("java.args"), lines, readable,
                    maxHeapMegabytes, log, workingDirectory, () -> {
                        long size = receiver.receivedBytes();
                        if (receivedBytes.getAndSet(size) != size) {
                            lastGrowth.set(System.nanoTime());
                        }
                        return Math.min(hardDeadline, lastGrowth.get() + stall);
                    });
            received = receiver.finish();
        }

        List<String> refused = new ArrayList<>();
        List<Entry> journal = List.of();
        Snapshot snapshot = null;
        String jvmOutput = "";
        try {
            ForkFiles.requirePresent(statusFile, LiveStatus.WHAT);
            snapshot = LiveStatus.read(statusFile);
        } catch (TamperedFileException e) {
            refused.add(e.getMessage());
        }
        try {
            journal = TestJournal.parse(received.bytes(), arguments.resultSocket());
        } catch (TamperedFileException e) {
            refused.add(e.getMessage());
        }
        try {
            jvmOutput = ForkedJvm.readTail(log);
        } catch (TamperedFileException e) {
            refused.add(e.getMessage());
        }
        String output = ForkedJvm.outputTail(snapshot, jvmOutput);
        if (!refused.isEmpty()) {
            // Nothing the journal says can be trusted: no test earns, and the run says why.
            return new TestRun(Outcome.TAMPERED, "the test JVM left a file the grader refuses: "
                    + String.join("; ", refused), null, List.of(), List.of(), ended.exitCode(), output,
                    ended.elapsed());
        }
        if (!ended.killed() && ended.exitCode() == ExitCode.CANNOT_WRITE_RESULT.code()
                && journal.stream().noneMatch(entry -> entry.event() == Event.DONE)) {
            // As for a worker: the disk is blamed only when this JVM cannot write there either.
            String problem = WorkDirectoryException.unwritable(directory, LiveStatus.FILE_SIZE);
            if (problem != null) {
                throw new WorkDirectoryException("the test runner cannot write in " + directory + ": " + problem,
                        null);
            }
        }
        if (journal.stream().noneMatch(entry -> entry.event() == Event.RUNNER)) {
            throw new IOException("the test JVM " + (ended.killed() ? "did not start within " + runTimeout
                    : "exited with code " + ended.exitCode()) + " before running the tests"
                    + (received.connected() ? "" : ", without connecting to " + arguments.resultSocket())
                    + "; its output, in " + log + ": " + jvmOutput.strip());
        }
        return read(journal, ended, jvmOutput, output, instructor);
    }

    /** Puts the journal's events together into each test's outcome and the run's. */
    private TestRun read(List<Entry> journal, ForkedJvm.Ended ended, String jvmOutput, String output,
            boolean instructor) {
        Map<String, Entry> declared = new LinkedHashMap<>();
        Map<String, Entry> endings = new LinkedHashMap<>();
        Set<String> started = new HashSet<>();
        List<String> containerFailures = new ArrayList<>();
        Set<Event> seen = new HashSet<>();
        String platformVersion = null;
        String error = null;
        for (Entry entry : journal) {
            seen.add(entry.event());
            switch (entry.event()) {
                case TEST -> declared.putIfAbsent(entry.field(0), entry);
                case START -> started.add(entry.field(0));
                case END -> endings.putIfAbsent(entry.field(0), entry);
                case CONTAINER_FAILED -> containerFailures.add(entry.field(1) + ": " + firstLine(entry.field(2)));
                case PLATFORM -> platformVersion = entry.field(0);
                case ERROR -> error = entry.field(0);
                default -> {
                    // RUNNER, DONE, TIMED_OUT and EXIT only count as seen
                }
            }
        }
        Outcome outcome = outcome(seen, ended, jvmOutput);
        List<String> running = started.stream().filter(id -> !endings.containsKey(id)).sorted().toList();
        String message = message(outcome, ended, error, running.stream().map(id -> name(declared.get(id), id))
                .toList(), declared.isEmpty() && seen.contains(Event.PLATFORM));

        List<TestRun.Test> tests = new ArrayList<>();
        for (Entry test : declared.values()) {
            String id = test.field(0);
            Entry ending = endings.get(id);
            Status status;
            Duration duration = null;
            String failure;
            if (ending != null) {
                status = Status.valueOf(ending.field(1));
                duration = Duration.ofNanos(Long.parseLong(ending.field(2)));
                failure = ending.field(3);
            } else if (started.contains(id)) {
                status = outcome == Outcome.TIMED_OUT ? Status.TIMED_OUT : Status.CRASHED;
                failure = message;
            } else {
                status = Status.NOT_RUN;
                failure = outcome == Outcome.COMPLETED ? "JUnit did not run it" : "not reached: " + message;
            }
            List<String> tags = test.field(4) == null ? List.of() : Arrays.asList(test.field(4).split(","));
            tests.add(new TestRun.Test(id, instructor, test.field(1), test.field(2),
                    test.field(3), tags, status, duration, failure));
        }
        return new TestRun(outcome, message, platformVersion, tests, containerFailures, ended.exitCode(), output,
                ended.elapsed());
    }

    private static Outcome outcome(Set<Event> seen, ForkedJvm.Ended ended, String jvmOutput) {
        if (seen.contains(Event.DONE)) {
            return Outcome.COMPLETED;
        }
        if (seen.contains(Event.TIMED_OUT) || ended.killed()) {
            return Outcome.TIMED_OUT;
        }
        if (ended.overMemoryLimit()) {
            return Outcome.MEMORY_LIMIT;
        }
        if (seen.contains(Event.EXIT)) {
            return Outcome.EXITED;
        }
        int code = ended.exitCode();
        if (seen.contains(Event.ERROR) || ExitCode.of(code) != null || code < 0 || code >= SIGNAL_EXIT) {
            return Outcome.CRASHED;
        }
        if (code == OUT_OF_MEMORY_EXIT && jvmOutput.contains(OUT_OF_MEMORY_TEXT)) {
            return Outcome.OUT_OF_MEMORY;
        }
        return Outcome.EXITED;
    }

    private String message(Outcome outcome, ForkedJvm.Ended ended, String error, List<String> running,
            boolean noTests) {
        String during = running.isEmpty() ? " outside any test" : " during " + String.join(", ", running);
        return switch (outcome) {
            case COMPLETED -> noTests ? "JUnit found no tests" : null;
            case EXITED -> "the test JVM ended with exit code " + ended.exitCode() + " (System.exit or Runtime.halt)"
                    + during;
            case TIMED_OUT -> "stopped after " + seconds(ended.elapsed()) + ": nothing ended within the test timeout of "
                    + seconds(testTimeout) + during;
            case OUT_OF_MEMORY -> "the test JVM ran out of heap memory (-Xmx" + maxHeapMegabytes + "m)" + during;
            case MEMORY_LIMIT -> "the test JVM went over the memory limit of "
                    + (Sandbox.memoryLimitBytes(maxHeapMegabytes) >> 20) + " MiB (heap and native memory together)"
                    + " and was killed" + during;
            case CRASHED -> error != null ? error
                    : "the test JVM crashed with exit code " + ended.exitCode() + during;
            case TAMPERED -> throw new IllegalStateException("a tampered run is told apart before its journal is read");
        };
    }

    private static String name(Entry test, String id) {
        if (test == null) {
            return id;
        }
        return test.field(1) != null && test.field(2) != null ? test.field(1) + "#" + test.field(2) : test.field(3);
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
    }

    private static String firstLine(String text) {
        return text == null ? "no detail" : text.lines().findFirst().orElse("");
    }
}
