package io.github.heuristicgrader.report.json;

import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.Verdict;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a {@link GradeReport} as {@code grade.json}; {@link GradeJsonReader} reads it back.
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
     * Reads a report written by {@link #write}, as {@link GradeJsonReader} reads every {@code grade.json}.
     *
     * @throws IOException when the file cannot be read or is not a whole report of this schema version
     */
    public GradeReport read(Path file) throws IOException {
        return new GradeJsonReader().read(file);
    }
}
