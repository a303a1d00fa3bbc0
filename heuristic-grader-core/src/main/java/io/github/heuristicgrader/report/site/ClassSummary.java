package io.github.heuristicgrader.report.site;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.heuristicgrader.report.classreport.ClassJsonWriter;
import io.github.heuristicgrader.report.classreport.ClassReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a site page shows of a class report ({@code class.json}): how many students, how many passed, how many with a
 * problem, and the spread of the scores. Counts only: no student's id, so that a published site names nobody.
 *
 * @param students the student folders the report lists
 * @param passed the students whose grade passed with every source compiled
 * @param withProblem the students whose grade was not whole (no readable report, sources that did not compile)
 * @param scores the scores of the students whose report was read, lowest first
 * @param maxScore the highest score possible among those reports; 0 when none was read
 */
public record ClassSummary(int students, int passed, int withProblem, List<Integer> scores, int maxScore) {

    /** Copies the scores. */
    public ClassSummary {
        scores = List.copyOf(scores);
    }

    /**
     * Reads {@code class.json} as {@link ClassJsonWriter} writes it: its {@code students}, each with {@code score},
     * {@code maxScore} (null when the student's report could not be read), {@code passed} and {@code problem}.
     *
     * @throws IOException when the file cannot be read, is not a class report, or has another schema version
     */
    public static ClassSummary read(Path classJson) throws IOException {
        JsonNode root = JsonMapper.builder().build().readTree(classJson.toFile());
        if (root == null || !root.isObject() || !root.path("schemaVersion").isInt()
                || root.path("schemaVersion").intValue() != ClassReport.SCHEMA_VERSION) {
            throw new IOException(classJson + " is no class report of schema version " + ClassReport.SCHEMA_VERSION);
        }
        JsonNode students = root.path("students");
        if (!students.isArray()) {
            throw new IOException(classJson + " lists no students");
        }
        int passed = 0;
        int withProblem = 0;
        int maxScore = 0;
        List<Integer> scores = new ArrayList<>();
        for (JsonNode student : students) {
            if (student.path("passed").asBoolean(false)) {
                passed++;
            }
            if (!student.path("problem").isNull() && !student.path("problem").isMissingNode()) {
                withProblem++;
            }
            if (student.path("score").isInt() && student.path("maxScore").isInt()) {
                scores.add(student.path("score").intValue());
                maxScore = Math.max(maxScore, student.path("maxScore").intValue());
            }
        }
        return new ClassSummary(students.size(), passed, withProblem, scores.stream().sorted().toList(), maxScore);
    }

    /** The median of the scores read: the middle one, or the mean of the two middle ones; null when none was read. */
    public Double median() {
        if (scores.isEmpty()) {
            return null;
        }
        int middle = scores.size() / 2;
        return scores.size() % 2 == 1 ? scores.get(middle) : (scores.get(middle - 1) + scores.get(middle)) / 2.0;
    }
}
