package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The watchdog of the forked JVMs, in this JVM (ending the JVM is seen from outside, by the fork tests:
 * WorkerLauncherTest, TestLauncherTest).
 */
class ChildJvmTest {

    @Test
    void watchdogWaitsWhileItsDeadlineMovesOnThenActsOnce() throws InterruptedException {
        long first = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        long moved = first + TimeUnit.MILLISECONDS.toNanos(200);
        // The deadline moves on while the watchdog sleeps towards the first: its first question is answered with
        // the first deadline, every later one with the moved deadline, whatever the machine's load.
        AtomicLong deadline = new AtomicLong(first);
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch acted = new CountDownLatch(1);
        AtomicLong actedAt = new AtomicLong();
        AtomicInteger actions = new AtomicInteger();
        Thread watchdog = ChildJvm.startWatchdog(() -> {
            long left = deadline.get() - System.nanoTime();
            if (asked.getAndIncrement() == 0) {
                deadline.set(moved);
            }
            return left;
        }, () -> {
            actedAt.set(System.nanoTime());
            actions.incrementAndGet();
            acted.countDown();
        });

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> acted.await());

        assertTrue(actedAt.get() >= moved, "acted " + (moved - actedAt.get()) + " ns before the moved deadline");
        assertTrue(asked.get() >= 2, "asked for the deadline again after the first wait");
        watchdog.join(1_000);
        assertFalse(watchdog.isAlive());
        assertEquals(1, actions.get());
    }

    @Test
    void interruptingTheWatchdogDoesNotShortenItsWait() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
        AtomicLong actedAt = new AtomicLong();
        CountDownLatch acted = new CountDownLatch(1);
        Thread watchdog = ChildJvm.startWatchdog(() -> deadline - System.nanoTime(), () -> {
            actedAt.set(System.nanoTime());
            acted.countDown();
        });
        for (int i = 0; i < 5; i++) {
            watchdog.interrupt();
            Thread.sleep(10);
        }

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> acted.await());

        assertTrue(actedAt.get() >= deadline, "acted " + (deadline - actedAt.get()) + " ns early");
    }

    @Test
    void watchdogIsADaemonOfTopPrioritySoItNeitherHoldsTheJvmNorStarves() {
        Thread watchdog = ChildJvm.startWatchdog(() -> Long.MAX_VALUE, () -> { });

        assertTrue(watchdog.isDaemon());
        assertEquals(Thread.MAX_PRIORITY, watchdog.getPriority());
        assertEquals("heuristic-grader-watchdog", watchdog.getName());
    }
}
