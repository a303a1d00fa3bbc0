package io.github.heuristicgrader.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.grading.GradingException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StudentTemplateTest {

    @TempDir
    Path directory;

    private Path project;

    private void solutionProject() throws IOException {
        project = directory.resolve("solution");
        write("pom.xml", "<project></project>\n");
        write("rubric.yaml", "slots: {}\n");
        write("mvnw", "#!/bin/sh\n");
        Files.setPosixFilePermissions(project.resolve("mvnw"), PosixFilePermissions.fromString("rwxr-xr-x"));
        write("src/main/java/p/Worked.java", """
                package p;

                import io.github.heuristicgrader.api.Heuristic;

                /** Write an admissible heuristic. */
                public class Worked implements Heuristic<String> {
                    @Override
                    public int estimate(String state) {
                        return Helper.half(state.length());
                    }
                }
                """);
        write("src/main/java/p/Helper.java", """
                package p;

                final class Helper {
                    static int half(int n) {
                        return n / 2;
                    }
                }
                """);
        write("src/main/java/p/Given.java", """
                package p;

                import io.github.heuristicgrader.api.Heuristic;

                /** Given to students as it is. */
                public class Given implements Heuristic<String> {
                    @Override
                    public int estimate(String state) {
                        return 0;
                    }
                }
                """);
        write("src/test/java/p/WorkedTest.java", "package p;\nclass WorkedTest {\n    int h = new Worked()"
                + ".estimate(\"ab\");\n}\n");
        write("instructor/rubric-locked.yaml", "slots: {}\n");
        write("instructor/hidden/HiddenTest.java", "class HiddenTest {}\n");
        write("target/classes/p/Worked.class", "compiled");
        write(".git/config", "[core]\n");
    }

    private StudentTemplate.Written writeTemplate(List<String> stubs) throws IOException, GradingException {
        return StudentTemplate.write(new StudentTemplate.Plan(project, project.resolve("target/student-template"),
                List.of(project.resolve("target")), List.of("instructor/**"), List.of(project.resolve("src/main/java")),
                stubs, "Heuristic"));
    }

    @Test
    void copiesTheProjectButItsBuildOutputVersionControlAndExcludedFilesAndStubsTheGradedClasses()
            throws Exception {
        solutionProject();

        StudentTemplate.Written written = writeTemplate(List.of("p.Worked", "p.Unwritten"));

        Path template = project.resolve("target/student-template");
        assertEquals(List.of("mvnw", "pom.xml", "rubric.yaml", "src/main/java/p/Given.java",
                "src/main/java/p/Helper.java", "src/test/java/p/WorkedTest.java"), written.copied());
        assertEquals(Map.of(".git/", "version control", "target/", "build output",
                "instructor/hidden/HiddenTest.java", "excluded", "instructor/rubric-locked.yaml", "excluded"),
                written.leftOut());
        assertEquals(List.of("p.Worked"), written.stubbed());
        assertEquals(List.of("p.Unwritten"), written.notInSources());
        String stub = Files.readString(template.resolve("src/main/java/p/Worked.java"));
        assertTrue(stub.contains("/** Write an admissible heuristic. */"), stub);
        assertTrue(stub.contains("throw new UnsupportedOperationException(\"Worked.estimate is not written yet\")"),
                stub);
        assertFalse(stub.contains("Helper.half"), stub);
        assertFalse(Files.exists(template.resolve("instructor")));
        assertFalse(Files.exists(template.resolve(".git")));
        assertTrue(Files.isExecutable(template.resolve("mvnw")));
    }

    @Test
    void stubsEveryHeuristicWhenNoClassIsNamed() throws Exception {
        solutionProject();

        StudentTemplate.Written written = writeTemplate(List.of());

        assertEquals(List.of("p.Given", "p.Worked"), written.stubbed());
    }

    @Test
    void compilesTheStubsAgainstTheApiAndNamesWhatNoLongerCompiles() throws Exception {
        solutionProject();
        writeTemplate(List.of("p.Worked"));
        Path template = project.resolve("target/student-template");
        List<Path> roots = List.of(template.resolve("src/main/java"), template.resolve("src/test/java"));

        assertEquals(List.of(), StudentTemplate.compileErrors(template, roots, List.of(api()), "17"));

        Files.writeString(template.resolve("src/test/java/p/HelperTest.java"),
                "package p;\nclass HelperTest {\n    int h = Worked.secret();\n}\n");
        List<String> errors = StudentTemplate.compileErrors(template, roots, List.of(api()), "17");
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("src/test/java/p/HelperTest.java:3: "), errors.toString());
    }

    @Test
    void refusesAFolderThatWouldCopyItselfOrIsNotEmpty() throws Exception {
        solutionProject();
        Path inside = project.resolve("template");
        GradingException itself = assertThrows(GradingException.class, () -> StudentTemplate.write(
                new StudentTemplate.Plan(project, inside, List.of(project.resolve("target")), List.of(),
                        List.of(project.resolve("src/main/java")), List.of(), "Heuristic")));
        assertTrue(itself.getMessage().contains("would copy itself"), itself.getMessage());

        Path full = Files.createDirectories(directory.resolve("full"));
        Files.writeString(full.resolve("old.txt"), "old");
        GradingException notEmpty = assertThrows(GradingException.class, () -> StudentTemplate.write(
                new StudentTemplate.Plan(project, full, List.of(project.resolve("target")), List.of(),
                        List.of(project.resolve("src/main/java")), List.of(), "Heuristic")));
        assertTrue(notEmpty.getMessage().endsWith("is not empty"), notEmpty.getMessage());
    }

    @Test
    void refusesToLeaveOutAClassItIsToStub() throws Exception {
        solutionProject();

        GradingException thrown = assertThrows(GradingException.class, () -> StudentTemplate.write(
                new StudentTemplate.Plan(project, directory.resolve("out"), List.of(project.resolve("target")),
                        List.of("src/main/java/p/Worked.java"), List.of(project.resolve("src/main/java")),
                        List.of("p.Worked"), "Heuristic")));
        assertTrue(thrown.getMessage().contains("templateExcludes leaves it out"), thrown.getMessage());
    }

    private static Path api() throws URISyntaxException {
        return Path.of(Heuristic.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private void write(String path, String text) throws IOException {
        Path file = project.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
