package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.report.ModelFileWriter;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link ClassReport} as {@code grades.csv}, for a gradebook's import: a header, then one row per student
 * by id with {@code id}, {@code score}, {@code max}, one column per slot ({@code slot:name}) and per rubric test
 * entry ({@code test:name}) holding the points earned (empty when the student's report has none), and
 * {@code problem}. RFC 4180: comma separated, {@code \r\n} line ends, a field quoted when it holds a comma, a quote or
 * a line end. Text from a report (ids, names, problems) that starts with {@code = + - @}, a tab or a carriage return
 * gets a leading {@code '}, so that no spreadsheet runs it as a formula.
 */
public final class GradesCsvWriter extends ModelFileWriter<ClassReport> {

    /** The file name. */
    public static final String FILE_NAME = "grades.csv";

    /** A writer; it holds no state and may be shared. */
    public GradesCsvWriter() {
        super(FILE_NAME);
    }

    @Override
    public byte[] fileBytes(ClassReport report, ReportRun run) throws IOException {
        return text(report).getBytes(StandardCharsets.UTF_8);
    }

    /** Writes {@code report} to {@link #FILE_NAME} in {@code directory} ({@link ReportFiles#replace}). */
    public Path write(ClassReport report, Path directory) throws IOException {
        return writeIn(directory, text(report).getBytes(StandardCharsets.UTF_8));
    }

    /** The file's text. */
    String text(ClassReport report) {
        List<String> slots = report.slotNames();
        List<String> tests = report.testNames();
        StringBuilder out = new StringBuilder();
        List<String> header = new ArrayList<>(List.of("id", "score", "max"));
        slots.forEach(slot -> header.add("slot:" + slot));
        tests.forEach(test -> header.add("test:" + test));
        header.add("problem");
        row(out, header.stream().map(GradesCsvWriter::text).toList());
        for (StudentGrade student : report.students()) {
            List<String> cells = new ArrayList<>();
            cells.add(text(student.id()));
            cells.add(number(student.score()));
            cells.add(number(student.maxScore()));
            slots.forEach(slot -> cells.add(earned(student.slots(), slot)));
            tests.forEach(test -> cells.add(earned(student.tests(), test)));
            cells.add(student.problem() == null ? "" : text(student.problem()));
            row(out, cells);
        }
        return out.toString();
    }

    private static String earned(List<Scored> scored, String name) {
        return scored.stream().filter(entry -> entry.name().equals(name)).findFirst()
                .map(entry -> Integer.toString(entry.earned())).orElse("");
    }

    private static String number(Integer value) {
        return value == null ? "" : Integer.toString(value);
    }

    private static void row(StringBuilder out, List<String> cells) {
        out.append(String.join(",", cells)).append("\r\n");
    }

    /** {@code value} as one CSV field: neutralised against formulas, then quoted when it must be. */
    static String text(String value) {
        String neutral = value;
        if (!value.isEmpty() && "=+-@\t\r".indexOf(value.charAt(0)) >= 0) {
            neutral = "'" + value;
        }
        if (neutral.contains(",") || neutral.contains("\"") || neutral.contains("\n") || neutral.contains("\r")) {
            return "\"" + neutral.replace("\"", "\"\"") + "\"";
        }
        return neutral;
    }
}
