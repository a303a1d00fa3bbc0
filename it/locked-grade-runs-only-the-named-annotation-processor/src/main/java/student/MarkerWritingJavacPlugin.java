package student;

import com.sun.source.util.JavacTask;
import com.sun.source.util.Plugin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The second way in: javac instantiates every javac plugin its service loader finds on the processor path (the class
 * path when none is given), even with annotation processing off, to ask whether it starts by itself. Its constructor
 * leaves a marker.
 */
public class MarkerWritingJavacPlugin implements Plugin {

    public MarkerWritingJavacPlugin() {
        try {
            Path project = Path.of(MarkerWritingJavacPlugin.class.getProtectionDomain().getCodeSource().getLocation()
                    .toURI()).getParent().getParent();
            Files.writeString(project.resolve("javac-plugin-ran.txt"), "ran in " + ProcessHandle.current().pid()
                    + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String getName() {
        return "MarkerWriting";
    }

    @Override
    public void init(JavacTask task, String... arguments) {
    }

    @Override
    public boolean autoStart() {
        return true;
    }
}
