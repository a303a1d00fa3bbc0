package io.github.heuristicgrader.report.classreport;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What producing a class report cost, as its caller measured it: the wall time, the CPU time and the peak memory,
 * with what they cover. The class page and {@code class.json} show it as given.
 *
 * @param wallSeconds the wall time, in seconds
 * @param cpuSeconds the CPU time of every process counted, in seconds; null when unknown
 * @param peakMemoryBytes the highest resident memory counted, in bytes; null when unknown
 * @param scope one line saying what was measured, such as {@code reading 212 reports and writing the class report,
 *     in Maven's JVM}
 */
public record RunCost(double wallSeconds, Double cpuSeconds, Long peakMemoryBytes, String scope) {

    /** The line of {@code /proc/self/status} giving the process's peak resident memory (Linux). */
    private static final String PEAK_RESIDENT = "VmHWM:";
    /** Clock ticks per second of {@code /proc/<pid>/stat}'s times: Linux's {@code USER_HZ}, 100 on every ABI. */
    private static final long TICKS_PER_SECOND = 100;

    /**
     * One line for the build log: {@code Cost: 3 min 05 s wall, 10.5 s CPU, 1,536 MiB peak memory (scope)}, a figure
     * not measured left out.
     */
    public String line() {
        return "Cost: " + duration(wallSeconds) + " wall" + (cpuSeconds == null ? "" : ", " + duration(cpuSeconds)
                + " CPU") + (peakMemoryBytes == null ? "" : ", " + mebibytes(peakMemoryBytes) + " peak memory")
                + " (" + scope + ")";
    }

    /**
     * {@code seconds} for people: {@code 38 ms} under a second, {@code 4.2 s} under a minute, {@code 3 min 05 s} under
     * an hour, then hours.
     */
    static String duration(double seconds) {
        if (seconds < 1) {
            return String.format(Locale.ROOT, "%d ms", Math.round(seconds * 1000));
        }
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        long whole = Math.round(seconds);
        return whole < 3600 ? String.format(Locale.ROOT, "%d min %02d s", whole / 60, whole % 60)
                : String.format(Locale.ROOT, "%d h %02d min", whole / 3600, whole / 60 % 60);
    }

    /** {@code bytes} in whole MiB, grouped by thousands. */
    static String mebibytes(long bytes) {
        return String.format(Locale.ROOT, "%,.0f MiB", bytes / 1048576.0);
    }

    /** A stopwatch over this JVM, started when made: its {@link #stop} gives the cost since. */
    public static final class Meter {

        private static final Path STAT = Path.of("/proc/self/stat");
        private final long startNanos = System.nanoTime();
        private final long startCpuNanos = processCpuNanos();
        private final long startChildrenNanos = childrenCpuNanos(STAT);

        /**
         * The cost since this meter was made: wall time; CPU time of this JVM (every thread's, so also what other
         * threads did meanwhile) and, on Linux, of the child processes it ended and waited for (forked JVMs and
         * their sandboxes); and this JVM's peak resident memory since it started (Linux; null elsewhere; a child's
         * memory is not in it).
         */
        public RunCost stop(String scope) {
            double wall = (System.nanoTime() - startNanos) / 1e9;
            long cpuNanos = processCpuNanos();
            long childrenNanos = childrenCpuNanos(STAT);
            Double cpu = cpuNanos < 0 || startCpuNanos < 0 ? null : (cpuNanos - startCpuNanos
                    + (childrenNanos < 0 || startChildrenNanos < 0 ? 0 : childrenNanos - startChildrenNanos)) / 1e9;
            return new RunCost(wall, cpu, peakResidentBytes(Path.of("/proc/self/status")), scope);
        }
    }

    /** This JVM's CPU time in nanoseconds, or -1 when the platform does not say. */
    static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /**
     * The CPU time of the children a process waited for, user and system ({@code cutime + cstime}), that a
     * {@code /proc/<pid>/stat} file gives, in nanoseconds; -1 when it gives none. A child's own waited-for children
     * are in its figure, so a sandbox's JVM is counted with the sandbox.
     */
    static long childrenCpuNanos(Path stat) {
        try {
            String line = Files.readString(stat);
            // The command name, in parentheses, may hold spaces and parentheses: the fields start after the last ')'.
            String[] fields = line.substring(line.lastIndexOf(')') + 2).trim().split("\\s+");
            long ticks = Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
            return ticks * (1_000_000_000L / TICKS_PER_SECOND);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The peak resident memory a {@code /proc/<pid>/status} file gives, in bytes; null when it gives none. */
    static Long peakResidentBytes(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith(PEAK_RESIDENT)) {
                    String[] words = line.substring(PEAK_RESIDENT.length()).trim().split("\\s+");
                    return Long.parseLong(words[0]) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return null;
    }
}
