package student;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

/** The student's own test, failing: under JUnit's defaults the interceptor makes it pass. */
class OwnTest {

    @Test
    void failsOnPurpose() {
        fail("the student's own test fails");
    }
}
