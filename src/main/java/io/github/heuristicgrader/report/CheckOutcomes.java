package io.github.heuristicgrader.report;

import static io.github.heuristicgrader.report.Numbers.grouped;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.checks.BaselineEquality;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.LayoutExample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.Points;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What each check of one heuristic came to, in plain text: the view that the CI writers (Gradescope, JUnit XML,
 * Markdown) share, so that they say the same thing in the same words.
 *
 * <p>A check passes or fails by its own result in the report; {@code effort}, a measurement rather than a check,
 * passes when it earned all its points. When the heuristic could not be run to the end, no check ran.
 */
final class CheckOutcomes {

    /** The checks, in the order the reports list them; the names are those of {@link CheckResults} and the rubric. */
    static final List<String> CHECKS = List.of("wellFormed", "goalZero", "admissible", "consistent", "dominance",
            "repeatable", "effort");

    /**
     * The check a slot that expects the baseline adds after {@link #CHECKS}: equal to the baseline on every layout.
     * The slot's one rubric item has its name and all the slot's points, earned only when it passes.
     */
    static final String EQUALS_BASELINE = "equalsBaseline";

    /** How a check came out. */
    enum Status {
        PASSED("passed"),
        FAILED("failed"),
        /** The heuristic could not be run to the end, so the check has nothing to look at. */
        NOT_RUN("not run");

        private final String word;

        Status(String word) {
            this.word = word;
        }

        /** The status in one lower-case word or two, for people. */
        String word() {
            return word;
        }
    }

    /**
     * One check of one heuristic.
     *
     * @param check the check's name, one of {@link #CHECKS}
     * @param status how it came out
     * @param points its rubric item, or null when the rubric has none ({@code repeatable})
     * @param summary one line of counts, e.g. {@code 4,242 layouts overestimated, worst by 3}
     * @param exampleCaption what the example shows, e.g. {@code smallest counterexample: h=5, d=3}; null when none
     * @param exampleBoard the example's board rows ({@link Board#ROWS} of them), or two boards side by side for a
     *     move; empty when none
     * @param solution for the admissibility counterexample, the layouts of an optimal solution, one per line, rows
     *     separated by spaces as {@link Board#parse} reads them; otherwise empty
     */
    record CheckOutcome(String check, Status status, Points points, String summary, String exampleCaption,
            List<String> exampleBoard, List<String> solution) {

        /** Whether the check failed. */
        boolean failed() {
            return status == Status.FAILED;
        }
    }

    private CheckOutcomes() {
    }

    /** Every check of {@code heuristic}, in the order of {@link #CHECKS}. */
    static List<CheckOutcome> of(HeuristicReport heuristic) {
        List<CheckOutcome> outcomes = new ArrayList<>();
        CheckResults checks = heuristic.checks();
        for (String check : CHECKS) {
            Points points = heuristic.points().stream().filter(p -> p.item().equals(check)).findFirst().orElse(null);
            if (checks == null) {
                outcomes.add(new CheckOutcome(check, Status.NOT_RUN, points,
                        heuristic.verdict() == Verdict.GRADE_TIME_LIMIT ? "not run: the grade's time limit ran out"
                                : "not run: the heuristic " + heuristic.verdict().id(), null, List.of(), List.of()));
            } else {
                outcomes.add(outcome(check, checks, points));
            }
        }
        if (heuristic.slot() != null && heuristic.slot().baseline() != null) {
            outcomes.add(equalsBaseline(heuristic.slot().baseline(), heuristic.points().stream()
                    .filter(p -> p.item().equals(EQUALS_BASELINE)).findFirst().orElse(null)));
        }
        return List.copyOf(outcomes);
    }

    private static CheckOutcome outcome(String check, CheckResults checks, Points points) {
        return switch (check) {
            case "wellFormed" -> wellFormed(checks.wellFormed(), points);
            case "goalZero" -> {
                var goalZero = checks.goalZero();
                yield layoutOutcome(check, goalZero.passed(), points,
                        grouped(goalZero.violations()) + " goal layouts with h ≠ 0", "goal layout",
                        goalZero.example());
            }
            case "admissible" -> admissible(checks.admissible(), points);
            case "consistent" -> consistent(checks.consistent(), points);
            case "dominance" -> dominance(checks.dominance(), points);
            case "repeatable" -> repeatable(checks.repeatable(), points);
            case "effort" -> new CheckOutcome(check,
                    points == null || points.earned() >= points.possible() ? Status.PASSED : Status.FAILED, points,
                    points == null ? "not scored" : points.reason(), null, List.of(), List.of());
            default -> throw new IllegalArgumentException("unknown check " + check);
        };
    }

    private static CheckOutcome equalsBaseline(BaselineEquality equality, Points points) {
        BaselineEquality.Difference smallest = equality.smallest();
        if (smallest == null) {
            return new CheckOutcome(EQUALS_BASELINE, Status.PASSED, points, equality.describe(), null, List.of(),
                    List.of());
        }
        return new CheckOutcome(EQUALS_BASELINE, Status.FAILED, points, equality.describe(),
                "smallest layout where it differs: h=" + (smallest.estimate() == null ? "(threw)" : smallest.estimate())
                        + ", " + equality.baselineName() + "=" + smallest.baseline()
                        + (smallest.distance() < 0 ? ", unsolvable" : ", d=" + smallest.distance()),
                rows(smallest.layout()), List.of());
    }

    private static CheckOutcome wellFormed(CheckResults.WellFormedness wellFormed, Points points) {
        String summary = grouped(wellFormed.negative()) + " negative, " + grouped(wellFormed.failed())
                + " failed evaluations";
        if (wellFormed.firstFailed() != null) {
            return new CheckOutcome("wellFormed", status(wellFormed.passed()), points, summary,
                    "first layout where it threw", rows(wellFormed.firstFailed()), List.of());
        }
        return layoutOutcome("wellFormed", wellFormed.passed(), points, summary, "first negative layout",
                wellFormed.firstNegative());
    }

    private static CheckOutcome admissible(CheckResults.Admissibility admissible, Points points) {
        String summary = grouped(admissible.violations()) + " layouts overestimated, worst by "
                + grouped(admissible.maxExcess());
        Counterexample counterexample = admissible.counterexample();
        if (counterexample == null) {
            return new CheckOutcome("admissible", status(admissible.passed()), points, summary, null, List.of(),
                    List.of());
        }
        List<String> solution = counterexample.solution().stream().map(CheckOutcomes::spacedRows).toList();
        return new CheckOutcome("admissible", status(admissible.passed()), points, summary,
                "smallest counterexample: h=" + counterexample.estimate() + ", d=" + counterexample.distance(),
                rows(counterexample.layout()), solution);
    }

    private static CheckOutcome consistent(CheckResults.Consistency consistent, Points points) {
        String summary = grouped(consistent.violations()) + " moves where h drops by more than 1";
        MoveExample move = consistent.example();
        if (move == null) {
            return new CheckOutcome("consistent", status(consistent.passed()), points, summary, null, List.of(),
                    List.of());
        }
        List<String> from = rows(move.from());
        List<String> to = rows(move.to());
        List<String> board = new ArrayList<>();
        for (int row = 0; row < from.size() && row < to.size(); row++) {
            board.add(from.get(row) + (row == Board.ROWS / 2 ? "  →  " : "     ") + to.get(row));
        }
        return new CheckOutcome("consistent", status(consistent.passed()), points, summary,
                "one move: h=" + move.fromEstimate() + " before, h=" + move.toEstimate() + " after",
                List.copyOf(board), List.of());
    }

    private static CheckOutcome dominance(CheckResults.Dominance dominance, Points points) {
        String summary = grouped(dominance.below()) + " layouts below " + dominance.baseline() + ", "
                + grouped(dominance.above()) + " above";
        LayoutExample below = dominance.belowExample();
        if (below == null) {
            return new CheckOutcome("dominance", status(dominance.passed()), points, summary, null, List.of(),
                    List.of());
        }
        return new CheckOutcome("dominance", status(dominance.passed()), points, summary,
                "smallest layout below " + dominance.baseline() + ": h=" + below.estimate() + ", "
                        + dominance.baseline() + "=" + dominance.baselineEstimate() + ", d=" + below.distance(),
                rows(below.layout()), List.of());
    }

    private static CheckOutcome repeatable(CheckResults.Repeatability repeatable, Points points) {
        String summary = repeatable.sampled() == 0 ? "not measured"
                : grouped(repeatable.changed()) + " of " + grouped(repeatable.sampled())
                        + " layouts gave another value when evaluated again";
        if (repeatable.firstChanged() == null) {
            return new CheckOutcome("repeatable", status(repeatable.passed()), points, summary, null, List.of(),
                    List.of());
        }
        return new CheckOutcome("repeatable", status(repeatable.passed()), points, summary,
                "first layout whose value changed", rows(repeatable.firstChanged()), List.of());
    }

    private static CheckOutcome layoutOutcome(String check, boolean passed, Points points, String summary,
            String what, LayoutExample example) {
        if (example == null) {
            return new CheckOutcome(check, status(passed), points, summary, null, List.of(), List.of());
        }
        return new CheckOutcome(check, status(passed), points, summary,
                what + ": h=" + example.estimate() + ", d=" + example.distance(), rows(example.layout()), List.of());
    }

    private static Status status(boolean passed) {
        return passed ? Status.PASSED : Status.FAILED;
    }

    /** The board rows of layout text, top row first; the text itself when it is not a whole layout. */
    static List<String> rows(String layout) {
        if (layout == null || layout.length() != Board.ROWS * Board.COLUMNS) {
            return layout == null ? List.of() : List.of(layout);
        }
        List<String> rows = new ArrayList<>(Board.ROWS);
        for (int row = 0; row < Board.ROWS; row++) {
            rows.add(layout.substring(row * Board.COLUMNS, (row + 1) * Board.COLUMNS));
        }
        return List.copyOf(rows);
    }

    /** Layout text with a space between rows, as {@link Board#parse} reads it: {@code ^11^ v11v ^<>^ v22v 2..2}. */
    private static String spacedRows(String layout) {
        return String.join(" ", rows(layout));
    }

    /**
     * The verdict and message of {@code heuristic}, then, when running it went wrong, what happened: the kind, the
     * layout being evaluated as rows, the detail, and what it printed last.
     */
    static String verdictText(HeuristicReport heuristic) {
        StringBuilder text = new StringBuilder(heuristic.verdict().id()).append(": ").append(heuristic.message());
        String standing = slotStanding(heuristic);
        if (standing != null) {
            text.append("\n").append(standing);
        }
        GradeReport.Failure failure = heuristic.failure();
        if (failure != null) {
            text.append("\n\nWhat happened: ").append(failure.kind());
            if (failure.layout() != null) {
                text.append(", evaluating ").append(String.join(" ", rows(failure.layout())));
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
    static String slotStanding(HeuristicReport heuristic) {
        GradeReport.SlotFill slot = heuristic.slot();
        if (slot == null) {
            return null;
        }
        if (!slot.graded()) {
            return "Not graded: " + slot.reason() + ".";
        }
        return "Fills slot '" + slot.name() + "'" + (slot.baseline() == null ? "." : "; " + slot.baseline().describe()
                + (slot.baseline().equal() ? "." : ": the slot earns nothing until it equals "
                        + slot.baseline().baselineName() + " everywhere."));
    }

    /** One line per slot that earns nothing for want of a class: empty or filled twice, with what to do. */
    static List<String> unfilledSlots(GradeReport report) {
        return report.slots().stream().filter(slot -> !GradeReport.SlotReport.FILLED.equals(slot.status()))
                .map(slot -> "Slot '" + slot.name() + "' " + slot.status() + ", 0/" + slot.points() + " points: "
                        + slot.message())
                .toList();
    }

    /**
     * What a heuristic equal to the exact distance costs, for people: its constructor's time and its time per call,
     * so that a precomputed table shows; null when the heuristic is not the exact distance.
     */
    static String exactDistanceNote(HeuristicReport heuristic) {
        if (!heuristic.exactDistance()) {
            return null;
        }
        Long constructor = heuristic.constructorNanos();
        Double perCall = heuristic.nanosPerEvaluation();
        return "equal to the exact distance on all " + grouped(heuristic.solvable()) + " solvable layouts; constructor "
                + (constructor == null ? "time unknown" : constructor >= 1_000_000_000L
                        ? String.format(Locale.ROOT, "%.2f s", constructor / 1e9)
                        : String.format(Locale.ROOT, "%.1f ms", constructor / 1e6))
                + ", " + (perCall == null ? "time unknown" : Numbers.nanos(perCall))
                + " per call: a precomputed table, or a search in every call? Its points are the rubric's, as for"
                + " any heuristic.";
    }


    /** {@code earned/possible}, or a dash when the check has no rubric item. */
    static String points(Points points) {
        return points == null ? "—" : points.earned() + "/" + points.possible();
    }
}
