package io.github.heuristicgrader.report;

import io.github.heuristicgrader.report.ci.GitHubClassroomWriter;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.JUnitXmlReportWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.report.html.ReportPage;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.result.HiddenTestNames.Naming;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each writer (the console has its own test, in {@code SummaryTest}) names the instructor's hidden tests as the
 * rubric says for its output: the real names nowhere under {@code numbered} and {@code none}, everywhere they were
 * under {@code names}; and the totals the same whatever the naming.
 */
class HiddenTestNamesInEveryOutputTest {

    /** The sample's hidden test class, and its two tests' methods as whole words. */
    private static final List<Pattern> HIDDEN_NAMES = List.of(Pattern.compile("HiddenTest"),
            Pattern.compile("(?<![\\w])quits(?![\\w])"), Pattern.compile("(?<![\\w])solves(?![\\w])"));

    /** How an output is rendered and what in it holds the totals. */
    private interface Output {
        String render(GradeReport report) throws IOException;

        /** What the output says of the totals: the same under every naming. */
        String totals(String rendered) throws IOException;
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Arguments> outputs() {
        return Stream.of(
                Arguments.of("summary", new Text(report -> new MarkdownSummaryWriter().render(report),
                        "### Tests: exited, 5/30 points")),
                Arguments.of("junitXml", new Text(report -> new String(new JUnitXmlReportWriter().toBytes(report),
                        StandardCharsets.UTF_8), "exited, 5/30 points")),
                Arguments.of("page", new Text(ReportPage::render, "<span class=\"points\">5 / 30")),
                Arguments.of("gradescope", new Json(report -> new String(new GradescopeResultsWriter()
                        .fileBytes(report, new ReportRun(Path.of("grade"), Duration.ofSeconds(3), false, v -> null)),
                        StandardCharsets.UTF_8), "score", "max_score")),
                Arguments.of("prairielearn", new Json(report -> new String(new PrairieLearnResultsWriter()
                        .fileBytes(report, new ReportRun(Path.of("grade"), Duration.ZERO, false, v -> null)),
                        StandardCharsets.UTF_8), "points", "max_points")),
                Arguments.of("classroom", new Json(report -> new String(new GitHubClassroomWriter()
                        .toJson(report, false), StandardCharsets.UTF_8), "score", "max_score")),
                Arguments.of("gradeJson", new Json(report -> new String(new JsonReportWriter().toBytes(report),
                        StandardCharsets.UTF_8), "earned", "possible")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("outputs")
    void namesHiddenTestsOnlyWhereTheRubricSaysNames(String output, Output writer) throws IOException {
        String names = writer.render(SampleReports.withTests(only(output, Naming.NAMES)));
        String numbered = writer.render(SampleReports.withTests(only(output, Naming.NUMBERED)));
        String none = writer.render(SampleReports.withTests(only(output, Naming.NONE)));

        assertTrue(names.contains("HiddenTest"), names);
        for (Pattern hidden : HIDDEN_NAMES) {
            assertFalse(hidden.matcher(numbered).find(), () -> hidden + " in\n" + numbered);
            assertFalse(hidden.matcher(none).find(), () -> hidden + " in\n" + none);
        }
        assertTrue(numbered.contains("hidden test 1"), numbered);
        assertFalse(none.contains("hidden test 1"), none);
        assertEquals(writer.totals(names), writer.totals(numbered));
        assertEquals(writer.totals(names), writer.totals(none));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("outputs")
    void numbersHiddenTestsByDefaultEverywhereButGradescopeAndGradeJson(String output, Output writer)
            throws IOException {
        String shown = writer.render(SampleReports.withTests(HiddenTestNames.DEFAULT));

        boolean named = output.equals("gradescope") || output.equals("gradeJson");
        assertEquals(named, shown.contains("HiddenTest"), shown);
    }

    /** Every output named as {@code naming}, the others by numbers, so that each writer reads its own alone. */
    private static HiddenTestNames only(String output, Naming naming) {
        Naming other = naming == Naming.NAMES ? Naming.NUMBERED : Naming.NAMES;
        List<Naming> namings = HiddenTestNames.OUTPUTS.stream().map(name -> name.equals(output) ? naming : other)
                .toList();
        return new HiddenTestNames(namings.get(0), namings.get(1), namings.get(2), namings.get(3), namings.get(4),
                namings.get(5), namings.get(6), namings.get(7));
    }

    private interface Renderer {
        String render(GradeReport report) throws IOException;
    }

    /** A text output, whose totals are one phrase in it. */
    private record Text(Renderer renderer, String phrase) implements Output {
        @Override
        public String render(GradeReport report) throws IOException {
            return renderer.render(report);
        }

        @Override
        public String totals(String rendered) {
            return rendered.contains(phrase) ? phrase : "no " + phrase + " in\n" + rendered;
        }
    }

    /** A JSON output, whose totals are the sums of two fields wherever they stand . */
    private record Json(Renderer renderer, String earned, String possible) implements Output {
        @Override
        public String render(GradeReport report) throws IOException {
            return renderer.render(report);
        }

        @Override
        public String totals(String rendered) throws IOException {
            JsonNode json = JSON.readTree(rendered);
            return sum(json, earned) + "/" + sum(json, possible);
        }

        private static int sum(JsonNode json, String field) {
            return json.findValues(field).stream().filter(JsonNode::isInt).mapToInt(JsonNode::intValue).sum();
        }
    }
}
