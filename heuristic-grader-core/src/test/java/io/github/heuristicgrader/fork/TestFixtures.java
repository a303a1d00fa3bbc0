package io.github.heuristicgrader.fork;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * JUnit test classes for the test runner to run, compiled at test time into a directory of their own, so that
 * neither Surefire nor the plugin's own test classes ever see them; and the JUnit jars the plugin's tests run with.
 */
public final class TestFixtures {

    private TestFixtures() {
    }

    /** The JUnit Platform, Jupiter and their dependencies, at the versions the plugin's own tests use. */
    public static List<Path> junitJars() {
        return Stream.of("org.junit.jupiter.api.Test", "org.junit.jupiter.engine.JupiterTestEngine",
                "org.junit.platform.engine.TestEngine", "org.junit.platform.commons.util.ReflectionUtils",
                "org.junit.platform.launcher.Launcher", "org.opentest4j.AssertionFailedError",
                "org.apiguardian.api.API").map(TestFixtures::jarOf).distinct().toList();
    }

    private static Path jarOf(String className) {
        try {
            return Path.of(Class.forName(className).getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (ClassNotFoundException | URISyntaxException e) {
            throw new IllegalStateException("the plugin's test class path lacks " + className, e);
        }
    }

    /**
     * Compiles {@code sources} (class name → source text) into {@code directory}.
     *
     * @return {@code directory}
     */
    public static Path compile(Path directory, Map<String, String> sources) throws IOException {
        return compile(directory, sources, List.of());
    }

    /**
     * Compiles {@code sources} (class name → source text) into {@code directory} against the JUnit jars and
     * {@code classpath}.
     *
     * @return {@code directory}
     */
    public static Path compile(Path directory, Map<String, String> sources, List<Path> classpath)
            throws IOException {
        Path sourceDirectory = Files.createDirectories(directory.resolveSibling(directory.getFileName() + "-src"));
        List<Path> whole = new ArrayList<>(junitJars());
        whole.addAll(classpath);
        List<String> arguments = new ArrayList<>(List.of("-d", directory.toString(), "-classpath",
                ForkedJvm.classpath(whole), "-proc:none", "--release", "17"));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = sourceDirectory.resolve(source.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
            arguments.add(file.toString());
        }
        Files.createDirectories(directory);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = compiler.run(null, OutputStream.nullOutputStream(), errors, arguments.toArray(String[]::new));
        if (status != 0) {
            throw new IllegalStateException("fixtures do not compile: " + errors.toString(StandardCharsets.UTF_8));
        }
        return directory;
    }

    /** Writes resources (path under {@code directory} → text) beside compiled classes. */
    static void resources(Path directory, Map<String, String> resources) throws IOException {
        for (Map.Entry<String, String> resource : resources.entrySet()) {
            Path file = directory.resolve(resource.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, resource.getValue());
        }
    }

    /** Puts every file under {@code directory} into a jar, as an instructor's test artifact would be. */
    static Path jar(Path directory, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(directory.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
