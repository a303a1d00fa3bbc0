package io.github.heuristicgrader.report.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes the report model as JSON through jackson-core's streaming {@link JsonGenerator}, without an object mapper,
 * so that grading never pays for loading and warming up one.
 *
 * <p>What it writes is what Jackson's object mapper writes for the same values: a record as an object of its
 * components in declaration order (named by {@link JsonProperty} where a component has it), an enum by its
 * {@link JsonValue} method or else its name, a map as an object ordered by key, a collection as an array, numbers,
 * booleans and strings as themselves; a component whose accessor says {@code @JsonInclude(NON_NULL)} is left out
 * when null. The tests compare it with the mapper byte for byte.
 */
public final class JsonOutput {

    /** How a record component's name becomes a JSON name. */
    public enum Names {
        /** As declared: {@code maxScore}. */
        AS_DECLARED,
        /** Lower case with underscores, as Jackson's {@code SNAKE_CASE} strategy: {@code max_score}. */
        SNAKE_CASE
    }

    private static final JsonFactory FACTORY = new JsonFactory();

    /** Per record class, its components' accessors and JSON names, per naming. */
    private static final Map<Class<?>, List<Property>> AS_DECLARED = new ConcurrentHashMap<>();
    private static final Map<Class<?>, List<Property>> SNAKE_CASE = new ConcurrentHashMap<>();
    /** Per enum class, its {@link JsonValue} method, or the enum class itself when it has none. */
    private static final Map<Class<?>, Object> ENUM_VALUES = new ConcurrentHashMap<>();

    private final Names names;
    private final boolean pretty;
    private final boolean skipNullComponents;

    private JsonOutput(Names names, boolean pretty, boolean skipNullComponents) {
        this.names = names;
        this.pretty = pretty;
        this.skipNullComponents = skipNullComponents;
    }

    /** Indented as {@link JsonReportWriter#prettyPrinter()}, every component written, null or not. */
    public static JsonOutput indented(Names names) {
        return new JsonOutput(names, true, false);
    }

    /** On one line, every component written, null or not. */
    public static JsonOutput compact(Names names) {
        return new JsonOutput(names, false, false);
    }

    /** On one line; a record component that is null is left out. */
    public static JsonOutput compactWithoutNulls(Names names) {
        return new JsonOutput(names, false, true);
    }

    /** {@code value} as UTF-8 JSON bytes. */
    byte[] toBytes(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(8192);
        try (JsonGenerator generator = FACTORY.createGenerator(bytes)) {
            write(generator, value);
        }
        return bytes.toByteArray();
    }

    /** {@code value} as JSON text. */
    /** {@code value} as a file of text: UTF-8 JSON ending in a newline, a lone surrogate written as {@code ?}. */
    public byte[] toFile(Object value) throws IOException {
        return (toText(value) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** {@code value} as JSON text, a lone surrogate written as {@code ?}. */
    public String toText(Object value) throws IOException {
        StringWriter text = new StringWriter(1024);
        try (JsonGenerator generator = FACTORY.createGenerator(text)) {
            write(generator, value);
        }
        return text.toString();
    }

    private void write(JsonGenerator generator, Object value) throws IOException {
        if (pretty) {
            PrettyPrinter printer = JsonReportWriter.prettyPrinter();
            generator.setPrettyPrinter(printer);
        }
        writeValue(generator, value);
    }

    private void writeValue(JsonGenerator generator, Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (value instanceof String text) {
            generator.writeString(text);
        } else if (value instanceof Boolean bool) {
            generator.writeBoolean(bool);
        } else if (value instanceof Integer number) {
            generator.writeNumber(number);
        } else if (value instanceof Long number) {
            generator.writeNumber(number);
        } else if (value instanceof Double number) {
            generator.writeNumber(number);
        } else if (value instanceof Enum<?> constant) {
            writeEnum(generator, constant);
        } else if (value instanceof Record record) {
            writeRecord(generator, record);
        } else if (value instanceof Collection<?> collection) {
            generator.writeStartArray(collection, collection.size());
            for (Object element : collection) {
                writeValue(generator, element);
            }
            generator.writeEndArray();
        } else if (value instanceof Map<?, ?> map) {
            writeMap(generator, map);
        } else {
            throw new IllegalArgumentException("cannot write a " + value.getClass().getName() + " as JSON");
        }
    }

    private void writeRecord(JsonGenerator generator, Record record) throws IOException {
        generator.writeStartObject(record);
        for (Property property : properties(record.getClass())) {
            Object component;
            try {
                component = property.accessor.invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IOException("cannot read " + property.name + " of " + record.getClass().getName(), e);
            }
            if (component == null && (skipNullComponents || property.omittedWhenNull)) {
                continue;
            }
            generator.writeFieldName(property.name);
            writeValue(generator, component);
        }
        generator.writeEndObject();
    }

    private void writeMap(JsonGenerator generator, Map<?, ?> map) throws IOException {
        // Ordered by key, as the mapper with ORDER_MAP_ENTRIES_BY_KEYS, so that reruns give the same bytes.
        TreeMap<String, Object> sorted = new TreeMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!(entry.getKey() instanceof String key)) {
                throw new IllegalArgumentException("cannot write a map key " + entry.getKey() + " as JSON");
            }
            sorted.put(key, entry.getValue());
        }
        generator.writeStartObject(map);
        for (Map.Entry<String, Object> entry : sorted.entrySet()) {
            generator.writeFieldName(entry.getKey());
            writeValue(generator, entry.getValue());
        }
        generator.writeEndObject();
    }

    private void writeEnum(JsonGenerator generator, Enum<?> constant) throws IOException {
        Object method = ENUM_VALUES.computeIfAbsent(constant.getDeclaringClass(), JsonOutput::jsonValueMethod);
        if (method instanceof Method jsonValue) {
            try {
                writeValue(generator, jsonValue.invoke(constant));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IOException("cannot read the JSON value of " + constant, e);
            }
        } else {
            generator.writeString(constant.name());
        }
    }

    private static Object jsonValueMethod(Class<?> type) {
        for (Method method : type.getDeclaredMethods()) {
            if (method.isAnnotationPresent(JsonValue.class) && method.getParameterCount() == 0) {
                method.setAccessible(true);
                return method;
            }
        }
        return type;
    }

    private List<Property> properties(Class<?> type) {
        return names == Names.SNAKE_CASE ? SNAKE_CASE.computeIfAbsent(type, t -> properties(t, Names.SNAKE_CASE))
                : AS_DECLARED.computeIfAbsent(type, t -> properties(t, Names.AS_DECLARED));
    }

    private static List<Property> properties(Class<?> type, Names names) {
        List<Property> properties = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            Method accessor = component.getAccessor();
            accessor.setAccessible(true);
            JsonProperty renamed = component.getAnnotation(JsonProperty.class);
            String name = renamed != null && !renamed.value().isEmpty() ? renamed.value()
                    : names == Names.SNAKE_CASE ? snakeCase(component.getName()) : component.getName();
            JsonInclude included = accessor.getAnnotation(JsonInclude.class);
            properties.add(new Property(name, accessor,
                    included != null && included.value() == JsonInclude.Include.NON_NULL));
        }
        return List.copyOf(properties);
    }

    /** {@code name} as Jackson's {@code SNAKE_CASE} strategy spells it: {@code maxScore} to {@code max_score}. */
    static String snakeCase(String name) {
        StringBuilder result = new StringBuilder(name.length() * 2);
        boolean previousTranslated = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (i > 0 || c != '_') {
                if (Character.isUpperCase(c)) {
                    if (!previousTranslated && !result.isEmpty() && result.charAt(result.length() - 1) != '_') {
                        result.append('_');
                    }
                    c = Character.toLowerCase(c);
                    previousTranslated = true;
                } else {
                    previousTranslated = false;
                }
                result.append(c);
            }
        }
        return result.toString();
    }

    /** A record component: its JSON name, its accessor, and whether it is left out when null. */
    private record Property(String name, Method accessor, boolean omittedWhenNull) {
    }
}
