package io.github.heuristicgrader.report;

import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.Verdict;
import static io.github.heuristicgrader.text.Numbers.grouped;

import io.github.heuristicgrader.checks.BaselineEquality;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.CheckOutcomes.Status;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What each check of one heuristic came to, in plain text: the view that every writer (the page's score cards,
 * Gradescope, JUnit XML, Markdown) shares, so that they say the same thing in the same words.
 *
 * <p>A check passes or fails by its own result in the report; {@code effort}, a measurement rather than a check,
 * passes when it earned all its points. When the heuristic could not be run to the end, no check ran.
 */
public final class CheckOutcomes {

    /**
     * How a check or rubric item came out: the one status every writer shows, in its words ({@link #word()}), as the
     * page's class ({@link #id()}) and as the page's label with a mark that reads without colour ({@link #label()}).
     */
    public enum Status {
        PASSED("passed", "passed", "✓ passed"),
        /** Some of a rubric item's points, not all: only a measure ({@code effort}) or a test entry can be partial. */
        PARTIAL("partial", "partial", "◐ partial"),
        FAILED("failed", "failed", "✗ failed"),
        /**
         * A rubric item that earns none of its points because an item it requires failed, though its own check
         * passed (or, for {@code effort}, whatever it measured): no mark of a pass beside points not given.
         */
        NOT_EARNED("not-earned", "not earned", "○ not earned"),
        /** The heuristic could not be run to the end, or its values prove nothing, so the check has nothing to show. */
        NOT_RUN("error", "not run", "! error");

        private final String id;
        private final String word;
        private final String label;

        Status(String id, String word, String label) {
            this.id = id;
            this.word = word;
            this.label = label;
        }

        /** The status as the page's classes name it: {@code passed}, {@code partial}, {@code failed}, {@code error}. */
        public String id() {
            return id;
        }

        /** The status in one lower-case word or two, for people. */
        public String word() {
            return word;
        }

        /** The status with a mark, for the page's score cards, e.g. {@code ✓ passed}. */
        public String label() {
            return label;
        }

        /** {@link #PASSED} when {@code passed}, else {@link #FAILED}. */
        public static Status of(boolean passed) {
            return passed ? PASSED : FAILED;
        }

        /** All of {@code possible} earned: passed; some: partial; none: failed. */
        static Status byPoints(long earned, long possible) {
            return earned >= possible ? PASSED : earned > 0 ? PARTIAL : FAILED;
        }
    }

    /**
     * A count a check gives, for the page's score card: {@code violations 4,242}.
     *
     * @param label what is counted
     * @param value the count
     */
    public record Figure(String label, long value) {
    }

    /**
     * One check of one heuristic.
     *
     * @param check the check
     * @param status how it came out
     * @param points its rubric item, or null when the rubric has none ({@code repeatable})
     * @param summary one line of counts, e.g. {@code 4,242 states overestimated, worst by 3}, in the domain's words
     * @param figures the check's counts, each with its label, for a score card; empty when the check has none
     * @param exampleCaption what the example shows, e.g. {@code smallest counterexample: h=5, d=3}; null when none
     * @param exampleRows the example state's rows as its domain draws them for a console
     *     ({@code StateDrawing#rows}), or two states side by side for a move; empty when none
     * @param solution for the admissibility counterexample, the states of an optimal solution, one per line, rows
     *     separated by spaces as people type them; otherwise empty
     */
    public record CheckOutcome(Check check, Status status, Points points, String summary, List<Figure> figures,
            String exampleCaption, List<String> exampleRows, List<String> solution) {

        /** Whether the check failed. */
        public boolean failed() {
            return status == Status.FAILED;
        }
    }

    private CheckOutcomes() {
    }

    /**
     * Every check of {@code heuristic}, in the order of {@link Check#REPORTED}, then {@link Check#EQUALS_BASELINE}
     * when its slot expects the baseline.
     */
    public static List<CheckOutcome> of(HeuristicReport heuristic) {
        List<CheckOutcome> outcomes = new ArrayList<>();
        CheckResults checks = heuristic.checks();
        Domain domain = ReportDomains.of(heuristic);
        for (Check check : Check.REPORTED) {
            Points points = points(heuristic, check);
            if (checks == null) {
                outcomes.add(new CheckOutcome(check, Status.NOT_RUN, points,
                        heuristic.verdict() == Verdict.GRADE_TIME_LIMIT ? "not run: the grade's time limit ran out"
                                : "not run: the heuristic " + heuristic.verdict().id(), List.of(), null, List.of(),
                        List.of()));
            } else {
                outcomes.add(earnedOrNot(outcome(domain, check, checks, points)));
            }
        }
        if (heuristic.slot() != null && heuristic.slot().baseline() != null) {
            outcomes.add(equalsBaseline(domain, heuristic.slot().baseline(), points(heuristic, Check.EQUALS_BASELINE)));
        }
        return List.copyOf(outcomes);
    }

    /**
     * {@code outcome}, as {@link Status#NOT_EARNED} when its item earns less than its points though the check passed,
     * or when {@code effort} earns nothing because an item it requires failed.
     */
    private static CheckOutcome earnedOrNot(CheckOutcome outcome) {
        Points points = outcome.points();
        boolean notEarned = points != null && points.earned() < points.possible()
                && (outcome.status() == Status.PASSED
                        || outcome.check() == Check.EFFORT && points.notEarnedForPrerequisite());
        return !notEarned ? outcome : new CheckOutcome(outcome.check(), Status.NOT_EARNED, points, outcome.summary(),
                outcome.figures(), outcome.exampleCaption(), outcome.exampleRows(), outcome.solution());
    }

    /** The rubric item of {@code check} in {@code heuristic}'s points, or null when it has none. */
    private static Points points(HeuristicReport heuristic, Check check) {
        return heuristic.points().stream().filter(p -> p.item().equals(check.id())).findFirst().orElse(null);
    }

    /**
     * How rubric item {@code item} of {@code heuristic} shows on a score card: not run when the heuristic could not
     * be run to the end or its values prove nothing; not earned when an item it requires failed
     * ({@link Status#NOT_EARNED}); else its check's own outcome; else, for a measure or the slot's item, by the
     * points earned.
     */
    public static Status itemStatus(HeuristicReport heuristic, Points item, CheckOutcome outcome) {
        if (heuristic.checks() == null || heuristic.verdict().provesNothing()) {
            return Status.NOT_RUN;
        }
        if (outcome != null && (outcome.status() == Status.NOT_EARNED
                || outcome.check() != Check.EFFORT && outcome.check() != Check.EQUALS_BASELINE)) {
            return outcome.status();
        }
        return Status.byPoints(item.earned(), item.possible());
    }

    private static CheckOutcome outcome(Domain domain, Check check, CheckResults checks, Points points) {
        return switch (check) {
            case WELL_FORMED -> wellFormed(domain, checks.wellFormed(), points);
            case GOAL_ZERO -> {
                var goalZero = checks.goalZero();
                yield stateOutcome(domain, check, goalZero.passed(), points,
                        grouped(goalZero.violations()) + " goal " + domain.stateNounPlural() + " with h ≠ 0",
                        List.of(new Figure("violations", goalZero.violations())), "goal " + domain.stateNoun(),
                        goalZero.example());
            }
            case ADMISSIBLE -> admissible(domain, checks.admissible(), points);
            case CONSISTENT -> consistent(domain, checks.consistent(), points);
            case DOMINANCE -> dominance(domain, checks.dominance(), points);
            case REPEATABLE -> repeatable(domain, checks.repeatable(), points);
            case EFFORT -> new CheckOutcome(check,
                    points == null || points.earned() >= points.possible() ? Status.PASSED : Status.FAILED, points,
                    points == null ? "not scored" : points.reason(), List.of(), null, List.of(), List.of());
            case EQUALS_BASELINE -> throw new IllegalArgumentException("equalsBaseline is a slot's, not a check's");
        };
    }

    private static CheckOutcome equalsBaseline(Domain domain, BaselineEquality equality, Points points) {
        BaselineEquality.Difference smallest = equality.smallest();
        if (smallest == null) {
            return new CheckOutcome(Check.EQUALS_BASELINE, Status.PASSED, points, equality.describe(domain), List.of(),
                    null, List.of(), List.of());
        }
        return new CheckOutcome(Check.EQUALS_BASELINE, Status.FAILED, points, equality.describe(domain), List.of(),
                "smallest " + domain.stateNoun() + " where it differs: h="
                        + (smallest.estimate() == null ? "(threw)" : smallest.estimate())
                        + ", " + equality.baselineName() + "=" + smallest.baseline()
                        + (smallest.distance() < 0 ? ", unsolvable" : ", d=" + smallest.distance()),
                rows(domain, smallest.state()), List.of());
    }

    private static CheckOutcome wellFormed(Domain domain, CheckResults.WellFormedness wellFormed, Points points) {
        String summary = grouped(wellFormed.negative()) + " negative, " + grouped(wellFormed.failed())
                + " failed evaluations";
        List<Figure> figures = List.of(new Figure("negative", wellFormed.negative()),
                new Figure("failed", wellFormed.failed()));
        if (wellFormed.firstFailed() != null) {
            return new CheckOutcome(Check.WELL_FORMED, Status.of(wellFormed.passed()), points, summary, figures,
                    "first " + domain.stateNoun() + " where it threw", rows(domain, wellFormed.firstFailed()),
                    List.of());
        }
        return stateOutcome(domain, Check.WELL_FORMED, wellFormed.passed(), points, summary, figures,
                "first negative " + domain.stateNoun(), wellFormed.firstNegative());
    }

    private static CheckOutcome admissible(Domain domain, CheckResults.Admissibility admissible, Points points) {
        String summary = grouped(admissible.violations()) + " " + domain.stateNounPlural() + " overestimated, worst by "
                + grouped(admissible.maxExcess());
        List<Figure> figures = List.of(new Figure("violations", admissible.violations()),
                new Figure("max excess", admissible.maxExcess()));
        Counterexample counterexample = admissible.counterexample();
        if (counterexample == null) {
            return new CheckOutcome(Check.ADMISSIBLE, Status.of(admissible.passed()), points, summary, figures, null,
                    List.of(), List.of());
        }
        List<String> solution = counterexample.solution().stream().map(state -> spacedRows(domain, state)).toList();
        return new CheckOutcome(Check.ADMISSIBLE, Status.of(admissible.passed()), points, summary, figures,
                "smallest counterexample: h=" + counterexample.estimate() + ", d=" + counterexample.distance(),
                rows(domain, counterexample.state()), solution);
    }

    private static CheckOutcome consistent(Domain domain, CheckResults.Consistency consistent, Points points) {
        String summary = grouped(consistent.violations()) + " moves where h drops by more than "
                + (domain.unitCosts() ? "1" : "the move's cost");
        List<Figure> figures = List.of(new Figure("violations", consistent.violations()));
        MoveExample move = consistent.example();
        if (move == null) {
            return new CheckOutcome(Check.CONSISTENT, Status.of(consistent.passed()), points, summary, figures, null,
                    List.of(), List.of());
        }
        List<String> from = rows(domain, move.from());
        List<String> to = rows(domain, move.to());
        List<String> sideBySide = new ArrayList<>();
        for (int row = 0; row < from.size() && row < to.size(); row++) {
            sideBySide.add(from.get(row) + (row == from.size() / 2 ? "  →  " : "     ") + to.get(row));
        }
        return new CheckOutcome(Check.CONSISTENT, Status.of(consistent.passed()), points, summary, figures,
                (domain.unitCosts() ? "one move" : "one move of cost " + move.cost()) + ": h=" + move.fromEstimate()
                        + " before, h=" + move.toEstimate() + " after",
                List.copyOf(sideBySide), List.of());
    }

    private static CheckOutcome dominance(Domain domain, CheckResults.Dominance dominance, Points points) {
        String summary = grouped(dominance.below()) + " " + domain.stateNounPlural() + " below "
                + dominance.baseline() + ", "
                + grouped(dominance.above()) + " above";
        List<Figure> figures = List.of(new Figure("below", dominance.below()), new Figure("above", dominance.above()));
        StateExample below = dominance.belowExample();
        if (below == null) {
            return new CheckOutcome(Check.DOMINANCE, Status.of(dominance.passed()), points, summary, figures, null,
                    List.of(), List.of());
        }
        return new CheckOutcome(Check.DOMINANCE, Status.of(dominance.passed()), points, summary, figures,
                "smallest " + domain.stateNoun() + " below " + dominance.baseline() + ": h=" + below.estimate() + ", "
                        + dominance.baseline() + "=" + dominance.baselineEstimate() + ", d=" + below.distance(),
                rows(domain, below.state()), List.of());
    }

    private static CheckOutcome repeatable(Domain domain, CheckResults.Repeatability repeatable, Points points) {
        String summary = repeatable.sampled() == 0 ? "not measured"
                : grouped(repeatable.changed()) + " of " + grouped(repeatable.sampled())
                        + " " + domain.stateNounPlural() + " gave another value when evaluated again";
        List<Figure> figures = List.of(new Figure("sampled", repeatable.sampled()),
                new Figure("changed", repeatable.changed()));
        if (repeatable.firstChanged() == null) {
            return new CheckOutcome(Check.REPEATABLE, Status.of(repeatable.passed()), points, summary, figures, null,
                    List.of(), List.of());
        }
        return new CheckOutcome(Check.REPEATABLE, Status.of(repeatable.passed()), points, summary, figures,
                "first " + domain.stateNoun() + " whose value changed", rows(domain, repeatable.firstChanged()),
                List.of());
    }

    private static CheckOutcome stateOutcome(Domain domain, Check check, boolean passed, Points points, String summary,
            List<Figure> figures, String what, StateExample example) {
        if (example == null) {
            return new CheckOutcome(check, Status.of(passed), points, summary, figures, null, List.of(), List.of());
        }
        return new CheckOutcome(check, Status.of(passed), points, summary, figures,
                what + ": h=" + example.estimate() + ", d=" + example.distance(), rows(domain, example.state()),
                List.of());
    }

    /** The rows of a state's text as {@code domain} draws them for a console, top row first; empty for null. */
    public static List<String> rows(Domain domain, String state) {
        return state == null ? List.of() : domain.drawing().rows(state);
    }

    /** A state's rows with a space between them, as people type them: {@code ^11^ v11v ^<>^ v22v 2..2}. */
    private static String spacedRows(Domain domain, String state) {
        return String.join(" ", rows(domain, state));
    }

    /**
     * The verdict and message of {@code heuristic}, then, when running it went wrong, what happened: the kind, the
     * state being evaluated as rows, the detail, and what it printed last.
     */
    public static String verdictText(HeuristicReport heuristic) {
        StringBuilder text = new StringBuilder(heuristic.verdict().id()).append(": ").append(heuristic.message());
        String standing = slotStanding(heuristic);
        if (standing != null) {
            text.append("\n").append(standing);
        }
        GradeReport.Failure failure = heuristic.failure();
        if (failure != null) {
            text.append("\n\nWhat happened: ").append(failure.kind());
            if (failure.state() != null) {
                text.append(", evaluating ").append(spacedRows(ReportDomains.of(heuristic), failure.state()));
            }
            text.append('\n').append(failure.detail());
            if (failure.output() != null) {
                text.append("\n\nWhat the heuristic printed last:\n").append(failure.output());
            }
        }
        return text.toString();
    }

    /**
     * How {@code heuristic} stands towards the rubric's slots, in one line: the slot it fills (and its comparison with
     * the baseline), or why it is not graded; null in playground mode.
     */
    public static String slotStanding(HeuristicReport heuristic) {
        GradeReport.SlotFill slot = heuristic.slot();
        if (slot == null) {
            return null;
        }
        if (!slot.graded()) {
            return "Not graded: " + slot.reason() + ".";
        }
        return "Fills slot '" + slot.name() + "'" + (slot.baseline() == null ? "."
                : "; " + slot.baseline().describe(ReportDomains.of(heuristic))
                + (slot.baseline().equal() ? "." : ": the slot earns nothing until it equals "
                        + slot.baseline().baselineName() + " everywhere."));
    }

    /** One line per slot that earns nothing for want of a class: empty or filled twice, with what to do. */
    public static List<String> unfilledSlots(GradeReport report) {
        return report.slots().stream().filter(slot -> !GradeReport.SlotReport.FILLED.equals(slot.status()))
                .map(slot -> "Slot '" + slot.name() + "' " + slot.status() + ", 0/" + slot.points() + " points: "
                        + slot.message())
                .toList();
    }

    /**
     * What a heuristic equal to the exact distance costs, for people: its constructor's time and its time per call,
     * so that a precomputed table shows; null when the heuristic is not the exact distance.
     */
    public static String exactDistanceNote(HeuristicReport heuristic) {
        if (!heuristic.exactDistance()) {
            return null;
        }
        Long constructor = heuristic.constructorNanos();
        Double perCall = heuristic.nanosPerEvaluation();
        return "equal to the exact distance on all " + grouped(heuristic.solvable()) + " solvable "
                + ReportDomains.of(heuristic).stateNounPlural() + "; constructor "
                + (constructor == null ? "time unknown" : constructor >= 1_000_000_000L
                        ? String.format(Locale.ROOT, "%.2f s", constructor / 1e9)
                        : String.format(Locale.ROOT, "%.1f ms", constructor / 1e6))
                + ", " + (perCall == null ? "time unknown" : Numbers.nanos(perCall))
                + " per call: a precomputed table, or a search in every call? Its points are the rubric's, as for"
                + " any heuristic.";
    }


    /** {@code earned/possible}, or a dash when the check has no rubric item. */
    public static String points(Points points) {
        return points == null ? "—" : points.earned() + "/" + points.possible();
    }
}
