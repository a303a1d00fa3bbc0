package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals("bwrap (bubblewrap) is not installed: not found on PATH " + directory, sandbox.reason());
        assertEquals(List.of(), sandbox.enforced());
        assertTrue(sandbox.describe().startsWith("Sandbox auto: student code runs UNSANDBOXED, bwrap (bubblewrap)"),
                sandbox.describe());
    }

    @Test
    void quotesBubblewrapWhenItCannotCreateTheNamespaces() throws IOException {
        Path bwrap = directory.resolve("bwrap");
        Files.writeString(bwrap, "#!/bin/sh\necho 'bwrap: No permissions to creating new namespace, likely because"
                + " the kernel does not allow non-privileged user namespaces.' >&2\nexit 1\n");
        Files.setPosixFilePermissions(bwrap, PosixFilePermissions.fromString("rwxr-xr-x"));

        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.REQUIRED, ForkTestSupport.java(), directory.toString());

        assertFalse(sandbox.active());
        assertEquals("bwrap cannot start java here (exit code 1): bwrap: No permissions to creating new namespace,"
                + " likely because the kernel does not allow non-privileged user namespaces.", sandbox.reason());
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
        assertEquals("unknown sandbox mode 'strict'; it is one of auto, required, off", error.getMessage());
    }
}
