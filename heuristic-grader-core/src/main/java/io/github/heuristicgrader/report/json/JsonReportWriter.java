package io.github.heuristicgrader.report.json;

import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.Verdict;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a {@link GradeReport} as {@code grade.json} and reads it back.
 *
 * <p>The JSON names are the record components' names, in declaration order; {@link Verdict}s are written by their
 * {@link Verdict#id() id}. Output is UTF-8, indented by two spaces, with {@code \n} line ends and a final newline,
 * and holds no time or machine detail, so that the same report always gives the same bytes. Null fields are written
 * as {@code null} rather than left out, so that every file of one schema version has the same keys.
 */
public final class JsonReportWriter extends ReportFileWriter {

    /** The file name the report is written to. */
    public static final String FILE_NAME = "grade.json";

    private static final JsonOutput OUTPUT = JsonOutput.indented(JsonOutput.Names.AS_DECLARED);

    /**
     * The mapper that reads reports back, in a class of its own so that writing a report, which grading does, never
     * loads Jackson's databind; only reading one does.
     */
    private static final class Reading {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                // Fields may be added within a schema version; only a change of meaning or a removal raises it.
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                // Every field is written, null or not, so a missing one means the file is not a whole report.
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .build();
    }

    /** A writer; it holds no state and may be shared. */
    public JsonReportWriter() {
        super(FILE_NAME);
    }

    /** Two-space indent, {@code \n} line ends, {@code "name": value}: how every JSON file of the grader looks. */
    public static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }

    @Override
    public byte[] fileBytes(GradeReport report, ReportRun run) throws IOException {
        return toBytes(report);
    }

    /** Writes {@code report} to {@link #FILE_NAME} in {@code directory}: the file written. */
    public Path write(GradeReport report, Path directory) throws IOException {
        return writeIn(directory, toBytes(report));
    }

    /** The bytes {@link #write} puts in the file: UTF-8 JSON ending in a newline. */
    public byte[] toBytes(GradeReport report) throws IOException {
        byte[] json = OUTPUT.toBytes(report.shownIn(HiddenTestNames::gradeJson));
        byte[] withNewline = new byte[json.length + 1];
        System.arraycopy(json, 0, withNewline, 0, json.length);
        withNewline[json.length] = '\n';
        return withNewline;
    }

    /**
     * Reads a report written by {@link #write}. Every field of this schema version must be there, null where the
     * model allows it, but a state database's {@code region}, which the writer leaves out for a whole space; unknown
     * fields are ignored, so that this reader reads files with fields added later in the same schema version.
     *
     * @throws IOException when the file cannot be read, is not a report (a field missing, a number or verdict that
     *     does not fit), or has another {@link GradeReport#SCHEMA_VERSION schema version}
     */
    public GradeReport read(Path file) throws IOException {
        JsonNode tree = Reading.MAPPER.readTree(file.toFile());
        if (tree == null || !tree.isObject()) {
            throw new IOException(file + " does not hold a JSON object, so it is no grade report");
        }
        // The version first: a file of another version may lack fields this one needs, and saying so would mislead.
        JsonNode version = tree.get("schemaVersion");
        if (version == null || !version.isInt() || version.intValue() != GradeReport.SCHEMA_VERSION) {
            throw new IOException(file + " has schema version " + version + "; this grader reads version "
                    + GradeReport.SCHEMA_VERSION + " only");
        }
        // Left out for a whole space, so that its grade.json stays as it was before grades within a radius.
        if (tree.get("domains") instanceof ArrayNode domains) {
            for (JsonNode domain : domains) {
                if (domain.get("database") instanceof ObjectNode database && !database.has("region")) {
                    database.putNull("region");
                }
            }
        }
        return Reading.MAPPER.treeToValue(tree, GradeReport.class);
    }
}
