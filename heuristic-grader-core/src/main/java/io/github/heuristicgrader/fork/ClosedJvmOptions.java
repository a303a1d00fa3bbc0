package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.TestRunnerMain;
import java.io.IOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The JVM options that close the instructor's test JVM to code that would reach past Java's access checks into the
 * test runner: no agent attached from outside ({@code -XX:+DisableAttachMechanism}); only the modules tests need
 * ({@code --limit-modules}), so that {@code sun.misc.Unsafe} (jdk.unsupported), the attach and debugging APIs, the
 * diagnostic commands that load agents (jdk.management) and the serviceability agent are not in the JVM at all; no
 * process started ({@link TestRunnerMain#LAUNCH_MECHANISM}: a process of the same user could take the runner's socket
 * with {@code pidfd_getfd}, or write the JVM's memory); and, on a JDK 24 or later, no native code from the class path
 * ({@code --illegal-native-access=deny}: {@code System.load}, {@code System.loadLibrary} and the foreign function
 * API's restricted methods throw).
 *
 * <p>The fork's JDK is read from its {@code release} file (its version and modules), so that a module it lacks is
 * never named; without that file, this JVM's own runtime stands for it.
 */
public final class ClosedJvmOptions {

    /** The modules the JVM keeps: Java SE, and of the JDK's own those that only add data, charsets or protocols. */
    static final List<String> MODULES = List.of("java.se", "jdk.charsets", "jdk.crypto.cryptoki", "jdk.crypto.ec",
            "jdk.httpserver", "jdk.localedata", "jdk.naming.dns", "jdk.net", "jdk.random", "jdk.security.auth",
            "jdk.security.jgss", "jdk.xml.dom", "jdk.zipfs");
    /** The first JDK whose JVM can refuse native code to the class path. */
    static final int DENIES_NATIVE_ACCESS_FROM = 24;

    private static final Pattern RELEASE_LINE = Pattern.compile("^(JAVA_VERSION|MODULES)=\"([^\"]*)\"$",
            Pattern.MULTILINE);

    private ClosedJvmOptions() {
    }

    /** The options for a JVM started with {@code javaExecutable}. */
    static List<String> of(Path javaExecutable) {
        Jdk jdk = Jdk.of(javaExecutable);
        List<String> options = new ArrayList<>(List.of("-XX:+DisableAttachMechanism", "--limit-modules",
                MODULES.stream().filter(jdk.modules()::contains).collect(Collectors.joining(",")),
                "-D" + TestRunnerMain.LAUNCH_MECHANISM + "=" + TestRunnerMain.NO_LAUNCH_MECHANISM));
        if (jdk.feature() >= DENIES_NATIVE_ACCESS_FROM) {
            options.add("--illegal-native-access=deny");
        }
        return options;
    }

    /**
     * What the instructor's test JVM cannot be kept from, in the words of a sandbox's {@code notEnforced}: native
     * code from the class path on a JDK before {@value #DENIES_NATIVE_ACCESS_FROM}; and, where forks are not
     * isolated from one another, a process another fork of the grade starts, which can take the JVM's results
     * socket ({@code pidfd_getfd}). Empty when both hold.
     *
     * @param javaExecutable the forks' {@code java}
     * @param forksIsolated whether forks run in bubblewrap or as users of their own
     */
    public static List<String> notEnforced(Path javaExecutable, boolean forksIsolated) {
        List<String> gaps = new ArrayList<>();
        int feature = Jdk.of(javaExecutable).feature();
        if (feature < DENIES_NATIVE_ACCESS_FROM) {
            gaps.add("native code refused to the hidden tests' JVM (needs JDK " + DENIES_NATIVE_ACCESS_FROM
                    + " or later; the forks run JDK " + feature + ")");
        }
        if (!forksIsolated) {
            gaps.add("the hidden tests' JVM kept apart from the other forks (a process a heuristic starts can take"
                    + " its results socket)");
        }
        return gaps;
    }

    /** What the options depend on of a JDK: its feature release and its modules. */
    record Jdk(int feature, Set<String> modules) {

        /** The JDK of {@code javaExecutable}, from its {@code release} file; this JVM's own when there is none. */
        static Jdk of(Path javaExecutable) {
            try {
                Path home = javaExecutable.toRealPath().getParent().getParent();
                String release = Files.readString(home.resolve("release"), StandardCharsets.UTF_8);
                String version = null;
                String modules = null;
                for (Matcher line = RELEASE_LINE.matcher(release); line.find(); ) {
                    if (line.group(1).equals("JAVA_VERSION")) {
                        version = line.group(2);
                    } else {
                        modules = line.group(2);
                    }
                }
                if (version != null && modules != null) {
                    return new Jdk(Runtime.Version.parse(version).feature(),
                            new LinkedHashSet<>(Arrays.asList(modules.trim().split("\\s+"))));
                }
            } catch (IOException | RuntimeException e) {
                // no release file to read: this JVM's runtime, which is the forks' unless told otherwise
            }
            return new Jdk(Runtime.version().feature(), ModuleFinder.ofSystem().findAll().stream()
                    .map(ModuleReference::descriptor).map(descriptor -> descriptor.name())
                    .collect(Collectors.toSet()));
        }
    }
}
