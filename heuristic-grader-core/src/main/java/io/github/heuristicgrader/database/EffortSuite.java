package io.github.heuristicgrader.database;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.EffortStart;
import io.github.heuristicgrader.search.ForcedExpansions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The effort suite: starts at many exact distances from a goal, the same for every heuristic, on which the
 * tie-independent A* effort of a heuristic is set against the baseline's.
 *
 * <p>The starts: for each distance d, the n solvable states at exact distance d in ascending state order (which
 * is the order of their text), and of those the {@value #STARTS_PER_DISTANCE} at positions ⌊(2i+1)·n/10⌋,
 * i = 0..4. Per start s, F_h(s) counts the states t reachable from s with g*(t) + h(t) &lt; C*
 * ({@link ForcedExpansions}); the figure {@code saved} is the mean, over the starts with F_baseline(s) &gt; 0, of
 * 1 − F_h(s) / F_baseline(s).
 */
public final class EffortSuite {

    /** Starts taken at each distance. */
    static final int STARTS_PER_DISTANCE = 5;

    /** How many distances the suite takes when neither the rubric nor the domain gives them. */
    static final int CHOSEN_DISTANCES = 10;

    private final StateSpace space;
    private final List<Start> starts;

    /**
     * A start of the suite: what the suite computed for it, which prepared data keeps.
     *
     * @param forced its counts within C* moves ({@link ForcedExpansions.Searcher#withinOptimum}), exact for
     *     estimates that are never negative
     * @param baselineBelow the baseline's F
     */
    record Start(int state, ForcedExpansions forced, long baselineBelow) {
    }

    private EffortSuite(StateSpace space, List<Start> starts) {
        this.space = space;
        this.starts = starts;
    }

    /**
     * The starts' state numbers, by distance in the order given, then in state order.
     *
     * @throws StateDatabaseException naming a distance with fewer than {@value #STARTS_PER_DISTANCE} states
     */
    static List<Integer> starts(StateSpace space, List<Integer> distances) throws StateDatabaseException {
        List<Integer> starts = new ArrayList<>();
        for (int distance : distances) {
            int n = 0;
            for (int state = 0; state < space.size(); state++) {
                n += space.distance(state) == distance ? 1 : 0;
            }
            if (n < STARTS_PER_DISTANCE) {
                throw new StateDatabaseException("the effort suite needs " + STARTS_PER_DISTANCE + " "
                        + space.domain().stateNounPlural() + " at exact distance " + distance + " but the puzzle has " + n + " (its largest distance is "
                        + space.maxDistance() + "); choose other effortDistances in the rubric file");
            }
            int position = 0;
            int pick = 0;
            for (int state = 0; state < space.size() && pick < STARTS_PER_DISTANCE; state++) {
                if (space.distance(state) != distance) {
                    continue;
                }
                if (position == (2 * pick + 1) * n / (2 * STARTS_PER_DISTANCE)) {
                    starts.add(state);
                    pick++;
                }
                position++;
            }
        }
        return starts;
    }

    /**
     * Distances for a domain that gives none, chosen from its state database: of the solvable states at a distance
     * from 1 up that has at least {@value #STARTS_PER_DISTANCE} states, ordered by distance, the distances of those
     * at the {@value #CHOSEN_DISTANCES} quantiles ⌊(2i+1)·m/20⌋, i = 0..9, without repeats, ascending; empty when
     * no distance has enough states.
     */
    static List<Integer> chosenDistances(StateSpace space) {
        long[] statesAt = new long[space.maxDistance() + 1];
        for (int state = 0; state < space.size(); state++) {
            if (space.distance(state) > 0) {
                statesAt[space.distance(state)]++;
            }
        }
        long eligible = 0;
        for (long count : statesAt) {
            eligible += count >= STARTS_PER_DISTANCE ? count : 0;
        }
        List<Integer> chosen = new ArrayList<>();
        long passed = 0;
        int pick = 0;
        for (int distance = 1; distance < statesAt.length && pick < CHOSEN_DISTANCES; distance++) {
            if (statesAt[distance] < STARTS_PER_DISTANCE) {
                continue;
            }
            passed += statesAt[distance];
            while (pick < CHOSEN_DISTANCES && (2L * pick + 1) * eligible / (2L * CHOSEN_DISTANCES) < passed) {
                if (chosen.isEmpty() || chosen.get(chosen.size() - 1) != distance) {
                    chosen.add(distance);
                }
                pick++;
            }
        }
        return List.copyOf(chosen);
    }

    /**
     * The suite at {@code distances}, with the baseline's counts computed once.
     *
     * @throws StateDatabaseException naming a distance with too few states
     */
    static EffortSuite of(StateSpace space, Estimates baseline, List<Integer> distances) throws StateDatabaseException {
        List<Start> starts = new ArrayList<>();
        boolean negative = negative(baseline);
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(space);
        for (int state : starts(space, distances)) {
            ForcedExpansions forced = searcher.withinOptimum(state);
            long baselineBelow = (negative ? searcher.from(state) : forced).below(baseline.values());
            starts.add(new Start(state, forced, baselineBelow));
        }
        return new EffortSuite(space, List.copyOf(starts));
    }

    /**
     * The suite {@link #of} made on {@code space}, from its starts ({@link #computed()}, as prepared data keeps
     * them): nothing is searched.
     *
     * @throws IllegalArgumentException when a start is no state of {@code space} or its counts are not for it
     */
    static EffortSuite restore(StateSpace space, List<Start> starts) {
        for (Start start : starts) {
            if (start.state() < 0 || start.state() >= space.size()
                    || start.forced().optimum() != space.distance(start.state())) {
                throw new IllegalArgumentException("an effort suite's stored start is not a start of its space");
            }
        }
        return new EffortSuite(space, List.copyOf(starts));
    }

    /** The starts with what the suite computed for each, in suite order: what {@link #restore} takes back. */
    List<Start> computed() {
        return starts;
    }

    /**
     * Whether any estimate is negative: only then can a state beyond C* moves count, and the starts' counts within
     * C* ({@link ForcedExpansions.Searcher#withinOptimum}) not do.
     */
    private static boolean negative(Estimates estimates) {
        return Arrays.stream(estimates.values()).anyMatch(value -> value < 0);
    }

    /** The starts' state numbers, in suite order. */
    public List<Integer> states() {
        return starts.stream().map(Start::state).toList();
    }

    /** The heuristic's counts on every start next to the baseline's, and the share it saves. */
    public GradeReport.SuiteEffort measure(Estimates estimates) {
        List<EffortStart> measured = new ArrayList<>();
        double savedSum = 0;
        int counted = 0;
        boolean negative = negative(estimates);
        ForcedExpansions.Searcher searcher = negative ? new ForcedExpansions.Searcher(space) : null;
        for (Start start : starts) {
            ForcedExpansions forced = negative ? searcher.from(start.state()) : start.forced();
            long below = forced.below(estimates.values());
            measured.add(new EffortStart(space.text(start.state()), start.forced().optimum(), below,
                    start.baselineBelow()));
            if (start.baselineBelow() > 0) {
                savedSum += 1 - (double) below / start.baselineBelow();
                counted++;
            }
        }
        return new GradeReport.SuiteEffort(List.copyOf(measured), counted == 0 ? 0 : savedSum / counted);
    }
}
