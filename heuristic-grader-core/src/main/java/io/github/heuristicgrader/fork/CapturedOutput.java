package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.worker.ForkFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

/**
 * What a forked JVM writes to its stdout and stderr, read from the pipe as it comes by a thread of its own: the
 * count of bytes and the last {@link #KEPT_BYTES} of them, no more, so that a child printing without end costs
 * neither this JVM's memory nor the disk, and is never slowed by a full pipe.
 */
final class CapturedOutput {

    /** How many of the last bytes printed are kept. */
    static final int KEPT_BYTES = 1 << 20;

    private final byte[] ring;
    private final Thread reader;
    private long total;

    /** Starts reading {@code output} on a daemon thread until it ends. */
    CapturedOutput(InputStream output, String name) {
        this(output, name, KEPT_BYTES);
    }

    CapturedOutput(InputStream output, String name, int keptBytes) {
        this.ring = new byte[keptBytes];
        this.reader = new Thread(() -> drain(output), "heuristic-grader-output-" + name);
        reader.setDaemon(true);
        reader.start();
    }

    private void drain(InputStream output) {
        byte[] buffer = new byte[8192];
        try (output) {
            for (int read; (read = output.read(buffer)) >= 0; ) {
                append(buffer, read);
            }
        } catch (IOException e) {
            // the pipe was closed under us: what was read is what there is
        }
    }

    private synchronized void append(byte[] buffer, int length) {
        int start = Math.max(0, length - ring.length);
        total += start;
        for (int i = start; i < length; ) {
            int at = (int) (total % ring.length);
            int chunk = Math.min(length - i, ring.length - at);
            System.arraycopy(buffer, i, ring, at, chunk);
            i += chunk;
            total += chunk;
        }
    }

    /**
     * Waits up to {@code wait} for the pipe to end. It ends when every process holding it has ended; a process
     * outside the sandbox that inherited it may hold it for ever, and is not waited for longer.
     */
    void awaitEnd(Duration wait) {
        try {
            reader.join(Math.max(1, wait.toMillis()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Bytes printed so far. */
    synchronized long printedBytes() {
        return total;
    }

    /** The last bytes printed, at most {@link #KEPT_BYTES}. */
    synchronized byte[] tail() {
        int kept = (int) Math.min(total, ring.length);
        byte[] tail = new byte[kept];
        int start = (int) ((total - kept) % ring.length);
        int first = Math.min(kept, ring.length - start);
        System.arraycopy(ring, start, tail, 0, first);
        System.arraycopy(ring, 0, tail, first, kept - first);
        return tail;
    }

    /**
     * Writes what is kept to {@code log}, after a line saying how much was left out when the output was longer
     * than {@link #KEPT_BYTES}. Whatever the fork left at that name (a FIFO, a link, a directory) is removed first
     * and never opened; when the fork broke its directory so that nothing can be written there, nothing is, and the
     * reader of the log finds that out ({@link ForkFiles#readTail}).
     */
    void writeTo(Path log) {
        byte[] tail;
        long printed;
        synchronized (this) {
            tail = tail();
            printed = total;
        }
        if (printed > tail.length) {
            byte[] note = ("[heuristic-grader: " + printed + " bytes printed; the first " + (printed - tail.length)
                    + " are left out, the last " + tail.length + " follow]\n").getBytes(StandardCharsets.UTF_8);
            byte[] both = new byte[note.length + tail.length];
            System.arraycopy(note, 0, both, 0, note.length);
            System.arraycopy(tail, 0, both, note.length, tail.length);
            tail = both;
        }
        ForkFiles.delete(log);
        try {
            Files.write(log, tail, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException e) {
            // the fork put something in the way again, or broke its directory: the log is then read as tampered
        }
    }
}
