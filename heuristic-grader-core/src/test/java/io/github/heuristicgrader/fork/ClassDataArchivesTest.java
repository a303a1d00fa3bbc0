package io.github.heuristicgrader.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.fork.ClassDataArchives.Kind;
import io.github.heuristicgrader.fork.ClassDataArchives.Launch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trust and manifest rules of {@link ClassDataArchives}, each attack performed on a prepared directory whose
 * archives are stand-ins (the rules never read an archive's bytes; {@code ClassDataPreparationTest} runs real ones),
 * and the command lines of the forks that use them.
 */
class ClassDataArchivesTest {

    @TempDir
    Path temporary;

    private Path prepared;
    private Path classData;
    private Path stableJar;
    private Path junitJar;
    private final List<String> log = new ArrayList<>();

    @BeforeEach
    void prepare() throws IOException {
        Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rwxr-xr-x"));
        prepared = Files.createDirectory(temporary.resolve("prepared"));
        classData = Files.createDirectory(prepared.resolve(ClassDataArchives.DIRECTORY));
        stableJar = Files.copy(ForkTestSupport.workerClasspath().get(0), classData.resolve(WorkerClasspath.JAR_NAME));
        junitJar = jar(Files.createDirectory(temporary.resolve("repository")).resolve("junit-platform-x.jar"));
        Files.write(classData.resolve(Kind.TEST_JVM.archiveName()), new byte[] {1, 2, 3});
        Files.write(classData.resolve(Kind.WORKER.archiveName()), new byte[] {4, 5, 6});
        ClassDataManifest.write(classData, ForkTestSupport.java(), ClassDataManifest.sha256(stableJar),
                Map.of(Kind.TEST_JVM, List.of(stableJar, junitJar), Kind.WORKER, List.of(stableJar)));
        for (Path path : List.of(prepared, classData)) {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        try (var files = Files.list(classData)) {
            for (Path file : files.toList()) {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
            }
        }
    }

    @Test
    void usesTheArchivesOfATrustedDirectory() throws IOException {
        ClassDataArchives archives = open(List.of(temporary.resolve("project")));

        assertTrue(archives.inUse(), log::toString);
        assertTrue(log.get(0).startsWith("Class-data archives: using " + classData), log::toString);
        assertEquals(stableJar, archives.workerJar(ForkTestSupport.workerClasspath().get(0)));
    }

    @Test
    void putsTheArchiveJarsBeforeTheStudentsClasses() throws IOException {
        ClassDataArchives archives = open(List.of());
        Path studentClasses = temporary.resolve("project/target/test-classes");
        Path launcher = temporary.resolve("repository/junit-platform-launcher.jar");
        archives.workerJar(ForkTestSupport.workerClasspath().get(0));

        Launch launch = archives.launch(Kind.TEST_JVM, List.of(stableJar, launcher, studentClasses, junitJar),
                temporary.resolve("fork"));

        assertEquals(List.of(stableJar, junitJar, launcher, studentClasses), launch.classpath());
        assertEquals(List.of("-Xshare:auto", "-Xlog:cds*=off", "-XX:SharedArchiveFile="
                + classData.resolve(Kind.TEST_JVM.archiveName())), launch.options());
        assertEquals(List.of(classData.resolve(Kind.TEST_JVM.archiveName())), launch.readable());
    }

    @Test
    void leavesAForkWhoseClassPathLacksAnArchiveJarAsItWas() throws IOException {
        ClassDataArchives archives = open(List.of());
        archives.workerJar(ForkTestSupport.workerClasspath().get(0));
        List<Path> classpath = List.of(stableJar, temporary.resolve("other-junit.jar"));

        Launch launch = archives.launch(Kind.TEST_JVM, classpath, temporary.resolve("fork"));

        assertEquals(Launch.without(classpath), launch);
        assertTrue(log.get(log.size() - 1).contains("its class path lacks " + junitJar), log::toString);
    }

    @Test
    void rejectsADirectoryInsideTheSubmission() throws IOException {
        // The attack: the student's project holds a directory of archives, and the grade is pointed at it.
        ClassDataArchives archives = open(List.of(temporary));

        assertRefused(archives, "lies inside " + temporary.toRealPath());
    }

    @Test
    void rejectsADirectoryAboveTheSubmission() throws IOException {
        Path submission = Files.createDirectory(classData.resolve("submission"));

        assertRefused(open(List.of(submission)), "lies above " + submission.toRealPath());
    }

    @Test
    void rejectsAWorldWritableDirectory() throws IOException {
        Files.setPosixFilePermissions(classData, PosixFilePermissions.fromString("rwxrwxrwx"));

        assertRefused(open(List.of()), classData + " is writable by group and others");
    }

    @Test
    void rejectsADirectoryUnderAGroupWritableOne() throws IOException {
        // Whoever can write the directory above can rename the archives' directory and put another in its place.
        Files.setPosixFilePermissions(prepared, PosixFilePermissions.fromString("rwxrwxr-x"));

        assertRefused(open(List.of()), prepared + " is writable by its group");
    }

    @Test
    void rejectsAnArchiveWritableByOthers() throws IOException {
        Path archive = classData.resolve(Kind.TEST_JVM.archiveName());
        Files.setPosixFilePermissions(archive, PosixFilePermissions.fromString("rw-r--rw-"));

        assertRefused(open(List.of()), archive + " is writable by others");
    }

    @Test
    void rejectsAnArchiveThatIsALink() throws IOException {
        Path archive = classData.resolve(Kind.WORKER.archiveName());
        Path elsewhere = Files.write(temporary.resolve("poisoned.jsa"), new byte[] {7});
        Files.delete(archive);
        Files.createSymbolicLink(archive, elsewhere);

        assertRefused(open(List.of()), archive + " is not a regular file");
    }

    @Test
    void rejectsAnArchiveOwnedByAnotherUser() throws IOException {
        assumeTrue(ClassDataTrust.currentUser() == 0, "only root can give a file away");
        Path archive = classData.resolve(Kind.TEST_JVM.archiveName());
        Files.setAttribute(archive, "unix:uid", 61234);

        assertRefused(open(List.of()), archive + " is owned by user 61234");
    }

    @Test
    void rejectsAJarSwappedForOneOfTheSameSizeAndTime() throws IOException {
        // What the JVM checks (size and time) is kept; the bytes are not.
        FileTime time = Files.getLastModifiedTime(junitJar);
        byte[] bytes = Files.readAllBytes(junitJar);
        bytes[bytes.length / 2] ^= 1;
        Files.write(junitJar, bytes);
        Files.setLastModifiedTime(junitJar, time);

        assertRefused(open(List.of()), junitJar + ", a jar of the test-jvm archive, changed since it was made");
    }

    @Test
    void rejectsArchivesOfAnotherJdk() throws IOException {
        Path other = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        assumeTrue(Files.isExecutable(other) && !ClassDataManifest.javaHome(other)
                .equals(ClassDataManifest.javaHome(ForkTestSupport.java())), "a second JDK");

        ClassDataArchives archives = ClassDataArchives.open(prepared, other, List.of(), log::add);

        assertRefused(archives, "they were made by the JDK in " + ClassDataManifest.javaHome(ForkTestSupport.java()));
    }

    @Test
    void rejectsADirectoryWithoutManifest() throws IOException {
        Files.delete(classData.resolve(ClassDataManifest.FILE));

        assertRefused(open(List.of()), "manifest.properties is missing");
    }

    @Test
    void leavesTheArchivesUnusedWithAnotherGradersWorkerJar() throws IOException {
        ClassDataArchives archives = open(List.of());
        Path other = jar(temporary.resolve("another-grader.jar"));

        assertEquals(other, archives.workerJar(other));
        assertEquals(Launch.without(List.of(other)), archives.launch(Kind.WORKER, List.of(other),
                temporary.resolve("fork")));
        assertTrue(log.get(log.size() - 1).contains("made with another grader's worker jar"), log::toString);
    }

    @Test
    void keepsEveryForkAsItWasWithoutArchives() {
        List<Path> classpath = List.of(temporary.resolve("a.jar"), temporary.resolve("classes"));

        assertEquals(Launch.without(classpath), ClassDataArchives.none().launch(Kind.TEST_JVM, classpath,
                temporary.resolve("fork")));
        assertFalse(ClassDataArchives.none().inUse());
    }

    private ClassDataArchives open(List<Path> untrusted) {
        return ClassDataArchives.open(prepared, ForkTestSupport.java(), untrusted, log::add);
    }

    private void assertRefused(ClassDataArchives archives, String reason) {
        assertFalse(archives.inUse());
        assertEquals(1, log.size(), log::toString);
        assertTrue(log.get(0).startsWith("Class-data archives in " + classData + " are not used"), log::toString);
        assertTrue(log.get(0).contains(reason), () -> log.get(0) + "\n  lacks: " + reason);
    }

    private static Path jar(Path file) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(file))) {
            out.putNextEntry(new ZipEntry("x/Y.txt"));
            out.write("a jar of the archive".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return file;
    }
}
