package io.github.heuristicgrader.report.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.github.heuristicgrader.result.GradeReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Reads a {@code grade.json} that {@link JsonReportWriter} wrote back into its {@link GradeReport}: the one reading
 * of the file, for a report read back and for every student's report a class report takes.
 *
 * <p>The file may come from anywhere, a student included, and is read as hostile: one that is not a regular file (a
 * link, which could lead anywhere; a FIFO, which would block the read; a device), that is over
 * {@link #MAX_REPORT_BYTES}, nested deeper than {@link #MAX_DEPTH}, with a list of domains, heuristics, slots or test
 * points over {@link #MAX_ENTRIES} entries ({@link #MAX_TEST_RESULTS} for {@code tests.results}), that is not a
 * version-{@value GradeReport#SCHEMA_VERSION} report, or that lacks a field or holds one of the wrong kind (a number
 * where text is due, text where a number is: nothing is coerced) is refused with one line saying why. Fields unknown
 * to this version are ignored, so that a file with fields added later in the same schema version is read.
 */
public final class GradeJsonReader {

    /** The largest report read: 16 MiB, some hundred times a real one. */
    public static final long MAX_REPORT_BYTES = 16L << 20;
    /** The deepest nesting of a report's JSON. */
    public static final int MAX_DEPTH = 64;
    /** The most domains, heuristics, slots or test points taken from a report. */
    public static final int MAX_ENTRIES = 1_000;
    /** The most tests taken from a report's {@code tests.results}. */
    public static final int MAX_TEST_RESULTS = 10_000;

    /** The longest quote of the file's own text in a message. */
    private static final int MAX_QUOTE = 1_000;

    /**
     * The mapper, in a class of its own so that writing a report, which grading does, never loads Jackson's databind;
     * only reading one does.
     */
    private static final class Reading {
        static final ObjectMapper MAPPER = mapper();

        private static ObjectMapper mapper() {
            JsonMapper mapper = JsonMapper.builder(JsonFactory.builder()
                            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                                    .maxStringLength((int) MAX_REPORT_BYTES).maxNumberLength(100).build())
                            .build())
                    // Fields may be added within a schema version; only a change of meaning or a removal raises it.
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    // Every field is written, null or not, so a missing one means the file is not a whole report.
                    .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                    .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                    .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                    .build();
            // The writer never writes a number as text or text as a number: a file that does is not its file.
            mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
            mapper.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
            mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
            for (CoercionInputShape shape : List.of(CoercionInputShape.Integer, CoercionInputShape.Float,
                    CoercionInputShape.Boolean)) {
                mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
            }
            return mapper;
        }
    }

    /**
     * A file that gives no report, and why, in one line that names the file by its name alone (e.g.
     * {@code grade.json: score is not a whole number}).
     */
    public static final class UnreadableReport extends IOException {
        private static final long serialVersionUID = 1L;

        private final boolean opened;

        UnreadableReport(String reason, boolean opened) {
            super(reason);
            this.opened = opened;
        }

        /** Whether the file was a regular file within the size limit, whose bytes were read: its content is wrong. */
        public boolean opened() {
            return opened;
        }
    }

    /** A reader; it holds no state and may be shared. */
    public GradeJsonReader() {
    }

    /**
     * Reads the report in {@code file}.
     *
     * @throws UnreadableReport when the file is missing, no regular file, too large, or no whole report of this
     *     schema version
     * @throws IOException when the file cannot be read
     */
    public GradeReport read(Path file) throws IOException {
        String name = file.getFileName().toString();
        return parse(name, bytes(name, file));
    }

    private static byte[] bytes(String name, Path file) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            throw new UnreadableReport("no " + name + " in the student's folder", false);
        }
        if (!attributes.isRegularFile()) {
            // Opening a FIFO would wait for a writer for ever; a link could lead anywhere.
            throw new UnreadableReport(name + " is " + (attributes.isSymbolicLink() ? "a symbolic link"
                    : attributes.isDirectory() ? "a folder" : "a FIFO, socket or device") + ", not a regular file",
                    false);
        }
        if (attributes.size() > MAX_REPORT_BYTES) {
            throw new UnreadableReport(tooLarge(name, attributes.size()), false);
        }
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = in.readNBytes((int) MAX_REPORT_BYTES + 1);
            if (bytes.length > MAX_REPORT_BYTES) {
                throw new UnreadableReport(tooLarge(name, bytes.length), false);
            }
            return bytes;
        }
    }

    private static String tooLarge(String name, long size) {
        return String.format(Locale.ROOT, "%s has %,d bytes or more, over the limit of %,d", name, size,
                MAX_REPORT_BYTES);
    }

    private static GradeReport parse(String name, byte[] bytes) throws UnreadableReport {
        JsonNode root;
        try {
            root = Reading.MAPPER.readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw new UnreadableReport(name + " is nested deeper than " + MAX_DEPTH + " levels or holds a value"
                    + " too long", true);
        } catch (JsonProcessingException e) {
            // Jackson's message quotes the file; the place is all a reader needs.
            throw new UnreadableReport(name + " is not JSON: a syntax error" + (e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr()), true);
        } catch (IOException e) {
            throw new UnreadableReport(name + " is not JSON: " + firstLine(e.getMessage()), true);
        }
        if (root == null || !root.isObject()) {
            throw new UnreadableReport(name + " does not hold a JSON object", true);
        }
        // The version first: a file of another version may lack fields this one needs, and saying so would mislead.
        JsonNode version = root.get("schemaVersion");
        if (version == null || !version.isInt() || version.intValue() != GradeReport.SCHEMA_VERSION) {
            throw new UnreadableReport(name + " has schema version " + cut(String.valueOf(version))
                    + "; this grader reads version " + GradeReport.SCHEMA_VERSION, true);
        }
        // The lists a class report holds per student, bounded before the model is built from them.
        bound(name, root, "domains", MAX_ENTRIES);
        bound(name, root, "slots", MAX_ENTRIES);
        bound(name, root.path("tests"), "points", MAX_ENTRIES);
        bound(name, root.path("tests"), "results", MAX_TEST_RESULTS);
        bound(name, root, "heuristics", MAX_ENTRIES);
        // The one field the writer leaves out when null (@JsonInclude(NON_NULL)): a state database's region, absent
        // for a whole space, so that such a grade.json stays as it was before grades within a radius.
        if (root.get("domains") instanceof ArrayNode domains) {
            for (JsonNode domain : domains) {
                if (domain.get("database") instanceof ObjectNode database && !database.has("region")) {
                    database.putNull("region");
                }
            }
        }
        try {
            return Reading.MAPPER.treeToValue(root, GradeReport.class);
        } catch (JsonMappingException e) {
            throw new UnreadableReport(name + ": " + mismatch(e, root), true);
        } catch (JsonProcessingException e) {
            throw new UnreadableReport(name + " is not a grade report: " + firstLine(e.getOriginalMessage()), true);
        } catch (IllegalArgumentException | NullPointerException e) {
            // A record's constructor refused what the file holds (a list that is null where it copies it).
            throw new UnreadableReport(name + " is not a grade report: " + firstLine(e.getMessage()), true);
        }
    }

    private static void bound(String name, JsonNode node, String field, int limit) throws UnreadableReport {
        JsonNode list = node.get(field);
        if (list != null && list.isArray() && list.size() > limit) {
            throw new UnreadableReport(name + ": " + field + " has " + list.size() + " entries, over the limit of "
                    + limit, true);
        }
    }

    /** What a field of the file is not, for people: {@code score is not a whole number}. */
    private static String mismatch(JsonMappingException e, JsonNode root) {
        List<JsonMappingException.Reference> path = e.getPath();
        String field = null;
        boolean entry = false;
        for (int i = path.size() - 1; i >= 0 && field == null; i--) {
            field = path.get(i).getFieldName();
            entry |= field == null;
        }
        String where = field == null ? "the report" : entry ? "an entry of " + cut(field) : cut(field);
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (!path.isEmpty() && at(root, path) == null) {
            return where + " is missing";
        }
        Class<?> type = e instanceof MismatchedInputException mismatched ? mismatched.getTargetType() : null;
        if (type == null) {
            return where + " is not what a grade report holds there: " + firstLine(message);
        }
        String kind = type == int.class || type == Integer.class || type == long.class || type == Long.class
                ? "a whole number" : type == double.class || type == Double.class ? "a number"
                : type == boolean.class || type == Boolean.class ? "true or false"
                : type == String.class ? "a string" : Collection.class.isAssignableFrom(type) ? "a list"
                : type.isEnum() ? "one of its names" : type.isRecord() ? "an object" : "a " + type.getSimpleName();
        return where + " is not " + kind;
    }

    /** The node at {@code path} in {@code root}, or null when the file has none there. */
    private static JsonNode at(JsonNode root, List<JsonMappingException.Reference> path) {
        JsonNode node = root;
        for (JsonMappingException.Reference step : path) {
            if (node == null) {
                return null;
            }
            node = step.getFieldName() != null ? node.get(step.getFieldName()) : node.get(step.getIndex());
        }
        return node;
    }

    private static String cut(String text) {
        return text.length() <= MAX_QUOTE ? text : text.substring(0, MAX_QUOTE) + "…";
    }

    private static String firstLine(String message) {
        String line = message == null ? "" : message.lines().findFirst().orElse("");
        return line.length() > 200 ? line.substring(0, 200) + "…" : line;
    }
}
