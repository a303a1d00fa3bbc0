package io.github.heuristicgrader.report;

import io.github.heuristicgrader.worker.FileReplacer;
import io.github.heuristicgrader.worker.ForkFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

/**
 * How every report file gets into the output directory, where forked student code may have been before it: never
 * by opening the file at the report's name, which could be a FIFO (the write would block for ever), a link (the
 * write would land elsewhere) or a file a fork still holds open.
 *
 * <p>{@link #replace} writes through {@link FileReplacer}: a temporary file created fresh (exclusively, under a
 * random name) in the same directory, renamed over the report's name, atomically: whatever was there (a file, a
 * FIFO, a link) is replaced without being opened, and a reader sees the old report or the new one, never half of
 * one. A directory at the name cannot be replaced and is an error. {@link #removeStale} removes every report of an earlier
 * run before grading starts, so that a run that fails on its way leaves no old result looking current.
 */
public final class ReportFiles {

    private ReportFiles() {
    }

    /**
     * Puts {@code bytes} at {@code directory/fileName}, creating the directory when missing (or when a file, a FIFO
     * or a device stands in its place, which is removed; a link is followed), through a fresh temporary file
     * renamed into place.
     *
     * @return the file written
     * @throws IOException when the directory cannot be written, or a directory stands at the name
     */
    public static Path replace(Path directory, String fileName, byte[] bytes) throws IOException {
        BasicFileAttributes existing = attributes(directory);
        if (existing != null && !existing.isDirectory() && !existing.isSymbolicLink()) {
            // A fork replaced the output directory by a file: the reports still need their directory.
            Files.delete(directory);
        }
        Files.createDirectories(directory);
        Path file = directory.resolve(fileName);
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException("cannot write " + file + ": a directory stands in its place");
        }
        try {
            FileReplacer.replace(file, out -> out.write(bytes));
        } catch (IOException e) {
            if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
                throw new IOException("cannot write " + file + ": a directory stands in its place", e);
            }
            throw e;
        }
        return file;
    }

    /**
     * Appends {@code text} to {@code file}, UTF-8, creating it when missing; a non-empty file gets a blank line first
     * when {@code blankLineBefore}, otherwise a line end only when it does not end in one, so that the text starts on
     * a line of its own. Something other than a regular file at {@code file} (a link, a FIFO, on which opening would
     * block, a directory) is refused before it is opened. For files a CI runner names, such as
     * {@code GITHUB_STEP_SUMMARY} (Markdown: a blank line between paragraphs) and {@code GITHUB_OUTPUT} (one
     * {@code name=value} per line).
     *
     * @return {@code file}
     * @throws IOException when the file cannot be written or is not a regular file
     */
    public static Path append(Path file, String text, boolean blankLineBefore) throws IOException {
        String separator = "";
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class,
                    LinkOption.NOFOLLOW_LINKS);
            if (!attributes.isRegularFile()) {
                throw new IOException("cannot append to " + file + ": it is " + (attributes.isSymbolicLink()
                        ? "a symbolic link" : attributes.isDirectory() ? "a directory" : "a FIFO, socket or device")
                        + ", not a regular file");
            }
            if (attributes.size() > 0) {
                separator = blankLineBefore || lastByte(file, attributes.size()) != '\n' ? "\n" : "";
            }
        }
        Files.write(file, (separator + text).getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE,
                StandardOpenOption.APPEND, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        return file;
    }

    private static int lastByte(Path file, long size) throws IOException {
        try (SeekableByteChannel channel = Files.newByteChannel(file, StandardOpenOption.READ,
                LinkOption.NOFOLLOW_LINKS)) {
            ByteBuffer last = ByteBuffer.allocate(1);
            channel.position(size - 1).read(last);
            return last.position() == 1 ? last.get(0) : -1;
        }
    }

    /**
     * Removes whatever stands at each of {@code fileNames} in {@code directory} (a directory with everything under
     * it), without following links ({@link ForkFiles#deleteTree}).
     *
     * @throws IOException when something there cannot be removed
     */
    public static void removeStale(Path directory, List<String> fileNames) throws IOException {
        for (String name : fileNames) {
            ForkFiles.deleteTree(directory.resolve(name));
        }
    }

    private static BasicFileAttributes attributes(Path file) throws IOException {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
    }
}
