package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Loads a student's classes apart from the grader: only the student API is shared, everything else of the grader
 * is out of sight.
 *
 * <p>The parent is the platform class loader, so the JDK is visible but neither the application class path nor
 * the grader's own loader. Classes of the packages {@code io.github.heuristicgrader.api} and
 * {@code io.github.heuristicgrader.api.huarongdao} (exactly those, no subpackages) are taken from the grader's
 * loader before the student's class path is searched, so a student class implements the very {@link Heuristic}
 * the grader casts to and receives the grader's {@link Board}, even when the student's class path holds its own
 * copy of the API. Other grader classes, such as {@code io.github.heuristicgrader.engine.StateSpace}, and the
 * grader's resources are not found: {@code Class.forName} from student code throws
 * {@link ClassNotFoundException}.
 *
 * <p>This is isolation against mistakes and casual peeking, not a sandbox: code that goes out of its way, say
 * through {@code Heuristic.class.getClassLoader()}, still reaches the grader's loader.
 */
public final class StudentClassLoader extends URLClassLoader {

    /** The loader's name, which stack traces show for frames of student classes. */
    public static final String NAME = "student";

    /** The packages shared with the grader. */
    static final Set<String> SHARED_PACKAGES = Set.of(Heuristic.class.getPackageName(),
            Board.class.getPackageName());

    static {
        registerAsParallelCapable();
    }

    private final ClassLoader graderLoader;

    /**
     * A loader over the student's class path.
     *
     * @param classpath directories and jars, searched in order; entries that do not exist are ignored
     * @param graderLoader the loader that defined the grader's API classes
     */
    public StudentClassLoader(List<Path> classpath, ClassLoader graderLoader) {
        super(NAME, urls(classpath), ClassLoader.getPlatformClassLoader());
        this.graderLoader = graderLoader;
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

    /** Whether {@code className} belongs to a package the student shares with the grader. */
    static boolean isShared(String className) {
        int lastDot = className.lastIndexOf('.');
        return lastDot > 0 && SHARED_PACKAGES.contains(className.substring(0, lastDot));
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (isShared(name)) {
            return graderLoader.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }
}
