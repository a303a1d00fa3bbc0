package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files as a hostile fork leaves them, read and removed by the parent. */
class ForkFilesTest {

    private static final Duration NO_HANG = Duration.ofSeconds(10);

    @TempDir
    Path directory;

    @Test
    void readsARegularFileWithinItsCap() throws IOException {
        Path file = Files.write(directory.resolve("result.bin"), new byte[] {1, 2, 3});

        assertArrayEquals(new byte[] {1, 2, 3}, ForkFiles.read(file, "the result", 3));
        assertNull(ForkFiles.read(directory.resolve("missing.bin"), "the result", 3));
    }

    @Test
    void refusesAFileLargerThanItsCap() throws IOException {
        Path file = Files.write(directory.resolve("result.bin"), new byte[4097]);

        TamperedFileException refused = assertThrows(TamperedFileException.class,
                () -> ForkFiles.read(file, "the result", 4096));

        assertEquals("the result holds 4097 bytes, more than the 4096 a genuine one can (" + file + ")",
                refused.getMessage());
    }

    @Test
    void refusesAFifoInPlaceOfTheFileWithoutBlocking() throws Exception {
        Path fifo = mkfifo(directory.resolve("status.bin"));

        TamperedFileException refused = assertTimeoutPreemptively(NO_HANG,
                () -> assertThrows(TamperedFileException.class, () -> ForkFiles.read(fifo, "the status", 100)));
        TamperedFileException tail = assertTimeoutPreemptively(NO_HANG,
                () -> assertThrows(TamperedFileException.class, () -> ForkFiles.readTail(fifo, "the log", 100)));

        assertTrue(refused.getMessage().startsWith("the status is a FIFO, socket or device, not a regular file"),
                refused::getMessage);
        assertTrue(tail.getMessage().startsWith("the log is a FIFO"), tail::getMessage);
    }

    @Test
    void refusesASymbolicLinkToDevZero() throws IOException {
        Path link = Files.createSymbolicLink(directory.resolve("status.bin"), Path.of("/dev/zero"));

        TamperedFileException refused = assertTimeoutPreemptively(NO_HANG,
                () -> assertThrows(TamperedFileException.class, () -> ForkFiles.read(link, "the status", 1 << 20)));

        assertTrue(refused.getMessage().startsWith("the status is a symbolic link"), refused::getMessage);
    }

    @Test
    void refusesASymbolicLinkEvenToARegularFile() throws IOException {
        Path target = Files.write(directory.resolve("elsewhere.txt"), new byte[] {1});
        Path link = Files.createSymbolicLink(directory.resolve("journal.txt"), target);

        assertThrows(TamperedFileException.class, () -> ForkFiles.read(link, "the journal", 100));
    }

    @Test
    void refusesADirectory() throws IOException {
        Path inPlace = Files.createDirectory(directory.resolve("result.bin"));

        TamperedFileException refused = assertThrows(TamperedFileException.class,
                () -> ForkFiles.read(inPlace, "the result", 100));

        assertTrue(refused.getMessage().startsWith("the result is a directory"), refused::getMessage);
    }

    @Test
    void readsOnlyTheTailOfALongLog() throws IOException {
        Path log = Files.writeString(directory.resolve("output.log"), "x".repeat(100_000) + "the end\n");

        assertEquals("x".repeat(2) + "the end\n",
                new String(ForkFiles.readTail(log, "the log", 10), StandardCharsets.UTF_8));
        assertEquals(0, ForkFiles.readTail(directory.resolve("missing.log"), "the log", 10).length);
    }

    @Test
    void refusesTextThatIsNotUtf8() {
        TamperedFileException refused = assertThrows(TamperedFileException.class,
                () -> TamperedFileException.utf8(new byte[] {'o', 'k', (byte) 0xC3}, directory, "the journal"));

        assertTrue(refused.getMessage().startsWith("the journal is not UTF-8 text"), refused::getMessage);
    }

    @Test
    void deletesADirectoryAtAFilesNameWithoutFollowingTheLinksInside() throws IOException {
        Path precious = Files.writeString(directory.resolve("precious.txt"), "keep me");
        Path outside = Files.createDirectory(directory.resolve("outside"));
        Files.writeString(outside.resolve("also-precious.txt"), "keep me too");
        Path inPlace = Files.createDirectories(directory.resolve("work").resolve("result.bin.tmp").resolve("deep"));
        Files.createSymbolicLink(inPlace.resolve("link-to-file"), precious);
        Files.createSymbolicLink(inPlace.resolve("link-to-directory"), outside);

        ForkFiles.delete(directory.resolve("work").resolve("result.bin.tmp"));

        assertFalse(Files.exists(directory.resolve("work").resolve("result.bin.tmp"), LinkOption.NOFOLLOW_LINKS));
        assertEquals("keep me", Files.readString(precious));
        assertEquals("keep me too", Files.readString(outside.resolve("also-precious.txt")));
    }

    @Test
    void deletesALinkNotItsTarget() throws IOException {
        Path precious = Files.writeString(directory.resolve("precious.txt"), "keep me");
        Path link = Files.createSymbolicLink(directory.resolve("result.bin"), precious);

        ForkFiles.delete(link);
        ForkFiles.delete(directory.resolve("never-there"));

        assertFalse(Files.exists(link, LinkOption.NOFOLLOW_LINKS));
        assertEquals("keep me", Files.readString(precious));
    }

    /** Makes a FIFO as a fork would, with {@code mkfifo}. */
    static Path mkfifo(Path file) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("mkfifo", file.toString()).inheritIO().start();
        assertEquals(0, process.waitFor());
        return file;
    }
}
