package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AvailableMemoryTest {

    private static final long MIB = 1L << 20;
    /** What the kernel writes in memory.limit_in_bytes of a cgroup v1 without a limit. */
    private static final String V1_UNLIMITED = "9223372036854771712";

    @TempDir
    Path root;

    @Test
    void takesTheLimitOfItsOwnCgroupV1() throws IOException {
        Path own = v1Cgroup("grading/job-7", "805306368", V1_UNLIMITED);

        AvailableMemory memory = AvailableMemory.detect(root, ownCgroups("4:memory:/grading/job-7"), meminfo(24));

        assertEquals(768 * MIB, memory.bytes());
        assertEquals("cgroup v1 memory.limit_in_bytes of " + own.resolve("memory.limit_in_bytes"), memory.source());
    }

    @Test
    void takesAnAncestorsLowerLimitInCgroupV1() throws IOException {
        Path own = v1Cgroup("container/build", V1_UNLIMITED, "536870912");

        AvailableMemory memory = AvailableMemory.detect(root, ownCgroups("9:cpu,memory:/container/build"),
                meminfo(24));

        assertEquals(512 * MIB, memory.bytes());
        assertEquals("cgroup v1 hierarchical_memory_limit of " + own.resolve("memory.stat"), memory.source());
    }

    @Test
    void readsTheMountsRootInsideACgroupNamespace() throws IOException {
        // In a container the cgroup file system shows the container's cgroup as the mount's root.
        v1Cgroup("", "805306368", V1_UNLIMITED);

        AvailableMemory memory = AvailableMemory.detect(root, ownCgroups("4:memory:/docker/3f2a"), meminfo(24));

        assertEquals(768 * MIB, memory.bytes());
    }

    @Test
    void fallsBackToTheMachinesMemoryWithoutALimit() throws IOException {
        v1Cgroup("user.slice", V1_UNLIMITED, V1_UNLIMITED);
        Path meminfo = meminfo(24);

        AvailableMemory memory = AvailableMemory.detect(root, ownCgroups("4:memory:/user.slice"), meminfo);

        assertEquals(24L << 30, memory.bytes());
        assertEquals("the machine's memory, MemTotal of " + meminfo, memory.source());
    }

    @Test
    void keepsTheMachinesMemoryWhenTheLimitIsAboveIt() throws IOException {
        v1Cgroup("big", Long.toString(64L << 30), Long.toString(64L << 30));

        AvailableMemory memory = AvailableMemory.detect(root, ownCgroups("4:memory:/big"), meminfo(2));

        assertEquals(2L << 30, memory.bytes());
    }

    @Test
    void takesTheLowestMemoryMaxUpTheCgroupV2Tree() throws IOException {
        Files.writeString(root.resolve("cgroup.controllers"), "cpu memory pids\n");
        Path parent = Files.createDirectories(root.resolve("autograder.slice"));
        Path own = Files.createDirectories(parent.resolve("job.scope"));
        Files.writeString(parent.resolve("memory.max"), "805306368\n");
        Files.writeString(own.resolve("memory.max"), "max\n");

        AvailableMemory memory = AvailableMemory.detect(root, ownCgroups("0::/autograder.slice/job.scope"),
                meminfo(24));

        assertEquals(768 * MIB, memory.bytes());
        assertEquals("cgroup v2 memory.max of " + parent.resolve("memory.max"), memory.source());
    }

    @Test
    void knowsNothingWhenNothingCanBeRead() {
        assertNull(AvailableMemory.detect(root, root.resolve("missing"), root.resolve("missing too")));
    }

    @Test
    void aJvmInsideARealMemoryCgroupSeesItsLimit() throws Exception {
        Path mount = Path.of("/sys/fs/cgroup/memory");
        assumeTrue(Files.isWritable(mount) && !Files.exists(Path.of("/sys/fs/cgroup/cgroup.controllers")),
                "needs root and cgroup v1");
        Path cgroup = mount.resolve("available-memory-test-" + ProcessHandle.current().pid());
        Files.createDirectory(cgroup);
        try {
            Files.writeString(cgroup.resolve("memory.limit_in_bytes"), Long.toString(300 * MIB));
            Process process = new ProcessBuilder("sh", "-c", "echo $$ > \"$1\"; shift; exec \"$@\"", "sh",
                    cgroup.resolve("cgroup.procs").toString(), ForkTestSupport.java().toString(), "-cp",
                    ForkTestSupport.graderClasses() + File.pathSeparator + ForkTestSupport.studentClasses(),
                    AvailableMemoryMain.class.getName())
                    .redirectErrorStream(true).start();
            String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertEquals(true, process.waitFor(60, TimeUnit.SECONDS));

            assertEquals((300 * MIB) + " cgroup v1 memory.limit_in_bytes of " + cgroup.resolve("memory.limit_in_bytes"),
                    printed);
        } finally {
            Files.delete(cgroup);
        }
    }

    /** A cgroup v1 memory directory under the mount with its own limit and the hierarchical one. */
    private Path v1Cgroup(String path, String limit, String hierarchicalLimit) throws IOException {
        Path directory = Files.createDirectories(root.resolve("memory").resolve(path));
        Files.writeString(directory.resolve("memory.limit_in_bytes"), limit + "\n");
        Files.write(directory.resolve("memory.stat"), List.of("cache 688128", "rss 0",
                "hierarchical_memory_limit " + hierarchicalLimit, "hierarchical_memsw_limit " + hierarchicalLimit));
        return directory;
    }

    private Path ownCgroups(String memoryLine) throws IOException {
        return Files.write(root.resolve("self-cgroup"), List.of("9:pids:/", memoryLine, "0::/"));
    }

    private Path meminfo(long gibibytes) throws IOException {
        return Files.write(root.resolve("meminfo"), List.of("MemTotal:       " + (gibibytes << 20) + " kB",
                "MemFree:         1000 kB"));
    }
}
