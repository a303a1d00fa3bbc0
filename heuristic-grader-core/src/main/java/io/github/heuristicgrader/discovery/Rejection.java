package io.github.heuristicgrader.discovery;

/**
 * A class that will not be graded, and why.
 *
 * @param className the binary class name as found or as named
 * @param kind what is wrong
 * @param message what is wrong and what to change, in one line naming the class
 */
public record Rejection(String className, Kind kind, String message) {

    /** What keeps a class from being graded. */
    public enum Kind {
        /** No class of that name on the student's class path. */
        NOT_FOUND,
        /** The class does not implement {@code Heuristic}. */
        NOT_A_HEURISTIC,
        /** The class implements {@code Heuristic} of another state type than the domains' own, or of no type. */
        WRONG_STATE_TYPE,
        /** The class is abstract or an interface. */
        ABSTRACT,
        /** The class, or a class it is nested in, is not public; or it is local or anonymous. */
        NOT_PUBLIC,
        /** No public constructor without parameters, or an inner class that needs an enclosing instance. */
        NO_PUBLIC_NO_ARG_CONSTRUCTOR,
        /** The class file exists but cannot be loaded: missing dependency, bad or newer class file, and so on. */
        NOT_LOADABLE
    }
}
