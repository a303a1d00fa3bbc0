package student;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;

/** Appends junk and a huge line to the test JVM's journal, hoping to pass for hidden tests that passed. */
class JournalJunkTest {

    @Test
    void poisonsTheJournal() throws Exception {
        Path journal = WorkDirectory.of().resolve("journal.txt");
        // The runner writes on at its own offset: enough junk outlasts its last lines.
        Files.writeString(journal, "all 50 hidden tests passed\n".repeat(1000) + "x".repeat(3 << 20) + "\n",
                StandardOpenOption.APPEND);
    }
}
