package io.github.heuristicgrader.api.rtg;

/**
 * Facility text that is not a legal facility; the message names the line and the word at fault.
 *
 * <p>Lines are counted from 1, as an editor counts them; {@link #line()} is −1 and {@link #word()} null when the
 * fault is not at one line or one word (for example an element with a generator but no microchip).
 */
public final class FacilityFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final String word;

    /** A fault at {@code word} of line {@code line}, or −1/null for a fault of the whole text. */
    public FacilityFormatException(String message, int line, String word) {
        super(message);
        this.line = line;
        this.word = word;
    }

    /** The line at fault, counted from 1, or −1. */
    public int line() {
        return line;
    }

    /** The word at fault, or null. */
    public String word() {
        return word;
    }
}
