package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.fork.TestLauncher;
import io.github.heuristicgrader.fork.TestRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the JUnit tests through {@link TestLauncher}: the instructor's in a JVM of their own, then the project's in
 * another, each with its own time limits.
 */
final class ForkedTestRunner implements TestRunner {

    @Override
    public TestRuns run(GradeRequest request) throws GradingException {
        TestRequest tests = request.tests();
        if (!tests.run()) {
            return null;
        }
        TestLauncher launcher = new TestLauncher(request.javaExecutable(), request.forkMaxHeapMegabytes(),
                tests.testTimeout(), tests.runTimeout(),
                request.outputDirectory().resolve(ForkedHeuristicRunner.WORK_DIRECTORY));
        try {
            // The instructor's first: no test of the student's has run yet to leave anything behind for them.
            TestRun instructor = tests.instructorRoots().isEmpty() ? null
                    : launcher.runInstructorTests(withGrader(request, tests.instructorClasspath()),
                            tests.studentClasspath(), tests.instructorRoots(), tests.workingDirectory());
            TestRun project = tests.projectRoots().isEmpty() ? null
                    : launcher.runProjectTests(withGrader(request, tests.projectClasspath()), tests.projectRoots(),
                            tests.workingDirectory());
            return new TestRuns(project, instructor);
        } catch (IOException e) {
            throw new GradingException("cannot run the JUnit tests in a forked JVM (" + request.javaExecutable()
                    + "): " + e.getMessage(), e);
        }
    }

    private static List<Path> withGrader(GradeRequest request, List<Path> classpath) {
        List<Path> whole = new ArrayList<>(request.graderClasspath());
        whole.addAll(classpath);
        return whole;
    }
}
