package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.discovery.Discovery;
import io.github.heuristicgrader.discovery.HeuristicDiscovery;
import io.github.heuristicgrader.fork.ClassDataArchives.Kind;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.ForkFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Writes the forks' class-data archives ({@link ClassDataArchives}) into {@code <prepared directory>/}{@value
 * ClassDataArchives#DIRECTORY}: a stable copy of the worker jar, one archive per forked JVM, and the manifest, written
 * last so that a preparation that stops half-way leaves nothing a grade would use. Each archive is dumped at the exit
 * of a JVM that runs no student code, launched as a grade launches it, unsandboxed:
 * <ul>
 * <li>the test JVM: the test runner ({@code TestRunnerMain}) on the stable worker jar and the JUnit jars alone, over an
 * empty folder of tests. It starts the launcher, finds and starts the engines and reports to the grader as a real run
 * does. No test runs: the JDK cannot dump an archive with a folder of classes on the class path, and every jar of
 * classes on the dump-time class path (a jar of trusted tests) would have to lead the class path of every later run,
 * ahead of the student's own test classes;</li>
 * <li>the worker: the trusted project's heuristics of one domain evaluated together, as a grade evaluates them, over
 * the domain's whole state space. Their classes come through a class loader of their own and are never archived.</li>
 * </ul>
 * The directories and files are made readable by all and writable by their owner alone; the kits then hand them to
 * root.
 */
public final class ClassDataPreparation {

    private static final Duration TEST_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration RUN_TIMEOUT = Duration.ofSeconds(300);

    /**
     * What the warm-ups run, all of it trusted: no student's code.
     *
     * @param javaExecutable the {@code java} the forks will run; archives fit that JDK alone
     * @param graderClasspath the grader's class path, from which the worker jar is built
     * @param junitJars the JUnit Platform launcher, engines and their dependencies, jars alone, in the order of the
     *     trusted project's test class path: the test JVM's archive is used only by test runs that have them all
     * @param trustedClasses the trusted project's compiled classes, whose heuristics warm the worker up; null for none
     * @param trustedClasspath what those classes need at run time, their directory first
     * @param maxHeapMegabytes the forks' heap
     * @param forkTimeout the longest a heuristic's evaluation may take
     */
    public record Request(Path javaExecutable, List<Path> graderClasspath, List<Path> junitJars,
            Path trustedClasses, List<Path> trustedClasspath, int maxHeapMegabytes, Duration forkTimeout) {

        /** Copies the lists. */
        public Request {
            graderClasspath = List.copyOf(graderClasspath);
            junitJars = List.copyOf(junitJars);
            trustedClasspath = List.copyOf(trustedClasspath);
        }
    }

    private ClassDataPreparation() {
    }

    /**
     * Writes the archives into {@code preparedDirectory}/{@value ClassDataArchives#DIRECTORY}, replacing what was
     * there.
     *
     * @return one line per archive written or left out, and why
     * @throws IOException when the directory cannot be written, or no archive could be made
     */
    public static List<String> prepare(Path preparedDirectory, Request request, Consumer<String> log)
            throws IOException {
        Path directory = preparedDirectory.toAbsolutePath().normalize().resolve(ClassDataArchives.DIRECTORY);
        clear(directory);
        Files.createDirectories(directory);
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path workerJar = WorkerClasspath.build(request.graderClasspath(), directory);
        List<String> said = new ArrayList<>();
        Map<Kind, List<Path>> prefixes = new EnumMap<>(Kind.class);
        Path work = Files.createTempDirectory("heuristic-grader-prepare-");
        try {
            List<Path> testPrefix = testJvm(request, workerJar, directory, work, said, log);
            if (testPrefix != null) {
                prefixes.put(Kind.TEST_JVM, testPrefix);
            }
            List<Path> workerPrefix = worker(request, workerJar, directory, work, said, log);
            if (workerPrefix != null) {
                prefixes.put(Kind.WORKER, workerPrefix);
            }
        } finally {
            ForkFiles.deleteTree(work);
        }
        if (prefixes.isEmpty()) {
            throw new IOException("no class-data archive could be made: " + String.join("; ", said));
        }
        ClassDataManifest.write(directory, request.javaExecutable(), ClassDataManifest.sha256(workerJar), prefixes);
        Files.setPosixFilePermissions(directory.resolve(ClassDataManifest.FILE),
                PosixFilePermissions.fromString("rw-r--r--"));
        return said;
    }

    private static List<Path> testJvm(Request request, Path workerJar, Path directory, Path work, List<String> said,
            Consumer<String> log) throws IOException {
        if (request.junitJars().isEmpty()) {
            said.add("test-jvm: no archive, the project's tests bring no JUnit Platform jars");
            return null;
        }
        List<Path> prefix = new ArrayList<>();
        prefix.add(workerJar);
        prefix.addAll(ForkedJvm.forkPaths(request.junitJars()));
        Path noTests = Files.createDirectory(work.resolve("no-tests"));
        ClassDataArchives recording = ClassDataArchives.recording(log);
        TestRun run = new TestLauncher(Sandbox.off(), request.javaExecutable(), request.maxHeapMegabytes(),
                TEST_TIMEOUT, RUN_TIMEOUT, work.resolve("tests"), recording).runProjectTests(prefix, List.of(noTests),
                        work);
        if (run.outcome() != TestRun.Outcome.COMPLETED) {
            said.add("test-jvm: no archive, the warm-up run ended " + run.outcome() + ": " + run.message());
            return null;
        }
        return keep(recording, Kind.TEST_JVM, directory, prefix, said, "JUnit started over no tests, "
                + (prefix.size() - 1) + " JUnit jars") ? prefix : null;
    }

    private static List<Path> worker(Request request, Path workerJar, Path directory, Path work, List<String> said,
            Consumer<String> log) throws IOException {
        if (request.trustedClasses() == null || !Files.isDirectory(request.trustedClasses())) {
            said.add("worker: no archive, no trusted classes to evaluate");
            return null;
        }
        Discovery discovery = HeuristicDiscovery.discover(request.trustedClasses(), request.trustedClasspath(),
                Heuristic.class.getClassLoader());
        // A domain whose student side the worker jar holds: a jar of its own would have to lead every later class path.
        Domain domain = discovery.found().stream().map(Discovery.Found::domain)
                .filter(found -> found.studentSide().packages().stream().allMatch(WorkerClasspath::inPackages))
                .findFirst().orElse(null);
        if (domain == null) {
            said.add("worker: no archive, no heuristic of a built-in domain among the trusted classes in "
                    + request.trustedClasses());
            return null;
        }
        List<String> names = discovery.found().stream().filter(found -> found.domain().equals(domain))
                .map(Discovery.Found::className).sorted().toList();
        ClassDataArchives recording = ClassDataArchives.recording(log);
        WorkerLauncher.Together together = new WorkerLauncher(Sandbox.off(), request.javaExecutable(),
                List.of(workerJar), request.maxHeapMegabytes(), request.forkTimeout(), work.resolve("worker"))
                .usingClassData(recording).evaluateTogether(names, request.trustedClasspath(), domain,
                        request.forkTimeout().multipliedBy(names.size()));
        if (!together.incomplete().isEmpty()) {
            said.add("worker: no archive, the warm-up evaluation of " + names + " did not complete: "
                    + together.reason());
            return null;
        }
        return keep(recording, Kind.WORKER, directory, List.of(workerJar), said, "evaluated "
                + String.join(", ", names)) ? List.of(workerJar) : null;
    }

    /** Moves the archive the recording fork of {@code kind} dumped into {@code directory}; whether there was one. */
    private static boolean keep(ClassDataArchives recording, Kind kind, Path directory, List<Path> prefix,
            List<String> said, String warmUp) throws IOException {
        Path dumped = recording.recorded(kind);
        if (!ClassDataArchives.present(dumped)) {
            said.add(kind.key() + ": no archive, the JVM dumped none (its output is in " + (dumped == null ? "?"
                    : dumped.getParent().resolve("output.log")) + ")");
            return false;
        }
        Path archive = directory.resolve(kind.archiveName());
        Files.move(dumped, archive, StandardCopyOption.REPLACE_EXISTING);
        Files.setPosixFilePermissions(archive, PosixFilePermissions.fromString("rw-r--r--"));
        said.add(kind.key() + ": " + archive + " (" + (Files.size(archive) >> 10) + " KiB; warm-up: " + warmUp + ")");
        return true;
    }

    /** Removes the files an earlier preparation left in {@code directory}, the manifest first. */
    private static void clear(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return;
        }
        Files.deleteIfExists(directory.resolve(ClassDataManifest.FILE));
        try (Stream<Path> files = Files.list(directory)) {
            for (Path file : files.toList()) {
                if (Files.isRegularFile(file)) {
                    Files.delete(file);
                }
            }
        }
    }

}
