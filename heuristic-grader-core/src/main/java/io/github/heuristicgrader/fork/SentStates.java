package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.spi.Domain;

/**
 * A domain whose heuristics' forks are sent other states than its {@link Domain#states()}: those of a region
 * within a radius of the goals, read by number from the state database that holds them, so that the states are
 * neither enumerated again nor their keys copied. A domain {@link WorkerLauncher} is given implements it too, or its
 * forks get {@link Domain#states()}.
 */
public interface SentStates {

    /** How many states the forks are sent. */
    int sentStateCount();

    /** The key of the state numbered {@code state}, from 0, in the order the checks number them. */
    long sentStateKey(int state);
}
