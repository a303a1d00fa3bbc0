package io.github.heuristicgrader.classgrading;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Which of the template's main classes a submission left as they were: the classes whose source file the submission
 * did not write, or wrote with the template's bytes. A slot filled by such a class was not written by the student.
 */
public final class TemplateSources {

    /** The bytes a submission has at a source path, or null when it has no file there. */
    @FunctionalInterface
    public interface Submitted {
        /** The submission's file at {@code path} (under the main sources folder, {@code /} between names), or null. */
        byte[] at(String path) throws IOException;
    }

    private TemplateSources() {
    }

    /**
     * The classes of the template's main sources in {@code templateMain} that {@code submitted} leaves as they are,
     * each named by its path ({@code a/b/C.java} is {@code a.b.C}), sorted; none when {@code templateMain} is null or
     * not a folder.
     */
    public static List<String> unchanged(Path templateMain, Submitted submitted) throws IOException {
        if (templateMain == null || !Files.isDirectory(templateMain)) {
            return List.of();
        }
        List<String> unchanged = new ArrayList<>();
        try (Stream<Path> files = Files.walk(templateMain)) {
            for (Path file : files.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(".java"))
                    .sorted().toList()) {
                String path = templateMain.relativize(file).toString().replace(file.getFileSystem().getSeparator(),
                        "/");
                byte[] own = submitted.at(path);
                if (own == null || java.util.Arrays.equals(own, Files.readAllBytes(file))) {
                    unchanged.add(path.substring(0, path.length() - ".java".length()).replace('/', '.'));
                }
            }
        }
        return List.copyOf(unchanged);
    }

    /** {@link #unchanged} for a project whose main sources, the submission's placed, are in {@code projectMain}. */
    public static List<String> unchangedIn(Path templateMain, Path projectMain) throws IOException {
        return unchanged(templateMain, path -> {
            Path file = projectMain.resolve(path);
            return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
        });
    }
}
