package attack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * An annotation processor a student ships as a resource (its class file and the service file naming it): javac
 * finds it on the class path and runs it inside Maven's JVM, as root. It leaves a file to show that it ran.
 * verify.groovy compiles it with MARKER replaced by a path.
 */
public class MarkerProcessor extends AbstractProcessor {

    public MarkerProcessor() {
        try {
            Files.writeString(Path.of("MARKER"), "ran inside Maven's JVM\n");
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
