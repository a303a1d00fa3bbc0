package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.spi.StudentSide;
import io.github.heuristicgrader.worker.FileReplacer;
import io.github.heuristicgrader.worker.WorkerMain;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
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
 *
 * <p>A domain's state type and parser come from the packages the domain declares ({@link StudentSide}). Those the
 * jar above already holds (the built-in domains', under the student API) need nothing more; for the others, such as
 * an instructor's {@code edu.example.eight}, a second jar beside the first holds exactly the classes and resources
 * of the declared packages, subpackages excluded, taken from the domain's {@linkplain StudentSide#codeSource code
 * source} and from no other jar: what a domain declares reaches the student's JVM, and nothing of it else.
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

    private final ClassDataArchives classData;
    private List<Path> builtFrom;
    private Path builtIn;
    private List<Path> built;
    /** The jar of each student side's declared packages built so far, in {@link #builtIn}. */
    private final Map<StudentSide, Path> sides = new HashMap<>();

    /** A worker class path whose forks run without class-data archives. */
    public WorkerClasspath() {
        this(ClassDataArchives.none());
    }

    /**
     * A worker class path whose forks run with the archives of {@code classData} where they fit: the jar it gives is
     * then the archives' stable copy, as long as its bytes are those of the jar built for the run.
     */
    public WorkerClasspath(ClassDataArchives classData) {
        this.classData = classData;
    }

    /** The class-data archives the forks of this class path run with. */
    public ClassDataArchives classData() {
        return classData;
    }

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
            built = List.of(classData.workerJar(build(graderClasspath, workDirectory.resolve(DIRECTORY))));
            builtFrom = List.copyOf(graderClasspath);
            builtIn = workDirectory;
            sides.clear();
        }
        return built;
    }

    /**
     * The class path of a worker for the domain whose student side is {@code side}: the jar {@link #of(List, Path)}
     * gives, and, when the side declares packages outside the grader's {@link #PACKAGES}, a jar of those packages
     * built from the side's code source, once per run.
     *
     * @throws IOException when a jar cannot be written, or the grader's class path lacks the worker, or the code
     *     source lacks the side's parser
     */
    public synchronized List<Path> of(List<Path> graderClasspath, Path workDirectory, StudentSide side)
            throws IOException {
        List<Path> base = of(graderClasspath, workDirectory);
        List<String> own = side.packages().stream().filter(name -> !inPackages(name)).toList();
        if (own.isEmpty()) {
            return base;
        }
        Path jar = sides.get(side);
        if (jar == null) {
            jar = buildSide(side.codeSource(), own, side.parser().getName(), workDirectory.resolve(DIRECTORY));
            sides.put(side, jar);
        }
        return List.of(base.get(0), jar);
    }

    /**
     * Builds the jar of {@code packages} from {@code codeSource} alone in {@code directory}: the regular entries
     * directly in each package's directory.
     *
     * @return the jar, named after the packages
     * @throws IOException when it cannot be written, or the code source lacks {@code parserName}
     */
    static Path buildSide(Path codeSource, List<String> packages, String parserName, Path directory)
            throws IOException {
        List<String> directories = packages.stream().map(name -> name.replace('.', '/') + "/").toList();
        Predicate<String> declared = entry -> !entry.endsWith("/") && directories.stream().anyMatch(
                prefix -> entry.startsWith(prefix) && entry.indexOf('/', prefix.length()) < 0);
        return write(collect(List.of(codeSource), declared), directory, "domain-" + String.join("+", packages)
                + ".jar", parserName.replace('.', '/') + ".class", codeSource);
    }

    /** Whether {@code packageName} is one of {@link #PACKAGES} or a subpackage of one. */
    static boolean inPackages(String packageName) {
        return PACKAGES.stream().anyMatch(name -> packageName.equals(name) || packageName.startsWith(name + "."));
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
        return write(collect(graderClasspath, WorkerClasspath::belongs), directory, JAR_NAME,
                WorkerMain.class.getName().replace('.', '/') + ".class", graderClasspath);
    }

    /** The entries of {@code elements} that {@code wanted} accepts, by name, the first of each name winning. */
    private static Map<String, Source> collect(List<Path> elements, Predicate<String> wanted) throws IOException {
        Map<String, Source> entries = new TreeMap<>();
        for (Path element : elements) {
            if (Files.isDirectory(element)) {
                try (Stream<Path> files = Files.walk(element)) {
                    for (Path file : files.filter(Files::isRegularFile).toList()) {
                        String name = element.relativize(file).toString().replace('\\', '/');
                        if (wanted.test(name)) {
                            entries.putIfAbsent(name, new Source(element, name));
                        }
                    }
                }
            } else if (Files.isRegularFile(element)) {
                try (ZipFile jar = new ZipFile(element.toFile())) {
                    for (Enumeration<? extends ZipEntry> all = jar.entries(); all.hasMoreElements(); ) {
                        String name = all.nextElement().getName();
                        if (wanted.test(name)) {
                            entries.putIfAbsent(name, new Source(element, name));
                        }
                    }
                }
            }
        }
        return entries;
    }

    /**
     * Writes {@code entries} as the jar {@code jarName} in {@code directory}, replacing one already there.
     *
     * @throws IOException when it cannot be written, or the entries lack {@code required} (of {@code from})
     */
    private static Path write(Map<String, Source> entries, Path directory, String jarName, String required,
            Object from) throws IOException {
        if (!entries.containsKey(required)) {
            throw new IOException(from + " lacks " + required);
        }
        Files.createDirectories(directory);
        Path jar = directory.resolve(jarName);
        FileReplacer.replace(jar, out -> writeJar(entries, out));
        // Forks that run as users of their own must read the jar, whatever the grader's umask.
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));
        return jar;
    }

    private static void writeJar(Map<String, Source> entries, OutputStream jar) throws IOException {
        List<ZipFile> open = new ArrayList<>();
        try (ZipOutputStream out = new ZipOutputStream(jar)) {
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
