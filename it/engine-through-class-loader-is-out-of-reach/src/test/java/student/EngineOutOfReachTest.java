package student;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.heuristicgrader.api.Heuristic;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The attack from a student's test: the test JVM holds nothing of the grader but the API and the worker. */
class EngineOutOfReachTest {

    private static final List<String> GRADER_CLASSES = List.of("io.github.heuristicgrader.engine.StateSpace",
            "io.github.heuristicgrader.report.json.JsonReportWriter", "io.github.heuristicgrader.plugin.GradeMojo",
            "com.fasterxml.jackson.databind.ObjectMapper");

    @Test
    void noLoaderHasTheEngine() {
        List<ClassLoader> loaders = List.of(Heuristic.class.getClassLoader(), getClass().getClassLoader(),
                Thread.currentThread().getContextClassLoader(), ClassLoader.getSystemClassLoader());
        for (ClassLoader loader : loaders) {
            for (String className : GRADER_CLASSES) {
                assertThrows(ClassNotFoundException.class, () -> loader.loadClass(className), className);
            }
            assertNull(loader.getResource("io/github/heuristicgrader/engine/StateSpace.class"));
            assertNull(loader.getResource("META-INF/maven/plugin.xml"));
        }
    }
}
