package io.github.heuristicgrader.plugin.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.result.CompilerMessage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compiler plugin's long message, as {@code CompilationFailureException} spells it, read into messages. */
class CompilerOutputTest {

    private static final Path BASEDIR = Path.of("/submission");

    @Test
    void readsFileLineColumnAndKeepsTheSymbolAndLocationLinesWithTheirMessage() {
        String longMessage = """
                /submission/src/main/java/student/Blocked.java:[11,20] cannot find symbol
                  symbol:   class ManhatanHeuristic
                  location: class student.Blocked
                /submission/src/main/java/student/Blocked.java:[12,9] ';' expected
                """;

        assertEquals(List.of(
                new CompilerMessage("src/main/java/student/Blocked.java", 11, 20,
                        "cannot find symbol\n  symbol:   class ManhatanHeuristic\n  location: class student.Blocked"),
                new CompilerMessage("src/main/java/student/Blocked.java", 12, 9, "';' expected")),
                CompilerOutput.parse(longMessage, BASEDIR));
    }

    @Test
    void aLineWithoutColumnKeepsTheLineAndWindowsLineEndsAreLineEnds() {
        assertEquals(List.of(new CompilerMessage("src/test/java/T.java", 3, null, "class, interface, enum, or record"
                + " expected\nsecond line")), CompilerOutput.parse(
                        "/submission/src/test/java/T.java:[3] class, interface, enum, or record expected\r\n"
                                + "second line\r\n", BASEDIR));
    }

    @Test
    void aMessageNamingNoFileIsAMessageOfItsOwn() {
        assertEquals(List.of(new CompilerMessage(null, null, null, "Source option 5 is no longer supported. Use 8 or"
                + " later.")), CompilerOutput.parse("Source option 5 is no longer supported. Use 8 or later.\n",
                        BASEDIR));
    }

    @Test
    void aFileOutsideTheProjectKeepsTheCompilersSpellingAndADriveLetterStartsNoMessage() {
        assertEquals(List.of(new CompilerMessage("/elsewhere/Gen.java", 1, 2, "x"),
                new CompilerMessage("C:\\work\\src\\A.java", 5, 6, "y")),
                CompilerOutput.parse("/elsewhere/Gen.java:[1,2] x\nC:\\work\\src\\A.java:[5,6] y", BASEDIR));
    }

    @Test
    void noTextGivesNoMessage() {
        assertEquals(List.of(), CompilerOutput.parse(null, BASEDIR));
        assertEquals(List.of(), CompilerOutput.parse("\n\n", BASEDIR));
    }
}
