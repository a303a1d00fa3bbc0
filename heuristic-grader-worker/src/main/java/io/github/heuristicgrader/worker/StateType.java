package io.github.heuristicgrader.worker;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * A student API's state type as the worker uses it: the class and its {@code public static T parse(String)}, which
 * every state type has (the contract of {@code io.github.heuristicgrader.api.Heuristic}), looked up once as a
 * {@link MethodHandle}, so that parsing a state costs no reflection.
 */
final class StateType {

    private final Class<?> type;
    private final MethodHandle parse;

    private StateType(Class<?> type, MethodHandle parse) {
        this.type = type;
        this.parse = parse;
    }

    /**
     * The state type named {@code className}, loaded (not initialized) through {@code loader}.
     *
     * @throws IllegalArgumentException when the class is missing or has no public static {@code parse(String)}
     *     returning its own type
     */
    static StateType load(String className, ClassLoader loader) {
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("the state type " + className + " is not on the worker's class path",
                    e);
        }
        try {
            MethodHandle parse = MethodHandles.publicLookup()
                    .findStatic(type, "parse", MethodType.methodType(type, String.class))
                    .asType(MethodType.methodType(Object.class, String.class));
            return new StateType(type, parse);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException("the state type " + className + " has no public static "
                    + type.getSimpleName() + " parse(String)", e);
        }
    }

    /** The class of the states. */
    Class<?> type() {
        return type;
    }

    /** The state whose compact text is {@code text}; whatever {@code parse} throws is thrown as it is. */
    Object parse(String text) throws Throwable {
        return (Object) parse.invokeExact(text);
    }
}
