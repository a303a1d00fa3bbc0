package io.github.heuristicgrader.submissions;

import io.github.heuristicgrader.result.CompilerMessage;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a student's sources in this JVM with nothing of the student's running while it does: annotation
 * processing off ({@code -proc:none}) and an empty processor path, so that neither an annotation processor nor a
 * javac plugin ({@code com.sun.source.util.Plugin}, which javac looks for on the processor path) is loaded from the
 * sources or the class path; no option comes from the submission.
 *
 * @param release the {@code --release} to compile for, or null for this JDK's
 * @param encoding the sources' encoding
 */
public record SourceCompiler(String release, Charset encoding) {

    /**
     * Compiles the {@code .java} files under {@code sourceRoot} into {@code classes}.
     *
     * @param sourceRoot the sources, searched for {@code .java} files
     * @param classpath what they compile against
     * @param classes where the classes go; created
     * @param projectDirectory what the messages' file names are relative to
     * @return the errors, empty when everything compiled
     * @throws IOException when the files cannot be listed or written, or no compiler is there
     */
    public List<CompilerMessage> compile(Path sourceRoot, List<Path> classpath, Path classes, Path projectDirectory)
            throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("this JVM has no Java compiler (javax.tools): run Maven on a JDK");
        }
        List<Path> sources;
        try (var walk = Files.walk(sourceRoot)) {
            sources = walk.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(".java")).sorted()
                    .toList();
        }
        Files.createDirectories(classes);
        if (sources.isEmpty()) {
            return List.of();
        }
        // An empty folder, not the class path: javac's default processor path is the class path.
        Path noProcessors = Files.createDirectories(classes.resolveSibling(classes.getFileName() + "-no-processors"));
        List<String> options = new ArrayList<>(List.of("-proc:none", "-processorpath", noProcessors.toString(),
                "-implicit:none", "-nowarn", "-encoding", encoding.name(), "-d", classes.toString(), "-classpath",
                classpath.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator))));
        if (release != null && !release.isBlank()) {
            options.addAll(List.of("--release", release.strip()));
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter otherOutput = new StringWriter();
        boolean compiled;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, encoding)) {
            compiled = javac.getTask(otherOutput, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
        }
        List<CompilerMessage> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String file = null;
            if (diagnostic.getSource() != null) {
                Path path = Path.of(diagnostic.getSource().toUri());
                file = (path.startsWith(projectDirectory) ? projectDirectory.relativize(path) : path).toString()
                        .replace(path.getFileSystem().getSeparator(), "/");
            }
            errors.add(new CompilerMessage(file, diagnostic.getLineNumber() > 0
                    ? (int) diagnostic.getLineNumber() : null, diagnostic.getColumnNumber() > 0
                    ? (int) diagnostic.getColumnNumber() : null, diagnostic.getMessage(Locale.ROOT)));
        }
        if (!compiled && errors.isEmpty()) {
            errors.add(new CompilerMessage(null, null, null, "javac failed: " + otherOutput.toString().strip()));
        }
        return errors;
    }
}
