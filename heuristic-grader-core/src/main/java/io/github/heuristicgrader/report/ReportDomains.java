package io.github.heuristicgrader.report;

import io.github.heuristicgrader.domain.Domain;
import io.github.heuristicgrader.domain.Domains;
import java.util.List;
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
     * The domain named {@code name}; the default domain ({@link Domains#DEFAULT}) for null, as in a report written
     * before heuristics named their domain.
     *
     * @throws IllegalArgumentException when no domain of that name is registered
     */
    public static Domain of(String name) {
        return OPENED.computeIfAbsent(name == null ? Domains.DEFAULT : name, Domains::open);
    }

    /** The domain of {@code heuristic}. */
    static Domain of(GradeReport.HeuristicReport heuristic) {
        return of(heuristic.domain());
    }

    /** The domains of {@code report}, in its order; the default domain when the report names none. */
    static List<Domain> of(GradeReport report) {
        List<Domain> domains = report.domains().stream().map(domain -> of(domain.name())).toList();
        return domains.isEmpty() ? List.of(of((String) null)) : domains;
    }

    /** {@code text} in rows separated by spaces, as people type it; "" for null, other text unchanged. */
    static String rows(Domain domain, String text) {
        return text == null ? "" : String.join(" ", domain.drawing().rows(text));
    }

    /** The name of {@code domain}'s baseline heuristic for prose: {@code manhattan} as {@code Manhattan}. */
    static String baselineTitle(Domain domain) {
        return PageSection.capitalized(domain.baseline().name());
    }
}
