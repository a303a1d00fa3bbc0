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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
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
    void removesATreeOfFilesFifosAndLinksWithoutFollowingTheLinks() throws Exception {
        Path precious = Files.writeString(directory.resolve("precious.txt"), "keep me");
        Path outside = Files.createDirectory(directory.resolve("outside"));
        Files.writeString(outside.resolve("also-precious.txt"), "keep me too");
        Path tree = directory.resolve("work").resolve("result.bin.tmp");
        Path deep = Files.createDirectories(tree.resolve("deep").resolve("deeper"));
        Files.writeString(deep.resolve("forged.txt"), "forged");
        mkfifo(deep.resolve("fifo"));
        Files.createSymbolicLink(deep.resolve("link-to-file"), precious);
        Files.createSymbolicLink(tree.resolve("link-to-directory"), outside);
        Files.createSymbolicLink(deep.resolve("link-up"), directory);

        assertTimeoutPreemptively(NO_HANG, () -> ForkFiles.deleteTree(tree));

        assertFalse(Files.exists(tree, LinkOption.NOFOLLOW_LINKS));
        assertTrue(Files.isDirectory(directory.resolve("work")), "only the tree is removed, not its parent");
        assertEquals("keep me", Files.readString(precious));
        assertEquals("keep me too", Files.readString(outside.resolve("also-precious.txt")));
    }

    @Test
    void removesALinkNotWhatItPointsTo() throws IOException {
        Path precious = Files.writeString(directory.resolve("precious.txt"), "keep me");
        Path outside = Files.createDirectory(directory.resolve("outside"));
        Files.writeString(outside.resolve("also-precious.txt"), "keep me too");
        Path fileLink = Files.createSymbolicLink(directory.resolve("result.bin"), precious);
        Path directoryLink = Files.createSymbolicLink(directory.resolve("work"), outside);

        ForkFiles.deleteTree(fileLink);
        ForkFiles.delete(directoryLink);

        assertFalse(Files.exists(fileLink, LinkOption.NOFOLLOW_LINKS));
        assertFalse(Files.exists(directoryLink, LinkOption.NOFOLLOW_LINKS));
        assertEquals("keep me", Files.readString(precious));
        assertEquals("keep me too", Files.readString(outside.resolve("also-precious.txt")));
    }

    @Test
    void removesNothingWhereNothingIs() throws IOException {
        ForkFiles.deleteTree(directory.resolve("never-there"));
        ForkFiles.deleteTree(directory.resolve("no-parent").resolve("never-there"));
        ForkFiles.delete(directory.resolve("never-there"));

        assertTrue(Files.isDirectory(directory));
    }

    @Test
    void refusesToRemoveADotDotName() throws IOException {
        Path kept = Files.writeString(Files.createDirectory(directory.resolve("sub")).resolve("kept.txt"), "kept");

        IOException refused = assertThrows(IOException.class,
                () -> ForkFiles.deleteTree(directory.resolve("sub").resolve("inner").resolve("..")));

        assertTrue(refused.getMessage().contains("not the root, . or .."), refused::getMessage);
        assertEquals("kept", Files.readString(kept));
    }

    @Test
    void removesNoDeeperThanItsLimitAndSaysSo() throws IOException {
        Path tree = directory.resolve("tree");
        Path deepest = tree;
        for (int depth = 0; depth <= ForkFiles.MAX_TREE_DEPTH; depth++) {
            deepest = deepest.resolve("d");
        }
        Files.createDirectories(deepest);
        Files.writeString(tree.resolve("shallow.txt"), "removed");

        IOException refused = assertThrows(IOException.class, () -> ForkFiles.deleteTree(tree));
        ForkFiles.delete(tree);

        assertTrue(refused.getMessage().endsWith("deeper than " + ForkFiles.MAX_TREE_DEPTH + " directories"),
                refused::getMessage);
        assertFalse(Files.exists(tree.resolve("shallow.txt")), "what it could remove is removed");
        assertTrue(Files.isDirectory(tree.resolve("d")), "what lies too deep stays, with its parents");
    }

    @Test
    void followsNoLinkThatTakesADirectorysPlaceWhileTheTreeIsRemoved() throws Exception {
        Path outside = Files.createDirectory(directory.resolve("outside"));
        List<Path> precious = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            precious.add(Files.writeString(outside.resolve("precious-" + i + ".txt"), "keep me"));
        }
        Path tree = directory.resolve("tree");
        Path swapped = tree.resolve("swapped");
        Path aside = directory.resolve("aside");
        for (int round = 0; round < 300; round++) {
            Files.createDirectories(swapped);
            for (int i = 0; i < 5; i++) {
                Files.writeString(swapped.resolve("precious-" + i + ".txt"), "forged");
            }
            AtomicBoolean running = new AtomicBoolean(true);
            // A fork that still runs swaps a directory of the tree for a link out of it, and back, as fast as it can.
            Thread swapper = new Thread(() -> {
                while (running.get()) {
                    try {
                        Files.move(swapped, aside);
                        Files.createSymbolicLink(swapped, outside);
                        Files.delete(swapped);
                        Files.move(aside, swapped);
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            swapper.start();
            try {
                ForkFiles.deleteTree(tree);
            } catch (IOException e) {
                // a directory that moved away meanwhile cannot be removed: that is allowed
            } finally {
                running.set(false);
                swapper.join();
            }
            ForkFiles.delete(tree);
            ForkFiles.delete(aside);
        }

        for (Path file : precious) {
            assertTrue(Files.exists(file), () -> file + " was removed through a link");
        }
    }

    /** Makes a FIFO as a fork would, with {@code mkfifo}. */
    static Path mkfifo(Path file) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("mkfifo", file.toString()).inheritIO().start();
        assertEquals(0, process.waitFor());
        return file;
    }
}
