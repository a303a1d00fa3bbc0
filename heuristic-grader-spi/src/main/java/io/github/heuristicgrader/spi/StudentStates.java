package io.github.heuristicgrader.spi;

/**
 * What the student's JVM gets of a domain ({@link StudentSide}: the state type, its parser and their packages) and the
 * read-only state a student's heuristic is handed for each key. One of the parts of {@link Domain}.
 */
public interface StudentStates {

    /**
     * What the student's JVM gets of this domain: the state type, its parser and their packages, which the
     * worker's class path and the student's class loader are built from.
     */
    StudentSide studentSide();

    /** The class of {@link #studentState}, which a student's {@code Heuristic<S>} names as {@code S}. */
    default Class<?> studentStateType() {
        return studentSide().stateType();
    }

    /** The read-only state handed to a student's heuristic. */
    Object studentState(long state);
}
