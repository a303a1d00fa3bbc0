package io.github.heuristicgrader.report;

import static io.github.heuristicgrader.report.Numbers.grouped;

import io.github.heuristicgrader.report.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.List;

/** The page's section of the A* suite: each puzzle with the layouts A* expands with the reference heuristics. */
final class SuiteSection extends PageSection {

    SuiteSection(GradeReport report, StringBuilder out) {
        super(report, out);
    }

    void suite() {
        List<SuitePuzzle> suite = nonNull(report.suite());
        out.append("<section class=\"card\" id=\"suite\">\n<h2>A* suite</h2>\n");
        if (suite.isEmpty()) {
            out.append("<p class=\"muted\">No puzzles.</p>\n</section>\n");
            return;
        }
        out.append("<p class=\"muted\">Layouts expanded by A* with the reference heuristics.</p>\n")
                .append("<div class=\"scroll\"><table class=\"suite\"><thead><tr><th>puzzle</th><th>layout</th>")
                .append("<th class=\"num\">optimum</th><th class=\"num\">reachable</th>")
                .append("<th class=\"num\">h = 0</th><th class=\"num\">Manhattan</th>")
                .append("<th class=\"num\">exact</th></tr></thead><tbody>\n");
        for (SuitePuzzle puzzle : suite) {
            out.append("<tr><td>").append(puzzleName(puzzle.puzzle())).append("</td><td>")
                    .append(smallDrawing(puzzle.layout())).append("</td><td class=\"num\">")
                    .append(grouped(puzzle.optimum())).append("</td><td class=\"num\">")
                    .append(grouped(puzzle.reachable()))
                    .append("</td>");
            expandedCell(puzzle.zero());
            expandedCell(puzzle.baseline());
            expandedCell(puzzle.exact());
            out.append("</tr>\n");
        }
        out.append("</tbody></table></div>\n</section>\n");
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
