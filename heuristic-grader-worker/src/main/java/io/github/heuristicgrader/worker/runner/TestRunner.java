package io.github.heuristicgrader.worker.runner;

import io.github.heuristicgrader.worker.ChildJvm;
import io.github.heuristicgrader.worker.ExitCode;
import io.github.heuristicgrader.worker.LiveStatus;
import io.github.heuristicgrader.worker.TestJournal;
import io.github.heuristicgrader.worker.TestJournal.Event;
import io.github.heuristicgrader.worker.TestRunArguments;
import io.github.heuristicgrader.worker.TestRunnerMain;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The test runner: runs the project's and the instructor's JUnit tests through the JUnit Platform Launcher and sends
 * every event ({@link TestJournal}) to the parent ({@code fork.TestLauncher}) over the {@link ResultChannel} it
 * connects first thing. Ends the JVM with an {@link ExitCode}, or with the code of a test's {@code System.exit}.
 *
 * <p>It runs in a module of its own ({@link TestRunnerMain} sets it up) whose packages are neither exported nor
 * opened: a student's class loaded by a test can find this class (on its stack, say) but cannot reflect into it,
 * read its fields or call its methods, and no static field of any class leads to the channel or the listener.
 *
 * <p>The plugin compiles this class against junit-platform-launcher 1.13.4 but runs it with the launcher of the
 * student's own JUnit Platform version, so it uses only API that is there, unchanged, from Platform 1.0 through 6:
 * {@link LauncherFactory#create()}, {@link LauncherDiscoveryRequestBuilder} with
 * {@link DiscoverySelectors#selectClasspathRoots} and configuration parameters, {@code Launcher.execute(request,
 * listeners)}, and {@link TestExecutionListener} with {@link TestPlan}, {@link TestIdentifier},
 * {@link TestExecutionResult}, {@link MethodSource} and {@link ClassSource}; and, where the launcher has them,
 * {@link LauncherConfig}'s switches.
 *
 * <p>Nothing on the class path configures the run beyond what the grader sets: Jupiter's extension autodetection is
 * off by an explicit configuration parameter, which beats any {@code junit-platform.properties}, and the launcher
 * registers no listener or filter from service files. (Test engines still come from service files.)
 *
 * <p>Tests print into the {@link LiveStatus} ring (the last 64 KiB are kept); the runner's own diagnostics go to the
 * JVM's real stderr, which the parent sends to a log file. A watchdog stops the run when nothing has happened for
 * the test timeout and {@link TestRunnerMain#GRACE_MILLIS} more ({@link ChildJvm}); JUnit Jupiter's own timeout, set
 * to the test timeout, fails a slow test before that when the test can be interrupted.
 */
final class TestRunner {

    /** The Jupiter setting that fails a test, or a lifecycle method, running longer than this. */
    static final String JUPITER_TIMEOUT = "junit.jupiter.execution.timeout.default";
    /** The Jupiter setting that would let extensions named in service files of the class path join every test. */
    static final String EXTENSION_AUTODETECTION = "junit.jupiter.extensions.autodetection.enabled";
    /** Most stack frames kept in a failure. */
    static final int FAILURE_FRAMES = 12;
    /** Most characters kept in a failure. */
    static final int FAILURE_CHARS = 4_000;

    private final TestRunArguments arguments;
    private final ResultChannel channel;
    private final ChildJvm jvm;
    private final Map<String, Long> startNanos = new ConcurrentHashMap<>();
    private final Set<String> ended = ConcurrentHashMap.newKeySet();
    private volatile long lastEventNanos = System.nanoTime();
    private volatile TestPlan plan;

    private TestRunner(TestRunArguments arguments, ResultChannel channel, ChildJvm jvm) {
        this.arguments = arguments;
        this.channel = channel;
        this.jvm = jvm;
    }

    /**
     * Connects to the parent, then runs the tests; never returns, ends the JVM.
     *
     * @param args as {@link TestRunArguments#toList()} writes them
     */
    static void main(String[] args) {
        ChildJvm jvm = ChildJvm.current(TestRunnerMain.NAME);
        TestRunArguments arguments;
        try {
            arguments = TestRunArguments.parse(args);
        } catch (IllegalArgumentException e) {
            throw jvm.abort(e.getMessage(), ExitCode.BAD_ARGUMENTS);
        }
        ResultChannel channel;
        try {
            channel = ResultChannel.connect(arguments.resultSocket());
        } catch (IOException e) {
            throw jvm.abort("cannot connect to " + arguments.resultSocket() + ": " + e,
                    ExitCode.CANNOT_WRITE_RESULT);
        }
        closeProcessesWhenAsked(jvm);
        LiveStatus status;
        try {
            channel.send(Event.RUNNER);
            status = LiveStatus.create(arguments.statusFile());
        } catch (IOException e) {
            throw jvm.abort("cannot start: " + e, ExitCode.CANNOT_WRITE_RESULT);
        }
        ChildJvm.sendOutputTo(status.output());
        new TestRunner(arguments, channel, jvm).run();
    }

    /**
     * Where the parent named no launch mechanism that exists, has the JDK's process class fail its initialization
     * now, before a test could name a real one: no process can be started in this JVM from then on, so none can take
     * the channel from outside with {@code pidfd_getfd}, as a process of the same user may.
     */
    private static void closeProcessesWhenAsked(ChildJvm jvm) {
        if (!TestRunnerMain.NO_LAUNCH_MECHANISM.equals(System.getProperty(TestRunnerMain.LAUNCH_MECHANISM))) {
            return;
        }
        try {
            Class.forName("java.lang.ProcessImpl");
        } catch (ClassNotFoundException | Error expected) {
            return;
        }
        throw jvm.abort("the JDK started processes with the launch mechanism "
                + TestRunnerMain.NO_LAUNCH_MECHANISM, ExitCode.INTERNAL_ERROR);
    }

    private void run() {
        try {
            jvm.onStudentExit(() -> journalLastWords(Event.EXIT));
            long limitNanos = (arguments.testTimeout().toMillis() + TestRunnerMain.GRACE_MILLIS) * 1_000_000L;
            ChildJvm.startWatchdog(() -> lastEventNanos + limitNanos - System.nanoTime(),
                    () -> jvm.finish(() -> {
                        journalLastWords(Event.TIMED_OUT);
                        return ExitCode.TIMED_OUT;
                    }));
            Set<Path> roots = new LinkedHashSet<>(arguments.projectRoots());
            roots.addAll(arguments.instructorRoots());
            LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                    .selectors(DiscoverySelectors.selectClasspathRoots(roots))
                    .configurationParameters(Map.of(JUPITER_TIMEOUT, arguments.testTimeout().toMillis() + " ms",
                            EXTENSION_AUTODETECTION, "false"))
                    .build();
            Launcher launcher = launcher();
            write(Event.PLATFORM, platformVersion());
            launcher.execute(request, new Journaling());
            write(Event.DONE);
            jvm.finish(() -> ExitCode.OK);
        } catch (Throwable unexpected) {
            unexpected.printStackTrace(jvm.console());
            jvm.finish(() -> {
                journalLastWords(Event.ERROR, "the test runner failed: " + describe(unexpected));
                return ExitCode.INTERNAL_ERROR;
            });
        }
    }

    /** Sends the event that ends the run; says so on the console when it cannot be sent. */
    private void journalLastWords(Event event, String... fields) {
        try {
            channel.send(event, fields);
        } catch (IOException | RuntimeException e) {
            jvm.say("cannot send the journal: " + e);
        }
    }

    /**
     * A launcher that registers no listener or filter found on the class path: none of them can drop a test from
     * the plan or change what the journal hears. The switches came with Platform 1.3 to 1.8; an older launcher
     * gets as many of them as it has.
     */
    private static Launcher launcher() {
        LauncherConfig.Builder config;
        try {
            config = LauncherConfig.builder();
        } catch (LinkageError beforePlatform13) {
            return LauncherFactory.create();
        }
        config.enableTestExecutionListenerAutoRegistration(false);
        try {
            config.enablePostDiscoveryFilterAutoRegistration(false);
        } catch (LinkageError beforePlatform17) {
            // the launcher has no such filters to register
        }
        try {
            config.enableLauncherDiscoveryListenerAutoRegistration(false);
            config.enableLauncherSessionListenerAutoRegistration(false);
        } catch (LinkageError beforePlatform18) {
            // nor such listeners
        }
        return LauncherFactory.create(config.build());
    }

    private static String platformVersion() {
        String version = Launcher.class.getPackage().getImplementationVersion();
        return version == null ? "unknown" : version;
    }

    /** Journals each event of the run as it happens. */
    private final class Journaling implements TestExecutionListener {

        @Override
        public void testPlanExecutionStarted(TestPlan testPlan) {
            plan = testPlan;
            for (TestIdentifier root : testPlan.getRoots()) {
                for (TestIdentifier descendant : testPlan.getDescendants(root)) {
                    if (descendant.isTest()) {
                        declare(descendant);
                    }
                }
            }
            touch();
        }

        @Override
        public void dynamicTestRegistered(TestIdentifier identifier) {
            if (identifier.isTest()) {
                declare(identifier);
            }
            touch();
        }

        @Override
        public void executionStarted(TestIdentifier identifier) {
            touch();
            if (identifier.isTest()) {
                startNanos.put(identifier.getUniqueId(), System.nanoTime());
                write(Event.START, identifier.getUniqueId());
            }
        }

        @Override
        public void executionSkipped(TestIdentifier identifier, String reason) {
            touch();
            String why = reason == null || reason.isBlank() ? "skipped" : reason;
            if (identifier.isTest()) {
                end(identifier, "SKIPPED", why);
            }
            endDescendants(identifier, "SKIPPED", identifier.getDisplayName() + " was skipped: " + why);
        }

        @Override
        public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
            touch();
            String failure = result.getThrowable().map(TestRunner::describe).orElse(null);
            String status = result.getStatus().name();
            if (identifier.isTest()) {
                end(identifier, status, failure);
                return;
            }
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                write(Event.CONTAINER_FAILED, identifier.getUniqueId(), identifier.getDisplayName(), failure);
                endDescendants(identifier, status, identifier.getDisplayName() + " failed outside its tests: "
                        + failure);
            }
        }
    }

    private void declare(TestIdentifier test) {
        String className = null;
        String methodName = null;
        for (Optional<TestIdentifier> at = Optional.of(test); at.isPresent() && className == null;
                at = plan == null ? Optional.empty() : plan.getParent(at.get())) {
            TestSource source = at.get().getSource().orElse(null);
            if (source instanceof MethodSource method) {
                className = method.getClassName();
                methodName = method.getMethodName();
            } else if (source instanceof ClassSource type) {
                className = type.getClassName();
            }
        }
        Set<String> tags = new TreeSet<>();
        for (TestTag tag : test.getTags()) {
            tags.add(tag.getName());
        }
        write(Event.TEST, test.getUniqueId(), className, methodName, test.getDisplayName(), String.join(",", tags));
    }

    private void end(TestIdentifier test, String status, String failure) {
        if (!ended.add(test.getUniqueId())) {
            return;
        }
        Long start = startNanos.remove(test.getUniqueId());
        long nanos = start == null ? 0 : System.nanoTime() - start;
        write(Event.END, test.getUniqueId(), status, Long.toString(nanos), failure);
    }

    /** Ends the tests under a container that were never started: it was skipped, or failed before them. */
    private void endDescendants(TestIdentifier container, String status, String reason) {
        TestPlan current = plan;
        if (current == null) {
            return;
        }
        List<TestIdentifier> tests = new ArrayList<>();
        for (TestIdentifier descendant : current.getDescendants(container)) {
            if (descendant.isTest() && !startNanos.containsKey(descendant.getUniqueId())) {
                tests.add(descendant);
            }
        }
        for (TestIdentifier test : tests) {
            end(test, status, reason);
        }
    }

    private void touch() {
        lastEventNanos = System.nanoTime();
    }

    private void write(Event event, String... fields) {
        try {
            channel.send(event, fields);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot send the journal to " + arguments.resultSocket(), e);
        }
    }

    /** The exception's first line and its first stack frames, without JUnit's and reflection's own. */
    static String describe(Throwable thrown) {
        StringWriter text = new StringWriter();
        text.append(String.valueOf(thrown));
        int frames = 0;
        boolean seenTestCode = false;
        for (StackTraceElement frame : thrown.getStackTrace()) {
            String type = frame.getClassName();
            boolean machinery = type.startsWith("org.junit.") || type.startsWith("org.opentest4j.")
                    || type.startsWith("jdk.internal.reflect.") || type.startsWith("java.lang.reflect.")
                    || type.startsWith("sun.reflect.");
            if (machinery && seenTestCode) {
                break;
            }
            if (machinery) {
                continue;
            }
            seenTestCode = true;
            if (frames++ == FAILURE_FRAMES) {
                text.append("\n\t...");
                break;
            }
            text.append("\n\tat ").append(frame.toString());
        }
        Set<Throwable> seen = new HashSet<>();
        for (Throwable cause = thrown.getCause(); cause != null && seen.add(cause); cause = cause.getCause()) {
            text.append("\nCaused by: ").append(String.valueOf(cause));
        }
        String described = text.toString();
        return described.length() <= FAILURE_CHARS ? described : described.substring(0, FAILURE_CHARS) + "…";
    }
}
