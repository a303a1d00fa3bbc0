package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.sandbox.ForkUsers;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SandboxDetectionTest {

    @TempDir
    Path directory;

    @Test
    void saysBubblewrapIsMissingWhenNoBwrapIsOnThePath() {
        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), directory.toString());

        assertFalse(sandbox.active());
        assertEquals("bwrap (bubblewrap) is not installed: not found on PATH " + directory + noUser(),
                sandbox.reason());
        assertEquals(List.of(), sandbox.enforced());
        assertTrue(sandbox.describe().startsWith("Sandbox auto: student code runs UNSANDBOXED, bwrap (bubblewrap)"),
                sandbox.describe());
    }

    /** What is said of the fallback when {@code setpriv} is not on the path {@link #directory}. */
    private String noUser() {
        return ForkUsers.currentUid() == 0 ? "; no user of the fork's own either: setpriv (util-linux) is not"
                + " installed: not found on PATH " + directory : "; no user of the fork's own either: the grader runs"
                + " as uid " + ForkUsers.currentUid() + ", not root, so it cannot switch to another user";
    }

    /** A {@code bwrap} that fails as Docker's default seccomp profile makes it fail. */
    private void refusedBubblewrap() throws IOException {
        executable("bwrap", "echo 'bwrap: No permissions to creating new namespace, likely because the kernel does"
                + " not allow non-privileged user namespaces.' >&2\nexit 1");
    }

    private void executable(String name, String script) throws IOException {
        Path file = directory.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + script + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void quotesBubblewrapWhenItCannotCreateTheNamespaces() throws IOException {
        refusedBubblewrap();

        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.REQUIRED, ForkTestSupport.java(), directory.toString());

        assertFalse(sandbox.active());
        assertEquals("bwrap cannot start java here (exit code 1): bwrap: No permissions to creating new namespace,"
                + " likely because the kernel does not allow non-privileged user namespaces." + noUser(),
                sandbox.reason());
    }

    @Test
    void fallsBackToAUserOfTheForksOwnWhereBubblewrapIsRefusedAndTheGraderIsRoot() throws IOException {
        assumeTrue(ForkUsers.currentUid() == 0, "not root");
        refusedBubblewrap();
        Files.createSymbolicLink(directory.resolve("setpriv"), Path.of("/usr/bin/setpriv"));
        Files.createSymbolicLink(directory.resolve("setsid"), Path.of("/usr/bin/setsid"));

        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), directory.toString());

        assertEquals(Sandbox.Isolation.USER, sandbox.isolation(), sandbox::describe);
        assertTrue(sandbox.active());
        assertTrue(sandbox.reason().startsWith("not in bubblewrap: bwrap cannot start java here (exit code 1)"),
                sandbox::reason);
        assertTrue(sandbox.enforced().containsAll(List.of(Sandbox.OWN_USER, Sandbox.OWN_DIRECTORY,
                Sandbox.OWN_PROCESSES, Sandbox.JVM_DIES_WITH_GRADER)), sandbox.enforced()::toString);
        assertTrue(sandbox.notEnforced().containsAll(List.of(Sandbox.HIDDEN, Sandbox.NO_NETWORK,
                Sandbox.PID_NAMESPACE)), sandbox.notEnforced()::toString);
        assertTrue(sandbox.describe().startsWith("Sandbox auto: student code runs as an unprivileged user of its own"
                + " (ids 60000-60999; "), sandbox::describe);
    }

    @Test
    void runsUnsandboxedRatherThanAsAUserWhoCannotReadTheClassPath() throws IOException {
        assumeTrue(ForkUsers.currentUid() == 0, "not root");
        refusedBubblewrap();
        Files.createSymbolicLink(directory.resolve("setpriv"), Path.of("/usr/bin/setpriv"));
        Files.createSymbolicLink(directory.resolve("setsid"), Path.of("/usr/bin/setsid"));
        // The project is open to all; the local Maven repository is under a root's home of rwx------.
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path home = Files.createDirectories(directory.resolve("root"));
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx------"));
        Path jar = Files.writeString(Files.createDirectories(home.resolve(".m2")).resolve("junit.jar"), "jar");

        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), directory.toString(),
                Sandbox.DEFAULT_USER_IDS, directory.resolve("grade").resolve("work"), List.of(jar));

        assertEquals(Sandbox.Isolation.NONE, sandbox.isolation(), sandbox::describe);
        assertTrue(sandbox.reason().endsWith("; no user of the fork's own either: the fork's user cannot reach " + jar
                + ": " + home + " is rwx------, closed to other users; keep the project, its output directory and"
                + " what the forks read (the local Maven repository too) where every user may enter"),
                sandbox::reason);
    }

    @Test
    void quotesSetprivWhenItCannotSwitchUsers() throws IOException {
        assumeTrue(ForkUsers.currentUid() == 0, "not root");
        executable("setpriv", "echo 'setpriv: setresuid failed: Operation not permitted' >&2\nexit 127");
        Files.createSymbolicLink(directory.resolve("setsid"), Path.of("/usr/bin/setsid"));

        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.USER, ForkTestSupport.java(), directory.toString());

        assertFalse(sandbox.active());
        assertEquals("no user of the fork's own either: setpriv cannot start java here (exit code 127): setpriv:"
                + " setresuid failed: Operation not permitted", sandbox.reason());
    }

    @Test
    void triesNothingWhenSwitchedOff() {
        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.OFF, ForkTestSupport.java(), System.getenv("PATH"));

        assertFalse(sandbox.active());
        assertEquals(Sandbox.Mode.OFF, sandbox.mode());
        assertEquals("switched off (sandbox = off)", sandbox.reason());
        assertEquals(7, sandbox.notEnforced().size());
    }

    @Test
    void parsesTheModesAndRefusesOthersNamingThem() {
        assertEquals(Sandbox.Mode.REQUIRED, Sandbox.Mode.parse(" Required"));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Sandbox.Mode.parse("strict"));
        assertEquals("unknown sandbox mode 'strict'; it is one of auto, required, user, off", error.getMessage());
        assertEquals(Sandbox.Mode.USER, Sandbox.Mode.parse("user"));
    }
}
