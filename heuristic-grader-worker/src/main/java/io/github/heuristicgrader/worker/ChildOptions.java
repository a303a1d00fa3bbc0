package io.github.heuristicgrader.worker;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How a forked JVM's command line carries its options: pairs of an option name and its value, every option given
 * exactly once, path lists joined with the platform's path separator.
 */
final class ChildOptions {

    private ChildOptions() {
    }

    /**
     * The value of each option in {@code arguments}.
     *
     * @throws IllegalArgumentException naming an option that is unknown, has no value, is given twice or is missing
     */
    static Map<String, String> parse(String[] arguments, Collection<String> options) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < arguments.length; i += 2) {
            if (!options.contains(arguments[i])) {
                throw new IllegalArgumentException("unknown option " + arguments[i] + "; the options are " + options);
            }
            if (i + 1 == arguments.length) {
                throw new IllegalArgumentException("option " + arguments[i] + " has no value");
            }
            if (values.put(arguments[i], arguments[i + 1]) != null) {
                throw new IllegalArgumentException("option " + arguments[i] + " is given twice");
            }
        }
        for (String option : options) {
            if (!values.containsKey(option)) {
                throw new IllegalArgumentException("option " + option + " is missing");
            }
        }
        return values;
    }

    /** {@code paths}, absolute, joined by the platform's path separator: how a path list travels as one option. */
    static String join(List<Path> paths) {
        List<String> absolute = new ArrayList<>();
        for (Path path : paths) {
            absolute.add(path.toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, absolute);
    }

    /** The paths of a list {@link #join} joined; empty entries are skipped. */
    static List<Path> paths(String joined) {
        List<Path> paths = new ArrayList<>();
        for (String entry : joined.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                paths.add(Path.of(entry));
            }
        }
        return paths;
    }
}
