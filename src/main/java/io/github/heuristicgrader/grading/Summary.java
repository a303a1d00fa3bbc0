package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.report.GradeReport;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.Points;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The short summary for the build log: one line per heuristic and rubric item, the score, the report's place. */
final class Summary {

    private Summary() {
    }

    static List<String> lines(GradeReport report, Path html) {
        List<String> lines = new ArrayList<>();
        for (HeuristicReport heuristic : report.heuristics()) {
            String timing = heuristic.nanosPerEvaluation() == null ? ""
                    : String.format(Locale.ROOT, ", %,.0f ns per layout", heuristic.nanosPerEvaluation());
            lines.add(heuristic.name() + ": " + heuristic.verdict().id() + ", " + heuristic.score() + "/"
                    + heuristic.maxScore() + " points" + timing + " - " + heuristic.message());
            for (Points points : heuristic.points()) {
                lines.add(String.format(Locale.ROOT, "  %-11s %3d/%-3d %s", points.item(), points.earned(),
                        points.possible(), points.reason()));
            }
        }
        if (report.heuristics().isEmpty()) {
            lines.add("No heuristic was graded.");
        }
        lines.add("Score: " + report.score() + "/" + report.maxScore() + ". Report: " + html.toAbsolutePath());
        return lines;
    }
}
