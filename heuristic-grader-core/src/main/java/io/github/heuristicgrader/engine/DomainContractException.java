package io.github.heuristicgrader.engine;

/**
 * A domain broke a rule of {@code Domain}'s contract while its state database was built: its states out of key
 * order or repeated, keys that do not compare as their texts do, a move that leaves the database, a move that costs
 * nothing or less. The message names the domain's states at fault. An instructor's mistake, not a student's.
 */
public final class DomainContractException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /** A broken rule, said in a sentence that names the states at fault. */
    public DomainContractException(String message) {
        super(message);
    }
}
