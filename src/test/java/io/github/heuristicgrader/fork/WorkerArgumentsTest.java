package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.engine.PieceSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worker's command line, both ways, and the pieces of the launcher that shape it. */
class WorkerArgumentsTest {

    private static final WorkerArguments ARGUMENTS = new WorkerArguments("x.My$Heuristic",
            List.of(Path.of("/a b/classes").toAbsolutePath(), Path.of("/lib/c.jar").toAbsolutePath()),
            PieceSet.STANDARD, Path.of("/w/result.bin"), Path.of("/w/status.bin"), 1_700_000_000_000L, 2_000);

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

    @Test
    void quotesArgumentFileLinesForTheJavaLauncher() {
        assertEquals("\"C:\\\\Program Files\\\\x \\\"y\\\"\"", WorkerLauncher.quote("C:\\Program Files\\x \"y\""));
        assertEquals("\"\"", WorkerLauncher.quote(""));
    }

    @Test
    void keepsTheLastFortyLinesOfOutputAtMost4KiB() {
        StringBuilder text = new StringBuilder();
        for (int line = 1; line <= 100; line++) {
            text.append("line ").append(line).append('\n');
        }
        List<String> lines = WorkerLauncher.tail(text.toString()).lines().toList();
        assertEquals(Evaluation.OUTPUT_TAIL_LINES, lines.size());
        assertEquals("line 61", lines.get(0));
        assertEquals("line 100", lines.get(lines.size() - 1));

        String wide = WorkerLauncher.tail("z".repeat(10_000) + "\nlast");
        assertEquals(Evaluation.OUTPUT_TAIL_CHARS, wide.length());
        assertTrue(wide.endsWith("\nlast"));
        assertEquals("only", WorkerLauncher.tail("only\n\n"));
        assertEquals("", WorkerLauncher.tail(""));
    }
}
