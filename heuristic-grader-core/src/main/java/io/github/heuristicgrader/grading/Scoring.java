package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The grade as a whole: the total score, the maximum, and the violations that fail the build, each in one line for
 * the build log.
 *
 * @param score the points earned by the heuristics and the tests
 * @param maxScore the points there are: the slots' when the rubric has slots (an empty slot's count, an extra
 *     class's do not), else every graded heuristic's; the tests'; and those of heuristics that did not compile
 * @param violations what fails the build: sources that did not compile, each graded heuristic whose verdict is not
 *     {@code passed}, a score below the minimum
 */
public record Scoring(int score, int maxScore, List<String> violations) {

    /**
     * The grade of {@code heuristics} and {@code tests} under {@code rubric}, failing below {@code minimumScore}.
     *
     * @throws GradingException when the points add up to more than a grade can count
     */
    static Scoring of(Rubric rubric, int minimumScore, List<HeuristicReport> heuristics, TestReport tests,
            GradeReport.CompilationReport compilation) throws GradingException {
        int score = total(heuristics.stream().mapToLong(HeuristicReport::score).sum() + tests.score());
        int maxScore = total((rubric.slotted() ? rubric.slotsMaxScore()
                : heuristics.stream().mapToLong(HeuristicReport::maxScore).sum()) + tests.maxScore()
                + compilation.pointsNotGraded());
        List<String> violations = new ArrayList<>();
        if (!compilation.compiled()) {
            violations.add(compilation.message());
        }
        for (HeuristicReport heuristic : heuristics) {
            if (heuristic.graded() && heuristic.verdict() != Verdict.PASSED) {
                violations.add(heuristic.name() + " " + heuristic.verdict().id() + ": " + heuristic.message());
            }
        }
        if (score < minimumScore) {
            violations.add("score " + score + "/" + maxScore + " is below the minimum of " + minimumScore);
        }
        return new Scoring(score, maxScore, List.copyOf(violations));
    }

    /** A total of points, which the rubric's bounds keep far below overflow for any real number of heuristics. */
    static int total(long points) throws GradingException {
        if (points > Integer.MAX_VALUE) {
            throw new GradingException("the grade's points add up to " + points + ", more than a grade can count ("
                    + Integer.MAX_VALUE + "); grade fewer heuristics or lower the rubric's points");
        }
        return (int) points;
    }
}
