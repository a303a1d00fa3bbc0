package io.github.heuristicgrader.checks;

import java.util.List;

/**
 * Every check of one heuristic over the solvable states of a state space. States on which the heuristic failed
 * (threw) are counted in {@link WellFormedness} only and left out of the other checks.
 *
 * @param goalZero goal states where the estimate is not 0
 * @param admissible states where the estimate exceeds the exact distance
 * @param consistent moves across which the estimate drops by more than the move's cost
 * @param dominance the estimate against the baseline heuristic
 * @param informedness how close the estimates come to the exact distances
 * @param wellFormed negative estimates and failed evaluations
 * @param repeatable whether the heuristic gave the same values when asked again
 */
public record CheckResults(GoalZero goalZero, Admissibility admissible, Consistency consistent, Dominance dominance,
        Informedness informedness, WellFormedness wellFormed, Repeatability repeatable) {

    /**
     * Goal states where the estimate is not 0.
     *
     * @param passed no violation
     * @param violations goal states with a non-zero estimate
     * @param example the smallest such state, or null
     */
    public record GoalZero(boolean passed, long violations, StateExample example) {
    }

    /**
     * States where the estimate exceeds the exact distance.
     *
     * @param passed no violation
     * @param violations states overestimated
     * @param maxExcess the largest estimate − distance, 0 when none
     * @param counterexample the overestimated state with the smallest distance (ties: smallest text), or null
     */
    public record Admissibility(boolean passed, long violations, long maxExcess, Counterexample counterexample) {
    }

    /**
     * Moves across which the estimate drops by more than the move's cost: h(s) &gt; c(s, t) + h(t).
     *
     * @param passed no violation
     * @param violations (state, move) pairs counted once per direction
     * @param example the violating move with the smallest source state, then the smallest target, or null
     */
    public record Consistency(boolean passed, long violations, MoveExample example) {
    }

    /**
     * The estimate against a baseline heuristic; holds when never below it and somewhere above it.
     *
     * @param baseline the baseline's name
     * @param passed {@code below == 0 && above > 0}
     * @param below states where the estimate is below the baseline's
     * @param above states where the estimate is above the baseline's
     * @param belowExample the smallest state below the baseline, or null; its estimate is the student's
     * @param baselineEstimate the baseline's value at {@code belowExample}, or 0
     */
    public record Dominance(String baseline, boolean passed, long below, long above, StateExample belowExample,
            long baselineEstimate) {
    }

    /**
     * How close the estimates come to the exact distances.
     *
     * @param meanRatio mean of estimate ÷ distance over solvable non-goal states
     * @param exactShare share of solvable non-goal states where estimate = distance
     * @param estimateCap estimates above this are counted at it in the histogram
     * @param histogram states per (estimate, distance), sorted by distance then estimate; negative estimates are
     *     counted at −1
     */
    public record Informedness(double meanRatio, double exactShare, int estimateCap, List<HistogramCell> histogram) {
    }

    /**
     * States per (estimate, exact distance) pair.
     *
     * @param estimate the estimate, clamped to [−1, estimateCap]
     * @param distance the exact distance
     * @param states how many solvable states have this pair
     */
    public record HistogramCell(int estimate, int distance, int states) {
    }

    /**
     * Negative estimates and evaluations that failed.
     *
     * @param passed neither happened on any state
     * @param negative states with a negative estimate
     * @param firstNegative the smallest such state, or null
     * @param failed states where the heuristic threw
     * @param firstFailed the smallest such state's text, or null
     */
    public record WellFormedness(boolean passed, long negative, StateExample firstNegative, long failed,
            String firstFailed) {
    }

    /**
     * Whether the heuristic gives the same value for the same state: a sample of states evaluated a second time,
     * in another order, by whoever ran the heuristic.
     *
     * @param passed every sampled state gave the same value (or threw) both times
     * @param sampled states evaluated twice, 0 when not measured
     * @param changed states whose second answer differed
     * @param firstChanged the first such state's text, or null
     */
    public record Repeatability(boolean passed, int sampled, int changed, String firstChanged) {

        /** A sample in which {@code changed} of {@code sampled} states gave another value the second time. */
        public static Repeatability of(int sampled, int changed, String firstChanged) {
            return new Repeatability(changed == 0, sampled, changed, firstChanged);
        }
    }
}
