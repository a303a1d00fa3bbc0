package io.github.heuristicgrader.submissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SubmissionSourcesTest {

    @TempDir
    Path directory;

    private Path write(String relative, String text) throws Exception {
        Path file = directory.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private Path zip(String name, Map<String, String> entries) throws Exception {
        Path zip = directory.resolve(name);
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream zipped = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> entry : new java.util.TreeMap<>(entries).entrySet()) {
                zipped.putNextEntry(new ZipEntry(entry.getKey()));
                zipped.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zipped.closeEntry();
            }
        }
        return zip;
    }

    @Test
    void takesTheJavaFilesOfAMavenLayoutOneFolderDownAndNothingElse() throws Exception {
        write("alice/repo/pom.xml", "<project/>");
        write("alice/repo/.mvn/maven.config", "-Dx");
        write("alice/repo/src/main/java/student/A.java", "package student; class A {}");
        write("alice/repo/src/test/java/student/ATest.java", "package student; class ATest {}");
        write("alice/repo/src/main/resources/META-INF/services/javax.annotation.processing.Processor", "x.P");
        write("alice/repo/Stray.java", "class Stray {}");

        SubmissionSources sources = SubmissionSources.read(directory.resolve("alice"));

        assertEquals(java.util.Set.of("student/A.java"), sources.main().keySet());
        assertEquals(java.util.Set.of("student/ATest.java"), sources.test().keySet());
        assertEquals(java.util.List.of("left out repo/Stray.java: not under src/main/java or src/test/java"),
                sources.notes());
    }

    @Test
    void placesLooseFilesByTheirPackageAndTestsByTheirJUnitImport() throws Exception {
        write("bob/MyHeuristic.java", "\uFEFFpackage edu.x;\nclass MyHeuristic {}");
        write("bob/tests/MyTest.java", "package edu.x;\nimport org.junit.jupiter.api.Test;\nclass MyTest {}");
        write("bob/__MACOSX/._MyHeuristic.java", "junk");

        SubmissionSources sources = SubmissionSources.read(directory.resolve("bob"));

        assertEquals(java.util.Set.of("edu/x/MyHeuristic.java"), sources.main().keySet());
        assertEquals(java.util.Set.of("edu/x/MyTest.java"), sources.test().keySet());
    }

    @Test
    void followsNoLinkOutOfTheSubmission() throws Exception {
        write("classmate/src/main/java/student/Secret.java", "package student; class Secret {}");
        write("mallory/src/main/java/student/Mine.java", "package student; class Mine {}");
        Files.createSymbolicLink(directory.resolve("mallory/src/main/java/student/Stolen.java"),
                directory.resolve("classmate/src/main/java/student/Secret.java"));
        Files.createSymbolicLink(directory.resolve("mallory/src/main/java/other"),
                directory.resolve("classmate/src/main/java/student"));

        SubmissionSources sources = SubmissionSources.read(directory.resolve("mallory"));

        assertEquals(java.util.Set.of("student/Mine.java"), sources.main().keySet());
    }

    @Test
    void readsAZipsJavaEntriesOnly() throws Exception {
        Path zip = zip("carol.zip", Map.of("export/src/main/java/student/C.java", "package student; class C {}",
                "export/pom.xml", "<project/>"));

        SubmissionSources sources = SubmissionSources.read(zip);

        assertEquals(java.util.Set.of("student/C.java"), sources.main().keySet());
    }

    @Test
    void rejectsAZipEntryThatClimbsOut() throws Exception {
        Path zip = zip("mallory.zip", Map.of("../../alice/src/main/java/student/MyHeuristic.java", "class X {}"));

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip));
        assertTrue(unreadable.getMessage().contains("climbs out"), unreadable.getMessage());
    }

    @Test
    void rejectsAZipWhoseJavaFilesInflateBeyondTheLimit() throws Exception {
        Path zip = directory.resolve("bomb.zip");
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream zipped = new ZipOutputStream(out)) {
            zipped.putNextEntry(new ZipEntry("Big.java"));
            byte[] spaces = new byte[1 << 16];
            java.util.Arrays.fill(spaces, (byte) ' ');
            for (long written = 0; written <= SubmissionSources.MAX_FILE_BYTES; written += spaces.length) {
                zipped.write(spaces);
            }
            zipped.closeEntry();
        }

        assertThrows(SubmissionSources.Unreadable.class, () -> SubmissionSources.read(zip));
    }
}
