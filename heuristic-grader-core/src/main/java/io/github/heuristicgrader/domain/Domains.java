package io.github.heuristicgrader.domain;

import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import io.github.heuristicgrader.worker.StudentClassLoader;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The registry of domains: every {@link DomainProvider} on the grader's class path, found through
 * {@link ServiceLoader}, so adding a domain touches only its packages and its services file.
 */
public final class Domains {

    private Domains() {
    }

    /** The registered providers by name, sorted by name. */
    private static Map<String, DomainProvider> providers() {
        Map<String, DomainProvider> providers = new TreeMap<>();
        for (DomainProvider provider : ServiceLoader.load(DomainProvider.class, Domains.class.getClassLoader())) {
            DomainProvider twin = providers.putIfAbsent(provider.name(), provider);
            if (twin != null && twin.getClass() != provider.getClass()) {
                throw new IllegalStateException("two domain providers are named " + provider.name() + ": "
                        + twin.getClass().getName() + " and " + provider.getClass().getName());
            }
        }
        return providers;
    }

    /** The names of the registered domains, sorted. */
    public static List<String> names() {
        return List.copyOf(providers().keySet());
    }

    /**
     * The domain named {@code name} with {@code settings} over its defaults.
     *
     * @throws IllegalArgumentException when no domain has that name (naming the registered ones), or a setting is
     *     unknown or invalid
     */
    public static Domain open(String name, Map<String, String> settings) {
        DomainProvider provider = providers().get(name);
        if (provider == null) {
            throw new IllegalArgumentException("no domain is named " + name + "; registered: " + names());
        }
        return checked(provider.open(settings));
    }

    /** The default instance of the domain named {@code name}, as {@link #open(String, Map)} with no settings. */
    public static Domain open(String name) {
        return open(name, Map.of());
    }

    /**
     * The default instance of the one registered domain, which a run without heuristics reports on; empty when
     * none or several are registered, for then no domain is the run's without a heuristic to say which.
     */
    public static Optional<Domain> sole() {
        return soleOf(providers().values());
    }

    /** The default instance of the one of {@code providers}; empty when there are none or several. */
    static Optional<Domain> soleOf(Collection<DomainProvider> providers) {
        return providers.size() == 1 ? Optional.of(checked(providers.iterator().next().open(Map.of())))
                : Optional.empty();
    }

    /**
     * The default instance of every registered domain, sorted by name.
     *
     * @throws IllegalStateException when two domains declare one student state type
     */
    public static List<Domain> defaults() {
        List<Domain> domains = new ArrayList<>();
        for (DomainProvider provider : providers().values()) {
            domains.add(checked(provider.open(Map.of())));
        }
        checkOneDomainPerStateType(domains);
        return Collections.unmodifiableList(domains);
    }

    /**
     * The domain, once each package its student side declares may be shared with the student's JVM by the worker's
     * rule ({@link StudentClassLoader#checkSharable}): refused here, where the instructor's jar is loaded, rather than
     * in every fork.
     *
     * @throws IllegalArgumentException naming a package that may not be shared
     */
    static Domain checked(Domain domain) {
        domain.studentSide().packages().forEach(StudentClassLoader::checkSharable);
        return domain;
    }

    /**
     * Checks that no two of {@code domains} declare the same student state type, which tells the grader whose a
     * student's heuristic is: a second jar could otherwise take over another domain's heuristics.
     *
     * @throws IllegalStateException naming the state type and both domains
     */
    static void checkOneDomainPerStateType(List<Domain> domains) {
        Map<String, Domain> byStateType = new TreeMap<>();
        for (Domain domain : domains) {
            Domain twin = byStateType.putIfAbsent(domain.studentStateType().getName(), domain);
            if (twin != null) {
                throw new IllegalStateException("the domains " + twin.name() + " and " + domain.name()
                        + " both declare the student state type " + domain.studentStateType().getName());
            }
        }
    }

    /** The default domain whose student state type has the binary name {@code className}, if one has. */
    public static Optional<Domain> byStudentStateType(String className) {
        return defaults().stream().filter(domain -> domain.studentStateType().getName().equals(className)).findFirst();
    }
}
