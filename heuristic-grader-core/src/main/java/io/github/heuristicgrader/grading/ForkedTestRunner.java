package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.fork.TestLauncher;
import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.fork.WorkerClasspath;
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
    private final WorkerClasspath workerClasspath;

    /**
     * A runner whose JVMs run in {@code sandbox} and get the class path {@code workerClasspath} builds for the run,
     * then the tests'.
     */
    ForkedTestRunner(Sandbox sandbox, WorkerClasspath workerClasspath) {
        this.sandbox = sandbox;
        this.workerClasspath = workerClasspath;
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
                    : launcher(request, endNanos).runInstructorTests(withWorker(request, tests.instructorClasspath()),
                            tests.studentClasspath(), tests.instructorRoots(), tests.workingDirectory());
            TestRun project = tests.projectRoots().isEmpty() ? null
                    : launcher(request, endNanos).runProjectTests(withWorker(request, tests.projectClasspath()),
                            tests.projectRoots(), tests.workingDirectory());
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
                request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY), workerClasspath.classData());
    }

    /** The worker's class path for the run, then {@code classpath}. */
    private List<Path> withWorker(GradeRequest request, List<Path> classpath) throws IOException {
        List<Path> whole = new ArrayList<>(workerClasspath.of(request.graderClasspath(),
                request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY)));
        whole.addAll(classpath);
        return whole;
    }
}
