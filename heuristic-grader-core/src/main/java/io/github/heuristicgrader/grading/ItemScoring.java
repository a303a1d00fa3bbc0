package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.Rubric.EffortBand;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a heuristic earns a {@link Rubric rubric}'s points, item by item: a check's points in full when it passes and
 * none otherwise; {@code effort}'s by the highest {@link Rubric#effortBands() effort band} its saving reaches; and
 * nothing for an item when an item it {@link Rubric#requires requires} failed, the reason then naming the failed
 * prerequisite and why.
 *
 * <p>The rubric says what each item is worth; this class applies it to what the checks found.
 */
final class ItemScoring {

    private final Rubric rubric;

    /** Scores with {@code rubric}'s points, bands and prerequisites. */
    ItemScoring(Rubric rubric) {
        this.rubric = rubric;
    }

    /**
     * What one item's own check or measure gave, before its prerequisites are looked at.
     *
     * @param passed whether the check passed (effort, measured at all, passes)
     * @param earned the points it earns on its own
     * @param reason why, starting {@code passed: } or {@code failed: } for a check
     */
    record Outcome(boolean passed, int earned, String reason) {
    }

    /** The outcome of the pass-or-fail check {@code item}: all its points when passed, none otherwise. */
    Outcome check(Check item, boolean passed, String reason) {
        return new Outcome(passed, passed ? rubric.points(item.id()) : 0, (passed ? "passed: " : "failed: ") + reason);
    }

    /**
     * The outcome of the effort item for a share {@code saved} of the baseline's forced expansions, {@code measured}
     * saying how it was measured; the reason adds the band reached and the next one.
     */
    Outcome effort(double saved, String measured) {
        EffortBand reached = effortBand(saved);
        return new Outcome(true, reached == null ? 0 : reached.points(), measured + "; " + band(saved));
    }

    /** The effort item's outcome when the heuristic gave no effort figure, for {@code reason}. */
    Outcome noEffort(String reason) {
        return new Outcome(false, 0, reason);
    }

    /** The highest band that a saving of {@code saved} reaches, or null when it reaches none. */
    EffortBand effortBand(double saved) {
        EffortBand reached = null;
        for (EffortBand band : rubric.effortBands()) {
            if (saved >= band.saved()) {
                reached = band;
            }
        }
        return reached;
    }

    /** Which band the saving reached and what the next one would give, e.g. "band 20% saved: 4 points; next 30%...". */
    private String band(double saved) {
        return band(saved, rubric.points(Check.EFFORT.id()));
    }

    /**
     * Which band the saving reached and what the next one would give, each band's points shown as the share of
     * {@code possible} that it earns when the effort item is worth {@code possible} points instead of the rubric's
     * ({@link SlotGrading#share}, as a slot scales them).
     */
    private String band(double saved, int possible) {
        EffortBand reached = effortBand(saved);
        EffortBand next = rubric.effortBands().stream().filter(band -> band.saved() > saved).findFirst()
                .orElse(null);
        String text = reached == null ? "below the lowest band" : "band " + describe(reached, possible);
        return next == null ? text + " (the highest)" : text + "; next band " + describe(next, possible);
    }

    private String describe(EffortBand band, int possible) {
        int of = rubric.points(Check.EFFORT.id());
        return new EffortBand(band.saved(), SlotGrading.share(possible, band.points(), of)).describe();
    }

    /**
     * The effort item's {@code reason} ({@link #effort}, or a prerequisite's refusal quoting it) for a saving of
     * {@code saved} with its bands' points in a slot's scale, the item worth {@code possible} points there: the
     * points a student reads are those the slot gives.
     */
    String effortReasonIn(String reason, double saved, int possible) {
        return reason.replace(band(saved), band(saved, possible));
    }

    /**
     * The points of every item, in the order of {@code outcomes}: each item's own outcome when every item it
     * requires (directly or in turn) passed, else none, naming the prerequisites that failed.
     *
     * @param outcomes every rubric item's own outcome, by item
     */
    List<Points> points(Map<String, Outcome> outcomes) {
        List<Points> points = new ArrayList<>();
        for (Map.Entry<String, Outcome> entry : outcomes.entrySet()) {
            String item = entry.getKey();
            Outcome own = entry.getValue();
            Set<String> failed = new LinkedHashSet<>();
            failedPrerequisites(item, outcomes, failed, new LinkedHashSet<>());
            if (failed.isEmpty()) {
                points.add(new Points(item, own.earned(), rubric.points(item), own.reason()));
                continue;
            }
            List<String> why = new ArrayList<>();
            for (String prerequisite : failed) {
                why.add("requires " + prerequisite + ", which failed: "
                        + outcomes.get(prerequisite).reason().replaceFirst("^failed: ", ""));
            }
            points.add(new Points(item, 0, rubric.points(item), Points.NOT_EARNED + String.join("; ", why)
                    + " (" + item + " itself " + own.reason() + ")"));
        }
        return points;
    }

    /**
     * Adds to {@code failed} the items that {@code item} requires, directly or through other items, whose own check
     * failed: the root causes, not the items merely blocked by them. The rubric has no cycles; {@code visited}
     * keeps shared prerequisites from being walked twice.
     */
    private void failedPrerequisites(String item, Map<String, Outcome> outcomes, Set<String> failed,
            Set<String> visited) {
        for (String prerequisite : rubric.requires(item)) {
            if (!visited.add(prerequisite)) {
                continue;
            }
            if (!outcomes.get(prerequisite).passed()) {
                failed.add(prerequisite);
            }
            failedPrerequisites(prerequisite, outcomes, failed, visited);
        }
    }

    /** Every item at no points, for a heuristic with {@code verdict} whose values prove nothing or that never ended. */
    List<Points> noPoints(Verdict verdict) {
        List<Points> points = new ArrayList<>();
        rubric.items().forEach((item, possible) ->
                points.add(new Points(item, 0, possible, verdict == Verdict.GRADE_TIME_LIMIT
                        ? "not graded: the grade's time limit ran out" : "not graded: the heuristic " + verdict.id())));
        return points;
    }
}
