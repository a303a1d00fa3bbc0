package io.github.heuristicgrader.database;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.EffortStart;
import io.github.heuristicgrader.search.ForcedExpansions;
import java.util.ArrayList;
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
 *
 * <p>Its cost is bounded by design: the searches from the starts together hold at most {@value #WORK_PER_STATE}
 * times the state count, or {@value #SMALL_SPACE_BOUND} states in a smaller space ({@link #bound}). The distances are taken in their order, each with all its starts or not
 * at all; the first whose searches would pass the bound is left out with every one after it ({@link #leftOut}), so
 * that a suite within the bound is the same as without one, and the figures of the starts kept are exact.
 */
public final class EffortSuite {

    /** Starts taken at each distance. */
    static final int STARTS_PER_DISTANCE = 5;

    /** How many distances the suite takes when neither the rubric nor the domain gives them. */
    static final int CHOSEN_DISTANCES = 10;

    /** How many states the searches of the whole suite may hold together, as a multiple of the state count. */
    static final int WORK_PER_STATE = 3;

    /**
     * How many states the searches may hold together in a space of fewer than a third of this: 2^22, under a second's
     * work and 16 MiB, so that a small space's suite is never cut.
     */
    static final long SMALL_SPACE_BOUND = 1 << 22;

    private final StateSpace space;
    private final List<Start> starts;
    /** The distances given that the bound left out, in their order. */
    private final List<Integer> leftOut;

    /**
     * A start of the suite: what the suite computed for it, which prepared data keeps.
     *
     * @param forced its counts within C* moves ({@link ForcedExpansions.Searcher#withinOptimum}), exact for
     *     estimates that are never negative
     * @param baselineBelow the baseline's F
     */
    record Start(int state, ForcedExpansions forced, long baselineBelow) {
    }

    /** A start with the states its searches held, which the suite's bound counts. */
    private record Searched(Start start, long held) {
    }

    private EffortSuite(StateSpace space, List<Start> starts, List<Integer> leftOut) {
        this.space = space;
        this.starts = starts;
        this.leftOut = List.copyOf(leftOut);
    }

    /**
     * The most states the suite's searches hold together: {@value #WORK_PER_STATE} times the state count, and at least
     * {@value #SMALL_SPACE_BOUND}.
     */
    static long bound(StateSpace space) {
        return Math.max(SMALL_SPACE_BOUND, (long) WORK_PER_STATE * space.size());
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
     * The suite at {@code distances}, with the baseline's counts computed once, within {@link #bound}: a distance
     * whose five searches would pass it is left out, with every distance after it.
     *
     * @throws StateDatabaseException naming a distance with too few states
     */
    static EffortSuite of(StateSpace space, Estimates baseline, List<Integer> distances) throws StateDatabaseException {
        return of(space, baseline, distances, bound(space));
    }

    /** The suite {@link #of} makes, within {@code bound} states held together rather than {@link #bound}. */
    static EffortSuite of(StateSpace space, Estimates baseline, List<Integer> distances, long bound)
            throws StateDatabaseException {
        List<Start> starts = new ArrayList<>();
        List<Integer> leftOut = new ArrayList<>();
        int lowest = lowest(baseline);
        List<Integer> states = starts(space, distances);
        // A searcher per thread, reused from start to start; the starts of a distance are searched side by side.
        ThreadLocal<ForcedExpansions.Searcher> searchers = ThreadLocal.withInitial(
                () -> new ForcedExpansions.Searcher(space));
        long spent = 0;
        for (int group = 0; group < distances.size(); group++) {
            if (!leftOut.isEmpty()) {
                leftOut.add(distances.get(group));
                continue;
            }
            // Two at a time, each within what the distance's searches before left: whether the five fit together
            // is then the same however the searches run, and a distance that does not fit costs at most twice
            // what was left.
            List<Integer> ofDistance = states.subList(group * STARTS_PER_DISTANCE, (group + 1) * STARTS_PER_DISTANCE);
            List<Searched> kept = new ArrayList<>();
            long held = 0;
            for (int pair = 0; pair < ofDistance.size() && held <= bound - spent; pair += 2) {
                long left = bound - spent - held;
                List<Searched> searched = ofDistance.subList(pair, Math.min(pair + 2, ofDistance.size()))
                        .parallelStream()
                        .map(state -> start(space, searchers.get(), state, baseline, lowest, left)).toList();
                for (Searched start : searched) {
                    held += start == null ? bound + 1 : start.held();
                    kept.add(start);
                }
            }
            if (held > bound - spent) {
                leftOut.add(distances.get(group));
                continue;
            }
            spent += held;
            kept.forEach(searched -> starts.add(searched.start()));
        }
        return new EffortSuite(space, List.copyOf(starts), leftOut);
    }

    /** The start {@code state} with its counts, or null when its searches would hold more than {@code left}. */
    private static Searched start(StateSpace space, ForcedExpansions.Searcher searcher, int state, Estimates baseline,
            int lowest, long left) {
        ForcedExpansions forced = searcher.withinOptimum(state, left);
        ForcedExpansions forBaseline = forced;
        if (forced != null && lowest < 0) {
            // Only a negative estimate lets a state beyond C* count: search as far as the lowest allows.
            forBaseline = searcher.upTo(state, lastCost(space.distance(state), lowest), left - forced.held());
        }
        if (forBaseline == null) {
            return null;
        }
        return new Searched(new Start(state, forced, forBaseline.below(baseline.values())),
                forced.held() + (forBaseline == forced ? 0 : forBaseline.held()));
    }

    /** The last g* that counts for estimates of at least {@code lowest} (negative) from a start at {@code optimum}. */
    private static int lastCost(int optimum, int lowest) {
        return (int) Math.min(Integer.MAX_VALUE, (long) optimum - lowest);
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
        return new EffortSuite(space, List.copyOf(starts), List.of());
    }

    /** The distances given that {@link #bound} left out, in their order; empty when it left none. */
    List<Integer> leftOut() {
        return leftOut;
    }

    /** The starts with what the suite computed for each, in suite order: what {@link #restore} takes back. */
    List<Start> computed() {
        return starts;
    }

    /** The lowest estimate, or 0 when none is negative: only a negative one lets a state beyond C* count. */
    private static int lowest(Estimates estimates) {
        int lowest = 0;
        for (int value : estimates.values()) {
            lowest = Math.min(lowest, value);
        }
        return lowest;
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
        int lowest = lowest(estimates);
        ForcedExpansions.Searcher searcher = lowest < 0 ? new ForcedExpansions.Searcher(space) : null;
        for (Start start : starts) {
            ForcedExpansions forced = lowest < 0 ? searcher.upTo(start.state(),
                    lastCost(start.forced().optimum(), lowest), Long.MAX_VALUE) : start.forced();
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
