package io.github.heuristicgrader.fork;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Class-data sharing (CDS) archives for the forked JVMs, written beforehand by a JVM that ran no student code
 * ({@link ClassDataPreparation}) into {@code <prepared directory>/}{@value #DIRECTORY}, and used by a grade only
 * once {@link ClassDataTrust} and {@link ClassDataManifest} have accepted them; otherwise the forks run as they
 * always did, and the log says why.
 *
 * <p>An archive holds the classes its dump-time class path gave, and the JVM maps them only when that class path,
 * jars alone, is a prefix of the run's: so a fork that uses one gets the archive's jars first (the grader's worker
 * jar, from its stable copy beside the archive, and JUnit's jars) and the rest of its class path after them in its
 * order. Nothing of the student's can then shadow a class of those jars, which it could not do before either for
 * the grader's, and can no longer do for JUnit's. The JVM is told to stay silent about an archive it cannot map
 * ({@link #QUIET}): a mismatch costs the speed-up, never a line in the student's or the grade's output.
 *
 * <p>Instances are thread-safe.
 */
public final class ClassDataArchives {

    /** The folder of a prepared directory that holds the archives, their manifest and the stable worker jar. */
    public static final String DIRECTORY = "class-data";

    /** The options that keep a JVM from printing anything about an archive it cannot use. */
    static final List<String> QUIET = List.of("-Xshare:auto", "-Xlog:cds*=off");

    /** Which forked JVM an archive is made for. */
    public enum Kind {
        /** The JVM that runs JUnit tests ({@link TestLauncher}). */
        TEST_JVM("test-jvm"),
        /** The JVM that evaluates heuristics ({@link WorkerLauncher}). */
        WORKER("worker");

        private final String fileStem;

        Kind(String fileStem) {
            this.fileStem = fileStem;
        }

        /** The archive's file name in {@value #DIRECTORY}. */
        public String archiveName() {
            return fileStem + ".jsa";
        }

        /** The name of this kind in the manifest and the log. */
        String key() {
            return fileStem;
        }
    }

    /**
     * What a fork gets: JVM options to add, its class path (reordered when an archive is used) and files it must
     * read besides (the archive).
     */
    public record Launch(List<String> options, List<Path> classpath, List<Path> readable) {

        public Launch {
            options = List.copyOf(options);
            classpath = List.copyOf(classpath);
            readable = List.copyOf(readable);
        }

        /** The fork as it runs without any archive. */
        static Launch without(List<Path> classpath) {
            return new Launch(List.of(), classpath, List.of());
        }
    }

    /** One archive in use: its file and the jars its classes came from, in their dump-time order. */
    record Archive(Kind kind, Path file, List<Path> prefix) {
    }

    private static final ClassDataArchives NONE = new ClassDataArchives(null, Map.of(), null, null, line -> { });

    /** The directory the archives are in; null when none are used. */
    private final Path directory;
    private final Map<Kind, Archive> archives;
    /** The worker jar's digest the archives were made with; null when none are used. */
    private final String workerJarSha256;
    /** Non-null while recording: where each fork's archive goes, by kind. */
    private final Map<Kind, Path> recording;
    private final Consumer<String> log;
    /** Kinds already logged as not used, so that each reason is said once. */
    private final Set<String> said = ConcurrentHashMap.newKeySet();
    /** Whether the worker jar of this run is the one the archives were made with; null until checked. */
    private volatile Boolean workerJarMatches;

    private ClassDataArchives(Path directory, Map<Kind, Archive> archives, String workerJarSha256,
            Map<Kind, Path> recording, Consumer<String> log) {
        this.directory = directory;
        this.archives = archives;
        this.workerJarSha256 = workerJarSha256;
        this.recording = recording;
        this.log = log;
    }

    /** No archives: every fork runs as it always did. */
    public static ClassDataArchives none() {
        return NONE;
    }

    /**
     * The archives of {@code preparedDirectory}/{@value #DIRECTORY}, when the directory is trusted and its manifest
     * matches the JDK and the jars; {@link #none()} otherwise, with the reason logged. Either way one line says it.
     *
     * @param preparedDirectory the directory {@link ClassDataPreparation} wrote into
     * @param javaExecutable the {@code java} the forks run
     * @param untrusted directories the student can write or reach (the project, the submission): the archives must
     *     lie neither in nor above them
     * @param log where the line goes
     */
    public static ClassDataArchives open(Path preparedDirectory, Path javaExecutable, List<Path> untrusted,
            Consumer<String> log) {
        Path directory = preparedDirectory.toAbsolutePath().normalize().resolve(DIRECTORY);
        String refused = ClassDataTrust.problem(directory, untrusted);
        ClassDataManifest manifest = null;
        if (refused == null) {
            try {
                manifest = ClassDataManifest.read(directory);
                refused = manifest.problem(javaExecutable);
            } catch (IOException e) {
                refused = "its manifest cannot be read: " + e.getMessage();
            }
        }
        if (refused == null) {
            List<Path> files = new ArrayList<>();
            for (Archive archive : manifest.archives(directory)) {
                files.add(archive.file());
            }
            files.add(directory.resolve(WorkerClasspath.JAR_NAME));
            refused = ClassDataTrust.filesProblem(files);
        }
        if (refused != null) {
            log.accept("Class-data archives in " + directory + " are not used, the forks run without them: "
                    + refused);
            return NONE;
        }
        Map<Kind, Archive> byKind = new EnumMap<>(Kind.class);
        manifest.archives(directory).forEach(archive -> byKind.put(archive.kind(), archive));
        log.accept("Class-data archives: using " + directory + " for the " + String.join(" and ",
                byKind.keySet().stream().map(ClassDataArchives::what).toList()));
        return new ClassDataArchives(directory, byKind, manifest.workerJarSha256(), null, log);
    }

    /**
     * Archives being recorded: each fork launched through them dumps the classes it loaded, at its exit, into its
     * own directory ({@code -XX:ArchiveClassesAtExit}), where {@link #recorded} finds it. For
     * {@link ClassDataPreparation} alone, whose forks run no student code.
     */
    static ClassDataArchives recording(Consumer<String> log) {
        return new ClassDataArchives(null, Map.of(), null, new ConcurrentHashMap<>(), log);
    }

    /** Where the last fork of {@code kind} launched while recording dumped its archive; null when none was. */
    Path recorded(Kind kind) {
        return recording == null ? null : recording.get(kind);
    }

    /** Whether any archive is in use. */
    public boolean inUse() {
        return directory != null && !archives.isEmpty();
    }

    /**
     * The worker jar forks get: the stable copy beside the archives when its bytes are those of {@code built}, the
     * jar this run built from the grader, so that the archives' recorded size and time hold; {@code built}
     * otherwise, the archives then left unused (a grader of another version wrote them).
     *
     * @throws IOException when {@code built} cannot be read
     */
    public Path workerJar(Path built) throws IOException {
        if (!inUse()) {
            return built;
        }
        Boolean matches = workerJarMatches;
        if (matches == null) {
            matches = ClassDataManifest.sha256(built).equals(workerJarSha256);
            workerJarMatches = matches;
            if (!matches) {
                sayOnce("worker-jar", "Class-data archives in " + directory + " are not used, the forks run without"
                        + " them: they were made with another grader's worker jar than " + built);
            }
        }
        return matches ? directory.resolve(WorkerClasspath.JAR_NAME) : built;
    }

    /**
     * How a fork of {@code kind} with class path {@code classpath} runs: with its archive when there is one, the
     * worker jar this run uses is the stable copy, and every jar the archive was made from is on the class path;
     * otherwise as it always did.
     *
     * @param forkDirectory the fork's own directory, where a recorded archive goes
     */
    public Launch launch(Kind kind, List<Path> classpath, Path forkDirectory) {
        List<Path> entries = ForkedJvm.forkPaths(classpath);
        if (recording != null) {
            Path dump = ForkedJvm.forkPath(forkDirectory).resolve(kind.archiveName());
            recording.put(kind, dump);
            return new Launch(List.of("-XX:ArchiveClassesAtExit=" + dump), entries, List.of());
        }
        Archive archive = archives.get(kind);
        if (archive == null || !Boolean.TRUE.equals(workerJarMatches)) {
            return Launch.without(entries);
        }
        List<Path> missing = archive.prefix().stream().filter(jar -> !entries.contains(jar)).toList();
        if (!missing.isEmpty()) {
            sayOnce(kind.key(), "Class-data archive " + archive.file() + " is not used for the " + what(kind)
                    + ": its class path lacks " + missing.get(0) + (missing.size() > 1 ? " and " + (missing.size() - 1)
                    + " more" : ""));
            return Launch.without(entries);
        }
        return new Launch(options(archive.file()), withPrefixFirst(archive.prefix(), entries),
                List.of(archive.file()));
    }

    /** The options that map {@code archive} and keep the JVM silent when it cannot. */
    static List<String> options(Path archive) {
        List<String> options = new ArrayList<>(QUIET);
        options.add("-XX:SharedArchiveFile=" + archive);
        return options;
    }

    /**
     * {@code prefix}, then the entries of {@code classpath} not in it, in their order: the class path a fork runs
     * with its archive.
     */
    static List<Path> withPrefixFirst(List<Path> prefix, List<Path> classpath) {
        Set<Path> whole = new LinkedHashSet<>(prefix);
        whole.addAll(classpath);
        return List.copyOf(whole);
    }

    private void sayOnce(String key, String line) {
        if (said.add(key)) {
            log.accept(line);
        }
    }

    private static String what(Kind kind) {
        return kind == Kind.TEST_JVM ? "test JVM" : "worker JVM";
    }

    /** Whether {@code file} is a regular file that is there; for the preparation's checks. */
    static boolean present(Path file) {
        return file != null && Files.isRegularFile(file);
    }
}
