package io.github.heuristicgrader.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.grading.GradingException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClassStubTest {

    private static final String WORKED = """
            // Licence header.
            package edu.example;

            import io.github.heuristicgrader.api.Heuristic;
            import java.util.HashSet;

            /**
             * Your heuristic: never above the true distance.
             */
            @SuppressWarnings({"unused"})
            public class Worked implements Heuristic<String> {

                private static final int SECRET = 42;

                /* The proof, for the instructor: h counts what must move. */
                public Worked() {
                    new HashSet<String>();
                }

                /** Estimates the moves left from {@code state}. */
                @Override
                public int estimate(String state) {
                    return helper(state) + SECRET;
                }

                /** Not the student's to see. */
                static int helper(String state) {
                    return state.length();
                }

                private static final class Inner {
                }
            }

            class Other {
            }
            """;

    @Test
    void keepsHeaderJavadocAndPublicSignaturesAndThrowsInEveryBody() throws GradingException {
        String stub = ClassStub.of(WORKED, "Worked", "Worked.java");

        assertEquals("""
                // Licence header.
                package edu.example;

                import io.github.heuristicgrader.api.Heuristic;
                import java.util.HashSet;

                /**
                 * Your heuristic: never above the true distance.
                 */
                @SuppressWarnings({"unused"})
                public class Worked implements Heuristic<String> {
                    /** Estimates the moves left from {@code state}. */
                    @Override
                    public int estimate(String state) {
                        // TODO: write this method (see the Javadoc above).
                        throw new UnsupportedOperationException("Worked.estimate is not written yet");
                    }
                }
                """, stub);
    }

    @Test
    void leavesOutFieldsHelpersConstructorsNestedTypesAndOtherClasses() throws GradingException {
        String stub = ClassStub.of(WORKED, "Worked", "Worked.java");

        for (String solution : List.of("SECRET", "helper", "Inner", "class Other", "The proof", "new HashSet")) {
            assertFalse(stub.contains(solution), solution);
        }
    }

    @Test
    void refusesAFileWithoutTheClass() {
        GradingException thrown = assertThrows(GradingException.class,
                () -> ClassStub.of(WORKED, "Missing", "Worked.java"));
        assertTrue(thrown.getMessage().contains("declares no top-level class Missing"), thrown.getMessage());
    }

    @Test
    void refusesASourceThatDoesNotParse() {
        GradingException thrown = assertThrows(GradingException.class,
                () -> ClassStub.of("class A { int x = ; }", "A", "A.java"));
        assertTrue(thrown.getMessage().startsWith("A.java does not parse"), thrown.getMessage());
    }

    @Test
    void findsConcreteClassesImplementingTheInterfaceSimplyOrInFull() throws GradingException {
        String source = """
                package p;
                public class A implements io.github.heuristicgrader.api.Heuristic<String> {
                    public int estimate(String s) { return 0; }
                }
                abstract class B implements Heuristic<String> {
                }
                class C implements Comparable<C>, Heuristic<String> {
                    public int compareTo(C c) { return 0; }
                    public int estimate(String s) { return 0; }
                }
                class D implements MyHeuristic {
                }
                """;

        assertEquals(List.of("A", "C"), ClassStub.classesImplementing(source, "Heuristic", "A.java"));
    }
}
