package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The one way the grader writes its files where forks may have been. */
class FileReplacerTest {

    private static final byte[] CONTENT = "the grade\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path directory;

    private static Path fifo(Path path) throws IOException, InterruptedException {
        Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assertEquals(0, mkfifo.waitFor(), "mkfifo");
        return path;
    }

    private List<Path> leftOver() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void replacesAFifoAtTheNameWithoutOpeningIt() throws Exception {
        Path file = fifo(directory.resolve("grade.json"));

        FileReplacer.replace(file, out -> out.write(CONTENT));

        assertTrue(Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS));
        assertArrayEquals(CONTENT, Files.readAllBytes(file));
        assertEquals(List.of(), leftOver());
    }

    @Test
    void replacesALinkAtTheNameAndLeavesWhatItPointsTo() throws IOException {
        Path elsewhere = Files.writeString(directory.resolve("classmate.json"), "theirs");
        Path file = Files.createSymbolicLink(directory.resolve("grade.json"), elsewhere);

        FileReplacer.replace(file, out -> out.write(CONTENT));

        assertTrue(Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS), "the link itself is replaced");
        assertArrayEquals(CONTENT, Files.readAllBytes(file));
        assertEquals("theirs", Files.readString(elsewhere));
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void refusesATemporaryNameSomeoneTookAndLeavesItAsItIs() throws Exception {
        Path file = Files.writeString(directory.resolve("result-0.bin"), "before");
        Path temporary = fifo(directory.resolve("result-0.bin.tmp"));

        assertThrows(FileAlreadyExistsException.class,
                () -> FileReplacer.replace(file, temporary, out -> out.write(CONTENT)));

        assertEquals("before", Files.readString(file));
        assertTrue(Files.exists(temporary, LinkOption.NOFOLLOW_LINKS), "not ours to remove");
    }

    @Test
    void leavesTheOldFileAndNoTemporaryWhenWritingFails() throws IOException {
        Path file = Files.writeString(directory.resolve("grade.json"), "before");

        assertThrows(IOException.class, () -> FileReplacer.replace(file, out -> {
            out.write(CONTENT);
            throw new IOException("disk full");
        }));
        assertThrows(IllegalStateException.class, () -> FileReplacer.replace(file, out -> {
            throw new IllegalStateException("bug");
        }));

        assertEquals("before", Files.readString(file));
        assertEquals(List.of(), leftOver());
    }

    @Test
    void aDirectoryAtTheNameIsAnErrorAndLeavesNoTemporary() throws IOException {
        Path file = Files.createDirectory(directory.resolve("grade.json"));
        Files.writeString(file.resolve("inside"), "kept");

        assertThrows(IOException.class, () -> FileReplacer.replace(file, out -> out.write(CONTENT)));

        assertEquals("kept", Files.readString(file.resolve("inside")));
        assertEquals(List.of(), leftOver());
    }
}
