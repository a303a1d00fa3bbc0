package io.github.heuristicgrader.worker;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The test JVM's journal: what the test runner ({@link TestRunnerMain}) has done so far, one event a line, sent to
 * the parent ({@code fork.TestLauncher}) as it happens over the Unix domain socket the runner connected to before any
 * test or student class was loaded, so that whatever ends the JVM (an exit, a halt, a kill) the parent has every
 * event that happened before. The wire format between the runner and the parent.
 *
 * <p>The socket is the runner's alone: the parent accepts one connection and then removes the socket, so nothing
 * can connect again; the connected socket cannot be reopened through {@code /proc/self/fd}; and the object that
 * holds it is in a module of its own that student code cannot reflect into ({@code worker.runner}). The parent
 * still parses what it receives as hostile input ({@link #parse}).
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
 * A line without its line feed was being written when the JVM ended and is ignored. Before the runner sends
 * anything, the parent sends it one byte, {@link #READY}, once nothing else can connect.
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

    /** Most bytes of a journal: many thousands of tests, each with its failure, fit. */
    public static final int MAX_BYTES = 32 << 20;
    /** Most characters of one line: a test's failure is cut to far fewer (the runner's {@code FAILURE_CHARS}). */
    static final int MAX_LINE_CHARS = 1 << 20;
    /** The statuses an {@code END} line may give. */
    static final Set<String> END_STATUSES = Set.of("SUCCESSFUL", "FAILED", "ABORTED", "SKIPPED");

    /** What the file is, in messages. */
    public static final String WHAT = "the test journal";

    /** The byte the parent sends once it accepted the runner's connection and removed the socket. */
    public static final byte READY = '!';

    private TestJournal() {
    }

    /** One event as the runner sends it: its line, UTF-8, with the line feed. */
    public static byte[] line(Event event, String... fields) {
        StringBuilder line = new StringBuilder(event.name());
        for (String field : fields) {
            line.append('\t').append(escape(field));
        }
        return line.append('\n').toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Parses the whole lines of a journal, as hostile input: at most {@link #MAX_BYTES} (the parent keeps no more),
     * UTF-8, each line at most {@link #MAX_LINE_CHARS} and naming a known event with the fields
     * it has: {@code END} a known status and a time that is not negative, every event but {@code RUNNER},
     * {@code DONE}, {@code TIMED_OUT} and {@code EXIT} the id or text it is about.
     *
     * @param bytes all that was received
     * @param file where it was received, for messages
     * @return the entries in order
     * @throws TamperedFileException when the bytes are too many, not UTF-8 or have a line the runner does not write
     */
    public static List<Entry> parse(byte[] bytes, Path file) throws TamperedFileException {
        if (bytes.length == 0) {
            return List.of();
        }
        if (bytes.length > MAX_BYTES) {
            throw new TamperedFileException(file, WHAT + " holds " + bytes.length + " bytes, more than the "
                    + MAX_BYTES + " the runner sends");
        }
        int complete = 0;
        for (int i = bytes.length - 1; i >= 0; i--) {
            if (bytes[i] == '\n') {
                complete = i + 1;
                break;
            }
        }
        // Only whole lines count: the last one may have been cut mid-character by the JVM's end.
        String text = TamperedFileException.utf8(Arrays.copyOf(bytes, complete), file, WHAT);
        List<Entry> entries = new ArrayList<>();
        int number = 0;
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            String line = text.substring(start, end);
            start = end + 1;
            number++;
            if (line.length() > MAX_LINE_CHARS) {
                throw new TamperedFileException(file, WHAT + " has a line " + number + " of " + line.length()
                        + " characters, more than the runner writes");
            }
            entries.add(entry(line, number, file));
        }
        return entries;
    }

    private static Entry entry(String line, int number, Path file) throws TamperedFileException {
        String[] parts = line.split("\t", -1);
        Event event = Arrays.stream(Event.values()).filter(e -> e.name().equals(parts[0])).findFirst()
                .orElseThrow(() -> new TamperedFileException(file, WHAT + " has a line " + number
                        + " with no known event: " + shown(parts[0])));
        List<String> fields = new ArrayList<>();
        for (String part : Arrays.asList(parts).subList(1, parts.length)) {
            fields.add(part.isEmpty() ? null : unescape(part));
        }
        Entry entry = new Entry(event, fields);
        String problem = problem(entry);
        if (problem != null) {
            throw new TamperedFileException(file, WHAT + " has a line " + number + " (" + event + ") " + problem);
        }
        return entry;
    }

    /** What is wrong with an entry's fields, or null when it is as the runner writes it. */
    private static String problem(Entry entry) {
        int fields = entry.fields().size();
        return switch (entry.event()) {
            case RUNNER, DONE, TIMED_OUT, EXIT -> fields == 0 ? null : "with fields where none belong";
            case TEST -> fields == 5 && entry.field(0) != null ? null : "that is no test";
            case START -> fields == 1 && entry.field(0) != null ? null : "with no test id";
            case END -> fields == 4 && entry.field(0) != null ? endProblem(entry) : "that is no test's end";
            case CONTAINER_FAILED -> fields == 3 && entry.field(0) != null ? null : "that is no failure";
            case PLATFORM, ERROR -> fields == 1 ? null : "with " + fields + " fields, not one";
        };
    }

    private static String endProblem(Entry entry) {
        if (!END_STATUSES.contains(String.valueOf(entry.field(1)))) {
            return "with the status " + shown(String.valueOf(entry.field(1))) + ", which the runner never writes";
        }
        try {
            if (Long.parseLong(String.valueOf(entry.field(2))) >= 0) {
                return null;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        return "with the time " + shown(String.valueOf(entry.field(2))) + ", which is no number of nanoseconds";
    }

    private static String shown(String text) {
        String shown = text.length() > 60 ? text.substring(0, 60) + "…" : text;
        return "\"" + shown.replaceAll("\\p{Cntrl}", "?") + "\"";
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
