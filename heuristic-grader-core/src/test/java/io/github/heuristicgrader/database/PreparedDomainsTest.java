package io.github.heuristicgrader.database;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.RubricException;
import static io.github.heuristicgrader.database.FieldByField.assertSameFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Prepared domain data: read back equal in every field to what is built, and refused, with one line said and the
 * domain built instead, whenever the file is not byte for byte what the grader computes for its key.
 */
class PreparedDomainsTest {

    private static final HuarongdaoPuzzle HUARONGDAO = HuarongdaoPuzzle.standard();
    private static final Map<String, SuiteStarts.Start> HUARONGDAO_STARTS = classics(HUARONGDAO);
    private static final DomainDatabase HUARONGDAO_BUILT = build(HUARONGDAO, HUARONGDAO_STARTS, Rubric.standard());
    private static final String HUARONGDAO_KEY = PreparedDomains.keyOf(HUARONGDAO, HUARONGDAO_STARTS,
            Rubric.standard());
    private static final byte[] HUARONGDAO_BYTES = PreparedDomains.encode(HUARONGDAO_KEY, HUARONGDAO_BUILT);

    @TempDir
    Path dir;

    private final List<String> infos = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();

    private static Map<String, SuiteStarts.Start> classics(Domain domain) {
        return SuiteStarts.read(List.of(domain), List.of(), List.of()).of(domain);
    }

    private static DomainDatabase build(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric) {
        try {
            return DomainDatabase.build(domain, starts, rubric);
        } catch (StateDatabaseException e) {
            throw new AssertionError(e);
        }
    }

    /** Writes {@code bytes} where the data of {@code key} is looked for, and loads with {@code trusted}. */
    private DomainDatabase load(String key, byte[] bytes, Map<String, PreparedDomains.Trusted> trusted, Domain domain,
            Map<String, SuiteStarts.Start> starts, Rubric rubric) throws IOException {
        Path files = Files.createDirectories(dir.resolve(PreparedDomains.DIRECTORY));
        Files.write(files.resolve(key + PreparedDomains.SUFFIX), bytes);
        return new PreparedDomains(files, trusted, infos::add, warnings::add).load(domain, starts, rubric);
    }

    private static Map<String, PreparedDomains.Trusted> trusting(String key, byte[] bytes) {
        return Map.of(key, new PreparedDomains.Trusted(PreparedDomains.sha256(bytes), bytes.length));
    }

    /** Encodes, checks the digest of and loads {@code built}, which must come back equal in every field. */
    private void assertReadBackAsBuilt(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric)
            throws IOException {
        DomainDatabase built = build(domain, starts, rubric);
        String key = PreparedDomains.keyOf(domain, starts, rubric);
        byte[] bytes = PreparedDomains.encode(key, built);
        assertEquals(List.of(), warnings);
        DomainDatabase read = load(key, bytes, trusting(key, bytes), domain, starts, rubric);
        assertNotNull(read, String.valueOf(warnings));
        assertSameFields(built, read);
        assertEquals(built.report(), read.report());
        assertEquals(1, infos.size(), String.valueOf(infos));
        assertArrayEquals(bytes, PreparedDomains.encode(key, build(domain, starts, rubric)),
                "built twice, the same bytes");
    }

    private static void assertArrayEquals(byte[] expected, byte[] actual, String message) {
        assertTrue(Arrays.equals(expected, actual), message);
    }

    @Test
    void readsHuarongdaoBackEqualInEveryFieldToWhatIsBuilt() throws IOException {
        DomainDatabase read = load(HUARONGDAO_KEY, HUARONGDAO_BYTES, trusting(HUARONGDAO_KEY, HUARONGDAO_BYTES),
                HUARONGDAO, HUARONGDAO_STARTS, Rubric.standard());
        assertNotNull(read, String.valueOf(warnings));
        assertSameFields(HUARONGDAO_BUILT, read);
        assertEquals(HUARONGDAO_BUILT.report(), read.report());
        assertEquals(List.of(), warnings);
        assertTrue(infos.get(0).contains("read from"), infos.get(0));
    }

    @Test
    void readsTheElevatorPuzzleBackEqualInEveryFieldToWhatIsBuilt() throws IOException {
        ElevatorPuzzle elevator = ElevatorPuzzle.withMaxPairs(3);
        assertReadBackAsBuilt(elevator, classics(elevator), Rubric.standard());
    }

    @Test
    void readsAWeightedOneWayDomainWithUnsolvableStatesAndPuzzleFilesBackEqualInEveryField()
            throws IOException, StateDatabaseException {
        OneWayGraph graph = new OneWayGraph(22);
        StateSpace space = StateSpace.of(graph);
        Map<String, SuiteStarts.Start> starts = new LinkedHashMap<>();
        int solvableStarts = 0;
        for (long node = 4; node <= OneWayGraph.NODES && starts.size() < 6; node += 37) {
            starts.put("node " + node, new SuiteStarts.Start(node, "node-" + node + ".txt", "drawn"));
            solvableStarts += space.isSolvable(space.stateOf(node)) ? 1 : 0;
        }
        starts.put("trapped", new SuiteStarts.Start(OneWayGraph.TRAP, "trapped.txt", null));
        assertTrue(solvableStarts >= 3, "puzzles with a solution: " + solvableStarts);
        assertFalse(space.unitCosts());
        assertReadBackAsBuilt(graph, starts, Rubric.standard());
        assertEquals(starts.size() - solvableStarts, build(graph, starts, Rubric.standard()).suite().unsolvable()
                .size(), "the trapped puzzle and the drawn ones without solution are left out");
    }

    /** {@code grading} with the distance of {@code state} set to {@code distance}, all else as it is. */
    private static DomainDatabase withDistance(DomainDatabase grading, int state, int distance) {
        StateSpace space = grading.space();
        long[] keys = new long[space.size()];
        int[] firstMove = new int[space.size() + 1];
        int[] distances = new int[space.size()];
        for (int i = 0; i < space.size(); i++) {
            keys[i] = space.key(i);
            firstMove[i + 1] = space.endMove(i);
            distances[i] = i == state ? distance : space.distance(i);
        }
        int[] targets = new int[space.moveCount()];
        Arrays.setAll(targets, space::moveTarget);
        return new DomainDatabase(grading.domain(), StateSpace.restore(grading.domain(), keys, firstMove, targets, null,
                distances), grading.suite(), grading.effortSuite());
    }

    @Test
    void refusesAFileWithOneDistanceChangedAndBuildsInstead() throws IOException, StateDatabaseException {
        StateSpace space = HUARONGDAO_BUILT.space();
        // A layout no suite starts from, one move from a goal: told it is at the goal, a heuristic is judged wrong.
        List<Integer> starts = new ArrayList<>(HUARONGDAO_BUILT.effortSuite().states());
        HUARONGDAO_BUILT.suite().starts().forEach(start -> starts.add(start.state()));
        int nearGoal = 0;
        while (space.distance(nearGoal) != 1 || starts.contains(nearGoal)) {
            nearGoal++;
        }
        // Well formed, of this key, and as long as the real file: only its digest tells it apart.
        byte[] tampered = PreparedDomains.encode(HUARONGDAO_KEY, withDistance(HUARONGDAO_BUILT, nearGoal, 0));
        assertEquals(HUARONGDAO_BYTES.length, tampered.length);
        assertEquals(0, PreparedDomains.decode(tampered, HUARONGDAO_KEY, HUARONGDAO, HUARONGDAO_STARTS).space()
                .distance(nearGoal), "read without the digest, it would be believed");

        assertNull(load(HUARONGDAO_KEY, tampered, trusting(HUARONGDAO_KEY, HUARONGDAO_BYTES), HUARONGDAO,
                HUARONGDAO_STARTS, Rubric.standard()));
        assertEquals(1, warnings.size(), String.valueOf(warnings));
        assertTrue(warnings.get(0).contains("is not what this grader computes"), warnings.get(0));
        assertTrue(warnings.get(0).contains("building it"), warnings.get(0));
    }

    @Test
    void refusesTheFilesOfOtherConfigurationsRenamedToThisKey() throws IOException, StateDatabaseException,
            RubricException {
        // A larger maxStates: the same searches, so a file as long as this key's, but made for another key.
        Rubric larger = Rubric.load(Files.writeString(dir.resolve("a.json"), "{\"maxStates\": 30000000}"),
                Map.of(), null);
        String largerKey = PreparedDomains.keyOf(HUARONGDAO, HUARONGDAO_STARTS, larger);
        byte[] largerBytes = PreparedDomains.encode(largerKey, build(HUARONGDAO, HUARONGDAO_STARTS, larger));
        assertEquals(HUARONGDAO_BYTES.length, largerBytes.length);
        // Other effort distances: other searches.
        Rubric distances = Rubric.load(Files.writeString(dir.resolve("b.json"), "{\"effortDistances\": [20, 40]}"),
                Map.of(), null);
        String distancesKey = PreparedDomains.keyOf(HUARONGDAO, HUARONGDAO_STARTS, distances);
        byte[] distancesBytes = PreparedDomains.encode(distancesKey, build(HUARONGDAO, HUARONGDAO_STARTS, distances));

        for (byte[] other : List.of(largerBytes, distancesBytes)) {
            assertNull(load(HUARONGDAO_KEY, other, trusting(HUARONGDAO_KEY, HUARONGDAO_BYTES), HUARONGDAO,
                    HUARONGDAO_STARTS, Rubric.standard()));
        }
        assertEquals(2, warnings.size(), String.valueOf(warnings));
        assertTrue(warnings.get(0).contains("is not what this grader computes"), warnings.get(0));
        assertTrue(warnings.get(1).contains("bytes, not the " + HUARONGDAO_BYTES.length), warnings.get(1));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> PreparedDomains.decode(largerBytes, HUARONGDAO_KEY, HUARONGDAO, HUARONGDAO_STARTS),
                "past the digest, the file still names the key it was written for");
        assertTrue(refused.getMessage().contains("the file of key " + largerKey), refused.getMessage());
    }

    @Test
    void refusesATruncatedFile() throws IOException {
        byte[] truncated = Arrays.copyOf(HUARONGDAO_BYTES, HUARONGDAO_BYTES.length / 2);
        assertNull(load(HUARONGDAO_KEY, truncated, trusting(HUARONGDAO_KEY, HUARONGDAO_BYTES), HUARONGDAO,
                HUARONGDAO_STARTS, Rubric.standard()));
        assertEquals(1, warnings.size(), String.valueOf(warnings));
        assertTrue(warnings.get(0).contains("cannot use"), warnings.get(0));
    }

    @Test
    void refusesAFifoAtTheNameWithoutWaitingForAWriter() throws Exception {
        Path files = Files.createDirectories(dir.resolve(PreparedDomains.DIRECTORY));
        Path fifo = files.resolve(HUARONGDAO_KEY + PreparedDomains.SUFFIX);
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        PreparedDomains prepared = new PreparedDomains(files, trusting(HUARONGDAO_KEY, HUARONGDAO_BYTES), infos::add,
                warnings::add);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertNull(prepared.load(HUARONGDAO,
                HUARONGDAO_STARTS, Rubric.standard())));
        assertEquals(1, warnings.size(), String.valueOf(warnings));
        assertTrue(warnings.get(0).contains("it is not a regular file"), warnings.get(0));
    }

    @Test
    void refusesAFileOfAnotherFormatVersionEvenWhenItsDigestIsTrusted() throws IOException {
        byte[] future = HUARONGDAO_BYTES.clone();
        assertEquals(PreparedDomains.FORMAT_VERSION, future[4], "the version follows the magic, in one byte");
        future[4]++;
        assertNull(load(HUARONGDAO_KEY, future, trusting(HUARONGDAO_KEY, future), HUARONGDAO, HUARONGDAO_STARTS,
                Rubric.standard()));
        assertEquals(1, warnings.size(), String.valueOf(warnings));
        assertTrue(warnings.get(0).contains("its format is version " + (PreparedDomains.FORMAT_VERSION + 1)),
                warnings.get(0));
    }

    @Test
    void buildsWithOneLineWhenTheGraderCarriesNoDigestForTheKeyOrThereIsNoFile() throws IOException {
        PreparedDomains none = new PreparedDomains(dir, Map.of(), infos::add, warnings::add);
        assertNull(none.load(HUARONGDAO, HUARONGDAO_STARTS, Rubric.standard()));
        assertEquals(1, infos.size());
        assertTrue(infos.get(0).contains("none for the Huarongdao (domain huarongdao)"), infos.get(0));

        PreparedDomains noFile = new PreparedDomains(dir, trusting(HUARONGDAO_KEY, HUARONGDAO_BYTES), infos::add,
                warnings::add);
        assertNull(noFile.load(HUARONGDAO, HUARONGDAO_STARTS, Rubric.standard()));
        assertEquals(1, warnings.size());
        assertTrue(warnings.get(0).contains("there is no such file"), warnings.get(0));
    }

    @Test
    void everySettingTheDataDependsOnChangesTheKey() throws IOException, StateDatabaseException, RubricException {
        Rubric standard = Rubric.standard();
        List<String> keys = new ArrayList<>();
        keys.add(HUARONGDAO_KEY);
        keys.add(PreparedDomains.keyOf(ElevatorPuzzle.standard(), HUARONGDAO_STARTS, standard));
        keys.add(PreparedDomains.keyOf(ElevatorPuzzle.withMaxPairs(3), HUARONGDAO_STARTS, standard));
        keys.add(PreparedDomains.keyOf(HUARONGDAO, HUARONGDAO_STARTS,
                Rubric.load(Files.writeString(dir.resolve("a.json"), "{\"maxStates\": 400000}"), Map.of(), null)));
        keys.add(PreparedDomains.keyOf(HUARONGDAO, HUARONGDAO_STARTS,
                Rubric.load(Files.writeString(dir.resolve("b.json"), "{\"effortDistances\": [20]}"), Map.of(),
                        null)));
        // A grade within a radius: a whole space's file must never stand in for its region.
        for (String radius : List.of("30", "31", "\"fit\"")) {
            keys.add(PreparedDomains.keyOf(HUARONGDAO, HUARONGDAO_STARTS, Rubric.load(Files.writeString(
                    dir.resolve("r.json"), "{\"radius\": " + radius + "}"), Map.of(), null)));
        }
        Map.Entry<String, SuiteStarts.Start> first = HUARONGDAO_STARTS.entrySet().iterator().next();
        SuiteStarts.Start start = first.getValue();
        for (SuiteStarts.Start changed : List.of(new SuiteStarts.Start(start.state(), "a.txt", null),
                new SuiteStarts.Start(start.state(), null, "a book"))) {
            Map<String, SuiteStarts.Start> starts = new LinkedHashMap<>(HUARONGDAO_STARTS);
            starts.put(first.getKey(), changed);
            keys.add(PreparedDomains.keyOf(HUARONGDAO, starts, standard));
        }
        Map<String, SuiteStarts.Start> renamed = new LinkedHashMap<>();
        HUARONGDAO_STARTS.forEach((name, given) -> renamed.put(name.equals(first.getKey()) ? "renamed" : name, given));
        keys.add(PreparedDomains.keyOf(HUARONGDAO, renamed, standard));
        Map<String, SuiteStarts.Start> fewer = new LinkedHashMap<>(HUARONGDAO_STARTS);
        fewer.remove(first.getKey());
        keys.add(PreparedDomains.keyOf(HUARONGDAO, fewer, standard));
        assertEquals(keys.size(), keys.stream().distinct().count(), String.valueOf(keys));
        assertEquals(HUARONGDAO_KEY, PreparedDomains.keyOf(HuarongdaoPuzzle.standard(), classics(HUARONGDAO),
                Rubric.standard()), "the same configuration, the same key");
    }
}
