package io.github.heuristicgrader.report.ci;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * A student's text made inert for the parsers that read a CI build log, the one place that does it for the log, the
 * build's exception messages, the GitHub step summary and the JUnit XML.
 *
 * <p>What it guards against, as the parsers read it:
 * <ul>
 *   <li>GitHub Actions' runner takes a line as a workflow command when, after leading white space, it starts with
 *       {@code ::name props::data}, or when it holds {@code ##[name props]data} <em>anywhere</em>, so that Maven's
 *       {@code [INFO] } before it does not help (actions/runner, {@code ActionCommand.TryParseV2} and
 *       {@code TryParse}). Every {@code ##[} gets a space after its first {@code #}, giving {@code # #[}; a line whose
 *       first characters but white space are {@code ::} gets a space between the colons, giving {@code : :}. The
 *       break is a plain space on purpose: the runner matches with .NET's culture-sensitive {@code IndexOf} and
 *       {@code StartsWith}, which can skip ignorable characters (a soft hyphen, a zero-width space), so an invisible
 *       break might not be one.
 *   <li>GitLab's collapsible sections ({@code ESC[0Ksection_start:…CR ESC[0K}) and terminal escape sequences need
 *       ESC and CR: every control character but tab and line feed (C0, DEL and C1, ESC and CSI among them) becomes
 *       U+FFFD; {@code CR LF} becomes {@code LF} and a lone {@code CR} a line feed, as the runner, which reads lines
 *       ending in either, would split there anyway. Lone surrogates, which no encoding can write, become U+FFFD too.
 * </ul>
 * Each line is made inert on its own, so a multi-line message cannot start a command on its second line. The text is
 * otherwise unchanged: a reader sees what the student wrote, with the breaks.
 */
public final class CiText {

    private static final char REPLACEMENT = '\uFFFD';

    private CiText() {
    }

    /** {@code text} inert for CI log parsers as the class says; null for null. */
    public static String inert(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder inert = new StringBuilder(text.length() + 8);
        boolean lineStart = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                inert.append('\n');
                lineStart = true;
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                inert.append(c).append(text.charAt(++i));
                lineStart = false;
                continue;
            }
            if (c != '\t' && Character.isISOControl(c) || Character.isSurrogate(c)) {
                c = REPLACEMENT;
            }
            if (lineStart && !isDotNetWhiteSpace(c)) {
                lineStart = false;
                if (c == ':' && i + 1 < text.length() && text.charAt(i + 1) == ':') {
                    inert.append(": ");
                    continue;
                }
            }
            if (c == '#' && text.startsWith("#[", i + 1)) {
                inert.append("# ");
                continue;
            }
            inert.append(c);
        }
        return inert.toString();
    }

    /**
     * {@code thrown} itself when its message and its causes' are inert already; otherwise a copy of the chain with
     * inert messages, each copy showing the original's class name and stack trace (suppressed exceptions are left
     * out). Build tools print a failure's causes' messages after its own (Maven does), hence the whole chain.
     */
    public static Throwable inert(Throwable thrown) {
        if (thrown == null || isInert(thrown)) {
            return thrown;
        }
        return copy(thrown, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static boolean isInert(Throwable thrown) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable t = thrown; t != null && seen.add(t); t = t.getCause()) {
            String message = t.getMessage();
            if (message != null && !message.equals(inert(message))) {
                return false;
            }
        }
        return true;
    }

    private static Throwable copy(Throwable thrown, Set<Throwable> seen) {
        if (thrown == null || !seen.add(thrown)) {
            return null;
        }
        InertThrowable copy = new InertThrowable(thrown.getClass().getName(), inert(thrown.getMessage()),
                copy(thrown.getCause(), seen));
        copy.setStackTrace(thrown.getStackTrace());
        return copy;
    }

    /** .NET's {@code char.IsWhiteSpace}, what the runner's {@code TrimStart} removes before looking for {@code ::}. */
    static boolean isDotNetWhiteSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
    }

    /** A throwable's stand-in with an inert message; printed with the original's class name. */
    static final class InertThrowable extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final String className;

        InertThrowable(String className, String message, Throwable cause) {
            super(message, cause);
            this.className = className;
        }

        @Override
        public String toString() {
            return getMessage() == null ? className : className + ": " + getMessage();
        }
    }
}
