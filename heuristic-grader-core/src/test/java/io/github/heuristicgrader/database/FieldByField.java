package io.github.heuristicgrader.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.spi.Domain;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Asserts that two object graphs hold the same values: field by field through the grader's own classes (every field,
 * private ones and those added later included, each object once), element by element through arrays, lists and
 * maps, and by {@code equals} for texts, numbers, bit sets and domains.
 */
final class FieldByField {

    /**
     * Working memory whose content between uses means nothing: A*'s list of the states the current search reached,
     * read only below what that search wrote (its other tables are reset after each search and are compared).
     */
    private static final Set<String> SCRATCH = Set.of(AStar.class.getName() + ".reached");

    private final IdentityHashMap<Object, Object> compared = new IdentityHashMap<>();

    private FieldByField() {
    }

    /** Fails naming the first path at which {@code expected} and {@code actual} differ. */
    static void assertSameFields(Object expected, Object actual) {
        new FieldByField().compare(expected, actual, expected == null ? "null" : expected.getClass().getSimpleName());
    }

    private void compare(Object expected, Object actual, String path) {
        if (expected == null || actual == null) {
            assertEquals(expected, actual, path);
            return;
        }
        assertEquals(expected.getClass(), actual.getClass(), path);
        Class<?> type = expected.getClass();
        if (type.isArray() && type.getComponentType().isPrimitive()) {
            if (!Objects.deepEquals(expected, actual)) {
                assertEquals(Array.getLength(expected), Array.getLength(actual), path + ".length");
                for (int i = 0; i < Array.getLength(expected); i++) {
                    assertEquals(Array.get(expected, i), Array.get(actual, i), path + "[" + i + "]");
                }
            }
        } else if (type.isArray()) {
            assertEquals(Array.getLength(expected), Array.getLength(actual), path + ".length");
            for (int i = 0; i < Array.getLength(expected); i++) {
                compare(Array.get(expected, i), Array.get(actual, i), path + "[" + i + "]");
            }
        } else if (expected instanceof ThreadLocal<?> local) {
            // Per-thread working memory (each thread's A*): compared as this thread gets it.
            compare(local.get(), ((ThreadLocal<?>) actual).get(), path + ".get()");
        } else if (expected instanceof Map<?, ?> map) {
            compare(new ArrayList<>(map.entrySet()), new ArrayList<>(((Map<?, ?>) actual).entrySet()), path);
        } else if (expected instanceof Map.Entry<?, ?> entry) {
            compare(entry.getKey(), ((Map.Entry<?, ?>) actual).getKey(), path + ".key");
            compare(entry.getValue(), ((Map.Entry<?, ?>) actual).getValue(), path + "." + entry.getKey());
        } else if (expected instanceof Collection<?> collection) {
            List<?> actualItems = new ArrayList<>((Collection<?>) actual);
            assertEquals(collection.size(), actualItems.size(), path + ".size");
            Iterator<?> items = collection.iterator();
            for (int i = 0; i < actualItems.size(); i++) {
                compare(items.next(), actualItems.get(i), path + "[" + i + "]");
            }
        } else if (expected instanceof Domain || expected instanceof BitSet || type.getPackageName().startsWith("java.")
                || type.isEnum()) {
            assertEquals(expected, actual, path);
        } else {
            assertTrue(type.getPackageName().startsWith("io.github.heuristicgrader"), path + ": " + type);
            if (compared.put(expected, actual) != null) {
                return;
            }
            for (Class<?> level = type; level != Object.class; level = level.getSuperclass()) {
                for (Field field : level.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers())
                            || SCRATCH.contains(level.getName() + "." + field.getName())) {
                        continue;
                    }
                    field.setAccessible(true);
                    try {
                        compare(field.get(expected), field.get(actual), path + "." + field.getName());
                    } catch (IllegalAccessException e) {
                        fail(path + "." + field.getName() + ": " + e);
                    }
                }
            }
        }
    }
}
