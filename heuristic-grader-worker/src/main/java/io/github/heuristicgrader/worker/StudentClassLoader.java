package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.api.Heuristic;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Loads a student's classes apart from the grader: only the student API is shared, everything else of the grader
 * is out of sight.
 *
 * <p>The parent is the platform class loader, so the JDK is visible but neither the application class path nor
 * the grader's own loader. Classes of the package {@code io.github.heuristicgrader.api} and of the packages of the
 * given state types (such as {@code io.github.heuristicgrader.api.huarongdao}) are taken from the grader's loader
 * before the student's class path is searched, so a student class implements the very {@link Heuristic} the grader
 * casts to and receives the grader's state objects, even when the student's class path holds its own copy of the
 * API. The packages are matched exactly, never by prefix, because sharing a package hands the student the
 * grader's copy of every class in it: only what a heuristic exchanges with the grader (the interface and the state
 * type's package) is shared, and a student class in any other package, even one named under the API's (say
 * {@code io.github.heuristicgrader.api.huarongdao.util}), is loaded as the student wrote it. Other grader classes,
 * such as {@code io.github.heuristicgrader.engine.StateSpace}, and the grader's resources are not found:
 * {@code Class.forName} from student code throws {@link ClassNotFoundException}.
 *
 * <p>This is isolation against mistakes and casual peeking, not a sandbox: code that goes out of its way, say
 * through {@code Heuristic.class.getClassLoader()}, still reaches the grader's loader.
 */
public final class StudentClassLoader extends URLClassLoader {

    /** The loader's name, which stack traces show for frames of student classes. */
    public static final String NAME = "student";

    /** The package of the student API every state type's package sits beside or under. */
    static final String API_PACKAGE = Heuristic.class.getPackageName();

    static {
        registerAsParallelCapable();
    }

    private final ClassLoader graderLoader;
    /** The packages shared with the grader: the API's and the state types'. */
    private final Set<String> sharedPackages;

    /**
     * A loader over the student's class path.
     *
     * @param classpath directories and jars, searched in order; entries that do not exist are ignored
     * @param graderLoader the loader that defined the grader's API classes
     * @param stateTypes the student API's state types the student's heuristics may evaluate, whose packages are
     *     shared; each must be in {@link #API_PACKAGE} or a subpackage of it
     * @throws IllegalArgumentException when a state type lies outside the student API
     */
    public StudentClassLoader(List<Path> classpath, ClassLoader graderLoader, Collection<Class<?>> stateTypes) {
        super(NAME, urls(classpath), ClassLoader.getPlatformClassLoader());
        this.graderLoader = graderLoader;
        Set<String> shared = new HashSet<>();
        shared.add(API_PACKAGE);
        for (Class<?> stateType : stateTypes) {
            if (!isApi(stateType.getName())) {
                throw new IllegalArgumentException("the state type " + stateType.getName()
                        + " is not in the student API " + API_PACKAGE);
            }
            shared.add(stateType.getPackageName());
        }
        this.sharedPackages = Set.copyOf(shared);
    }

    private static URL[] urls(List<Path> classpath) {
        URL[] urls = new URL[classpath.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = classpath.get(i).toAbsolutePath().toUri().toURL();
            } catch (MalformedURLException e) {
                throw new UncheckedIOException("class path entry " + classpath.get(i) + " is not a valid URL", e);
            }
        }
        return urls;
    }

    /** Whether {@code className} belongs to a package this loader shares with the grader. */
    boolean isShared(String className) {
        int lastDot = className.lastIndexOf('.');
        return lastDot > 0 && sharedPackages.contains(className.substring(0, lastDot));
    }

    /** Whether {@code className} belongs to the student API: {@link #API_PACKAGE} or a subpackage of it. */
    static boolean isApi(String className) {
        return className.startsWith(API_PACKAGE + ".");
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (isShared(name)) {
            return graderLoader.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }
}
