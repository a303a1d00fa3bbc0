package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.Sandbox;
import io.github.heuristicgrader.fork.TestLauncher;
import io.github.heuristicgrader.fork.TestRun;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Runs the JUnit tests in a JVM of their own, through {@link TestLauncher}. */
final class ForkedTestRunner implements TestRunner {

    private final Sandbox sandbox;

    /** Runs the tests in {@code sandbox}. */
    ForkedTestRunner(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    @Override
    public TestRun run(GradeRequest request, Duration timeLimit) throws GradingException {
        TestRequest tests = request.tests();
        if (!tests.run()) {
            return null;
        }
        TestLauncher launcher = new TestLauncher(sandbox, request.javaExecutable(), request.forkMaxHeapMegabytes(),
                tests.testTimeout(), timeLimit,
                request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY));
        List<Path> classpath = new ArrayList<>(request.graderClasspath());
        classpath.addAll(tests.classpath());
        try {
            return launcher.run(classpath, tests.projectRoots(), tests.instructorRoots(), tests.workingDirectory());
        } catch (IOException e) {
            throw new GradingException("cannot run the JUnit tests in a forked JVM (" + request.javaExecutable()
                    + "): " + e.getMessage(), e);
        }
    }
}
