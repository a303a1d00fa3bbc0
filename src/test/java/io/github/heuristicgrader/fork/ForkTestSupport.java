package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.WorkerMain;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.domain.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.domain.huarongdao.PieceSet;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Where the grader's and the fixtures' classes are, and a launcher over them. */
public final class ForkTestSupport {

    /** Huarongdao over a piece set small enough that one evaluation takes well under a second: 25,656 layouts. */
    static final HuarongdaoPuzzle SMALL = new HuarongdaoPuzzle(new PieceSet(2, 1));
    /** Heap of the forked JVMs in tests. */
    static final int HEAP_MEGABYTES = 128;

    private static List<Path> workerClasspath;

    private ForkTestSupport() {
    }

    /** The {@code java} launcher running the tests. */
    static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** The grader's compiled classes, {@code target/classes}. */
    public static Path graderClasses() {
        return locationOf(WorkerMain.class);
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
                Path jar = WorkerClasspath.build(List.of(graderClasses()), directory);
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
    static void copyClasses(Path directory, Class<?>... types) throws IOException {
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
}
