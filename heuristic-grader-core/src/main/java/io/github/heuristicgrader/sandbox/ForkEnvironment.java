package io.github.heuristicgrader.sandbox;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The environment variables every process the grader starts for student code, or beside it, begins with: chosen
 * by the grader, not inherited from Maven's JVM, whose environment holds whatever the instructor's shell held
 * (cloud credentials, LMS tokens, CI secrets) and would reach the student's report as soon as student code throws
 * it as a message.
 *
 * <p>A fork gets a fixed {@code PATH} of the system's own directories, the locale ({@code LANG}, {@code LC_*}) and
 * time zone ({@code TZ}) of the grader's, so that it decodes file names and formats dates as Maven does, and a
 * {@code HOME} that is its own directory; nothing else. Neither the JVM nor bubblewrap, {@code setpriv},
 * {@code setsid} or the cgroup entry ({@code /bin/sh}, started by absolute path) need more.
 */
public final class ForkEnvironment {

    /** The {@code PATH} of every fork: the system's directories, never the grader's own (which names its home). */
    public static final String SEARCH_PATH = "/usr/local/bin:/usr/bin:/bin";

    private ForkEnvironment() {
    }

    /**
     * The environment of a fork whose grader's environment is {@code inherited}: {@code PATH} as
     * {@link #SEARCH_PATH}, {@code LANG}, every {@code LC_*} and {@code TZ} as inherited where set, {@code HOME}
     * as {@code home} unless it is null.
     */
    public static Map<String, String> of(Map<String, String> inherited, Path home) {
        Map<String, String> chosen = new TreeMap<>();
        inherited.forEach((name, value) -> {
            if (name.equals("LANG") || name.startsWith("LC_") || name.equals("TZ")) {
                chosen.put(name, value);
            }
        });
        chosen.put("PATH", SEARCH_PATH);
        if (home != null) {
            chosen.put("HOME", home.toAbsolutePath().normalize().toString());
        }
        return chosen;
    }

    /**
     * Replaces the whole environment of {@code builder} by {@link #of} this JVM's environment: nothing inherited
     * but what {@link #of} keeps.
     *
     * @param home the process's {@code HOME}, its own directory; null for none
     * @return {@code builder}
     */
    public static ProcessBuilder applyTo(ProcessBuilder builder, Path home) {
        Map<String, String> environment = builder.environment();
        Map<String, String> chosen = of(environment, home);
        environment.clear();
        environment.putAll(chosen);
        return builder;
    }
}
