package io.github.heuristicgrader.plugin.resolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.grading.TestRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whether tests run, the launcher version chosen, and the test JVM's class path, with a stub resolver. */
class TestSetupTest {

    private static final Duration TEST_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration RUN_TIMEOUT = Duration.ofSeconds(600);

    @TempDir
    Path directory;

    private Path testClasses;
    private final StubResolver resolver = new StubResolver();

    @BeforeEach
    void compileATestClass() throws IOException {
        testClasses = directory.resolve("target/test-classes");
        Files.createDirectories(testClasses.resolve("edu/example"));
        Files.write(testClasses.resolve("edu/example/BoardTest.class"), new byte[] {(byte) 0xCA, (byte) 0xFE});
    }

    @Test
    void runTestsFalseRunsNone() throws MojoExecutionException {
        TestRequest request = plan(false, List.of(), jupiter("5.13.4"));
        assertFalse(request.run());
        assertEquals("grade.runTests is false", request.notRunReason());
        assertEquals(List.of(), resolver.asked);
    }

    @Test
    void aProjectWithoutTestClassesOrInstructorTestsRunsNone() throws MojoExecutionException, IOException {
        Files.delete(testClasses.resolve("edu/example/BoardTest.class"));
        TestRequest request = plan(null, List.of(), jupiter("5.13.4"));
        assertFalse(request.run());
        assertTrue(request.notRunReason().contains("no test classes"), request.notRunReason());
    }

    @Test
    void resolvesTheLauncherAtTheVersionOfTheProjectsPlatformEngine() throws MojoExecutionException {
        TestRequest request = plan(null, List.of(), jupiter("5.11.4"));

        assertTrue(request.run());
        assertEquals(List.of("org.junit.platform:junit-platform-launcher:1.11.4"), resolver.asked);
        // The launcher first; its engine and commons are the project's, already on its test class path.
        assertEquals(List.of(jar("junit-platform-launcher-1.11.4"), testClasses, jar("junit-jupiter-engine-5.11.4"),
                jar("junit-platform-engine-1.11.4"), jar("junit-platform-commons-1.11.4")),
                request.projectClasspath());
        assertEquals(List.of(testClasses), request.projectRoots());
        assertEquals(List.of(), request.instructorRoots());
        assertEquals(List.of(), request.instructorClasspath());
        assertEquals(List.of(), request.studentClasspath());
        assertEquals(directory, request.workingDirectory());
        assertEquals(TEST_TIMEOUT, request.testTimeout());
        assertEquals(RUN_TIMEOUT, request.runTimeout());
    }

    @Test
    void addsTheJupiterEngineOfTheProjectsJupiterApiAsSurefireDoes() throws MojoExecutionException {
        TestRequest request = plan(null, List.of(), List.of(artifact("org.junit.jupiter", "junit-jupiter-api",
                "5.10.2")));

        assertEquals(List.of("org.junit.jupiter:junit-jupiter-engine:5.10.2",
                "org.junit.platform:junit-platform-launcher:1.10.2"), resolver.asked);
        assertTrue(request.projectClasspath().contains(jar("junit-jupiter-engine-5.10.2")),
                request.projectClasspath().toString());
    }

    @Test
    void instructorTestsRunOnTheirOwnJUnitAndTheStudentsClassesApartFromTheProjectsTests()
            throws MojoExecutionException {
        List<ResolvedArtifact> hidden = new ArrayList<>(List.of(artifact("edu.example", "hidden-tests", "1.0")));
        hidden.addAll(jupiter("5.13.4"));
        resolver.results.put("edu.example:hidden-tests:1.0", hidden);
        // The student's JUnit, even at compile scope, and a library their heuristic uses.
        List<ResolvedArtifact> project = new ArrayList<>(jupiter("5.11.4"));
        project.add(artifact("com.example", "fastutil", "8.5"));

        TestRequest request = plan(null, List.of("edu.example:hidden-tests:1.0"), project);

        assertEquals(List.of("org.junit.platform:junit-platform-launcher:1.11.4", "edu.example:hidden-tests:1.0",
                "org.junit.platform:junit-platform-launcher:1.13.4"), resolver.asked);
        assertEquals(List.of(jar("junit-platform-launcher-1.11.4"), testClasses, jar("junit-jupiter-engine-5.11.4"),
                jar("junit-platform-engine-1.11.4"), jar("junit-platform-commons-1.11.4"), jar("fastutil-8.5")),
                request.projectClasspath());
        assertEquals(List.of(testClasses), request.projectRoots());
        assertEquals(List.of(jar("hidden-tests-1.0")), request.instructorRoots());
        assertEquals(List.of(jar("junit-platform-launcher-1.13.4"), jar("junit-platform-engine-1.13.4"),
                jar("junit-platform-commons-1.13.4"), jar("hidden-tests-1.0"), jar("junit-jupiter-engine-5.13.4")),
                request.instructorClasspath());
        // The student's classes and library; their JUnit gives way to the instructor's, their tests stay out.
        assertEquals(List.of(classes(), jar("fastutil-8.5")), request.studentClasspath());
    }

    @Test
    void takesTheEngineOfTheInstructorTestsWhenTheProjectHasNoTests() throws MojoExecutionException, IOException {
        Files.delete(testClasses.resolve("edu/example/BoardTest.class"));
        List<ResolvedArtifact> hidden = new ArrayList<>(List.of(artifact("edu.example", "hidden-tests", "1.0")));
        hidden.add(artifact("org.junit.jupiter", "junit-jupiter-api", "5.12.2"));
        resolver.results.put("edu.example:hidden-tests:1.0", hidden);

        TestRequest request = plan(null, List.of("edu.example:hidden-tests:1.0"), List.of());

        assertTrue(request.run());
        assertEquals(List.of("edu.example:hidden-tests:1.0", "org.junit.jupiter:junit-jupiter-engine:5.12.2",
                "org.junit.platform:junit-platform-launcher:1.12.2"), resolver.asked);
        assertEquals(List.of(), request.projectClasspath());
        assertEquals(List.of(), request.projectRoots());
        assertEquals(List.of(jar("junit-platform-launcher-1.12.2"), jar("junit-platform-engine-1.12.2"),
                jar("junit-platform-commons-1.12.2"), jar("hidden-tests-1.0"), jar("junit-jupiter-api-5.12.2"),
                jar("junit-jupiter-engine-5.12.2")), request.instructorClasspath());
    }

    @Test
    void projectTestsWithoutAnEngineAreNotRunBesideTheInstructorsAndSayWhy() throws MojoExecutionException {
        List<ResolvedArtifact> hidden = new ArrayList<>(List.of(artifact("edu.example", "hidden-tests", "1.0")));
        hidden.addAll(jupiter("5.13.4"));
        resolver.results.put("edu.example:hidden-tests:1.0", hidden);

        TestRequest request = plan(null, List.of("edu.example:hidden-tests:1.0"), List.of(artifact("junit", "junit",
                "4.13.2")));

        assertTrue(request.run());
        assertEquals(List.of(), request.projectRoots());
        assertTrue(request.projectNotRunReason().contains("add org.junit.vintage:junit-vintage-engine"),
                request.projectNotRunReason());
        assertEquals(List.of(jar("hidden-tests-1.0")), request.instructorRoots());
    }

    @Test
    void instructorTestsWithoutAnEngineAreASetupError() {
        resolver.results.put("edu.example:hidden-tests:1.0", List.of(artifact("edu.example", "hidden-tests", "1.0")));

        MojoExecutionException error = assertThrows(MojoExecutionException.class,
                () -> plan(null, List.of("edu.example:hidden-tests:1.0"), jupiter("5.13.4")));

        assertEquals("the instructor tests [edu.example:hidden-tests:1.0] bring no JUnit Platform engine; give their"
                + " jar org.junit.jupiter:junit-jupiter as a compile dependency", error.getMessage());
    }

    @Test
    void aProjectLauncherOfAnotherVersionIsShadowed() throws MojoExecutionException {
        List<ResolvedArtifact> project = new ArrayList<>(jupiter("5.11.4"));
        project.add(artifact("org.junit.platform", "junit-platform-launcher", "1.9.3"));

        TestRequest request = plan(null, List.of(), project);

        assertEquals(List.of(jar("junit-platform-launcher-1.11.4"), testClasses, jar("junit-jupiter-engine-5.11.4"),
                jar("junit-platform-engine-1.11.4"), jar("junit-platform-commons-1.11.4"),
                jar("junit-platform-launcher-1.9.3")), request.projectClasspath());
    }

    @Test
    void junit4WithoutTheVintageEngineRunsNoneAndSaysWhatToAdd() throws MojoExecutionException {
        TestRequest request = plan(null, List.of(), List.of(artifact("junit", "junit", "4.13.2")));
        assertFalse(request.run());
        assertTrue(request.notRunReason().contains("add org.junit.vintage:junit-vintage-engine"),
                request.notRunReason());
    }

    @Test
    void noEngineAnywhereRunsNone() throws MojoExecutionException {
        TestRequest request = plan(true, List.of(), List.of());
        assertFalse(request.run());
        assertEquals("no JUnit Platform engine among the project's test dependencies; add"
                + " org.junit.jupiter:junit-jupiter to the test dependencies", request.notRunReason());
    }

    @Test
    void rejectsMalformedCoordinates() {
        for (String coordinates : List.of("edu.example:hidden-tests", "a:b:c:d:e", "a::1.0")) {
            MojoExecutionException error = assertThrows(MojoExecutionException.class,
                    () -> plan(null, List.of(coordinates), List.of()));
            assertEquals("instructorTests (grade.instructorTests) entry '" + coordinates + "' is not"
                    + " groupId:artifactId:version or groupId:artifactId:version:classifier", error.getMessage());
        }
    }

    private TestRequest plan(Boolean runTests, List<String> instructorTests, List<ResolvedArtifact> project)
            throws MojoExecutionException {
        List<Path> testClasspath = new ArrayList<>(List.of(testClasses));
        project.forEach(artifact -> testClasspath.add(artifact.file()));
        List<Path> runtimeClasspath = new ArrayList<>(List.of(classes()));
        project.forEach(artifact -> runtimeClasspath.add(artifact.file()));
        return new TestSetup(resolver).plan(runTests, instructorTests, project, testClasspath, runtimeClasspath,
                testClasses, directory, TEST_TIMEOUT, RUN_TIMEOUT);
    }

    private Path classes() {
        return directory.resolve("target/classes");
    }

    /** junit-jupiter-engine at {@code version}, junit-platform-engine and -commons at its Platform version. */
    private static List<ResolvedArtifact> jupiter(String version) {
        return List.of(artifact("org.junit.jupiter", "junit-jupiter-engine", version),
                artifact("org.junit.platform", "junit-platform-engine", platform(version)),
                artifact("org.junit.platform", "junit-platform-commons", platform(version)));
    }

    private static String platform(String jupiterVersion) {
        return "1" + jupiterVersion.substring(1);
    }

    private static ResolvedArtifact artifact(String groupId, String artifactId, String version) {
        return new ResolvedArtifact(groupId, artifactId, version, "", jar(artifactId + "-" + version));
    }

    private static Path jar(String name) {
        return Path.of("/repo", name + ".jar");
    }

    /** Answers launcher and Jupiter engine requests at any version, and whatever {@link #results} holds. */
    private static final class StubResolver implements DependencyResolver {
        final Map<String, List<ResolvedArtifact>> results = new HashMap<>();
        final List<String> asked = new ArrayList<>();

        @Override
        public List<ResolvedArtifact> resolve(ResolvedArtifact artifact) throws MojoExecutionException {
            asked.add(artifact.coordinates());
            if (results.containsKey(artifact.coordinates())) {
                return results.get(artifact.coordinates());
            }
            String version = artifact.version();
            return switch (artifact.artifactId()) {
                case "junit-platform-launcher" -> List.of(artifact("org.junit.platform", "junit-platform-launcher",
                        version), artifact("org.junit.platform", "junit-platform-engine", version),
                        artifact("org.junit.platform", "junit-platform-commons", version));
                case "junit-jupiter-engine" -> List.of(artifact("org.junit.jupiter", "junit-jupiter-engine", version),
                        artifact("org.junit.platform", "junit-platform-engine", platform(version)));
                default -> throw new MojoExecutionException("cannot resolve " + artifact.coordinates());
            };
        }
    }
}
