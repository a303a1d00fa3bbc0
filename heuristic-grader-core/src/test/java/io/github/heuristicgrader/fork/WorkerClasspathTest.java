package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.token.Strip;
import edu.example.token.StripParser;
import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.BoardParser;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.spi.StudentSide;
import io.github.heuristicgrader.worker.WorkerMain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The worker's class path, built from the grader's compiled classes and from a jar of them. */
class WorkerClasspathTest {

    @TempDir
    Path directory;

    @Test
    void holdsTheApiAndTheWorkerAndNothingElseOfTheGrader() throws IOException {
        long start = System.nanoTime();
        Path jar = WorkerClasspath.build(ForkTestSupport.graderClasspath(), directory.resolve("built"));
        System.out.printf(Locale.ROOT, "worker jar from target/classes: %.1f ms, %,d bytes%n",
                (System.nanoTime() - start) / 1e6, Files.size(jar));

        List<String> names = entries(jar);
        assertTrue(names.contains(classFile(WorkerMain.class)), names::toString);
        assertTrue(names.contains(classFile(Heuristic.class)), names::toString);
        assertTrue(names.contains(classFile(Board.class)), names::toString);
        assertTrue(names.stream().allMatch(name -> name.startsWith("io/github/heuristicgrader/api/")
                || name.startsWith("io/github/heuristicgrader/worker/")), names::toString);
        assertTrue(!names.contains(classFile(StateSpace.class)));
        assertEquals(names.stream().sorted().toList(), names, "sorted, so that the same grader gives the same jar");
    }

    @Test
    void workerClassesReferToNothingOfTheGraderButTheApiAndTheWorker() throws IOException {
        Path jar = WorkerClasspath.build(ForkTestSupport.graderClasspath(), directory.resolve("built"));
        Pattern graderPackage = Pattern.compile("io[/.]github[/.]heuristicgrader[/.](\\w+)");
        Set<String> referred = new TreeSet<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (ZipEntry entry : file.stream().toList()) {
                String constants = new String(file.getInputStream(entry).readAllBytes(), StandardCharsets.ISO_8859_1);
                Matcher reference = graderPackage.matcher(constants);
                while (reference.find()) {
                    referred.add(reference.group(1));
                }
            }
        }
        assertEquals(Set.of("api", "worker"), referred);
    }

    @Test
    void readsTheGradersJarsAsItsClassesAndGivesTheSameBytes() throws IOException {
        Path fromClasses = WorkerClasspath.build(ForkTestSupport.graderClasspath(), directory.resolve("a"));
        List<Path> graderJars = new ArrayList<>();
        for (Path module : ForkTestSupport.graderClasspath()) {
            graderJars.add(Files.isDirectory(module)
                    ? TestFixtures.jar(module, directory.resolve("grader-" + graderJars.size() + ".jar")) : module);
        }

        long start = System.nanoTime();
        Path fromJars = WorkerClasspath.build(graderJars, directory.resolve("b"));
        System.out.printf(Locale.ROOT, "worker jar from the grader's %d jars: %.1f ms%n", graderJars.size(),
                (System.nanoTime() - start) / 1e6);

        assertArrayEquals(Files.readAllBytes(fromClasses), Files.readAllBytes(fromJars));
    }

    @Test
    void holdsEveryFileOfTheApiAndWorkerModulesWhereverTheBuildPutsThem() throws Exception {
        List<String> names = entries(WorkerClasspath.build(ForkTestSupport.graderClasspath(), directory.resolve("b")));

        Set<String> expected = new TreeSet<>();
        for (Class<?> module : List.of(Heuristic.class, WorkerMain.class)) {
            Path location = Path.of(module.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                try (Stream<Path> files = Files.walk(location)) {
                    files.filter(Files::isRegularFile).map(file -> location.relativize(file).toString()
                            .replace('\\', '/')).forEach(expected::add);
                }
            } else {
                expected.addAll(entries(location));
            }
        }
        expected.removeIf(name -> !name.startsWith("io/github/heuristicgrader/") || name.endsWith("/"));

        assertTrue(expected.size() > 10, expected::toString);
        assertEquals(expected, new TreeSet<>(names));
    }

    @Test
    void refusesAGraderClassPathWithoutTheWorker() throws IOException {
        Path empty = Files.createDirectories(directory.resolve("empty"));

        IOException thrown = assertThrows(IOException.class,
                () -> WorkerClasspath.build(List.of(empty), directory.resolve("built")));

        assertTrue(thrown.getMessage().contains(classFile(WorkerMain.class)), thrown.getMessage());
    }

    @Test
    void buildsOncePerRun() throws IOException {
        WorkerClasspath workerClasspath = new WorkerClasspath();
        List<Path> grader = ForkTestSupport.graderClasspath();

        List<Path> first = workerClasspath.of(grader, directory);
        Files.delete(first.get(0));

        assertSame(first, workerClasspath.of(grader, directory));
        assertEquals(List.of(directory.resolve(WorkerClasspath.DIRECTORY).resolve(WorkerClasspath.JAR_NAME)), first);
    }

    @Test
    void takesADeclaredPackageFromTheDomainsOwnJarAlone() throws IOException {
        // A class planted in the declared package in another jar of the grader's class path stays out.
        Path planted = Files.createDirectories(directory.resolve("planted/edu/example/token"));
        Files.write(planted.resolve("Planted.class"), new byte[] {(byte) 0xCA, (byte) 0xFE});
        List<Path> graderClasspath = new ArrayList<>(ForkTestSupport.graderClasspath());
        graderClasspath.add(directory.resolve("planted"));
        StudentSide side = StudentSide.of(Strip.class, StripParser.class);

        List<Path> built = new WorkerClasspath().of(graderClasspath, directory.resolve("work"), side);

        assertEquals(2, built.size(), built::toString);
        assertTrue(entries(built.get(0)).stream().noneMatch(name -> name.startsWith("edu/")));
        assertEquals(List.of(classFile(Strip.class), classFile(StripParser.class)), entries(built.get(1)),
                "the declared package's classes of the state type's code source, and nothing else of it");
    }

    @Test
    void addsNothingForAStateTypeInTheApi() throws IOException {
        List<Path> built = new WorkerClasspath().of(ForkTestSupport.graderClasspath(), directory.resolve("work"),
                StudentSide.of(Board.class, BoardParser.class));
        assertEquals(List.of(directory.resolve("work").resolve(WorkerClasspath.DIRECTORY)
                .resolve(WorkerClasspath.JAR_NAME)), built);
    }

    private static List<String> entries(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.stream().map(ZipEntry::getName).toList();
        }
    }

    private static String classFile(Class<?> type) {
        return type.getName().replace('.', '/') + ".class";
    }
}
