package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.domain.Domain;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.report.GradeReport;
import io.github.heuristicgrader.report.GradeReport.ClosedSetRun;
import io.github.heuristicgrader.report.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.report.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The A* puzzles: the domain's classic states and the instructor's files, each with the effort of the reference
 * heuristics (zero, the baseline, the exact distance) computed once.
 */
final class Suite {

    /** The byte-order mark some editors (Windows Notepad) put at the start of a UTF-8 file, decoded. */
    private static final String BYTE_ORDER_MARK = "\uFEFF";

    private final StateSpace space;
    private final AStar search;
    private final Estimates baseline;
    private final List<Entry> entries = new ArrayList<>();

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
    record Start(String name, int state, ForcedExpansions forced) {
    }

    private Suite(StateSpace space, Estimates baseline) {
        this.space = space;
        this.search = new AStar(space);
        this.baseline = baseline;
    }

    /** The baseline heuristic's estimates on every state, which the suite's baseline efforts used. */
    Estimates baseline() {
        return baseline;
    }

    /**
     * The suites' start states by domain and name: each domain's classic states, then one puzzle per file, named by
     * the file name without its extension, in the first of {@code domains} whose {@link Domain#parse} accepts it.
     * A file is read as UTF-8, with or without a byte-order mark.
     *
     * @param domains the domains graded, in order; not empty
     * @throws GradingException naming the file and the fault when a file cannot be read or is no state of any of
     *     {@code domains}
     */
    static Map<Domain, Map<String, Long>> starts(List<Domain> domains, List<Path> puzzleFiles)
            throws GradingException {
        Map<Domain, Map<String, Long>> starts = new LinkedHashMap<>();
        for (Domain domain : domains) {
            Map<String, Long> classics = new LinkedHashMap<>();
            domain.classicStates().forEach((name, text) -> classics.put(name, domain.parse(text)));
            starts.put(domain, classics);
        }
        for (Path file : puzzleFiles) {
            String name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
                if (text.startsWith(BYTE_ORDER_MARK)) {
                    text = text.substring(BYTE_ORDER_MARK.length());
                }
            } catch (IOException e) {
                throw new GradingException("cannot read puzzle file " + file + ": " + e.getMessage(), e);
            }
            List<String> faults = new ArrayList<>();
            IllegalArgumentException first = null;
            for (Domain domain : domains) {
                try {
                    starts.get(domain).put(name, domain.parse(text));
                    break;
                } catch (IllegalArgumentException e) {
                    first = first == null ? e : first;
                    faults.add(domains.size() == 1 ? e.getMessage() : domain.name() + ": " + e.getMessage());
                }
            }
            if (faults.size() == domains.size()) {
                throw new GradingException("puzzle file " + file + ": " + String.join("; ", faults), first);
            }
        }
        return starts;
    }

    /**
     * The puzzles of {@code starts}, each solved once with the reference heuristics: h = 0, the baseline, the exact
     * distance.
     *
     * @throws GradingException naming a puzzle that has no solution
     */
    static Suite of(StateSpace space, Estimates baseline, Map<String, Long> starts) throws GradingException {
        Suite suite = new Suite(space, baseline);
        int[] exactValues = new int[space.size()];
        for (int state = 0; state < exactValues.length; state++) {
            exactValues[state] = Math.max(0, space.distance(state));
        }
        Estimates exact = Estimates.of(exactValues);
        ForcedExpansions.Searcher searcher = new ForcedExpansions.Searcher(space);
        for (Map.Entry<String, Long> named : starts.entrySet()) {
            int start = space.stateOf(named.getValue());
            if (!space.isSolvable(start)) {
                throw new GradingException("puzzle " + named.getKey() + " has no solution: no goal is reachable from "
                        + space.text(start));
            }
            ForcedExpansions forced = searcher.from(start);
            SearchEffort zeroEffort = suite.search.searchWithZero(start, forced);
            SearchEffort baselineEffort = suite.search.search(start, baseline, forced);
            SearchEffort exactEffort = suite.search.search(start, exact, forced);
            suite.entries.add(new Entry(named.getKey(), start, forced, new SuitePuzzle(named.getKey(),
                    space.domain().latinName(named.getKey()), space.text(start), space.distance(start),
                    forced.reachable(), ReportRecords.effort(zeroEffort), ReportRecords.effort(baselineEffort),
                    ReportRecords.effort(exactEffort))));
        }
        return suite;
    }

    /** The puzzles with the reference heuristics' effort, in suite order. */
    List<SuitePuzzle> puzzles() {
        return entries.stream().map(Entry::reference).toList();
    }

    /** The suite's puzzles as starts for {@link #withoutReopening}, in suite order. */
    List<Start> starts() {
        return entries.stream().map(entry -> new Start(entry.name(), entry.start(), entry.forced())).toList();
    }

    /**
     * A* without reopening ({@link AStar#searchWithoutReopening}) with {@code estimates} from each of {@code starts},
     * in their order: the suite's {@link #starts()} or any others (the effort suite's).
     */
    List<ClosedSetRun> withoutReopening(Estimates estimates, List<Start> starts) {
        List<ClosedSetRun> runs = new ArrayList<>();
        for (Start start : starts) {
            SearchEffort effort = search.searchWithoutReopening(start.state(), estimates, start.forced());
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
    List<PuzzleEffort> effort(Estimates estimates) {
        boolean baselineValues = Arrays.equals(estimates.values(), baseline.values());
        List<PuzzleEffort> efforts = new ArrayList<>();
        for (Entry entry : entries) {
            GradeReport.SearchEffort effort = baselineValues ? entry.reference().baseline()
                    : ReportRecords.effort(search.search(entry.start(), estimates, entry.forced()));
            efforts.add(new PuzzleEffort(entry.name(), space.text(entry.start()), effort.optimal(), effort.cost(),
                    effort.expanded(), effort.generated(), effort.fBelowOptimal(), effort.fAtMostOptimal(),
                    entry.reference().baseline()));
        }
        return efforts;
    }
}
