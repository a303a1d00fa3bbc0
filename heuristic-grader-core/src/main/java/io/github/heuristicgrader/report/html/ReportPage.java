package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.StateDatabase;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.spi.Domain;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One rendering of a {@link GradeReport} as a self-contained HTML page. Markup is XHTML-compatible (every element
 * closed, attributes quoted, no named entities beyond XML's) so that tests can parse it as XML; every string from
 * the report goes through {@link Html#escape}, numbers are written as in {@code grade.json}.
 */
public final class ReportPage extends PageSection {

    private ReportPage(GradeReport report) {
        super(report, new StringBuilder(64 * 1024));
    }

    /** The page for {@code report}. */
    public static String render(GradeReport report) {
        return new ReportPage(report.shownIn(HiddenTestNames::page)).page();
    }

    private String page() {
        String outcome = report.passed() ? "passed" : "failed";
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<title>Heuristic grade ").append(grouped(report.score())).append(" / ")
                .append(grouped(report.maxScore()))
                .append(" (").append(outcome).append(")</title>\n<style>\n").append(PageAssets.CSS);
        drawnDomains().forEach(domain -> out.append(domain.drawing().css()));
        out.append(PageAssets.CSS_AFTER_DRAWINGS).append("</style>\n</head>\n<body>\n");
        List<HeuristicReport> heuristics = failingFirst(nonNull(report.heuristics()));
        TestReport tests = report.tests();
        header(outcome, heuristics, tests);
        out.append("<main class=\"wrap\">\n");
        compilation();
        new OverviewSection(report, out).overview(heuristics, tests);
        for (HeuristicReport heuristic : heuristics) {
            new HeuristicSection(report, out, ReportDomains.of(heuristic)).heuristic(heuristic, number(heuristic));
        }
        new TestsSection(report, out).tests(tests);
        new SuiteSection(report, out).suite();
        database();
        out.append("</main>\n<footer class=\"wrap\">Written by ").append(Html.escape(report.generator()))
                .append(", report schema version ").append(report.schemaVersion())
                .append(". The same numbers are in grade.json.</footer>\n")
                .append("<script>\n")
                .append(PageAssets.SCRIPT).append("</script>\n</body>\n</html>\n");
        return out.toString();
    }

    /** The domains whose states the page draws, each once: the report's and its heuristics'. */
    private Collection<Domain> drawnDomains() {
        Map<String, Domain> domains = new LinkedHashMap<>();
        ReportDomains.of(report).forEach(domain -> domains.put(domain.name(), domain));
        nonNull(report.heuristics()).forEach(heuristic -> domains.putIfAbsent(ReportDomains.of(heuristic).name(),
                ReportDomains.of(heuristic)));
        return domains.values();
    }

    /**
     * The heuristics in the page's order: those whose verdict is not {@code passed} first, then the rest, each part
     * by name, so that what needs fixing comes first.
     */
    private static List<HeuristicReport> failingFirst(List<HeuristicReport> heuristics) {
        return heuristics.stream().sorted(Comparator.comparing((HeuristicReport heuristic) -> !failing(heuristic))
                .thenComparing(HeuristicReport::name, Comparator.nullsFirst(Comparator.naturalOrder()))).toList();
    }

    /** The total and the outcome; when the tests can earn points, how the total splits between heuristics and tests. */
    private void header(String outcome, List<HeuristicReport> heuristics, TestReport tests) {
        out.append("<header class=\"page ").append(outcome).append("\">\n<div class=\"wrap\">\n")
                .append("<p class=\"generator\">").append(Html.escape(report.generator())).append("</p>\n")
                .append("<h1>Heuristic grade <span class=\"outcome ").append(outcome).append("\">").append(outcome)
                .append("</span></h1>\n<p class=\"total\"><span class=\"score\">").append(grouped(report.score()))
                .append("</span> / <span class=\"max-score\">").append(grouped(report.maxScore()))
                .append("</span> points</p>\n");
        if (tests != null && tests.maxScore() > 0) {
            out.append("<p class=\"split\">heuristics <span class=\"n\" data-part=\"heuristics\">")
                    .append(grouped(scoreOf(heuristics))).append(" / ").append(grouped(maxScoreOf(heuristics, tests)))
                    .append("</span> + tests <span class=\"n\" data-part=\"tests\">").append(grouped(tests.score()))
                    .append(" / ").append(grouped(tests.maxScore())).append("</span></p>\n");
        }
        out.append("</div>\n</header>\n");
    }

    /** When the sources did not compile: what did not, and the compiler's messages, one row each. */
    private void compilation() {
        GradeReport.CompilationReport compilation = report.compilation();
        if (compilation.compiled()) {
            return;
        }
        out.append("<section class=\"card compilation\" id=\"compilation\" data-outcome=\"")
                .append(Html.escape(compilation.outcome().id())).append("\">\n<h2>Compilation: ")
                .append(Html.escape(compilation.outcome().id())).append("</h2>\n<p class=\"message\">")
                .append(Html.escape(compilation.message())).append("</p>\n<table class=\"compiler-messages\">")
                .append("<thead><tr><th>sources</th><th>file</th><th>line</th><th>column</th><th>message</th></tr>")
                .append("</thead><tbody>\n");
        compilerMessages("main", compilation.main());
        compilerMessages("test", compilation.test());
        out.append("</tbody></table>\n</section>\n");
    }

    private void compilerMessages(String sources, List<CompilerMessage> messages) {
        for (CompilerMessage message : messages) {
            out.append("<tr><td>").append(sources).append("</td><td><code>")
                    .append(message.file() == null ? "" : Html.escape(message.file())).append("</code></td><td>")
                    .append(message.line() == null ? "" : message.line()).append("</td><td>")
                    .append(message.column() == null ? "" : message.column()).append("</td><td><pre>")
                    .append(Html.escape(message.message())).append("</pre></td></tr>\n");
        }
    }

    private void database() {
        out.append("<section class=\"card\" id=\"database\">\n<h2>State database</h2>\n");
        if (report.domains().isEmpty()) {
            out.append("<p class=\"muted\">Not built.</p>\n</section>\n");
            return;
        }
        for (GradeReport.DomainReport domain : report.domains()) {
            database(domain);
        }
        out.append("</section>\n");
    }

    private void database(GradeReport.DomainReport domain) {
        StateDatabase database = domain.database();
        out.append("<dl class=\"figures\">");
        figure("domain", Html.escape(domain.name()));
        if (!database.description().isEmpty()) {
            figure("instance", Html.escape(database.description()));
        }
        figure(Html.escape(ReportDomains.of(domain.name()).stateNounPlural()), grouped(database.states()));
        figure("solvable", grouped(database.solvable()));
        figure("goals", grouped(database.goals()));
        figure("max distance", grouped(database.maxDistance()));
        figure("moves", grouped(database.moves()));
        out.append("</dl>\n");
        String checkedOn = database.checkedOn(ReportDomains.of(domain.name()).stateNounPlural());
        if (checkedOn != null) {
            out.append("<p class=\"region\">Every check ").append(Html.escape(checkedOn.replaceFirst("^checked",
                    "ran"))).append(": every state within it is held at its exact distance, and a move leaving"
                    + " it is not checked.</p>\n");
        }
    }
}
