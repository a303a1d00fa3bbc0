package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fork.SentStates;
import io.github.heuristicgrader.spi.Domain;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.stream.IntStream;

/**
 * A domain graded within a radius as its heuristics' fork sees it: the domain itself in every answer but
 * {@link Domain#states}, which gives the region's states, in the order of its state space, so that the values the
 * fork sends back are numbered as the checks number the states. It is the {@link SentStates} of the region: the
 * forks' file is written from the region's own keys, which it never copies. It equals itself alone, so that the
 * forks' states of a region and of the whole domain are never taken for one another.
 */
final class RegionStates {

    private RegionStates() {
    }

    /**
     * {@code domain}, its states those of {@code region}: given by number to the forks' launcher ({@link SentStates}),
     * so that no copy of the keys is kept; its rank is none, since the domain's numbers the whole space.
     */
    static Domain of(Domain domain, StateSpace region) {
        return (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(),
                new Class<?>[] {Domain.class, SentStates.class}, (proxy, method, arguments) -> {
                    switch (method.getName()) {
                        case "sentStateCount":
                            return region.size();
                        case "sentStateKey":
                            return region.key((Integer) arguments[0]);
                        case "equals":
                            return proxy == arguments[0];
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "rank":
                            // The domain's rank numbers the whole space, not the region.
                            return -1L;
                        case "states":
                            if (method.getParameterCount() == 0) {
                                return IntStream.range(0, region.size()).mapToLong(region::key).toArray();
                            }
                            break;
                        default:
                            break;
                    }
                    try {
                        return method.invoke(domain, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
