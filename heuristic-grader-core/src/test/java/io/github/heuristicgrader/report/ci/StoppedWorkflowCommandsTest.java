package io.github.heuristicgrader.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StoppedWorkflowCommandsTest {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream console = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void printsNothingOutsideGitHubActions() {
        for (Map<String, String> environment : List.of(Map.<String, String>of(), Map.of("GITHUB_ACTIONS", "false"),
                Map.of("CI", "true"))) {
            try (StoppedWorkflowCommands stopped = StoppedWorkflowCommands.stop(environment::get, console)) {
                assertFalse(stopped.stopped());
            }
        }

        assertEquals("", printed());
    }

    @Test
    void stopsWithARandomTokenOnALineOfItsOwnAndResumesWithItOnce() {
        StoppedWorkflowCommands stopped = StoppedWorkflowCommands.stop(Map.of("GITHUB_ACTIONS", "true")::get, console);
        assertTrue(stopped.stopped());
        List<String> lines = printed().lines().filter(line -> !line.isEmpty()).toList();
        assertEquals(1, lines.size(), "lines " + lines);
        assertTrue(lines.get(0).matches("::stop-commands::[0-9a-f]{32}"), lines.get(0));
        String token = lines.get(0).substring("::stop-commands::".length());

        stopped.close();
        stopped.close();

        assertFalse(stopped.stopped());
        assertEquals(List.of("::stop-commands::" + token, "::" + token + "::"),
                printed().lines().filter(line -> !line.isEmpty()).toList());
        assertTrue(printed().startsWith(System.lineSeparator()), "starts a line of its own");
    }

    @Test
    void drawsANewTokenEveryTime() {
        StoppedWorkflowCommands.stop(Map.of("GITHUB_ACTIONS", "true")::get, console).close();
        StoppedWorkflowCommands.stop(Map.of("GITHUB_ACTIONS", "true")::get, console).close();

        List<String> stops = printed().lines().filter(line -> line.startsWith("::stop-commands::")).toList();
        assertEquals(2, stops.size());
        assertNotEquals(stops.get(0), stops.get(1));
    }

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
