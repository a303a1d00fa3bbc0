package io.github.heuristicgrader.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The user ids forks run as where bubblewrap cannot start and the grader is root: numeric ids from a range, with
 * no account, each leased to one fork at a time (also across grading JVMs on the machine, through a lock file per
 * id in a directory only root can write) and only when no process runs with it and no account or group of
 * {@code /etc/passwd} or {@code /etc/group} has it.
 *
 * <p>A fork's user owns its own directory and nothing else of the grader's; when the fork has ended, every process
 * left with its id is killed ({@code kill(-1, SIGKILL)} sent as that user, which reaches exactly its processes,
 * however they detached), before the parent reads what the fork left.
 */
public final class ForkUsers {

    /** The ids used unless told otherwise: below 65,536, so that a container mapping only those can switch to them. */
    static final String DEFAULT_RANGE = "60000-60999";
    /** The program that switches to the fork's user. */
    static final String SETPRIV = "setpriv";
    /** The program that starts the fork in a session of its own, away from the grader's terminal. */
    static final String SETSID = "setsid";

    private static final Path LOCKS = Path.of("/run/heuristic-grader-fork-users");
    private static final Path PROC = Path.of("/proc");
    private static final Set<Integer> LEASED = new HashSet<>();
    private static final Duration KILL_WAIT = Duration.ofSeconds(10);
    private static final int MAX_UID = 0x7fff_fffe;

    private final int first;
    private final int last;
    private final Path setsid;
    private final Path setpriv;
    private final Path locks;

    private ForkUsers(int first, int last, Path setsid, Path setpriv, Path locks) {
        this.first = first;
        this.last = last;
        this.setsid = setsid;
        this.setpriv = setpriv;
        this.locks = locks;
    }

    /**
     * The ids of {@code range}, two numbers joined by a hyphen ({@code 60000-60999}) or one.
     *
     * @param setsid the {@code setsid} program
     * @param setpriv the {@code setpriv} program
     * @throws IllegalArgumentException naming the form, when {@code range} is not one, or holds 0 (root)
     */
    public static ForkUsers of(String range, Path setsid, Path setpriv) {
        String[] bounds = (range == null ? "" : range.strip()).split("-", -1);
        int first;
        int last;
        try {
            first = Integer.parseInt(bounds[0].strip());
            last = bounds.length == 2 ? Integer.parseInt(bounds[1].strip()) : first;
        } catch (NumberFormatException e) {
            first = -1;
            last = -1;
        }
        if (bounds.length > 2 || first < 1 || last < first || last > MAX_UID) {
            throw new IllegalArgumentException("the fork users' ids must be a range like " + DEFAULT_RANGE
                    + " of ids from 1 to " + MAX_UID + ", not '" + range + "'");
        }
        return new ForkUsers(first, last, setsid, setpriv, LOCKS);
    }

    /** The range, as {@link #of} reads it. */
    public String range() {
        return first == last ? Integer.toString(first) : first + "-" + last;
    }

    /** The user id of this JVM's process, from {@code /proc/self/status}; −1 when it cannot be read. */
    public static int currentUid() {
        try {
            return uidOf(PROC.resolve("self"));
        } catch (IOException e) {
            return -1;
        }
    }

    /**
     * A free id of the range, leased until {@link Lease#close()}.
     *
     * @throws IOException when every id is taken, or the lock directory cannot be had
     */
    public Lease lease() throws IOException {
        Path directory = lockDirectory();
        Set<Integer> accounts = accountIds();
        Set<Integer> running = runningIds();
        for (int id = first; id <= last; id++) {
            if (accounts.contains(id) || running.contains(id)) {
                continue;
            }
            synchronized (LEASED) {
                if (!LEASED.add(id)) {
                    continue;
                }
            }
            FileChannel channel = null;
            try {
                channel = FileChannel.open(directory.resolve(id + ".lock"), StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
                FileLock lock = channel.tryLock();
                if (lock != null) {
                    return new Lease(id, channel);
                }
            } catch (IOException | OverlappingFileLockException e) {
                // taken, or not ours to lock: try the next id
            }
            if (channel != null) {
                channel.close();
            }
            release(id);
        }
        throw new IOException("every user id of " + range() + " is in use (by an account, a process or another"
                + " grader); give the forks more ids (sandboxUserIds)");
    }

    private static void release(int id) {
        synchronized (LEASED) {
            LEASED.remove(id);
        }
    }

    /** The lock directory, created root-only; refused when someone else could have made or changed it. */
    private Path lockDirectory() throws IOException {
        Path directory = Files.isDirectory(locks.getParent()) && Files.isWritable(locks.getParent()) ? locks
                : Path.of(System.getProperty("java.io.tmpdir"), locks.getFileName().toString());
        try {
            Files.createDirectory(directory, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // made by an earlier run; checked below
        }
        PosixFileAttributes attributes = Files.readAttributes(directory, PosixFileAttributes.class,
                LinkOption.NOFOLLOW_LINKS);
        int owner = (Integer) Files.getAttribute(directory, "unix:uid", LinkOption.NOFOLLOW_LINKS);
        Set<PosixFilePermission> permissions = attributes.permissions();
        if (!attributes.isDirectory() || owner != currentUid() || permissions.contains(PosixFilePermission.GROUP_WRITE)
                || permissions.contains(PosixFilePermission.OTHERS_WRITE)) {
            throw new IOException("the lock directory of the fork users " + directory + " is not the grader's own: "
                    + (attributes.isDirectory() ? "owned by uid " + owner + ", "
                    + PosixFilePermissions.toString(permissions) : "not a directory"));
        }
        return directory;
    }

    /** The ids of {@code /etc/passwd}'s accounts and {@code /etc/group}'s groups. */
    private static Set<Integer> accountIds() {
        Set<Integer> ids = new HashSet<>();
        for (String file : List.of("/etc/passwd", "/etc/group")) {
            try {
                for (String line : Files.readAllLines(Path.of(file), StandardCharsets.UTF_8)) {
                    String[] fields = line.split(":");
                    if (fields.length > 2) {
                        try {
                            ids.add(Integer.parseInt(fields[2].strip()));
                        } catch (NumberFormatException e) {
                            // not an account line
                        }
                    }
                }
            } catch (IOException e) {
                // no such file: no accounts to avoid
            }
        }
        return ids;
    }

    /** The real, effective, saved and file-system user ids of every live process (zombies left out). */
    static Set<Integer> runningIds() {
        Set<Integer> ids = new HashSet<>();
        for (Path process : processes()) {
            try {
                ids.addAll(uidsOf(process));
            } catch (IOException e) {
                // ended meanwhile
            }
        }
        return ids;
    }

    /** The pids of the live processes that have {@code uid} among their user ids. */
    static List<Long> processesOf(int uid) {
        List<Long> pids = new ArrayList<>();
        for (Path process : processes()) {
            try {
                if (uidsOf(process).contains(uid)) {
                    pids.add(Long.parseLong(process.getFileName().toString()));
                }
            } catch (IOException e) {
                // ended meanwhile
            }
        }
        return pids;
    }

    private static List<Path> processes() {
        try (Stream<Path> entries = Files.list(PROC)) {
            return entries.filter(entry -> entry.getFileName().toString().chars().allMatch(Character::isDigit))
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static int uidOf(Path process) throws IOException {
        List<Integer> uids = uidsOf(process);
        if (uids.isEmpty()) {
            throw new IOException("no user ids in " + process);
        }
        return uids.get(1);
    }

    /** The user ids of a process, real first, then effective, saved and file system; empty for a zombie. */
    private static List<Integer> uidsOf(Path process) throws IOException {
        List<Integer> uids = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(process.resolve("status"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("State:") && line.substring(6).strip().startsWith("Z")) {
                    return List.of();
                }
                if (line.startsWith("Uid:")) {
                    for (String field : line.substring(4).strip().split("\\s+")) {
                        uids.add(Integer.parseInt(field));
                    }
                }
            }
        } catch (NoSuchFileException | NumberFormatException e) {
            throw new IOException("cannot read the user ids of " + process, e);
        }
        return uids;
    }

    /**
     * Checks that a fork's user can write nothing of the grader's but its own {@code directory}, and can read what it
     * must: no directory above {@code directory} and nothing of {@code readable} (nor the directories holding it) is
     * writable by every user, unless it has the sticky bit (as {@code /tmp}); every directory above an entry of
     * {@code readable} can be entered by every user, and the entry read. Entries inside {@code directory} are left
     * out: they are the fork's user's, as the directory is. The fork's user has no group, so only what every user
     * may do counts.
     *
     * @throws IOException naming the path, its permissions and what to do
     */
    static void checkAccess(Path directory, List<Path> readable) throws IOException {
        Path own = directory.toAbsolutePath().normalize();
        for (Path above = own.getParent(); above != null; above = above.getParent()) {
            // Directories still to be made are the grader's, made as its umask says.
            if (Files.exists(above)) {
                requireNotWritableByAll(above, own);
                requireEnterable(above, own);
            }
        }
        for (Path entry : readable) {
            Path absolute = entry.toAbsolutePath().normalize();
            // What lies in the fork's own directory is its user's (copies made for it), closed to every other.
            if (!Files.exists(absolute) || absolute.startsWith(own)) {
                continue;
            }
            requireNotWritableByAll(absolute, absolute);
            for (Path above = absolute.getParent(); above != null; above = above.getParent()) {
                requireEnterable(above, absolute);
                requireNotWritableByAll(above, absolute);
            }
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(absolute);
            if (!permissions.contains(PosixFilePermission.OTHERS_READ) || Files.isDirectory(absolute)
                    && !permissions.contains(PosixFilePermission.OTHERS_EXECUTE)) {
                throw new IOException("the fork's user cannot read " + absolute + ": it is "
                        + PosixFilePermissions.toString(permissions) + ", closed to other users");
            }
        }
    }

    /**
     * Whether a fork's user can read {@code entry} where it is: every directory above it can be entered by every
     * user, and it can be read by every user, a directory with everything in it (links inside not followed). A
     * missing entry counts as readable: the JVM finds nothing in it either way.
     *
     * @throws IOException when the permissions of a path cannot be read
     */
    public static boolean readableByAll(Path entry) throws IOException {
        if (!Files.exists(entry)) {
            return true;
        }
        // Where a link leads: the fork's user must reach that, not the link.
        Path absolute = entry.toRealPath();
        for (Path above = absolute.getParent(); above != null; above = above.getParent()) {
            if (!Files.getPosixFilePermissions(above).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                return false;
            }
        }
        if (!Files.isDirectory(absolute)) {
            return Files.getPosixFilePermissions(absolute).contains(PosixFilePermission.OTHERS_READ);
        }
        try (Stream<Path> tree = Files.walk(absolute)) {
            return tree.allMatch(path -> {
                try {
                    Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path,
                            LinkOption.NOFOLLOW_LINKS);
                    return Files.isSymbolicLink(path) || permissions.contains(PosixFilePermission.OTHERS_READ)
                            && (!Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                            || permissions.contains(PosixFilePermission.OTHERS_EXECUTE));
                } catch (IOException e) {
                    return false;
                }
            });
        } catch (UncheckedIOException e) {
            // a directory inside that the grader cannot list: not one every user can read
            return false;
        }
    }

    private static void requireEnterable(Path directory, Path reached) throws IOException {
        Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(directory);
        if (!permissions.contains(PosixFilePermission.OTHERS_EXECUTE)) {
            throw new IOException("the fork's user cannot reach " + reached + ": " + directory + " is "
                    + PosixFilePermissions.toString(permissions) + ", closed to other users; keep the project, its"
                    + " output directory and what the forks read (the local Maven repository too) where every user"
                    + " may enter");
        }
    }

    private static void requireNotWritableByAll(Path path, Path guarded) throws IOException {
        Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path);
        boolean sticky = Files.isDirectory(path) && (((Integer) Files.getAttribute(path, "unix:mode")) & 01000) != 0;
        if (permissions.contains(PosixFilePermission.OTHERS_WRITE) && !sticky) {
            throw new IOException("the fork's user could change " + guarded + ": " + path + " is "
                    + PosixFilePermissions.toString(permissions) + ", writable by every user; build with umask 022"
                    + " and take the write permission of others away");
        }
    }

    /**
     * The command that runs {@code command} as {@code id}: no groups, no capabilities (none inheritable, an empty
     * bounding set), no new privileges (set-user-ID programs do not raise it), in a session of its own, killed
     * when the thread of the JVM that started it ends.
     */
    List<String> command(int id, List<String> command) {
        List<String> line = new ArrayList<>(List.of(setsid.toString(), setpriv.toString(), "--reuid=" + id,
                "--regid=" + id, "--clear-groups", "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs",
                "--pdeathsig=KILL", "--"));
        line.addAll(command);
        return line;
    }

    /** One id leased to one fork. */
    public final class Lease implements AutoCloseable {
        private final int id;
        private final FileChannel lock;

        private Lease(int id, FileChannel lock) {
            this.id = id;
            this.lock = lock;
        }

        /** The user and group id. */
        public int id() {
            return id;
        }

        /** The command that runs {@code command} as this user, as {@link ForkUsers#command} says. */
        List<String> command(List<String> command) {
            return ForkUsers.this.command(id, command);
        }

        /**
         * Hands {@code directory} and everything in it to this user, links left alone, so that the fork can write
         * there and nowhere else of the grader's.
         */
        public void own(Path directory) throws IOException {
            chownTree(directory, id);
        }

        /**
         * Takes {@code directory} and everything in it back for the grader, links left alone, once every process of
         * this user is gone: a later fork given the same id cannot read or change what this one left.
         */
        public void disown(Path directory) throws IOException {
            chownTree(directory, currentUid());
        }

        private void chownTree(Path directory, int owner) throws IOException {
            Files.walkFileTree(directory, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes)
                        throws IOException {
                    chown(dir, owner);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    if (!attributes.isSymbolicLink()) {
                        chown(file, owner);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    // a fork may leave what cannot be read; it stays as it is, in a directory closed to the others
                    return FileVisitResult.CONTINUE;
                }
            });
        }

        private static void chown(Path file, int owner) throws IOException {
            Files.setAttribute(file, "unix:uid", owner, LinkOption.NOFOLLOW_LINKS);
            Files.setAttribute(file, "unix:gid", owner, LinkOption.NOFOLLOW_LINKS);
        }

        /**
         * Kills every process that runs as this user, however it detached, and waits up to 10 s for them to be
         * gone: {@code kill(-1, SIGKILL)} sent as this user reaches all of them at once, so that none can start
         * another in between.
         *
         * @return the pids that were still there, empty when none were
         */
        public List<Long> killAll() throws IOException {
            List<Long> found = processesOf(id);
            long deadline = System.nanoTime() + KILL_WAIT.toNanos();
            for (List<Long> left = found; !left.isEmpty(); left = processesOf(id)) {
                if (System.nanoTime() > deadline) {
                    throw new IOException("the processes " + left + " of the fork's user " + id
                            + " outlived a kill for " + KILL_WAIT.toSeconds() + " s");
                }
                Process kill = ForkEnvironment.applyTo(new ProcessBuilder(command(List.of("/bin/sh", "-c",
                        "kill -KILL -1"))), null)
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                try {
                    kill.waitFor(KILL_WAIT.toNanos(), TimeUnit.NANOSECONDS);
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while killing the processes of the fork's user " + id, e);
                }
            }
            return found;
        }

        /** Gives the id back. */
        @Override
        public void close() {
            try {
                lock.close();
            } catch (IOException e) {
                // closing a lock file fails only when it is gone; the id is free all the same
            }
            release(id);
        }
    }
}
