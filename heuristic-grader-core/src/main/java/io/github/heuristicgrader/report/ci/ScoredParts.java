package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestView;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.SlotReport;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link GradeReport} cut into the parts that carry its points, for the platforms that want one scored test per
 * part (GitHub Classroom, PrairieLearn): each graded heuristic, each slot no single class fills, each test points
 * entry of the rubric, in report order. Their points add up to the report's score, their maxima to its maximum. These
 * platforms show every part to the student: the writers pass the report as their output names the hidden tests
 * ({@link HiddenTestView}).
 *
 * <p>When the sources did not compile, a part {@code compilation} comes first: 0 of the points lost to it that no
 * other part carries, the compiler's messages as its output.
 */
final class ScoredParts {

    /**
     * One part.
     *
     * @param name a short name: the heuristic's heading, {@code slot <name>}, or {@code test|class|tag <name>}
     * @param description what the part is, one phrase
     * @param earned points earned
     * @param possible points possible
     * @param passed whether it earned all its points: a part that lost none passes, whatever its heuristic's
     *     verdict, so that a platform that counts the parts passed (Classroom's reporter) agrees with the points; the
     *     compilation and an unfilled slot never pass
     * @param failure whether the part is a failure of the submission itself (it did not compile) rather than points
     *     earned or lost
     * @param message one line saying why
     * @param output the details, one line per rubric item for a heuristic
     */
    record Part(String name, String description, int earned, int possible, boolean passed, boolean failure,
            String message, String output) {
    }

    private ScoredParts() {
    }

    static List<Part> of(GradeReport report) {
        List<Part> parts = new ArrayList<>();
        GradeReport.CompilationReport compilation = report.compilation();
        if (!compilation.compiled()) {
            parts.add(new Part("compilation", "compiling the submission: " + compilation.outcome().id(), 0,
                    compilation.pointsNotGraded(), false, true, compilation.message(),
                    String.join("\n", compilation.lines())));
        }
        for (HeuristicReport heuristic : report.heuristics()) {
            // A class that fills no slot alone is checked but earns nothing: it is no part of the grade.
            if (!heuristic.graded()) {
                continue;
            }
            StringBuilder output = new StringBuilder();
            for (Points points : heuristic.points()) {
                output.append(points.item()).append(' ').append(points.earned()).append('/')
                        .append(points.possible()).append(": ").append(points.reason()).append('\n');
            }
            parts.add(new Part(heuristic.heading(), "heuristic " + heuristic.name(), heuristic.score(),
                    heuristic.maxScore(), heuristic.score() >= heuristic.maxScore(), false,
                    heuristic.verdict().id() + ": " + heuristic.message(), output.toString()));
        }
        for (SlotReport slot : report.slots()) {
            if (!SlotReport.FILLED.equals(slot.status())) {
                parts.add(new Part("slot " + slot.name(), "slot " + slot.name() + ": " + slot.status(), 0,
                        slot.points(), false, false, slot.message(), ""));
            }
        }
        for (TestPoints points : report.tests().points()) {
            boolean passed = points.earned() >= points.possible();
            parts.add(new Part(points.kind() + " " + points.name(), "JUnit " + points.kind() + " " + points.name(),
                    points.earned(), points.possible(), passed, false, points.reason(), ""));
        }
        return List.copyOf(parts);
    }
}
