package io.github.heuristicgrader.result;

/**
 * One message of the Java compiler about the student's sources, or of the grader about a source it could not
 * compile where it lies.
 *
 * @param file the source file, relative to the project's base directory when it lies in it (as the compiler named
 *     it otherwise), with {@code /} between names; null when the message names no file
 * @param line the line, from 1, or null when the message names none
 * @param column the column, from 1, or null when the message names none
 * @param message the compiler's text, its lines (such as {@code symbol:} and {@code location:}) joined by {@code \n}
 */
public record CompilerMessage(String file, Integer line, Integer column, String message) {

    /** One line for logs and plain-text outputs: {@code file:line:column: message}, as far as they are known. */
    public String located() {
        StringBuilder text = new StringBuilder();
        if (file != null) {
            text.append(file);
            if (line != null) {
                text.append(':').append(line);
                if (column != null) {
                    text.append(':').append(column);
                }
            }
            text.append(": ");
        }
        return text.append(message).toString();
    }
}
