package io.github.heuristicgrader.discovery;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.discovery.Rejection.Kind;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.StudentClassLoader;
import java.io.IOException;
import java.lang.reflect.MalformedParameterizedTypeException;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Finds the heuristic classes to grade, in the parent JVM, without running any student code: classes are loaded
 * with {@code Class.forName(name, false, loader)} through a {@link StudentClassLoader}, so no static initializer
 * runs, and only inspected by reflection.
 *
 * <p>A class is graded when it is public (and so is every class it is nested in), concrete, top-level or a static
 * member, has a public constructor without parameters, and implements {@code Heuristic<S>} with {@code S} the student
 * state type of a registered domain ({@link Domains}), directly or through superclasses and superinterfaces, with type
 * variables followed ({@code class Base<S> implements Heuristic<S>}, {@code class Mine extends Base<State>} is
 * accepted, {@code State} being a domain's state type). Each class found carries the domain of its state type.
 *
 * <p>A class implementing the raw type {@code Heuristic}, or {@code Heuristic<S>} with {@code S} left open, is
 * rejected as {@link Kind#WRONG_STATE_TYPE}: the state type is how the grader tells which puzzle a heuristic is
 * for, and a raw heuristic would only fail later, inside its own cast, on every state.
 */
public final class HeuristicDiscovery {

    private static final String CLASS_SUFFIX = ".class";
    private static final int MAX_SUGGESTIONS = 3;

    private HeuristicDiscovery() {
    }

    /**
     * Every class under {@code classesDirectory} to grade, and the public concrete classes that implement
     * {@code Heuristic} but cannot be graded (wrong state type, no public no-argument constructor, not loadable).
     * Abstract classes, interfaces, non-public classes and classes that are not heuristics are skipped silently.
     *
     * @param classesDirectory the student's compiled classes; a missing directory holds no class
     * @param studentClasspath what those classes load their dependencies from; {@code classesDirectory} is
     *     searched first whether or not it is listed
     * @param graderLoader the loader of the grader's API classes
     * @throws IOException when {@code classesDirectory} cannot be read
     */
    public static Discovery discover(Path classesDirectory, List<Path> studentClasspath, ClassLoader graderLoader)
            throws IOException {
        List<String> names = classNamesUnder(classesDirectory);
        List<Path> classpath = new ArrayList<>();
        classpath.add(classesDirectory);
        studentClasspath.stream().filter(entry -> !entry.equals(classesDirectory)).forEach(classpath::add);
        try (Inspector inspector = new Inspector(classpath, graderLoader)) {
            List<Discovery.Found> heuristics = new ArrayList<>();
            List<Rejection> rejections = new ArrayList<>();
            for (String name : names) {
                Rejection rejection = inspector.inspect(name, false);
                if (rejection == null) {
                    heuristics.add(inspector.found(name));
                } else if (rejection != Inspector.SKIPPED) {
                    rejections.add(rejection);
                }
            }
            return new Discovery(heuristics, rejections, domainsOf(rejections, inspector));
        }
    }

    /** The domains of the rejected classes whose state type names one. */
    private static Map<String, Domain> domainsOf(List<Rejection> rejections, Inspector inspector) {
        Map<String, Domain> domains = new HashMap<>();
        for (Rejection rejection : rejections) {
            Domain domain = inspector.domainOf(rejection.className());
            if (domain != null) {
                domains.put(rejection.className(), domain);
            }
        }
        return domains;
    }

    /**
     * Checks classes named explicitly: each is graded or rejected, with the reason.
     *
     * @param classNames binary class names, such as {@code x.MyHeuristic} or {@code x.Outer$Nested}
     * @param studentClasspath where they and their dependencies load from, in order
     * @param graderLoader the loader of the grader's API classes
     * @throws IOException when the class loader cannot be closed
     */
    public static Discovery check(List<String> classNames, List<Path> studentClasspath, ClassLoader graderLoader)
            throws IOException {
        try (Inspector inspector = new Inspector(studentClasspath, graderLoader)) {
            List<Discovery.Found> heuristics = new ArrayList<>();
            List<Rejection> rejections = new ArrayList<>();
            for (String name : new LinkedHashSet<>(classNames)) {
                Rejection rejection = inspector.inspect(name, true);
                if (rejection == null) {
                    heuristics.add(inspector.found(name));
                } else {
                    rejections.add(rejection);
                }
            }
            return new Discovery(heuristics, rejections, domainsOf(rejections, inspector));
        }
    }

    private static List<String> classNamesUnder(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(directory)) {
            files.filter(file -> file.getFileName().toString().endsWith(CLASS_SUFFIX) && Files.isRegularFile(file))
                    .map(file -> classNameOf(directory.relativize(file)))
                    .filter(name -> name != null)
                    .forEach(names::add);
        }
        return names;
    }

    /** The binary name of the class file at {@code relative}, or null when the path cannot name a class. */
    private static String classNameOf(Path relative) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < relative.getNameCount(); i++) {
            String segment = relative.getName(i).toString();
            if (i == relative.getNameCount() - 1) {
                segment = segment.substring(0, segment.length() - CLASS_SUFFIX.length());
            }
            if (!isIdentifier(segment)) {
                return null;
            }
            name.append(i == 0 ? "" : ".").append(segment);
        }
        return name.toString();
    }

    private static boolean isIdentifier(String segment) {
        if (segment.isEmpty() || !Character.isJavaIdentifierStart(segment.charAt(0))) {
            return false;
        }
        return segment.chars().allMatch(Character::isJavaIdentifierPart);
    }

    /** Loads and inspects classes through one student class loader. */
    private static final class Inspector implements AutoCloseable {

        /** Marks a class that discovery passes over without a word. */
        static final Rejection SKIPPED = new Rejection("", Kind.NOT_A_HEURISTIC, "");

        private final List<Path> classpath;
        private final StudentClassLoader loader;
        private final Class<?> heuristicType;
        /** Each registered domain by its student state type, as the grader's loader defines it. */
        private final Map<Class<?>, Domain> domains = new LinkedHashMap<>();
        /** The domain of each class found so far. */
        private final Map<String, Domain> domainOf = new HashMap<>();

        Inspector(List<Path> classpath, ClassLoader graderLoader) {
            this.classpath = List.copyOf(classpath);
            Set<String> sharedPackages = new TreeSet<>();
            try {
                this.heuristicType = Class.forName(Heuristic.class.getName(), false, graderLoader);
                for (Domain domain : Domains.defaults()) {
                    domains.put(Class.forName(domain.studentStateType().getName(), false, graderLoader), domain);
                    sharedPackages.addAll(domain.studentSide().packages());
                }
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("the grader's class loader does not see the student API: " + e, e);
            }
            this.loader = new StudentClassLoader(classpath, graderLoader, sharedPackages);
        }

        /** The class {@code name}, which {@link #inspect} accepted, with its domain. */
        Discovery.Found found(String name) {
            return new Discovery.Found(name, domainOf.get(name));
        }

        /**
         * Null when the class is to be graded, else why not; {@link #SKIPPED} for classes discovery passes over
         * when not {@code named}.
         */
        Rejection inspect(String name, boolean named) {
            Class<?> type;
            try {
                type = Class.forName(name, false, loader);
            } catch (ClassNotFoundException e) {
                return new Rejection(name, Kind.NOT_FOUND, notFoundMessage(name));
            } catch (LinkageError e) {
                return notLoadable(name, e);
            }
            try {
                return inspect(name, type, named);
            } catch (LinkageError | TypeNotPresentException | MalformedParameterizedTypeException e) {
                return notLoadable(name, e);
            }
        }

        private Rejection inspect(String name, Class<?> type, boolean named) {
            String what = "class " + name;
            if (!heuristicType.isAssignableFrom(type)) {
                return named ? new Rejection(name, Kind.NOT_A_HEURISTIC, what + " does not implement "
                        + heuristicType.getName() + "<S>; " + accepted()) : SKIPPED;
            }
            int modifiers = type.getModifiers();
            if (named) {
                // A class rejected for its form, not its state type, is reported on the domain it is for.
                recordDomain(name, type);
            }
            if (type.isInterface() || Modifier.isAbstract(modifiers)) {
                return named ? new Rejection(name, Kind.ABSTRACT, what + " is " + (type.isInterface()
                        ? "an interface" : "abstract") + "; name a concrete class that the grader can instantiate")
                        : SKIPPED;
            }
            String hidden = hiddenReason(type);
            if (hidden != null) {
                return named ? new Rejection(name, Kind.NOT_PUBLIC, what + " " + hidden) : SKIPPED;
            }
            Rejection wrongType = checkStateType(name, type);
            if (wrongType != null) {
                return wrongType;
            }
            if (type.isMemberClass() && !Modifier.isStatic(modifiers)) {
                return new Rejection(name, Kind.NO_PUBLIC_NO_ARG_CONSTRUCTOR, what + " is an inner class, so it"
                        + " cannot be constructed without an instance of " + type.getDeclaringClass().getName()
                        + "; declare it static");
            }
            try {
                type.getConstructor();
            } catch (NoSuchMethodException e) {
                return new Rejection(name, Kind.NO_PUBLIC_NO_ARG_CONSTRUCTOR, what + " has no public constructor"
                        + " without parameters; add one, since the grader creates the heuristic with it");
            }
            return null;
        }

        /** Why code in another package cannot use the class, or null when it can. */
        private static String hiddenReason(Class<?> type) {
            if (type.isAnonymousClass() || type.isLocalClass()) {
                return "is " + (type.isAnonymousClass() ? "anonymous" : "local to a method")
                        + "; declare the heuristic as a public top-level class";
            }
            if (type.isSynthetic()) {
                return "is synthetic, made by the compiler";
            }
            if (!Modifier.isPublic(type.getModifiers())) {
                return "is not public; declare it public";
            }
            for (Class<?> outer = type.getDeclaringClass(); outer != null; outer = outer.getDeclaringClass()) {
                if (!Modifier.isPublic(outer.getModifiers())) {
                    return "is nested in " + outer.getName() + ", which is not public; declare that public too";
                }
            }
            return null;
        }

        /** Notes the domain whose state type {@code type} evaluates, when it names one, for {@link #domainOf}. */
        private void recordDomain(String name, Class<?> type) {
            StateType declared = search(type, Map.of());
            Type argument = declared == null ? null : declared.argument();
            Domain domain = argument instanceof Class<?> stateType ? domains.get(stateType) : null;
            if (domain != null) {
                domainOf.put(name, domain);
            }
        }

        /** The domain of a class inspected, accepted or not, whose state type names one; null otherwise. */
        Domain domainOf(String name) {
            return domainOf.get(name);
        }

        private Rejection checkStateType(String name, Class<?> type) {
            StateType declared = search(type, Map.of());
            Type argument = declared == null ? null : declared.argument();
            Domain domain = argument instanceof Class<?> stateType ? domains.get(stateType) : null;
            if (domain != null) {
                domainOf.put(name, domain);
                return null;
            }
            String problem;
            if (argument == null) {
                problem = "implements the raw type " + heuristicType.getSimpleName();
            } else if (argument instanceof TypeVariable<?> variable) {
                problem = "implements " + heuristicType.getSimpleName() + "<" + variable.getName()
                        + "> with " + variable.getName() + " left open";
            } else {
                problem = "implements " + heuristicType.getSimpleName() + "<" + argument.getTypeName() + ">";
            }
            return new Rejection(name, Kind.WRONG_STATE_TYPE, "class " + name + " " + problem + "; "
                    + accepted());
        }

        /** The heuristics the grader evaluates, in words: each state type with its puzzle. */
        private String accepted() {
            List<String> types = new ArrayList<>();
            domains.forEach((stateType, domain) -> types.add(heuristicType.getSimpleName() + "<"
                    + stateType.getSimpleName() + "> (" + stateType.getName() + ") for " + domain.title()));
            return "the grader evaluates " + String.join(" or ", types) + ", so declare it as "
                    + (types.size() == 1 ? "that" : "one of them");
        }

        /**
         * The state type argument with which {@code type} reaches {@code Heuristic}, the type variables of
         * enclosing generic declarations replaced by {@code bindings}; null when it does not reach it.
         */
        private StateType search(Type type, Map<TypeVariable<?>, Type> bindings) {
            Class<?> raw;
            Map<TypeVariable<?>, Type> inner = new HashMap<>();
            if (type instanceof ParameterizedType parameterized) {
                raw = (Class<?>) parameterized.getRawType();
                Type[] arguments = parameterized.getActualTypeArguments();
                for (int i = 0; i < arguments.length; i++) {
                    arguments[i] = bindings.getOrDefault(arguments[i], arguments[i]);
                }
                if (raw == heuristicType) {
                    return new StateType(arguments[0]);
                }
                TypeVariable<?>[] parameters = raw.getTypeParameters();
                for (int i = 0; i < parameters.length && i < arguments.length; i++) {
                    inner.put(parameters[i], arguments[i]);
                }
            } else if (type instanceof Class<?> plain) {
                raw = plain;
                if (raw == heuristicType) {
                    return new StateType(null);
                }
            } else {
                return null;
            }
            if (!heuristicType.isAssignableFrom(raw)) {
                return null;
            }
            List<Type> supertypes = new ArrayList<>(List.of(raw.getGenericInterfaces()));
            if (raw.getGenericSuperclass() != null) {
                supertypes.add(raw.getGenericSuperclass());
            }
            for (Type supertype : supertypes) {
                StateType found = search(supertype, inner);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }

        private Rejection notLoadable(String name, Throwable error) {
            return new Rejection(name, Kind.NOT_LOADABLE, "class " + name + " cannot be loaded: "
                    + error.getClass().getSimpleName() + ": " + error.getMessage()
                    + (error instanceof NoClassDefFoundError ? " (is a dependency missing from the project?)" : ""));
        }

        private String notFoundMessage(String name) {
            List<String> directories = new ArrayList<>();
            int jars = 0;
            for (Path entry : classpath) {
                if (Files.isDirectory(entry)) {
                    directories.add(shown(entry));
                } else if (Files.isRegularFile(entry)) {
                    jars++;
                } else {
                    directories.add(shown(entry) + " (missing: is the project compiled?)");
                }
            }
            List<String> places = new ArrayList<>(directories);
            if (jars > 0) {
                places.add(jars + (jars == 1 ? " jar" : " jars"));
            }
            String looked = places.isEmpty() ? "the class path is empty"
                    : "looked in " + String.join(places.size() == 2 ? " and " : ", ", places);
            Set<String> suggestions = suggestions(name);
            return "class " + name + " is not on the project classpath (" + looked + ")"
                    + (suggestions.isEmpty() ? "" : "; did you mean " + String.join(" or ", suggestions) + "?");
        }

        /**
         * Classes the user may have meant: a nested class written with dots, or the project's classes nearest to
         * {@code name} ({@link NearestNames}: another case, another package, a typo).
         */
        private Set<String> suggestions(String name) {
            Set<String> suggestions = new LinkedHashSet<>();
            for (int dot = name.lastIndexOf('.'); dot > 0; dot = name.lastIndexOf('.', dot - 1)) {
                String nested = name.substring(0, dot) + name.substring(dot).replace('.', '$');
                if (loader.findResource(nested.replace('.', '/') + CLASS_SUFFIX) != null) {
                    suggestions.add(nested);
                }
            }
            List<String> projectClasses = new ArrayList<>();
            for (Path entry : classpath) {
                try {
                    projectClasses.addAll(classNamesUnder(entry));
                } catch (IOException | RuntimeException e) {
                    // suggestions are a courtesy; an unreadable directory only means fewer of them
                }
            }
            suggestions.addAll(NearestNames.of(name, projectClasses, MAX_SUGGESTIONS));
            return suggestions.size() <= MAX_SUGGESTIONS ? suggestions
                    : new LinkedHashSet<>(suggestions.stream().limit(MAX_SUGGESTIONS).toList());
        }

        /** A path as the user would write it: relative to the working directory when inside it. */
        private static String shown(Path entry) {
            Path absolute = entry.toAbsolutePath().normalize();
            Path workingDirectory = Path.of("").toAbsolutePath();
            return absolute.startsWith(workingDirectory) && !absolute.equals(workingDirectory)
                    ? workingDirectory.relativize(absolute).toString() : absolute.toString();
        }

        @Override
        public void close() throws IOException {
            loader.close();
        }
    }

    /** The state type argument found, null for the raw type. */
    private record StateType(Type argument) {
    }
}
