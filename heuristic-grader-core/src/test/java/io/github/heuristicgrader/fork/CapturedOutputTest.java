package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CapturedOutputTest {

    @TempDir
    Path directory;

    @Test
    void keepsTheLastBytesAndCountsEveryByte() throws IOException {
        byte[] printed = new byte[5 * CapturedOutput.KEPT_BYTES + 12_345];
        new Random(7).nextBytes(printed);

        CapturedOutput output = new CapturedOutput(new ByteArrayInputStream(printed), "test");
        output.awaitEnd(Duration.ofSeconds(30));
        Path log = directory.resolve("output.log");
        output.writeTo(log);

        assertEquals(printed.length, output.printedBytes());
        byte[] written = Files.readAllBytes(log);
        String note = "[heuristic-grader: " + printed.length + " bytes printed; the first "
                + (printed.length - CapturedOutput.KEPT_BYTES) + " are left out, the last "
                + CapturedOutput.KEPT_BYTES + " follow]\n";
        byte[] noteBytes = note.getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(noteBytes, Arrays.copyOf(written, noteBytes.length));
        assertArrayEquals(Arrays.copyOfRange(printed, printed.length - CapturedOutput.KEPT_BYTES, printed.length),
                Arrays.copyOfRange(written, noteBytes.length, written.length));
    }

    @Test
    void keepsShortOutputWhole() throws IOException {
        CapturedOutput output = new CapturedOutput(new ByteArrayInputStream("hello\n".getBytes()), "test", 16);
        output.awaitEnd(Duration.ofSeconds(30));
        Path log = directory.resolve("output.log");
        output.writeTo(log);

        assertEquals("hello\n", Files.readString(log));
    }

    @Test
    void wrapsAroundTheKeptBytesInSmallWrites() throws IOException {
        PipedOutputStream child = new PipedOutputStream();
        CapturedOutput output = new CapturedOutput(new PipedInputStream(child, 64), "test", 10);
        for (int i = 0; i < 25; i++) {
            child.write(("" + (char) ('a' + i)).getBytes(StandardCharsets.US_ASCII));
        }
        child.close();
        output.awaitEnd(Duration.ofSeconds(30));

        assertEquals(25, output.printedBytes());
        assertEquals("pqrstuvwxy", new String(output.tail(), StandardCharsets.US_ASCII));
    }

    @Test
    void doesNotWaitForAPipeThatAnotherProcessHoldsOpen() throws IOException {
        PipedOutputStream heldOpen = new PipedOutputStream();
        CapturedOutput output = new CapturedOutput(new PipedInputStream(heldOpen), "test");
        heldOpen.write("before the child ended\n".getBytes(StandardCharsets.UTF_8));
        heldOpen.flush();

        long start = System.nanoTime();
        output.awaitEnd(Duration.ofMillis(300));
        Path log = directory.resolve("output.log");
        output.writeTo(log);

        assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos());
        assertEquals("before the child ended\n", Files.readString(log));
    }
}
