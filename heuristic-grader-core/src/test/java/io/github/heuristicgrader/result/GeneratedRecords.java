package io.github.heuristicgrader.result;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Records of any type of the report model with every component filled from a seed: hostile text (markup, control
 * characters, unpaired surrogates, astral characters), extreme and negative numbers, doubles that print oddly (0.1,
 * 1e-7, NaN, infinities, -0.0, the smallest subnormal), empty and full lists, nulls where a component may be null.
 * A record whose constructor refuses a combination is drawn again.
 */
public final class GeneratedRecords {

    public static final List<String> TEXTS = List.of("", "a", "Manhattan", "<script>alert(1)</script>", "</script><!--",
            "quote \" and backslash \\", "line\nbreak\r\ttab", "\u0000\u0001\u001f\u007f\u0080\u009f",
            "\u2028\u2029", "华容道 曹操", "emoji \uD83D\uDE00 astral \uD834\uDD1E", "lone \uD800 high", "lone \uDC00 low",
            "::error::forged", "##[error]x", "\u00e9\u0301 combining", "\uFEFF bom", " ".repeat(3),
            "x".repeat(300));
    public static final int[] INTS = {0, 1, -1, 7, 100, Integer.MAX_VALUE, Integer.MIN_VALUE, 123456789};
    public static final long[] LONGS = {0L, -1L, 42L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 53, (1L << 53) + 1};
    public static final double[] DOUBLES = {0.0, -0.0, 0.1, 1e-7, 1.0, 0.5, 1.0 / 3, 2.0 / 3, 1e21, 1e-300,
            123456789.125,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, 100.0,
            0.30000000000000004};

    private final Random random;

    public GeneratedRecords(long seed) {
        this.random = new Random(seed);
    }

    /** A record of {@code type}, every component drawn. */
    public <R extends Record> R record(Class<R> type) {
        return type.cast(nonNull(type, 0));
    }

    private Object value(Type type, int depth) {
        if (type instanceof ParameterizedType parameterized) {
            Class<?> raw = (Class<?> ) parameterized.getRawType();
            Type[] arguments = parameterized.getActualTypeArguments();
            int size = depth > 4 ? 0 : random.nextInt(4);
            if (List.class.isAssignableFrom(raw)) {
                List<Object> list = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    list.add(nonNull(arguments[0], depth + 1));
                }
                return list;
            }
            if (Map.class.isAssignableFrom(raw)) {
                Map<Object, Object> map = new LinkedHashMap<>();
                for (int i = 0; i < size; i++) {
                    map.put(nonNull(arguments[0], depth + 1), value(arguments[1], depth + 1));
                }
                return map;
            }
            throw new IllegalArgumentException("no values for " + type);
        }
        Class<?> raw = (Class<?>) type;
        boolean nullable = !raw.isPrimitive();
        if (nullable && random.nextInt(6) == 0) {
            return null;
        }
        if (raw == String.class) {
            return TEXTS.get(random.nextInt(TEXTS.size()));
        }
        if (raw == int.class || raw == Integer.class) {
            return INTS[random.nextInt(INTS.length)];
        }
        if (raw == long.class || raw == Long.class) {
            return LONGS[random.nextInt(LONGS.length)];
        }
        if (raw == double.class || raw == Double.class) {
            return DOUBLES[random.nextInt(DOUBLES.length)];
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return random.nextBoolean();
        }
        if (raw.isEnum()) {
            Object[] constants = raw.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        if (raw.isRecord()) {
            return record(raw, depth);
        }
        throw new IllegalArgumentException("no values for " + type);
    }

    private Object nonNull(Type type, int depth) {
        Object value;
        do {
            value = value(type, depth);
        } while (value == null);
        return value;
    }

    private Object record(Class<?> type, int depth) {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
        }
        RuntimeException refused = null;
        for (int attempt = 0; attempt < 50; attempt++) {
            Object[] arguments = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                arguments[i] = value(components[i].getGenericType(), depth + 1);
            }
            try {
                Constructor<?> canonical = type.getDeclaredConstructor(types);
                canonical.setAccessible(true);
                return canonical.newInstance(arguments);
            } catch (InvocationTargetException e) {
                refused = new IllegalStateException(type + " refused " + java.util.Arrays.asList(arguments), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        throw refused;
    }
}
