package io.github.heuristicgrader.fork;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The operating-system sandbox every JVM running student code is started in, as found on this machine once per
 * grading run: bubblewrap ({@code bwrap}) with Linux namespaces, and cgroup v1 limits when they can be set.
 *
 * <p>Inside, a fork sees a read-only file system made only of what it needs: the system directories, the JDK, its
 * own class path and working directory; its own fresh directory is the only place it can write. It has no network,
 * no capabilities, its own PID namespace (it can neither see nor signal the grader, and everything it started dies
 * with it) and dies with the JVM that started it. Its memory (heap + {@link SandboxCgroups#MEMORY_MARGIN_BYTES},
 * native memory included) and its number of processes and threads ({@link SandboxCgroups#MAX_PROCESSES}) are
 * limited when the cgroups can be written.
 *
 * <p>Instances are immutable and may be shared by every fork of a run.
 */
public final class Sandbox {

    /** What the grader is asked to do about the sandbox. */
    public enum Mode {
        /** Sandbox when the machine allows it, otherwise run unsandboxed and say so. */
        AUTO,
        /** Sandbox, or refuse to grade. */
        REQUIRED,
        /** Never sandbox. */
        OFF;

        /** The mode's name as the parameter spells it. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The mode {@code text} names, case ignored.
         *
         * @throws IllegalArgumentException naming the modes, when {@code text} is none of them
         */
        public static Mode parse(String text) {
            for (Mode mode : values()) {
                if (mode.id().equalsIgnoreCase(text == null ? "" : text.strip())) {
                    return mode;
                }
            }
            throw new IllegalArgumentException("unknown sandbox mode '" + text + "'; it is one of auto, required, off");
        }
    }

    /** The program that builds the sandbox. */
    static final String BWRAP = "bwrap";

    /** What the sandbox enforces, in the words of the reports. */
    static final String READ_ONLY = "read-only file system: only the fork's own directory (and a private /tmp) is"
            + " writable";
    static final String HIDDEN = "only the system, the JDK and the fork's class path are visible";
    static final String NO_NETWORK = "no network";
    static final String PID_NAMESPACE = "own PID namespace: cannot see or signal the grader, nothing outlives the fork";
    static final String DIES_WITH_GRADER = "dies with the grader's JVM";
    static final String MEMORY_LIMIT = "memory limit: heap + " + (SandboxCgroups.MEMORY_MARGIN_BYTES >> 20)
            + " MiB, native memory included";
    static final String PROCESS_LIMIT = "at most " + SandboxCgroups.MAX_PROCESSES + " processes and threads";

    private static final List<String> SYSTEM_DIRECTORIES = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32",
            "/lib64", "/libx32", "/etc");
    private static final long PROBE_SECONDS = 30;
    private static final int PROBE_OUTPUT_CHARS = 500;

    private final Mode mode;
    private final Path bwrap;
    private final String reason;
    private final SandboxCgroups cgroups;
    private final String limitsReason;

    private Sandbox(Mode mode, Path bwrap, String reason, SandboxCgroups cgroups, String limitsReason) {
        this.mode = mode;
        this.bwrap = bwrap;
        this.reason = reason;
        this.cgroups = cgroups;
        this.limitsReason = limitsReason;
    }

    /** No sandbox, because it was switched off. */
    public static Sandbox off() {
        return new Sandbox(Mode.OFF, null, "switched off (sandbox = off)", null, null);
    }

    /**
     * Finds out whether forks can be sandboxed here, by starting {@code java -version} in the sandbox exactly as a
     * fork would be started. Never throws: when the sandbox cannot be had, the result says why.
     *
     * @param mode what was asked; {@link Mode#OFF} tries nothing
     * @param javaExecutable the {@code java} the forks run
     * @param searchPath the {@code PATH} to find {@code bwrap} on, or null when it is not set
     */
    public static Sandbox detect(Mode mode, Path javaExecutable, String searchPath) {
        if (mode == Mode.OFF) {
            return off();
        }
        Path bwrap = find(BWRAP, searchPath);
        if (bwrap == null) {
            return unavailable(mode, BWRAP + " (bubblewrap) is not installed: not found on PATH "
                    + (searchPath == null ? "(not set)" : searchPath));
        }
        Sandbox candidate = new Sandbox(mode, bwrap, null, null, null);
        Path directory = null;
        try {
            directory = Files.createTempDirectory("heuristic-grader-sandbox-");
            List<String> command = candidate.command(javaExecutable, List.of("-version"), directory, List.of(),
                    directory);
            String failure = probe(command);
            if (failure != null) {
                return unavailable(mode, failure);
            }
        } catch (IOException e) {
            return unavailable(mode, "cannot try " + BWRAP + ": " + e.getMessage());
        } finally {
            deleteTree(directory);
        }
        try {
            return new Sandbox(mode, bwrap, null, SandboxCgroups.detect(), null);
        } catch (IOException e) {
            return new Sandbox(mode, bwrap, null, null, e.getMessage());
        }
    }

    private static Sandbox unavailable(Mode mode, String reason) {
        return new Sandbox(mode, null, reason, null, null);
    }

    /** The mode asked for. */
    public Mode mode() {
        return mode;
    }

    /** Whether forks run in the sandbox. */
    public boolean active() {
        return bwrap != null;
    }

    /** Why forks run unsandboxed, or why they have no memory and process limits; null when all is enforced. */
    public String reason() {
        return active() ? (limitsReason == null ? null : "no memory and process limits: " + limitsReason) : reason;
    }

    /** What the sandbox enforces, in words; empty when it is not active. */
    public List<String> enforced() {
        List<String> enforced = new ArrayList<>();
        if (active()) {
            enforced.addAll(List.of(READ_ONLY, HIDDEN, NO_NETWORK, PID_NAMESPACE, DIES_WITH_GRADER));
            if (cgroups != null) {
                enforced.addAll(List.of(MEMORY_LIMIT, PROCESS_LIMIT));
            }
        }
        return enforced;
    }

    /** What the sandbox would enforce but does not here, in words. */
    public List<String> notEnforced() {
        List<String> all = new ArrayList<>(List.of(READ_ONLY, HIDDEN, NO_NETWORK, PID_NAMESPACE, DIES_WITH_GRADER,
                MEMORY_LIMIT, PROCESS_LIMIT));
        all.removeAll(enforced());
        return all;
    }

    /** One line for people: the mode, whether forks are sandboxed, and why not. */
    public String describe() {
        if (!active()) {
            return "Sandbox " + mode.id() + ": student code runs UNSANDBOXED, " + reason;
        }
        return "Sandbox " + mode.id() + ": student code runs in bubblewrap (" + String.join("; ", enforced()) + ")"
                + (limitsReason == null ? "" : "; no memory and process limits: " + limitsReason);
    }

    @Override
    public String toString() {
        return describe();
    }

    /** The memory limit of a fork with a heap of {@code maxHeapMegabytes}, in bytes: the heap plus the margin. */
    public static long memoryLimitBytes(int maxHeapMegabytes) {
        return ((long) maxHeapMegabytes << 20) + SandboxCgroups.MEMORY_MARGIN_BYTES;
    }

    /** Whether a fork's processes share one PID namespace that dies with it, so nothing of it is left to find. */
    boolean confinesProcesses() {
        return active();
    }

    /**
     * New cgroups with the limits of a fork with a heap of {@code maxHeapMegabytes}, or null when there are no
     * limits here.
     */
    SandboxCgroups.Fork limits(String name, int maxHeapMegabytes) throws IOException {
        return cgroups == null ? null : cgroups.create(name, memoryLimitBytes(maxHeapMegabytes));
    }

    /**
     * The command that starts {@code java} with {@code arguments}, in the sandbox when it is active.
     *
     * @param directory the fork's own directory, the one place it may write; it holds its {@code @argfile}
     * @param readable files and directories the fork reads: its class path entries; missing ones are left out
     * @param workingDirectory the fork's working directory, made readable too
     */
    List<String> command(Path javaExecutable, List<String> arguments, Path directory, List<Path> readable,
            Path workingDirectory) throws IOException {
        List<String> command = new ArrayList<>();
        if (!active()) {
            command.add(javaExecutable.toString());
            command.addAll(arguments);
            return command;
        }
        Path java = javaExecutable.toRealPath();
        Path javaHome = java.getParent().getParent();
        Path own = directory.toAbsolutePath().normalize();
        command.addAll(List.of(bwrap.toString(), "--unshare-all", "--unshare-user", "--cap-drop", "ALL",
                "--die-with-parent", "--new-session"));
        for (String system : SYSTEM_DIRECTORIES) {
            Path path = Path.of(system);
            if (Files.isSymbolicLink(path)) {
                command.addAll(List.of("--symlink", Files.readSymbolicLink(path).toString(), system));
            } else if (Files.isDirectory(path)) {
                command.addAll(List.of("--ro-bind", system, system));
            }
        }
        command.addAll(List.of("--ro-bind", javaHome.toString(), javaHome.toString(), "--proc", "/proc", "--dev",
                "/dev", "--tmpfs", "/tmp"));
        Path working = workingDirectory.toAbsolutePath().normalize();
        if (Files.exists(working)) {
            command.addAll(List.of("--ro-bind", working.toString(), working.toString()));
        }
        // Mounts apply in order. The forks' common directory is hidden (also where the working directory holds it),
        // so that no fork sees another's files; then the class path is bound on top, the worker's jar in that
        // directory included; last this fork's own directory, writable.
        command.addAll(List.of("--tmpfs", own.getParent().toString()));
        for (Path path : readable) {
            Path absolute = path.toAbsolutePath().normalize();
            if (Files.exists(absolute)) {
                command.addAll(List.of("--ro-bind", absolute.toString(), absolute.toString()));
            }
        }
        // bwrap's own root, where it made the mount points, is writable until remounted: a write anywhere but the
        // fork's directory (and its private /tmp) then fails as a student would expect, read-only.
        command.addAll(List.of("--bind", own.toString(), own.toString(), "--remount-ro", "/", "--chdir",
                working.toString(), java.toString()));
        command.addAll(arguments);
        return command;
    }

    /** Runs the probe command; null when it worked, else what went wrong in bwrap's or java's words. */
    private static String probe(List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        ForkedJvm.REMOVED_ENVIRONMENT.forEach(builder.environment()::remove);
        Process process = builder.start();
        process.getOutputStream().close();
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        try (InputStream in = process.getInputStream()) {
            byte[] buffer = new byte[4096];
            for (int read; (read = in.read(buffer)) >= 0; ) {
                if (output.size() < 64 * 1024) {
                    output.write(buffer, 0, read);
                }
            }
            if (!process.waitFor(PROBE_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return BWRAP + " did not start java -version within " + PROBE_SECONDS + " s";
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        if (process.exitValue() == 0) {
            return null;
        }
        String said = output.toString(StandardCharsets.UTF_8).strip();
        if (said.length() > PROBE_OUTPUT_CHARS) {
            said = said.substring(0, PROBE_OUTPUT_CHARS) + "…";
        }
        return BWRAP + " cannot start java here (exit code " + process.exitValue() + ")"
                + (said.isEmpty() ? "" : ": " + said);
    }

    /** The executable {@code name} in the first directory of {@code searchPath} that has it, or null. */
    static Path find(String name, String searchPath) {
        if (searchPath == null) {
            return null;
        }
        for (String entry : searchPath.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                Path candidate = Path.of(entry, name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return candidate.toAbsolutePath();
                }
            }
        }
        return null;
    }

    private static void deleteTree(Path directory) {
        if (directory == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory harms nothing
        }
    }
}
