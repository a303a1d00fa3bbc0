package io.github.heuristicgrader.plugin.resolve;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The jars of JUnit on a test class path, those the test JVM's class-data archive is made from: the JUnit Platform,
 * Jupiter and Vintage artifacts and their own dependencies (opentest4j, apiguardian), told by where a Maven
 * repository keeps them ({@code <group path>/<artifactId>/<version>/<artifactId>-<version>.jar}).
 */
public final class JUnitJars {

    /** The group directories of JUnit's artifacts, as a repository lays them out. */
    static final List<String> GROUPS = List.of("org/junit/platform", "org/junit/jupiter", "org/junit/vintage",
            "org/opentest4j", "org/apiguardian");

    private JUnitJars() {
    }

    /** The entries of {@code classpath} that are JUnit's jars, in their order. */
    public static List<Path> of(List<Path> classpath) {
        return classpath.stream().filter(JUnitJars::isJUnit).toList();
    }

    /** Whether {@code entry} is a jar of one of {@link #GROUPS} where a Maven repository keeps it. */
    static boolean isJUnit(Path entry) {
        Path version = entry.getParent();
        Path artifact = version == null ? null : version.getParent();
        Path group = artifact == null ? null : artifact.getParent();
        if (group == null || !entry.getFileName().toString().endsWith(".jar")
                || !entry.getFileName().toString().startsWith(artifact.getFileName() + "-" + version.getFileName())
                || !Files.isRegularFile(entry)) {
            return false;
        }
        String groupPath = group.toString().replace('\\', '/');
        return GROUPS.stream().anyMatch(name -> groupPath.endsWith("/" + name));
    }
}
