package io.github.heuristicgrader.fork;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipException;

/**
 * Copies of the student's class path entries without the files through which whatever is on a class path
 * configures JUnit or plugs code into it, for the JVM that runs the instructor's tests.
 *
 * <p>Left out of every copy: {@code junit-platform.properties} at the root (JUnit's configuration file) and
 * everything under {@code META-INF/services/} (service files: Jupiter extensions, test engines, the launcher's
 * listeners, filters and interceptors, and the JDK's own providers), also under a multi-release jar's
 * {@code META-INF/versions/}<i>n</i>{@code /}, compared without regard to case so that a case-insensitive file system
 * gives no way round; symbolic links and other files that are not regular files; and
 * a jar manifest's {@code Class-Path}, which would put further jars on the class path. Classes and every other
 * resource are copied as they are.
 */
final class StrippedClasspath {

    private static final String CONFIGURATION_FILE = "junit-platform.properties";
    private static final String SERVICES = "meta-inf/services/";
    /** The folder of a multi-release jar's entries for one Java version, which stand for the same names. */
    private static final Pattern VERSIONED = Pattern.compile("^meta-inf/versions/[0-9]+/");

    private StrippedClasspath() {
    }

    /**
     * Copies each entry into {@code directory}: a directory as a directory, anything else as a jar; an entry that
     * does not exist, or a jar that breaks off, is left out, and a file that is no jar at all gives an empty one: the
     * JVM would find nothing in them either. A jar entry repeated
     * is copied once, the first.
     *
     * @param directory an empty directory of the grader's; created when missing
     * @return the copies, in the order of {@code entries}
     * @throws IOException when a directory cannot be read or a copy cannot be written
     */
    static List<Path> copy(List<Path> entries, Path directory) throws IOException {
        Files.createDirectories(directory);
        List<Path> copies = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            Path entry = entries.get(i);
            if (Files.isDirectory(entry)) {
                Path copy = directory.resolve(Integer.toString(i));
                copyDirectory(entry, copy);
                copies.add(copy);
            } else if (Files.isRegularFile(entry)) {
                Path copy = directory.resolve(i + ".jar");
                try {
                    copyJar(entry, copy);
                    copies.add(copy);
                } catch (ZipException corrupt) {
                    // not a jar the JVM could read classes from either
                    Files.deleteIfExists(copy);
                }
            }
        }
        return copies;
    }

    /** Whether a class path resource of this name is left out, its name relative to the class path root. */
    static boolean isLeftOut(String resource) {
        String name = resource.replace('\\', '/');
        while (name.startsWith("/")) {
            name = name.substring(1);
        }
        String lower = VERSIONED.matcher(name.toLowerCase(Locale.ROOT)).replaceFirst("");
        return lower.equals(CONFIGURATION_FILE) || lower.startsWith(SERVICES);
    }

    private static void copyDirectory(Path source, Path target) throws IOException {
        Files.createDirectories(target);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)).toList()) {
                String name = source.relativize(file).toString();
                if (isLeftOut(name)) {
                    continue;
                }
                Path copy = target.resolve(name);
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy, LinkOption.NOFOLLOW_LINKS);
            }
        }
    }

    private static void copyJar(Path source, Path target) throws IOException {
        try (InputStream in = Files.newInputStream(source); JarInputStream jar = new JarInputStream(in, false);
                OutputStream out = Files.newOutputStream(target)) {
            Manifest manifest = jar.getManifest();
            JarOutputStream copy;
            if (manifest == null) {
                copy = new JarOutputStream(out);
            } else {
                manifest.getMainAttributes().remove(Attributes.Name.CLASS_PATH);
                copy = new JarOutputStream(out, manifest);
            }
            Set<String> copied = new HashSet<>();
            for (JarEntry entry = jar.getNextJarEntry(); entry != null; entry = jar.getNextJarEntry()) {
                if (entry.isDirectory() || isLeftOut(entry.getName())
                        || entry.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME) || !copied.add(entry.getName())) {
                    continue;
                }
                copy.putNextEntry(new JarEntry(entry.getName()));
                jar.transferTo(copy);
                copy.closeEntry();
            }
            copy.finish();
        }
    }
}
