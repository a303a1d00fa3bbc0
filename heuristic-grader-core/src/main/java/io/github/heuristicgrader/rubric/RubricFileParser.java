package io.github.heuristicgrader.rubric;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.github.heuristicgrader.rubric.RubricFile.EffortBand;
import io.github.heuristicgrader.rubric.RubricFile.SlotDeclaration;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Reads one {@link RubricFile} from jackson-core's streaming parser, strictly: unknown keys, text where a number is
 * expected, fractions where whole points are, and numbers where a yes or no is are errors.
 *
 * <p>It accepts what Jackson's object mapper, configured as the rubric reader was before (unknown properties fail,
 * no scalar coercion, no float as int), accepts, gives the same values, and fails with the same messages, key paths
 * and lines; the tests compare the two on good and bad files. Grading reads the rubric on every run: with the
 * mapper that took a cold JVM (C1 only, as Maven's) 0.18 CPU s for the example's rubric, without it 0.05.
 */
final class RubricFileParser {

    private static final String INTEGER = "java.lang.Integer";
    private static final String LONG = "java.lang.Long";
    private static final String DOUBLE = "java.lang.Double";
    private static final String BOOLEAN = "java.lang.Boolean";
    private static final String STRING = "java.lang.String";
    private static final String LINKED_HASH_MAP = "java.util.LinkedHashMap";
    private static final String ARRAY_LIST = "java.util.ArrayList";

    private final JsonParser parser;
    /** Where the value being read is: property names and map keys (as {@code .name}) and indexes ({@code [i]}). */
    private final Deque<Step> path = new ArrayDeque<>();

    RubricFileParser(JsonParser parser) {
        this.parser = parser;
    }

    /**
     * The rubric, or null when the file holds {@code null}.
     *
     * @throws UnknownKey at a key no record of the rubric has
     * @throws Mismatch when the file is not JSON or YAML, or a value has the wrong type
     */
    RubricFile rubric() throws IOException {
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                throw mismatch("No content to map due to end-of-input");
            }
            return record(RubricFile.class);
        } catch (JsonProcessingException e) {
            // The parser's own errors (syntax, duplicate keys, numbers out of range) name the path up to the
            // innermost record component or list element, not the map keys inside it: the mapper's maps passed
            // such errors on as they were, while its records and lists added where they stood.
            List<Step> steps = new ArrayList<>(path);
            while (!steps.isEmpty() && steps.get(steps.size() - 1).mapKey) {
                steps.remove(steps.size() - 1);
            }
            String at = steps.stream().map(Step::text).collect(Collectors.joining());
            JsonLocation location = e.getLocation();
            throw new Mismatch(e.getOriginalMessage(), at, location == null ? 0 : location.getLineNr(), e);
        }
    }

    /** A value of the wrong type, or a file that is not JSON or YAML. */
    static class Mismatch extends IOException {
        private final String at;
        private final int line;

        Mismatch(String message, String at, int line, Throwable cause) {
            super(message, cause);
            this.at = at;
            this.line = line;
        }

        /** Where in the file: {@code " at points.admissible (line 3)"}, either part left out when unknown. */
        String where() {
            return (at.isEmpty() ? "" : " at " + (at.startsWith(".") ? at.substring(1) : at))
                    + (line > 0 ? " (line " + line + ")" : "");
        }
    }

    /** A key that the record it stands in does not have. */
    static final class UnknownKey extends Mismatch {
        private final String key;
        private final List<String> known;

        UnknownKey(String key, List<String> known, String at, int line) {
            super("unknown key '" + key + "'", at, line, null);
            this.key = key;
            this.known = known;
        }

        String key() {
            return key;
        }

        /** The record's keys, sorted. */
        List<String> known() {
            return known;
        }
    }

    private record Step(String text, boolean mapKey) {
    }

    private <R> R record(Class<R> type) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        String name = type.getName();
        switch (token) {
            case START_OBJECT -> {
            }
            case VALUE_STRING -> {
                String text = parser.getText();
                throw mismatch(text.isEmpty() ? emptyString("`" + name + "` value")
                        : "Cannot construct instance of `" + name + "` (although at least one Creator exists): no"
                                + " String-argument constructor/factory method to deserialize from String value ('"
                                + text + "')");
            }
            case VALUE_NUMBER_INT -> throw mismatch(noCreator(name, switch (parser.getNumberType()) {
                case INT -> "int/Int";
                case LONG -> "long/Long";
                default -> "BigInteger";
            }, "Number value (" + parser.getNumberValue() + ")"));
            case VALUE_NUMBER_FLOAT -> throw mismatch(noCreator(name, "double/Double", "Number value ("
                    + parser.getDoubleValue() + ")"));
            case VALUE_TRUE, VALUE_FALSE -> throw mismatch(noCreator(name, "boolean/Boolean", "boolean value ("
                    + parser.getText() + ")"));
            default -> throw mismatch(cannotDeserialize(name, token));
        }
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> keys = keys(type);
        String unknown = null;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            if (keys.contains(key)) {
                path.addLast(new Step("." + key, false));
                values.put(key, component(type, key));
                path.removeLast();
            } else {
                // The mapper put unknown keys aside and named the first once the record's other keys were read.
                unknown = unknown == null ? key : unknown;
                parser.skipChildren();
            }
        }
        if (unknown != null) {
            throw new UnknownKey(unknown, keys.stream().sorted().toList(), joinedPath() + "." + unknown,
                    parser.currentTokenLocation().getLineNr());
        }
        return type.cast(build(type, values));
    }

    private static List<String> keys(Class<?> type) {
        if (type == SlotDeclaration.class) {
            return List.of("class", "points", "expect", "required");
        }
        if (type == EffortBand.class) {
            return List.of("saved", "points");
        }
        return RubricFile.KEYS;
    }

    private Object component(Class<?> type, String key) throws IOException {
        if (type == SlotDeclaration.class) {
            return switch (key) {
                case "points" -> integer();
                case "required" -> bool();
                default -> string();
            };
        }
        if (type == EffortBand.class) {
            // Not a conditional expression: it would unbox both to double.
            if (key.equals("saved")) {
                return real();
            }
            return integer();
        }
        return switch (key) {
            case "points", "tests", "testClasses", "testTags" -> map(
                    LINKED_HASH_MAP + "<" + STRING + "," + INTEGER + ">", this::integer);
            case "effortBands" -> list(ARRAY_LIST + "<" + EffortBand.class.getName() + ">", false,
                    () -> record(EffortBand.class));
            case "minimumScore" -> integer();
            case "requires" -> map(LINKED_HASH_MAP + "<" + STRING + ",java.util.List<" + STRING + ">>",
                    () -> list(ARRAY_LIST + "<" + STRING + ">", true, this::string));
            case "effortDistances" -> list(ARRAY_LIST + "<" + INTEGER + ">", false, this::integer);
            case "maxStates" -> longInteger();
            case "slots" -> map(LINKED_HASH_MAP + "<" + STRING + "," + SlotDeclaration.class.getName() + ">",
                    () -> record(SlotDeclaration.class));
            case "domains" -> map(LINKED_HASH_MAP + "<" + STRING + ",java.util.Map<" + STRING + ",java.lang.Object>>",
                    () -> map(LINKED_HASH_MAP + "<" + STRING + ",java.lang.Object>", this::untyped));
            default -> untyped();
        };
    }

    @SuppressWarnings("unchecked")
    private static Object build(Class<?> type, Map<String, Object> values) {
        if (type == SlotDeclaration.class) {
            return new SlotDeclaration((String) values.get("class"), (Integer) values.get("points"),
                    (String) values.get("expect"), (Boolean) values.get("required"));
        }
        if (type == EffortBand.class) {
            return new EffortBand((Double) values.get("saved"), (Integer) values.get("points"));
        }
        return new RubricFile((Map<String, Integer>) values.get("points"),
                (List<EffortBand>) values.get("effortBands"), (Map<String, Integer>) values.get("tests"),
                (Map<String, Integer>) values.get("testClasses"), (Map<String, Integer>) values.get("testTags"),
                (Integer) values.get("minimumScore"), (Map<String, List<String>>) values.get("requires"),
                (List<Integer>) values.get("effortDistances"), (Map<String, SlotDeclaration>) values.get("slots"),
                (Map<String, Map<String, Object>>) values.get("domains"), values.get("hiddenTestNames"),
                (Long) values.get("maxStates"), values.get(GradescopeOptions.KEY), values.get("radius"));
    }

    /** Reads the value at the current token. */
    private interface ValueReader<T> {
        T read() throws IOException;
    }

    private <T> Map<String, T> map(String type, ValueReader<T> values) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case VALUE_NULL -> {
                return null;
            }
            case START_OBJECT -> {
            }
            case VALUE_STRING -> throw mismatch(fromText(LINKED_HASH_MAP));
            default -> throw mismatch(cannotDeserialize(type, token));
        }
        Map<String, T> map = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            path.addLast(new Step("." + key, true));
            map.put(key, values.read());
            path.removeLast();
        }
        return map;
    }

    private <T> List<T> list(String type, boolean ofText, ValueReader<T> elements) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case VALUE_NULL -> {
                return null;
            }
            case START_ARRAY -> {
            }
            case VALUE_STRING -> throw mismatch(ofText ? fromText(ARRAY_LIST) : cannotDeserialize(type, token));
            default -> throw mismatch(cannotDeserialize(type, token));
        }
        List<T> list = new ArrayList<>();
        for (int index = 0; parser.nextToken() != JsonToken.END_ARRAY; index++) {
            path.addLast(new Step("[" + index + "]", false));
            list.add(elements.read());
            path.removeLast();
        }
        return list;
    }

    private Integer integer() throws IOException {
        JsonToken token = parser.currentToken();
        return switch (token) {
            case VALUE_NULL -> null;
            case VALUE_NUMBER_INT -> parser.getIntValue();
            case VALUE_NUMBER_FLOAT -> {
                parser.getDoubleValue(); // as the mapper, which fails here on a number the parser cannot read
                throw mismatch(cannotCoerce("Floating-point value (" + parser.getText() + ")", INTEGER));
            }
            case VALUE_STRING -> throw mismatch(coerceText(INTEGER));
            default -> throw mismatch(cannotDeserialize(INTEGER, token));
        };
    }

    private Long longInteger() throws IOException {
        JsonToken token = parser.currentToken();
        return switch (token) {
            case VALUE_NULL -> null;
            case VALUE_NUMBER_INT -> parser.getLongValue();
            case VALUE_NUMBER_FLOAT -> {
                parser.getDoubleValue(); // as the mapper, which fails here on a number the parser cannot read
                throw mismatch(cannotCoerce("Floating-point value (" + parser.getText() + ")", LONG));
            }
            case VALUE_STRING -> throw mismatch(coerceText(LONG));
            default -> throw mismatch(cannotDeserialize(LONG, token));
        };
    }

    private Double real() throws IOException {
        JsonToken token = parser.currentToken();
        return switch (token) {
            case VALUE_NULL -> null;
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_STRING -> throw mismatch(coerceText(DOUBLE));
            default -> throw mismatch(cannotDeserialize(DOUBLE, token));
        };
    }

    private Boolean bool() throws IOException {
        JsonToken token = parser.currentToken();
        return switch (token) {
            case VALUE_NULL -> null;
            case VALUE_TRUE -> true;
            case VALUE_FALSE -> false;
            case VALUE_NUMBER_INT -> throw mismatch(cannotCoerce("Integer value (" + parser.getText() + ")",
                    BOOLEAN));
            case VALUE_STRING -> throw mismatch(coerceText(BOOLEAN));
            default -> throw mismatch(cannotDeserialize(BOOLEAN, token));
        };
    }

    private String string() throws IOException {
        JsonToken token = parser.currentToken();
        return switch (token) {
            case VALUE_NULL -> null;
            case VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT, VALUE_TRUE, VALUE_FALSE -> parser.getText();
            default -> throw mismatch(cannotDeserialize(STRING, token));
        };
    }

    /** A value of any type, as the mapper reads {@code Object}: maps, lists, text, numbers, yes or no, null. */
    private Object untyped() throws IOException {
        JsonToken token = parser.currentToken();
        return switch (token) {
            case START_OBJECT -> untypedMap();
            case START_ARRAY -> untypedList();
            case VALUE_NUMBER_INT -> parser.getNumberValue();
            case VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> parser.getText();
        };
    }

    // Inside a value of any type the mapper kept no path: a parser error there names the typed value's.
    private Map<String, Object> untypedMap() throws IOException {
        Map<String, Object> map = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            map.put(key, untyped());
        }
        return map;
    }

    private List<Object> untypedList() throws IOException {
        List<Object> list = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            list.add(untyped());
        }
        return list;
    }

    private String coerceText(String type) throws IOException {
        String text = parser.getText();
        return text.isEmpty() ? emptyString("`" + type + "` value")
                : "Cannot coerce String value (\"" + text + "\") to `" + type
                        + "` value (but might if coercion using `CoercionConfig` was enabled)";
    }

    private String fromText(String container) throws IOException {
        String text = parser.getText();
        return text.isEmpty() ? emptyString("element of `" + container + "`")
                : "Cannot construct instance of `" + container + "` (although at least one Creator exists): no"
                        + " String-argument constructor/factory method to deserialize from String value ('" + text
                        + "')";
    }

    private static String emptyString(String target) {
        return "Cannot coerce empty String (\"\") to " + target
                + " (but could if coercion was enabled using `CoercionConfig`)";
    }

    private static String cannotCoerce(String value, String type) {
        return "Cannot coerce " + value + " to `" + type + "` value (but could if coercion was enabled using"
                + " `CoercionConfig`)";
    }

    private static String noCreator(String type, String argument, String value) {
        return "Cannot construct instance of `" + type + "` (although at least one Creator exists): no " + argument
                + "-argument constructor/factory method to deserialize from " + value;
    }

    private static String cannotDeserialize(String type, JsonToken token) {
        return "Cannot deserialize value of type `" + type + "` from " + describe(token) + " value (token `JsonToken."
                + token + "`)";
    }

    private static String describe(JsonToken token) {
        return switch (token) {
            case START_ARRAY -> "Array";
            case START_OBJECT -> "Object";
            case VALUE_NUMBER_INT -> "Integer";
            case VALUE_NUMBER_FLOAT -> "Floating-point";
            case VALUE_TRUE, VALUE_FALSE -> "Boolean";
            case VALUE_STRING -> "String";
            default -> String.valueOf(token);
        };
    }

    private Mismatch mismatch(String message) {
        JsonLocation location = parser.currentTokenLocation();
        return new Mismatch(message, joinedPath(), location == null ? 0 : location.getLineNr(), null);
    }

    private String joinedPath() {
        return path.stream().map(Step::text).collect(Collectors.joining());
    }
}
