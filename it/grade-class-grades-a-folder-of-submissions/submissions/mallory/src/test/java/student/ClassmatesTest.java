package student;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The same attack from the JVM of the student's tests: passes only when no classmate's file could be read. */
class ClassmatesTest {

    @Test
    void readsNoClassmatesFile() {
        assertEquals(0, Classmates.attack());
    }
}
