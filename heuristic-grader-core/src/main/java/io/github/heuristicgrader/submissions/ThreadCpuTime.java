package io.github.heuristicgrader.submissions;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** The CPU time the current thread has used, the clock the reading of a submission is bounded by. */
public final class ThreadCpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported()
            && THREADS.isThreadCpuTimeEnabled();

    private ThreadCpuTime() {
    }

    /**
     * The current thread's CPU time in nanoseconds, from an arbitrary origin; the wall clock's where the JVM cannot
     * measure a thread's CPU time (which then bounds the reading at least as tightly).
     */
    public static long nanos() {
        return SUPPORTED ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
