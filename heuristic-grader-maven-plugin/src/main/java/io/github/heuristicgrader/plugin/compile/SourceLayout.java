package io.github.heuristicgrader.plugin.compile;

import io.github.heuristicgrader.result.CompilerMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where the project's Java sources lie, for a submission whose main sources are not where Maven compiles them:
 * loose {@code .java} files at the project's root, or in {@code src/} without {@code main/java}. Maven then compiles
 * nothing and the grade would find nothing; this says which files lie where, and where each belongs by its
 * {@code package} line.
 */
final class SourceLayout {

    /** Most misplaced files named one by one; a last message counts the rest. */
    static final int FILES_NAMED = 50;

    /** How deep below the project's base directory files are looked for. */
    private static final int DEPTH = 12;

    /** The bytes of a file read for its package line: a package line comes before any type. */
    private static final int HEAD_BYTES = 64 * 1024;

    private static final Pattern PACKAGE = Pattern.compile(
            "(?m)^\\s*package\\s+([\\p{L}_$][\\p{L}\\p{N}_$]*(?:\\s*\\.\\s*[\\p{L}_$][\\p{L}\\p{N}_$]*)*)\\s*;");

    private SourceLayout() {
    }

    /** Whether any of {@code roots} holds a {@code .java} file, at any depth. */
    static boolean holdsSources(List<Path> roots) throws IOException {
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                if (files.anyMatch(SourceLayout::isJavaFile)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * One message per {@code .java} file below {@code basedir} (hidden directories and {@code skipped} left out),
     * sorted by path, naming the file and where it belongs under {@code mainRoot}; one message naming no file when
     * there is none.
     *
     * @param mainRoot where Maven compiles main sources from, {@code src/main/java} by default
     * @param skipped directories whose files are where they belong or are not sources: the test sources, the build
     *     directory
     */
    static List<CompilerMessage> misplaced(Path basedir, Path mainRoot, List<Path> skipped) throws IOException {
        Path base = basedir.toAbsolutePath().normalize();
        String root = CompilerOutput.relative(mainRoot.toAbsolutePath().normalize().toString(), base);
        Set<Path> skip = Set.copyOf(skipped.stream().map(path -> path.toAbsolutePath().normalize()).toList());
        List<Path> found = new ArrayList<>();
        Files.walkFileTree(base, Set.of(), DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path directory, BasicFileAttributes attributes) {
                boolean hidden = !directory.equals(base) && directory.getFileName().toString().startsWith(".");
                return hidden || skip.contains(directory) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile() && isJavaFile(file)) {
                    found.add(file);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
        found.sort(null);
        List<CompilerMessage> messages = new ArrayList<>();
        if (found.isEmpty()) {
            messages.add(new CompilerMessage(null, null, null, "no .java file in " + root
                    + " nor anywhere else in the project: write the heuristics in " + root
                    + "/<package path>/, as their package line says"));
            return messages;
        }
        for (Path file : found.subList(0, Math.min(FILES_NAMED, found.size()))) {
            String packageName = packageOf(file);
            String belongs = root + "/" + (packageName == null ? "" : packageName.replace('.', '/') + "/")
                    + file.getFileName();
            messages.add(new CompilerMessage(CompilerOutput.relative(file.toString(), base), null, null,
                    "not compiled: Maven compiles main sources from " + root + " only; move this file to " + belongs
                            + (packageName == null ? " (it has no package line)" : "")));
        }
        if (found.size() > FILES_NAMED) {
            messages.add(new CompilerMessage(null, null, null, "and " + (found.size() - FILES_NAMED)
                    + " more .java files outside " + root));
        }
        return messages;
    }

    private static boolean isJavaFile(Path file) {
        return file.getFileName() != null && file.getFileName().toString().endsWith(".java")
                && Files.isRegularFile(file);
    }

    /** The package {@code file} declares, spaces removed; null when it declares none or cannot be read. */
    private static String packageOf(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            String head = new String(in.readNBytes(HEAD_BYTES), StandardCharsets.UTF_8);
            // Comments first, so that a commented-out package line does not count.
            head = head.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
            Matcher matcher = PACKAGE.matcher(head);
            return matcher.find() ? matcher.group(1).replaceAll("\\s+", "") : null;
        } catch (IOException e) {
            return null;
        }
    }
}
