package io.github.heuristicgrader.fork;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The memory this process and everything it starts may use together: the memory limit of its own cgroup when it has
 * one (cgroup v1 {@code memory.limit_in_bytes}, or the lower {@code hierarchical_memory_limit} an ancestor sets;
 * cgroup v2 {@code memory.max} of its cgroup or the lowest of an ancestor's), else the machine's memory
 * ({@code MemTotal} of {@code /proc/meminfo}); the lower of the two when both are known. A container's limit is
 * such a cgroup limit, seen from inside as the cgroup of the process.
 *
 * @param bytes the memory, in bytes, positive
 * @param source where the figure comes from, in words, naming the file it was read from
 */
public record AvailableMemory(long bytes, String source) {

    /** A cgroup v1 limit this high means no limit: the kernel's "unlimited", rounded down to a page. */
    static final long NO_LIMIT = 1L << 60;

    private static final Path CGROUP_ROOT = Path.of("/sys/fs/cgroup");
    private static final Path OWN_CGROUPS = Path.of("/proc/self/cgroup");
    private static final Path MEMINFO = Path.of("/proc/meminfo");

    /** Checks the figure. */
    public AvailableMemory {
        if (bytes <= 0) {
            throw new IllegalArgumentException("available memory must be positive, not " + bytes);
        }
    }

    /** The figure in mebibytes, rounded down. */
    public long megabytes() {
        return bytes >> 20;
    }

    /**
     * The memory this process may use, read from this machine's {@code /sys/fs/cgroup} and {@code /proc}; when none
     * of them can be read (not Linux), the JVM's own view of the machine's memory.
     */
    public static AvailableMemory detect() {
        AvailableMemory found = detect(CGROUP_ROOT, OWN_CGROUPS, MEMINFO);
        if (found != null) {
            return found;
        }
        long physical = ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize();
        return new AvailableMemory(physical, "the JVM's total memory size");
    }

    /**
     * The memory a process may use, from a cgroup file system mounted at {@code cgroupRoot}, the process's
     * {@code /proc/self/cgroup} and {@code /proc/meminfo}; null when neither a cgroup limit nor the machine's memory
     * could be read. Files that are missing or unreadable count as no limit.
     */
    static AvailableMemory detect(Path cgroupRoot, Path ownCgroups, Path meminfo) {
        AvailableMemory machine = machine(meminfo);
        AvailableMemory cgroup = cgroupLimit(cgroupRoot, ownCgroups);
        if (cgroup == null) {
            return machine;
        }
        return machine == null || cgroup.bytes <= machine.bytes ? cgroup : machine;
    }

    private static AvailableMemory machine(Path meminfo) {
        for (String line : lines(meminfo)) {
            // "MemTotal:       24684264 kB"
            String[] fields = line.trim().split("\\s+");
            if (fields.length >= 2 && fields[0].equals("MemTotal:")) {
                Long kilobytes = number(fields[1]);
                if (kilobytes != null && kilobytes > 0) {
                    return new AvailableMemory(kilobytes * 1024, "the machine's memory, MemTotal of " + meminfo);
                }
            }
        }
        return null;
    }

    private static AvailableMemory cgroupLimit(Path root, Path ownCgroups) {
        List<String> lines = lines(ownCgroups);
        if (Files.exists(root.resolve("cgroup.controllers"))) {
            for (String line : lines) {
                if (line.startsWith("0::")) {
                    return v2Limit(root, root.resolve(relative(line.substring(3))));
                }
            }
            return null;
        }
        for (String line : lines) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3 && List.of(fields[1].split(",")).contains("memory")) {
                Path mount = root.resolve("memory");
                Path own = mount.resolve(relative(fields[2]));
                // Inside a cgroup namespace the path is relative to the namespace's root, which is the mount's.
                return v1Limit(Files.isDirectory(own) ? own : mount);
            }
        }
        return null;
    }

    private static AvailableMemory v1Limit(Path directory) {
        Path limitFile = directory.resolve("memory.limit_in_bytes");
        Long own = number(first(lines(limitFile)));
        Long hierarchical = null;
        for (String line : lines(directory.resolve("memory.stat"))) {
            if (line.startsWith("hierarchical_memory_limit ")) {
                hierarchical = number(line.substring("hierarchical_memory_limit ".length()));
            }
        }
        if (hierarchical != null && hierarchical < NO_LIMIT && (own == null || hierarchical < own)) {
            return new AvailableMemory(hierarchical, "cgroup v1 hierarchical_memory_limit of "
                    + directory.resolve("memory.stat"));
        }
        if (own != null && own > 0 && own < NO_LIMIT) {
            return new AvailableMemory(own, "cgroup v1 memory.limit_in_bytes of " + limitFile);
        }
        return null;
    }

    /** The lowest {@code memory.max} from {@code directory} up to {@code root}; "max" means none. */
    private static AvailableMemory v2Limit(Path root, Path directory) {
        AvailableMemory lowest = null;
        for (Path at = directory.normalize(); at != null && at.startsWith(root); at = at.getParent()) {
            Path limitFile = at.resolve("memory.max");
            Long limit = number(first(lines(limitFile)));
            if (limit != null && limit > 0 && (lowest == null || limit < lowest.bytes)) {
                lowest = new AvailableMemory(limit, "cgroup v2 memory.max of " + limitFile);
            }
        }
        return lowest;
    }

    private static String relative(String cgroupPath) {
        return cgroupPath.replaceFirst("^/+", "");
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static String first(List<String> lines) {
        return lines.isEmpty() ? null : lines.get(0).trim();
    }

    private static Long number(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
