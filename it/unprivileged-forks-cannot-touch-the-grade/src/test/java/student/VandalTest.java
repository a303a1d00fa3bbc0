package student;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Attacks the grade from the student's test JVM; each test passes only when its attack is refused. */
class VandalTest {

    @Test
    void cannotWriteTheReport() {
        assertThrows(AccessDeniedException.class,
                () -> Files.writeString(Path.of("target", "grade", "grade.json"), "{\"score\": 1000}"));
    }

    @Test
    void cannotWriteTheWorkerJar() {
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith("heuristic-grader-worker.jar")) {
                assertThrows(AccessDeniedException.class, () -> Files.writeString(Path.of(entry), "forged"));
            }
        }
    }

    @Test
    void cannotKillMaven() {
        for (Optional<ProcessHandle> parent = ProcessHandle.current().parent(); parent.isPresent();
                parent = parent.get().parent()) {
            assertFalse(parent.get().destroyForcibly(), "killed " + parent.get().pid());
        }
    }

    @Test
    void leavesAProcessRunning() throws IOException {
        new ProcessBuilder("setsid", "sleep", "301").start();
    }
}
