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
 * Loads a student's classes apart from the grader: only the student API and the packages a domain declares for the
 * student's JVM are shared, everything else of the grader is out of sight.
 *
 * <p>The parent is the platform class loader, so the JDK is visible but neither the application class path nor the
 * grader's own loader. Classes of the package {@code io.github.heuristicgrader.api} and of the shared packages a domain
 * declares (its state type's, such as an instructor's {@code edu.example.eight}) are taken from the grader's loader
 * before the student's class path is searched, so a student class implements the very {@link Heuristic} the grader
 * casts to and receives the grader's state objects, even when the student's class path holds its own copy of the API or
 * of the domain's jar. A class of a shared package that the grader's loader lacks is not found at all: a student cannot
 * add a class to a shared package and so reach its package-private members. The packages are matched exactly, never by
 * prefix, because sharing a package hands the student the grader's copy of every class in it, and a student class in
 * any other package, even one named under a shared one (say {@code edu.example.eight.util}), is loaded as the
 * student wrote it. Other grader classes, such as {@code io.github.heuristicgrader.engine.StateSpace}, and the
 * grader's resources are not found: {@code Class.forName} from student code throws {@link ClassNotFoundException}.
 *
 * <p>This is isolation against mistakes and casual peeking, not a sandbox: code that goes out of its way, say
 * through {@code Heuristic.class.getClassLoader()}, still reaches the grader's loader.
 */
public final class StudentClassLoader extends URLClassLoader {

    /** The loader's name, which stack traces show for frames of student classes. */
    public static final String NAME = "student";

    /** The package of the student API, always shared. */
    static final String API_PACKAGE = Heuristic.class.getPackageName();
    /** The grader's packages, of which only the API's may be shared. */
    private static final String GRADER_PACKAGES = "io.github.heuristicgrader";
    /** Packages of the JDK's, which the platform loader gives and no domain may claim. */
    private static final List<String> PLATFORM_PACKAGES = List.of("java", "javax", "jdk", "sun", "com.sun");

    static {
        registerAsParallelCapable();
    }

    private final ClassLoader graderLoader;
    /** The packages shared with the grader: the API's and the declared ones. */
    private final Set<String> sharedPackages;

    /**
     * A loader over the student's class path.
     *
     * @param classpath directories and jars, searched in order; entries that do not exist are ignored
     * @param graderLoader the loader that defined the grader's API classes and the domains' declared packages
     * @param sharedPackages the packages a domain declares for the student's JVM (its state type's), each
     *     {@linkplain #checkSharable sharable}; the API's package is shared whether listed or not
     * @throws IllegalArgumentException when a package may not be shared
     */
    public StudentClassLoader(List<Path> classpath, ClassLoader graderLoader, Collection<String> sharedPackages) {
        super(NAME, urls(classpath), ClassLoader.getPlatformClassLoader());
        this.graderLoader = graderLoader;
        Set<String> shared = new HashSet<>();
        shared.add(API_PACKAGE);
        for (String sharedPackage : sharedPackages) {
            checkSharable(sharedPackage);
            shared.add(sharedPackage);
        }
        this.sharedPackages = Set.copyOf(shared);
    }

    /**
     * Checks that a domain may declare {@code packageName} for the student's JVM: a named package that is neither
     * the JDK's nor the grader's, but for the student API's subpackages (the built-in domains' state types).
     *
     * @throws IllegalArgumentException naming the package and why it may not be shared
     */
    public static void checkSharable(String packageName) {
        if (packageName == null || packageName.isEmpty()) {
            throw new IllegalArgumentException("the unnamed package cannot be shared with the student's classes");
        }
        for (String platform : PLATFORM_PACKAGES) {
            if (within(packageName, platform)) {
                throw new IllegalArgumentException("the package " + packageName + " is the JDK's, not a domain's");
            }
        }
        if (within(packageName, GRADER_PACKAGES) && !within(packageName, API_PACKAGE)) {
            throw new IllegalArgumentException("the package " + packageName + " is the grader's; of its packages"
                    + " only " + API_PACKAGE + " and its subpackages may be shared with the student's classes");
        }
    }

    /** Whether {@code packageName} is {@code root} or a subpackage of it. */
    private static boolean within(String packageName, String root) {
        return packageName.equals(root) || packageName.startsWith(root + ".");
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
