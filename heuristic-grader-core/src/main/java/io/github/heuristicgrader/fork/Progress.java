package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.LiveStatus.Snapshot;
import java.time.Duration;

/**
 * How far a worker has come evaluating a heuristic, as the parent reads it from the worker's live status while it
 * runs or after it stopped. It is the child's word: it goes into a log line, and into the figures of a heuristic that
 * timed out (which earns nothing either way), never into a check.
 *
 * @param className the heuristic's class
 * @param statesDone states evaluated so far, in 0..{@code states}
 * @param states states to evaluate
 * @param evaluating time spent evaluating so far: from the start of the evaluation, as the worker recorded it (kept
 *     within the time the JVM has run), to the reading
 * @param timeLeft time left before the fork's limit stops it; zero once past it
 */
public record Progress(String className, int statesDone, int states, Duration evaluating, Duration timeLeft) {

    /**
     * The progress a status snapshot shows, or null when the worker is not yet evaluating (loading, or not started).
     *
     * @param forkStartMillis when the JVM was started, epoch milliseconds: no evaluation began before
     * @param nowMillis when the snapshot was read, epoch milliseconds
     * @param deadlineMillis when the fork's limit stops it, epoch milliseconds
     */
    static Progress of(String className, Snapshot snapshot, int states, long forkStartMillis, long nowMillis,
            long deadlineMillis) {
        if (snapshot == null || snapshot.phase() == Phase.STARTING || snapshot.phase() == Phase.LOADING) {
            return null;
        }
        int done = snapshot.phase() == Phase.EVALUATING
                ? (int) Math.max(0, Math.min(states, snapshot.state() - 1)) : states;
        // The start is the child's word: kept within the JVM's life so that a lie gives no absurd figure.
        long since = snapshot.phase() == Phase.EVALUATING
                ? Math.max(forkStartMillis, Math.min(nowMillis, snapshot.phaseSinceMillis())) : forkStartMillis;
        return new Progress(className, done, states, Duration.ofMillis(nowMillis - since),
                Duration.ofMillis(Math.max(0, deadlineMillis - nowMillis)));
    }

    /**
     * Mean wall time of one call so far, in nanoseconds: the time spent evaluating over the states done, or, when
     * none is done, the time the first call has run without returning (a lower bound).
     */
    public double nanosPerEvaluation() {
        return (double) evaluating.toNanos() / Math.max(1, statesDone);
    }

    /** The time all states would take at the mean time per call so far. */
    public Duration estimatedTotal() {
        return Duration.ofNanos((long) Math.min(Long.MAX_VALUE, nanosPerEvaluation() * states));
    }
}
