package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;

import io.github.heuristicgrader.fork.TestRun.Outcome;
import io.github.heuristicgrader.fork.TestRun.Status;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * A student who turns JUnit against the instructor's hidden tests: extension autodetection switched on by a
 * {@code junit-platform.properties}, service files naming an {@code InvocationInterceptor} that skips every test
 * body, a launcher filter that drops the tests that would fail and a test engine that reports
 * passing tests in the hidden test class, all in the student's main resources and in their test resources.
 */
class InstructorTestIsolationTest {

    private static final String CALCULATOR = """
            package student;

            public class Calculator {
                public static int twice(int x) { return x; }
            }
            """;

    private static final String SKIP_EVERYTHING = """
            package student;

            import java.lang.reflect.Method;
            import org.junit.jupiter.api.extension.ExtensionContext;
            import org.junit.jupiter.api.extension.InvocationInterceptor;
            import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

            public class SkipEverything implements InvocationInterceptor {
                @Override
                public void interceptTestMethod(Invocation<Void> invocation,
                        ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) {
                    invocation.skip();
                }
            }
            """;

    private static final String DROP_FAILING = """
            package student;

            import org.junit.platform.engine.FilterResult;
            import org.junit.platform.engine.TestDescriptor;
            import org.junit.platform.launcher.PostDiscoveryFilter;

            public class DropFailing implements PostDiscoveryFilter {
                @Override
                public FilterResult apply(TestDescriptor descriptor) {
                    return FilterResult.includedIf(!descriptor.getDisplayName().startsWith("fails"));
                }
            }
            """;

    private static final String PASSING_ENGINE = """
            package student;

            import org.junit.platform.engine.EngineDiscoveryRequest;
            import org.junit.platform.engine.EngineExecutionListener;
            import org.junit.platform.engine.ExecutionRequest;
            import org.junit.platform.engine.TestDescriptor;
            import org.junit.platform.engine.TestEngine;
            import org.junit.platform.engine.TestExecutionResult;
            import org.junit.platform.engine.UniqueId;
            import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
            import org.junit.platform.engine.support.descriptor.EngineDescriptor;
            import org.junit.platform.engine.support.descriptor.MethodSource;

            public class PassingEngine implements TestEngine {
                @Override
                public String getId() { return "passing"; }

                @Override
                public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId id) {
                    EngineDescriptor engine = new EngineDescriptor(id, "passing");
                    for (int i = 0; i < 3; i++) {
                        engine.addChild(new AbstractTestDescriptor(id.append("test", "padding" + i), "padding" + i,
                                MethodSource.from("hidden.HiddenTest", "padding" + i)) {
                            @Override
                            public Type getType() { return Type.TEST; }
                        });
                    }
                    return engine;
                }

                @Override
                public void execute(ExecutionRequest request) {
                    EngineExecutionListener listener = request.getEngineExecutionListener();
                    TestDescriptor root = request.getRootTestDescriptor();
                    listener.executionStarted(root);
                    for (TestDescriptor test : root.getChildren()) {
                        listener.executionStarted(test);
                        listener.executionFinished(test, TestExecutionResult.successful());
                    }
                    listener.executionFinished(root, TestExecutionResult.successful());
                }
            }
            """;

    /** What the student puts beside their classes, in src/main/resources as in src/test/resources. */
    private static final Map<String, String> ATTACK = Map.of(
            "junit-platform.properties", "junit.jupiter.extensions.autodetection.enabled=true\n",
            "META-INF/services/org.junit.jupiter.api.extension.Extension", "student.SkipEverything\n",
            "META-INF/services/org.junit.platform.launcher.PostDiscoveryFilter", "student.DropFailing\n",
            "META-INF/services/org.junit.platform.engine.TestEngine", "student.PassingEngine\n");

    private static final String OWN_TEST = """
            package student;

            import static org.junit.jupiter.api.Assertions.assertEquals;
            import static org.junit.jupiter.api.Assertions.fail;

            import org.junit.jupiter.api.Test;

            class OwnTest {
                @Test void computesTwice() { assertEquals(4, Calculator.twice(2)); }
                @Test void failsOnPurpose() { fail("the student's own failing test"); }
            }
            """;

    private static final String HIDDEN = """
            package hidden;

            import static org.junit.jupiter.api.Assertions.assertEquals;
            import static org.junit.jupiter.api.Assertions.fail;

            import org.junit.jupiter.api.Test;

            class HiddenTest {
                @Test void computesTwice() { assertEquals(4, student.Calculator.twice(2)); }
                @Test void failsAlways() { fail("the hidden test's failure"); }
            }
            """;

    @TempDir
    Path directory;

    private Path studentClasses;
    private Path studentTestClasses;
    private Path hiddenJar;

    @BeforeEach
    void buildTheStudentsProjectAndTheInstructorsJar() throws IOException {
        studentClasses = TestFixtures.compile(directory.resolve("classes"), Map.of("student.Calculator", CALCULATOR,
                "student.SkipEverything", SKIP_EVERYTHING, "student.DropFailing", DROP_FAILING,
                "student.PassingEngine", PASSING_ENGINE));
        TestFixtures.resources(studentClasses, ATTACK);
        studentTestClasses = TestFixtures.compile(directory.resolve("test-classes"), Map.of("student.OwnTest",
                OWN_TEST), List.of(studentClasses));
        TestFixtures.resources(studentTestClasses, ATTACK);
        hiddenJar = TestFixtures.jar(TestFixtures.compile(directory.resolve("hidden"), Map.of("hidden.HiddenTest",
                HIDDEN), List.of(studentClasses)), directory.resolve("hidden-tests.jar"));
    }

    @Test
    void whereJUnitIsLeftToItsDefaultsTheAttackTurnsTheHiddenTestsGreen() throws IOException {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        TestExecutionSummary summary;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {studentClasses.toUri().toURL(),
                hiddenJar.toUri().toURL()}, previous)) {
            Thread.currentThread().setContextClassLoader(loader);
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectClasspathRoots(Set.of(hiddenJar))).build(), listener);
            summary = listener.getSummary();
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }

        // computesTwice skipped by the interceptor, failsAlways dropped by the filter, three padding tests passed.
        assertEquals(0, summary.getTotalFailureCount());
        assertEquals(4, summary.getTestsSucceededCount());
    }

    @Test
    void theHiddenTestsStillFailInTheInstructorsJvm() throws IOException {
        TestRun run = launcher().runInstructorTests(trusted(hiddenJar), List.of(studentClasses), List.of(hiddenJar),
                directory);

        assertEquals(Outcome.COMPLETED, run.outcome(), run.message() + "\n" + run.outputTail());
        assertEquals(Map.of("hidden.HiddenTest#computesTwice", Status.FAILED, "hidden.HiddenTest#failsAlways",
                Status.FAILED), statuses(run));
        assertTrue(run.tests().stream().allMatch(TestRun.Test::instructor));
        assertTrue(run.tests().get(0).failure().contains("expected: <4> but was: <2>")
                || run.tests().get(1).failure().contains("expected: <4> but was: <2>"), run.tests().toString());
    }

    @Test
    void theStudentsOwnTestsAreGuardedByTheSameSwitchesButTheirEnginesAreTheirs() throws IOException {
        List<Path> classpath = trusted(studentTestClasses);
        classpath.add(studentClasses);

        TestRun run = launcher().runProjectTests(classpath, List.of(studentTestClasses), directory);

        assertEquals(Outcome.COMPLETED, run.outcome(), run.message() + "\n" + run.outputTail());
        // Neither skipped by the interceptor nor dropped by the filter; the student's own engine does run.
        assertEquals(Map.of("student.OwnTest#computesTwice", Status.FAILED, "student.OwnTest#failsOnPurpose",
                Status.FAILED, "hidden.HiddenTest#padding0", Status.SUCCESSFUL, "hidden.HiddenTest#padding1",
                Status.SUCCESSFUL, "hidden.HiddenTest#padding2", Status.SUCCESSFUL), statuses(run));
        assertTrue(run.tests().stream().noneMatch(TestRun.Test::instructor));
    }

    private TestLauncher launcher() {
        return new TestLauncher(ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES, Duration.ofSeconds(20),
                Duration.ofSeconds(120), directory.resolve("work"));
    }

    /** The grader's classes, the JUnit jars, then {@code entry}. */
    private static List<Path> trusted(Path entry) {
        List<Path> classpath = new ArrayList<>();
        classpath.add(ForkTestSupport.graderClasses());
        classpath.addAll(TestFixtures.junitJars());
        classpath.add(entry);
        return classpath;
    }

    private static Map<String, Status> statuses(TestRun run) {
        Map<String, Status> statuses = new TreeMap<>();
        run.tests().forEach(test -> statuses.put(test.name(), test.status()));
        return statuses;
    }
}
