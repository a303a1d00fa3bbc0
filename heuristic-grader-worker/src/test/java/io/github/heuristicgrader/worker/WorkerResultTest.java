package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.worker.WorkerResult.Status;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Result files as the worker writes them, and as a hostile fork might. */
class WorkerResultTest {

    private static final int LAYOUTS = 100;
    private static final int MAGIC = 0x48475752;

    @TempDir
    Path directory;

    private Path file() {
        return directory.resolve("result.bin");
    }

    @Test
    void readsWhatTheWorkerWrote() throws IOException {
        BitSet failed = new BitSet();
        failed.set(3);
        failed.set(LAYOUTS - 1);
        new WorkerResult(Status.COMPLETED, LAYOUTS, 42, 0x5EED_7A1L, failed, "1112", "boom ✓", 12.5, 10, 1, null,
                null, 999, -1).write(file());

        WorkerResult read = WorkerResult.read(file(), LAYOUTS);

        assertEquals(Status.COMPLETED, read.status());
        assertEquals(0x5EED_7A1L, read.valuesChecksum());
        assertEquals(failed, read.failed());
        assertEquals("boom ✓", read.firstFailure());
        assertEquals(999, read.workerNanos());
        assertNull(WorkerResult.read(directory.resolve("missing.bin"), LAYOUTS));
    }

    @Test
    void refusesGarbage() throws IOException {
        Files.writeString(file(), "all 100 points, honest\n".repeat(50));

        assertRefused("the worker's result file does not start as one");
    }

    @Test
    void refusesAFileCutShort() throws IOException {
        WorkerResult.stopped(Status.EXITED, null, "exit", null, 5, -1).write(file());
        byte[] whole = Files.readAllBytes(file());
        Files.write(file(), Arrays.copyOf(whole, whole.length - 3));

        assertRefused("the worker's result file ends in the middle of a field");
    }

    @Test
    void refusesBytesAfterTheLastField() throws IOException {
        WorkerResult.stopped(Status.EXITED, null, "exit", null, 5, -1).write(file());
        Files.write(file(), new byte[] {0}, java.nio.file.StandardOpenOption.APPEND);

        assertRefused("the worker's result file has 1 bytes after its last field");
    }

    @Test
    void refusesALengthLargerThanTheFileBeforeAllocatingIt() throws IOException {
        write(out -> {
            writeInt(out, MAGIC);
            writeInt(out, Integer.MAX_VALUE);
        });

        assertRefused("the worker's result file gives its status a length of 2147483647 bytes");
    }

    @Test
    void refusesAStatusNoWorkerWrites() throws IOException {
        for (String status : new String[] {"OUT_OF_MEMORY", "TAMPERED", "PASSED_WITH_HONOURS"}) {
            write(out -> {
                writeInt(out, MAGIC);
                writeString(out, status);
            });

            assertRefused("the worker's result file names the status \"" + status + "\", which no worker writes");
        }
    }

    @Test
    void refusesValuesForAnotherNumberOfLayouts() throws IOException {
        new WorkerResult(Status.COMPLETED, LAYOUTS + 1, 42, 7, new BitSet(), null, null, 1.0, 0,
                0, null, null, 1, -1).write(file());

        assertRefused("the worker's result file has values for 101 states, not the 100 the worker was given");
    }

    @Test
    void refusesFailedLayoutsBeyondTheLast() throws IOException {
        BitSet failed = new BitSet();
        failed.set(LAYOUTS + 5);
        new WorkerResult(Status.COMPLETED, LAYOUTS, 42, 7, failed, null, null, 1.0, 0, 0, null, null,
                1, -1).write(file());

        assertRefused("the worker's result file marks state 105 as failed, of 100");
    }

    @Test
    void refusesValuesWithAStatusOtherThanCompleted() throws IOException {
        new WorkerResult(Status.TIMED_OUT, LAYOUTS, 42, 7, new BitSet(), null, null, 1.0, 0, 0, null,
                null, 1, -1).write(file());

        assertRefused("the worker's result file has values for a worker that TIMED_OUT");
    }

    @Test
    void refusesImpossibleCounts() throws IOException {
        new WorkerResult(Status.COMPLETED, LAYOUTS, 42, 7, new BitSet(), null, null, 1.0, 10, 11,
                null, null, 1, -1).write(file());

        assertRefused("the worker's result file counts 11 nondeterministic states of a sample of 10");
    }

    @Test
    void refusesAStringThatIsNotUtf8() throws IOException {
        write(out -> {
            writeInt(out, MAGIC);
            writeInt(out, 2);
            out.write(0xC3);
            out.write(0x28);
        });

        assertRefused("the worker's result file's status is not UTF-8 text");
    }

    @Test
    void capsTheFileByTheNumberOfLayouts() throws IOException {
        Files.write(file(), new byte[(int) WorkerResult.maxBytes(LAYOUTS) + 1]);

        assertRefused("the worker's result file holds " + (WorkerResult.maxBytes(LAYOUTS) + 1) + " bytes, more than");
    }

    private void assertRefused(String start) {
        TamperedFileException refused = assertThrows(TamperedFileException.class,
                () -> WorkerResult.read(file(), LAYOUTS));
        assertTrue(refused.getMessage().startsWith(start), refused::getMessage);
    }

    private interface Writing {
        void to(DataOutputStream out) throws IOException;
    }

    private void write(Writing writing) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            writing.to(out);
        }
        Files.write(file(), bytes.toByteArray());
    }

    private static void writeInt(DataOutputStream out, int value) throws IOException {
        out.writeInt(value);
    }

    private static void writeString(DataOutputStream out, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }
}
