package io.github.heuristicgrader.fork;

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
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.jar.JarFile;
import java.util.stream.Collectors;

/**
 * Runs JUnit tests in a JVM of their own through {@link TestRunnerMain} and reads back what became of each; the
 * parent side of the {@link TestJournal} protocol. The process itself (start, deadline, kill) is
 * {@link ForkedJvm}'s.
 *
 * <p>Each run gets a fresh directory {@code tests-*} under the work directory holding {@code java.args} (so
 * {@code java @java.args} reruns it by hand), {@code output.log} (the JVM's own output), {@code status.bin} (what
 * the tests printed, the last 64 KiB) and {@code journal.txt}. The run is killed when its journal has not grown
 * for the test timeout plus {@link #STALL_GRACE} (the runner's own watchdog should have stopped it before), or
 * when it has taken longer than the run timeout in all.
 */
public final class TestLauncher {

    /** How long past the test timeout the parent waits for a silent runner before killing it. */
    static final Duration STALL_GRACE = Duration.ofMillis(TestRunnerMain.GRACE_MILLIS).plusSeconds(5);
    /** Thread stack size of the test JVM, the JVM's usual default. */
    static final String THREAD_STACK_SIZE = "1m";

    private static final int OUT_OF_MEMORY_EXIT = 3;
    private static final int SIGNAL_EXIT = 128;
    private static final String OUT_OF_MEMORY_TEXT = "OutOfMemoryError";

    private final Path javaExecutable;
    private final int maxHeapMegabytes;
    private final Duration testTimeout;
    private final Duration runTimeout;
    private final Path workDirectory;

    /**
     * A launcher.
     *
     * @param javaExecutable the {@code java} launcher to start
     * @param maxHeapMegabytes the test JVM's heap limit ({@code -Xmx}), at least 16
     * @param testTimeout how long one test may take; positive
     * @param runTimeout how long the whole run may take, JVM start included; positive
     * @param workDirectory where the per-run directories go; created when missing
     */
    public TestLauncher(Path javaExecutable, int maxHeapMegabytes, Duration testTimeout, Duration runTimeout,
            Path workDirectory) {
        if (maxHeapMegabytes < 16) {
            throw new IllegalArgumentException("the test JVM needs a heap of 16 MB or more, not " + maxHeapMegabytes
                    + " MB");
        }
        if (testTimeout.isNegative() || testTimeout.isZero() || runTimeout.isNegative() || runTimeout.isZero()) {
            throw new IllegalArgumentException("the test timeouts must be positive, not " + testTimeout + " and "
                    + runTimeout);
        }
        this.javaExecutable = javaExecutable;
        this.maxHeapMegabytes = maxHeapMegabytes;
        this.testTimeout = testTimeout;
        this.runTimeout = runTimeout;
        this.workDirectory = workDirectory;
    }

    /**
     * Runs every test found in {@code projectRoots} and {@code instructorRoots} in a new JVM. Whatever the tests
     * do (fail, hang, exit, exhaust memory, print, start processes) ends up in the result; no process started for
     * them outlives this call.
     *
     * @param classpath the test JVM's whole class path, in order: the worker's (for {@link TestRunnerMain}, as
     *     {@link WorkerClasspath} builds it),
     *     the JUnit Platform Launcher and its dependencies at the version of the tests' engines, the project's test
     *     class path, the instructor's test jars and their dependencies
     * @param projectRoots the project's test class directories, searched for tests
     * @param instructorRoots the instructor's test jars, searched for tests
     * @param workingDirectory the test JVM's working directory, as Surefire's is the project's base directory
     * @throws IOException when the JVM cannot be started or does not get as far as the runner (a wrong class path:
     *     no launcher, or not the grader's classes), when the work directory cannot be written, or when the calling
     *     thread is interrupted ({@link InterruptedIOException}, the JVM then killed)
     */
    public TestRun run(List<Path> classpath, List<Path> projectRoots, List<Path> instructorRoots,
            Path workingDirectory) throws IOException {
        Files.createDirectories(workDirectory);
        Path directory = Files.createTempDirectory(workDirectory, "tests-");
        Path journalFile = directory.resolve("journal.txt");
        Path statusFile = directory.resolve("status.bin");
        Path log = directory.resolve("output.log");
        TestRunArguments arguments = new TestRunArguments(journalFile, statusFile, projectRoots, instructorRoots,
                testTimeout);
        List<String> lines = new ArrayList<>(ForkedJvm.standardOptions(maxHeapMegabytes, THREAD_STACK_SIZE,
                directory));
        lines.addAll(List.of("-cp", ForkedJvm.classpath(classpath), TestRunnerMain.class.getName()));
        lines.addAll(arguments.toList());

        long startNanos = System.nanoTime();
        long hardDeadline = startNanos + runTimeout.toNanos();
        long stall = testTimeout.plus(STALL_GRACE).toNanos();
        AtomicLong journalSize = new AtomicLong(-1);
        AtomicLong lastGrowth = new AtomicLong(startNanos);
        ForkedJvm.Ended ended = ForkedJvm.run(javaExecutable, directory.resolve("java.args"), lines, log,
                workingDirectory, () -> {
                    long size = journalFile.toFile().length();
                    if (journalSize.getAndSet(size) != size) {
                        lastGrowth.set(System.nanoTime());
                    }
                    return Math.min(hardDeadline, lastGrowth.get() + stall);
                });

        List<Entry> journal = TestJournal.read(journalFile);
        Snapshot snapshot = LiveStatus.read(statusFile);
        String jvmOutput = ForkedJvm.readTail(log);
        if (journal.stream().noneMatch(entry -> entry.event() == Event.RUNNER)) {
            throw new IOException("the test JVM " + (ended.killed() ? "did not start within " + runTimeout
                    : "exited with code " + ended.exitCode()) + " before running the tests; its output, in " + log
                    + ": " + jvmOutput.strip());
        }
        String printed = snapshot == null ? "" : snapshot.output();
        String output = ForkedJvm.tail(printed.isEmpty() || printed.endsWith("\n") ? printed + jvmOutput
                : printed + "\n" + jvmOutput, Evaluation.OUTPUT_TAIL_LINES, Evaluation.OUTPUT_TAIL_CHARS);
        return read(journal, ended, jvmOutput, output, new Roots(instructorRoots));
    }

    /** Puts the journal's events together into each test's outcome and the run's. */
    private TestRun read(List<Entry> journal, ForkedJvm.Ended ended, String jvmOutput, String output, Roots roots) {
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
            tests.add(new TestRun.Test(id, roots.instructor(test.field(1)), test.field(1), test.field(2),
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
            case CRASHED -> error != null ? error
                    : "the test JVM crashed with exit code " + ended.exitCode() + during;
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

    /** Tells the instructor's test classes from the project's by the class files of the instructor's jars. */
    private static final class Roots {
        private final Set<String> instructorClasses = new HashSet<>();

        Roots(List<Path> instructorRoots) {
            for (Path root : instructorRoots) {
                if (Files.isDirectory(root)) {
                    try (var files = Files.walk(root)) {
                        files.filter(file -> file.toString().endsWith(".class"))
                                .map(file -> root.relativize(file).toString().replace('\\', '/'))
                                .forEach(instructorClasses::add);
                    } catch (IOException e) {
                        // an unreadable root counts as the project's; the tests still ran
                    }
                } else {
                    try (JarFile jar = new JarFile(root.toFile())) {
                        instructorClasses.addAll(jar.stream().map(entry -> entry.getName())
                                .filter(name -> name.endsWith(".class")).collect(Collectors.toSet()));
                    } catch (IOException e) {
                        // as above
                    }
                }
            }
        }

        boolean instructor(String className) {
            return className != null && instructorClasses.contains(className.replace('.', '/') + ".class");
        }
    }
}
