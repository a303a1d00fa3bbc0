package io.github.heuristicgrader.plugin.compile;

import io.github.heuristicgrader.result.CompilerMessage;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the compiler's messages out of the text of the maven-compiler-plugin's {@code CompilationFailureException}.
 * That class lives in the plugin's own class realm, so it is read through what Maven's own exception types show:
 * the long message, one message per line as {@code path:[line,column] text} ({@code path:[line] text} without a
 * column), a message of several lines (javac's {@code symbol:} and {@code location:} lines) going on in the lines
 * after it. A line that starts no message and follows none is a message of its own, naming no file.
 */
final class CompilerOutput {

    /** {@code path:[line,column] text}; a Windows drive's colon is followed by no {@code [}, so it starts none. */
    private static final Pattern LOCATED = Pattern.compile("^(.+?):\\[(\\d+)(?:,(\\d+))?\\] ?(.*)$");

    private CompilerOutput() {
    }

    /**
     * The messages in {@code text}, in order; each file relative to {@code basedir} when it lies in it.
     *
     * @param text the exception's long message, or its message when it has none; null gives none
     */
    static List<CompilerMessage> parse(String text, Path basedir) {
        List<CompilerMessage> messages = new ArrayList<>();
        if (text == null) {
            return messages;
        }
        String file = null;
        Integer line = null;
        Integer column = null;
        StringBuilder message = null;
        for (String row : text.replace("\r\n", "\n").replace('\r', '\n').split("\n")) {
            Matcher located = LOCATED.matcher(row);
            if (located.matches()) {
                if (message != null) {
                    messages.add(new CompilerMessage(file, line, column, message.toString().strip()));
                }
                file = relative(located.group(1), basedir);
                line = Integer.valueOf(located.group(2));
                column = located.group(3) == null ? null : Integer.valueOf(located.group(3));
                message = new StringBuilder(located.group(4));
            } else if (message != null) {
                message.append('\n').append(row);
            } else if (!row.isBlank()) {
                file = null;
                line = null;
                column = null;
                message = new StringBuilder(row);
            }
        }
        if (message != null) {
            messages.add(new CompilerMessage(file, line, column, message.toString().strip()));
        }
        return messages;
    }

    /** {@code file} relative to {@code basedir}, with {@code /} between names, when it lies in it; else as given. */
    static String relative(String file, Path basedir) {
        try {
            Path path = Path.of(file).normalize();
            Path base = basedir.toAbsolutePath().normalize();
            if (path.isAbsolute() && path.startsWith(base)) {
                return base.relativize(path).toString().replace('\\', '/');
            }
        } catch (InvalidPathException e) {
            // not a path of this system: keep the compiler's spelling
        }
        return file;
    }
}
