package io.github.heuristicgrader.behaviour;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Measures what comparing a class's heuristics costs on Huarongdao's 363,480 states, every pair on every state and
 * sampled: CPU of this thread and the heap the comparison adds at its peak (the sum of the heap pools' peaks, over
 * what was in use before). Prints figures, asserts nothing; how to run it:
 * docs/contributors/same-behaviour-cost.md.
 *
 * <p>Two classes of synthetic values from 0 to 120: <em>families</em>, ten base functions each heuristic changes on
 * 0.5 % to 30 % of the states (a class of variants of a few ideas), and <em>close</em>, where every heuristic changes
 * one base on 1.1 % of the states, so that every pair differs on about 2.2 % and is counted to the end of the
 * closest-pair limit or past it: the worst case for the early stop; and <em>own</em>, the same values all of one
 * student (a submission of many close heuristics), whose pairs are counted only up to the links' limit.
 */
public final class NearBehaviourCost {

    private static final int STATES = 363_480;

    private NearBehaviourCost() {
    }

    /** Arguments: the numbers of heuristics, such as {@code 100 200 400 1000}. */
    public static void main(String[] args) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.printf("%-9s %6s %-10s %10s %12s %8s%n", "class", "heur.", "method", "CPU s", "heap MB",
                "groups");
        boolean sampledToo = !Boolean.getBoolean("exactOnly");
        for (String arg : args) {
            int heuristics = Integer.parseInt(arg);
            for (String kind : List.of("families", "close", "own")) {
                List<int[]> values = kind.equals("families") ? families(heuristics, 1) : close(heuristics, 2);
                List<NearBehaviour.Entry> entries = new ArrayList<>();
                for (int i = 0; i < heuristics; i++) {
                    entries.add(new NearBehaviour.Entry(kind.equals("own") ? "s0" : "s" + i, "H",
                            Integer.toString(i), false, true));
                }
                for (int exactMax : sampledToo ? new int[] {Integer.MAX_VALUE, 0} : new int[] {Integer.MAX_VALUE}) {
                    System.gc();
                    long before = heapUsed();
                    ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
                    long cpu = threads.getCurrentThreadCpuTime();
                    NearBehaviour.Comparison comparison = NearBehaviour.compare(STATES, entries, values::get,
                            NearBehaviour.DEFAULT_SHARE, exactMax, new java.security.SecureRandom());
                    double seconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
                    // The heap the comparison added at its peak, over the values the caller holds.
                    double stored = (peakHeap() - before) / 1e6;
                    System.out.printf("%-9s %6d %-10s %10.2f %12.0f %8d%n", kind, heuristics,
                            comparison.method(), seconds, stored, comparison.groups().size());
                }
            }
        }
    }

    private static long heapUsed() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** The sum of the heap pools' peaks since they were reset. */
    private static long peakHeap() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }

    private static int[] base(Random random) {
        int[] values = new int[STATES];
        for (int state = 0; state < STATES; state++) {
            values[state] = random.nextInt(121);
        }
        return values;
    }

    private static int[] changed(int[] base, double share, Random random) {
        int[] values = base.clone();
        int count = (int) (share * STATES);
        for (int i = 0; i < count; i++) {
            int state = random.nextInt(STATES);
            values[state] = (values[state] + 1 + random.nextInt(5)) % 121;
        }
        return values;
    }

    private static List<int[]> families(int heuristics, long seed) {
        Random random = new Random(seed);
        List<int[]> bases = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            bases.add(base(random));
        }
        List<int[]> values = new ArrayList<>();
        for (int i = 0; i < heuristics; i++) {
            values.add(changed(bases.get(i % 10), 0.005 + random.nextDouble() * 0.295, random));
        }
        return values;
    }

    private static List<int[]> close(int heuristics, long seed) {
        Random random = new Random(seed);
        int[] base = base(random);
        List<int[]> values = new ArrayList<>();
        for (int i = 0; i < heuristics; i++) {
            values.add(changed(base, 0.011, random));
        }
        return values;
    }
}
