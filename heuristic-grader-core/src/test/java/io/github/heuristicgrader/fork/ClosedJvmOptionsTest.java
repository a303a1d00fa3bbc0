package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClosedJvmOptionsTest {

    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @Test
    void namesOnlyModulesTheJdkHasAndAlwaysClosesAttachAndProcesses() {
        List<String> options = ClosedJvmOptions.of(JAVA);
        assertTrue(options.contains("-XX:+DisableAttachMechanism"), options::toString);
        String modules = options.get(options.indexOf("--limit-modules") + 1);
        for (String module : modules.split(",")) {
            assertTrue(ModuleLayer.boot().findModule(module).isPresent()
                    || java.lang.module.ModuleFinder.ofSystem().find(module).isPresent(), module);
        }
        assertFalse(modules.contains("jdk.unsupported"), modules);
        assertFalse(modules.contains("jdk.attach"), modules);
        assertEquals(Runtime.version().feature() >= ClosedJvmOptions.DENIES_NATIVE_ACCESS_FROM,
                options.contains("--illegal-native-access=deny"), options::toString);
    }

    @Test
    void saysNativeCodeIsNotRefusedBeforeJdk24AndWhatForksWithoutIsolationCanReach(@TempDir Path jdk)
            throws IOException {
        Path java = fakeJdk(jdk, "17.0.15");
        assertEquals(List.of("native code refused to the hidden tests' JVM (needs JDK 24 or later; the forks run"
                + " JDK 17)"), ClosedJvmOptions.notEnforced(java, true));
        assertEquals(List.of("native code refused to the hidden tests' JVM (needs JDK 24 or later; the forks run"
                + " JDK 17)", "the hidden tests' JVM kept apart from the other forks (a process a heuristic starts"
                + " can take its results socket)"), ClosedJvmOptions.notEnforced(java, false));
    }

    @Test
    void saysNothingOnJdk24WithIsolatedForks(@TempDir Path jdk) throws IOException {
        Path java = fakeJdk(jdk, "25.0.1");
        assertEquals(List.of(), ClosedJvmOptions.notEnforced(java, true));
        assertEquals(1, ClosedJvmOptions.notEnforced(java, false).size());
        assertEquals(List.of("--illegal-native-access=deny"), ClosedJvmOptions.of(java).stream()
                .filter(option -> option.startsWith("--illegal")).toList());
    }

    /** A JDK home with a {@code release} file of {@code version} and the java.se modules, and a {@code java}. */
    private static Path fakeJdk(Path home, String version) throws IOException {
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\nMODULES=\"java.base java.se"
                + " jdk.unsupported\"\n");
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "");
        return java;
    }
}
