package io.github.heuristicgrader.plugin.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.grading.TestRequest;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shared settings checked and turned into a grade request, with no Maven at all. */
class GradeRequestSettingsTest {

    @TempDir
    Path temp;

    /** The settings with every default a goal declares. */
    private static GradeRequestSettings.Builder defaults(Path output) {
        return new GradeRequestSettings.Builder().outputDirectory(output.toFile()).forkTimeoutSeconds(120)
                .gradeTimeoutSeconds(GradeRequest.DEFAULT_GRADE_TIMEOUT_SECONDS)
                .forkMaxHeapMegabytes(GradeRequest.HEAP_FROM_MEMORY).testTimeoutSeconds(60)
                .testRunTimeoutSeconds(600).maxMicrosPerEvaluation(0).sandbox("auto")
                .sandboxUserIds(Sandbox.DEFAULT_USER_IDS);
    }

    private LockedConfiguration unlocked() throws GradingException {
        return LockedConfiguration.read(new Properties(), new Properties(), new Properties(), List.of(),
                List.of(temp), List.of(temp), temp);
    }

    @Test
    void makesTheRequestFromTheSettingsTheRubricAndTheBuildsPaths() throws Exception {
        Path rubric = Files.writeString(temp.resolve("rubric.yaml"), "points:\n  admissible: 60\n");
        GradeRequestSettings settings = defaults(temp.resolve("grade")).heuristics(List.of("a.B", " c.D", ""))
                .puzzles(List.of(new File("/p/one.txt"))).forkTimeoutSeconds(30).maxMicrosPerEvaluation(7)
                .points(Map.of("effort", 0)).minimumScore(12).rubricFile(rubric.toFile()).sandbox("off").build();
        GradeRequestSettings.Code code = new GradeRequestSettings.Code(temp.resolve("classes"),
                List.of(temp.resolve("classes")), List.of(temp.resolve("grader.jar")), Path.of("/jdk/bin/java"));

        GradeRequest request = settings.gradeRequest(unlocked(), code,
                () -> TestRequest.notRun("no tests in this request"), List.of());

        assertEquals(List.of("a.B", "c.D"), request.heuristicClasses());
        assertEquals(List.of(Path.of("/p/one.txt")), request.puzzleFiles());
        assertEquals(temp.resolve("grade"), request.outputDirectory());
        assertEquals(Duration.ofSeconds(30), request.forkTimeout());
        assertEquals(Duration.ofNanos(7_000), request.maxTimePerEvaluation());
        assertEquals(Sandbox.Mode.OFF, request.sandbox());
        assertEquals(60, request.rubric().points("admissible"));
        assertEquals(0, request.rubric().points("effort"));
        assertEquals(12, request.minimumScore());
        assertEquals(Path.of("/jdk/bin/java"), request.javaExecutable());
    }

    @Test
    void thePomsRadiusAndMaxStatesWinOverTheRubricFilesAndABadOneIsRefused() throws Exception {
        Path rubric = Files.writeString(temp.resolve("rubric.yaml"), "radius: 20\nmaxStates: 1000\n");
        GradeRequestSettings.Code code = new GradeRequestSettings.Code(temp.resolve("classes"),
                List.of(temp.resolve("classes")), List.of(temp.resolve("grader.jar")), Path.of("/jdk/bin/java"));
        Domain huarongdao = HuarongdaoPuzzle.standard();

        Rubric fromFile = defaults(temp.resolve("grade")).rubricFile(rubric.toFile()).build()
                .gradeRequest(unlocked(), code, () -> TestRequest.notRun("none"), List.of()).rubric();
        Rubric fromPom = defaults(temp.resolve("grade")).rubricFile(rubric.toFile()).radius("12").maxStates(5000L)
                .build().gradeRequest(unlocked(), code, () -> TestRequest.notRun("none"), List.of()).rubric();
        Rubric fitting = defaults(temp.resolve("grade")).radius("fit").build()
                .gradeRequest(unlocked(), code, () -> TestRequest.notRun("none"), List.of()).rubric();

        assertEquals(OptionalInt.of(20), fromFile.radius(huarongdao));
        assertEquals(1000, fromFile.maxStates());
        assertEquals(OptionalInt.of(12), fromPom.radius(huarongdao));
        assertEquals(5000, fromPom.maxStates());
        assertEquals(OptionalInt.of(Rubric.LARGEST_FITTING_RADIUS), fitting.radius(huarongdao));
        for (GradeRequestSettings.Builder wrong : List.of(defaults(temp).radius("far"), defaults(temp).radius("-2"),
                defaults(temp).maxStates(0L))) {
            GradingException refused = assertThrows(GradingException.class, () -> wrong.build()
                    .gradeRequest(unlocked(), code, () -> TestRequest.notRun("none"), List.of()));
            assertTrue(refused.getMessage().startsWith("radius (grade.radius) must be a whole number 0 or more, or"
                    + " fit") || refused.getMessage().equals("maxStates (grade.maxStates) must be 1 or more, not 0"),
                    refused.getMessage());
        }
    }

    @Test
    void refusesEachNumberBelowItsRangeNamingTheParameterAndItsProperty() {
        Path output = temp.resolve("grade");
        Map<String, GradeRequestSettings.Builder> outOfRange = Map.of(
                "forkTimeoutSeconds (grade.forkTimeoutSeconds) must be at least 1, not 0",
                defaults(output).forkTimeoutSeconds(0),
                "gradeTimeoutSeconds (grade.gradeTimeoutSeconds) must be at least 1, not -5",
                defaults(output).gradeTimeoutSeconds(-5),
                "forkMaxHeapMegabytes (grade.forkMaxHeapMegabytes) must be at least 0, not -512",
                defaults(output).forkMaxHeapMegabytes(-512),
                "minimumScore (grade.minimumScore) must be at least 0, not -1", defaults(output).minimumScore(-1),
                "maxMicrosPerEvaluation (grade.maxMicrosPerEvaluation) must be at least 0, not -3",
                defaults(output).maxMicrosPerEvaluation(-3),
                "testTimeoutSeconds (grade.testTimeoutSeconds) must be at least 1, not 0",
                defaults(output).testTimeoutSeconds(0),
                "testRunTimeoutSeconds (grade.testRunTimeoutSeconds) must be at least 1, not 0",
                defaults(output).testRunTimeoutSeconds(0));

        outOfRange.forEach((message, settings) -> assertEquals(message,
                assertThrows(GradingException.class, () -> settings.build().check()).getMessage()));
    }

    @Test
    void refusesAnUnknownSandboxModeAndAUserRangeWithRoot() {
        GradingException mode = assertThrows(GradingException.class,
                () -> defaults(temp).sandbox("strict").build().check());
        GradingException ids = assertThrows(GradingException.class,
                () -> defaults(temp).sandboxUserIds("0-100").build().check());

        assertEquals("sandbox (grade.sandbox) must be one of " + Sandbox.NAMES + ", not 'strict'", mode.getMessage());
        assertTrue(ids.getMessage().startsWith("sandboxUserIds (grade.sandboxUserIds): "), ids.getMessage());
    }

    @Test
    void checksTheRangesBeforeTheTestsArePlanned() {
        GradeRequestSettings settings = defaults(temp).forkTimeoutSeconds(0).build();

        GradingException error = assertThrows(GradingException.class, () -> settings.gradeRequest(unlocked(),
                null, () -> {
                    throw new IllegalStateException("planned tests for a request that cannot be made");
                }, List.of()));

        assertEquals("forkTimeoutSeconds (grade.forkTimeoutSeconds) must be at least 1, not 0", error.getMessage());
    }
}
