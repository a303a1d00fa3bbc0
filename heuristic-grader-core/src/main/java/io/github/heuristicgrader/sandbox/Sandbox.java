package io.github.heuristicgrader.sandbox;

import io.github.heuristicgrader.worker.ForkFiles;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The isolation every JVM running student code is started in, as found on this machine once per grading run:
 * bubblewrap ({@code bwrap}) with Linux namespaces where it can start; otherwise, where the grader runs as root, a
 * user id of the fork's own ({@link ForkUsers}); cgroup v1 limits with either, when they can be set.
 *
 * <p>In bubblewrap, a fork sees a read-only file system made only of what it needs: the system directories, the
 * JDK, its own class path and working directory; its own fresh directory is the only place it can write. It has no
 * network, no capabilities, its own PID namespace (it can neither see nor signal the grader, and everything it
 * started dies with it), the host name {@code heuristic-grader-fork} rather than the machine's, and dies with the
 * JVM that started it.
 *
 * <p>As a user of its own (where user namespaces are refused, as under Docker's default seccomp profile), a fork
 * runs through {@code setpriv} with an unused numeric user and group id, no supplementary groups, no capabilities,
 * no new privileges, in a session of its own and killed when the grader's JVM ends; it owns its own directory and
 * nothing else of the grader's, so it can write neither the reports, nor the grader's files, nor another fork's,
 * and can signal no process but its own. Every process left with its id is killed when it ends. It still sees
 * every file readable by all, and the network.
 *
 * <p>Either way, its memory (heap + {@link SandboxCgroups#MEMORY_MARGIN_BYTES}, native memory included) and its
 * number of processes and threads ({@link SandboxCgroups#MAX_PROCESSES}) are limited when the cgroups can be
 * written.
 *
 * <p>Instances are immutable and may be shared by every fork of a run.
 */
public final class Sandbox {

    /** What the grader is asked to do about the sandbox. */
    public enum Mode {
        /**
         * Bubblewrap when the machine allows it; otherwise, as root, a user of the fork's own; otherwise no
         * isolation, said in the log and every report.
         */
        AUTO,
        /** As {@link #AUTO}, but grading is refused rather than run without isolation. */
        REQUIRED,
        /** A user of the fork's own, never bubblewrap; grading is refused when it cannot be had. */
        USER,
        /** Never isolate. */
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
            throw new IllegalArgumentException("unknown sandbox mode '" + text + "'; it is one of " + NAMES);
        }
    }

    /** The sandbox modes, as the parameter spells them. */
    public static final String NAMES = "auto, required, user, off";

    /** How the forks of a run are isolated. */
    public enum Isolation {
        /** In bubblewrap. */
        BUBBLEWRAP,
        /** As a user of the fork's own, through {@code setpriv}. */
        USER,
        /** Not at all: with the grader's own rights. */
        NONE;

        /** The isolation's name in the reports. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The user ids the forks run as when they run as users of their own, unless told otherwise. */
    public static final String DEFAULT_USER_IDS = ForkUsers.DEFAULT_RANGE;

    /** The program that builds the sandbox. */
    static final String BWRAP = "bwrap";

    /** What the sandbox enforces, in the words of the reports. */
    static final String READ_ONLY = "read-only file system: only the fork's own directory (and a private /tmp) is"
            + " writable";
    public static final String HIDDEN = "only the system, the JDK and the fork's class path are visible";
    public static final String NO_NETWORK = "no network";
    public static final String PID_NAMESPACE = "own PID namespace: cannot see or signal the grader, nothing outlives"
            + " the fork";
    static final String DIES_WITH_GRADER = "dies with the grader's JVM";
    public static final String MEMORY_LIMIT = "memory limit: heap + " + (SandboxCgroups.MEMORY_MARGIN_BYTES >> 20)
            + " MiB, native memory included";
    static final String PROCESS_LIMIT = "at most " + SandboxCgroups.MAX_PROCESSES + " processes and threads";
    public static final String OWN_USER = "runs as a user id of its own, not root: no groups, no capabilities, no new"
            + " privileges";
    public static final String OWN_DIRECTORY = "can write its own directory but not the reports, the grader's files or"
            + " another fork's";
    public static final String OWN_PROCESSES = "can signal only its own processes, and every one left is killed when"
            + " the fork ends";
    public static final String JVM_DIES_WITH_GRADER = "its JVM dies with the grader's JVM";

    private static final List<String> BUBBLEWRAP_ENFORCES = List.of(READ_ONLY, HIDDEN, NO_NETWORK, PID_NAMESPACE,
            DIES_WITH_GRADER);
    private static final List<String> USER_ENFORCES = List.of(OWN_USER, OWN_DIRECTORY, OWN_PROCESSES,
            JVM_DIES_WITH_GRADER);
    private static final List<String> SYSTEM_DIRECTORIES = List.of("/usr", "/bin", "/sbin", "/lib", "/lib32",
            "/lib64", "/libx32", "/etc");
    /**
     * Files of {@code /etc} a fork cannot open (bound over by {@code /dev/null} on a mount without devices): the
     * password hashes, which the fork's root, mapped to the grader's, could read, and the machine's name.
     */
    private static final List<String> HIDDEN_SYSTEM_FILES = List.of("/etc/shadow", "/etc/gshadow", "/etc/hostname");
    /** Directories of {@code /etc} a fork sees empty: the machine's private keys. */
    private static final List<String> HIDDEN_SYSTEM_DIRECTORIES = List.of("/etc/ssh", "/etc/ssl/private",
            "/etc/munge");
    /** The host name every fork in bubblewrap sees, whatever the machine's. */
    public static final String HOSTNAME = "heuristic-grader-fork";
    private static final long PROBE_SECONDS = 30;
    private static final int PROBE_OUTPUT_CHARS = 500;

    private final Mode mode;
    private final Path bwrap;
    private final ForkUsers users;
    private final String reason;
    private final SandboxCgroups cgroups;
    private final String limitsReason;

    private Sandbox(Mode mode, Path bwrap, ForkUsers users, String reason, SandboxCgroups cgroups,
            String limitsReason) {
        this.mode = mode;
        this.bwrap = bwrap;
        this.users = users;
        this.reason = reason;
        this.cgroups = cgroups;
        this.limitsReason = limitsReason;
    }

    /** No sandbox, because it was switched off. */
    public static Sandbox off() {
        return new Sandbox(Mode.OFF, null, null, "switched off (sandbox = off)", null, null);
    }

    /**
     * Finds out how forks can be isolated here, with the user ids {@value #DEFAULT_USER_IDS}, as
     * {@link #detect(Mode, Path, String, String)} does.
     */
    public static Sandbox detect(Mode mode, Path javaExecutable, String searchPath) {
        return detect(mode, javaExecutable, searchPath, DEFAULT_USER_IDS);
    }

    /**
     * Finds out how forks can be isolated here, by starting {@code java -version} exactly as a fork would be
     * started: in bubblewrap, unless the mode is {@link Mode#USER}; when that fails (or was not tried) and this JVM
     * runs as root, as a user of {@code userIds}. Never throws: when no isolation can be had, the result says why.
     *
     * @param mode what was asked; {@link Mode#OFF} tries nothing
     * @param javaExecutable the {@code java} the forks run
     * @param searchPath the {@code PATH} to find {@code bwrap}, {@code setsid} and {@code setpriv} on, or null when
     *     it is not set
     * @param userIds the user ids forks may run as, as {@link #checkUserIds} accepts them
     * @throws IllegalArgumentException when {@code userIds} is not a range of ids
     */
    public static Sandbox detect(Mode mode, Path javaExecutable, String searchPath, String userIds) {
        return detect(mode, javaExecutable, searchPath, userIds, null, List.of());
    }

    /**
     * As {@link #detect(Mode, Path, String, String)}, and forks run as users of their own only when such a user can
     * write nothing above the forks' directories under {@code workDirectory} and can read {@code forksRead}
     * ({@link ForkUsers#checkAccess}); otherwise the result says why not.
     *
     * @param workDirectory where the forks' directories will be, or null to check nothing
     * @param forksRead what the forks will read: the class paths of the heuristics and the tests
     */
    public static Sandbox detect(Mode mode, Path javaExecutable, String searchPath, String userIds,
            Path workDirectory, List<Path> forksRead) {
        checkUserIds(userIds);
        if (mode == Mode.OFF) {
            return off();
        }
        String notBubblewrap = null;
        if (mode != Mode.USER) {
            Path bwrap = find(BWRAP, searchPath);
            notBubblewrap = bwrap == null ? BWRAP + " (bubblewrap) is not installed: not found on PATH "
                    + (searchPath == null ? "(not set)" : searchPath) : probeBubblewrap(bwrap, javaExecutable);
            if (notBubblewrap == null) {
                return withLimits(mode, bwrap, null, null);
            }
        }
        String notUser = null;
        ForkUsers users = null;
        int uid = ForkUsers.currentUid();
        Path setsid = find(ForkUsers.SETSID, searchPath);
        Path setpriv = find(ForkUsers.SETPRIV, searchPath);
        if (uid != 0) {
            notUser = "no user of the fork's own either: the grader runs as uid " + uid + ", not root, so it cannot"
                    + " switch to another user";
        } else if (setsid == null || setpriv == null) {
            notUser = "no user of the fork's own either: " + (setpriv == null ? ForkUsers.SETPRIV
                    : ForkUsers.SETSID) + " (util-linux) is not installed: not found on PATH "
                    + (searchPath == null ? "(not set)" : searchPath);
        } else {
            users = ForkUsers.of(userIds, setsid, setpriv);
            notUser = probeUser(users, javaExecutable);
            if (notUser == null && workDirectory != null) {
                try {
                    ForkUsers.checkAccess(workDirectory.resolve("fork"), forksRead);
                } catch (IOException e) {
                    notUser = "no user of the fork's own either: " + e.getMessage();
                }
            }
        }
        if (notUser != null) {
            return new Sandbox(mode, null, null, notBubblewrap == null ? notUser : notBubblewrap + "; " + notUser,
                    null, null);
        }
        return withLimits(mode, null, users, notBubblewrap == null ? null : "not in bubblewrap: " + notBubblewrap);
    }

    private static Sandbox withLimits(Mode mode, Path bwrap, ForkUsers users, String reason) {
        try {
            return new Sandbox(mode, bwrap, users, reason, SandboxCgroups.detect(), null);
        } catch (IOException e) {
            return new Sandbox(mode, bwrap, users, reason, null, e.getMessage());
        }
    }

    /**
     * Checks the user ids forks may run as: a range like {@value #DEFAULT_USER_IDS}, or one id, none of them 0.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static void checkUserIds(String userIds) {
        ForkUsers.of(userIds, Path.of(ForkUsers.SETSID), Path.of(ForkUsers.SETPRIV));
    }

    /** Runs {@code java -version} in bubblewrap; null when it worked, else why not. */
    private static String probeBubblewrap(Path bwrap, Path javaExecutable) {
        Sandbox candidate = new Sandbox(Mode.AUTO, bwrap, null, null, null, null);
        Path directory = null;
        try {
            directory = Files.createTempDirectory("heuristic-grader-sandbox-");
            return probe(BWRAP, candidate.command(javaExecutable, List.of("-version"), directory, List.of(),
                    directory, null), directory);
        } catch (IOException e) {
            return "cannot try " + BWRAP + ": " + e.getMessage();
        } finally {
            deleteTree(directory);
        }
    }

    /** Runs {@code java -version} as a user of {@code users}; null when it worked, else why not. */
    private static String probeUser(ForkUsers users, Path javaExecutable) {
        Path directory = null;
        try (ForkUsers.Lease user = users.lease()) {
            try {
                directory = Files.createTempDirectory("heuristic-grader-sandbox-");
                user.own(directory);
                Sandbox candidate = new Sandbox(Mode.USER, null, users, null, null, null);
                String failure = probe(ForkUsers.SETPRIV, candidate.command(javaExecutable, List.of("-version"),
                        directory, List.of(), directory, user), directory);
                return failure == null ? null : "no user of the fork's own either: " + failure;
            } finally {
                user.killAll();
            }
        } catch (IOException e) {
            return "no user of the fork's own either: " + e.getMessage();
        } finally {
            deleteTree(directory);
        }
    }

    /**
     * This sandbox without memory and process limits, as where no cgroup can be written, so that what holds without
     * them can be tested where they can.
     */
    public Sandbox withoutLimits() {
        return new Sandbox(mode, bwrap, users, reason, null, "left out");
    }

    /** The mode asked for. */
    public Mode mode() {
        return mode;
    }

    /** How the forks are isolated. */
    public Isolation isolation() {
        return bwrap != null ? Isolation.BUBBLEWRAP : users != null ? Isolation.USER : Isolation.NONE;
    }

    /** Whether forks are isolated at all: in bubblewrap, or as users of their own. */
    public boolean active() {
        return isolation() != Isolation.NONE;
    }

    /**
     * Why forks run without isolation, or why not in bubblewrap, or why they have no memory and process limits;
     * null when bubblewrap and its limits are all enforced.
     */
    public String reason() {
        if (!active()) {
            return reason;
        }
        String limits = limitsReason == null ? null : "no memory and process limits: " + limitsReason;
        if (reason == null || limits == null) {
            return reason == null ? limits : reason;
        }
        return reason + "; " + limits;
    }

    /** What the isolation enforces, in words; empty when there is none. */
    public List<String> enforced() {
        List<String> enforced = new ArrayList<>();
        switch (isolation()) {
            case BUBBLEWRAP -> enforced.addAll(BUBBLEWRAP_ENFORCES);
            case USER -> enforced.addAll(USER_ENFORCES);
            case NONE -> {
                return enforced;
            }
        }
        if (cgroups != null) {
            enforced.addAll(List.of(MEMORY_LIMIT, PROCESS_LIMIT));
        }
        return enforced;
    }

    /** What bubblewrap and its limits would enforce but is not enforced here, in words. */
    public List<String> notEnforced() {
        List<String> all = new ArrayList<>(BUBBLEWRAP_ENFORCES);
        all.addAll(List.of(MEMORY_LIMIT, PROCESS_LIMIT));
        all.removeAll(enforced());
        return all;
    }

    /** One line for people: the mode, how forks are isolated, and why not better. */
    public String describe() {
        return switch (isolation()) {
            case NONE -> "Sandbox " + mode.id() + ": student code runs UNSANDBOXED, " + reason;
            case BUBBLEWRAP -> "Sandbox " + mode.id() + ": student code runs in bubblewrap ("
                    + String.join("; ", enforced()) + ")"
                    + (limitsReason == null ? "" : "; no memory and process limits: " + limitsReason);
            case USER -> "Sandbox " + mode.id() + ": student code runs as an unprivileged user of its own (ids "
                    + users.range() + "; " + String.join("; ", enforced()) + "), but sees every file readable by"
                    + " all and the network" + (reason() == null ? "" : "; " + reason());
        };
    }

    @Override
    public String toString() {
        return describe();
    }

    /** The memory limit of a fork with a heap of {@code maxHeapMegabytes}, in bytes: the heap plus the margin. */
    public static long memoryLimitBytes(int maxHeapMegabytes) {
        return ((long) maxHeapMegabytes << 20) + SandboxCgroups.MEMORY_MARGIN_BYTES;
    }

    /**
     * Whether nothing a fork started needs finding through its process tree: in bubblewrap its PID namespace dies
     * with it; as a user of its own, every process of that user is killed when it ends.
     */
    public boolean confinesProcesses() {
        return active();
    }

    /**
     * A user id of its own for one fork, to pass to {@link #command} and close once the fork and its processes are
     * gone; null when forks do not run as users of their own.
     *
     * @throws IOException when every id of the range is taken
     */
    public ForkUsers.Lease forkUser() throws IOException {
        return users == null ? null : users.lease();
    }

    /**
     * New cgroups with the limits of a fork with a heap of {@code maxHeapMegabytes}, or null when there are no
     * limits here.
     */
    public SandboxCgroups.Fork limits(String name, int maxHeapMegabytes) throws IOException {
        return cgroups == null ? null : cgroups.create(name, memoryLimitBytes(maxHeapMegabytes));
    }

    /**
     * The command that starts {@code java} with {@code arguments}, in the sandbox when it is active.
     *
     * @param directory the fork's own directory, the one place it may write; it holds its {@code @argfile}
     * @param readable files and directories the fork reads: its class path entries; missing ones are left out
     * @param workingDirectory the fork's working directory, made readable too
     * @param user the fork's own user, from {@link #forkUser()}, when forks run as users of their own; the
     *     fork's directory must be its already
     * @throws IOException when the fork's user could write above its directory or into what it reads, or cannot
     *     read what it must
     */
    public List<String> command(Path javaExecutable, List<String> arguments, Path directory, List<Path> readable,
            Path workingDirectory, ForkUsers.Lease user) throws IOException {
        List<String> command = new ArrayList<>();
        if (isolation() == Isolation.USER) {
            ForkUsers.checkAccess(directory, readable);
            command.add(javaExecutable.toString());
            command.addAll(arguments);
            return user.command(command);
        }
        if (!active()) {
            command.add(javaExecutable.toString());
            command.addAll(arguments);
            return command;
        }
        Path java = javaExecutable.toRealPath();
        Path javaHome = java.getParent().getParent();
        Path own = directory.toAbsolutePath().normalize();
        command.addAll(List.of(bwrap.toString(), "--unshare-all", "--unshare-user", "--hostname", HOSTNAME,
                "--cap-drop", "ALL", "--die-with-parent", "--new-session"));
        for (String system : SYSTEM_DIRECTORIES) {
            Path path = Path.of(system);
            if (Files.isSymbolicLink(path)) {
                command.addAll(List.of("--symlink", Files.readSymbolicLink(path).toString(), system));
            } else if (Files.isDirectory(path)) {
                command.addAll(List.of("--ro-bind", system, system));
            }
        }
        for (String secret : HIDDEN_SYSTEM_FILES) {
            if (Files.isRegularFile(Path.of(secret), LinkOption.NOFOLLOW_LINKS)) {
                command.addAll(List.of("--ro-bind", "/dev/null", secret));
            }
        }
        for (String secret : HIDDEN_SYSTEM_DIRECTORIES) {
            if (Files.isDirectory(Path.of(secret), LinkOption.NOFOLLOW_LINKS)) {
                command.addAll(List.of("--tmpfs", secret));
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

    /**
     * Runs the probe command with the environment of a fork whose directory is {@code directory}; null when it
     * worked, else what went wrong in {@code program}'s or java's words.
     */
    private static String probe(String program, List<String> command, Path directory) throws IOException {
        ProcessBuilder builder = ForkEnvironment.applyTo(new ProcessBuilder(command), directory)
                .redirectErrorStream(true);
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
                return program + " did not start java -version within " + PROBE_SECONDS + " s";
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
        return program + " cannot start java here (exit code " + process.exitValue() + ")"
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
        try {
            ForkFiles.deleteTree(directory);
        } catch (IOException e) {
            // a leftover temporary directory harms nothing
        }
    }
}
