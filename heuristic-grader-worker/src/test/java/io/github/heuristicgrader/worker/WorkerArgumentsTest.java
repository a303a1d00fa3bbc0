package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worker's command line, both ways. */
class WorkerArgumentsTest {

    private static final WorkerArguments ARGUMENTS = new WorkerArguments("x.My$Heuristic",
            List.of(Path.of("/a b/classes").toAbsolutePath(), Path.of("/lib/c.jar").toAbsolutePath()),
            "io.github.heuristicgrader.api.huarongdao.BoardParser",
            List.of("io.github.heuristicgrader.api.huarongdao", "edu.example.eight"), Path.of("/w/states.txt"), Path.of("/w/result.bin"),
            Path.of("/w/status.bin"), 1_700_000_000_000L, 2_000);

    @Test
    void readsWhatItWrites() {
        assertEquals(ARGUMENTS, WorkerArguments.parse(ARGUMENTS.toList().toArray(String[]::new)));
    }

    @Test
    void namesTheOptionThatIsWrong() {
        List<String> missing = new ArrayList<>(ARGUMENTS.toList().subList(2, ARGUMENTS.toList().size()));
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> WorkerArguments.parse(missing.toArray(String[]::new)));
        assertEquals("option --class is missing", thrown.getMessage());

        List<String> unknown = new ArrayList<>(ARGUMENTS.toList());
        unknown.add("--verbose");
        unknown.add("yes");
        thrown = assertThrows(IllegalArgumentException.class,
                () -> WorkerArguments.parse(unknown.toArray(String[]::new)));
        assertTrue(thrown.getMessage().startsWith("unknown option --verbose"), thrown.getMessage());
    }
}
