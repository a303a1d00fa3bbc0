package io.github.heuristicgrader.classgrading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TemplateSourcesTest {

    @TempDir
    Path directory;

    private Path template() throws Exception {
        Path main = directory.resolve("template/src/main/java");
        Files.createDirectories(main.resolve("student"));
        Files.writeString(main.resolve("student/Left.java"), "package student; public class Left {}");
        Files.writeString(main.resolve("student/Same.java"), "package student; public class Same {}");
        Files.writeString(main.resolve("student/Mine.java"), "package student; public class Mine {}");
        return main;
    }

    @Test
    void theTemplatesClassesAreThoseTheSubmissionLeftOutOrSentUnchanged() throws Exception {
        Map<String, byte[]> submitted = Map.of(
                "student/Same.java", "package student; public class Same {}".getBytes(StandardCharsets.UTF_8),
                "student/Mine.java", "package student; public class Mine { int x; }".getBytes(StandardCharsets.UTF_8),
                "student/Notes.java", "class Notes {}".getBytes(StandardCharsets.UTF_8));

        assertEquals(List.of("student.Left", "student.Same"), TemplateSources.unchanged(template(), submitted::get));
    }

    @Test
    void aPlacedProjectsFilesWithTheTemplatesBytesAreTheTemplates() throws Exception {
        Path template = template();
        Path project = directory.resolve("project/src/main/java");
        Files.createDirectories(project.resolve("student"));
        Files.copy(template.resolve("student/Left.java"), project.resolve("student/Left.java"));
        Files.writeString(project.resolve("student/Mine.java"), "package student; public class Mine { int x; }");

        assertEquals(List.of("student.Left", "student.Same"), TemplateSources.unchangedIn(template, project));
    }

    @Test
    void noTemplateLeavesNothingTheTemplates() throws Exception {
        assertEquals(List.of(), TemplateSources.unchanged(null, path -> null));
        assertEquals(List.of(), TemplateSources.unchanged(directory.resolve("missing"), path -> null));
    }
}
