package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.report.GradeReport;
import io.github.heuristicgrader.report.GradeReport.EffortStart;
import io.github.heuristicgrader.search.ForcedExpansions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The effort suite: starts at many exact distances from a goal, the same for every heuristic, on which the
 * tie-independent A* effort of a heuristic is set against the baseline's.
 *
 * <p>The starts: for each distance d, the n solvable layouts at exact distance d in ascending layout order (which
 * is the order of their text), and of those the {@value #STARTS_PER_DISTANCE} at positions ⌊(2i+1)·n/10⌋,
 * i = 0..4. Per start s, F_h(s) counts the layouts t reachable from s with g*(t) + h(t) &lt; C*
 * ({@link ForcedExpansions}); the figure {@code saved} is the mean, over the starts with F_baseline(s) &gt; 0, of
 * 1 − F_h(s) / F_baseline(s).
 */
final class EffortSuite {

    /** Starts taken at each distance. */
    static final int STARTS_PER_DISTANCE = 5;

    private final StateSpace space;
    private final List<Start> starts;

    /**
     * A start of the suite.
     *
     * @param forced its counts within C* moves ({@link ForcedExpansions.Searcher#withinOptimum}), exact for
     *     estimates that are never negative
     * @param baselineBelow the baseline's F
     */
    private record Start(int layout, ForcedExpansions forced, long baselineBelow) {
    }

    private EffortSuite(StateSpace space, List<Start> starts) {
        this.space = space;
        this.starts = starts;
    }

    /**
     * The starts' layout numbers, by distance in the order given, then in layout order.
     *
     * @throws GradingException naming a distance with fewer than {@value #STARTS_PER_DISTANCE} layouts
     */
    static List<Integer> starts(StateSpace space, List<Integer> distances) throws GradingException {
        List<Integer> starts = new ArrayList<>();
        for (int distance : distances) {
            int n = 0;
            for (int layout = 0; layout < space.size(); layout++) {
                n += space.distance(layout) == distance ? 1 : 0;
            }
            if (n < STARTS_PER_DISTANCE) {
                throw new GradingException("the effort suite needs " + STARTS_PER_DISTANCE + " "
                        + space.domain().stateNounPlural() + " at exact distance " + distance + " but the puzzle has " + n + " (its largest distance is "
                        + space.maxDistance() + "); choose other effortDistances in the rubric file");
            }
            int position = 0;
            int pick = 0;
            for (int layout = 0; layout < space.size() && pick < STARTS_PER_DISTANCE; layout++) {
                if (space.distance(layout) != distance) {
                    continue;
                }
                if (position == (2 * pick + 1) * n / (2 * STARTS_PER_DISTANCE)) {
                    starts.add(layout);
                    pick++;
                }
                position++;
            }
        }
        return starts;
    }

    /**
     * The suite at {@code distances}, with the baseline's counts computed once.
     *
     * @throws GradingException naming a distance with too few layouts
     */
    static EffortSuite of(StateSpace space, Estimates baseline, List<Integer> distances) throws GradingException {
        List<Start> starts = new ArrayList<>();
        boolean negative = negative(baseline);
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(space);
        for (int layout : starts(space, distances)) {
            ForcedExpansions forced = searcher.withinOptimum(layout);
            long baselineBelow = (negative ? searcher.from(layout) : forced).below(baseline.values());
            starts.add(new Start(layout, forced, baselineBelow));
        }
        return new EffortSuite(space, List.copyOf(starts));
    }

    /**
     * Whether any estimate is negative: only then can a layout beyond C* moves count, and the starts' counts within
     * C* ({@link ForcedExpansions.Searcher#withinOptimum}) not do.
     */
    private static boolean negative(Estimates estimates) {
        return Arrays.stream(estimates.values()).anyMatch(value -> value < 0);
    }

    /** The starts' state numbers, in suite order. */
    List<Integer> states() {
        return starts.stream().map(Start::layout).toList();
    }

    /** The heuristic's counts on every start next to the baseline's, and the share it saves. */
    GradeReport.EffortSuite measure(Estimates estimates) {
        List<EffortStart> measured = new ArrayList<>();
        double savedSum = 0;
        int counted = 0;
        boolean negative = negative(estimates);
        ForcedExpansions.Searcher searcher = negative ? new ForcedExpansions.Searcher(space) : null;
        for (Start start : starts) {
            ForcedExpansions forced = negative ? searcher.from(start.layout()) : start.forced();
            long below = forced.below(estimates.values());
            measured.add(new EffortStart(space.text(start.layout()), start.forced().optimum(), below,
                    start.baselineBelow()));
            if (start.baselineBelow() > 0) {
                savedSum += 1 - (double) below / start.baselineBelow();
                counted++;
            }
        }
        return new GradeReport.EffortSuite(List.copyOf(measured), counted == 0 ? 0 : savedSum / counted);
    }
}
