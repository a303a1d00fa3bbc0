package student;

/** A static both the second and the third heuristic use. */
public final class Shared {

    /** The system property the second heuristic sets and the third adds. */
    public static final String PROPERTY = "student.bias";

    /** Set by the second heuristic, added by the third. */
    public static int bias;

    private Shared() {
    }
}
