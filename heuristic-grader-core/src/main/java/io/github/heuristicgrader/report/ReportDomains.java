package io.github.heuristicgrader.report;

import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.spi.Domain;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The domains the parts of a report belong to, for what the writers need beyond the report's numbers: a state drawn
 * ({@link Domain#drawing}), and the domain's words. Each is opened once, with its default
 * settings, by the name the report gives it; drawing and words do not depend on the settings.
 */
public final class ReportDomains {

    private static final Map<String, Domain> OPENED = new ConcurrentHashMap<>();

    private ReportDomains() {
    }

    /**
     * The domain named {@code name}. For null (a class rejected in a run that graded no domain, or a report written
     * before heuristics named their domain): the one registered domain.
     *
     * @throws IllegalArgumentException when no domain of that name is registered, or the name is null and not
     *     exactly one domain is
     */
    public static Domain of(String name) {
        if (name == null) {
            return Domains.sole().orElseThrow(() -> new IllegalArgumentException(
                    "the report names no domain and " + Domains.names().size() + " are registered"));
        }
        return OPENED.computeIfAbsent(name, Domains::open);
    }

    /** The domain of {@code heuristic}. */
    public static Domain of(GradeReport.HeuristicReport heuristic) {
        return of(heuristic.domain());
    }

    /**
     * The domains of {@code report}, in its order; empty when it names none (a run that found no heuristic with
     * several domains registered).
     */
    public static List<Domain> of(GradeReport report) {
        return report.domains().stream().map(domain -> of(domain.name())).toList();
    }

    /**
     * The cost of the cheapest move from the state {@code from} to the state {@code to} of {@code domain}, both given
     * as text; null when either is no state or no move joins them.
     */
    public static Integer moveCost(Domain domain, String from, String to) {
        long source;
        long target;
        try {
            source = domain.parse(from);
            target = domain.parse(to);
        } catch (IllegalArgumentException e) {
            return null;
        }
        long[] into = new long[domain.maxMoves()];
        int[] costs = new int[domain.maxMoves()];
        Integer cheapest = null;
        for (int move = 0, moves = domain.successors(source, into, costs); move < moves; move++) {
            if (into[move] == target && (cheapest == null || costs[move] < cheapest)) {
                cheapest = costs[move];
            }
        }
        return cheapest;
    }

    /**
     * The exact distance of each state of an optimal solution from a state at {@code distance}: {@code distance − i}
     * at the i-th where every move costs 1; where moves cost more, {@code distance} less the costs of the moves so
     * far, each the cheapest move between its two states.
     */
    public static List<Integer> solutionDistances(Domain domain, List<String> solution, int distance) {
        List<Integer> distances = new ArrayList<>();
        int left = distance;
        for (int step = 0; step < solution.size(); step++) {
            if (step > 0) {
                Integer cost = domain.unitCosts() ? null : moveCost(domain, solution.get(step - 1), solution.get(step));
                left -= cost == null ? 1 : cost;
            }
            distances.add(left);
        }
        return distances;
    }

    /** {@code text} in rows separated by spaces, as people type it; "" for null, other text unchanged. */
    public static String rows(Domain domain, String text) {
        return text == null ? "" : String.join(" ", domain.drawing().rows(text));
    }

    /** The name of {@code domain}'s baseline heuristic for prose: {@code misplaced} as {@code Misplaced}. */
    public static String baselineTitle(Domain domain) {
        return capitalized(domain.baseline().name());
    }

    /** {@code text} with its first letter in upper case, to start a sentence with a domain's word. */
    public static String capitalized(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
