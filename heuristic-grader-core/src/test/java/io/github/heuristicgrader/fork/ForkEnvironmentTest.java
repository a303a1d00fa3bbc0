package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.SMALL;
import static io.github.heuristicgrader.fork.ForkTestSupport.attackResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fixtures.AttackingHeuristic;
import io.github.heuristicgrader.fork.Evaluation.Status;
import io.github.heuristicgrader.sandbox.ForkEnvironment;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A heuristic reading what it can of the grader's machine (its environment, its home, its host name) to throw it
 * into the student's report: it finds only what the grader chose to give it, with and without bubblewrap. The
 * surefire configuration sets {@value #CANARY_NAME} for this JVM, as an instructor's shell holds a secret.
 */
class ForkEnvironmentTest {

    static final String CANARY_NAME = "INSTRUCTOR_SECRET_CANARY";

    @TempDir
    Path temporary;

    private Path students;
    private Path work;

    @BeforeEach
    void copyTheAttacker() throws IOException {
        students = Files.createDirectories(temporary.resolve("student-classes"));
        ForkTestSupport.copyClasses(students, AttackingHeuristic.class);
        work = temporary.resolve("grade").resolve("work");
    }

    @Test
    void keepsOnlyTheLocaleAndTimeZoneOfTheGradersEnvironment() {
        Map<String, String> grader = Map.of("AWS_SECRET_ACCESS_KEY", "secret", "JAVA_TOOL_OPTIONS", "-javaagent:x",
                "LD_PRELOAD", "/tmp/x.so", "PATH", "/home/prof/.sdkman/bin:/usr/bin", "HOME", "/home/prof",
                "LANG", "C.UTF-8", "LC_CTYPE", "de_DE.UTF-8", "TZ", "Europe/Berlin", "CLASSPATH", "/home/prof/x");

        Map<String, String> fork = ForkEnvironment.of(grader, Path.of("/work/fork-1"));

        assertEquals(Map.of("PATH", ForkEnvironment.SEARCH_PATH, "HOME", "/work/fork-1", "LANG", "C.UTF-8",
                "LC_CTYPE", "de_DE.UTF-8", "TZ", "Europe/Berlin"), fork);
    }

    @Test
    void givesAPathOfTheSystemsDirectoriesEvenWhenTheGraderHasNone() {
        assertEquals(Map.of("PATH", ForkEnvironment.SEARCH_PATH), ForkEnvironment.of(Map.of(), null));
    }

    @Test
    void replacesTheWholeEnvironmentOfAProcess() {
        ProcessBuilder builder = new ProcessBuilder("true");
        builder.environment().put(CANARY_NAME, "from the shell");

        Map<String, String> started = ForkEnvironment.applyTo(builder, temporary).environment();

        assertFalse(started.containsKey(CANARY_NAME));
        assertEquals(temporary.toString(), started.get("HOME"));
        assertEquals(ForkEnvironment.SEARCH_PATH, started.get("PATH"));
    }

    @Test
    void anUnsandboxedForkFindsNoneOfTheGradersEnvironment() throws IOException {
        assertReadsOnlyWhatTheGraderChose(Sandbox.off());
    }

    @Test
    void aForkInBubblewrapFindsNoneOfTheGradersEnvironmentNorItsHostName() throws IOException {
        Sandbox bubblewrap = bubblewrap();

        Evaluation evaluation = assertReadsOnlyWhatTheGraderChose(bubblewrap, "hostname",
                "read /proc/sys/kernel/hostname", "read /etc/hostname");

        String javasName = attackResult(evaluation, "hostname");
        // Java's lookup of the name finds no address (no network, not in /etc/hosts) and says so, naming it.
        assertTrue(javasName.equals(Sandbox.HOSTNAME) || javasName.startsWith("refused: java.net.UnknownHostException: "
                + Sandbox.HOSTNAME + ":"), javasName);
        assertEquals(Sandbox.HOSTNAME, attackResult(evaluation, "read /proc/sys/kernel/hostname").substring(5)
                .strip());
        assertTrue(attackResult(evaluation, "read /etc/hostname").startsWith("refused"), evaluation::outputTail);
    }

    @Test
    void aForkInBubblewrapReadsNeitherPasswordHashesNorHomes() throws IOException {
        Sandbox bubblewrap = bubblewrap();
        Path graderHome = Path.of(System.getProperty("user.home"));

        Evaluation evaluation = attack(bubblewrap, "read /etc/shadow", "read /etc/ssh", "read /root",
                "read /home", "read " + graderHome);

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertTrue(attackResult(evaluation, "read /etc/shadow").startsWith("refused"), evaluation::outputTail);
        for (String directory : List.of("/etc/ssh", "/root", "/home", graderHome.toString())) {
            String result = attackResult(evaluation, "read " + directory);
            assertTrue(result.equals("entries ") || result.startsWith("refused"),
                    () -> directory + " shows: " + result);
        }
    }

    private Evaluation assertReadsOnlyWhatTheGraderChose(Sandbox sandbox, String... moreAttacks)
            throws IOException {
        assertEquals("canary-3b1f9e", System.getenv(CANARY_NAME), "surefire sets the instructor's secret");
        List<String> attacks = new ArrayList<>(List.of("environment", "getenv " + CANARY_NAME, "getenv HOME",
                "getenv PATH", "property user.home"));
        attacks.addAll(List.of(moreAttacks));

        Evaluation evaluation = attack(sandbox, attacks.toArray(String[]::new));

        assertEquals(Status.COMPLETED, evaluation.status(), () -> evaluation.message(SMALL));
        assertFalse(evaluation.outputTail().contains("canary-3b1f9e"), evaluation::outputTail);
        List<String> names = Arrays.asList(attackResult(evaluation, "environment").split(","));
        // PWD, the working directory, set where the fork is given one (bubblewrap's --chdir, a user of its own).
        assertTrue(names.stream().allMatch(name -> List.of("PATH", "HOME", "LANG", "TZ", "PWD").contains(name)
                || name.startsWith("LC_")), names::toString);
        Path own = forkDirectory();
        assertEquals(own.toString(), attackResult(evaluation, "getenv HOME"));
        assertEquals(own.toString(), attackResult(evaluation, "property user.home"));
        assertEquals(ForkEnvironment.SEARCH_PATH, attackResult(evaluation, "getenv PATH"));
        return evaluation;
    }

    private static Sandbox bubblewrap() {
        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), System.getenv("PATH"));
        if (!"true".equals(System.getenv("CI"))) {
            assumeTrue(sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP, sandbox::describe);
        }
        assertEquals(Sandbox.Isolation.BUBBLEWRAP, sandbox.isolation(), sandbox::describe);
        return sandbox;
    }

    private Evaluation attack(Sandbox sandbox, String... attacks) throws IOException {
        return ForkTestSupport.attack(sandbox, List.of(ForkTestSupport.graderClasses()), work, students, attacks);
    }

    private Path forkDirectory() throws IOException {
        return ForkTestSupport.onlyForkDirectory(work);
    }
}
