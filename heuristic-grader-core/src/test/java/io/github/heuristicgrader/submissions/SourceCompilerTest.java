package io.github.heuristicgrader.submissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.CompilerMessage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceCompilerTest {

    @TempDir
    Path directory;

    private Path processorClasses;
    private Path marker;

    /**
     * A student's annotation processor, compiled with its service file beside it, as it would lie on the class path
     * of the test compile (the student's own classes): run, it leaves a marker file.
     */
    @BeforeEach
    void compileAProcessorWithItsServiceFile() throws Exception {
        marker = directory.resolve("processor-ran.txt");
        Path source = directory.resolve("processor-src/attack/MarkerProcessor.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, """
                package attack;

                import java.util.Set;
                import javax.annotation.processing.*;
                import javax.lang.model.SourceVersion;
                import javax.lang.model.element.TypeElement;

                public class MarkerProcessor extends AbstractProcessor {
                    public MarkerProcessor() {
                        try {
                            java.nio.file.Files.writeString(java.nio.file.Path.of("%s"), "ran");
                        } catch (java.io.IOException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                    public Set<String> getSupportedAnnotationTypes() { return Set.of("*"); }
                    public SourceVersion getSupportedSourceVersion() { return SourceVersion.latestSupported(); }
                    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                        return false;
                    }
                }
                """.formatted(marker.toString().replace("\\", "\\\\")));
        processorClasses = directory.resolve("processor-classes");
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-proc:none", "-d",
                processorClasses.toString(), source.toString()));
        Path service = processorClasses.resolve("META-INF/services/javax.annotation.processing.Processor");
        Files.createDirectories(service.getParent());
        Files.writeString(service, "attack.MarkerProcessor\n");
    }

    private Path studentSources() throws Exception {
        Path sources = directory.resolve("src/main/java");
        Files.createDirectories(sources.resolve("student"));
        Files.writeString(sources.resolve("student/Plain.java"), "package student;\npublic class Plain {}\n");
        return sources;
    }

    @Test
    void runsNoAnnotationProcessorFromTheClassPath() throws Exception {
        List<CompilerMessage> errors = new SourceCompiler("17", StandardCharsets.UTF_8).compile(studentSources(),
                List.of(processorClasses), directory.resolve("classes"), directory);

        assertEquals(List.of(), errors);
        assertTrue(Files.isRegularFile(directory.resolve("classes/student/Plain.class")));
        assertFalse(Files.exists(marker), "the processor on the class path ran");
    }

    @Test
    void theProcessorOnTheClassPathRunsInAPlainCompile() throws Exception {
        // The attack the test above stops: javac's default finds processors on the class path and runs them.
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, new ByteArrayOutputStream(), "-classpath",
                processorClasses.toString(), "-d", directory.resolve("plain").toString(),
                studentSources().resolve("student/Plain.java").toString());

        assertEquals(0, status);
        assertTrue(Files.exists(marker), "a plain compile did not run the processor: the attack proves nothing");
    }

    @Test
    void reportsCompileErrorsByFileAndLine() throws Exception {
        Path sources = directory.resolve("broken/src/main/java");
        Files.createDirectories(sources.resolve("student"));
        Files.writeString(sources.resolve("student/Broken.java"), "package student;\npublic class Broken {\n"
                + "  int x = 1\n}\n");

        List<CompilerMessage> errors = new SourceCompiler(null, StandardCharsets.UTF_8).compile(sources, List.of(),
                directory.resolve("broken/classes"), directory.resolve("broken"));

        assertEquals(1, errors.size(), errors.toString());
        assertEquals("src/main/java/student/Broken.java", errors.get(0).file());
        assertEquals(3, errors.get(0).line());
    }
}
