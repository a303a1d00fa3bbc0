package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fork.ClassDataArchives.Kind;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ClassDataPreparation} with real JVMs: the archives it writes are used by a test JVM and a worker, which
 * give the results they give without them, print nothing about the archives, and cannot write them from inside the
 * sandbox.
 */
class ClassDataPreparationTest {

    /** A test that tries to overwrite the archive its JVM was started with, and passes only when it cannot. */
    private static final String POISONER = """
            package sample;

            import java.lang.management.ManagementFactory;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import java.nio.file.StandardOpenOption;
            import org.junit.jupiter.api.Assertions;
            import org.junit.jupiter.api.Test;

            public class PoisonerTest {
                @Test
                void archiveCannotBeWritten() throws Exception {
                    String archive = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                            .filter(option -> option.startsWith("-XX:SharedArchiveFile="))
                            .map(option -> option.substring(option.indexOf('=') + 1)).findFirst().orElseThrow();
                    boolean written;
                    try {
                        Files.write(Path.of(archive), new byte[] {0x42}, StandardOpenOption.WRITE);
                        written = true;
                    } catch (Exception e) {
                        written = false;
                    }
                    Assertions.assertFalse(written, "the archive " + archive + " was writable");
                }
            }
            """;

    @TempDir
    static Path temporary;

    private static Path prepared;
    private static final List<String> said = new ArrayList<>();

    @BeforeAll
    static void prepare() throws IOException {
        Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path trusted = Files.createDirectory(temporary.resolve("trusted"));
        ForkTestSupport.copyClasses(trusted, io.github.heuristicgrader.fixtures.ZeroHeuristic.class);
        prepared = Files.createDirectory(temporary.resolve("prepared"));
        said.addAll(ClassDataPreparation.prepare(prepared, new ClassDataPreparation.Request(ForkTestSupport.java(),
                ForkTestSupport.graderClasspath(), TestFixtures.junitJars(), trusted, List.of(trusted),
                ForkTestSupport.HEAP_MEGABYTES, Duration.ofSeconds(60)), line -> { }));
    }

    @Test
    void writesBothArchivesTheManifestAndTheStableWorkerJar() {
        Path classData = prepared.resolve(ClassDataArchives.DIRECTORY);
        for (String name : List.of(Kind.TEST_JVM.archiveName(), Kind.WORKER.archiveName(), ClassDataManifest.FILE,
                WorkerClasspath.JAR_NAME)) {
            assertTrue(Files.isRegularFile(classData.resolve(name)), name + ": " + said);
        }
        assertEquals(2, said.size(), said::toString);
    }

    @Test
    void testJvmRunsTestsWithTheArchiveAndPrintsNothingAboutIt() throws IOException {
        List<String> log = new ArrayList<>();
        ClassDataArchives archives = ClassDataArchives.open(prepared, ForkTestSupport.java(), List.of(), log::add);
        assertTrue(archives.inUse(), log::toString);
        Path tests = TestFixtures.compile(temporary.resolve("passing"), Map.of("sample.PassingTest", """
                package sample;
                class PassingTest {
                    @org.junit.jupiter.api.Test
                    void passes() {
                        System.out.println("hello from the test");
                    }
                }
                """));
        List<Path> classpath = new ArrayList<>(List.of(archives.workerJar(ForkTestSupport.workerClasspath().get(0))));
        classpath.add(tests);
        classpath.addAll(TestFixtures.junitJars());
        Path work = Files.createDirectories(temporary.resolve("work-passing"));

        TestRun run = new TestLauncher(Sandbox.off(), ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(30), Duration.ofSeconds(60), work, archives).runProjectTests(classpath,
                        List.of(tests), work);

        assertEquals(TestRun.Outcome.COMPLETED, run.outcome(), run.outputTail());
        assertEquals(TestRun.Status.SUCCESSFUL, run.tests().get(0).status());
        String output = run.outputTail() == null ? "" : run.outputTail();
        assertTrue(output.contains("hello from the test"), output);
        assertFalse(output.toLowerCase().contains("cds") || output.contains("archive"), output);
        String arguments = Files.readString(onlyRunDirectory(work).resolve("java.args"));
        assertTrue(arguments.contains("\"-XX:SharedArchiveFile=" + prepared.resolve("class-data/test-jvm.jsa")
                + "\""), arguments);
    }

    @Test
    void workerGivesTheSameValuesWithTheArchive() throws IOException {
        ClassDataArchives archives = ClassDataArchives.open(prepared, ForkTestSupport.java(), List.of(), line -> { });
        Path classes = Files.createDirectories(temporary.resolve("student"));
        ForkTestSupport.copyClasses(classes, io.github.heuristicgrader.fixtures.ZeroHeuristic.class);
        String zero = io.github.heuristicgrader.fixtures.ZeroHeuristic.class.getName();
        List<Path> workerJar = List.of(archives.workerJar(ForkTestSupport.workerClasspath().get(0)));
        Path work = Files.createDirectories(temporary.resolve("work-worker"));

        Evaluation with = new WorkerLauncher(Sandbox.off(), ForkTestSupport.java(), workerJar,
                ForkTestSupport.HEAP_MEGABYTES, Duration.ofSeconds(60), work).usingClassData(archives)
                .evaluate(zero, List.of(classes), Domains.open("huarongdao"));
        Evaluation without = ForkTestSupport.launcher(work, Duration.ofSeconds(60)).evaluate(zero, List.of(classes),
                Domains.open("huarongdao"));

        assertEquals(Evaluation.Status.COMPLETED, with.status(), with.outputTail());
        assertArrayEquals(without.estimates().values(), with.estimates().values());
        assertTrue(with.outputTail() == null || with.outputTail().isBlank(), with.outputTail());
    }

    @Test
    void sandboxedTestCannotWriteTheArchive() throws IOException {
        Sandbox sandbox = Sandbox.detect(Sandbox.Mode.AUTO, ForkTestSupport.java(), System.getenv("PATH"));
        assumeTrue(sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP, sandbox::describe);
        ClassDataArchives archives = ClassDataArchives.open(prepared, ForkTestSupport.java(), List.of(), line -> { });
        Path archive = prepared.resolve("class-data").resolve(Kind.TEST_JVM.archiveName());
        byte[] before = Files.readAllBytes(archive);
        Path tests = TestFixtures.compile(temporary.resolve("poisoner"), Map.of("sample.PoisonerTest", POISONER));
        List<Path> classpath = new ArrayList<>(List.of(archives.workerJar(ForkTestSupport.workerClasspath().get(0))));
        classpath.add(tests);
        classpath.addAll(TestFixtures.junitJars());
        Path work = Files.createDirectories(temporary.resolve("work-poisoner"));

        TestRun run = new TestLauncher(sandbox, ForkTestSupport.java(), ForkTestSupport.HEAP_MEGABYTES,
                Duration.ofSeconds(30), Duration.ofSeconds(60), work, archives).runProjectTests(classpath,
                        List.of(tests), work);

        assertEquals(TestRun.Status.SUCCESSFUL, run.tests().get(0).status(), run.tests().get(0).failure());
        assertArrayEquals(before, Files.readAllBytes(archive));
    }

    @Test
    void jvmStaysSilentAboutAnArchiveOfAnotherJdk() throws IOException, InterruptedException {
        // What a grade would print if the manifest check were passed by: JDK 25 given JDK 17's archive.
        Path other = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        assumeTrue(Files.isExecutable(other) && !ClassDataManifest.javaHome(other)
                .equals(ClassDataManifest.javaHome(ForkTestSupport.java())), "a second JDK");
        Path archive = prepared.resolve("class-data").resolve(Kind.TEST_JVM.archiveName());

        String quiet = output(other, ClassDataArchives.options(archive));
        String loud = output(other, List.of("-XX:SharedArchiveFile=" + archive));

        assertTrue(loud.contains("[cds"), "the JDK no longer complains without the options: " + loud);
        assertFalse(quiet.contains("cds") || quiet.contains("archive"), quiet);
    }

    @Test
    void jvmStaysSilentAboutAnArchiveWhoseClassPathNoLongerFits() throws IOException, InterruptedException {
        // What JDK 17 prints by default when the class path lacks the archive's jars, or one changed.
        Path archive = prepared.resolve("class-data").resolve(Kind.TEST_JVM.archiveName());
        List<String> otherClasspath = List.of("-cp", temporary.toString());

        List<String> quiet = new ArrayList<>(ClassDataArchives.options(archive));
        quiet.addAll(otherClasspath);
        List<String> loud = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + archive));
        loud.addAll(otherClasspath);

        assertTrue(output(ForkTestSupport.java(), loud).contains("cds"),
                "the JDK no longer complains without the options");
        String silent = output(ForkTestSupport.java(), quiet);
        assertFalse(silent.contains("cds") || silent.contains("archive"), silent);
    }

    private static String output(Path java, List<String> options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        command.addAll(options);
        command.add("-version");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        return output;
    }

    private static Path onlyRunDirectory(Path work) throws IOException {
        try (var runs = Files.list(work)) {
            return runs.filter(path -> path.getFileName().toString().startsWith("tests-")).findFirst().orElseThrow();
        }
    }
}
