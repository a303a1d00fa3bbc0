package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The test JVM's entry point: sets the test runner ({@code worker.runner}) up in a module of its own and hands it
 * the arguments. Loads nothing else, so no test or student class is loaded before the runner connected to the
 * parent.
 *
 * <p>The module is defined at run time, in a {@link ModuleLayer} of its own over the boot layer, from the runner's
 * classes in the grader's jar (the one this class came from, never another class path entry), with a descriptor that
 * exports and opens nothing: reflection into it ({@code setAccessible}, {@code privateLookupIn}) throws, and its
 * public types cannot be used from outside. Its class loader's parent is the application class loader, and the
 * module reads that loader's unnamed module, so the runner uses the JUnit Platform and the grader's worker classes of
 * the class path, at whatever version they are there. A module defined this way, rather than by a
 * {@code module-info} on the module path, leaves JUnit and every test on the class path as they are.
 *
 * <p>The only way in is the service the module provides ({@code Consumer<String[]>}); the layer's controller, which
 * could open the module, is never kept.
 */
public final class TestRunnerMain {

    /** How the runner's diagnostics name it. */
    public static final String NAME = "heuristic-grader test runner";
    /** How long past the test timeout the watchdog waits, so that JUnit's own timeout fails a slow test first. */
    public static final long GRACE_MILLIS = 5_000;
    /**
     * The JDK's system property that chooses how processes are started. The parent sets it to a mechanism that does
     * not exist where the test JVM must start none ({@code fork.ClosedJvmOptions}); the runner then makes that final
     * before any test runs, by having the JDK's process class fail its initialization once and for all.
     */
    public static final String LAUNCH_MECHANISM = "jdk.lang.Process.launchMechanism";
    /** The value of {@link #LAUNCH_MECHANISM} that starts no process. */
    public static final String NO_LAUNCH_MECHANISM = "NONE";
    /** The runner's package, the module's only one. */
    static final String PACKAGE = TestRunnerMain.class.getPackageName() + ".runner";
    /** The runner's module, defined at run time, named after its package. */
    public static final String MODULE = PACKAGE;
    /** The class the module provides as its entry. */
    static final String ENTRY = PACKAGE + ".RunnerEntry";

    private TestRunnerMain() {
    }

    /**
     * Runs the tests; never returns, ends the JVM.
     *
     * @param args as {@link TestRunArguments#toList()} writes them
     */
    public static void main(String[] args) {
        Consumer<String[]> runner;
        try {
            runner = runnerInItsModule();
        } catch (IOException | RuntimeException | LinkageError e) {
            throw ChildJvm.current(NAME).abort("cannot set its module up: " + e, ExitCode.INTERNAL_ERROR);
        }
        runner.accept(args);
    }

    /** The runner's entry, in a module of a new layer; the layer's controller is dropped. */
    @SuppressWarnings("unchecked")
    static Consumer<String[]> runnerInItsModule() throws IOException {
        ClassLoader classPath = TestRunnerMain.class.getClassLoader();
        ModuleDescriptor descriptor = ModuleDescriptor.newModule(MODULE)
                .packages(Set.of(PACKAGE))
                .provides(Consumer.class.getName(), List.of(ENTRY))
                .build();
        ModuleReference reference = new GraderClasses(descriptor, graderLocation());
        ModuleFinder finder = new ModuleFinder() {
            @Override
            public Optional<ModuleReference> find(String name) {
                return MODULE.equals(name) ? Optional.of(reference) : Optional.empty();
            }

            @Override
            public Set<ModuleReference> findAll() {
                return Set.of(reference);
            }
        };
        ModuleLayer boot = ModuleLayer.boot();
        Configuration configuration = boot.configuration().resolve(finder, ModuleFinder.of(), Set.of(MODULE));
        ModuleLayer.Controller controller = ModuleLayer.defineModulesWithOneLoader(configuration, List.of(boot),
                classPath);
        Module runner = controller.layer().findModule(MODULE).orElseThrow();
        controller.addReads(runner, classPath.getUnnamedModule());
        return ServiceLoader.load(controller.layer(), Consumer.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("the module " + MODULE + " provides no entry"));
    }

    /** The jar or directory this class was loaded from. */
    private static Path graderLocation() throws IOException {
        CodeSource source = TestRunnerMain.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IOException("the grader's classes have no location");
        }
        try {
            return Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException("the grader's classes are at " + source.getLocation() + ", not in a file", e);
        }
    }

    /** The runner's module: the runner's package of the grader's jar or class directory. */
    private static final class GraderClasses extends ModuleReference {

        private final Path location;

        GraderClasses(ModuleDescriptor descriptor, Path location) {
            super(descriptor, location.toUri());
            this.location = location;
        }

        @Override
        public ModuleReader open() throws IOException {
            return Files.isDirectory(location) ? new DirectoryReader(location) : new JarReader(new ZipFile(
                    location.toFile()));
        }
    }

    /** Reads the runner's classes out of the grader's class directory. */
    private record DirectoryReader(Path directory) implements ModuleReader {

        @Override
        public Optional<URI> find(String name) {
            Path file = directory.resolve(name);
            return inPackage(name) && Files.isRegularFile(file) ? Optional.of(file.toUri()) : Optional.empty();
        }

        @Override
        public Optional<InputStream> open(String name) throws IOException {
            return find(name).isPresent() ? Optional.of(Files.newInputStream(directory.resolve(name)))
                    : Optional.empty();
        }

        @Override
        public Stream<String> list() throws IOException {
            Path root = directory.resolve(PACKAGE.replace('.', '/'));
            try (Stream<Path> files = Files.list(root)) {
                return files.map(file -> directory.relativize(file).toString().replace('\\', '/')).toList()
                        .stream();
            }
        }

        @Override
        public void close() {
        }
    }

    /** Reads the runner's classes out of the grader's jar. */
    private record JarReader(ZipFile jar) implements ModuleReader {

        @Override
        public Optional<URI> find(String name) {
            ZipEntry entry = inPackage(name) ? jar.getEntry(name) : null;
            if (entry == null) {
                return Optional.empty();
            }
            return Optional.of(URI.create("jar:" + Path.of(jar.getName()).toUri() + "!/" + name));
        }

        @Override
        public Optional<InputStream> open(String name) throws IOException {
            ZipEntry entry = inPackage(name) ? jar.getEntry(name) : null;
            return entry == null ? Optional.empty() : Optional.of(jar.getInputStream(entry));
        }

        @Override
        public Stream<String> list() {
            return jar.stream().map(ZipEntry::getName).filter(TestRunnerMain::inPackage).toList().stream();
        }

        @Override
        public void close() throws IOException {
            jar.close();
        }
    }

    /** Whether a resource name is a class of the runner's package (not of a subpackage). */
    private static boolean inPackage(String name) {
        String prefix = PACKAGE.replace('.', '/') + "/";
        return name.startsWith(prefix) && name.indexOf('/', prefix.length()) < 0 && name.endsWith(".class");
    }
}
