package io.github.heuristicgrader.spi;

import io.github.heuristicgrader.api.StateParser;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What of a domain the student's JVM gets, as the domain declares it (as pitest's {@code ClientClasspathPlugin}
 * marks what its child JVM needs): the state type a student's {@code Heuristic<S>} names, the typed factory that
 * rebuilds states from text there, and the packages the worker's class path takes from the jar (or directory) that
 * holds the state type, its {@link #codeSource}.
 *
 * <p>The packages are matched exactly, never with their subpackages: the worker gets their classes and resources
 * from the code source alone, no other jar's, and the student's class loader shares them with the grader, so that a
 * student's class in one of them is never loaded (the worker's {@code StudentClassLoader}, by whose rule the grader
 * checks the packages when it loads the domain). Everything else of the domain's jar, such as the rules behind
 * {@link Domain}, stays in the grader's JVM. A declared package's classes may use the JDK,
 * {@code io.github.heuristicgrader.api} and the declared packages, nothing else.
 *
 * @param stateType the class of {@link Domain#studentState}
 * @param parser the parser of {@link Domain#format} text into {@code stateType}, public, with a public constructor
 *     without parameters
 * @param packages the packages the student's JVM gets, sorted: the state type's, the parser's and any more the
 *     state type needs
 */
public record StudentSide(Class<?> stateType, Class<?> parser, SortedSet<String> packages) {

    /**
     * Checks the declaration.
     *
     * @throws IllegalArgumentException when the parser is no {@link StateParser}, the state type's or the parser's
     *     package is not declared, or the parser comes from another jar than the state type (whether each package
     *     may be shared at all, the grader checks when it loads the domain: the worker's rule)
     */
    public StudentSide {
        Objects.requireNonNull(stateType, "stateType");
        Objects.requireNonNull(parser, "parser");
        packages = Collections.unmodifiableSortedSet(new TreeSet<>(packages));
        if (!StateParser.class.isAssignableFrom(parser)) {
            throw new IllegalArgumentException(parser.getName() + " is no " + StateParser.class.getName());
        }
        for (Class<?> declared : new Class<?>[] {stateType, parser}) {
            if (!packages.contains(declared.getPackageName())) {
                throw new IllegalArgumentException("the package of " + declared.getName() + " is not among the"
                        + " packages declared for the student's JVM, " + packages);
            }
        }
        if (!Objects.equals(location(stateType), location(parser))) {
            throw new IllegalArgumentException("the state parser " + parser.getName() + " comes from "
                    + location(parser) + ", not from " + location(stateType) + " as the state type "
                    + stateType.getName() + " does");
        }
    }

    /** The declaration of a state type and its parser whose packages are all the student's JVM needs. */
    public static <S> StudentSide of(Class<S> stateType, Class<? extends StateParser<S>> parser) {
        return new StudentSide(stateType, parser,
                new TreeSet<>(List.of(stateType.getPackageName(), parser.getPackageName())));
    }

    /**
     * The jar or class directory that holds the state type, from which alone the worker takes the declared
     * packages.
     *
     * @throws IllegalStateException when the state type's class loader does not say where it came from
     */
    public Path codeSource() {
        Path location = location(stateType);
        if (location == null) {
            throw new IllegalStateException("the class loader of " + stateType.getName()
                    + " does not say which jar it came from");
        }
        return location;
    }

    private static Path location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        try {
            return Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
