package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.fork.TestFixtures;
import io.github.heuristicgrader.fork.TestRun;
import io.github.heuristicgrader.fork.WorkerClasspath;
import io.github.heuristicgrader.worker.TestRunnerMain;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The project's and the instructor's tests in two real JVMs: one that ends early leaves the other's results whole. */
class ForkedTestRunnerTest {

    private static final String PASSING = """
            package %s;

            import org.junit.jupiter.api.Test;

            class %s {
                @Test void passes() { }
            }
            """;

    private static final String EXITING = """
            package %s;

            import org.junit.jupiter.api.Test;

            class %s {
                @Test void exits() { System.exit(5); }
            }
            """;

    @TempDir
    Path directory;

    @Test
    void instructorTestsThatEndTheirJvmLeaveTheProjectsResultsWhole() throws Exception {
        TestRuns runs = run(PASSING, EXITING);

        assertEquals(TestRun.Outcome.COMPLETED, runs.project().outcome(), runs.project().message());
        assertEquals(Map.of("student.OwnTest#passes", TestRun.Status.SUCCESSFUL), statuses(runs.project()));
        assertEquals(TestRun.Outcome.EXITED, runs.instructor().outcome());
        assertEquals(Map.of("hidden.HiddenTest#exits", TestRun.Status.CRASHED), statuses(runs.instructor()));
    }

    @Test
    void projectTestsThatEndTheirJvmLeaveTheInstructorsResultsWhole() throws Exception {
        TestRuns runs = run(EXITING, PASSING);

        assertEquals(TestRun.Outcome.EXITED, runs.project().outcome());
        assertEquals(Map.of("student.OwnTest#exits", TestRun.Status.CRASHED), statuses(runs.project()));
        assertEquals(TestRun.Outcome.COMPLETED, runs.instructor().outcome(), runs.instructor().message());
        assertEquals(Map.of("hidden.HiddenTest#passes", TestRun.Status.SUCCESSFUL), statuses(runs.instructor()));
        assertTrue(runs.instructor().tests().stream().allMatch(TestRun.Test::instructor));
    }

    /** Runs {@code project} as student.OwnTest and {@code hidden} as hidden.HiddenTest, from a jar. */
    private TestRuns run(String project, String hidden) throws Exception {
        Path testClasses = compile("test-classes", "student", "OwnTest", project);
        Path hiddenClasses = compile("hidden", "hidden", "HiddenTest", hidden);
        Path hiddenJar = directory.resolve("hidden-tests.jar");
        try (OutputStream out = Files.newOutputStream(hiddenJar); JarOutputStream jar = new JarOutputStream(out)) {
            jar.putNextEntry(new JarEntry("hidden/HiddenTest.class"));
            Files.copy(hiddenClasses.resolve("hidden/HiddenTest.class"), jar);
            jar.closeEntry();
        }
        List<Path> projectClasspath = new ArrayList<>(TestFixtures.junitJars());
        projectClasspath.add(testClasses);
        List<Path> instructorClasspath = new ArrayList<>(TestFixtures.junitJars());
        instructorClasspath.add(hiddenJar);
        TestRequest tests = new TestRequest(true, null, projectClasspath, List.of(testClasses), null,
                instructorClasspath, List.of(Files.createDirectories(directory.resolve("classes"))), List.of(hiddenJar),
                directory, Duration.ofSeconds(20), Duration.ofSeconds(120));
        GradeRequest request = new GradeRequest(List.of(), directory.resolve("classes"), List.of(),
                List.of(locationOf(TestRunnerMain.class)), Path.of(System.getProperty("java.home"), "bin", "java"),
                List.of(), directory.resolve("grade"), Duration.ofSeconds(10), 128, Rubric.standard(), 0,
                Duration.ZERO, tests);

        return new ForkedTestRunner(Sandbox.off(), new WorkerClasspath()).run(request, Duration.ofSeconds(600));
    }

    private Path compile(String name, String packageName, String className, String source) throws IOException {
        Path sources = Files.createDirectories(directory.resolve(name + "-src"));
        Path file = Files.writeString(sources.resolve(className + ".java"), source.formatted(packageName,
                className));
        Path classes = Files.createDirectories(directory.resolve(name));
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = ToolProvider.getSystemJavaCompiler().run(null, OutputStream.nullOutputStream(), errors, "-d",
                classes.toString(), "-classpath", TestFixtures.junitJars().stream().map(Path::toString)
                        .collect(Collectors.joining(File.pathSeparator)), "-proc:none", file.toString());
        assertEquals(0, status, errors.toString(StandardCharsets.UTF_8));
        return classes;
    }

    private static Path locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, TestRun.Status> statuses(TestRun run) {
        Map<String, TestRun.Status> statuses = new TreeMap<>();
        run.tests().forEach(test -> statuses.put(test.name(), test.status()));
        return statuses;
    }
}
