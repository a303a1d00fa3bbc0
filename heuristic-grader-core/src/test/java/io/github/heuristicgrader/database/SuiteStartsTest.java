package io.github.heuristicgrader.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.LayoutText;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.result.GradeReport.Refusal;
import io.github.heuristicgrader.result.GradeReport.UnreadPuzzleFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuiteStartsTest {

    private static final String HENG_DAO_LI_MA = "2113\n2113\n4556\n4776\n7007\n";

    private static final String WORKED_EXAMPLE = """
            The first floor contains a hydrogen-compatible microchip and a lithium-compatible microchip.
            The second floor contains a hydrogen generator.
            The third floor contains a lithium generator.
            The fourth floor contains nothing relevant.
            """;

    /** The IT whose good puzzle files {@link #theItsPuzzleFilesHaveTheOptimaItsVerifyPins} solves independently. */
    private static final Path IT_PUZZLES = Path.of("..", "it", "puzzle-files-fail-alone", "puzzles");

    @TempDir
    Path directory;

    @Test
    void readsAPuzzleFileThatStartsWithAUtf8ByteOrderMark() throws IOException {
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        Path plain = Files.writeString(directory.resolve("plain.txt"), HENG_DAO_LI_MA);
        Path marked = directory.resolve("marked.txt");
        // What Windows Notepad writes when told to save as UTF-8 with BOM.
        byte[] text = HENG_DAO_LI_MA.getBytes(StandardCharsets.UTF_8);
        byte[] withMark = new byte[text.length + 3];
        withMark[0] = (byte) 0xEF;
        withMark[1] = (byte) 0xBB;
        withMark[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withMark, 3, text.length);
        Files.write(marked, withMark);

        Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(puzzle), List.of(), List.of(plain, marked))
                .of(puzzle);

        assertEquals(starts.get("plain").state(), starts.get("marked").state());
    }

    @Test
    void givesEachPuzzleFileToTheFirstDomainWhoseParseAcceptsIt() throws IOException {
        HuarongdaoPuzzle huarongdao = HuarongdaoPuzzle.standard();
        TokenDomain token = new TokenDomain(TokenDomain.DEFAULT_CELLS);
        Path board = Files.writeString(directory.resolve("board.txt"), HENG_DAO_LI_MA);
        Path strip = Files.writeString(directory.resolve("strip.txt"), "..x..x......\n");

        SuiteStarts starts = SuiteStarts.read(List.of(huarongdao, token), List.of(), List.of(board, strip));

        assertEquals(huarongdao.parse(HENG_DAO_LI_MA), starts.of(huarongdao).get("board").state());
        assertEquals(token.parse("..x..x......"), starts.of(token).get("strip").state());
        assertEquals("strip.txt", starts.of(token).get("strip").file());
        assertFalse(starts.of(huarongdao).containsKey("strip"));
        assertFalse(starts.of(token).containsKey("board"));
        assertEquals(List.of("far right", "strip"), List.copyOf(starts.of(token).keySet()), "classics first");
        assertEquals(List.of(), starts.unread());
    }

    @Test
    void leavesOutEveryFileNoGradedDomainReadsNamingEachDomainsReason() throws IOException {
        HuarongdaoPuzzle huarongdao = HuarongdaoPuzzle.standard();
        TokenDomain token = new TokenDomain(TokenDomain.DEFAULT_CELLS);
        Path first = Files.writeString(directory.resolve("first.txt"), "xx");
        Path good = Files.writeString(directory.resolve("good.txt"), HENG_DAO_LI_MA);
        Path second = Files.writeString(directory.resolve("second.txt"), "shopping list: milk");

        SuiteStarts starts = SuiteStarts.read(List.of(huarongdao, token), List.of(), List.of(first, good, second));

        assertTrue(starts.of(huarongdao).containsKey("good"), "the good file between two bad ones is read");
        assertEquals(List.of("first.txt", "second.txt"), starts.unread().stream().map(UnreadPuzzleFile::file).toList());
        for (UnreadPuzzleFile unread : starts.unread()) {
            assertEquals(List.of("huarongdao", "token"), unread.refusals().stream().map(Refusal::domain).toList());
            unread.refusals().forEach(refusal -> assertFalse(refusal.reason().isBlank(), refusal.toString()));
            assertEquals("no domain graded reads it (huarongdao, token)", unread.reason());
        }
        assertEquals("  huarongdao: " + starts.unread().get(0).refusals().get(0).reason(),
                starts.unread().get(0).lines().get(1));
    }

    @Test
    void saysWhatAFileIsWhenOnlyADomainNotGradedReadsIt() throws IOException {
        HuarongdaoPuzzle huarongdao = HuarongdaoPuzzle.standard();
        Path elevator = Files.writeString(directory.resolve("day11.txt"), WORKED_EXAMPLE);

        SuiteStarts starts = SuiteStarts.read(List.of(huarongdao), List.of(ElevatorPuzzle.standard()),
                List.of(elevator));

        UnreadPuzzleFile unread = starts.unread().get(0);
        assertEquals("day11.txt", unread.file());
        assertEquals("it is a facility of the Elevator puzzle (domain elevator), which no heuristic of this grade is"
                + " for; the domains graded are huarongdao", unread.reason());
        assertEquals("huarongdao", unread.refusals().get(0).domain());
        assertEquals("Puzzle file day11.txt left out of the suite: " + unread.reason(), unread.lines().get(0));
    }

    @Test
    void leavesOutAFileThatCannotBeRead() {
        HuarongdaoPuzzle huarongdao = HuarongdaoPuzzle.standard();

        SuiteStarts starts = SuiteStarts.read(List.of(huarongdao), List.of(),
                List.of(directory.resolve("missing.txt")));

        UnreadPuzzleFile unread = starts.unread().get(0);
        assertEquals("missing.txt", unread.file());
        assertTrue(unread.reason().startsWith("cannot read the file: java.nio.file.NoSuchFileException"),
                unread.reason());
        assertEquals(List.of(), unread.refusals());
    }

    @Test
    void namesAPuzzleByItsTitleCommentAndKeepsItsSource() throws IOException {
        ElevatorPuzzle elevator = ElevatorPuzzle.standard();
        Path file = Files.writeString(directory.resolve("aoc-2016-11.txt"), "# Title:  Worked example, as printed \n"
                + "  # source: https://adventofcode.com/2016/day/11\n"
                + "# any other comment is ignored\n" + WORKED_EXAMPLE);

        SuiteStarts.Start start = SuiteStarts.read(List.of(elevator), List.of(), List.of(file)).of(elevator)
                .get("Worked example, as printed");

        assertEquals(elevator.parse(WORKED_EXAMPLE), start.state());
        assertEquals("aoc-2016-11.txt", start.file());
        assertEquals("https://adventofcode.com/2016/day/11", start.source());
    }

    @Test
    void aDomainsMessageCountsLinesAsTheFileDoes() throws IOException {
        ElevatorPuzzle elevator = ElevatorPuzzle.standard();
        Path file = Files.writeString(directory.resolve("bad.txt"), "# title: a bad one\n# source: me\n"
                + "The first floor contains a hydrogen generator.\n");

        UnreadPuzzleFile unread = SuiteStarts.read(List.of(elevator), List.of(), List.of(file)).unread().get(0);

        assertTrue(unread.refusals().get(0).reason().startsWith("line 3: the hydrogen generator has no"),
                unread.refusals().get(0).reason());
    }

    @Test
    void leavesOutAFileWhoseNameIsTaken() throws IOException {
        HuarongdaoPuzzle huarongdao = HuarongdaoPuzzle.standard();
        Path first = Files.writeString(directory.resolve("one.txt"), "# title: Mine\n" + HENG_DAO_LI_MA);
        Path second = Files.writeString(directory.resolve("two.txt"), "# title: Mine\n" + HENG_DAO_LI_MA);
        // An easier start under a classic's name would have its effort stand for the classic's.
        Path classic = Files.writeString(directory.resolve("easy.txt"),
                "# title: 横刀立马\n^<>^\nv..v\n^11^\nv11v\n2222\n");

        SuiteStarts starts = SuiteStarts.read(List.of(huarongdao), List.of(), List.of(first, second, classic));

        assertEquals("one.txt", starts.of(huarongdao).get("Mine").file());
        assertEquals(List.of("two.txt", "easy.txt"), starts.unread().stream().map(UnreadPuzzleFile::file).toList());
        assertEquals(huarongdao.parse(huarongdao.classicStates().get("横刀立马")), starts.of(huarongdao).get("横刀立马")
                .state(), "the classic stays");
        String taken = starts.unread().get(0).reason();
        assertTrue(taken.contains("\"Mine\" (from one.txt)"), taken);
        assertTrue(starts.unread().get(1).reason().contains("a classic layout of the Huarongdao"),
                starts.unread().get(1).reason());
    }

    @Test
    void readsTitleAndSourceOnlyFromCommentLines() {
        SuiteStarts.PuzzleText text = SuiteStarts.PuzzleText.of("\uFEFF# title:\n#source : book\n^11^\r\nv11v");

        assertNull(text.title(), "an empty title names nothing");
        assertEquals("book", text.source());
        assertEquals("\n\n^11^\nv11v", text.body());
    }

    /**
     * The optima {@code it/puzzle-files-fail-alone/verify.groovy} pins, found by breadth-first search over the
     * student API's own moves ({@link Board#successors}, {@link Facility#successors}), which share no code with the
     * grader's state space.
     */
    @Test
    void theItsPuzzleFilesHaveTheOptimaItsVerifyPins() throws IOException {
        Map<String, Integer> pinned = new LinkedHashMap<>();
        pinned.put("crown.txt", 92);
        pinned.put("two-up.txt", 99);
        pinned.put("worked-example.txt", 11);
        pinned.put("compact.txt", 16);
        pinned.put("three-pairs.txt", 13);
        pinned.put("aoc-hand-edited.txt", 61);
        Map<String, Integer> found = new LinkedHashMap<>();
        for (String file : pinned.keySet()) {
            String body = SuiteStarts.PuzzleText.of(Files.readString(IT_PUZZLES.resolve(file))).body();
            boolean layout = !body.toLowerCase().contains("floor") && !body.contains(":");
            found.put(file, layout
                    ? movesToGoal(LayoutText.parse(body), Board::successors, Board::isGoal)
                    : movesToGoal(Facility.parse(body), Facility::successors, Facility::isGoal));
        }
        assertEquals(pinned, found);
    }

    private static <S> int movesToGoal(S start, Function<S, List<S>> successors, Predicate<S> goal) {
        Map<S, Integer> moves = new HashMap<>(Map.of(start, 0));
        ArrayDeque<S> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            S state = queue.poll();
            if (goal.test(state)) {
                return moves.get(state);
            }
            for (S next : successors.apply(state)) {
                if (moves.putIfAbsent(next, moves.get(state) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        return -1;
    }
}
