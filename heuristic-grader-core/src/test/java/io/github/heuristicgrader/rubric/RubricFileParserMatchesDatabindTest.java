package io.github.heuristicgrader.rubric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The streaming rubric reader ({@link RubricFileParser}) accepts the files the object mapper accepted, reads the same
 * values, and refuses the others with the same message, key path and line: on a list of files that hit every kind
 * of value in every place, in JSON and YAML, and on thousands of generated ones.
 */
class RubricFileParserMatchesDatabindTest {

    /** Each place a value stands, with an example of what belongs there. */
    private static final List<String> PLACES = List.of(
            "{\"points\": {\"admissible\": %s}}", "{\"tests\": {\"a.B#c\": %s}}", "{\"minimumScore\": %s}",
            "{\"points\": %s}", "{\"effortBands\": %s}", "{\"effortBands\": [%s]}", "{\"effortBands\": [{\"saved\": %s}]}",
            "{\"effortBands\": [{\"points\": %s}]}", "{\"requires\": %s}", "{\"requires\": {\"a\": %s}}",
            "{\"requires\": {\"a\": [%s]}}", "{\"effortDistances\": %s}", "{\"effortDistances\": [%s]}",
            "{\"slots\": %s}", "{\"slots\": {\"m\": %s}}", "{\"slots\": {\"m\": {\"class\": %s}}}",
            "{\"slots\": {\"m\": {\"points\": %s}}}", "{\"slots\": {\"m\": {\"expect\": %s}}}",
            "{\"slots\": {\"m\": {\"required\": %s}}}", "{\"domains\": %s}", "{\"domains\": {\"e\": %s}}",
            "{\"domains\": {\"e\": {\"x\": %s}}}", "{\"hiddenTestNames\": %s}", "{\"testTags\": %s}", "%s");
    /** Every kind of value, and numbers at the edges. */
    private static final List<String> VALUES = List.of("null", "true", "false", "0", "-3", "5", "2147483647",
            "2147483648", "-2147483649", "99999999999999999999", "2.5", "1.0", "1e3", "-0.0", "1e400", "\"\"",
            "\"50\"", "\"x\"", "\"true\"", "\"0.5\"", "\"caf\u00e9 \uD83D\uDE00\"", "[]", "[1]", "[\"a\", \"b\"]",
            "[null]", "[{}]", "{}", "{\"saved\": 0.25, \"points\": 4}", "{\"class\": \"a.B\", \"points\": 3}",
            "{\"point\": 1}", "{\"a\": 1, \"a\": 2}", "{\"x\": [1, {\"y\": null}], \"z\": 12345678901}");
    /** Files that are not JSON or not YAML, or hold odd documents. */
    private static final List<String> ODD_JSON = List.of("{", "{\"minimumScore\": 1,", "{\"minimumScore\": 1} x",
            "{\"minimumScore\": 1, \"minimumScore\": 2}", "{'a': 1}", "{\"a\" 1}", "[1, 2", "nul",
            "{\n\"point\":\n 1}", "{\n\"points\": {\n\"admissible\": \"50\"}}", "{\"points\": {\"a\": 1,\n\"a\": 2}}");
    private static final List<String> YAML = List.of("points:\n  admissible: \"50\"\n", "points:\n  admissible: 50.5\n",
            "points:\n  admissible: yes\n", "minimumScore: 0x10\n", "minimumScore: 1_000\n", "minimumScore: 010\n",
            "minimumScore: ~\n", "slots:\n  m:\n    required: yes\n", "slots:\n  m:\n    class: 5\n", "- 1\n", "x\n",
            "points: {a: 1}\npoints: {b: 2}\n", "domains:\n  elevator:\n    maxPairs: many\n", "hiddenTestNames: [1]\n",
            "effortBands:\n  - saved: .5\n    points: 3\n", "a: b: c\n", "points:\n  admissible: !!str 5\n",
            "minimumScore: 99999999999\n", "points:\n  admissible: \n", "points:\n", "slots:\n  m:\n",
            "effortBands:\n  -\n", "points:\n  admissible: .inf\n", "effortBands:\n  - saved: .nan\n", "---\n",
            "slots:\n  m:\n    klass: x\n", "points:\n  admissible: 5\n  admissible: 6\n", "[1, 2\n",
            "minimumScore: &a 5\n", "a: *b\n", "points:\n\tadmissible: 5\n", "hiddenTestNames: names\n");

    private static final Path DIRECTORY = Path.of("rubrics");

    @Test
    void readsAndRefusesEveryKindOfValueInEveryPlaceAsTheMapperDid() {
        int compared = 0;
        for (String place : PLACES) {
            for (String value : VALUES) {
                String json = place.formatted(value);
                assertSame("rubric.json", json);
                assertSame("rubric.yaml", json);
                compared += 2;
            }
        }
        assertTrue(compared > 1000, compared + " compared");
    }

    @Test
    void refusesBrokenJsonAsTheMapperDid() {
        ODD_JSON.forEach(json -> assertSame("rubric.json", json));
    }

    @Test
    void readsAndRefusesYamlAsTheMapperDid() {
        YAML.forEach(yaml -> assertSame("rubric.yaml", yaml));
    }

    @Test
    void readsGeneratedRubricsAsTheMapperDid() {
        Random random = new Random(20);
        List<String> keys = new ArrayList<>(RubricFile.KEYS);
        keys.addAll(List.of("class", "points", "expect", "required", "saved", "admissible", "x", "point"));
        for (int i = 0; i < 3000; i++) {
            String json = tree(random, keys, 0);
            assertSame(random.nextBoolean() ? "rubric.json" : "rubric.yml", json);
        }
    }

    /** A random JSON value, objects keyed by the rubric's keys and a few others. */
    private static String tree(Random random, List<String> keys, int depth) {
        int kind = random.nextInt(depth == 0 ? 2 : depth > 4 ? 6 : 8);
        if (kind <= 1 || kind == 6) {
            StringBuilder object = new StringBuilder("{");
            int size = random.nextInt(4);
            for (int i = 0; i < size; i++) {
                object.append(i == 0 ? "" : ", ").append('"').append(keys.get(random.nextInt(keys.size())))
                        .append("\": ").append(tree(random, keys, depth + 1));
            }
            return object.append('}').toString();
        }
        if (kind == 7) {
            StringBuilder array = new StringBuilder("[");
            int size = random.nextInt(3);
            for (int i = 0; i < size; i++) {
                array.append(i == 0 ? "" : ", ").append(tree(random, keys, depth + 1));
            }
            return array.append(']').toString();
        }
        return VALUES.get(random.nextInt(VALUES.size()));
    }

    /** The mapper's reader and the streaming one give the same rubric, or fail with the same message. */
    private static void assertSame(String fileName, String content) {
        Path file = DIRECTORY.resolve(fileName);
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        assertEquals(outcome(() -> new DatabindRubricFileReader().parse(file, bytes)),
                outcome(() -> new RubricFileReader().parse(file, bytes)), fileName + ": " + content);
    }

    private static String outcome(Parse parse) {
        try {
            return "read " + parse.rubric();
        } catch (IOException e) {
            return "refused: " + e.getMessage();
        }
    }

    private interface Parse {
        RubricFile rubric() throws IOException;
    }
}
