package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.api.StateParser;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;

/**
 * Loads the {@link StateParser} a domain names for the worker, through which the worker rebuilds each state it is
 * sent as text: the one reflective step, taken once, before any student code runs.
 */
final class StateParsers {

    private StateParsers() {
    }

    /**
     * A new instance of the parser class named {@code className}, loaded through {@code loader}.
     *
     * @throws IllegalArgumentException when the class is missing, is no public {@link StateParser}, or has no public
     *     constructor without parameters, or that constructor throws
     */
    static StateParser<?> load(String className, ClassLoader loader) {
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("the state parser " + className + " is not on the worker's class path",
                    e);
        }
        if (!StateParser.class.isAssignableFrom(type) || !Modifier.isPublic(type.getModifiers())
                || Modifier.isAbstract(type.getModifiers())) {
            throw new IllegalArgumentException("the state parser " + className + " is no public concrete "
                    + StateParser.class.getName());
        }
        try {
            return (StateParser<?>) type.getConstructor().newInstance();
        } catch (NoSuchMethodException | IllegalAccessException | InstantiationException e) {
            throw new IllegalArgumentException("the state parser " + className
                    + " has no public constructor without parameters", e);
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException("the state parser " + className + "'s constructor threw "
                    + e.getCause(), e.getCause());
        }
    }
}
