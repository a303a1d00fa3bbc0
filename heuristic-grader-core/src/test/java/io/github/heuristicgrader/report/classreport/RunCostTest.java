package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCostTest {

    @TempDir
    Path directory;

    @Test
    void readsTheChildrensCpuTimeAfterACommandNameWithSpacesAndParentheses() throws Exception {
        Path stat = Files.writeString(directory.resolve("stat"),
                "4242 (java (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 30 170 25 20 0 40 0 123 456 789\n");
        assertEquals((170 + 25) * 10_000_000L, RunCost.childrenCpuNanos(stat));
        assertEquals(-1, RunCost.childrenCpuNanos(directory.resolve("missing")));
    }

    @Test
    void readsThePeakResidentMemory() throws Exception {
        Path status = Files.writeString(directory.resolve("status"), "Name:\tjava\nVmPeak:\t 9000 kB\nVmHWM:\t"
                + "  2048 kB\nVmRSS:\t 1024 kB\n");
        assertEquals(2048L * 1024, RunCost.peakResidentBytes(status));
        assertNull(RunCost.peakResidentBytes(directory.resolve("missing")));
    }

    /** A child that burns CPU and is waited for counts in the meter's CPU time, as a forked JVM does. */
    @Test
    void countsTheCpuOfAChildWaitedFor() throws Exception {
        Path stat = Path.of("/proc/self/stat");
        assumeTrue(RunCost.childrenCpuNanos(stat) >= 0, "no /proc/self/stat: not Linux");
        long before = RunCost.childrenCpuNanos(stat);
        Process child = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done")
                .inheritIO().start();
        assertEquals(0, child.waitFor());
        long spent = RunCost.childrenCpuNanos(stat) - before;
        assertTrue(spent >= 10_000_000L, "the child's CPU counted: " + spent + " ns");
    }
}
