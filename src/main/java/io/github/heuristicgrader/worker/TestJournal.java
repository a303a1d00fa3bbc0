package io.github.heuristicgrader.worker;

import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The test JVM's journal: what {@link TestRunnerMain} has done so far, one event a line, written and flushed as it
 * happens, so that whatever ends the JVM (an exit, a halt, a kill) the parent reads every event that happened
 * before. The wire format between {@link TestRunnerMain} and the parent ({@code fork.TestLauncher}).
 *
 * <p>Format: UTF-8 text, one event per line, its fields separated by tabs; in a field, a backslash, tab, line feed
 * and carriage return are written {@code \\}, {@code \t}, {@code \n}, {@code \r}, and an empty field means none.
 * The first field names the event:
 * <ul>
 *   <li>{@code RUNNER} — the runner's {@code main} started; a journal without it means the JVM never got there.</li>
 *   <li>{@code TEST id class method displayName tags} — a test of the plan, or one registered while running (a
 *       dynamic test); tags comma separated.</li>
 *   <li>{@code START id} — a test started.</li>
 *   <li>{@code END id status nanos failure} — a test ended: {@code SUCCESSFUL}, {@code FAILED}, {@code ABORTED} or
 *       {@code SKIPPED}; its wall time; the failure or skip reason.</li>
 *   <li>{@code CONTAINER_FAILED id displayName failure} — a class or engine failed outside its tests.</li>
 *   <li>{@code PLATFORM version} — the JUnit Platform version that ran.</li>
 *   <li>{@code DONE} — the whole plan ran; the runner then halts with {@link ExitCode#OK}.</li>
 *   <li>{@code TIMED_OUT} — the runner's watchdog saw nothing happen for longer than allowed; it then halts with
 *       {@link ExitCode#TIMED_OUT}.</li>
 *   <li>{@code EXIT} — test code called {@code System.exit}; the JVM then exits with the code the test gave.</li>
 *   <li>{@code ERROR message} — the runner itself failed; it then halts with {@link ExitCode#INTERNAL_ERROR}.</li>
 * </ul>
 * A line without its line feed was being written when the JVM ended and is ignored.
 */
public final class TestJournal {

    /** The event names, as the first field of each line. */
    public enum Event {
        RUNNER, TEST, START, END, CONTAINER_FAILED, PLATFORM, DONE, TIMED_OUT, EXIT, ERROR
    }

    /**
     * One line of the journal.
     *
     * @param event what happened
     * @param fields the fields after the event name, null for empty ones
     */
    public record Entry(Event event, List<String> fields) {

        /** The field at {@code index}, or null when empty or absent. */
        public String field(int index) {
            return index < fields.size() ? fields.get(index) : null;
        }
    }

    private final OutputStream out;

    private TestJournal(OutputStream out) {
        this.out = out;
    }

    /** A journal that writes to {@code file}, created or emptied. */
    static TestJournal create(Path file) throws IOException {
        return new TestJournal(new FileOutputStream(file.toFile()));
    }

    /** Appends one event and pushes it to the file; the JVM may end at any moment after. */
    synchronized void write(Event event, String... fields) throws IOException {
        StringBuilder line = new StringBuilder(event.name());
        for (String field : fields) {
            line.append('\t').append(escape(field));
        }
        out.write(line.append('\n').toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /**
     * Reads the whole lines of a journal.
     *
     * @return the entries in order; empty when there is no file
     * @throws IOException when the file cannot be read or a line names no known event
     */
    public static List<Entry> read(Path file) throws IOException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        }
        int complete = text.lastIndexOf('\n') + 1;
        List<Entry> entries = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new java.io.StringReader(text.substring(0, complete)))) {
            String line;
            while ((line = lines.readLine()) != null) {
                String[] parts = line.split("\t", -1);
                Event event;
                try {
                    event = Event.valueOf(parts[0]);
                } catch (IllegalArgumentException e) {
                    throw new IOException(file + " has a line with no known event: " + line, e);
                }
                List<String> fields = new ArrayList<>();
                for (String part : Arrays.asList(parts).subList(1, parts.length)) {
                    fields.add(part.isEmpty() ? null : unescape(part));
                }
                entries.add(new Entry(event, fields));
            }
        }
        return entries;
    }

    static String escape(String field) {
        if (field == null) {
            return "";
        }
        StringBuilder escaped = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    static String unescape(String field) {
        StringBuilder text = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c != '\\' || i + 1 == field.length()) {
                text.append(c);
                continue;
            }
            char next = field.charAt(++i);
            text.append(switch (next) {
                case 't' -> '\t';
                case 'n' -> '\n';
                case 'r' -> '\r';
                default -> next;
            });
        }
        return text.toString();
    }
}
