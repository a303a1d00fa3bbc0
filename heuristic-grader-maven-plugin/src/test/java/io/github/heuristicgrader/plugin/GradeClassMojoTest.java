package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** grade-class run with no project: what it needs to be given, and what it compiles the students against. */
class GradeClassMojoTest {

    @TempDir
    Path temp;

    @Test
    void refusesSubmissionsWithNeitherProjectNorLockedRubric() throws Exception {
        Path submissions = Files.createDirectories(temp.resolve("submissions").resolve("alice"));
        Path output = temp.resolve("out");
        GradeClassMojo mojo = new GradeClassMojo();
        set(mojo, "submissions", submissions.getParent().toFile());
        set(mojo, "sameBehaviourShare", "0.001");
        set(mojo, "classOutputDirectory", output.toFile());

        MojoExecutionException refused = assertThrows(MojoExecutionException.class, mojo::execute);

        assertTrue(refused.getMessage().contains("with no project, name the instructor's rubric with"
                + " -Dgrade.lockedRubric=FILE"), refused.getMessage());
        assertFalse(Files.exists(output.resolve("students")), "someone was graded");
    }

    @Test
    void refusesACommonFunctionThatIsNoCountOfStudents() throws Exception {
        Path submissions = Files.createDirectories(temp.resolve("submissions").resolve("alice"));
        Path output = temp.resolve("out");
        for (String given : new String[] {"0", "-2", "many", "2.5", ""}) {
            GradeClassMojo mojo = new GradeClassMojo();
            set(mojo, "submissions", submissions.getParent().toFile());
            set(mojo, "sameBehaviourShare", "0.001");
            set(mojo, "commonFunction", given);
            set(mojo, "classOutputDirectory", output.toFile());

            MojoExecutionException refused = assertThrows(MojoExecutionException.class, mojo::execute);

            assertTrue(refused.getMessage().startsWith("grade.commonFunction '" + given + "': a number of students"
                    + " from 1"), refused.getMessage());
            assertFalse(Files.exists(output.resolve("students")), "someone was graded");
        }
    }

    @Test
    void knowsTheJUnitVersionThePluginWasBuiltWith() throws IOException {
        Properties versions = new Properties();
        try (InputStream in = GradeClassMojo.class.getResourceAsStream("standalone.properties")) {
            assertTrue(in != null, "standalone.properties is not on the plugin's class path");
            versions.load(in);
        }

        // Filtered by the build: the parent POM's junit.version, not the expression.
        assertTrue(versions.getProperty("junit.version", "").matches("\\d+\\.\\d+\\.\\d+.*"),
                "junit.version " + versions.getProperty("junit.version"));
    }

    private static void set(Object mojo, String name, Object value) throws ReflectiveOperationException {
        for (Class<?> type = mojo.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                field.set(mojo, value);
                return;
            } catch (NoSuchFieldException e) {
                // Declared further up.
            }
        }
        throw new NoSuchFieldException(name);
    }
}
