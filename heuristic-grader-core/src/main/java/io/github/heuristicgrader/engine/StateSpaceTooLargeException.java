package io.github.heuristicgrader.engine;

/**
 * A domain's state database would pass the rubric's limit on states or the heap: the message names the count and
 * the setting to change.
 */
public final class StateSpaceTooLargeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** With the message to show the instructor. */
    public StateSpaceTooLargeException(String message) {
        super(message);
    }
}
