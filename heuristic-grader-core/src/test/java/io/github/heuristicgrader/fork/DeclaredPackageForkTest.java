package io.github.heuristicgrader.fork;

import static io.github.heuristicgrader.fork.ForkTestSupport.assertNoProcessLeft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.fork.Evaluation.Status;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A domain in packages of its own ({@code edu.example.token}, as an instructor's jar would have it) through a real
 * worker JVM whose class path is built from the domain's declaration: the student's heuristics get the domain's
 * states, and a class the student puts into the declared package is never loaded.
 */
class DeclaredPackageForkTest {

    private static final TokenDomain DOMAIN = new TokenDomain(6);

    @TempDir
    Path work;
    @TempDir
    Path student;

    @AfterEach
    void leavesNoProcess() throws InterruptedException {
        assertNoProcessLeft();
    }

    private Evaluation evaluate(String className) throws Exception {
        List<Path> compileAgainst = new ArrayList<>(ForkTestSupport.graderClasspath());
        compileAgainst.add(ForkTestSupport.studentClasses());
        TestFixtures.compile(student, Map.of(
                "student.StripLength", "package student; import edu.example.token.Strip;"
                        + " public class StripLength implements io.github.heuristicgrader.api.Heuristic<Strip> {"
                        + " public int estimate(Strip strip) { return strip.toString().indexOf('x') > 1 ? 1 : 0; } }",
                "edu.example.token.Peek", "package edu.example.token;"
                        + " public final class Peek { public static int cells(Strip strip) { return 0; } }",
                "student.PackageIntruder", "package student; import edu.example.token.Strip;"
                        + " public class PackageIntruder implements io.github.heuristicgrader.api.Heuristic<Strip> {"
                        + " public int estimate(Strip strip) { return edu.example.token.Peek.cells(strip); } }"),
                compileAgainst);
        List<Path> workerClasspath = new WorkerClasspath().of(ForkTestSupport.graderClasspath(), work,
                DOMAIN.studentSide());
        WorkerLauncher launcher = new WorkerLauncher(ForkTestSupport.java(), workerClasspath,
                ForkTestSupport.HEAP_MEGABYTES, Duration.ofSeconds(30), work.resolve("forks"));
        // The student's class path holds the domain's classes too, as a student's build would.
        return launcher.evaluate(className, List.of(student, ForkTestSupport.studentClasses()), DOMAIN);
    }

    @Test
    void gradesAHeuristicOnTheDeclaredStateType() throws Exception {
        Evaluation evaluation = evaluate("student.StripLength");

        assertEquals(Status.COMPLETED, evaluation.status(), evaluation::toString);
        assertEquals(0, evaluation.failedStates(), evaluation::toString);
        assertEquals(DOMAIN.states().length, evaluation.estimates().values().length);
    }

    @Test
    void refusesAStudentClassInTheDeclaredPackage() throws Exception {
        Evaluation evaluation = evaluate("student.PackageIntruder");

        assertEquals(Status.COMPLETED, evaluation.status(), evaluation::toString);
        assertEquals(DOMAIN.states().length, evaluation.failedStates(), "no state reached the student's Peek");
        assertTrue(evaluation.firstFailure().contains("NoClassDefFoundError")
                && evaluation.firstFailure().contains("edu/example/token/Peek"), evaluation.firstFailure());
    }
}
