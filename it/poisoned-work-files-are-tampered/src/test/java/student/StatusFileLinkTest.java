package student;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Puts a link to /dev/zero in place of the test JVM's live status file, the one file of the test run the JVM
 * leaves for the grader (its journal goes by a socket the test cannot reach).
 */
class StatusFileLinkTest {

    @Test
    void poisonsTheStatusFile() throws Exception {
        Path status = WorkDirectory.of().resolve("status.bin");
        Files.delete(status);
        Files.createSymbolicLink(status, Path.of("/dev/zero"));
    }
}
