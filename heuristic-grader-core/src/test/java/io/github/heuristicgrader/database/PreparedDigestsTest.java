package io.github.heuristicgrader.database;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.spi.Domain;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The digests the jar carries ({@value PreparedDomains#DIGESTS}) against the data computed from scratch: one per
 * built-in domain at its default settings, graded with the standard rubric and no puzzle files, and no other.
 */
class PreparedDigestsTest {

    private static final List<Domain> BUILT_IN = List.of(ElevatorPuzzle.standard(), HuarongdaoPuzzle.standard());

    @TempDir
    Path dir;

    @Test
    void theJarCarriesTheDigestOfEveryBuiltInDomainAtItsDefaultsAndNoOther() throws StateDatabaseException {
        Map<String, PreparedDomains.Trusted> computed = new TreeMap<>();
        StringBuilder lines = new StringBuilder();
        for (Domain domain : BUILT_IN) {
            Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(domain), List.of(), List.of())
                    .of(domain);
            String key = PreparedDomains.keyOf(domain, starts, Rubric.standard());
            byte[] bytes = PreparedDomains.encode(key, DomainDatabase.build(domain, starts, Rubric.standard()));
            computed.put(key, new PreparedDomains.Trusted(PreparedDomains.sha256(bytes), bytes.length));
            lines.append("# ").append(domain.name()).append('\n').append(key).append('=')
                    .append(PreparedDomains.sha256(bytes)).append(' ').append(bytes.length).append('\n');
        }
        assertEquals(computed, PreparedDomains.shippedDigests(), "the digests are stale; the lines of "
                + PreparedDomains.DIGESTS + " are now:\n" + lines);
    }

    @Test
    void writesWhatTheJarTrustsAndAGradeReadsItBack() throws Exception {
        List<String> log = new ArrayList<>();
        List<Path> written = PreparedDomains.write(dir, Rubric.standard(), List.of(), log::add);

        assertEquals(BUILT_IN.size(), written.size(), String.valueOf(log));
        assertTrue(log.stream().anyMatch(line -> line.contains("(domain token) not prepared: the grader carries no"
                + " digest")), "a domain the jar has no digest for is said and not written: " + log);
        for (Path file : written) {
            assertEquals(dir.resolve(PreparedDomains.DIRECTORY), file.getParent());
        }
        List<String> infos = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        PreparedDomains prepared = PreparedDomains.in(dir, infos::add, warnings::add);
        for (Domain domain : BUILT_IN) {
            Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(domain), List.of(), List.of())
                    .of(domain);
            assertNotNull(prepared.load(domain, starts, Rubric.standard()), domain.name() + ": " + warnings);
        }
        assertEquals(List.of(), warnings);
        try (var files = Files.list(dir.resolve(PreparedDomains.DIRECTORY))) {
            assertEquals(BUILT_IN.size(), files.count(), "no temporary file is left");
        }
    }
}
