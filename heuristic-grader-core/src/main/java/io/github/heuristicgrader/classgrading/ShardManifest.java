package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.classreport.StudentIds;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What a class run's output says of itself, in {@value #FILE_NAME}, for a merge of shards: which shard it graded, how
 * many submissions the whole class had, the ids of its part, and the students it could not grade at all, with why.
 * With the students' reports, their values and the template's grade beside it, a shard's output holds all a merge
 * needs ({@link ShardMerge}).
 *
 * @param shard the shard graded; 1/1 for a whole class
 * @param submissions the students of the whole class, all shards together
 * @param students the ids of this shard's students, sorted
 * @param notGraded the students this run could not grade at all, by id, with why
 */
public record ShardManifest(Shard shard, int submissions, List<String> students, Map<String, String> notGraded) {

    /** The file's name in a class run's output. */
    public static final String FILE_NAME = "shard.properties";

    /** The largest file read: 16 MiB, room for 100,000 ids and reasons. */
    static final long MAX_BYTES = 16L << 20;

    /** Copies the list and the map. */
    public ShardManifest {
        students = List.copyOf(students);
        notGraded = Map.copyOf(new TreeMap<>(notGraded));
    }

    /**
     * Writes this manifest into {@code output} ({@link ReportFiles#replace}): the file written.
     *
     * @throws IOException when it cannot be written
     */
    public Path write(Path output) throws IOException {
        Properties properties = new Properties();
        properties.setProperty("index", Integer.toString(shard.index()));
        properties.setProperty("count", Integer.toString(shard.count()));
        properties.setProperty("submissions", Integer.toString(submissions));
        properties.setProperty("students", String.join(",", students));
        notGraded.forEach((id, why) -> properties.setProperty("notGraded." + id, why));
        StringWriter text = new StringWriter();
        // Sorted lines, no date, so that a rerun that grades the same part writes the same bytes.
        properties.store(text, null);
        List<String> lines = new ArrayList<>(text.toString().lines().filter(line -> !line.startsWith("#")).toList());
        lines.sort(null);
        return ReportFiles.replace(output, FILE_NAME, (String.join("\n", lines) + "\n")
                .getBytes(StandardCharsets.ISO_8859_1));
    }

    /**
     * Reads the manifest of the class output {@code output}; null when it has none (a folder of reports graded
     * elsewhere, one by one).
     *
     * @throws IOException when it is no regular file, too large, or not a manifest: why, in one line
     */
    public static ShardManifest read(Path output) throws IOException {
        Path file = output.resolve(FILE_NAME);
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (!attributes.isRegularFile() || attributes.size() > MAX_BYTES) {
            throw new IOException(file + " is no regular file of at most " + MAX_BYTES + " bytes");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes((int) MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new IOException(file + " is over " + MAX_BYTES + " bytes");
        }
        Properties properties = new Properties();
        properties.load(new StringReader(new String(bytes, StandardCharsets.ISO_8859_1)));
        try {
            Shard shard = new Shard(Integer.parseInt(properties.getProperty("index", "")),
                    Integer.parseInt(properties.getProperty("count", "")));
            int submissions = Integer.parseInt(properties.getProperty("submissions", ""));
            String listed = properties.getProperty("students", "");
            List<String> students = listed.isEmpty() ? List.of() : Arrays.asList(listed.split(",", -1));
            Map<String, String> notGraded = new TreeMap<>();
            for (String name : properties.stringPropertyNames()) {
                if (name.startsWith("notGraded.")) {
                    notGraded.put(name.substring("notGraded.".length()), properties.getProperty(name));
                }
            }
            for (String id : students) {
                if (!StudentIds.valid(id)) {
                    throw new IllegalArgumentException("a student of the list is no student id");
                }
            }
            for (String id : notGraded.keySet()) {
                if (!StudentIds.valid(id)) {
                    throw new IllegalArgumentException("a student not graded is no student id");
                }
            }
            if (submissions < students.size()) {
                throw new IllegalArgumentException("more students than submissions");
            }
            return new ShardManifest(shard, submissions, students, notGraded);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " is no shard manifest: " + e.getMessage(), e);
        }
    }
}
