package io.github.heuristicgrader.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import edu.example.token.Strip;
import edu.example.token.StripParser;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.BoardParser;
import io.github.heuristicgrader.spi.StudentSide;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** What a domain may declare for the student's JVM. */
class StudentSideTest {

    @Test
    void declaresTheStateTypesPackageAndItsCodeSource() throws URISyntaxException {
        StudentSide side = StudentSide.of(Strip.class, StripParser.class);

        assertEquals(Set.of("edu.example.token"), side.packages());
        assertEquals(Path.of(Strip.class.getProtectionDomain().getCodeSource().getLocation().toURI()),
                side.codeSource());
    }

    @Test
    void refusesADeclarationThatLeavesOutTheStateTypeOrTheParser() {
        assertThrows(IllegalArgumentException.class, () -> new StudentSide(Board.class, StripParser.class,
                packages(Board.class.getPackageName())));
        assertThrows(IllegalArgumentException.class, () -> new StudentSide(Strip.class, String.class,
                packages("edu.example.token", "java.lang")));
    }

    @Test
    void refusesAParserFromAnotherJarThanTheStateType() {
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> new StudentSide(Strip.class, BoardParser.class,
                        packages("edu.example.token", Board.class.getPackageName())));
        assertEquals(true, thrown.getMessage().contains("comes from"), thrown.getMessage());
    }

    private static TreeSet<String> packages(String... names) {
        return new TreeSet<>(List.of(names));
    }
}
