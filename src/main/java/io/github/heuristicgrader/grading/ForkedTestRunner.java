package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.TestLauncher;
import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.fork.WorkerClasspath;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the JUnit tests in a JVM of their own, through {@link TestLauncher}. */
final class ForkedTestRunner implements TestRunner {

    private final WorkerClasspath workerClasspath;

    /** A runner whose JVM gets the class path {@code workerClasspath} builds for the run, then the tests'. */
    ForkedTestRunner(WorkerClasspath workerClasspath) {
        this.workerClasspath = workerClasspath;
    }

    @Override
    public TestRun run(GradeRequest request) throws GradingException {
        TestRequest tests = request.tests();
        if (!tests.run()) {
            return null;
        }
        Path workDirectory = request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY);
        TestLauncher launcher = new TestLauncher(request.javaExecutable(), request.forkMaxHeapMegabytes(),
                tests.testTimeout(), tests.runTimeout(), workDirectory);
        try {
            List<Path> classpath = new ArrayList<>(workerClasspath.of(request.graderClasspath(), workDirectory));
            classpath.addAll(tests.classpath());
            return launcher.run(classpath, tests.projectRoots(), tests.instructorRoots(), tests.workingDirectory());
        } catch (IOException e) {
            throw new GradingException("cannot run the JUnit tests in a forked JVM (" + request.javaExecutable()
                    + "): " + e.getMessage(), e);
        }
    }
}
