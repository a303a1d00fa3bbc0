package io.github.heuristicgrader.plugin.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.result.CompilerMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loose sources: found wherever a student uploaded them, each told where its package puts it. */
class SourceLayoutTest {

    @TempDir
    Path project;

    private Path write(String file, String text) throws IOException {
        Path path = project.resolve(file);
        Files.createDirectories(path.getParent());
        return Files.writeString(path, text);
    }

    @Test
    void aMainRootWithAJavaFileAtAnyDepthHoldsSources() throws IOException {
        Path root = project.resolve("src/main/java");
        assertFalse(SourceLayout.holdsSources(List.of(root)), "a missing root holds nothing");
        write("src/main/java/a/b/README.txt", "not a source");
        assertFalse(SourceLayout.holdsSources(List.of(root)));
        write("src/main/java/a/b/C.java", "package a.b; class C {}");
        assertTrue(SourceLayout.holdsSources(List.of(root)));
    }

    @Test
    void namesEachLooseFileAndWhereItsPackagePutsIt() throws IOException {
        write("Manhattan.java", "// package wrong.one;\n/* package wrong.two; */\npackage  student . heuristics ;\n");
        write("src/Blocked.java", "public class Blocked {}");
        write("src/test/java/student/BlockedTest.java", "package student;");
        write("target/generated/Gen.java", "package gen;");
        write(".git/Old.java", "package old;");

        List<CompilerMessage> messages = SourceLayout.misplaced(project, project.resolve("src/main/java"),
                List.of(project.resolve("src/test/java"), project.resolve("target")));

        assertEquals(List.of(
                new CompilerMessage("Manhattan.java", null, null, "not compiled: Maven compiles main sources from"
                        + " src/main/java only; move this file to src/main/java/student/heuristics/Manhattan.java"),
                new CompilerMessage("src/Blocked.java", null, null, "not compiled: Maven compiles main sources from"
                        + " src/main/java only; move this file to src/main/java/Blocked.java (it has no package"
                        + " line)")), messages);
    }

    @Test
    void aProjectWithoutAnyJavaFileGetsOneMessageNamingNoFile() throws IOException {
        write("README.md", "nothing here");

        List<CompilerMessage> messages = SourceLayout.misplaced(project, project.resolve("src/main/java"),
                List.of());

        assertEquals(1, messages.size());
        assertEquals(null, messages.get(0).file());
        assertTrue(messages.get(0).message().startsWith("no .java file in src/main/java nor anywhere else"),
                messages.get(0).message());
    }

    @Test
    void namesAtMostSoManyFilesAndCountsTheRest() throws IOException {
        for (int i = 0; i < SourceLayout.FILES_NAMED + 3; i++) {
            write(String.format("loose/F%03d.java", i), "package p;");
        }

        List<CompilerMessage> messages = SourceLayout.misplaced(project, project.resolve("src/main/java"),
                List.of());

        assertEquals(SourceLayout.FILES_NAMED + 1, messages.size());
        assertEquals("loose/F000.java", messages.get(0).file());
        assertEquals("and 3 more .java files outside src/main/java", messages.get(messages.size() - 1).message());
    }
}
