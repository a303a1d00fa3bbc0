package student;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.util.jar.JarFile;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The attack: lists the test JVM's class path and every class in its jars that is not JUnit's or the grader's, and
 * tries the hidden test class by a name learnt elsewhere; then puts all it found where the student can read it, in
 * a failure message and in the output of a test that ends the JVM.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SnoopingTest {

    private static final String GUESS = "hidden.SecretHeuristicTest";

    static String snoop() {
        StringBuilder found = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            found.append("CLASSPATH ").append(entry).append('\n');
            if (entry.endsWith(".jar")) {
                try (JarFile jar = new JarFile(entry)) {
                    jar.stream().map(jarEntry -> jarEntry.getName()).filter(name -> name.endsWith(".class"))
                            .filter(name -> !name.startsWith("org/junit/") && !name.startsWith("org/opentest4j/")
                                    && !name.startsWith("org/apiguardian/") && !name.startsWith("io/github/"))
                            .forEach(name -> found.append("ENTRY ").append(name).append('\n'));
                } catch (IOException e) {
                    found.append("UNREADABLE ").append(entry).append('\n');
                }
            }
        }
        try {
            Class.forName(GUESS);
            found.append("FOUND-CLASS\n");
        } catch (ClassNotFoundException e) {
            found.append("no class\n");
        }
        URL resource = SnoopingTest.class.getClassLoader().getResource(GUESS.replace('.', '/') + ".class");
        found.append(resource == null ? "no resource\n" : "FOUND-RESOURCE " + resource + "\n");
        return found.toString();
    }

    @Test
    @Order(1)
    void failsWithWhatItFound() {
        fail(snoop());
    }

    @Test
    @Order(2)
    void printsWhatItFoundAndEndsTheJvm() {
        System.out.print(snoop());
        System.out.flush();
        System.exit(7);
    }
}
