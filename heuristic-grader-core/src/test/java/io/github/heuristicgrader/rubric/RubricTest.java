package io.github.heuristicgrader.rubric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.HiddenTestNames.Naming;
import io.github.heuristicgrader.rubric.Rubric.EffortBand;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

class RubricTest {

    @TempDir
    Path directory;

    @Test
    void defaultsGiveAHundredPointsPerHeuristicAndEffortInFifths() {
        Rubric rubric = Rubric.standard();
        assertEquals(100, rubric.maxScore());
        assertEquals(List.of(new EffortBand(0.05, 2), new EffortBand(0.10, 4), new EffortBand(0.20, 6),
                new EffortBand(0.40, 8), new EffortBand(0.80, 10)), rubric.effortBands());
        assertEquals(0, rubric.testMaxScore());
        assertEquals(0, rubric.minimumScore());
    }

    @Test
    void parsesTheBytesReadEvenWhenTheFileChangedSince() throws Exception {
        Path file = Files.writeString(directory.resolve("rubric.yaml"), "points:\n  admissible: 60\n");
        byte[] read = Rubric.read(file);
        Files.writeString(file, "points:\n  admissible: 1000\n");

        Rubric rubric = Rubric.load(file, read, Map.of(), null);

        assertEquals(60, rubric.points("admissible"));
    }

    @Test
    void defaultBandsShareOutOverriddenEffortPoints() throws RubricException {
        Rubric rubric = Rubric.withOverrides(Map.of("effort", 20));
        assertEquals(List.of(4, 8, 12, 16, 20), rubric.effortBands().stream().map(EffortBand::points).toList());
        assertEquals(110, rubric.maxScore());
    }

    @Test
    void readsEveryKeyOfAJsonRubricFile() throws RubricException, IOException {
        Path file = write("rubric.json", """
                {
                  "points": {"admissible": 50, "dominance": 5},
                  "effortBands": [{"saved": 0.40, "points": 10}, {"saved": 0.10, "points": 4},
                                  {"saved": 0.25, "points": 7}],
                  "tests": {"edu.example.BoardTest#parses": 5, "[engine:junit-jupiter]/[class:x.Y]/[method:z()]": 2},
                  "testClasses": {"edu.example.hidden.HiddenTest": 20},
                  "testTags": {"exam": 10},
                  "minimumScore": 60
                }
                """);

        Rubric rubric = Rubric.load(file, Map.of(), null);

        assertEquals(50, rubric.points("admissible"));
        assertEquals(5, rubric.points("dominance"));
        assertEquals(15, rubric.points("consistent"));
        assertEquals(List.of(new EffortBand(0.10, 4), new EffortBand(0.25, 7), new EffortBand(0.40, 10)),
                rubric.effortBands());
        assertEquals(10, rubric.points("effort"));
        assertEquals(Map.of("edu.example.BoardTest#parses", 5, "[engine:junit-jupiter]/[class:x.Y]/[method:z()]", 2),
                rubric.testPoints());
        assertEquals(Map.of("edu.example.hidden.HiddenTest", 20), rubric.testClassPoints());
        assertEquals(Map.of("exam", 10), rubric.testTagPoints());
        assertEquals(37, rubric.testMaxScore());
        assertEquals(60, rubric.minimumScore());
    }

    @Test
    void readsAYamlRubricFile() throws RubricException, IOException {
        Path file = write("rubric.yml", """
                points:
                  admissible: 60
                effortBands:
                  - {saved: 0.2, points: 5}
                testTags:
                  exam: 3
                """);

        Rubric rubric = Rubric.load(file, Map.of(), null);

        assertEquals(60, rubric.points("admissible"));
        assertEquals(List.of(new EffortBand(0.2, 5)), rubric.effortBands());
        assertEquals(5, rubric.points("effort"));
        assertEquals(Map.of("exam", 3), rubric.testTagPoints());
    }

    @Test
    void pomPointsAndMinimumOverrideTheFileItemByItem() throws RubricException, IOException {
        Path file = write("rubric.json", """
                {"points": {"admissible": 50, "goalZero": 5}, "minimumScore": 60}
                """);

        Rubric rubric = Rubric.load(file, Map.of("admissible", 30), 10);

        assertEquals(30, rubric.points("admissible"));
        assertEquals(5, rubric.points("goalZero"));
        assertEquals(10, rubric.minimumScore());
    }

    @Test
    void readsTheLimitOnStatesAndRefusesOneBelowOne() throws IOException, RubricException {
        assertEquals(20_000_000, Rubric.standard().maxStates());
        assertEquals(50_000_000, Rubric.load(write("rubric.json", "{\"maxStates\": 50000000}"), Map.of(), null)
                .maxStates());
        assertRejected(write("zero.json", "{\"maxStates\": 0}"), "maxStates must be 1 or more, not 0");
    }

    @Test
    void readsGradescopesLeaderboardAndHiddenTestVisibilityWithDefaults() throws IOException, RubricException {
        assertEquals(GradescopeOptions.DEFAULT, Rubric.standard().gradescope());
        assertEquals(new GradescopeOptions(true, "after_due_date"), Rubric.load(write("rubric.yaml",
                "gradescope:\n  leaderboard: true\n  hiddenTests: after_due_date\n"), Map.of(), null).gradescope());
        assertEquals(new GradescopeOptions(false, "hidden"), Rubric.load(write("hidden.json",
                "{\"gradescope\": {\"hiddenTests\": \"hidden\"}}"), Map.of(), null).gradescope());
        assertRejected(write("visible.json", "{\"gradescope\": {\"hiddenTests\": \"visible\"}}"),
                "gradescope.hiddenTests must be one of hidden, after_due_date, after_published, not 'visible'");
        assertRejected(write("key.json", "{\"gradescope\": {\"leaderbord\": true}}"),
                "gradescope has unknown key 'leaderbord'; the keys are leaderboard, hiddenTests");
        assertRejected(write("word.json", "{\"gradescope\": {\"leaderboard\": \"yes\"}}"),
                "gradescope.leaderboard must be true or false, not 'yes'");
    }

    @Test
    void readsARadiusOrFitAndRefusesAnythingElse() throws IOException, RubricException {
        Domain huarongdao = HuarongdaoPuzzle.standard();
        assertEquals(OptionalInt.empty(), Rubric.standard().radius(huarongdao));
        assertEquals(OptionalInt.of(24), Rubric.load(write("rubric.yaml", "radius: 24\n"), Map.of(), null)
                .radius(huarongdao));
        assertEquals(OptionalInt.of(0), Rubric.load(write("rubric.json", "{\"radius\": 0}"), Map.of(), null)
                .radius(huarongdao));
        assertEquals(OptionalInt.of(Rubric.LARGEST_FITTING_RADIUS), Rubric.load(write("fit.yaml", "radius: fit\n"),
                Map.of(), null).radius(huarongdao));
        for (String wrong : new String[] {"-1", "2.5", "\"24\"", "\"far\"", "[24]"}) {
            assertRejected(write("wrong.json", "{\"radius\": " + wrong + "}"), "radius must be a whole number 0 or"
                    + " more, or fit (the largest whose states maxStates holds), not ");
        }
    }

    @Test
    void rejectsAnUnknownTopLevelKeyNamingItAndTheFile() throws IOException {
        Path file = write("rubric.json", "{\"point\": {\"admissible\": 50}}");
        assertRejected(file, "rubric file " + file + ": unknown key 'point'");
        assertRejected(file, "the keys there are domains, effortBands, effortDistances, gradescope, hiddenTestNames,"
                + " maxStates, minimumScore, points, radius, requires, slots, testClasses, testTags, tests");
    }

    @Test
    void byDefaultTheChecksThatMeanLittleAloneRequireAdmissibility() {
        Rubric rubric = Rubric.standard();
        assertEquals(List.of(), rubric.requires("wellFormed"));
        assertEquals(List.of(), rubric.requires("admissible"));
        assertEquals(List.of("admissible"), rubric.requires("goalZero"));
        for (String item : List.of("consistent", "dominance", "effort")) {
            assertEquals(List.of("goalZero", "admissible"), rubric.requires(item), item);
        }
        assertEquals(List.of(), rubric.effortDistances(), "each domain's own");
        assertEquals(List.of(10, 20, 30, 40, 50, 60, 70, 80, 90, 100),
                rubric.effortDistances(HuarongdaoPuzzle.standard()));
    }

    @Test
    void rubricFileReplacesTheNamedItemsPrerequisitesAndTheEffortDistances() throws RubricException, IOException {
        Path file = write("rubric.yaml", """
                requires:
                  dominance: []
                  effort: [wellFormed, admissible]
                effortDistances: [30, 5, 12]
                """);
        Rubric rubric = Rubric.load(file, Map.of(), null);
        assertEquals(List.of(), rubric.requires("dominance"));
        assertEquals(List.of("wellFormed", "admissible"), rubric.requires("effort"));
        assertEquals(List.of("goalZero", "admissible"), rubric.requires("consistent"), "not named, kept");
        assertEquals(List.of(5, 12, 30), rubric.effortDistances());
        assertEquals(List.of(5, 12, 30), rubric.effortDistances(HuarongdaoPuzzle.standard()));
    }

    @Test
    void rejectsAPrerequisiteThatIsNoItem() throws IOException {
        Path file = write("rubric.json", "{\"requires\": {\"dominance\": [\"admisible\"]}}");
        assertRejected(file, "rubric file " + file + ": requires.dominance names unknown rubric item 'admisible';"
                + " the items are wellFormed, goalZero, admissible, consistent, dominance, effort");
        Path unknownKey = write("rubric2.json", "{\"requires\": {\"speed\": []}}");
        assertRejected(unknownKey, "unknown rubric item 'speed' in requires");
    }

    @Test
    void rejectsEffortAsAPrerequisite() throws IOException {
        Path file = write("rubric.json", "{\"requires\": {\"dominance\": [\"effort\"]}}");
        assertRejected(file, "requires.dominance names effort, which is scored in bands, not passed or failed");
    }

    @Test
    void rejectsACycleOfPrerequisitesNamingIt() throws IOException {
        Path file = write("rubric.json", "{\"requires\": {\"admissible\": [\"consistent\"]}}");
        assertRejected(file, "rubric file " + file + ": requires has a cycle, goalZero requires admissible requires"
                + " consistent requires goalZero, so none of them could ever earn points");
        Path self = write("rubric2.json", "{\"requires\": {\"wellFormed\": [\"wellFormed\"]}}");
        assertRejected(self, "requires has a cycle, wellFormed requires wellFormed");
    }

    @Test
    void rejectsEffortDistancesOutOfRangeRepeatedOrEmpty() throws IOException {
        assertRejected(write("a.json", "{\"effortDistances\": []}"), "effortDistances needs 1 to 20 distances, not 0");
        assertRejected(write("b.json", "{\"effortDistances\": [0]}"), "effortDistances holds 0; a distance is 1 to"
                + " 1000 moves");
        assertRejected(write("c.json", "{\"effortDistances\": [10, 10]}"), "effortDistances holds 10 twice");
    }

    @Test
    void rejectsAnUnknownKeyInABand() throws IOException {
        Path file = write("rubric.yaml", """
                effortBands:
                  - {saved: 0.2, point: 5}
                """);
        assertRejected(file, "rubric file " + file + ": unknown key 'point' at effortBands[0]");
    }

    @Test
    void rejectsAnUnknownRubricItemNamingTheFile() throws IOException {
        Path file = write("rubric.json", "{\"points\": {\"speed\": 5}}");
        assertRejected(file, "rubric file " + file + ": unknown rubric item 'speed' in points; the items are"
                + " wellFormed, goalZero, admissible, consistent, dominance, effort");
    }

    @Test
    void rejectsPointsGivenAsTextOrFractions() throws IOException {
        assertRejected(write("text.json", "{\"points\": {\"admissible\": \"50\"}}"), "at points.admissible");
        assertRejected(write("fraction.json", "{\"tests\": {\"a.B#c\": 2.5}}"), "at tests.a.B#c");
    }

    @Test
    void rejectsRepeatedKeys() throws IOException {
        assertRejected(write("twice.json", "{\"minimumScore\": 1, \"minimumScore\": 2}"), "minimumScore");
    }

    @Test
    void rejectsMalformedJson() throws IOException {
        Path file = write("broken.json", "{\"points\": {");
        assertRejected(file, "rubric file " + file + " is not a valid JSON rubric");
    }

    @Test
    void rejectsAMissingOrEmptyFile() throws IOException {
        assertRejected(directory.resolve("missing.json"), "does not exist");
        assertRejected(write("empty.yaml", ""), "is empty");
    }

    @Test
    void rejectsNegativePointsAndMinimum() throws IOException {
        assertRejected(write("a.json", "{\"points\": {\"admissible\": -1}}"),
                "rubric item 'admissible' in points needs 0 to 10000 points, not -1");
        assertRejected(write("b.json", "{\"testTags\": {\"exam\": -3}}"), "testTags.exam needs 0 to 10000 points");
        assertRejected(write("c.json", "{\"minimumScore\": -3}"), "minimumScore must be 0 or more, not -3");
    }

    @Test
    void rejectsPointsOfTwoToTheThirtyFirstMinusOneInThePomNamingTheItem() {
        RubricException error = assertThrows(RubricException.class,
                () -> Rubric.load(null, Map.of("admissible", Integer.MAX_VALUE), null));
        assertEquals("rubric item 'admissible' in the POM's <points> needs 0 to " + Rubric.MAX_POINTS
                + " points, not 2147483647", error.getMessage());
    }

    @Test
    void rejectsPointsOfTwoToTheThirtyFirstMinusOneInTheFileNamingTheItem() throws IOException {
        Path file = write("huge.yaml", """
                points:
                  wellFormed: 2147483647
                """);
        assertRejected(file, "rubric file " + file + ": rubric item 'wellFormed' in points needs 0 to 10000 points,"
                + " not 2147483647");
        assertRejected(write("huge-test.json", "{\"tests\": {\"a.B#c\": 2147483647}}"),
                "tests.a.B#c needs 0 to 10000 points, not 2147483647");
        assertRejected(write("huge-class.json", "{\"testClasses\": {\"a.B\": 10001}}"),
                "testClasses.a.B needs 0 to 10000 points, not 10001");
        assertRejected(write("huge-band.json", "{\"effortBands\": [{\"saved\": 0.5, \"points\": 2147483647}]}"),
                "effortBands[0].points must be 0 to 10000, not 2147483647");
    }

    @Test
    void theLargestPointsAllowedAddUpExactly() throws RubricException, IOException {
        StringBuilder tags = new StringBuilder();
        for (int tag = 0; tag < 1_000; tag++) {
            tags.append(tag == 0 ? "" : ", ").append("\"t").append(tag).append("\": ").append(Rubric.MAX_POINTS);
        }
        Path file = write("largest.json", "{\"testTags\": {" + tags + "}}");
        Map<String, Integer> largest = new java.util.HashMap<>();
        Rubric.standard().items().keySet().forEach(item -> largest.put(item, Rubric.MAX_POINTS));

        Rubric rubric = Rubric.load(file, largest, null);

        assertEquals(6 * Rubric.MAX_POINTS, rubric.maxScore());
        assertEquals(1_000 * Rubric.MAX_POINTS, rubric.testMaxScore());
    }

    @Test
    void rejectsBandsThatAreOutOfRangeRepeatedOrGiveLessForMore() throws IOException {
        assertRejected(write("a.json", "{\"effortBands\": []}"), "effortBands is empty");
        assertRejected(write("b.json", "{\"effortBands\": [{\"saved\": 25, \"points\": 5}]}"),
                "effortBands[0].saved must be above 0 and at most 1");
        assertRejected(write("c.json", "{\"effortBands\": [{\"saved\": 0.25}]}"),
                "effortBands[0] needs both saved");
        assertRejected(write("d.json", "{\"effortBands\": [{\"saved\": 0.2, \"points\": 5},"
                + " {\"saved\": 0.2, \"points\": 6}]}"), "two effort bands start at 20% saved");
        assertRejected(write("e.json", "{\"effortBands\": [{\"saved\": 0.2, \"points\": 5},"
                + " {\"saved\": 0.4, \"points\": 3}]}"), "the effort band at 40% saved gives 3 points, fewer than");
    }

    @Test
    void rejectsEffortPointsThatContradictTheBands() throws IOException {
        Path file = write("rubric.json", "{\"effortBands\": [{\"saved\": 0.2, \"points\": 5}]}");
        assertRejected(file, Map.of("effort", 8), "effort is 8 in the POM's <points> but the highest effort band of"
                + " rubric file " + file + " gives 5");
        assertRejected(write("both.json", "{\"points\": {\"effort\": 8}, \"effortBands\": [{\"saved\": 0.2,"
                + " \"points\": 5}]}"), "points.effort is 8 but the highest effort band gives 5");
    }

    @Test
    void acceptsEffortPointsEqualToTheHighestBand() throws RubricException, IOException {
        Path file = write("rubric.json", "{\"effortBands\": [{\"saved\": 0.2, \"points\": 5}]}");
        assertEquals(5, Rubric.load(file, Map.of("effort", 5), null).points("effort"));
    }

    @Test
    void rejectsTestKeysThatNameNoTestClassOrTag() throws IOException {
        assertRejected(write("a.json", "{\"tests\": {\"edu.example.BoardTest\": 5}}"),
                "tests key 'edu.example.BoardTest' names no test: write fully.qualified.Class#method");
        assertRejected(write("b.json", "{\"testClasses\": {\"edu.example.BoardTest#parses\": 5}}"),
                "testClasses key 'edu.example.BoardTest#parses' is no class name");
        assertRejected(write("c.json", "{\"testTags\": {\"a|b\": 5}}"), "testTags key 'a|b' is no JUnit tag");
    }

    @Test
    void refusesATwentyMegabyteYamlRubricAtOnce() throws IOException {
        Path file = directory.resolve("huge.yaml");
        try (Writer out = Files.newBufferedWriter(file)) {
            out.write("tests:\n");
            for (int test = 0; test < 800_000; test++) {
                out.write("  edu.example.BoardTest#test" + test + ": 1\n");
            }
        }
        assertTrue(Files.size(file) > 20_000_000, Files.size(file) + " bytes");

        long started = System.nanoTime();
        assertRejected(file, "rubric file " + file + " is larger than 1024 KiB (1048576 bytes)");
        assertFast(started);
    }

    @Test
    void readsAYamlRubricJustUnderTheCapInAFewSeconds() throws RubricException, IOException {
        Path file = directory.resolve("large.yaml");
        int tests = 0;
        try (Writer out = Files.newBufferedWriter(file)) {
            out.write("tests:\n");
            for (long size = 7; size < RubricFileReader.MAX_BYTES - 100; tests++) {
                String line = "  edu.example.BoardTest#test" + tests + ": 1\n";
                out.write(line);
                size += line.length();
            }
        }

        long started = System.nanoTime();
        Rubric rubric = Rubric.load(file, Map.of(), null);
        assertFast(started);
        assertEquals(tests, rubric.testPoints().size());
    }

    @Test
    void refusesAYamlAliasBombAtOnce() throws IOException {
        Path file = write("bomb.yaml", """
                a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
                b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
                c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
                d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
                e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
                f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
                g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
                h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
                i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
                tests: *i
                """);

        long started = System.nanoTime();
        assertRejected(file, "rubric file " + file + " uses the YAML anchor or alias 'a' (line 1); write every"
                + " value out instead");
        assertFast(started);
    }

    @Test
    void refusesNestingDeeperThanARubricNeeds() throws IOException {
        Path yaml = write("deep.yaml", "points: " + "[".repeat(5_000) + "]".repeat(5_000) + "\n");
        assertRejected(yaml, "nesting depth");
    }

    @Test
    void refusesAFifoWithoutBlockingOnIt() throws Exception {
        Path fifo = directory.resolve("rubric.yaml");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is available");

        assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertRejected(fifo, "rubric file " + fifo + " is not a regular file"));
    }

    @Test
    void writesSharesAsPlainPercentages() {
        assertEquals("25", Rubric.percent(0.25));
        assertEquals("12.5", Rubric.percent(0.125));
        assertEquals("100", Rubric.percent(1));
        assertEquals("10", Rubric.percent(0.1));
    }

    @Test
    void domainSettingsGivenAsTextOrNumberOpenTheDomainWithThemAsText() throws Exception {
        Rubric asNumber = Rubric.load(write("rubric.json", "{\"domains\": {\"elevator\": {\"maxPairs\": 2}}}"),
                Map.of(), null);
        Rubric asText = Rubric.load(write("rubric.yaml", "domains:\n  elevator:\n    maxPairs: \"2\"\n"), Map.of(),
                null);
        for (Rubric rubric : List.of(asNumber, asText)) {
            assertEquals(Map.of("elevator", Map.of("maxPairs", "2")), rubric.domainSettings());
            Domain elevator = rubric.configured(Domains.open("elevator"));
            assertEquals(ElevatorPuzzle.withMaxPairs(2), elevator);
            assertEquals("1 to 2 element pairs", elevator.description());
            Domain huarongdao = Domains.open("huarongdao");
            assertSame(huarongdao, rubric.configured(huarongdao), "a domain the file does not set is kept");
        }
        assertEquals(Map.of(), Rubric.standard().domainSettings());
    }

    @Test
    void domainSettingsNamingAnUnknownDomainOrSettingOrGivingABadValueAreRefusedNamingIt() throws Exception {
        assertRejected(write("unknown-domain.json", "{\"domains\": {\"sokoban\": {\"size\": 5}}}"),
                "domains.sokoban: " + refusal(() -> Domains.open("sokoban", Map.of("size", "5"))));
        assertRejected(write("unknown-key.json", "{\"domains\": {\"elevator\": {\"floors\": 5}}}"),
                "domains.elevator: " + refusal(() -> Domains.open("elevator", Map.of("floors", "5"))));
        assertRejected(write("out-of-range.json", "{\"domains\": {\"elevator\": {\"maxPairs\": 11}}}"),
                "domains.elevator: " + refusal(() -> Domains.open("elevator", Map.of("maxPairs", "11"))));
        assertRejected(write("not-a-number.yaml", "domains:\n  elevator:\n    maxPairs: many\n"),
                "domains.elevator: " + refusal(() -> Domains.open("elevator", Map.of("maxPairs", "many"))));
        assertRejected(write("no-settings-known.json", "{\"domains\": {\"huarongdao\": {\"pieces\": 10}}}"),
                "domains.huarongdao: " + refusal(() -> Domains.open("huarongdao", Map.of("pieces", "10"))));
        assertRejected(write("a-list.json", "{\"domains\": {\"elevator\": {\"maxPairs\": [2]}}}"),
                "domains.elevator.maxPairs must be a text or a number, not [2]");
    }

    /** The provider's own words for refusing what a test gives it, which the rubric's error must carry. */
    private static String refusal(Executable open) {
        return assertThrows(IllegalArgumentException.class, open).getMessage();
    }

    @Test
    void readsHiddenTestNamesAsOneWordOrPerOutputDefaultingToAfterPublished() throws Exception {
        Rubric shorthand = Rubric.load(write("all.yaml", "hiddenTestNames: none\n"), Map.of(), null);
        Rubric perOutput = Rubric.load(write("some.yaml", "hiddenTestNames: {console: names, gradescope: numbered}\n"),
                Map.of(), null);
        Rubric unsaid = Rubric.load(write("unsaid.json", "{}"), Map.of(), null);

        assertEquals(HiddenTestNames.of("none"), shorthand.hiddenTestNames());
        assertEquals(List.of(Naming.NAMES, Naming.NUMBERED, Naming.NUMBERED, Naming.NAMES), List.of(
                perOutput.hiddenTestNames().console(), perOutput.hiddenTestNames().summary(),
                perOutput.hiddenTestNames().gradescope(), perOutput.hiddenTestNames().gradeJson()));
        assertEquals(HiddenTestNames.DEFAULT, unsaid.hiddenTestNames());
        assertEquals(HiddenTestNames.DEFAULT, Rubric.standard().hiddenTestNames());
    }

    @Test
    void rejectsAnUnknownHiddenTestNamingOrOutputNamingTheFile() throws IOException {
        Path word = write("word.yaml", "hiddenTestNames: hidden\n");
        Path output = write("output.yaml", "hiddenTestNames: {log: names}\n");
        Path number = write("number.json", "{\"hiddenTestNames\": {\"page\": 3}}");

        assertRejected(word, "rubric file " + word + ": hiddenTestNames is 'hidden'; it must be one of names, numbered,"
                + " none");
        assertRejected(output, "rubric file " + output + ": hiddenTestNames has unknown output 'log'; the outputs are"
                + " console, summary, junitXml, page, gradescope, prairielearn, classroom, gradeJson");
        assertRejected(number, "rubric file " + number + ": hiddenTestNames.page must be one of names, numbered, none,"
                + " not 3");
    }

    /** Generous: the machine is shared, and unbounded reading took minutes. */
    private static void assertFast(long startedNanos) {
        Duration took = Duration.ofNanos(System.nanoTime() - startedNanos);
        assertTrue(took.compareTo(Duration.ofSeconds(10)) < 0, took.toString());
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(directory.resolve(name), text);
    }

    private static void assertRejected(Path file, String message) {
        assertRejected(file, Map.of(), message);
    }

    private static void assertRejected(Path file, Map<String, Integer> pomPoints, String message) {
        RubricException error = assertThrows(RubricException.class, () -> Rubric.load(file, pomPoints, null));
        assertTrue(error.getMessage().contains(message), error.getMessage());
    }
}
