package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.BehaviourFingerprint;
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
}
