package io.github.heuristicgrader.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.Domain;
import io.github.heuristicgrader.domain.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.report.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuiteTest {

    private static final String HENG_DAO_LI_MA = "2113\n2113\n4556\n4776\n7007\n";

    @TempDir
    Path directory;

    @Test
    void readsAPuzzleFileThatStartsWithAUtf8ByteOrderMark() throws IOException, GradingException {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        Path plain = Files.writeString(directory.resolve("plain.txt"), HENG_DAO_LI_MA);
        Path marked = directory.resolve("marked.txt");
        // What Windows Notepad writes when told to save as UTF-8 with BOM.
        Files.write(marked, concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                HENG_DAO_LI_MA.getBytes(StandardCharsets.UTF_8)));

        Map<String, Long> starts = Suite.starts(List.of(puzzle), List.of(plain, marked)).get(puzzle);

        assertEquals(starts.get("plain"), starts.get("marked"));
    }

    @Test
    void givesEachPuzzleFileToTheFirstDomainWhoseParseAcceptsIt() throws IOException, GradingException {
        HuarongdaoPuzzle huarongdao = HuarongdaoPuzzle.standard();
        TokenDomain token = new TokenDomain(TokenDomain.DEFAULT_CELLS);
        Path board = Files.writeString(directory.resolve("board.txt"), HENG_DAO_LI_MA);
        Path strip = Files.writeString(directory.resolve("strip.txt"), "..x..x......\n");

        Map<Domain, Map<String, Long>> starts = Suite.starts(List.of(huarongdao, token), List.of(board, strip));

        assertEquals(huarongdao.parse(HENG_DAO_LI_MA), starts.get(huarongdao).get("board"));
        assertEquals(token.parse("..x..x......"), starts.get(token).get("strip"));
        assertFalse(starts.get(huarongdao).containsKey("strip"));
        assertFalse(starts.get(token).containsKey("board"));
        assertEquals(List.of("far right", "strip"), List.copyOf(starts.get(token).keySet()), "classics first");

        Path neither = Files.writeString(directory.resolve("neither.txt"), "xx");
        GradingException e = assertThrows(GradingException.class,
                () -> Suite.starts(List.of(huarongdao, token), List.of(neither)));
        assertTrue(e.getMessage().startsWith("puzzle file " + neither + ": huarongdao: "), e.getMessage());
        assertTrue(e.getMessage().contains("; token: "), e.getMessage());
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = new byte[first.length + second.length];
        System.arraycopy(first, 0, both, 0, first.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    @Test
    void estimatesEqualToTheBaselineGetWhatTheirOwnSearchWouldFind() throws GradingException {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = StateSpace.of(puzzle);
        Map<String, Long> starts = Suite.starts(List.of(puzzle), List.of()).get(puzzle);
        Suite suite = Suite.of(space, Estimates.of(space, puzzle.baseline()), starts);
        // The same values in another table, as a student's Manhattan heuristic gives them.
        Estimates copy = Estimates.of(suite.baseline().values().clone());
        List<PuzzleEffort> efforts = suite.effort(copy);
        int i = 0;
        for (long layout : starts.values()) {
            int start = space.stateOf(layout);
            SearchEffort own = new AStar(space).search(start, copy, ForcedExpansions.from(space, start));
            PuzzleEffort effort = efforts.get(i++);
            assertEquals(own, new SearchEffort(true, effort.cost(), effort.optimal(), effort.expanded(),
                    effort.generated(), effort.fBelowOptimal(), effort.fAtMostOptimal()), effort.puzzle());
        }
        assertEquals(starts.size(), i);
    }
}
