package io.github.heuristicgrader.grading;

/** Grading could not be done; the message says what to change. */
public class GradingException extends Exception {

    private static final long serialVersionUID = 1L;

    /** A fault with an actionable message. */
    public GradingException(String message) {
        super(message);
    }

    /** A fault with an actionable message and its cause. */
    public GradingException(String message, Throwable cause) {
        super(message, cause);
    }
}
