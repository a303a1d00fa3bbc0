package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.GradeReport;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.result.GradeReport.Refusal;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.GradeReport.UnreadPuzzleFile;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;

/**
 * The page's section of the A* suite: for each domain, each puzzle with the states A* expands with the reference
 * heuristics (none, the domain's baseline, the exact distance); the domain's title heads its table when there are
 * several.
 */
final class SuiteSection extends PageSection {

    SuiteSection(GradeReport report, StringBuilder out) {
        super(report, out);
    }

    void suite() {
        out.append("<section class=\"card\" id=\"suite\">\n<h2>A* suite</h2>\n");
        List<GradeReport.DomainReport> domains = nonNull(report.domains()).stream()
                .filter(domain -> !nonNull(domain.suite()).isEmpty()).toList();
        if (domains.isEmpty()) {
            out.append("<p class=\"muted\">No puzzles.</p>\n");
        }
        for (GradeReport.DomainReport domain : domains) {
            suite(domain, domains.size() > 1);
        }
        unreadPuzzleFiles();
        out.append("</section>\n");
    }

    /** The puzzle files left out, each named with its reason and every domain's that tried it. */
    private void unreadPuzzleFiles() {
        List<UnreadPuzzleFile> unread = nonNull(report.unreadPuzzleFiles());
        if (unread.isEmpty()) {
            return;
        }
        out.append("<h3>Puzzle files left out</h3>\n<p class=\"muted\">No puzzle came of these files; the grade went"
                + " on without them.</p>\n<ul class=\"unread-puzzle-files\">\n");
        for (UnreadPuzzleFile file : unread) {
            out.append("<li><code>").append(Html.escape(file.file())).append("</code>: ")
                    .append(Html.escape(file.reason()));
            if (!file.refusals().isEmpty()) {
                out.append("<ul>");
                for (Refusal refusal : file.refusals()) {
                    out.append("<li>").append(Html.escape(refusal.domain())).append(": ")
                            .append(Html.escape(refusal.reason())).append("</li>");
                }
                out.append("</ul>");
            }
            out.append("</li>\n");
        }
        out.append("</ul>\n");
    }

    private void suite(GradeReport.DomainReport suiteDomain, boolean titled) {
        Domain domain = ReportDomains.of(suiteDomain.name());
        if (titled) {
            out.append("<h3>").append(Html.escape(domain.title())).append("</h3>\n");
        }
        out.append("<p class=\"muted\">").append(Html.escape(ReportDomains.capitalized(domain.stateNounPlural())))
                .append(" expanded by A* with the reference heuristics.</p>\n")
                .append("<div class=\"scroll\"><table class=\"suite\"><thead><tr><th>puzzle</th><th>")
                .append(Html.escape(domain.stateNoun())).append("</th>")
                .append("<th class=\"num\">optimum</th><th class=\"num\">reachable</th>")
                .append("<th class=\"num\">h = 0</th><th class=\"num\">")
                .append(Html.escape(ReportDomains.baselineTitle(domain))).append("</th>")
                .append("<th class=\"num\">exact</th></tr></thead><tbody>\n");
        for (SuitePuzzle puzzle : suiteDomain.suite()) {
            out.append("<tr><td").append(puzzle.file() == null ? "" : " title=\"" + Html.escape(puzzle.file()) + "\"")
                    .append('>').append(puzzleName(puzzle.puzzle()))
                    .append(puzzle.source() == null ? ""
                            : "<br/><span class=\"muted puzzle-source\">" + Html.escape(puzzle.source()) + "</span>")
                    .append("</td><td>")
                    .append(smallDrawing(domain, puzzle.state())).append("</td><td class=\"num\">")
                    .append(grouped(puzzle.optimum())).append("</td><td class=\"num\">")
                    .append(grouped(puzzle.reachable()))
                    .append("</td>");
            expandedCell(puzzle.zero());
            expandedCell(puzzle.baseline());
            expandedCell(puzzle.exact());
            out.append("</tr>\n");
        }
        out.append("</tbody></table></div>\n");
    }

    private void expandedCell(SearchEffort effort) {
        if (effort == null) {
            out.append("<td class=\"num\">").append(DASH).append("</td>");
            return;
        }
        out.append("<td class=\"num\" title=\"generated ").append(grouped(effort.generated())).append(", cost ")
                .append(grouped(effort.cost())).append("\">").append(grouped(effort.expanded())).append("</td>");
    }
}
