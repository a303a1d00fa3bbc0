package io.github.heuristicgrader.behaviour;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValuesFileTest {

    @TempDir
    Path folder;

    /** Values over several chunks and a partial one, with negative and large values. */
    private static int[] values(int states, long seed) {
        Random random = new Random(seed);
        int[] values = new int[states];
        for (int state = 0; state < states; state++) {
            values[state] = state % 7 == 0 ? random.nextInt() : random.nextInt(80) - 3;
        }
        return values;
    }

    /** The file as its Javadoc defines it, written an int at a time through a data stream. */
    private static byte[] documentedFormat(List<HeuristicValues> heuristics) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream data = new DataOutputStream(new GZIPOutputStream(bytes))) {
            data.writeInt(ValuesFile.MAGIC);
            data.writeInt(heuristics.size());
            for (HeuristicValues heuristic : heuristics) {
                data.writeUTF(heuristic.domain());
                data.writeUTF(heuristic.heuristic());
                data.writeInt(heuristic.values().length);
                for (int value : heuristic.values()) {
                    data.writeInt(value);
                }
            }
        }
        return bytes.toByteArray();
    }

    private static byte[] gunzip(Path file) throws IOException {
        return gunzip(Files.readAllBytes(file));
    }

    private static byte[] gunzip(byte[] gzip) throws IOException {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip))) {
            return in.readAllBytes();
        }
    }

    @Test
    void writesTheDocumentedFormat() throws IOException {
        List<HeuristicValues> heuristics = List.of(new HeuristicValues("huarongdao", "a.Blocked", values(40_000, 1)),
                new HeuristicValues("huarongdao", "a.Empty", new int[0]),
                new HeuristicValues("rtg", "b.Pairs", values(16_384, 2)));
        Path file = folder.resolve("s.values");
        ValuesFile.write(file, heuristics);
        assertArrayEquals(gunzip(documentedFormat(heuristics)), gunzip(file));
    }

    @Test
    void readsTheDocumentedFormat() throws IOException {
        int[] first = values(50_001, 3);
        int[] second = values(3, 4);
        Path file = folder.resolve("s.values");
        Files.write(file, documentedFormat(List.of(new HeuristicValues("huarongdao", "a.Blocked", first),
                new HeuristicValues("huarongdao", "a.Exit", second))));
        List<HeuristicValues> read = ValuesFile.read(file);
        assertEquals(2, read.size());
        assertEquals("a.Blocked", read.get(0).heuristic());
        assertArrayEquals(first, read.get(0).values());
        assertEquals("a.Exit", read.get(1).heuristic());
        assertArrayEquals(second, read.get(1).values());
    }

    @Test
    void rejectsAFileThatEndsEarly() throws IOException {
        Path file = folder.resolve("s.values");
        byte[] whole = gunzip(documentedFormat(List.of(new HeuristicValues("huarongdao", "a.B", values(20_000, 5)))));
        ByteArrayOutputStream cut = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(cut)) {
            gzip.write(whole, 0, whole.length - 10);
        }
        Files.write(file, cut.toByteArray());
        IOException thrown = assertThrows(IOException.class, () -> ValuesFile.read(file));
        assertEquals(file + " ends early", thrown.getMessage());
    }

    @Test
    void roundTripsThroughItsOwnWriter() throws IOException {
        int[] values = values(363_480, 6);
        Path file = folder.resolve("s.values");
        ValuesFile.write(file, List.of(new HeuristicValues("huarongdao", "a.B", values)));
        assertArrayEquals(values, ValuesFile.read(file).get(0).values());
    }
}
