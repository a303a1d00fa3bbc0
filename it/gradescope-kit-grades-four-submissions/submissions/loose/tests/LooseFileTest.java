package edu.example.huarongdao;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Uploaded loose, in a folder of its own: it imports JUnit, so it belongs under src/test/java. */
class LooseFileTest {

    @Test
    void blockersOfAnEmptyExitAreNone() {
        assertEquals(0, 0 * BlockedExitHeuristic.class.getName().length());
    }
}
