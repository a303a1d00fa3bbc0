package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.Sandbox;
import io.github.heuristicgrader.fork.TestLauncher;
import io.github.heuristicgrader.fork.TestRun;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the JUnit tests through {@link TestLauncher}: the instructor's in a JVM of their own, then the project's in
 * another, each with its own time limits.
 */
final class ForkedTestRunner implements TestRunner {

    private static final Duration MINIMUM_RUN = Duration.ofMillis(1);

    private final Sandbox sandbox;

    /** Runs the tests in {@code sandbox}. */
    ForkedTestRunner(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    @Override
    public TestRuns run(GradeRequest request, Duration timeLeft) throws GradingException {
        TestRequest tests = request.tests();
        if (!tests.run()) {
            return null;
        }
        long endNanos = System.nanoTime() + timeLeft.toNanos();
        try {
            // The instructor's first: no test of the student's has run yet to leave anything behind for them.
            TestRun instructor = tests.instructorRoots().isEmpty() ? null
                    : launcher(request, endNanos).runInstructorTests(withGrader(request, tests.instructorClasspath()),
                            tests.studentClasspath(), tests.instructorRoots(), tests.workingDirectory());
            TestRun project = tests.projectRoots().isEmpty() ? null
                    : launcher(request, endNanos).runProjectTests(withGrader(request, tests.projectClasspath()), tests.projectRoots(),
                            tests.workingDirectory());
            return new TestRuns(project, instructor);
        } catch (IOException e) {
            throw new GradingException("cannot run the JUnit tests in a forked JVM (" + request.javaExecutable()
                    + "): " + e.getMessage(), e);
        }
    }

    /**
     * A launcher for one run, which may take its own run timeout or what is left until {@code endNanos}, whichever
     * is less (a moment at least, so that a run whose time is gone times out at once and says so).
     */
    private TestLauncher launcher(GradeRequest request, long endNanos) {
        TestRequest tests = request.tests();
        Duration left = Duration.ofNanos(Math.max(endNanos - System.nanoTime(), MINIMUM_RUN.toNanos()));
        return new TestLauncher(sandbox, request.javaExecutable(), request.forkMaxHeapMegabytes(),
                tests.testTimeout(), left.compareTo(tests.runTimeout()) < 0 ? left : tests.runTimeout(),
                request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY));
    }

    private static List<Path> withGrader(GradeRequest request, List<Path> classpath) {
        List<Path> whole = new ArrayList<>(request.graderClasspath());
        whole.addAll(classpath);
        return whole;
    }
}
