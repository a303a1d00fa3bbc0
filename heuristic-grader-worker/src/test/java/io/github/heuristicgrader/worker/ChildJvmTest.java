package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The watchdog of the forked JVMs, in this JVM (ending the JVM is seen from outside, by the fork tests:
 * WorkerLauncherTest, TestLauncherTest).
 */
class ChildJvmTest {

    @Test
    void watchdogWaitsWhileItsDeadlineMovesOnThenActsOnce() throws InterruptedException {
        AtomicLong deadline = new AtomicLong(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100));
        CountDownLatch acted = new CountDownLatch(1);
        AtomicLong actedAt = new AtomicLong();
        Thread watchdog = ChildJvm.startWatchdog(() -> deadline.get() - System.nanoTime(), () -> {
            actedAt.set(System.nanoTime());
            acted.countDown();
        });
        Thread.sleep(50);
        long moved = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
        deadline.set(moved);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> acted.await());

        assertTrue(actedAt.get() >= moved, "acted " + (moved - actedAt.get()) + " ns before the moved deadline");
        watchdog.join(1_000);
        assertFalse(watchdog.isAlive());
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
