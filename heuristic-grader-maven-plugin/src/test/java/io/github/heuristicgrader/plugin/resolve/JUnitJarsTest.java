package io.github.heuristicgrader.plugin.resolve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which entries of a test class path the test JVM's class-data archive is made from. */
class JUnitJarsTest {

    @TempDir
    Path repository;

    @Test
    void keepsJUnitsJarsInTheirOrderAndLeavesTheRestOut() throws IOException {
        Path launcher = jar("org/junit/platform", "junit-platform-launcher", "1.13.4");
        Path assertj = jar("org/assertj", "assertj-core", "3.26.0");
        Path jupiter = jar("org/junit/jupiter", "junit-jupiter-api", "5.13.4");
        Path opentest4j = jar("org/opentest4j", "opentest4j", "1.3.0");
        Path apiguardian = jar("org/apiguardian", "apiguardian-api", "1.1.2");
        Path classes = Files.createDirectories(repository.resolve("project/target/test-classes"));

        assertEquals(List.of(launcher, jupiter, opentest4j, apiguardian),
                JUnitJars.of(List.of(launcher, classes, assertj, jupiter, opentest4j, apiguardian)));
    }

    @Test
    void leavesOutAJarThatOnlyLiesUnderAJUnitGroup() throws IOException {
        // A student's jar placed in a folder named like JUnit's, but not as a repository keeps an artifact.
        Path directory = Files.createDirectories(repository.resolve("org/junit/jupiter/junit-jupiter-api/5.13.4"));
        Path other = Files.write(directory.resolve("student-code.jar"), new byte[] {1});
        Path missing = repository.resolve("org/junit/platform/junit-platform-engine/1.13.4/"
                + "junit-platform-engine-1.13.4.jar");

        assertEquals(List.of(), JUnitJars.of(List.of(other, missing)));
    }

    private Path jar(String group, String artifact, String version) throws IOException {
        Path directory = Files.createDirectories(repository.resolve(group).resolve(artifact).resolve(version));
        return Files.write(directory.resolve(artifact + "-" + version + ".jar"), new byte[] {1});
    }
}
