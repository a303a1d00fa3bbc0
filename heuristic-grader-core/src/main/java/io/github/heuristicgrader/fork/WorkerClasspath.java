package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.worker.WorkerMain;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The class path of every JVM that runs student code: a jar holding the grader's student API and worker packages
 * and nothing else of the grader, so that no class loader a student's class can reach (its own, its parents,
 * {@code Heuristic.class.getClassLoader()}, the context or the system loader) shows the engine, the exact
 * distances, the reports, Maven or Jackson.
 *
 * <p>The jar is built from the grader's own class path (under Maven the plugin's jars, among them
 * heuristic-grader-api's and heuristic-grader-worker's; in the tests the modules' {@code target/classes} or their
 * jars) once per run, by the first fork that needs it, as {@value #JAR_NAME} in a directory of the
 * grader's: {@code <outputDirectory>/work/classpath/}, beside the forks' own directories and outside each of them,
 * so that a sandbox can mount it read-only. Its entries are sorted and undated, so the same grader gives the same
 * bytes. Instances are thread-safe.
 */
public final class WorkerClasspath {

    /**
     * The grader's packages a forked JVM gets, each with its subpackages: the student API and the worker (whose
     * {@code worker.runner}, the test runner, the test JVM loads into a module of its own). The one place that says
     * what belongs to the worker.
     */
    public static final List<String> PACKAGES = List.of(Heuristic.class.getPackageName(),
            WorkerMain.class.getPackageName());
    /** The jar's file name. */
    public static final String JAR_NAME = "heuristic-grader-worker.jar";
    /** The directory of the jar, under a run's work directory. */
    public static final String DIRECTORY = "classpath";

    private static final List<String> PREFIXES = PACKAGES.stream().map(name -> name.replace('.', '/') + "/").toList();
    private static final FileTime UNDATED = FileTime.fromMillis(0);

    private List<Path> builtFrom;
    private Path builtIn;
    private List<Path> built;

    /**
     * The worker's class path for a run: built into {@code workDirectory}/{@value #DIRECTORY} on the first call,
     * the same on later calls with the same arguments.
     *
     * @param graderClasspath the grader's own class path, directories or jars
     * @param workDirectory the run's work directory
     * @throws IOException when it cannot be written, or the grader's class path lacks the worker
     */
    public synchronized List<Path> of(List<Path> graderClasspath, Path workDirectory) throws IOException {
        if (built == null || !builtFrom.equals(graderClasspath) || !builtIn.equals(workDirectory)) {
            built = List.of(build(graderClasspath, workDirectory.resolve(DIRECTORY)));
            builtFrom = List.copyOf(graderClasspath);
            builtIn = workDirectory;
        }
        return built;
    }

    /** Whether a class path entry's name belongs to the worker. */
    static boolean belongs(String entryName) {
        return PREFIXES.stream().anyMatch(entryName::startsWith) && !entryName.endsWith("/");
    }

    /**
     * Builds the jar in {@code directory}, replacing one already there: the entries of {@code graderClasspath}
     * that {@linkplain #PACKAGES belong to the worker}, the first of each name winning, as on a class path.
     *
     * @return the jar
     * @throws IOException when it cannot be written, or {@code graderClasspath} lacks the worker's main class
     */
    public static Path build(List<Path> graderClasspath, Path directory) throws IOException {
        Map<String, Source> entries = new TreeMap<>();
        for (Path element : graderClasspath) {
            if (Files.isDirectory(element)) {
                try (Stream<Path> files = Files.walk(element)) {
                    for (Path file : files.filter(Files::isRegularFile).toList()) {
                        String name = element.relativize(file).toString().replace('\\', '/');
                        if (belongs(name)) {
                            entries.putIfAbsent(name, new Source(element, name));
                        }
                    }
                }
            } else if (Files.isRegularFile(element)) {
                try (ZipFile jar = new ZipFile(element.toFile())) {
                    for (Enumeration<? extends ZipEntry> all = jar.entries(); all.hasMoreElements(); ) {
                        String name = all.nextElement().getName();
                        if (belongs(name)) {
                            entries.putIfAbsent(name, new Source(element, name));
                        }
                    }
                }
            }
        }
        String main = WorkerMain.class.getName().replace('.', '/') + ".class";
        if (!entries.containsKey(main)) {
            throw new IOException("the grader's class path " + graderClasspath + " lacks " + main);
        }
        Files.createDirectories(directory);
        Path jar = directory.resolve(JAR_NAME);
        Path temporary = Files.createTempFile(directory, JAR_NAME, ".tmp");
        try {
            write(entries, temporary);
            // A temporary file is its owner's alone; forks that run as users of their own must read the jar.
            Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-r--r--"));
            try {
                Files.move(temporary, jar, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, jar, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
        return jar;
    }

    private static void write(Map<String, Source> entries, Path jar) throws IOException {
        List<ZipFile> open = new ArrayList<>();
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            Map<Path, ZipFile> jars = new TreeMap<>();
            for (Map.Entry<String, Source> entry : entries.entrySet()) {
                Source source = entry.getValue();
                ZipEntry written = new ZipEntry(entry.getKey());
                written.setLastModifiedTime(UNDATED);
                out.putNextEntry(written);
                if (Files.isDirectory(source.element())) {
                    Files.copy(source.element().resolve(source.name()), out);
                } else {
                    ZipFile from = jars.get(source.element());
                    if (from == null) {
                        from = new ZipFile(source.element().toFile());
                        open.add(from);
                        jars.put(source.element(), from);
                    }
                    try (InputStream in = from.getInputStream(from.getEntry(source.name()))) {
                        in.transferTo(out);
                    }
                }
                out.closeEntry();
            }
        } finally {
            for (ZipFile jarFile : open) {
                jarFile.close();
            }
        }
    }

    /** Where an entry comes from: a class path element and the entry's name in it. */
    private record Source(Path element, String name) {
    }
}
