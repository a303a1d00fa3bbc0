package io.github.heuristicgrader.checks;

import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.CheckResults.GoalZero;
import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.checks.CheckResults.WellFormedness;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The checks of a heuristic's estimates against the exact distances of a state space (the least total cost of moves
 * to a goal).
 *
 * <p>Every check runs over the solvable states on which the heuristic answered; {@link #wellFormed} also counts
 * the solvable states on which it failed. Examples are the smallest state (by number, which is text order) that
 * breaks a check, so reruns show the same ones. Sums use {@code long}, so no estimate, however large, overflows.
 */
public final class Checks {

    /** The most cells of the informedness table kept as an array, 16 MiB of counts. */
    static final long DENSE_HISTOGRAM_CELLS = 1 << 22;

    private Checks() {
    }

    /**
     * Whether the estimate equals the exact distance on every solvable state of {@code space}, having thrown on
     * none of them: a heuristic that is the exact distance, by a table or a search.
     */
    public static boolean exactDistance(StateSpace space, Estimates estimates) {
        int[] values = estimates.values();
        for (int state = 0; state < space.size(); state++) {
            if (space.isSolvable(state) && (!estimates.answered(state) || values[state] != space.distance(state))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Every check, the baseline given as estimates over the same space; {@code repeatable} is taken as measured by
     * whoever evaluated the heuristic.
     */
    public static CheckResults all(StateSpace space, Estimates estimates, String baselineName, Estimates baseline,
            Repeatability repeatable) {
        return new CheckResults(goalZero(space, estimates), admissible(space, estimates),
                consistent(space, estimates), dominance(space, estimates, baselineName, baseline),
                informedness(space, estimates), wellFormed(space, estimates), repeatable);
    }

    /** Goal states where the estimate is not 0. */
    public static GoalZero goalZero(StateSpace space, Estimates estimates) {
        long violations = 0;
        StateExample example = null;
        for (int state = 0; state < space.size(); state++) {
            if (space.isGoal(state) && estimates.answered(state) && estimates.values()[state] != 0) {
                if (violations++ == 0) {
                    example = example(space, estimates, state);
                }
            }
        }
        return new GoalZero(violations == 0, violations, example);
    }

    /**
     * States where the estimate exceeds the exact distance; the counterexample is the one with the smallest
     * distance, ties broken by the smallest state text, with an optimal solution from it.
     */
    public static Admissibility admissible(StateSpace space, Estimates estimates) {
        long violations = 0;
        long maxExcess = 0;
        int smallest = -1;
        int[] values = estimates.values();
        for (int state = 0; state < space.size(); state++) {
            if (!checked(space, estimates, state)) {
                continue;
            }
            long excess = (long) values[state] - space.distance(state);
            if (excess > 0) {
                violations++;
                maxExcess = Math.max(maxExcess, excess);
                if (smallest < 0 || space.distance(state) < space.distance(smallest)) {
                    smallest = state;
                }
            }
        }
        Counterexample counterexample = null;
        if (smallest >= 0) {
            List<String> solution = new ArrayList<>();
            List<Long> solutionEstimates = new ArrayList<>();
            for (int step : space.optimalPath(smallest)) {
                solution.add(space.text(step));
                solutionEstimates.add(estimates.answered(step) ? Long.valueOf(values[step]) : null);
            }
            counterexample = new Counterexample(space.text(smallest), values[smallest], space.distance(smallest),
                    solution, solutionEstimates);
        }
        return new Admissibility(violations == 0, violations, maxExcess, counterexample);
    }

    /**
     * Moves from a solvable state across which the estimate drops by more than the move's cost:
     * h(s) &gt; c(s, t) + h(t).
     */
    public static Consistency consistent(StateSpace space, Estimates estimates) {
        long violations = 0;
        MoveExample example = null;
        int[] values = estimates.values();
        for (int state = 0; state < space.size(); state++) {
            if (!checked(space, estimates, state)) {
                continue;
            }
            int firstTarget = -1;
            int firstCost = 0;
            for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                int target = space.moveTarget(move);
                int cost = space.moveCost(move);
                if (estimates.answered(target) && (long) values[state] > (long) cost + values[target]) {
                    violations++;
                    if (example == null && (firstTarget < 0 || target < firstTarget
                            || target == firstTarget && cost < firstCost)) {
                        firstTarget = target;
                        firstCost = cost;
                    }
                }
            }
            if (example == null && firstTarget >= 0) {
                example = new MoveExample(space.text(state), values[state], space.text(firstTarget),
                        values[firstTarget], firstCost);
            }
        }
        return new Consistency(violations == 0, violations, example);
    }

    /** The estimates against the baseline's: it holds when never below and somewhere above. */
    public static Dominance dominance(StateSpace space, Estimates estimates, String baselineName,
            Estimates baseline) {
        long below = 0;
        long above = 0;
        int firstBelow = -1;
        int[] values = estimates.values();
        int[] reference = baseline.values();
        for (int state = 0; state < space.size(); state++) {
            if (!checked(space, estimates, state)) {
                continue;
            }
            if (values[state] < reference[state]) {
                if (below++ == 0) {
                    firstBelow = state;
                }
            } else if (values[state] > reference[state]) {
                above++;
            }
        }
        return new Dominance(baselineName, below == 0 && above > 0, below, above,
                firstBelow < 0 ? null : example(space, estimates, firstBelow),
                firstBelow < 0 ? 0 : reference[firstBelow]);
    }

    /**
     * How close the estimates come to the exact distances: the mean ratio and the share of exact estimates over
     * solvable non-goal states, and the histogram of (estimate, distance) over all solvable states.
     */
    public static Informedness informedness(StateSpace space, Estimates estimates) {
        int cap = space.maxDistance() + 1;
        // A table of every (distance, estimate) pair, unless distances that are sums of costs make it too large.
        boolean dense = (long) (space.maxDistance() + 1) * (cap + 2) <= DENSE_HISTOGRAM_CELLS;
        int[][] counts = dense ? new int[space.maxDistance() + 1][cap + 2] : null;
        Map<Long, Integer> sparse = dense ? null : new TreeMap<>();
        double ratioSum = 0;
        long nonGoal = 0;
        long exact = 0;
        int[] values = estimates.values();
        for (int state = 0; state < space.size(); state++) {
            if (!checked(space, estimates, state)) {
                continue;
            }
            int distance = space.distance(state);
            int estimate = values[state];
            int column = Math.max(-1, Math.min(cap, estimate)) + 1;
            if (dense) {
                counts[distance][column]++;
            } else {
                sparse.merge((long) distance * (cap + 2) + column, 1, Integer::sum);
            }
            if (distance > 0) {
                nonGoal++;
                ratioSum += (double) estimate / distance;
                exact += estimate == distance ? 1 : 0;
            }
        }
        List<HistogramCell> histogram = new ArrayList<>();
        if (dense) {
            for (int distance = 0; distance < counts.length; distance++) {
                for (int column = 0; column < counts[distance].length; column++) {
                    if (counts[distance][column] > 0) {
                        histogram.add(new HistogramCell(column - 1, distance, counts[distance][column]));
                    }
                }
            }
        } else {
            sparse.forEach((cell, states) -> histogram.add(new HistogramCell((int) (cell % (cap + 2)) - 1,
                    (int) (cell / (cap + 2)), states)));
        }
        return new Informedness(nonGoal == 0 ? 0 : ratioSum / nonGoal, nonGoal == 0 ? 0 : (double) exact / nonGoal,
                cap, List.copyOf(histogram));
    }

    /** Negative estimates and failed evaluations on solvable states. */
    public static WellFormedness wellFormed(StateSpace space, Estimates estimates) {
        long negative = 0;
        long failed = 0;
        StateExample firstNegative = null;
        String firstFailed = null;
        for (int state = 0; state < space.size(); state++) {
            if (!space.isSolvable(state)) {
                continue;
            }
            if (!estimates.answered(state)) {
                if (failed++ == 0) {
                    firstFailed = space.text(state);
                }
            } else if (estimates.values()[state] < 0 && negative++ == 0) {
                firstNegative = example(space, estimates, state);
            }
        }
        return new WellFormedness(negative == 0 && failed == 0, negative, firstNegative, failed, firstFailed);
    }

    private static boolean checked(StateSpace space, Estimates estimates, int state) {
        return space.isSolvable(state) && estimates.answered(state);
    }

    private static StateExample example(StateSpace space, Estimates estimates, int state) {
        return new StateExample(space.text(state), estimates.values()[state], space.distance(state));
    }
}
