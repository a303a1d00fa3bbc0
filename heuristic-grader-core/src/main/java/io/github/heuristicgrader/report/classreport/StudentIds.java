package io.github.heuristicgrader.report.classreport;

import java.util.regex.Pattern;

/**
 * Which folder names are student ids: a letter or digit, then up to 127 letters, digits, {@code . _ - @ +}. So an id
 * is one path name that is never {@code .} or {@code ..}, holds no separator of any system, and starts with nothing
 * a spreadsheet reads as a formula ({@code = + - @}) or a shell as an option.
 */
public final class StudentIds {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@+-]{0,127}");

    private StudentIds() {
    }

    /** Whether {@code name} is a student id. */
    public static boolean valid(String name) {
        return name != null && ID.matcher(name).matches();
    }
}
