package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.report.GradeReport;

/**
 * The report's records made from the checks' and the search's results: the one place where what {@code checks} and
 * {@code search} found becomes what {@code grade.json} says.
 *
 * <p>Every method maps null to null, so an absent example or figure stays absent in the report.
 */
final class ReportRecords {

    private ReportRecords() {
    }

    /** The {@link BehaviourFingerprint} of {@code estimates}, which answered on every state of {@code space}. */
    static GradeReport.Fingerprint fingerprint(StateSpace space, Estimates estimates) {
        return new GradeReport.Fingerprint(BehaviourFingerprint.ALGORITHM, space.size(),
                BehaviourFingerprint.digest(space, estimates));
    }

    /** The report's record of every check of one heuristic. */
    static GradeReport.CheckResults checks(CheckResults checks) {
        if (checks == null) {
            return null;
        }
        CheckResults.Admissibility admissible = checks.admissible();
        CheckResults.Dominance dominance = checks.dominance();
        CheckResults.Informedness informedness = checks.informedness();
        CheckResults.WellFormedness wellFormed = checks.wellFormed();
        CheckResults.Repeatability repeatable = checks.repeatable();
        return new GradeReport.CheckResults(
                new GradeReport.CheckResults.GoalZero(checks.goalZero().passed(), checks.goalZero().violations(),
                        state(checks.goalZero().example())),
                new GradeReport.CheckResults.Admissibility(admissible.passed(), admissible.violations(),
                        admissible.maxExcess(), counterexample(admissible.counterexample())),
                new GradeReport.CheckResults.Consistency(checks.consistent().passed(),
                        checks.consistent().violations(), move(checks.consistent().example())),
                new GradeReport.CheckResults.Dominance(dominance.baseline(), dominance.passed(), dominance.below(),
                        dominance.above(), state(dominance.belowExample()), dominance.baselineEstimate()),
                new GradeReport.CheckResults.Informedness(informedness.meanRatio(), informedness.exactShare(),
                        informedness.estimateCap(), informedness.histogram().stream()
                                .map(cell -> new GradeReport.CheckResults.HistogramCell(cell.estimate(),
                                        cell.distance(), cell.states()))
                                .toList()),
                new GradeReport.CheckResults.WellFormedness(wellFormed.passed(), wellFormed.negative(),
                        state(wellFormed.firstNegative()), wellFormed.failed(), wellFormed.firstFailed()),
                new GradeReport.CheckResults.Repeatability(repeatable.passed(), repeatable.sampled(),
                        repeatable.changed(), repeatable.firstChanged()));
    }

    private static GradeReport.StateExample state(StateExample example) {
        return example == null ? null
                : new GradeReport.StateExample(example.state(), example.estimate(), example.distance());
    }

    private static GradeReport.MoveExample move(MoveExample example) {
        return example == null ? null : new GradeReport.MoveExample(example.from(), example.fromEstimate(),
                example.to(), example.toEstimate());
    }

    private static GradeReport.Counterexample counterexample(Counterexample example) {
        return example == null ? null : new GradeReport.Counterexample(example.state(), example.estimate(),
                example.distance(), example.solution(), example.solutionEstimates());
    }
}
