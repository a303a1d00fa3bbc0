package io.github.heuristicgrader.worker;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Stack traces cut down to what a student can act on: the frames down to the student's outermost frame, none
 * of the grader's or the JDK's frames below it, and deep recursion folded into one line.
 */
final class StudentStackTrace {

    /** Most frames shown per exception, a run of one frame repeated by recursion counting once. */
    static final int MAX_FRAMES = 24;
    /** Most exceptions of one cause chain shown. */
    static final int MAX_CAUSES = 4;
    /** Most characters of an exception's message shown. */
    static final int MAX_MESSAGE = 500;

    private static final String GRADER_PACKAGE = "io.github.heuristicgrader.";

    private StudentStackTrace() {
    }

    /**
     * The exception, its causes and their frames, in the form {@link Throwable#printStackTrace()} prints.
     *
     * <p>A frame is the student's when its class was loaded by a {@link StudentClassLoader}. Frames above the
     * student's (where a JDK or API method threw) are kept; frames below the outermost student frame are dropped.
     * With no student frame at all, frames are kept down to the first grader frame outside the student API.
     */
    static String of(Throwable thrown) {
        StringBuilder text = new StringBuilder();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Throwable current = thrown;
        for (int depth = 0; current != null && depth < MAX_CAUSES && seen.add(current); depth++) {
            if (depth > 0) {
                text.append("Caused by: ");
            }
            append(text, current);
            current = current.getCause();
        }
        if (current != null && !seen.contains(current)) {
            text.append("Caused by: ... (further causes left out)\n");
        }
        return text.toString().stripTrailing();
    }

    private static void append(StringBuilder text, Throwable thrown) {
        text.append(headline(thrown)).append('\n');
        StackTraceElement[] frames = thrown.getStackTrace();
        int end = relevantFrames(frames);
        int lines = 0;
        int next = 0;
        while (next < end && lines < MAX_FRAMES) {
            int repeats = 0;
            while (next + repeats + 1 < end && frames[next + repeats + 1].equals(frames[next])) {
                repeats++;
            }
            text.append("\tat ").append(format(frames[next])).append('\n');
            if (repeats > 0) {
                text.append("\t... the frame above ").append(repeats)
                        .append(repeats == 1 ? " more time\n" : " more times\n");
            }
            lines++;
            next += repeats + 1;
        }
        if (next < end) {
            text.append("\t... ").append(end - next).append(" more\n");
        }
    }

    /** The exception's class and message, the message cut short when very long. */
    static String headline(Throwable thrown) {
        String message = thrown.getMessage();
        String name = thrown.getClass().getName();
        if (message == null) {
            return name;
        }
        if (message.length() > MAX_MESSAGE) {
            message = message.substring(0, MAX_MESSAGE) + "… (" + message.length() + " characters)";
        }
        return name + ": " + message;
    }

    /** A frame as {@link StackTraceElement#toString()} shows it, without class loader and module names. */
    private static String format(StackTraceElement frame) {
        String place;
        if (frame.isNativeMethod()) {
            place = "Native Method";
        } else if (frame.getFileName() == null) {
            place = "Unknown Source";
        } else if (frame.getLineNumber() >= 0) {
            place = frame.getFileName() + ":" + frame.getLineNumber();
        } else {
            place = frame.getFileName();
        }
        return frame.getClassName() + "." + frame.getMethodName() + "(" + place + ")";
    }

    private static int relevantFrames(StackTraceElement[] frames) {
        for (int i = frames.length - 1; i >= 0; i--) {
            if (isStudentFrame(frames[i])) {
                return i + 1;
            }
        }
        for (int i = 0; i < frames.length; i++) {
            if (isGraderInternalFrame(frames[i])) {
                return i;
            }
        }
        return frames.length;
    }

    private static boolean isStudentFrame(StackTraceElement frame) {
        return StudentClassLoader.NAME.equals(frame.getClassLoaderName());
    }

    private static boolean isGraderInternalFrame(StackTraceElement frame) {
        String className = frame.getClassName();
        return className.startsWith(GRADER_PACKAGE) && !StudentClassLoader.isApi(className)
                && !isStudentFrame(frame);
    }
}
