package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.fork.ClassDataArchives.Archive;
import io.github.heuristicgrader.fork.ClassDataArchives.Kind;
import io.github.heuristicgrader.worker.FileReplacer;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The manifest beside class-data archives ({@value #FILE}): the JDK they were made by and, for each archive, the
 * jars its classes came from in their dump-time order, each with its size, modification time and SHA-256, and the
 * digest of the grader's worker jar. A grade uses the archives only while all of it still holds: the JVM itself
 * refuses an archive whose jars changed size or time, silently once {@link ClassDataArchives#QUIET}, and the digests
 * catch a jar swapped for one of the same size and time.
 */
final class ClassDataManifest {

    /** The manifest's file name in the archives' directory. */
    static final String FILE = "manifest.properties";
    static final String FORMAT = "1";

    private final Properties properties;

    private ClassDataManifest(Properties properties) {
        this.properties = properties;
    }

    /**
     * Reads the manifest of {@code directory}.
     *
     * @throws IOException when there is none or it cannot be read
     */
    static ClassDataManifest read(Path directory) throws IOException {
        Path file = directory.resolve(FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + " is missing (run the prepare goal to write it)");
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        return new ClassDataManifest(properties);
    }

    /**
     * Writes the manifest of archives made by {@code javaExecutable}, replacing one already there.
     *
     * @param prefixes each archive's jars in their dump-time order; its file is {@link Kind#archiveName()}
     */
    static void write(Path directory, Path javaExecutable, String workerJarSha256, Map<Kind, List<Path>> prefixes)
            throws IOException {
        Properties properties = new Properties();
        properties.setProperty("format", FORMAT);
        properties.setProperty("java.home", javaHome(javaExecutable).toString());
        properties.setProperty("jvm", jvmFingerprint(javaExecutable));
        properties.setProperty("worker.jar.sha256", workerJarSha256);
        for (Map.Entry<Kind, List<Path>> entry : prefixes.entrySet()) {
            String key = entry.getKey().key();
            List<Path> jars = entry.getValue();
            properties.setProperty(key + ".archive", entry.getKey().archiveName());
            properties.setProperty(key + ".jars", Integer.toString(jars.size()));
            for (int i = 0; i < jars.size(); i++) {
                properties.setProperty(key + ".jar." + i, jars.get(i).toString());
                properties.setProperty(key + ".jar." + i + ".file", fingerprint(jars.get(i)));
            }
        }
        FileReplacer.replace(directory.resolve(FILE), out -> properties.store(out, "class-data archives of the"
                + " heuristic grader's forked JVMs; written by the prepare goal"));
    }

    /** Why the archives must not be used with {@code javaExecutable}; null when they may. */
    String problem(Path javaExecutable) {
        if (!FORMAT.equals(properties.getProperty("format"))) {
            return "its manifest has format " + properties.getProperty("format") + ", not " + FORMAT;
        }
        try {
            String home = javaHome(javaExecutable).toString();
            if (!home.equals(properties.getProperty("java.home"))) {
                return "they were made by the JDK in " + properties.getProperty("java.home") + ", not by " + home;
            }
            if (!jvmFingerprint(javaExecutable).equals(properties.getProperty("jvm"))) {
                return "the JDK in " + home + " changed since they were made";
            }
            if (properties.getProperty("worker.jar.sha256") == null) {
                return "its manifest names no worker jar";
            }
            for (Kind kind : Kind.values()) {
                int count = Integer.parseInt(properties.getProperty(kind.key() + ".jars", "0"));
                for (int i = 0; i < count; i++) {
                    Path jar = Path.of(properties.getProperty(kind.key() + ".jar." + i));
                    String recorded = properties.getProperty(kind.key() + ".jar." + i + ".file");
                    if (!Files.isRegularFile(jar)) {
                        return jar + ", a jar of the " + kind.key() + " archive, is missing";
                    }
                    if (!fingerprint(jar).equals(recorded)) {
                        return jar + ", a jar of the " + kind.key() + " archive, changed since it was made";
                    }
                }
            }
            if (archives(Path.of("")).isEmpty()) {
                return "its manifest names no archive";
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return "its manifest cannot be checked: " + e;
        }
    }

    /** The archives the manifest names, their files in {@code directory}. */
    List<Archive> archives(Path directory) {
        List<Archive> archives = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            String name = properties.getProperty(kind.key() + ".archive");
            if (name == null) {
                continue;
            }
            int count = Integer.parseInt(properties.getProperty(kind.key() + ".jars", "0"));
            List<Path> prefix = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                prefix.add(Path.of(properties.getProperty(kind.key() + ".jar." + i)));
            }
            archives.add(new Archive(kind, directory.resolve(kind.archiveName()), List.copyOf(prefix)));
        }
        return archives;
    }

    /** The worker jar's digest the archives were made with. */
    String workerJarSha256() {
        return properties.getProperty("worker.jar.sha256");
    }

    /** The real path of the JDK whose {@code bin/java} is {@code javaExecutable}. */
    static Path javaHome(Path javaExecutable) throws IOException {
        return javaExecutable.toRealPath().getParent().getParent();
    }

    /**
     * What tells one build of the JVM from another: the size and time of its library and of its module image, and
     * its {@code release} file's digest.
     */
    static String jvmFingerprint(Path javaExecutable) throws IOException {
        Path home = javaHome(javaExecutable);
        StringBuilder fingerprint = new StringBuilder();
        for (Path file : List.of(home.resolve("lib/server/libjvm.so"), home.resolve("lib/modules"))) {
            fingerprint.append(Files.isRegularFile(file) ? Files.size(file) + "@"
                    + Files.getLastModifiedTime(file).toMillis() : "none").append(' ');
        }
        Path release = home.resolve("release");
        return fingerprint.append(Files.isRegularFile(release) ? sha256(release) : "none").toString();
    }

    /** A jar's size, modification time and SHA-256. */
    static String fingerprint(Path jar) throws IOException {
        return Files.size(jar) + " " + Files.getLastModifiedTime(jar).toMillis() + " " + sha256(jar);
    }

    /** The SHA-256 of a file, in hex. */
    static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(file)) {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                digest.update(buffer, 0, read);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
