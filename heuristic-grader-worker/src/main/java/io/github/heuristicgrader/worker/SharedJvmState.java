package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TimeZone;
import java.util.TreeMap;

/**
 * What one heuristic could leave behind in a JVM it shares with its siblings, beyond the statics of its own class
 * loader: threads still running (or the grader's own stopped, such as its watchdog), processes still running, system
 * properties, the default locale and time zone, the default uncaught
 * exception handler, and files in the fork's private directories. {@link WorkerMain} takes it before the first
 * heuristic and compares after each: when anything differs, the JVM is no longer as a fresh one would be, and the
 * heuristic that changed it and those after it are left to JVMs of their own.
 *
 * <p>This is detection, not a wall: what it cannot see (a native library, a JDK-wide factory, a file read but not
 * written) is listed in the threat model's concessions.
 */
final class SharedJvmState {

    /** Files and directories listed at most, so that a heuristic creating millions cannot stall the worker. */
    private static final int MAX_ENTRIES = 10_000;

    private final Set<Thread> threads;
    /** The process ids of this JVM's descendants. */
    private final List<Long> processes;
    private final Map<String, String> properties;
    private final Locale locale;
    private final TimeZone timeZone;
    private final Thread.UncaughtExceptionHandler uncaughtHandler;
    /** Path → size and modification time, or null when the directories held more than {@link #MAX_ENTRIES}. */
    private final Map<String, String> files;

    private SharedJvmState(Set<Thread> threads, List<Long> processes, Map<String, String> properties, Locale locale,
            TimeZone timeZone, Thread.UncaughtExceptionHandler uncaughtHandler, Map<String, String> files) {
        this.threads = threads;
        this.processes = processes;
        this.properties = properties;
        this.locale = locale;
        this.timeZone = timeZone;
        this.uncaughtHandler = uncaughtHandler;
        this.files = files;
    }

    /**
     * The state now.
     *
     * @param directories where the fork may write, listed recursively
     * @param ignored files the worker itself writes there (results, live statuses), with their temporary siblings
     */
    static SharedJvmState now(Collection<Path> directories, Collection<Path> ignored) {
        // Asked first: the first call sets the system property user.timezone.
        Locale locale = Locale.getDefault();
        TimeZone timeZone = TimeZone.getDefault();
        Map<String, String> properties = new TreeMap<>();
        System.getProperties().forEach((key, value) -> properties.put(String.valueOf(key), String.valueOf(value)));
        return new SharedJvmState(new HashSet<>(Thread.getAllStackTraces().keySet()),
                ProcessHandle.current().descendants().map(ProcessHandle::pid).toList(), properties, locale, timeZone,
                Thread.getDefaultUncaughtExceptionHandler(), files(directories, ignored));
    }

    /**
     * What differs in {@code now} from this state, in a sentence, or null when nothing the grader looks at does.
     * Threads started and still alive are a difference, and so are threads that were here before and ended;
     * processes still running are, whenever they started.
     */
    String changedIn(SharedJvmState now) {
        List<String> changes = new ArrayList<>();
        List<String> started = now.threads.stream().filter(thread -> !threads.contains(thread) && thread.isAlive())
                .map(thread -> "\"" + thread.getName() + "\"").sorted().toList();
        if (!started.isEmpty()) {
            changes.add("left threads running (" + String.join(", ", started.subList(0, Math.min(5, started.size())))
                    + (started.size() > 5 ? ", …" : "") + ")");
        }
        List<String> ended = threads.stream().filter(thread -> !thread.isAlive())
                .map(thread -> "\"" + thread.getName() + "\"").sorted().toList();
        if (!ended.isEmpty()) {
            changes.add("ended threads it did not start (" + String.join(", ", ended) + ")");
        }
        List<Long> processes = now.processes.stream().filter(pid -> ProcessHandle.of(pid)
                .map(ProcessHandle::isAlive).orElse(false)).sorted().toList();
        if (!processes.isEmpty()) {
            changes.add("left processes running (" + processes.size() + ")");
        }
        Set<String> keys = new HashSet<>(properties.keySet());
        keys.addAll(now.properties.keySet());
        List<String> changedKeys = keys.stream()
                .filter(key -> !Objects.equals(properties.get(key), now.properties.get(key))).sorted().toList();
        if (!changedKeys.isEmpty()) {
            changes.add("changed the system properties " + String.join(", ",
                    changedKeys.subList(0, Math.min(5, changedKeys.size()))) + (changedKeys.size() > 5 ? ", …" : ""));
        }
        if (!locale.equals(now.locale)) {
            changes.add("changed the default locale");
        }
        if (!timeZone.equals(now.timeZone)) {
            changes.add("changed the default time zone");
        }
        if (uncaughtHandler != now.uncaughtHandler) {
            changes.add("changed the default uncaught exception handler");
        }
        if (files == null || now.files == null) {
            changes.add("left more than " + MAX_ENTRIES + " files where the fork may write");
        } else if (!files.equals(now.files)) {
            Set<String> paths = new HashSet<>(files.keySet());
            paths.addAll(now.files.keySet());
            String first = paths.stream().filter(path -> !Objects.equals(files.get(path), now.files.get(path)))
                    .sorted().findFirst().orElse("?");
            changes.add("created, changed or deleted files where the fork may write (" + first + ")");
        }
        return changes.isEmpty() ? null : String.join("; ", changes);
    }

    private static Map<String, String> files(Collection<Path> directories, Collection<Path> ignored) {
        Set<Path> skip = new HashSet<>();
        for (Path file : ignored) {
            Path absolute = file.toAbsolutePath().normalize();
            skip.add(absolute);
            skip.add(absolute.resolveSibling(absolute.getFileName() + ".tmp"));
        }
        Map<String, String> files = new TreeMap<>();
        try {
            for (Path directory : directories) {
                Path root = directory.toAbsolutePath().normalize();
                if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                Files.walkFileTree(root, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        return visit(dir, attributes);
                    }

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        return visit(file, attributes);
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) {
                        files.put(file.toString(), "unreadable");
                        return FileVisitResult.CONTINUE;
                    }

                    private FileVisitResult visit(Path path, BasicFileAttributes attributes) {
                        if (!skip.contains(path)) {
                            files.put(path.toString(), attributes.isDirectory() ? "directory"
                                    : attributes.size() + " " + attributes.lastModifiedTime().toMillis());
                        }
                        return files.size() > MAX_ENTRIES ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
                    }
                });
            }
        } catch (IOException | UncheckedIOException | SecurityException e) {
            return null;
        }
        return files.size() > MAX_ENTRIES ? null : files;
    }
}
