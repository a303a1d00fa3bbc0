package io.github.heuristicgrader.template;

import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.worker.ForkFiles;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;

/**
 * Writes the repository students get from an instructor's solution project: every file of the project but the
 * instructor's own (build output, version control, the patterns the instructor names), with each graded class
 * replaced by its {@link ClassStub}. The grader's own artifacts go in separately ({@link EmbeddedRepository}).
 */
public final class StudentTemplate {

    /** Version-control folders, never copied. */
    private static final Set<String> VERSION_CONTROL = Set.of(".git", ".hg", ".svn");

    /**
     * What to write.
     *
     * @param project the solution project's base directory
     * @param output the template's directory
     * @param leftOutDirectories directories of the project never copied (its build output), absolute
     * @param excludes glob patterns ({@code instructor/**}) of paths relative to the project, {@code /} between
     *        names, of files left out
     * @param mainSourceRoots the project's main source folders, absolute
     * @param stubClasses the classes to stub, in full; when empty, every concrete class in the main sources that
     *        implements {@code heuristicInterface}
     * @param heuristicInterface the simple name of the interface a graded class implements
     */
    public record Plan(Path project, Path output, List<Path> leftOutDirectories, List<String> excludes,
            List<Path> mainSourceRoots, List<String> stubClasses, String heuristicInterface) {
        /** Copies the lists. */
        public Plan {
            leftOutDirectories = List.copyOf(leftOutDirectories);
            excludes = List.copyOf(excludes);
            mainSourceRoots = List.copyOf(mainSourceRoots);
            stubClasses = List.copyOf(stubClasses);
        }
    }

    /**
     * What was written, each path relative to the template with {@code /} between names, sorted.
     *
     * @param copied the files copied as they are
     * @param leftOut the project's files (or folders, ending in {@code /}) not copied, each with why
     * @param stubbed the classes stubbed, in full
     * @param notInSources the classes to stub that have no source file in the project (students write them whole)
     */
    public record Written(List<String> copied, Map<String, String> leftOut, List<String> stubbed,
            List<String> notInSources) {
    }

    private StudentTemplate() {
    }

    /**
     * Writes the template. The output must be empty or absent, or lie in a left-out folder (the build output), where a
     * template written before is deleted first; it must not lie inside one of the project's copied folders.
     */
    public static Written write(Plan plan) throws IOException, GradingException {
        Path project = plan.project().toAbsolutePath().normalize();
        Path output = plan.output().toAbsolutePath().normalize();
        List<Path> leftOutDirectories = new ArrayList<>();
        for (Path directory : plan.leftOutDirectories()) {
            leftOutDirectories.add(directory.toAbsolutePath().normalize());
        }
        if (output.equals(project) || project.startsWith(output)) {
            throw new GradingException("The student template's folder " + output + " holds the project itself");
        }
        if (output.startsWith(project) && leftOutDirectories.stream().noneMatch(output::startsWith)) {
            throw new GradingException("The student template's folder " + output + " lies inside the project but"
                    + " not in its build output, so it would copy itself: choose a folder under target/ or outside");
        }
        if (Files.isDirectory(output, LinkOption.NOFOLLOW_LINKS)
                && leftOutDirectories.stream().anyMatch(output::startsWith)) {
            // A template written before into the build output, which mvn clean would delete as well.
            ForkFiles.deleteTree(output);
        } else if (Files.exists(output, LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> entries = Files.list(output)) {
                if (entries.findAny().isPresent()) {
                    throw new GradingException("The student template's folder " + output + " is not empty");
                }
            }
        }
        Map<Path, String> stubs = new LinkedHashMap<>();
        List<String> stubbed = new ArrayList<>();
        List<String> notInSources = new ArrayList<>();
        for (String className : plan.stubClasses().isEmpty() ? implementing(plan) : plan.stubClasses()) {
            Path source = sourceOf(className, plan.mainSourceRoots());
            if (source == null) {
                notInSources.add(className);
                continue;
            }
            String simpleName = className.substring(className.lastIndexOf('.') + 1);
            stubs.put(source.toAbsolutePath().normalize(), ClassStub.of(Files.readString(source,
                    StandardCharsets.UTF_8), simpleName, project.relativize(source.toAbsolutePath().normalize())
                    .toString()));
            stubbed.add(className);
        }
        List<PathMatcher> excludes = new ArrayList<>();
        for (String pattern : plan.excludes()) {
            if (!pattern.isBlank()) {
                excludes.add(FileSystems.getDefault().getPathMatcher("glob:" + pattern.strip()));
            }
        }
        List<String> copied = new ArrayList<>();
        Map<String, String> leftOut = new TreeMap<>();
        Files.createDirectories(output);
        Files.walkFileTree(project, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path directory, BasicFileAttributes attributes)
                    throws IOException {
                if (directory.equals(project)) {
                    return FileVisitResult.CONTINUE;
                }
                String relative = relative(project, directory);
                if (leftOutDirectories.contains(directory) || directory.startsWith(output)) {
                    leftOut.put(relative + "/", "build output");
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (VERSION_CONTROL.contains(directory.getFileName().toString())) {
                    leftOut.put(relative + "/", "version control");
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (relative.equals(EmbeddedRepository.DIRECTORY)) {
                    leftOut.put(relative + "/", "written anew");
                    return FileVisitResult.SKIP_SUBTREE;
                }
                // Folders are made as their files are copied: one the patterns empty stays out.
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                String relative = relative(project, file);
                Path relativePath = project.relativize(file);
                if (!attributes.isRegularFile()) {
                    leftOut.put(relative, "not a regular file");
                } else if (excludes.stream().anyMatch(matcher -> matcher.matches(relativePath))) {
                    leftOut.put(relative, "excluded");
                } else if (stubs.containsKey(file)) {
                    Files.createDirectories(output.resolve(relative).getParent());
                    Files.writeString(output.resolve(relative), stubs.get(file), StandardCharsets.UTF_8);
                } else {
                    Files.createDirectories(output.resolve(relative).getParent());
                    Files.copy(file, output.resolve(relative), StandardCopyOption.COPY_ATTRIBUTES,
                            LinkOption.NOFOLLOW_LINKS);
                    copied.add(relative);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        for (Map.Entry<Path, String> stub : stubs.entrySet()) {
            String relative = relative(project, stub.getKey());
            if (leftOut.containsKey(relative)) {
                throw new GradingException(relative + " is to be stubbed (a graded class) but templateExcludes leaves"
                        + " it out: students would have no class to start from; drop it from the patterns");
            }
        }
        copied.sort(null);
        stubbed.sort(null);
        notInSources.sort(null);
        return new Written(List.copyOf(copied), Map.copyOf(leftOut), List.copyOf(stubbed),
                List.copyOf(notInSources));
    }

    /**
     * Compiles the template's sources as a check that its stubs and what uses them compile, into a folder deleted
     * after; nothing of the sources runs (annotation processing off).
     *
     * @param sourceRoots the template's source folders (main and test); absent ones are skipped
     * @param classpath what the sources compile against (the project's dependencies, not its own classes)
     * @param release the {@code --release} to compile for, or null for the JDK's own
     * @return each error as {@code path:line: message}, relative to {@code template}; empty when it compiles
     */
    public static List<String> compileErrors(Path template, List<Path> sourceRoots, List<Path> classpath,
            String release) throws IOException, GradingException {
        JavaCompiler compiler = ClassStub.compiler();
        List<Path> sources = new ArrayList<>();
        for (Path root : sourceRoots) {
            sources.addAll(javaSources(root));
        }
        if (sources.isEmpty()) {
            return List.of();
        }
        Path classes = Files.createTempDirectory("student-template-classes");
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            List<String> options = new ArrayList<>(List.of("-proc:none", "-implicit:none", "-nowarn", "-encoding",
                    "UTF-8", "-d", classes.toString(), "-classpath", String.join(java.io.File.pathSeparator,
                            classpath.stream().map(Path::toString).toList())));
            if (release != null && !release.isBlank()) {
                options.addAll(List.of("--release", release.strip()));
            }
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            StringWriter out = new StringWriter();
            boolean compiled = compiler.getTask(out, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            List<String> errors = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
                if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
                    String where = diagnostic.getSource() == null ? ""
                            : relative(template, Path.of(diagnostic.getSource().toUri())) + ":"
                                    + diagnostic.getLineNumber() + ": ";
                    errors.add(where + diagnostic.getMessage(Locale.ROOT));
                }
            }
            if (!compiled && errors.isEmpty()) {
                errors.add(out.toString().strip());
            }
            return errors;
        } finally {
            ForkFiles.deleteTree(classes);
        }
    }

    private static List<String> implementing(Plan plan) throws IOException, GradingException {
        List<String> classes = new ArrayList<>();
        for (Path root : plan.mainSourceRoots()) {
            for (Path source : javaSources(root)) {
                String fileName = source.getFileName().toString();
                String simpleName = fileName.substring(0, fileName.length() - ".java".length());
                if (ClassStub.classesImplementing(Files.readString(source, StandardCharsets.UTF_8),
                        plan.heuristicInterface(), fileName).contains(simpleName)) {
                    String relative = relative(root, source);
                    classes.add(relative.substring(0, relative.length() - ".java".length()).replace('/', '.'));
                }
            }
        }
        return classes;
    }

    /** The {@code .java} files under {@code root}, sorted; none when it is no folder. */
    private static List<Path> javaSources(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(".java")).sorted()
                    .toList();
        }
    }

    private static Path sourceOf(String className, List<Path> roots) {
        String path = className.replace('.', '/') + ".java";
        for (Path root : roots) {
            Path source = root.resolve(path);
            if (Files.isRegularFile(source, LinkOption.NOFOLLOW_LINKS)) {
                return source;
            }
        }
        return null;
    }

    private static String relative(Path base, Path path) {
        return base.toAbsolutePath().normalize().relativize(path.toAbsolutePath().normalize()).toString()
                .replace(path.getFileSystem().getSeparator(), "/");
    }
}
