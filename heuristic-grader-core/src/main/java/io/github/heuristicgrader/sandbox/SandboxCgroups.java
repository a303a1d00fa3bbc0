package io.github.heuristicgrader.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Memory and process limits for forks through cgroup v1 (the {@code memory} and {@code pids} controllers): one
 * cgroup per fork, created under the cgroup this JVM is in, entered by the fork's first process before it execs
 * anything, removed once the fork has ended. Limits set there bind every process of the fork and every kind of
 * memory: heap, native allocations, thread stacks, code.
 *
 * <p>cgroup v2 is not supported: a v2 cgroup may only hand controllers to children while it holds no process
 * itself, which the cgroup of a running Maven always does.
 */
public final class SandboxCgroups {

    /**
     * Memory a fork may use beyond its heap: metaspace, code cache, thread stacks, GC structures and the JVM's own
     * native memory. Measured: a worker or JUnit JVM needs well under 100 MiB beyond its heap.
     */
    static final long MEMORY_MARGIN_BYTES = 256L << 20;
    /** Most processes and threads one fork may have at once; a JVM running JUnit has about 30. */
    static final int MAX_PROCESSES = 512;

    private static final Path ROOT = Path.of("/sys/fs/cgroup");
    private static final AtomicLong COUNTER = new AtomicLong();
    private static final Duration EMPTY_WAIT = Duration.ofSeconds(10);

    private final Path memoryParent;
    private final Path pidsParent;

    private SandboxCgroups(Path memoryParent, Path pidsParent) {
        this.memoryParent = memoryParent;
        this.pidsParent = pidsParent;
    }

    /**
     * The cgroups of this JVM, after creating and removing a probe cgroup in each.
     *
     * @throws IOException saying why no fork can have limits here
     */
    static SandboxCgroups detect() throws IOException {
        return detect(ROOT, Path.of("/proc/self/cgroup"));
    }

    static SandboxCgroups detect(Path root, Path ownCgroups) throws IOException {
        if (Files.exists(root.resolve("cgroup.controllers"))) {
            throw new IOException("cgroup v2 is mounted at " + root + "; only cgroup v1 is supported");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(ownCgroups, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException("cannot read " + ownCgroups + ": " + e.getMessage(), e);
        }
        SandboxCgroups cgroups = new SandboxCgroups(ownDirectory(root, lines, "memory"),
                ownDirectory(root, lines, "pids"));
        Fork probe = cgroups.create("probe", 64L << 20);
        probe.remove();
        return cgroups;
    }

    /** Where this JVM's cgroup of {@code controller} is, from the lines of {@code /proc/self/cgroup}. */
    private static Path ownDirectory(Path root, List<String> lines, String controller) throws IOException {
        Path mount = root.resolve(controller);
        for (String line : lines) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3 && List.of(fields[1].split(",")).contains(controller)) {
                // Inside a cgroup namespace the path is relative to the namespace's root, which is the mount's.
                Path own = mount.resolve(fields[2].replaceFirst("^/+", ""));
                Path directory = Files.isDirectory(own) ? own : mount;
                if (!Files.isWritable(directory)) {
                    throw new IOException("the " + controller + " cgroup " + directory + " is not writable");
                }
                return directory;
            }
        }
        throw new IOException("no " + controller + " cgroup controller (cgroup v1) for this process");
    }

    /**
     * A new cgroup pair for one fork, with its limits set.
     *
     * @param name a part of the cgroup's name, letters and digits
     * @param memoryBytes the memory limit, swap included
     */
    Fork create(String name, long memoryBytes) throws IOException {
        String directory = "heuristic-grader-" + ProcessHandle.current().pid() + "-" + name + "-"
                + COUNTER.incrementAndGet();
        Fork fork = new Fork(memoryParent.resolve(directory), pidsParent.resolve(directory), memoryBytes);
        try {
            Files.createDirectory(fork.memory);
            Files.createDirectory(fork.pids);
            write(fork.memory.resolve("memory.limit_in_bytes"), memoryBytes);
            // Without this, a limited fork would swap rather than be stopped, where there is swap.
            Path withSwap = fork.memory.resolve("memory.memsw.limit_in_bytes");
            if (Files.exists(withSwap)) {
                write(withSwap, memoryBytes);
            }
            write(fork.pids.resolve("pids.max"), MAX_PROCESSES);
        } catch (IOException e) {
            fork.remove();
            throw new IOException("cannot set up the cgroups " + fork.memory + " and " + fork.pids + ": " + e, e);
        }
        return fork;
    }

    private static void write(Path file, long value) throws IOException {
        Files.writeString(file, Long.toString(value), StandardCharsets.US_ASCII);
    }

    /** The cgroups of one fork. */
    public static final class Fork {
        private final Path memory;
        private final Path pids;
        private final long memoryBytes;

        private Fork(Path memory, Path pids, long memoryBytes) {
            this.memory = memory;
            this.pids = pids;
            this.memoryBytes = memoryBytes;
        }

        /** The memory limit in bytes. */
        long memoryBytes() {
            return memoryBytes;
        }

        /**
         * The command that moves itself into these cgroups and then execs {@code command}, staying one process,
         * so that nothing of the fork ever runs outside them.
         */
        public List<String> enter(List<String> command) {
            List<String> line = new java.util.ArrayList<>(List.of("/bin/sh", "-c",
                    "echo $$ > \"$1\" && echo $$ > \"$2\" && shift 2 && exec \"$@\"", "heuristic-grader-enter",
                    memory.resolve("cgroup.procs").toString(), pids.resolve("cgroup.procs").toString()));
            line.addAll(command);
            return line;
        }

        /** Whether the kernel killed a process of the fork for going over the memory limit. */
        public boolean memoryLimitHit() {
            try {
                for (String line : Files.readAllLines(memory.resolve("memory.oom_control"))) {
                    if (line.startsWith("oom_kill ")) {
                        return Long.parseLong(line.substring("oom_kill ".length()).strip()) > 0;
                    }
                }
                // Kernels before 4.13 do not count kills; a fork killed at the limit did reach it.
                return Long.parseLong(Files.readString(memory.resolve("memory.failcnt")).strip()) > 0;
            } catch (IOException | NumberFormatException e) {
                return false;
            }
        }

        /**
         * Kills whatever is still in the cgroups, waits for them to be empty and removes them; a cgroup that
         * cannot be removed is left, never fails the fork.
         */
        public void remove() {
            long deadline = System.nanoTime() + EMPTY_WAIT.toNanos();
            for (Path directory : List.of(memory, pids)) {
                while (Files.isDirectory(directory)) {
                    killAll(directory);
                    try {
                        Files.delete(directory);
                    } catch (IOException e) {
                        if (System.nanoTime() > deadline) {
                            break;
                        }
                        try {
                            Thread.sleep(10);
                        } catch (InterruptedException interrupted) {
                            Thread.currentThread().interrupt();
                            break;
                        }
                    }
                }
            }
        }

        private static void killAll(Path directory) {
            try {
                for (String pid : Files.readAllLines(directory.resolve("cgroup.procs"))) {
                    if (!pid.isBlank()) {
                        ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(ProcessHandle::destroyForcibly);
                    }
                }
            } catch (IOException | NumberFormatException e) {
                // gone already, or not a cgroup: nothing to kill
            }
        }
    }
}
