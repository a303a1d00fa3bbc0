package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.worker.TestJournal.Entry;
import io.github.heuristicgrader.worker.TestJournal.Event;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The test journal as the runner sends it, and as the parent parses it: as hostile input. */
class TestJournalTest {

    @TempDir
    Path directory;

    private Path file() {
        return directory.resolve("results.sock");
    }

    @Test
    void readsWhatTheRunnerSentButALineCutShort() throws IOException {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        sent.write(TestJournal.line(Event.RUNNER));
        sent.write(TestJournal.line(Event.TEST, "[t]", "x.FooTest", "bar", "bar()", ""));
        sent.write(TestJournal.line(Event.END, "[t]", "FAILED", "1234", "expected: <1>\tbut\nwas: <2> ✓"));
        sent.write("START\t[u".getBytes(StandardCharsets.UTF_8));

        List<Entry> entries = TestJournal.parse(sent.toByteArray(), file());

        assertEquals(List.of(Event.RUNNER, Event.TEST, Event.END), entries.stream().map(Entry::event).toList());
        assertEquals("expected: <1>\tbut\nwas: <2> ✓", entries.get(2).field(3));
        assertEquals(List.of(), TestJournal.parse(new byte[0], file()));
    }

    @Test
    void refusesAJunkLine() throws IOException {
        Files.writeString(file(), "RUNNER\nall tests passed, trust me\n");

        assertRefused("the test journal has a line 2 with no known event: \"all tests passed, trust me\"");
    }

    @Test
    void refusesAnEndWithAStatusOrTimeTheRunnerNeverWrites() throws IOException {
        Files.writeString(file(), "RUNNER\nEND\t[t]\tTAMPERED\t5\t\n");
        assertRefused("the test journal has a line 2 (END) with the status \"TAMPERED\", which the runner never");
        Files.writeString(file(), "RUNNER\nEND\t[t]\tSUCCESSFUL\tsoon\t\n");
        assertRefused("the test journal has a line 2 (END) with the time \"soon\", which is no number");
        Files.writeString(file(), "RUNNER\nEND\t[t]\tSUCCESSFUL\t-1\t\n");
        assertRefused("the test journal has a line 2 (END) with the time \"-1\"");
    }

    @Test
    void refusesEventsWithTheWrongFields() throws IOException {
        Files.writeString(file(), "RUNNER\tfirst\n");
        assertRefused("the test journal has a line 1 (RUNNER) with fields where none belong");
        Files.writeString(file(), "RUNNER\nTEST\t[t]\n");
        assertRefused("the test journal has a line 2 (TEST) that is no test");
        Files.writeString(file(), "RUNNER\nSTART\t\n");
        assertRefused("the test journal has a line 2 (START) with no test id");
    }

    @Test
    void refusesAHugeLine() throws IOException {
        char[] huge = new char[TestJournal.MAX_LINE_CHARS + 1];
        Arrays.fill(huge, 'x');
        Files.writeString(file(), "RUNNER\nERROR\t" + new String(huge) + "\n");

        assertRefused("the test journal has a line 2 of " + (huge.length + 6) + " characters");
    }

    @Test
    void refusesAJournalLargerThanItsCap() throws IOException {
        Files.write(file(), new byte[TestJournal.MAX_BYTES + 1]);

        assertRefused("the test journal holds " + (TestJournal.MAX_BYTES + 1) + " bytes, more than");
    }

    @Test
    void refusesBytesThatAreNotUtf8() throws IOException {
        Files.write(file(), new byte[] {'R', 'U', 'N', 'N', 'E', 'R', (byte) 0xFF, '\n'});

        assertRefused("the test journal is not UTF-8 text");
    }

    private void assertRefused(String start) {
        TamperedFileException refused = assertThrows(TamperedFileException.class, () -> TestJournal.parse(Files.readAllBytes(file()), file()));
        assertTrue(refused.getMessage().startsWith(start), refused::getMessage);
    }
}
