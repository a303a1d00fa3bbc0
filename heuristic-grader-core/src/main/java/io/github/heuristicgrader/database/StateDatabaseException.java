package io.github.heuristicgrader.database;

/** A domain's state database or one of its suites cannot be built; the message says what to change. */
public class StateDatabaseException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A fault with an actionable message. */
    public StateDatabaseException(String message) {
        super(message);
    }

    /** A fault with an actionable message and its cause. */
    public StateDatabaseException(String message, Throwable cause) {
        super(message, cause);
    }
}
