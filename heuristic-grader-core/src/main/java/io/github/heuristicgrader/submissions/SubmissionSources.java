package io.github.heuristicgrader.submissions;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The Java sources of one student's submission, placed where the assignment's project compiles them, by the rules of
 * the Gradescope kit's {@code kits/common/place-submission.sh}: only regular {@code .java} files are taken (never a
 * POM, {@code .mvn/}, resources, class files or links).
 * <ul>
 * <li>A Maven layout (a {@code src/main/java/} or {@code src/test/java/} directory at any depth): every file under
 * one goes to the same place in the project; other {@code .java} files are left out.</li>
 * <li>Otherwise (loose files): each goes to the directory its {@code package} line names, under
 * {@code src/test/java} when it imports JUnit ({@code org.junit…}), else under {@code src/main/java}.</li>
 * </ul>
 * macOS zip debris ({@code __MACOSX/}, {@code ._*}) is skipped. A submission may also be a {@code .zip} of such a
 * folder: only its {@code .java} entries are read, within {@link #MAX_FILES} files of at most {@link #MAX_FILE_BYTES}
 * each and {@link #MAX_TOTAL_BYTES} in all; nothing of the zip is written where its entry names point.
 *
 * @param main the main sources by their path under {@code src/main/java}, with {@code /} between names
 * @param test the test sources by their path under {@code src/test/java}
 * @param notes what was left out or replaced, and why, one line each
 */
public record SubmissionSources(Map<String, byte[]> main, Map<String, byte[]> test, List<String> notes) {

    /** The most {@code .java} files taken from one submission. */
    public static final int MAX_FILES = 2_000;
    /** The largest {@code .java} file taken: 1 MiB. */
    public static final long MAX_FILE_BYTES = 1L << 20;
    /** The most bytes of {@code .java} files taken from one submission: 16 MiB. */
    public static final long MAX_TOTAL_BYTES = 16L << 20;
    /** The largest zip file read: 64 MiB (its other entries are inflated too while it is read). */
    public static final long MAX_ZIP_BYTES = 64L << 20;
    /** The most entries of a zip file read. */
    public static final int MAX_ZIP_ENTRIES = 100_000;
    /** How deep a submission folder is searched. */
    public static final int MAX_DEPTH = 32;

    private static final Pattern PACKAGE = Pattern.compile(
            "(?m)^\\s*package\\s+([A-Za-z_$][A-Za-z0-9_$]*(?:\\.[A-Za-z_$][A-Za-z0-9_$]*)*)\\s*;");
    private static final Pattern JUNIT_IMPORT = Pattern.compile("(?m)^\\s*import\\s+(?:static\\s+)?org\\.junit\\.");
    private static final String MAIN_ROOT = "src/main/java/";
    private static final String TEST_ROOT = "src/test/java/";

    /** Copies the maps into sorted, unmodifiable ones. */
    public SubmissionSources {
        main = Collections.unmodifiableMap(new TreeMap<>(main));
        test = Collections.unmodifiableMap(new TreeMap<>(test));
        notes = List.copyOf(notes);
    }

    /** Whether the submission held no {@code .java} file that was taken. */
    public boolean empty() {
        return main.isEmpty() && test.isEmpty();
    }

    /**
     * Reads the sources of a submission: a folder, or a {@code .zip} file of one.
     *
     * @throws Unreadable when the submission is over the limits or is a zip that cannot be read or climbs out
     * @throws IOException when the folder cannot be read
     */
    public static SubmissionSources read(Path submission) throws IOException {
        List<Source> found = Files.isDirectory(submission, LinkOption.NOFOLLOW_LINKS) ? fromFolder(submission)
                : fromZip(submission);
        return place(found);
    }

    /** A submission that cannot be taken: over the limits, a zip entry that climbs out, a zip that is no zip. */
    public static final class Unreadable extends IOException {
        private static final long serialVersionUID = 1L;

        Unreadable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A {@code .java} file found: its path inside the submission, with {@code /} between names, and its bytes. */
    private record Source(String relative, byte[] content) {
    }

    private static List<Source> fromFolder(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        // Links are not followed: a link to another student's folder is not read.
        try (Stream<Path> walk = Files.walk(folder, MAX_DEPTH)) {
            walk.filter(file -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
                    .filter(file -> file.getFileName().toString().endsWith(".java")).forEach(files::add);
        }
        List<Source> sources = new ArrayList<>();
        long total = 0;
        for (Path file : files) {
            String relative = folder.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
            if (debris(relative)) {
                continue;
            }
            long size = Files.size(file);
            total += size;
            checkLimits(sources.size() + 1, size, total, relative);
            sources.add(new Source(relative, Files.readAllBytes(file)));
        }
        return sources;
    }

    private static List<Source> fromZip(Path zip) throws IOException {
        if (Files.size(zip) > MAX_ZIP_BYTES) {
            throw new Unreadable("the zip " + zip.getFileName() + " is over " + (MAX_ZIP_BYTES >> 20) + " MiB", null);
        }
        List<Source> sources = new ArrayList<>();
        long total = 0;
        int count = 0;
        try (InputStream in = Files.newInputStream(zip, LinkOption.NOFOLLOW_LINKS);
                ZipInputStream entries = new ZipInputStream(in, StandardCharsets.UTF_8)) {
            for (ZipEntry entry = entries.getNextEntry(); entry != null; entry = entries.getNextEntry()) {
                if (++count > MAX_ZIP_ENTRIES) {
                    throw new Unreadable("the zip " + zip.getFileName() + " has over " + MAX_ZIP_ENTRIES + " entries",
                            null);
                }
                String name = entry.getName().replace('\\', '/');
                if (entry.isDirectory() || !name.endsWith(".java") || debris(name)) {
                    continue;
                }
                // The name only ever chooses where a file is placed, by the rules above; still, none that climbs.
                if (name.startsWith("/") || ("/" + name + "/").contains("/../") || name.contains(":")) {
                    throw new Unreadable("the zip entry " + name + " climbs out of the submission", null);
                }
                // The sizes the zip declares may lie: the bytes read are counted.
                byte[] content = entries.readNBytes((int) MAX_FILE_BYTES + 1);
                total += content.length;
                checkLimits(sources.size() + 1, content.length, total, name);
                sources.add(new Source(name, content));
            }
        } catch (Unreadable e) {
            throw e;
        } catch (IOException | IllegalArgumentException e) {
            throw new Unreadable("the zip " + zip.getFileName() + " cannot be read: " + e.getMessage(), e);
        }
        sources.sort(Comparator.comparing(Source::relative));
        return sources;
    }

    private static void checkLimits(int files, long size, long total, String name) throws Unreadable {
        if (files > MAX_FILES) {
            throw new Unreadable("the submission has more than " + MAX_FILES + " .java files", null);
        }
        if (size > MAX_FILE_BYTES) {
            throw new Unreadable(name + " is over " + (MAX_FILE_BYTES >> 20) + " MiB", null);
        }
        if (total > MAX_TOTAL_BYTES) {
            throw new Unreadable("the submission's .java files are over " + (MAX_TOTAL_BYTES >> 20) + " MiB",
                    null);
        }
    }

    private static boolean debris(String relative) {
        String slashed = "/" + relative;
        return slashed.contains("/__MACOSX/") || slashed.contains("/._");
    }

    private static SubmissionSources place(List<Source> sources) {
        boolean mavenLayout = sources.stream().anyMatch(source -> mavenRelative(source.relative()) != null);
        Map<String, byte[]> main = new TreeMap<>();
        Map<String, byte[]> test = new TreeMap<>();
        Map<String, String> placedFrom = new TreeMap<>();
        List<String> notes = new ArrayList<>();
        for (Source source : sources) {
            String to;
            if (mavenLayout) {
                to = mavenRelative(source.relative());
                if (to == null) {
                    notes.add("left out " + source.relative() + ": not under src/main/java or src/test/java");
                    continue;
                }
            } else {
                String text = new String(source.content(), StandardCharsets.UTF_8);
                if (text.startsWith("\uFEFF")) {
                    text = text.substring(1);
                }
                Matcher declared = PACKAGE.matcher(text);
                String directory = declared.find() ? declared.group(1).replace('.', '/') + "/" : "";
                String file = source.relative().substring(source.relative().lastIndexOf('/') + 1);
                to = (JUNIT_IMPORT.matcher(text).find() ? TEST_ROOT : MAIN_ROOT) + directory + file;
            }
            String earlier = placedFrom.put(to, source.relative());
            if (earlier != null) {
                notes.add(earlier + " and " + source.relative() + " both go to " + to + "; the second one is used");
            }
            if (to.startsWith(MAIN_ROOT)) {
                main.put(to.substring(MAIN_ROOT.length()), source.content());
            } else {
                test.put(to.substring(TEST_ROOT.length()), source.content());
            }
        }
        return new SubmissionSources(main, test, notes);
    }

    /** Where a file of a Maven layout goes ({@code src/main/java/…} or {@code src/test/java/…}), or null. */
    private static String mavenRelative(String relative) {
        String slashed = "/" + relative;
        for (String root : List.of(MAIN_ROOT, TEST_ROOT)) {
            int at = slashed.indexOf("/" + root);
            if (at >= 0) {
                return root + slashed.substring(at + 1 + root.length());
            }
        }
        return null;
    }
}
