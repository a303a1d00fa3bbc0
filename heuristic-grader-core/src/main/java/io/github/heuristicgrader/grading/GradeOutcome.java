package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.result.GradeReport;
import java.nio.file.Path;
import java.util.List;

/**
 * The result of a grading run, after the reports were written.
 *
 * @param report the full report
 * @param jsonReport the {@code grade.json} written
 * @param htmlReport the {@code index.html} written
 * @param summary short lines for the build log: one per heuristic and check, the score, where the report is
 * @param setupErrors why grading could not be done as asked, one line each (no heuristic found, a named class
 *     missing from the classpath, a required slot of the rubric empty or a slot filled twice); the report was still
 *     written
 * @param violations why the grade fails, one line each with numbers (an inadmissible or broken heuristic, a score
 *     below the minimum); empty when it passes
 * @param values the values of every heuristic with a fingerprint in the report, on every state of its domain, for a
 *     class run's same-behaviour grouping; empty where nobody needs them
 */
public record GradeOutcome(GradeReport report, Path jsonReport, Path htmlReport, List<String> summary,
        List<String> setupErrors, List<String> violations, List<HeuristicValues> values) {

    /** Copies the values' list. */
    public GradeOutcome {
        values = List.copyOf(values);
    }

    /** Whether grading was done as asked and the grade passes. */
    public boolean passed() {
        return setupErrors.isEmpty() && violations.isEmpty();
    }
}
