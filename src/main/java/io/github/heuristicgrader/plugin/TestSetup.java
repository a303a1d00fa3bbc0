package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.grading.TestRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * Decides whether and how the JUnit tests run: finds the JUnit Platform version of the project's test engines,
 * resolves the JUnit Platform Launcher at that version and the instructor's test artifacts, and puts the test JVM's
 * class path together.
 *
 * <p>The launcher must have the engines' Platform version exactly, or it fails or finds no tests; the version comes
 * from the project's {@code junit-platform-engine}, else from the engine of its {@code junit-jupiter-api} (as
 * Surefire adds it), else from the instructor's artifacts. Where the project and an instructor's artifact depend on
 * the same {@code groupId:artifactId}, the project's version wins.
 */
final class TestSetup {

    static final String PLATFORM = "org.junit.platform";
    static final String PLATFORM_ENGINE = PLATFORM + ":junit-platform-engine";
    static final String LAUNCHER = "junit-platform-launcher";
    static final String JUPITER = "org.junit.jupiter";
    static final String JUPITER_API = JUPITER + ":junit-jupiter-api";
    static final String JUPITER_ENGINE = "junit-jupiter-engine";

    private final DependencyResolver resolver;

    TestSetup(DependencyResolver resolver) {
        this.resolver = resolver;
    }

    /**
     * The tests to run.
     *
     * @param runTests the {@code runTests} parameter: false for none, null to run them when there are any
     * @param instructorTests coordinates {@code groupId:artifactId:version[:classifier]} of the instructor's test jars
     * @param projectArtifacts the project's resolved dependencies, all scopes
     * @param projectTestClasspath the project's test class path: test classes, classes, dependencies
     * @param testClassesDirectory the project's compiled test classes
     * @param baseDirectory the project's base directory, the tests' working directory
     * @throws MojoExecutionException for a malformed coordinate or an artifact that cannot be resolved
     */
    TestRequest plan(Boolean runTests, List<String> instructorTests, List<ResolvedArtifact> projectArtifacts,
            List<Path> projectTestClasspath, Path testClassesDirectory, Path baseDirectory, Duration testTimeout,
            Duration runTimeout) throws MojoExecutionException {
        if (Boolean.FALSE.equals(runTests)) {
            return TestRequest.notRun("grade.runTests is false");
        }
        List<ResolvedArtifact> instructorRoots = new ArrayList<>();
        for (String coordinates : instructorTests) {
            instructorRoots.add(parse(coordinates));
        }
        boolean hasTestClasses = hasClassFiles(testClassesDirectory);
        if (!hasTestClasses && instructorRoots.isEmpty()) {
            return TestRequest.notRun("the project has no test classes, and no instructor tests"
                    + " (grade.instructorTests) were given");
        }

        Map<String, ResolvedArtifact> project = byKey(projectArtifacts);
        List<Path> instructorJars = new ArrayList<>();
        List<ResolvedArtifact> instructorDependencies = new ArrayList<>();
        for (ResolvedArtifact root : instructorRoots) {
            List<ResolvedArtifact> resolved = resolver.resolve(root);
            if (resolved.isEmpty() || resolved.get(0).file() == null) {
                throw new MojoExecutionException("the instructor tests " + root.coordinates() + " resolved to no jar");
            }
            instructorJars.add(resolved.get(0).file());
            instructorDependencies.addAll(resolved.subList(1, resolved.size()));
        }

        List<ResolvedArtifact> addedEngine = List.of();
        ResolvedArtifact engine = project.get(PLATFORM_ENGINE);
        ResolvedArtifact jupiterApi = project.get(JUPITER_API);
        if (engine == null && jupiterApi != null) {
            addedEngine = resolver.resolve(new ResolvedArtifact(JUPITER, JUPITER_ENGINE, jupiterApi.version(), "",
                    null));
            engine = byKey(addedEngine).get(PLATFORM_ENGINE);
        }
        if (engine == null) {
            engine = byKey(instructorDependencies).get(PLATFORM_ENGINE);
        }
        if (engine == null) {
            return TestRequest.notRun(project.containsKey("junit:junit")
                    ? "the project's tests use JUnit 4 (junit:junit) without a JUnit Platform engine; add"
                            + " org.junit.vintage:junit-vintage-engine to its test dependencies to have them run"
                    : "no JUnit Platform engine among the project's test dependencies"
                            + (instructorRoots.isEmpty() ? "" : " or the instructor tests'")
                            + "; add org.junit.jupiter:junit-jupiter to the test dependencies");
        }
        List<ResolvedArtifact> launcher = resolver.resolve(new ResolvedArtifact(PLATFORM, LAUNCHER, engine.version(),
                "", null));

        // In class path order; the first of a groupId:artifactId wins, and the project's beat everyone else's, but
        // the launcher itself goes first so that a project's launcher of another version cannot shadow it.
        List<Path> classpath = new ArrayList<>();
        Set<String> taken = new HashSet<>(project.keySet());
        for (int i = 0; i < launcher.size(); i++) {
            ResolvedArtifact artifact = launcher.get(i);
            if (i == 0 || taken.add(artifact.key())) {
                addFile(classpath, artifact);
            }
        }
        classpath.addAll(projectTestClasspath);
        for (ResolvedArtifact artifact : addedEngine) {
            if (taken.add(artifact.key())) {
                addFile(classpath, artifact);
            }
        }
        classpath.addAll(instructorJars);
        for (ResolvedArtifact artifact : instructorDependencies) {
            if (taken.add(artifact.key())) {
                addFile(classpath, artifact);
            }
        }
        return new TestRequest(true, null, classpath, hasTestClasses ? List.of(testClassesDirectory) : List.of(),
                instructorJars, baseDirectory, testTimeout, runTimeout);
    }

    /**
     * Reads {@code groupId:artifactId:version[:classifier]}.
     *
     * @throws MojoExecutionException naming the parameter and the form it wants
     */
    static ResolvedArtifact parse(String coordinates) throws MojoExecutionException {
        String[] parts = coordinates.strip().split(":", -1);
        boolean blank = Stream.of(parts).anyMatch(String::isBlank);
        if (parts.length < 3 || parts.length > 4 || blank) {
            throw new MojoExecutionException("instructorTests (grade.instructorTests) entry '" + coordinates
                    + "' is not groupId:artifactId:version or groupId:artifactId:version:classifier");
        }
        return new ResolvedArtifact(parts[0], parts[1], parts[2], parts.length == 4 ? parts[3] : "", null);
    }

    private static Map<String, ResolvedArtifact> byKey(List<ResolvedArtifact> artifacts) {
        Map<String, ResolvedArtifact> byKey = new LinkedHashMap<>();
        for (ResolvedArtifact artifact : artifacts) {
            byKey.putIfAbsent(artifact.key(), artifact);
        }
        return byKey;
    }

    private static void addFile(List<Path> classpath, ResolvedArtifact artifact) {
        if (artifact.file() != null) {
            classpath.add(artifact.file());
        }
    }

    private static boolean hasClassFiles(Path directory) throws MojoExecutionException {
        if (directory == null || !Files.isDirectory(directory)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            return files.anyMatch(file -> file.getFileName().toString().endsWith(".class"));
        } catch (IOException e) {
            throw new MojoExecutionException("cannot read the test classes in " + directory + ": " + e, e);
        }
    }
}
