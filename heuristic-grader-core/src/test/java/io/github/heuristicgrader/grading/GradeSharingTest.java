package io.github.heuristicgrader.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.heuristicgrader.database.DomainDatabase;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.rubric.Rubric;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class GradeSharingTest {

    private static final TokenDomain DOMAIN = new TokenDomain(TokenDomain.DEFAULT_CELLS);

    /** Makes a new domain grading (no state space needed to tell one from another) and counts the makings. */
    private static GradeSharing.DomainDatabaseMaker counting(AtomicInteger made) {
        return () -> {
            made.incrementAndGet();
            return new DomainDatabase(DOMAIN, null, null, null);
        };
    }

    /** The gradings {@code sharing} gives when asked twice for the same domain (by name), starts and rubric. */
    private static List<DomainDatabase> askedTwice(GradeSharing sharing, Rubric rubric, AtomicInteger made)
            throws GradingException {
        return List.of(sharing.domainDatabase(DOMAIN, Map.of(), rubric, counting(made)),
                sharing.domainDatabase(new TokenDomain(TokenDomain.DEFAULT_CELLS), Map.of(), rubric, counting(made)));
    }

    @Test
    void acrossGradesMakesADomainDatabaseOnceForTheSameDomainStartsAndRubric() throws GradingException {
        GradeSharing sharing = GradeSharing.acrossGrades();
        AtomicInteger made = new AtomicInteger();
        List<DomainDatabase> given = askedTwice(sharing, Rubric.standard(), made);
        assertSame(given.get(0), given.get(1));
        assertEquals(1, made.get());
        DomainDatabase otherRubric = sharing.domainDatabase(DOMAIN, Map.of(), Rubric.standard(), counting(made));
        assertNotSame(given.get(0), otherRubric, "a rubric equal only to itself makes its own");
        assertEquals(2, made.get());
    }

    @Test
    void noneMakesEveryDomainDatabaseAnew() throws GradingException {
        AtomicInteger made = new AtomicInteger();
        List<DomainDatabase> given = askedTwice(GradeSharing.none(), Rubric.standard(), made);
        assertNotSame(given.get(0), given.get(1));
        assertEquals(2, made.get());
    }

    @Test
    void neitherKeepsASandboxThatIsNotBubblewrap() {
        for (GradeSharing sharing : List.of(GradeSharing.none(), GradeSharing.acrossGrades())) {
            AtomicInteger detected = new AtomicInteger();
            List<Object> foundWith = List.of(Sandbox.Mode.OFF, Path.of("java"));
            for (int grade = 0; grade < 2; grade++) {
                sharing.sandbox(foundWith, () -> {
                    detected.incrementAndGet();
                    return Sandbox.off();
                });
            }
            assertEquals(2, detected.get(), "a fallback depends on the student's folders: found per grade");
        }
    }
}
