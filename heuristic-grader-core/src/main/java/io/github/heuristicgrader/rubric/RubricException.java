package io.github.heuristicgrader.rubric;

/**
 * A rubric that cannot be used: its file is missing, unreadable or malformed, or a value is out of range; the message
 * says what to change.
 */
public class RubricException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A fault with an actionable message. */
    public RubricException(String message) {
        super(message);
    }

    /** A fault with an actionable message and its cause. */
    public RubricException(String message, Throwable cause) {
        super(message, cause);
    }
}
