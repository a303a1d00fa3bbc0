package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.WorkerMain;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.fixtures.AttackingHeuristic;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Where the grader's and the fixtures' classes are, and a launcher over them. */
public final class ForkTestSupport {

    /** Huarongdao over a piece set small enough that one evaluation takes well under a second: 25,656 layouts. */
    static final HuarongdaoPuzzle SMALL = new HuarongdaoPuzzle(new PieceSet(2, 1));
    /** Heap of the forked JVMs in tests. */
    static final int HEAP_MEGABYTES = 128;

    private static Path graderClasses;
    private static List<Path> workerClasspath;

    private ForkTestSupport() {
    }

    /** The {@code java} launcher running the tests. */
    static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /**
     * The grader's classes in one directory, one class path entry as a single jar of the grader would be: the
     * student API's, the worker's, the domain SPI's, the puzzles' and the core's, copied from {@link #graderClasspath()} once for
     * all tests, into a new directory beside the core's {@code target/classes} (a temporary directory when the core
     * is a jar).
     */
    public static synchronized Path graderClasses() {
        if (graderClasses == null) {
            try {
                // Readable by all, as target/classes is: forks that run as users of their own read it.
                FileAttribute<?> readable = PosixFilePermissions.asFileAttribute(
                        PosixFilePermissions.fromString("rwxr-xr-x"));
                Path core = locationOf(WorkerLauncher.class);
                // Beside target/classes, so that JVMs the tests kill leave their copy to mvn clean, not to /tmp.
                Path directory = Files.isDirectory(core)
                        ? Files.createTempDirectory(core.getParent(), "grader-classes", readable)
                        : Files.createTempDirectory("heuristic-grader-classes", readable);
                List<Path> copied = new ArrayList<>(List.of(directory));
                for (Path module : graderClasspath()) {
                    if (Files.isDirectory(module)) {
                        copyTree(module, directory, copied);
                    } else {
                        try (FileSystem jar = FileSystems.newFileSystem(module)) {
                            copyTree(jar.getPath("/"), directory, copied);
                        }
                    }
                }
                // deleteOnExit deletes in the reverse order of registration: the files, then their directories.
                copied.forEach(path -> path.toFile().deleteOnExit());
                graderClasses = directory;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return graderClasses;
    }

    /**
     * The grader's class path as the plugin's is: the student API's, the worker's, the SPI's, the built-in puzzles'
     * and the core's classes, each a {@code target/classes} directory or the module's jar, as the build gives them to
     * the tests.
     */
    public static List<Path> graderClasspath() {
        return Stream.of(Heuristic.class, WorkerMain.class, Domain.class, HuarongdaoPuzzle.class, WorkerLauncher.class)
                .map(ForkTestSupport::locationOf)
                .distinct().toList();
    }

    private static void copyTree(Path from, Path to, List<Path> copied) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    if (!Files.isDirectory(target)) {
                        copied.add(Files.createDirectories(target));
                    }
                } else if (!Files.exists(target)) {
                    copied.add(Files.copy(file, target));
                }
            }
        }
    }

    /**
     * The worker's class path built from the grader's compiled classes, as a run builds it; built once for all
     * tests, in a temporary directory.
     */
    public static synchronized List<Path> workerClasspath() {
        if (workerClasspath == null) {
            try {
                Path directory = Files.createTempDirectory("heuristic-grader-worker-classpath");
                directory.toFile().deleteOnExit();
                Path jar = WorkerClasspath.build(graderClasspath(), directory);
                jar.toFile().deleteOnExit();
                workerClasspath = List.of(jar);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return workerClasspath;
    }

    /** The fixtures' compiled classes, {@code target/test-classes}. */
    public static Path studentClasses() {
        return locationOf(ZeroHeuristic.class);
    }

    private static Path locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A launcher over the grader's classes with the given timeout. */
    static WorkerLauncher launcher(Path workDirectory, Duration timeout) {
        return new WorkerLauncher(java(), workerClasspath(), HEAP_MEGABYTES, timeout, workDirectory);
    }

    /** Copies the class files of {@code types}, nested classes included, under {@code directory}. */
    public static void copyClasses(Path directory, Class<?>... types) throws IOException {
        for (Class<?> type : types) {
            String path = type.getName().replace('.', '/') + ".class";
            Path target = directory.resolve(path);
            Files.createDirectories(target.getParent());
            Files.copy(studentClasses().resolve(path), target);
        }
    }

    /** Waits up to two seconds for this JVM to have no child processes left, then asserts that it has none. */
    static void assertNoProcessLeft() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        while (ProcessHandle.current().descendants().anyMatch(ProcessHandle::isAlive)
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(List.of(), ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(handle -> handle.pid() + " " + handle.info().commandLine().orElse("?")).toList());
    }

    /** The line {@code AttackingHeuristic} printed for {@code attack}, or {@code not attempted}. */
    static String attackResult(Evaluation evaluation, String attack) {
        return evaluation.outputTail().lines().filter(line -> line.startsWith(attack + ": ")).findFirst()
                .map(line -> line.substring(attack.length() + 2)).orElse("not attempted");
    }

    /**
     * Runs {@code AttackingHeuristic} from {@code students} with {@code attacks} (one a line of its
     * {@code attack.txt}) in a worker of {@code sandbox} over {@code classpath}, its forks under {@code work}, and
     * prints what it ended with.
     */
    static Evaluation attack(Sandbox sandbox, List<Path> classpath, Path work, Path students, String... attacks)
            throws IOException {
        Files.writeString(students.resolve("attack.txt"), String.join("\n", attacks) + "\n");
        WorkerLauncher launcher = new WorkerLauncher(sandbox, java(), classpath, HEAP_MEGABYTES,
                Duration.ofSeconds(60), work);
        Evaluation evaluation = launcher.evaluate(AttackingHeuristic.class.getName(), List.of(students), SMALL);
        System.out.println(evaluation.status() + ": " + evaluation.message(SMALL) + "\n" + evaluation.outputTail());
        return evaluation;
    }

    /** The one fork directory under {@code work}, absolute and normalized; fails when there is not exactly one. */
    static Path onlyForkDirectory(Path work) throws IOException {
        try (Stream<Path> forks = Files.list(work)) {
            List<Path> directories = forks.filter(Files::isDirectory).toList();
            assertEquals(1, directories.size(), directories::toString);
            return directories.get(0).toAbsolutePath().normalize();
        }
    }
}
