package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kill -9} of the JVM that started a worker whose own watchdog is off: sandboxed, nothing of the worker
 * survives it; unsandboxed, the worker runs on, which shows the test can fail. {@link SandboxedParentMain} plays
 * Maven.
 */
class SandboxKillTest {

    @TempDir
    Path work;

    /** Starts the stand-in for Maven and waits until its worker runs; returns every process below it. */
    private static List<ProcessHandle> startParentAndItsWorker(Process parent) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            List<ProcessHandle> below = parent.descendants().toList();
            if (below.stream().anyMatch(process -> process.info().commandLine().orElse("").contains("java.args"))) {
                Thread.sleep(1000);
                return parent.descendants().toList();
            }
            Thread.sleep(50);
        }
        parent.destroyForcibly();
        throw new AssertionError("the worker did not start within 60 s");
    }

    private Process parent(String sandbox) throws IOException {
        String classpath = ForkTestSupport.graderClasses() + File.pathSeparator + ForkTestSupport.studentClasses();
        return new ProcessBuilder(ForkTestSupport.java().toString(), "-cp", classpath,
                SandboxedParentMain.class.getName(), sandbox, work.toString(),
                ForkTestSupport.studentClasses().toString()).inheritIO().start();
    }

    private static List<String> alive(List<ProcessHandle> processes) {
        return processes.stream().filter(ProcessHandle::isAlive)
                .map(process -> process.pid() + " " + process.info().commandLine().orElse("?")).toList();
    }

    private static void waitForEnd(List<ProcessHandle> processes, Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (!alive(processes).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
    }

    @Test
    void killingTheGraderJvmLeavesNoSandboxedProcessBehind() throws IOException, InterruptedException {
        assumeTrue(Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), System.getenv("PATH")).isolation()
                == Sandbox.Isolation.BUBBLEWRAP || "true".equals(System.getenv("CI")), "no sandbox on this machine");
        Process parent = parent("sandbox");
        List<ProcessHandle> below = startParentAndItsWorker(parent);
        assertFalse(below.isEmpty());

        parent.destroyForcibly().waitFor();
        waitForEnd(below, Duration.ofSeconds(10));

        assertEquals(List.of(), alive(below), "outlived kill -9 of the grader");
    }

    @Test
    void killingTheGraderJvmEndsAWorkerRunningAsAUserOfItsOwn() throws IOException, InterruptedException {
        assumeTrue(Sandbox.detect(Sandbox.Mode.USER, ForkTestSupport.java(), System.getenv("PATH")).active(),
                "the grader cannot run forks as users of their own here: not root");
        // A user of its own must reach its directory below the temporary one, which is the grader's alone.
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        Process parent = parent("user");
        List<ProcessHandle> below = startParentAndItsWorker(parent);
        assertFalse(below.isEmpty());

        parent.destroyForcibly().waitFor();
        waitForEnd(below, Duration.ofSeconds(10));

        assertEquals(List.of(), alive(below), "outlived kill -9 of the grader");
    }

    @Test
    void unsandboxedTheWorkerOutlivesTheGraderSoTheTestCanFail() throws IOException, InterruptedException {
        Process parent = parent("off");
        List<ProcessHandle> below = startParentAndItsWorker(parent);
        try {
            parent.destroyForcibly().waitFor();
            waitForEnd(below, Duration.ofSeconds(2));

            assertFalse(alive(below).isEmpty(), "the unsandboxed worker died with the grader after all");
        } finally {
            below.forEach(ProcessHandle::destroyForcibly);
        }
    }
}
