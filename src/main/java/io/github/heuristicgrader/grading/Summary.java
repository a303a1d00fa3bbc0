package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.report.GradeReport;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.LongerPath;
import io.github.heuristicgrader.report.GradeReport.Points;
import io.github.heuristicgrader.report.GradeReport.TestPoints;
import io.github.heuristicgrader.report.GradeReport.TestReport;
import io.github.heuristicgrader.report.GradeReport.TestResult;
import io.github.heuristicgrader.report.TestStatus;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The short summary for the build log: one line per heuristic and rubric item, a line per start where A* without
 * reopening found a longer path with an inconsistent heuristic, the tests' outcome with those that did not pass and each test points entry, the locked configuration when there is one, the score, the report's place.
 */
final class Summary {

    /** Most tests named in the log as not passed; the report names them all. */
    private static final int NAMED_TESTS = 10;

    private Summary() {
    }

    static List<String> lines(GradeReport report, Path html) {
        List<String> lines = new ArrayList<>();
        for (HeuristicReport heuristic : report.heuristics()) {
            String timing = heuristic.nanosPerEvaluation() == null ? ""
                    : String.format(Locale.ROOT, ", %,.0f ns per layout", heuristic.nanosPerEvaluation());
            lines.add(heuristic.heading() + ": " + heuristic.verdict().id() + ", " + heuristic.score() + "/"
                    + heuristic.maxScore() + " points" + timing + " - " + heuristic.message());
            if (heuristic.slot() != null && (!heuristic.graded() || heuristic.slot().baseline() != null)) {
                lines.add("  " + (heuristic.graded() ? "slot " + heuristic.slot().name() + ": "
                        + heuristic.slot().baseline().describe() : "not graded: " + heuristic.slot().reason()));
            }
            for (Points points : heuristic.points()) {
                lines.add(String.format(Locale.ROOT, "  %-11s %3d/%-3d %s", points.item(), points.earned(),
                        points.possible(), points.reason()));
            }
            if (heuristic.closedSetSearch() != null) {
                for (LongerPath longer : heuristic.closedSetSearch().longer()) {
                    lines.add("  " + longer.sentence());
                }
            }
        }
        if (report.heuristics().isEmpty()) {
            lines.add("No heuristic was graded.");
        }
        for (GradeReport.SlotReport slot : report.slots()) {
            lines.add("Slot " + slot.name() + ": " + slot.status() + ", " + slot.earned() + "/" + slot.points()
                    + " points - " + slot.message());
        }
        lines.addAll(testLines(report.tests()));
        if (report.configuration().locked()) {
            lines.add(report.configuration().summary());
        }
        lines.add("Score: " + report.score() + "/" + report.maxScore() + ". Report: " + html.toAbsolutePath());
        return lines;
    }

    /** The tests' outcome and counts, those that did not pass by name, and each test points entry. */
    private static List<String> testLines(TestReport tests) {
        List<String> lines = new ArrayList<>();
        String points = tests.maxScore() == 0 ? "" : ", " + tests.score() + "/" + tests.maxScore() + " points";
        lines.add("Tests: " + tests.outcome().id() + points + " - " + tests.message());
        int named = 0;
        for (TestResult result : tests.results()) {
            if (result.status() == TestStatus.SUCCESSFUL || result.status() == TestStatus.SKIPPED) {
                continue;
            }
            if (named++ == NAMED_TESTS) {
                lines.add("  ... and more; see the report");
                break;
            }
            String failure = result.failure() == null ? "" : ": " + result.failure().lines().findFirst().orElse("");
            lines.add("  " + result.status().id() + " " + result.qualifiedName() + failure);
        }
        for (TestPoints entry : tests.points()) {
            lines.add(String.format(Locale.ROOT, "  %-5s %3d/%-3d %s - %s", entry.kind(), entry.earned(),
                    entry.possible(), entry.name(), entry.reason()));
        }
        return lines;
    }
}
