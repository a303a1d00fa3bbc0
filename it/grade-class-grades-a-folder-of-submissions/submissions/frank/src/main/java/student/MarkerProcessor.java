package student;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * An annotation processor among the student's sources, named by the service file in src/main/resources: were it run
 * by the compile of the student's sources (or of their tests, with these classes on the class path), it would leave
 * processor-ran.txt in the compiler's working directory, the instructor's project.
 */
public class MarkerProcessor extends AbstractProcessor {

    public MarkerProcessor() {
        try {
            Files.writeString(Path.of("processor-ran.txt"), "ran inside Maven's JVM\n");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("*");
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
