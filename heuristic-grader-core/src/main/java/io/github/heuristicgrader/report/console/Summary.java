package io.github.heuristicgrader.report.console;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.LongerPath;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.spi.Domain;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The short summary for the build log, read by a student in thirty seconds: per heuristic a line, drawings of what
 * went wrong (the smallest overestimated state and the first steps of an optimal solution from it with h and d at
 * each, the two states of a move across which h drops by more than the move's cost, the exception thrown with the
 * student's {@code File.java:line} and the state it was thrown on), a line per rubric item and per start where A*
 * without reopening found a longer path; then the slots, the tests' outcome with those that did not pass and each
 * test points entry, the locked configuration when there is one, the score, the report's place. States are drawn as
 * their domain's text rows ({@code Domain.drawing().rows}), side by side within {@value #WIDTH} columns; puzzle
 * names are in Latin letters, since a console may lack a CJK font.
 */
public final class Summary {

    /** Most tests named in the log as not passed; the report names them all. */
    private static final int NAMED_TESTS = 10;
    /** The widest line of states side by side, in characters. */
    static final int WIDTH = 100;
    /** Most states of an optimal solution drawn, the counterexample included. */
    static final int SOLUTION_STATES = 6;
    private static final String INDENT = "    ";
    private static final String ARROW = "  ->  ";
    private static final Pattern STUDENT_FRAME = Pattern.compile("^\\s*at (?:[\\w$.@]*/)*([\\w$.]+)\\.[\\w$<>]+"
            + "\\(([^():]+:\\d+)\\)");

    private Summary() {
    }

    /**
     * The summary of {@code report}, its report for people at {@code reportFile} (the page, or {@code grade.json} when
     * no page was written; null when neither was); each heuristic's states drawn and named by its domain.
     */
    public static List<String> lines(GradeReport report, Path reportFile) {
        List<String> lines = new ArrayList<>();
        for (HeuristicReport heuristic : report.heuristics()) {
            Domain puzzle = ReportDomains.of(heuristic.domain());
            String timing = heuristic.nanosPerEvaluation() == null ? ""
                    : ", " + Numbers.nanos(heuristic.nanosPerEvaluation()) + " per " + puzzle.stateNoun();
            lines.add(heuristic.heading() + ": " + heuristic.verdict().id() + ", " + heuristic.score() + "/"
                    + heuristic.maxScore() + " points" + timing + " - " + heuristic.message());
            lines.addAll(whatWentWrong(heuristic, puzzle));
            if (heuristic.slot() != null && (!heuristic.graded() || heuristic.slot().baseline() != null)) {
                lines.add("  " + (heuristic.graded() ? "slot " + heuristic.slot().name() + ": "
                        + heuristic.slot().baseline().describe(puzzle) : "not graded: " + heuristic.slot().reason()));
            }
            for (Points points : heuristic.points()) {
                lines.add(String.format(Locale.ROOT, "  %-11s %3d/%-3d %s", points.item(), points.earned(),
                        points.possible(), points.reason()));
            }
            if (heuristic.closedSetSearch() != null) {
                for (LongerPath longer : heuristic.closedSetSearch().longer()) {
                    lines.add("  " + inLatin(longer, report.suite()).sentence(puzzle));
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
        lines.addAll(testLines(report.shownIn(HiddenTestNames::console).tests()));
        lines.addAll(report.configuration().lines());
        lines.addAll(report.regionLines());
        lines.add("Score: " + report.score() + "/" + report.maxScore() + "."
                + (reportFile == null ? "" : " Report: " + reportFile.toAbsolutePath()));
        return lines;
    }

    /**
     * Drawings of what went wrong with {@code heuristic}: the exception it threw, its smallest overestimate
     * with the first steps of an optimal solution, a move across which it drops by more than the move's cost, a goal
     * where it is not 0.
     */
    static List<String> whatWentWrong(HeuristicReport heuristic, Domain puzzle) {
        List<String> lines = new ArrayList<>();
        Failure failure = heuristic.failure();
        if (failure != null && failure.kind().equals("exception")) {
            String thrown = failure.detail().lines().findFirst().orElse("").strip();
            String where = studentLocation(failure.detail(), heuristic.name());
            lines.add("  threw " + thrown + (where == null ? "" : " at " + where)
                    + (failure.state() == null ? "" : ", on this " + puzzle.stateNoun() + ":"));
            if (failure.state() != null) {
                lines.addAll(sideBySide(List.of(new Drawn(puzzle.drawing().rows(failure.state()), ""))));
            }
        }
        CheckResults checks = heuristic.checks();
        if (checks == null) {
            return lines;
        }
        Counterexample counterexample = checks.admissible().counterexample();
        if (counterexample != null) {
            lines.addAll(overestimate(counterexample, checks.admissible().violations(), puzzle));
        }
        MoveExample move = checks.consistent().example();
        if (move != null) {
            String cost = puzzle.unitCosts() ? "1" : "the move's cost";
            lines.add("  inconsistent: h drops by more than " + cost + " across " + Numbers.grouped(
                    checks.consistent().violations()) + " moves, such as this one (" + (puzzle.unitCosts()
                    ? "a move costs 1" : "it costs " + move.cost()) + "):");
            lines.addAll(sideBySide(List.of(new Drawn(puzzle.drawing().rows(move.from()), "h=" + move.fromEstimate()),
                    new Drawn(puzzle.drawing().rows(move.to()), "h=" + move.toEstimate()))));
        }
        StateExample goal = checks.goalZero().example();
        if (goal != null) {
            lines.add("  not 0 at a goal: " + Numbers.grouped(checks.goalZero().violations())
                    + " goal " + puzzle.stateNounPlural() + " have h > 0, such as this one:");
            lines.addAll(sideBySide(List.of(new Drawn(puzzle.drawing().rows(goal.state()),
                    "h=" + goal.estimate() + " d=0"))));
        }
        return lines;
    }

    /** The smallest overestimated state and the first states of an optimal solution from it, h and d under each. */
    private static List<String> overestimate(Counterexample counterexample, long violations, Domain puzzle) {
        List<String> solution = counterexample.solution();
        int shown = Math.min(solution.size(), SOLUTION_STATES);
        List<String> lines = new ArrayList<>();
        lines.add("  overestimates " + Numbers.grouped(violations) + " " + puzzle.stateNounPlural() + "; smallest: h="
                + counterexample.estimate() + " > d=" + counterexample.distance() + "; "
                + (shown == solution.size() ? "an optimal solution" : "the first " + (shown - 1) + " of "
                        + (solution.size() - 1) + " optimal moves")
                + " (* where h > d):");
        List<Drawn> drawn = new ArrayList<>();
        List<Integer> distances = ReportDomains.solutionDistances(puzzle, solution, counterexample.distance());
        for (int step = 0; step < shown; step++) {
            int distance = distances.get(step);
            Long estimate = counterexample.solutionEstimates().get(step);
            String caption = (estimate == null ? "threw" : "h=" + estimate) + " d=" + distance
                    + (estimate != null && estimate > distance ? "*" : "");
            drawn.add(new Drawn(puzzle.drawing().rows(step == 0 ? counterexample.state() : solution.get(step)), caption));
        }
        lines.addAll(sideBySide(drawn));
        return lines;
    }

    /**
     * The student's place in a stack trace as {@code File.java:line}: the first frame of {@code className} or of a
     * class in its package (its own helpers), else the first frame outside the JDK and the grader; null when none
     * has a line.
     */
    static String studentLocation(String stackTrace, String className) {
        String packagePrefix = className.contains(".") ? className.substring(0, className.lastIndexOf('.') + 1)
                : "";
        String fallback = null;
        for (String line : stackTrace.lines().toList()) {
            Matcher frame = STUDENT_FRAME.matcher(line);
            if (!frame.find()) {
                continue;
            }
            String frameClass = frame.group(1);
            boolean ownPackage = frameClass.equals(className) || frameClass.startsWith(className + "$")
                    || (!packagePrefix.isEmpty() && frameClass.startsWith(packagePrefix)
                            && frameClass.indexOf('.', packagePrefix.length()) < 0);
            if (ownPackage) {
                return frame.group(2);
            }
            if (fallback == null && !isPlatformClass(frameClass)) {
                fallback = frame.group(2);
            }
        }
        return fallback;
    }

    private static boolean isPlatformClass(String className) {
        for (String prefix : List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "io.github.heuristicgrader.")) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** {@code longer} with its puzzle named in Latin letters, as the suite gives them. */
    private static LongerPath inLatin(LongerPath longer, List<SuitePuzzle> suite) {
        if (longer.puzzle() == null) {
            return longer;
        }
        String latin = suite.stream().filter(puzzle -> longer.puzzle().equals(puzzle.puzzle()))
                .map(SuitePuzzle::latinName).filter(name -> name != null).findFirst().orElse(longer.puzzle());
        return new LongerPath(latin, longer.state(), longer.found(), longer.optimum());
    }

    /** A state's rows with the caption under it. */
    record Drawn(List<String> rows, String caption) {
    }

    /**
     * States side by side, an arrow between each and the next on the middle row, each caption under its state (no
     * caption line when none has one); wrapped to a new band of states where a line would pass {@value #WIDTH}
     * characters.
     */
    static List<String> sideBySide(List<Drawn> drawn) {
        List<String> lines = new ArrayList<>();
        int column = 0;
        for (Drawn state : drawn) {
            column = Math.max(column, state.caption().length());
            for (String row : state.rows()) {
                column = Math.max(column, row.length());
            }
        }
        int perBand = Math.max(1, (WIDTH - INDENT.length() + ARROW.length()) / (column + ARROW.length()));
        for (int first = 0; first < drawn.size(); first += perBand) {
            List<Drawn> band = drawn.subList(first, Math.min(drawn.size(), first + perBand));
            int height = band.stream().mapToInt(state -> state.rows().size()).max().orElse(0);
            boolean captioned = band.stream().anyMatch(state -> !state.caption().isEmpty());
            for (int row = 0; row < (captioned ? height + 1 : height); row++) {
                StringBuilder line = new StringBuilder(INDENT);
                for (int i = 0; i < band.size(); i++) {
                    Drawn state = band.get(i);
                    boolean last = first + i == drawn.size() - 1;
                    String cell = row == height ? state.caption() : row < state.rows().size()
                            ? state.rows().get(row) : "";
                    line.append(cell).append(" ".repeat(column - cell.length()));
                    if (!last && i < band.size() - 1) {
                        line.append(row == height / 2 ? ARROW : " ".repeat(ARROW.length()));
                    }
                }
                lines.add(line.toString().stripTrailing());
            }
        }
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
