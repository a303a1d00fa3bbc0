package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.fork.ForkTestSupport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.fixtures.ThrowingHeuristic;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Stack traces of student code loaded by a {@link StudentClassLoader} in this JVM. */
class StudentStackTraceTest {

    private static final Board CORNERED = Board.parse("11^. 11v. <>.. .... 2...");

    @Test
    void keepsFramesDownToTheStudentsOutermostFrame() throws Exception {
        try (StudentClassLoader loader = new StudentClassLoader(List.of(ForkTestSupport.studentClasses()),
                StudentStackTraceTest.class.getClassLoader(), List.of(Board.class.getPackageName()))) {
            Heuristic<?> heuristic = (Heuristic<?>) loader.loadClass(ThrowingHeuristic.class.getName())
                    .getConstructor().newInstance();
            @SuppressWarnings("unchecked")
            Heuristic<Board> boardHeuristic = (Heuristic<Board>) heuristic;

            IllegalStateException thrown = assertThrows(IllegalStateException.class,
                    () -> boardHeuristic.estimate(CORNERED));

            List<String> lines = StudentStackTrace.of(thrown).lines().toList();
            assertEquals(IllegalStateException.class.getName() + ": the 2×2 piece is cornered", lines.get(0));
            assertEquals("\tat " + ThrowingHeuristic.class.getName() + ".estimate(ThrowingHeuristic.java:"
                    + thrown.getStackTrace()[0].getLineNumber() + ")", lines.get(1));
            assertTrue(lines.stream().skip(1).allMatch(line -> line.startsWith("\tat "
                    + ThrowingHeuristic.class.getName() + ".estimate(")), "down to the bridge method, no further: "
                    + lines);
        }
    }

    @Test
    void cutsAtTheGradersFirstFrameWhenNoStudentFrameIsThereAndKeepsCauses() {
        IllegalStateException thrown = new IllegalStateException("cannot read", new IOException("disk on fire"));

        String trace = StudentStackTrace.of(thrown);

        assertEquals(IllegalStateException.class.getName() + ": cannot read\nCaused by: "
                + IOException.class.getName() + ": disk on fire", trace);
    }

    @Test
    void shortensVeryLongMessages() {
        String headline = StudentStackTrace.headline(new IllegalArgumentException("x".repeat(10_000)));

        assertTrue(headline.length() < StudentStackTrace.MAX_MESSAGE + 100, headline);
        assertTrue(headline.endsWith("(10000 characters)"), headline);
    }
}
