package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.spi.Domain;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.stream.IntStream;

/**
 * A domain graded within a radius as its heuristics' fork sees it: the domain itself in every answer but
 * {@link Domain#states}, which gives the region's states, in the order of its state space, so that the values the
 * fork sends back are numbered as the checks number the states.
 */
final class RegionStates {

    private RegionStates() {
    }

    /**
     * {@code domain}, its states those of {@code region}: read from the region at each call, so that no copy of the
     * keys is kept here beside the one the fork's launcher holds (8 bytes a state, which the heap check counts once).
     */
    static Domain of(Domain domain, StateSpace region) {
        return (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(), new Class<?>[] {Domain.class},
                (proxy, method, arguments) -> {
                    if (method.getName().equals("states") && method.getParameterCount() == 0) {
                        return IntStream.range(0, region.size()).mapToLong(region::key).toArray();
                    }
                    try {
                        return method.invoke(domain, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
