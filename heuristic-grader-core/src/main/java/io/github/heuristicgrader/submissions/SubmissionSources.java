package io.github.heuristicgrader.submissions;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

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
 * folder, read by its central directory: only its {@code .java} entries are opened (a zip inside it is not read),
 * within {@link #MAX_FILES} files of at most {@link #MAX_FILE_BYTES} each and {@link #MAX_TOTAL_BYTES} in all,
 * counted as they come out of the inflater; a zip of more than {@link #MAX_ZIP_BYTES} or {@link #MAX_ZIP_ENTRIES}
 * entries, or declaring more than {@link #MAX_DECLARED_BYTES} of content, is refused before anything is inflated;
 * nothing of the zip is written where its entry names point. Reading one submission stops after
 * {@link #MAX_READING_CPU_NANOS} of the reading thread's CPU time, and a class run's zips inflate at most what its
 * {@link ReadingBudget} allows.
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
    /** The most bytes of {@code .java} files taken from one submission, the most a zip's reading inflates: 16 MiB. */
    public static final long MAX_TOTAL_BYTES = 16L << 20;
    /** The largest zip file read: 64 MiB. */
    public static final long MAX_ZIP_BYTES = 64L << 20;
    /** The most entries of a zip file read. */
    public static final int MAX_ZIP_ENTRIES = 100_000;
    /**
     * The most content a zip may declare, all its entries together: 1 GiB, 16 times the largest zip read; a folder of
     * sources, even with its {@code .git} and build output, declares far less, a zip bomb far more.
     */
    public static final long MAX_DECLARED_BYTES = 1L << 30;
    /**
     * The CPU time the reading of one submission may take, on the reading thread: 0.5 s; an honest submission takes
     * milliseconds, so only an attack not otherwise bounded meets it.
     */
    public static final long MAX_READING_CPU_NANOS = 500_000_000L;
    /** How deep a submission folder is searched. */
    public static final int MAX_DEPTH = 32;

    private static final Pattern PACKAGE = Pattern.compile(
            "(?m)^\\s*package\\s+([A-Za-z_$][A-Za-z0-9_$]*(?:\\.[A-Za-z_$][A-Za-z0-9_$]*)*)\\s*;");
    private static final Pattern JUNIT_IMPORT = Pattern.compile("(?m)^\\s*import\\s+(?:static\\s+)?org\\.junit\\.");
    private static final String MAIN_ROOT = "src/main/java/";
    private static final String TEST_ROOT = "src/test/java/";
    /** How many bytes are inflated between two looks at the clock. */
    private static final int CHUNK = 1 << 16;
    /** How many entries or files are passed between two looks at the clock. */
    private static final int CLOCK_EVERY = 256;

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
     * Reads the sources of a submission, a folder or a {@code .zip} file of one, as the only submission of a class
     * run would be read.
     *
     * @throws Unreadable when the submission is over the limits or is a zip that cannot be read or climbs out
     * @throws IOException when the folder cannot be read
     */
    public static SubmissionSources read(Path submission) throws IOException {
        return read(submission, ReadingBudget.forClassRun());
    }

    /**
     * Reads the sources of a submission, a folder or a {@code .zip} file of one, drawing what its zip inflates from
     * {@code budget}.
     *
     * @throws Unreadable when the submission is over the limits, is neither a folder nor a regular file, or is a zip
     *         that cannot be read or climbs out
     * @throws ReadingBudget.Spent when {@code budget} is spent before the submission is read
     * @throws IOException when the folder cannot be read
     */
    public static SubmissionSources read(Path submission, ReadingBudget budget) throws IOException {
        return read(submission, budget, MAX_READING_CPU_NANOS);
    }

    /** {@link #read(Path, ReadingBudget)} stopped after {@code cpuNanos} of the thread's CPU time. */
    static SubmissionSources read(Path submission, ReadingBudget budget, long cpuNanos) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(submission, BasicFileAttributes.class,
                LinkOption.NOFOLLOW_LINKS);
        Deadline deadline = new Deadline(submission.getFileName().toString(), cpuNanos);
        List<Source> found;
        if (attributes.isDirectory()) {
            found = fromFolder(submission, deadline);
        } else if (attributes.isRegularFile()) {
            found = fromZip(submission, attributes.size(), budget, deadline);
        } else {
            // A FIFO would keep the read waiting for ever; a link may point anywhere.
            throw new Unreadable(submission.getFileName() + " is neither a folder nor a regular file (a link, a FIFO"
                    + " or a device)", null);
        }
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

    /** The end of the CPU time one submission's reading may take, on the reading thread. */
    private static final class Deadline {
        private final String submission;
        private final long cpuNanos;
        private final long end;

        Deadline(String submission, long cpuNanos) {
            this.submission = submission;
            this.cpuNanos = cpuNanos;
            this.end = ThreadCpuTime.nanos() + cpuNanos;
        }

        void check() throws Unreadable {
            if (ThreadCpuTime.nanos() > end) {
                throw new Unreadable("reading " + submission + " took over " + cpuNanos / 1_000_000 + " ms of CPU",
                        null);
            }
        }
    }

    private static List<Source> fromFolder(Path folder, Deadline deadline) throws IOException {
        List<Path> files = new ArrayList<>();
        // Links are not followed: a link to another student's folder is not read.
        try (Stream<Path> walk = Files.walk(folder, MAX_DEPTH)) {
            int seen = 0;
            for (Path file : (Iterable<Path>) walk::iterator) {
                if (++seen % CLOCK_EVERY == 0) {
                    deadline.check();
                }
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                        && file.getFileName().toString().endsWith(".java")) {
                    files.add(file);
                }
            }
        }
        List<Source> sources = new ArrayList<>();
        long total = 0;
        for (Path file : files) {
            String relative = folder.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
            if (debris(relative)) {
                continue;
            }
            deadline.check();
            long size = Files.size(file);
            total += size;
            checkLimits(sources.size() + 1, size, total, relative);
            sources.add(new Source(relative, Files.readAllBytes(file)));
        }
        return sources;
    }

    /**
     * The {@code .java} entries of a zip, found through its central directory; no other entry is ever inflated, and
     * those taken are inflated at most one byte past what they may hold.
     */
    private static List<Source> fromZip(Path zipPath, long size, ReadingBudget budget, Deadline deadline)
            throws IOException {
        String zipName = zipPath.getFileName().toString();
        if (size > MAX_ZIP_BYTES) {
            throw new Unreadable("the zip " + zipName + " is over " + (MAX_ZIP_BYTES >> 20) + " MiB", null);
        }
        List<Source> sources = new ArrayList<>();
        try (ZipFile zip = new ZipFile(zipPath.toFile(), StandardCharsets.UTF_8)) {
            deadline.check();
            if (zip.size() > MAX_ZIP_ENTRIES) {
                throw new Unreadable("the zip " + zipName + " has over " + MAX_ZIP_ENTRIES + " entries", null);
            }
            List<ZipEntry> kept = new ArrayList<>();
            long declared = 0;
            long keptDeclared = 0;
            int seen = 0;
            for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
                ZipEntry entry = entries.nextElement();
                if (++seen % CLOCK_EVERY == 0) {
                    deadline.check();
                }
                // Summed without overflow: a zip64 entry may declare up to 2^63 bytes.
                long entrySize = Math.max(0, entry.getSize());
                declared = Long.MAX_VALUE - declared < entrySize ? Long.MAX_VALUE : declared + entrySize;
                String name = entry.getName().replace('\\', '/');
                if (entry.isDirectory() || !name.endsWith(".java") || debris(name)) {
                    continue;
                }
                // The name only ever chooses where a file is placed, by the rules above; still, none that climbs.
                if (name.startsWith("/") || ("/" + name + "/").contains("/../") || name.contains(":")) {
                    throw new Unreadable("the zip entry " + name + " climbs out of the submission", null);
                }
                // Checked before anything is inflated: sizes within the limits, and compressed data no longer than
                // deflating the declared size can give. JDK 17 reads a deflated entry through an input buffer of its
                // declared size plus 2 bytes: an entry declaring 0 bytes over 16 MiB of empty deflate blocks cost 6.8
                // CPU s in 2-byte reads; bounded by its declared size, the data takes a few reads.
                keptDeclared += Math.max(0, entry.getSize());
                checkLimits(kept.size() + 1, entry.getSize(), keptDeclared, name);
                if (entry.getCompressedSize() > deflatedBound(entry.getSize())) {
                    throw new Unreadable("the zip entry " + name + " holds " + entry.getCompressedSize() + " bytes of"
                            + " compressed data for the " + entry.getSize() + " it declares: its sizes lie", null);
                }
                kept.add(entry);
            }
            if (declared > MAX_DECLARED_BYTES) {
                throw new Unreadable("the zip " + zipName + " declares " + inUnits(declared) + " of content, over the "
                        + (MAX_DECLARED_BYTES >> 30) + " GiB a submission's zip may hold: nothing of it was inflated",
                        null);
            }
            long total = 0;
            for (ZipEntry entry : kept) {
                deadline.check();
                String name = entry.getName().replace('\\', '/');
                // The sizes the zip declares may lie: the bytes inflated are counted, and the inflater stops one byte
                // past what the entry may hold.
                long room = Math.min(MAX_FILE_BYTES, MAX_TOTAL_BYTES - total) + 1;
                byte[] content = inflate(zip, entry, (int) room, budget, deadline);
                total += content.length;
                checkLimits(sources.size() + 1, content.length, total, name);
                sources.add(new Source(name, content));
            }
        } catch (Unreadable | ReadingBudget.Spent e) {
            throw e;
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw new Unreadable("the zip " + zipName + " cannot be read: " + e.getMessage(), e);
        }
        sources.sort(Comparator.comparing(Source::relative));
        return sources;
    }

    /** At most {@code limit} bytes of an entry, inflated a chunk at a time, each drawn from {@code budget}. */
    private static byte[] inflate(ZipFile zip, ZipEntry entry, int limit, ReadingBudget budget, Deadline deadline)
            throws IOException {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        byte[] chunk = new byte[CHUNK];
        try (InputStream in = zip.getInputStream(entry)) {
            while (content.size() < limit) {
                int read = in.read(chunk, 0, Math.min(chunk.length, limit - content.size()));
                if (read < 0) {
                    break;
                }
                budget.take(read);
                content.write(chunk, 0, read);
                deadline.check();
            }
        }
        return content.toByteArray();
    }

    /**
     * The most compressed bytes an entry of {@code size} bytes may hold: deflate stores what it cannot compress in
     * blocks of 5 bytes of header per 64 kB at most, and zlib's own bound is {@code size + size/4096 + 13}.
     */
    private static long deflatedBound(long size) {
        return size + (size >> 10) + 64;
    }

    /** {@code 48 GiB}, {@code 3 MiB}, {@code 200 bytes}: whole units, rounded down. */
    private static String inUnits(long bytes) {
        return bytes >= 1L << 30 ? (bytes >> 30) + " GiB" : bytes >= 1L << 20 ? (bytes >> 20) + " MiB"
                : bytes + " bytes";
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
