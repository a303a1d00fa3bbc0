package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The student's class path as the instructor's test JVM gets it: classes and resources, no JUnit configuration. */
class StrippedClasspathTest {

    /** Every way a student can name JUnit's configuration file or a service file, and what stays. */
    private static final Map<String, String> FILES = Map.of(
            "student/Heuristic.class", "kept",
            "student/junit-platform.properties", "kept: JUnit reads only the root's",
            "layouts/start.txt", "kept",
            "junit-platform.properties", "junit.jupiter.extensions.autodetection.enabled=true",
            "JUNIT-PLATFORM.PROPERTIES", "junit.jupiter.extensions.autodetection.enabled=true",
            "META-INF/services/org.junit.jupiter.api.extension.Extension", "student.SkipEverything",
            "META-INF/Services/org.junit.platform.engine.TestEngine", "student.PassingEngine",
            "meta-inf/services/java.nio.file.spi.FileSystemProvider", "student.Sneaky",
            "META-INF/versions/17/META-INF/services/org.junit.jupiter.api.extension.Extension", "student.Skip",
            "META-INF/versions/17/junit-platform.properties", "junit.jupiter.extensions.autodetection.enabled=true");

    private static final List<String> KEPT = List.of("layouts/start.txt", "student/Heuristic.class",
            "student/junit-platform.properties");

    @TempDir
    Path directory;

    @Test
    void aDirectoryIsCopiedWithoutJUnitsConfigurationOrServiceFilesOrLinks() throws IOException {
        Path classes = directory.resolve("classes");
        TestFixtures.resources(classes, FILES);
        Files.createSymbolicLink(classes.resolve("linked.properties"), classes.resolve("junit-platform.properties"));

        List<Path> copies = StrippedClasspath.copy(List.of(classes), directory.resolve("copy"));

        assertEquals(1, copies.size());
        assertEquals(KEPT, files(copies.get(0)));
        assertEquals("kept", Files.readString(copies.get(0).resolve("layouts/start.txt")));
    }

    @Test
    void aJarIsCopiedWithoutThemAndWithoutItsManifestsClassPath() throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, "evil.jar");
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, "2.0");
        Path jar = directory.resolve("library.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream entries = new JarOutputStream(out,
                manifest)) {
            for (Map.Entry<String, String> file : FILES.entrySet()) {
                entries.putNextEntry(new JarEntry(file.getKey()));
                entries.write(file.getValue().getBytes());
                entries.closeEntry();
            }
        }

        List<Path> copies = StrippedClasspath.copy(List.of(jar, directory.resolve("missing.jar")),
                directory.resolve("copy"));

        assertEquals(1, copies.size());
        try (JarFile copy = new JarFile(copies.get(0).toFile())) {
            assertEquals(KEPT, copy.stream().map(JarEntry::getName)
                    .filter(name -> !name.startsWith("META-INF/MANIFEST")).sorted().toList());
            assertNull(copy.getManifest().getMainAttributes().get(Attributes.Name.CLASS_PATH));
            assertEquals("2.0", copy.getManifest().getMainAttributes().get(Attributes.Name.IMPLEMENTATION_VERSION));
        }
    }

    @Test
    void aFileThatIsNoJarGivesAnEmptyOne() throws IOException {
        Path garbage = Files.writeString(directory.resolve("garbage.jar"), "not a zip at all");

        List<Path> copies = StrippedClasspath.copy(List.of(garbage), directory.resolve("copy"));

        assertEquals(1, copies.size());
        try (JarFile copy = new JarFile(copies.get(0).toFile())) {
            assertEquals(0, copy.size());
        }
        assertFalse(StrippedClasspath.isLeftOut("student/junit-platform.properties"));
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return List.copyOf(new TreeSet<>(files.filter(Files::isRegularFile)
                    .map(file -> root.relativize(file).toString()).toList()));
        }
    }
}
