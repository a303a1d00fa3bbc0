package io.github.heuristicgrader.behaviour;

/**
 * One heuristic's value on every state of its domain's state database, in the database's order (the order its
 * {@link io.github.heuristicgrader.checks.BehaviourFingerprint fingerprint} digests).
 *
 * @param domain the domain's name
 * @param heuristic the heuristic's class name
 * @param values one value per state; not copied, not to be changed
 */
public record HeuristicValues(String domain, String heuristic, int[] values) {
}
