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

    /**
     * The Gradescope kit's placement (kits/common/place-submission.sh) and this one agree, file for file, on the
     * shapes submissions come in: a Maven project one folder down with stray files, and loose files with tests,
     * packages, a byte order mark and macOS debris.
     */
    @Test
    void placesEveryFileWhereTheGradescopeKitPlacesIt() throws Exception {
        Path script = Path.of("..", "kits", "common", "place-submission.sh").toAbsolutePath().normalize();
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(script), "the kit is not beside the module");
        write("maven/repo/pom.xml", "<project/>");
        write("maven/repo/src/main/java/a/b/A.java", "package a.b; class A {}");
        write("maven/repo/src/test/java/a/b/ATest.java", "package a.b; class ATest {}");
        write("maven/repo/notes/Stray.java", "class Stray {}");
        write("loose/MyHeuristic.java", "\uFEFFpackage edu.x;\nclass MyHeuristic {}");
        write("loose/deeper/Helper.java", "class Helper {}");
        write("loose/tests/MyTest.java", "package edu.x;\nimport static org.junit.jupiter.api.Assertions.*;\n"
                + "class MyTest {}");
        write("loose/__MACOSX/._MyHeuristic.java", "junk");
        for (String submission : java.util.List.of("maven", "loose")) {
            Path project = Files.createDirectories(directory.resolve("placed-" + submission));
            Process kit = new ProcessBuilder("bash", script.toString(), directory.resolve(submission).toString(),
                    project.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            assertEquals(0, kit.waitFor());
            java.util.Set<String> byKit = new java.util.TreeSet<>();
            try (var files = Files.walk(project)) {
                files.filter(Files::isRegularFile).forEach(file -> byKit.add(project.relativize(file).toString()
                        .replace(file.getFileSystem().getSeparator(), "/")));
            }
            SubmissionSources sources = SubmissionSources.read(directory.resolve(submission));
            java.util.Set<String> byJava = new java.util.TreeSet<>();
            sources.main().keySet().forEach(file -> byJava.add("src/main/java/" + file));
            sources.test().keySet().forEach(file -> byJava.add("src/test/java/" + file));

            assertEquals(byKit, byJava, submission);
            assertEquals(submission.equals("maven") ? 2 : 3, byKit.size(), submission + ": " + byKit);
        }
    }
}
