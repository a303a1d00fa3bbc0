package io.github.heuristicgrader.report.formats;

import io.github.heuristicgrader.report.ReportWriter;
import io.github.heuristicgrader.report.ci.GitHubClassroomWriter;
import io.github.heuristicgrader.report.ci.GradescopeResultsWriter;
import io.github.heuristicgrader.report.ci.JUnitXmlReportWriter;
import io.github.heuristicgrader.report.ci.MarkdownSummaryWriter;
import io.github.heuristicgrader.report.ci.PrairieLearnResultsWriter;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The formats a grade can write its report in, each by the name the {@code grade.formats} parameter takes, with its
 * writer: the one list of every output, in the order a grade writes them ({@code grade.json} and the page first, so
 * that a failure of a CI writer after them still leaves the report to read).
 */
public enum ReportFormat {

    /** {@code grade.json}, the report itself, which every other format is drawn from. */
    JSON("json", new JsonReportWriter()),
    /** {@code index.html}, the page for people. */
    HTML("html", new HtmlReportWriter()),
    /** Gradescope's {@code results.json}. */
    GRADESCOPE("gradescope", new GradescopeResultsWriter()),
    /** {@code TEST-heuristic-grader.xml}, JUnit's XML report, which CI servers read. */
    JUNIT_XML("junit-xml", new JUnitXmlReportWriter()),
    /** PrairieLearn's {@code prairielearn-results.json}. */
    PRAIRIELEARN("prairielearn", new PrairieLearnResultsWriter()),
    /** The Markdown summary appended to the file {@code GITHUB_STEP_SUMMARY} names, when it is set. */
    GITHUB_SUMMARY("github-summary", new MarkdownSummaryWriter()),
    /** GitHub Classroom's {@code result}, appended to the file {@code GITHUB_OUTPUT} names, when it is set. */
    GITHUB_CLASSROOM("github-classroom", new GitHubClassroomWriter());

    /** The name of every file a format writes in the grade directory, in the order of the formats. */
    public static final List<String> FILE_NAMES = Arrays.stream(values()).map(format -> format.writer().fileName())
            .filter(Objects::nonNull).toList();

    private final String id;
    private final ReportWriter writer;

    ReportFormat(String id, ReportWriter writer) {
        this.id = id;
        this.writer = writer;
    }

    /** The format's name, as {@code grade.formats} takes it, such as {@code json}. */
    public String id() {
        return id;
    }

    /** The writer of this format; it holds no state and may be shared. */
    public ReportWriter writer() {
        return writer;
    }

    /** Every format, in the order a grade writes them. */
    public static Set<ReportFormat> all() {
        return EnumSet.allOf(ReportFormat.class);
    }

    /**
     * The formats a comma-separated list of names chooses, such as {@code json,html}; names are trimmed and compared
     * without case, and a null or blank list chooses every format.
     *
     * @throws IllegalArgumentException naming a name that is no format, and the formats there are
     */
    public static Set<ReportFormat> parse(String names) {
        if (names == null || names.isBlank()) {
            return all();
        }
        Set<ReportFormat> chosen = EnumSet.noneOf(ReportFormat.class);
        List<String> unknown = new ArrayList<>();
        for (String name : names.split(",", -1)) {
            String wanted = name.trim().toLowerCase(Locale.ROOT);
            if (wanted.isEmpty()) {
                continue;
            }
            Arrays.stream(values()).filter(format -> format.id.equals(wanted)).findFirst()
                    .ifPresentOrElse(chosen::add, () -> unknown.add(name.trim()));
        }
        if (!unknown.isEmpty() || chosen.isEmpty()) {
            throw new IllegalArgumentException((unknown.isEmpty() ? "'" + names + "' names no report format"
                    : "no report format is named " + String.join(", ", unknown)) + "; the formats are "
                    + Arrays.stream(values()).map(ReportFormat::id).collect(Collectors.joining(", ")));
        }
        return chosen;
    }
}
