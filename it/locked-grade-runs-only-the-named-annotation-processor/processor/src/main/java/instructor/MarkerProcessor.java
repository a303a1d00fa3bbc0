package instructor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.StandardLocation;

/** The instructor's processor: writes a marker into the compile's class output, through javac's Filer. */
@SupportedAnnotationTypes("*")
public class MarkerProcessor extends AbstractProcessor {

    private boolean written;

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
        super.init(environment);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (!written) {
            written = true;
            try (Writer out = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "",
                    "instructor-processor-ran.txt").openWriter()) {
                out.write("the instructor's processor ran\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return false;
    }
}
