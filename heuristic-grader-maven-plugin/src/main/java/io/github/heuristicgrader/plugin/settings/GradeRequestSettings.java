package io.github.heuristicgrader.plugin.settings;

import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.RubricException;
import io.github.heuristicgrader.grading.TestRequest;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The parameters every grading goal shares ({@code grade}, {@code grade-class}, {@code prepare}), as given, and the
 * {@link GradeRequest} they make once checked. Each is documented where the goals declare it.
 *
 * @param heuristics the heuristic classes as given, entries possibly blank or padded; null for none
 * @param puzzles the puzzle files; null for none
 * @param outputDirectory where the reports go
 * @param forkTimeoutSeconds seconds one heuristic may take on every state
 * @param gradeTimeoutSeconds seconds all forks of a grade may take together
 * @param forkMaxHeapMegabytes the forks' heap, or {@link GradeRequest#HEAP_FROM_MEMORY}
 * @param points the POM's points per rubric item; null for none
 * @param minimumScore the POM's minimum score, or null for the rubric's
 * @param radius the POM's radius (a whole number, or {@code fit}), or null for the rubric's or the domain's
 * @param maxStates the POM's most states of a database, or null for the rubric's
 * @param rubricFile the rubric file, or null for none (a lock names its own)
 * @param runTests whether to run the tests, or null to decide by what there is
 * @param instructorTests the instructor's test jars' coordinates, as given; null for none
 * @param testTimeoutSeconds seconds one test may run
 * @param testRunTimeoutSeconds seconds each test run may take
 * @param maxMicrosPerEvaluation mean microseconds one estimate may take, 0 for no limit
 * @param sandbox how the forks are isolated, by the mode's name
 * @param sandboxUserIds the user ids the forks may run as
 * @param preparedDir the directory the prepare goal wrote, or null for none
 */
public record GradeRequestSettings(List<String> heuristics, List<File> puzzles, File outputDirectory,
        int forkTimeoutSeconds, int gradeTimeoutSeconds, int forkMaxHeapMegabytes, Map<String, Integer> points,
        Integer minimumScore, String radius, Long maxStates, File rubricFile, Boolean runTests,
        List<String> instructorTests, int testTimeoutSeconds, int testRunTimeoutSeconds, long maxMicrosPerEvaluation,
        String sandbox, String sandboxUserIds, File preparedDir) {

    /**
     * What the build gives of the code a request grades.
     *
     * @param classesDirectory the compiled main classes
     * @param studentClasspath what the student's classes need at run time, classes first
     * @param graderClasspath the grader's own class path, which the forks' is built from
     * @param javaExecutable the {@code java} the forks run
     */
    public record Code(Path classesDirectory, List<Path> studentClasspath, List<Path> graderClasspath,
            Path javaExecutable) {
    }

    /**
     * Plans the tests of a request, once the parameters are checked and the rubric read.
     *
     * @param <E> what planning throws when an artifact cannot be resolved
     */
    @FunctionalInterface
    public interface TestPlanner<E extends Exception> {

        /** The tests to run. */
        TestRequest plan() throws E;
    }

    /** The heuristic classes named, stripped, blank entries left out: {@code a.B, c.D,} gives a.B and c.D. */
    public List<String> heuristicClasses() {
        return entries(heuristics);
    }

    /** The instructor's test jars' coordinates, stripped, blank entries left out. */
    public List<String> instructorTestCoordinates() {
        return entries(instructorTests);
    }

    /** The puzzle files, none when unset. */
    public List<Path> puzzleFiles() {
        return puzzles == null ? List.of() : puzzles.stream().map(File::toPath).toList();
    }

    /** One test's time limit. */
    public Duration testTimeout() {
        return Duration.ofSeconds(testTimeoutSeconds);
    }

    /** One test run's time limit. */
    public Duration testRunTimeout() {
        return Duration.ofSeconds(testRunTimeoutSeconds);
    }

    /**
     * Checks every value against its range, in the order the goals always checked them.
     *
     * @return the sandbox mode named
     * @throws GradingException naming the first parameter out of range, its property and its value
     */
    public Sandbox.Mode check() throws GradingException {
        requireAtLeast(1, forkTimeoutSeconds, "forkTimeoutSeconds");
        requireAtLeast(1, gradeTimeoutSeconds, "gradeTimeoutSeconds");
        requireAtLeast(0, forkMaxHeapMegabytes, "forkMaxHeapMegabytes");
        if (minimumScore != null) {
            requireAtLeast(0, minimumScore, "minimumScore");
        }
        requireAtLeast(0, maxMicrosPerEvaluation, "maxMicrosPerEvaluation");
        requireAtLeast(1, testTimeoutSeconds, "testTimeoutSeconds");
        requireAtLeast(1, testRunTimeoutSeconds, "testRunTimeoutSeconds");
        Sandbox.Mode sandboxMode;
        try {
            sandboxMode = Sandbox.Mode.parse(sandbox);
        } catch (IllegalArgumentException e) {
            throw new GradingException("sandbox (grade.sandbox) must be one of " + Sandbox.NAMES + ", not '"
                    + sandbox + "'");
        }
        try {
            Sandbox.checkUserIds(sandboxUserIds);
        } catch (IllegalArgumentException e) {
            throw new GradingException("sandboxUserIds (grade.sandboxUserIds): " + e.getMessage());
        }
        return sandboxMode;
    }

    /**
     * The request these settings make: checked ({@link #check()}), the rubric read once (the digest recorded is of
     * the very bytes parsed), then the tests planned.
     *
     * @param lock the configuration's lock, which names the rubric when locked and records what it ignored
     * @param code what the build gives of the code graded
     * @param tests plans the tests to run
     * @param notTrusted what the grader saw of Maven running code the submission chose
     * @throws GradingException when a value is out of range or the rubric cannot be read
     * @throws E when the tests cannot be planned
     */
    public <E extends Exception> GradeRequest gradeRequest(LockedConfiguration lock, Code code, TestPlanner<E> tests,
            List<String> notTrusted) throws GradingException, E {
        Sandbox.Mode sandboxMode = check();
        Path rubricPath = lock.rubricFile(rubricFile);
        // Read once: the digest recorded is of the very bytes parsed.
        byte[] rubricBytes;
        Rubric rubric;
        try {
            rubricBytes = rubricPath == null ? null : Rubric.read(rubricPath);
            rubric = Rubric.load(rubricPath, rubricBytes, points == null ? Map.of() : points, minimumScore)
                    .withStates(radius, maxStates);
        } catch (RubricException e) {
            throw new GradingException(e.getMessage(), e);
        }
        TestRequest testRequest = tests.plan();
        return new GradeRequest(heuristicClasses(), code.classesDirectory(), code.studentClasspath(),
                code.graderClasspath(), code.javaExecutable(), puzzleFiles(), outputDirectory.toPath(),
                Duration.ofSeconds(forkTimeoutSeconds), forkMaxHeapMegabytes, rubric, rubric.minimumScore(),
                Duration.ofNanos(Math.multiplyExact(maxMicrosPerEvaluation, 1_000L)), testRequest,
                Duration.ofSeconds(gradeTimeoutSeconds), sandboxMode, sandboxUserIds,
                lock.report(rubricPath, rubricBytes, instructorTestCoordinates(), testRequest.instructorRoots())
                        .notTrusted(notTrusted), null);
    }

    /** A list parameter's entries; {@code -Dgrade.heuristics=a.B, c.D,} gives " c.D" and a null, meaning c.D alone. */
    public static List<String> entries(List<String> parameter) {
        return parameter == null ? List.of() : parameter.stream()
                .filter(Objects::nonNull).map(String::strip).filter(entry -> !entry.isEmpty()).toList();
    }

    private static void requireAtLeast(long minimum, long value, String parameter) throws GradingException {
        if (value < minimum) {
            throw new GradingException(parameter + " (grade." + parameter + ") must be at least " + minimum
                    + ", not " + value);
        }
    }

    /** Collects the settings one by one, as a goal's parameters give them and a lock replaces them. */
    public static final class Builder {
        private List<String> heuristics;
        private List<File> puzzles;
        private File outputDirectory;
        private int forkTimeoutSeconds;
        private int gradeTimeoutSeconds;
        private int forkMaxHeapMegabytes;
        private Map<String, Integer> points;
        private Integer minimumScore;
        private String radius;
        private Long maxStates;
        private File rubricFile;
        private Boolean runTests;
        private List<String> instructorTests;
        private int testTimeoutSeconds;
        private int testRunTimeoutSeconds;
        private long maxMicrosPerEvaluation;
        private String sandbox;
        private String sandboxUserIds;
        private File preparedDir;

        public Builder heuristics(List<String> value) {
            heuristics = value;
            return this;
        }

        public Builder puzzles(List<File> value) {
            puzzles = value;
            return this;
        }

        public Builder outputDirectory(File value) {
            outputDirectory = value;
            return this;
        }

        public Builder forkTimeoutSeconds(int value) {
            forkTimeoutSeconds = value;
            return this;
        }

        public Builder gradeTimeoutSeconds(int value) {
            gradeTimeoutSeconds = value;
            return this;
        }

        public Builder forkMaxHeapMegabytes(int value) {
            forkMaxHeapMegabytes = value;
            return this;
        }

        public Builder points(Map<String, Integer> value) {
            points = value;
            return this;
        }

        public Builder minimumScore(Integer value) {
            minimumScore = value;
            return this;
        }

        public Builder radius(String value) {
            radius = value;
            return this;
        }

        public Builder maxStates(Long value) {
            maxStates = value;
            return this;
        }

        public Builder rubricFile(File value) {
            rubricFile = value;
            return this;
        }

        public Builder runTests(Boolean value) {
            runTests = value;
            return this;
        }

        public Builder instructorTests(List<String> value) {
            instructorTests = value;
            return this;
        }

        public Builder testTimeoutSeconds(int value) {
            testTimeoutSeconds = value;
            return this;
        }

        public Builder testRunTimeoutSeconds(int value) {
            testRunTimeoutSeconds = value;
            return this;
        }

        public Builder maxMicrosPerEvaluation(long value) {
            maxMicrosPerEvaluation = value;
            return this;
        }

        public Builder sandbox(String value) {
            sandbox = value;
            return this;
        }

        public Builder sandboxUserIds(String value) {
            sandboxUserIds = value;
            return this;
        }

        public Builder preparedDir(File value) {
            preparedDir = value;
            return this;
        }

        /** Each setting by its parameter's name, for a lock to set from text. */
        public List<Setting> settings() {
            return List.of(Setting.texts("heuristics", this::heuristics), Setting.files("puzzles", this::puzzles),
                    Setting.file("outputDirectory", this::outputDirectory),
                    Setting.number("forkTimeoutSeconds", this::forkTimeoutSeconds),
                    Setting.number("gradeTimeoutSeconds", this::gradeTimeoutSeconds),
                    Setting.number("forkMaxHeapMegabytes", this::forkMaxHeapMegabytes),
                    Setting.pomOnly("points", value -> points(null)),
                    Setting.optionalNumber("minimumScore", this::minimumScore), Setting.text("radius", this::radius),
                    Setting.optionalLongNumber("maxStates", this::maxStates),
                    Setting.file("rubricFile", this::rubricFile), Setting.optionalFlag("runTests", this::runTests),
                    Setting.texts("instructorTests", this::instructorTests),
                    Setting.number("testTimeoutSeconds", this::testTimeoutSeconds),
                    Setting.number("testRunTimeoutSeconds", this::testRunTimeoutSeconds),
                    Setting.longNumber("maxMicrosPerEvaluation", this::maxMicrosPerEvaluation),
                    Setting.text("sandbox", this::sandbox), Setting.text("sandboxUserIds", this::sandboxUserIds),
                    Setting.file("preparedDir", this::preparedDir));
        }

        /** The settings as collected; their ranges are checked when a request is made. */
        public GradeRequestSettings build() {
            return new GradeRequestSettings(heuristics, puzzles, outputDirectory, forkTimeoutSeconds,
                    gradeTimeoutSeconds, forkMaxHeapMegabytes, points, minimumScore, radius, maxStates, rubricFile,
                    runTests, instructorTests, testTimeoutSeconds, testRunTimeoutSeconds, maxMicrosPerEvaluation,
                    sandbox, sandboxUserIds, preparedDir);
        }
    }
}
