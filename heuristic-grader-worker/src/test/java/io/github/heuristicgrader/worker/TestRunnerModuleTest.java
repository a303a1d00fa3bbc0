package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The test runner in its module, as a student's class in the same JVM would go at it: found by name through the
 * module's own loader, its fields and methods reflected on.
 */
class TestRunnerModuleTest {

    private final Consumer<String[]> entry = entry();

    private static Consumer<String[]> entry() {
        try {
            return TestRunnerMain.runnerInItsModule();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theRunnerIsInANamedModuleThatExportsAndOpensNothing() {
        Module module = entry.getClass().getModule();

        assertTrue(module.isNamed());
        assertEquals(TestRunnerMain.MODULE, module.getName());
        assertEquals(java.util.Set.of(TestRunnerMain.PACKAGE), module.getPackages());
        Module unnamed = getClass().getClassLoader().getUnnamedModule();
        assertFalse(module.isExported(TestRunnerMain.PACKAGE, unnamed));
        assertFalse(module.isOpen(TestRunnerMain.PACKAGE, unnamed));
        assertTrue(module.canRead(unnamed), "the runner uses JUnit and the worker from the class path");
    }

    @Test
    void refusesReflectionIntoTheRunnersFieldsAndMethods() throws ReflectiveOperationException {
        ClassLoader moduleLoader = entry.getClass().getClassLoader();
        for (String name : new String[] {"TestRunner", "ResultChannel"}) {
            Class<?> type = moduleLoader.loadClass(TestRunnerMain.PACKAGE + "." + name);
            assertEquals(entry.getClass().getModule(), type.getModule(), name);
            for (Field field : type.getDeclaredFields()) {
                assertThrows(InaccessibleObjectException.class, () -> field.setAccessible(true), field.toString());
            }
            for (Method method : type.getDeclaredMethods()) {
                assertFalse(method.trySetAccessible(), method.toString());
            }
            assertThrows(IllegalAccessException.class, () -> MethodHandles.privateLookupIn(type,
                    MethodHandles.lookup()), name);
        }
    }

    @Test
    void refusesCallingTheEntrysPublicMethodsReflectively() throws ReflectiveOperationException {
        Method accept = entry.getClass().getMethod("accept", String[].class);

        assertThrows(IllegalAccessException.class, () -> accept.invoke(entry, (Object) new String[0]));
        assertThrows(IllegalAccessException.class, () -> entry.getClass().getConstructor().newInstance());
    }

    @Test
    void definesTheRunnersClassesApartFromTheClassPathsCopies() throws ClassNotFoundException {
        Class<?> inModule = entry.getClass();
        Class<?> onClassPath = Class.forName(inModule.getName());

        assertTrue(inModule != onClassPath, "two classes, two loaders");
        assertFalse(onClassPath.getModule().isNamed());
    }
}
