package io.github.heuristicgrader.database;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.ClosedSetRun;
import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.result.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.result.GradeReport.UnreadPuzzleFile;
import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The A* puzzles: the domain's classic states and the instructor's files, each with the effort of the reference
 * heuristics (zero, the baseline, the exact distance, infinite where no goal can be reached) computed once.
 *
 * <p>Its cost is bounded by design: in a space of at most {@value #FULL_SEARCHES} states, the tie-independent
 * counts of each puzzle come from a search of every state reachable from its start while those searches together
 * hold at most that many states; past that, and in a larger space, from a search of the states within C* + 1 of the
 * start (all that count for estimates that are never negative), the states reachable counted apart (with
 * reversible moves, each component once). The figures are the same either way.
 */
public final class Suite {

    /**
     * The most states the puzzles' full searches hold together, 2^20: twice what Huarongdao's ten classic layouts
     * hold (484,089), so that every built-in puzzle's suite is what it was.
     */
    static final long FULL_SEARCHES = 1 << 20;

    private final StateSpace space;
    /**
     * A search per thread: its working arrays are reused from search to search, and a class run grades several
     * students with one suite at once.
     */
    private final ThreadLocal<AStar> search;
    private final Estimates baseline;
    private final List<Entry> entries = new ArrayList<>();
    private final List<UnreadPuzzleFile> unsolvable = new ArrayList<>();
    /** The classic starts farther than the radius from the goals, when the space holds only those within it. */
    private final List<String> beyondRegion = new ArrayList<>();

    private record Entry(String name, int start, ForcedExpansions forced, SuitePuzzle reference) {
    }

    /**
     * A start state for A* without reopening.
     *
     * @param name the puzzle's name, or null for a start that has none
     * @param state its state number; must be solvable
     * @param forced the tie-independent counts from it ({@link ForcedExpansions#from}), or null where they are not at
     *     hand (the effort suite's starts): A* without reopening needs only the path it finds
     */
    public record Start(String name, int state, ForcedExpansions forced) {
    }

    private Suite(StateSpace space, Estimates baseline) {
        this.space = space;
        this.search = ThreadLocal.withInitial(() -> new AStar(space));
        this.baseline = baseline;
    }

    /**
     * The names of the domain's classic starts left out of the suite because they lie farther than the radius from
     * the goals, in the domain's order; empty for a whole space.
     */
    List<String> beyondRegion() {
        return List.copyOf(beyondRegion);
    }

    /** The baseline heuristic's estimates on every state, which the suite's baseline efforts used. */
    Estimates baseline() {
        return baseline;
    }

    /**
     * What the suite computed for one puzzle, which prepared data keeps: its start's state number, its
     * tie-independent counts, and the reference heuristics' effort.
     */
    record Reference(int start, ForcedExpansions forced, SearchEffort zero, SearchEffort baseline,
            SearchEffort exact) {
    }

    /**
     * The puzzles of {@code starts} ({@link SuiteStarts#of}), each solved once with the reference heuristics: h = 0,
     * the baseline, the exact distance. A puzzle file's start that has no solution is left out and recorded
     * ({@link #unsolvable()}).
     *
     * @throws StateDatabaseException naming a classic state that has no solution: the domain is at fault
     */
    static Suite of(StateSpace space, Estimates baseline, Map<String, SuiteStarts.Start> starts)
            throws StateDatabaseException {
        // A space larger than the allowance would only spend it on searches cut short.
        return of(space, baseline, starts, space.size() <= FULL_SEARCHES ? FULL_SEARCHES : 0);
    }

    /**
     * The suite {@link #of} makes, its full searches holding at most {@code fullSearches} states together rather
     * than {@value #FULL_SEARCHES}.
     */
    static Suite of(StateSpace space, Estimates baseline, Map<String, SuiteStarts.Start> starts, long fullSearches)
            throws StateDatabaseException {
        Estimates exact = exactDistances(space);
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(space);
        Suite suite = new Suite(space, baseline);
        // Full searches, which count the reachable states and serve estimates of any sign, while they stay small.
        long[] left = {fullSearches};
        ReachableCounts reachable = new ReachableCounts(space);
        return suite.add(starts, start -> {
            ForcedExpansions forced = searcher.from(start, left[0]);
            if (forced != null) {
                left[0] -= forced.held();
            } else {
                // Past the bound: the states within C* + 1, which every reference figure needs (h = 0 counts
                // the states at C* + 1 next to those it expands), and the reachable states counted apart.
                forced = searcher.upTo(start, space.distance(start) + 1, Long.MAX_VALUE)
                        .withReachable(reachable.from(start));
            }
            AStar search = suite.search.get();
            return new Reference(start, forced, search.searchWithZero(start, forced),
                    search.search(start, baseline, suite.forcedFor(start, forced, lowest(baseline))),
                    search.search(start, exact, forced));
        });
    }

    /**
     * The counts from {@code start} that estimates of at least {@code lowest} need: {@code forced} when it holds every
     * state that can count for them (a search cut at C* + 1 holds them for estimates that are never negative), else
     * the counts of a search as far as the lowest estimate lets a state count.
     */
    private ForcedExpansions forcedFor(int start, ForcedExpansions forced, int lowest) {
        if (forced == null) {
            return null;
        }
        long needed = (long) forced.optimum() - lowest;
        if (forced.holdsUpTo(needed)) {
            return forced;
        }
        return new ForcedExpansions.Searcher(space).upTo(start, (int) Math.min(Integer.MAX_VALUE, needed),
                Long.MAX_VALUE);
    }

    /** The lowest of {@code estimates}, or 0 when none is negative. */
    private static int lowest(Estimates estimates) {
        int lowest = 0;
        for (int value : estimates.values()) {
            lowest = Math.min(lowest, value);
        }
        return lowest;
    }

    /**
     * How many states each start reaches, for starts whose counts were cut short: with reversible moves, the size of
     * its component, each component searched once; else a search of its own.
     */
    private static final class ReachableCounts {
        private final StateSpace space;
        /** With reversible moves: the component of each state searched so far, 0 where none yet. */
        private int[] component;
        private final List<Integer> componentSizes = new ArrayList<>();

        ReachableCounts(StateSpace space) {
            this.space = space;
        }

        int from(int start) {
            if (!space.domain().reversibleMoves()) {
                return count(start, new boolean[space.size()], null, 0);
            }
            if (component == null) {
                component = new int[space.size()];
            }
            if (component[start] == 0) {
                componentSizes.add(count(start, null, component, componentSizes.size() + 1));
            }
            return componentSizes.get(component[start] - 1);
        }

        /** Marks and counts the states reachable from {@code start}, in {@code seen} or as {@code label}. */
        private int count(int start, boolean[] seen, int[] labels, int label) {
            int[] queue = new int[space.size()];
            int tail = 0;
            queue[tail++] = start;
            if (seen != null) {
                seen[start] = true;
            } else {
                labels[start] = label;
            }
            for (int head = 0; head < tail; head++) {
                int state = queue[head];
                for (int move = space.firstMove(state), end = space.endMove(state); move < end; move++) {
                    int target = space.moveTarget(move);
                    boolean marked = seen != null ? seen[target] : labels[target] != 0;
                    if (!marked) {
                        if (seen != null) {
                            seen[target] = true;
                        } else {
                            labels[target] = label;
                        }
                        queue[tail++] = target;
                    }
                }
            }
            return tail;
        }
    }

    /**
     * The exact distance of every state as estimates: {@link Integer#MAX_VALUE} where no goal can be reached, the
     * infinite distance there, so that such a state never has g* + h at or below C* and A* never expands it (A*
     * orders by g + h as {@code long}, so the value does not overflow).
     */
    static Estimates exactDistances(StateSpace space) {
        int[] values = new int[space.size()];
        for (int state = 0; state < values.length; state++) {
            values[state] = space.isSolvable(state) ? space.distance(state) : Integer.MAX_VALUE;
        }
        return Estimates.of(values);
    }

    /**
     * The suite {@link #of} made from the same space, baseline and starts, from what it computed
     * ({@link #references()}, as prepared data keeps it): nothing is searched.
     *
     * @throws IllegalArgumentException when {@code references} are not those of these starts' solvable puzzles
     * @throws StateDatabaseException naming a classic state that has no solution, as {@link #of} does
     */
    static Suite restore(StateSpace space, Estimates baseline, Map<String, SuiteStarts.Start> starts,
            List<Reference> references) throws StateDatabaseException {
        Iterator<Reference> stored = references.iterator();
        Suite suite = new Suite(space, baseline).add(starts, start -> {
            Reference reference = stored.hasNext() ? stored.next() : null;
            if (reference == null || reference.start() != start
                    || reference.forced().optimum() != space.distance(start)) {
                throw new IllegalArgumentException("the suite's stored puzzles are not those of its starts");
            }
            return reference;
        });
        if (stored.hasNext()) {
            throw new IllegalArgumentException("the suite's stored puzzles are more than its starts");
        }
        return suite;
    }

    /**
     * Adds the puzzles of {@code starts}, {@code references} giving what was computed for each solvable start's
     * state number; returns this suite.
     */
    private Suite add(Map<String, SuiteStarts.Start> starts, IntFunction<Reference> references)
            throws StateDatabaseException {
        for (Map.Entry<String, SuiteStarts.Start> named : starts.entrySet()) {
            SuiteStarts.Start given = named.getValue();
            int start = space.stateOf(given.state());
            // Only a grade within a radius lacks a state: the start is farther than the radius from every goal, and
            // is left out of the suite, which every output says beside the region.
            if (start < 0 && given.file() == null) {
                beyondRegion.add(named.getKey());
                continue;
            }
            if (start < 0 || !space.isSolvable(start)) {
                String reason = start < 0 ? "puzzle " + named.getKey() + " lies farther than the radius from the"
                        + " goals, outside the states graded: " + space.domain().format(given.state())
                        : "puzzle " + named.getKey() + " has no solution: no goal is reachable from "
                                + space.text(start);
                if (given.file() == null) {
                    throw new StateDatabaseException(reason);
                }
                unsolvable.add(new UnreadPuzzleFile(given.file(), reason, List.of()));
                continue;
            }
            Reference reference = references.apply(start);
            entries.add(new Entry(named.getKey(), start, reference.forced(), new SuitePuzzle(named.getKey(),
                    space.domain().latinName(named.getKey()), space.text(start), space.distance(start),
                    reference.forced().reachable(), reference.zero(), reference.baseline(), reference.exact(),
                    given.file(), given.source())));
        }
        return this;
    }

    /** What the suite computed for each puzzle, in suite order: what {@link #restore} takes back. */
    List<Reference> references() {
        return entries.stream().map(entry -> new Reference(entry.start(), entry.forced(), entry.reference().zero(),
                entry.reference().baseline(), entry.reference().exact())).toList();
    }

    /** The puzzle files whose start has no solution, left out of the suite, in the order given. */
    public List<UnreadPuzzleFile> unsolvable() {
        return List.copyOf(unsolvable);
    }

    /** The puzzles with the reference heuristics' effort, in suite order. */
    List<SuitePuzzle> puzzles() {
        return entries.stream().map(Entry::reference).toList();
    }

    /** The suite's puzzles as starts for {@link #withoutReopening}, in suite order. */
    public List<Start> starts() {
        return entries.stream().map(entry -> new Start(entry.name(), entry.start(), entry.forced())).toList();
    }

    /**
     * A* without reopening ({@link AStar#searchWithoutReopening}) with {@code estimates} from each of {@code starts},
     * in their order: the suite's {@link #starts()} or any others (the effort suite's).
     */
    public List<ClosedSetRun> withoutReopening(Estimates estimates, List<Start> starts) {
        List<ClosedSetRun> runs = new ArrayList<>();
        int lowest = lowest(estimates);
        for (Start start : starts) {
            SearchEffort effort = search.get().searchWithoutReopening(start.state(), estimates,
                    forcedFor(start.state(), start.forced(), lowest));
            runs.add(new ClosedSetRun(start.name(), space.text(start.state()), space.distance(start.state()),
                    effort.cost(), effort.expanded(), effort.generated()));
        }
        return runs;
    }

    /**
     * A* with {@code estimates} on every puzzle, next to the baseline; estimates equal to the baseline's everywhere
     * (a heuristic filling the baseline's slot) take the baseline's searches, which fixed tie-breaking would repeat
     * exactly.
     */
    public List<PuzzleEffort> effort(Estimates estimates) {
        boolean baselineValues = Arrays.equals(estimates.values(), baseline.values());
        List<PuzzleEffort> efforts = new ArrayList<>();
        int lowest = lowest(estimates);
        for (Entry entry : entries) {
            SearchEffort effort = baselineValues ? entry.reference().baseline()
                    : search.get().search(entry.start(), estimates, forcedFor(entry.start(), entry.forced(), lowest));
            efforts.add(new PuzzleEffort(entry.name(), space.text(entry.start()), effort.optimal(), effort.cost(),
                    effort.expanded(), effort.generated(), effort.fBelowOptimal(), effort.fAtMostOptimal(),
                    entry.reference().baseline()));
        }
        return efforts;
    }
}
