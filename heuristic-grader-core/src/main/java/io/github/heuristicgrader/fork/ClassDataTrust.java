package io.github.heuristicgrader.fork;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;

/**
 * Whether class-data archives may be used from a directory. An archive's classes run in every fork that maps it,
 * the instructor's test JVM among them, so a poisoned one would run code of the attacker's there: the archives are
 * used only from a directory that no student code can have written, before the grade or during it.
 *
 * <p>Refused: a directory inside a directory the student can write or reach (the project, the submission) or
 * containing one; a directory, or any directory above it, owned by another user than this one or root, or
 * writable by group or others (an above directory with the sticky bit, {@code /tmp}, may be: nobody else can rename
 * what lies in it); a file in it that is a link, not a regular file, not owned by this user or root, or writable by
 * group or others. Forks never get the directory writable: the sandbox mounts the archive read-only, and a fork that
 * runs as a user of its own is not its owner.
 */
final class ClassDataTrust {

    private static final int GROUP_OR_OTHERS_WRITE = 0022;
    private static final int STICKY = 01000;
    private static final int ROOT = 0;

    private ClassDataTrust() {
    }

    /**
     * Why archives must not be used from {@code directory}; null when they may.
     *
     * @param untrusted directories the student can write or reach
     */
    static String problem(Path directory, List<Path> untrusted) {
        if (!Files.isDirectory(directory)) {
            return directory + " is not a directory (run the prepare goal to write it)";
        }
        try {
            if (Files.isSymbolicLink(directory)) {
                return directory + " is a symbolic link";
            }
            Path real = directory.toRealPath();
            for (Path root : untrusted) {
                if (root == null || !Files.exists(root)) {
                    continue;
                }
                Path realRoot = root.toRealPath();
                if (real.startsWith(realRoot) || realRoot.startsWith(real)) {
                    return directory + " lies " + (real.startsWith(realRoot) ? "inside " : "above ") + realRoot
                            + ", which the student's code can reach";
                }
            }
            int self = currentUser();
            for (Path path = real; path != null; path = path.getParent()) {
                int owner = (Integer) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS);
                int mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
                if (owner != self && owner != ROOT) {
                    return path + " is owned by user " + owner + ", neither this user (" + self + ") nor root";
                }
                boolean above = !path.equals(real);
                if ((mode & GROUP_OR_OTHERS_WRITE) != 0 && !(above && (mode & STICKY) != 0)) {
                    return path + " is writable by " + writers(mode);
                }
            }
            return null;
        } catch (IOException | UnsupportedOperationException e) {
            return "cannot read the owner and permissions of " + directory + ": " + e.getMessage();
        }
    }

    /** Why one of {@code files} must not be used; null when none is refused. */
    static String filesProblem(List<Path> files) {
        try {
            int self = currentUser();
            for (Path file : files) {
                if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    return file + " is not a regular file";
                }
                int owner = (Integer) Files.getAttribute(file, "unix:uid", LinkOption.NOFOLLOW_LINKS);
                int mode = (Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS);
                if (owner != self && owner != ROOT) {
                    return file + " is owned by user " + owner + ", neither this user (" + self + ") nor root";
                }
                if ((mode & GROUP_OR_OTHERS_WRITE) != 0) {
                    return file + " is writable by " + writers(mode);
                }
            }
            return null;
        } catch (IOException | UnsupportedOperationException e) {
            return "cannot read the owner and permissions of the archives: " + e.getMessage();
        }
    }

    /** This process's user id. */
    static int currentUser() throws IOException {
        return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
    }

    private static String writers(int mode) {
        return (mode & 0020) != 0 && (mode & 0002) != 0 ? "group and others"
                : (mode & 0020) != 0 ? "its group" : "others";
    }
}
