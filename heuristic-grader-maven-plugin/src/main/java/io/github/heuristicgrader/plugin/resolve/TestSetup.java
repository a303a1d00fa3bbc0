package io.github.heuristicgrader.plugin.resolve;

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
 * Decides whether and how the JUnit tests run: finds the JUnit Platform version of the test engines, resolves the
 * JUnit Platform Launcher at that version and the instructor's test artifacts, and puts the two test JVMs' class
 * paths together: the project's tests on the project's test class path, the instructor's on their own.
 *
 * <p>The launcher must have the engines' Platform version exactly, or it fails or finds no tests. For the project's
 * tests the version comes from the project's {@code junit-platform-engine}, else from the engine of its
 * {@code junit-jupiter-api} (as Surefire adds it); for the instructor's, likewise from the instructor's artifacts
 * alone. The instructor's JVM gets the student's classes and runtime dependencies after the instructor's jars and
 * their dependencies; where both have the same {@code groupId:artifactId}, the instructor's version wins.
 */
public final class TestSetup {

    static final String PLATFORM = "org.junit.platform";
    static final String PLATFORM_ENGINE = PLATFORM + ":junit-platform-engine";
    static final String LAUNCHER = "junit-platform-launcher";
    public static final String JUPITER = "org.junit.jupiter";
    static final String JUPITER_API = JUPITER + ":junit-jupiter-api";
    static final String JUPITER_ENGINE = "junit-jupiter-engine";

    private final DependencyResolver resolver;

    public TestSetup(DependencyResolver resolver) {
        this.resolver = resolver;
    }

    /**
     * The tests to run.
     *
     * @param runTests the {@code runTests} parameter: false for none, null to run them when there are any
     * @param instructorTests coordinates {@code groupId:artifactId:version[:classifier]} of the instructor's test jars
     * @param projectArtifacts the project's resolved dependencies, all scopes
     * @param projectTestClasspath the project's test class path: test classes, classes, dependencies
     * @param projectRuntimeClasspath the project's runtime class path: classes, compile and runtime dependencies
     * @param testClassesDirectory the project's compiled test classes
     * @param baseDirectory the project's base directory, the tests' working directory
     * @throws MojoExecutionException for a malformed coordinate, an artifact that cannot be resolved, or instructor
     *     tests that bring no JUnit Platform engine
     */
    public TestRequest plan(Boolean runTests, List<String> instructorTests, List<ResolvedArtifact> projectArtifacts,
            List<Path> projectTestClasspath, List<Path> projectRuntimeClasspath, Path testClassesDirectory,
            Path baseDirectory, Duration testTimeout, Duration runTimeout) throws MojoExecutionException {
        return plan(runTests, instructorTests, projectArtifacts, projectTestClasspath, projectRuntimeClasspath,
                testClassesDirectory, null, baseDirectory, testTimeout, runTimeout);
    }

    /**
     * The tests to run, as {@link #plan(Boolean, List, List, List, List, Path, Path, Duration, Duration)} plans them,
     * but with {@code testClassesPresent} saying whether there are test classes (null: look in
     * {@code testClassesDirectory}): a class run plans once for the students with tests and once for those without.
     */
    public TestRequest plan(Boolean runTests, List<String> instructorTests, List<ResolvedArtifact> projectArtifacts,
            List<Path> projectTestClasspath, List<Path> projectRuntimeClasspath, Path testClassesDirectory,
            Boolean testClassesPresent, Path baseDirectory, Duration testTimeout, Duration runTimeout)
            throws MojoExecutionException {
        if (Boolean.FALSE.equals(runTests)) {
            return TestRequest.notRun("grade.runTests is false");
        }
        List<ResolvedArtifact> instructorRoots = new ArrayList<>();
        for (String coordinates : instructorTests) {
            instructorRoots.add(parse(coordinates));
        }
        boolean hasTestClasses = testClassesPresent != null ? testClassesPresent
                : hasClassFiles(testClassesDirectory);
        if (!hasTestClasses && instructorRoots.isEmpty()) {
            return TestRequest.notRun("the project has no test classes, and no instructor tests"
                    + " (grade.instructorTests) were given");
        }

        Map<String, ResolvedArtifact> project = byKey(projectArtifacts);
        List<Path> projectClasspath = List.of();
        List<Path> projectRoots = List.of();
        String projectNotRunReason = null;
        if (hasTestClasses) {
            Engines engines = engines(project);
            if (engines == null) {
                projectNotRunReason = project.containsKey("junit:junit")
                        ? "the project's tests use JUnit 4 (junit:junit) without a JUnit Platform engine; add"
                                + " org.junit.vintage:junit-vintage-engine to its test dependencies to have them run"
                        : "no JUnit Platform engine among the project's test dependencies; add"
                                + " org.junit.jupiter:junit-jupiter to the test dependencies";
                if (instructorRoots.isEmpty()) {
                    return TestRequest.notRun(projectNotRunReason);
                }
            } else {
                // The launcher goes first so that a project's launcher of another version cannot shadow it.
                projectClasspath = new ArrayList<>();
                Set<String> taken = new HashSet<>(project.keySet());
                addLauncher(projectClasspath, taken, engines);
                projectClasspath.addAll(projectTestClasspath);
                addAll(projectClasspath, taken, engines.added());
                projectRoots = List.of(testClassesDirectory);
            }
        }

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
        List<Path> instructorClasspath = new ArrayList<>();
        List<Path> studentClasspath = List.of();
        if (!instructorRoots.isEmpty()) {
            // The instructor's JUnit, never the student's: the student chooses nothing of the JVM that grades them.
            Map<String, ResolvedArtifact> instructor = byKey(instructorDependencies);
            Engines engines = engines(instructor);
            if (engines == null) {
                throw new MojoExecutionException("the instructor tests " + instructorTests + " bring no JUnit"
                        + " Platform engine; give their jar org.junit.jupiter:junit-jupiter as a compile dependency");
            }
            Set<String> taken = new HashSet<>();
            addLauncher(instructorClasspath, taken, engines);
            instructorClasspath.addAll(instructorJars);
            addAll(instructorClasspath, taken, instructorDependencies);
            addAll(instructorClasspath, taken, engines.added());
            // The student's classes and what they need at run time, but where the instructor's side has an artifact
            // the instructor's version wins: JUnit above all.
            Set<Path> shadowed = new HashSet<>();
            for (ResolvedArtifact artifact : projectArtifacts) {
                if (taken.contains(artifact.key()) && artifact.file() != null) {
                    shadowed.add(artifact.file());
                }
            }
            studentClasspath = projectRuntimeClasspath.stream().filter(entry -> !shadowed.contains(entry)).toList();
        }
        return new TestRequest(true, null, projectClasspath, projectRoots, projectNotRunReason, instructorClasspath,
                studentClasspath, instructorJars, baseDirectory, testTimeout, runTimeout);
    }

    /** The Platform version of the engines among {@code artifacts}, and the Jupiter engine added when they lack one. */
    private record Engines(String platformVersion, List<ResolvedArtifact> added) {
    }

    /**
     * The engines' Platform version: that of {@code junit-platform-engine} when there, else that of the Jupiter
     * engine of {@code junit-jupiter-api}'s version, added as Surefire adds it; null when neither is there.
     */
    private Engines engines(Map<String, ResolvedArtifact> artifacts) throws MojoExecutionException {
        ResolvedArtifact engine = artifacts.get(PLATFORM_ENGINE);
        if (engine != null) {
            return new Engines(engine.version(), List.of());
        }
        ResolvedArtifact jupiterApi = artifacts.get(JUPITER_API);
        if (jupiterApi == null) {
            return null;
        }
        List<ResolvedArtifact> added = resolver.resolve(new ResolvedArtifact(JUPITER, JUPITER_ENGINE,
                jupiterApi.version(), "", null));
        engine = byKey(added).get(PLATFORM_ENGINE);
        return engine == null ? null : new Engines(engine.version(), added);
    }

    /** Resolves the launcher at the engines' version and adds it, then those of its dependencies not yet taken. */
    private void addLauncher(List<Path> classpath, Set<String> taken, Engines engines)
            throws MojoExecutionException {
        List<ResolvedArtifact> launcher = resolver.resolve(new ResolvedArtifact(PLATFORM, LAUNCHER,
                engines.platformVersion(), "", null));
        for (int i = 0; i < launcher.size(); i++) {
            ResolvedArtifact artifact = launcher.get(i);
            if (taken.add(artifact.key()) || i == 0) {
                addFile(classpath, artifact);
            }
        }
    }

    /** Adds the artifacts whose {@code groupId:artifactId} is not yet taken, in order; the first of a key wins. */
    private static void addAll(List<Path> classpath, Set<String> taken, List<ResolvedArtifact> artifacts) {
        for (ResolvedArtifact artifact : artifacts) {
            if (taken.add(artifact.key())) {
                addFile(classpath, artifact);
            }
        }
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
